import {
  armyActions,
  armyCanMarch,
  armySuffersMarchPenalties,
  maxReplacementPoints,
  replacementCost,
  replacementTerms,
  starvationRollRequired,
  unitActions,
} from '../../../src/engine/cs42/supply-effects';
import { supplyStatus } from '../../../src/engine/cs42/supply';
import { SupplyActions, SupplyStatus } from '../../../src/engine/cs42/tables';

// Expected values are copied from the book (Supply ranges, Table 5, Table 6) and RULINGS 8, 12, 13.

describe('Table 6 / RULINGS 12: supply status by distance', () => {
  it.each<[number | null, SupplyStatus]>([
    [0, 'Regular'],
    [5, 'Regular'],
    [6, 'Long'],
    [10, 'Long'],
    [11, 'Extended'],
    [15, 'Extended'],
    [16, 'Out of Supply'],
    [40, 'Out of Supply'],
    [null, 'Out of Supply'],
  ])('distance %p is %s', (distance, status) => {
    expect(supplyStatus(distance)).toBe(status);
  });

  it.each<[number | null, SupplyStatus]>([
    [0, 'Regular'],
    [6, 'Regular'],
    [7, 'Long'],
    [11, 'Long'],
    [12, 'Extended'],
    [16, 'Extended'],
    [17, 'Out of Supply'],
    [null, 'Out of Supply'],
  ])('RULINGS 12 Blackblood: distance %p is %s (each upper bound + 1)', (distance, status) => {
    expect(supplyStatus(distance, { blackblood: true })).toBe(status);
  });

  it('RULINGS 12: an army whose upkeep is not paid is Out of Supply whatever its distance', () => {
    expect(supplyStatus(0, { upkeepPaid: false })).toBe('Out of Supply');
    expect(supplyStatus(3, { upkeepPaid: false, blackblood: true })).toBe('Out of Supply');
    expect(supplyStatus(0, { upkeepPaid: true })).toBe('Regular');
  });

  it('TERRAIN, Water: embarked armies have every range extended by 5 hexes', () => {
    expect(supplyStatus(10, { bandBonus: 5 })).toBe('Regular');
    expect(supplyStatus(11, { bandBonus: 5 })).toBe('Long');
    expect(supplyStatus(20, { bandBonus: 5 })).toBe('Extended');
    expect(supplyStatus(21, { bandBonus: 5 })).toBe('Out of Supply');
  });
});

describe('Table 6: army effects row by row', () => {
  it.each<[SupplyStatus, number, boolean, boolean, boolean]>([
    // status, Army Actions, can March, suffers March penalties, starvation roll
    ['Regular', 2, true, false, false],
    ['Long', 1, true, false, false],
    ['Extended', 1, false, true, false],
    ['Out of Supply', 1, false, true, true],
  ])(
    '%s: %i actions, march %p, march penalties %p, starvation %p',
    (status, actions, march, penalties, starve) => {
      expect(armyActions(status)).toBe(actions);
      expect(armyCanMarch(status)).toBe(march);
      expect(armySuffersMarchPenalties(status)).toBe(penalties);
      expect(starvationRollRequired(status)).toBe(starve);
    },
  );

  it('Supply ranges: armies under siege must check for starvation too', () => {
    expect(starvationRollRequired('Regular', { besieged: true })).toBe(true);
  });
});

describe('Table 6 / RULINGS 13: scout, engineer and settler actions row by row', () => {
  it.each<[SupplyStatus, SupplyActions, SupplyActions, SupplyActions]>([
    ['Regular', 2, 2, 1],
    ['Long', 2, 1, 1],
    ['Extended', 1, 'destroyed', 1],
    ['Out of Supply', 'destroyed', 'destroyed', 'destroyed'],
  ])('%s: scouts %p, engineers %p, settlers %p', (status, scout, engineer, settler) => {
    expect(unitActions('Scout', status)).toBe(scout);
    expect(unitActions('Engineer', status)).toBe(engineer);
    expect(unitActions('Settler', status)).toBe(settler);
    expect(unitActions('Settler', status, 'table')).toBe(settler);
  });

  it.each<[SupplyStatus, SupplyActions]>([
    ['Regular', 1],
    ['Long', 'destroyed'],
    ['Extended', 'destroyed'],
    ['Out of Supply', 'destroyed'],
  ])('RULINGS 13 (setting: prose): settlers in %s supply -> %p', (status, settler) => {
    expect(unitActions('Settler', status, 'prose')).toBe(settler);
  });

  it('RULINGS 13 (setting: prose) changes only settlers', () => {
    expect(unitActions('Scout', 'Long', 'prose')).toBe(2);
    expect(unitActions('Engineer', 'Long', 'prose')).toBe(1);
  });
});

describe('Table 5 / RULINGS 8: re-supply cost and limit', () => {
  it.each<[SupplyStatus, number | null, number | null]>([
    ['Regular', 100, 80],
    ['Long', 125, 60],
    ['Extended', 150, 40],
    ['Out of Supply', null, null],
  ])('%s: cost %p%%, up to %p%% of points lost', (status, cost, cap) => {
    const terms = replacementTerms(status);
    expect(terms?.costPercent ?? null).toBe(cost);
    expect(terms?.capPercent ?? null).toBe(cap);
  });

  it('Table 5 "In a city": up to 100% of points lost at normal cost', () => {
    expect(replacementTerms('Regular', { inCity: true })).toEqual({ costPercent: 100, capPercent: 100 });
  });

  it('Table 5: an Out of Supply army cannot re-supply even in a city (unpaid upkeep, RULINGS 12)', () => {
    expect(replacementTerms('Out of Supply', { inCity: true })).toBeNull();
  });

  it.each<[SupplyStatus, number | null]>([
    ['Regular', 100],
    ['Long', 150],
    ['Extended', 200],
    ['Out of Supply', null],
  ])('RULINGS 8 (setting: prose): %s costs %p%%', (status, cost) => {
    expect(replacementTerms(status, { variant: 'prose' })?.costPercent ?? null).toBe(cost);
  });

  it('Table 5: an army that lost 500 points re-supplies 400 / 300 / 200 / 0 (500 in a city)', () => {
    expect(maxReplacementPoints(500, replacementTerms('Regular'))).toBe(400);
    expect(maxReplacementPoints(500, replacementTerms('Long'))).toBe(300);
    expect(maxReplacementPoints(500, replacementTerms('Extended'))).toBe(200);
    expect(maxReplacementPoints(500, replacementTerms('Out of Supply'))).toBe(0);
    expect(maxReplacementPoints(500, replacementTerms('Regular', { inCity: true }))).toBe(500);
  });

  it('Table 5: 200 guilders of troops cost 200 / 250 / 300 / not allowed', () => {
    expect(replacementCost(200, replacementTerms('Regular'))).toBe(200);
    expect(replacementCost(200, replacementTerms('Long'))).toBe(250);
    expect(replacementCost(200, replacementTerms('Extended'))).toBe(300);
    expect(replacementCost(200, replacementTerms('Out of Supply'))).toBeNull();
    expect(replacementCost(201, replacementTerms('Long'))).toBe(252); // 251.25 rounded up
  });
});
