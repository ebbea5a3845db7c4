import {
  attackerWoundPercent,
  brokenSiegeSize,
  casualtyPercent,
  cityHolds,
  cityMorale,
  enslaveOutcome,
  percentOf,
  spoilsDice,
  superiorFoeExperience,
  TABLE_17,
} from '../../../../src/engine/cs42/battles/tables';

/** The battle tables of COMBAT and SIEGES, row by row from the book (000_0ed6eb7e46d2a6b7.txt). */

describe('Table 17: Results of orders (RULINGS 24: "Run / Right" is Run / Fight)', () => {
  it('Fight / Fight: a normal Chronopia battle for both', () => {
    expect(TABLE_17.fight.fight).toMatchObject({ battle: true, broken: false, outmaneuver: false });
  });
  it('Fight / Truce: a battle; the fighter may give 1 warband Outmaneuver, the truce side may not', () => {
    expect(TABLE_17.fight.truce).toMatchObject({ battle: true, outmaneuver: true });
    expect(TABLE_17.truce.fight).toMatchObject({ battle: true, outmaneuver: false });
  });
  it('Fight / Run: the fighter gets 2 EP per character, the baggage train and the attacker wounds; the runner is broken and rolls Table 18', () => {
    expect(TABLE_17.fight.run).toMatchObject({
      battle: false,
      experience: 2,
      baggageTrain: true,
      attackerWounds: true,
      broken: false,
    });
    expect(TABLE_17.run.fight).toMatchObject({
      battle: false,
      broken: true,
      casualtyRoll: true,
      experience: 0,
      moveTowardCity: false,
    });
  });
  it('Truce / Truce: no action required', () => {
    expect(TABLE_17.truce.truce).toEqual(
      expect.objectContaining({ battle: false, broken: false, casualtyPercent: 0, experience: 0 }),
    );
  });
  it('Truce / Run: the runner is broken, moves 1 hex toward its nearest city, no casualties; the truce side does nothing', () => {
    expect(TABLE_17.run.truce).toMatchObject({
      broken: true,
      moveTowardCity: true,
      casualtyRoll: false,
      casualtyPercent: 0,
    });
    expect(TABLE_17.truce.run).toMatchObject({ battle: false, broken: false, experience: 0 });
  });
  it('Run / Run: both broken, 10% casualties each, both move 1 hex toward their nearest city', () => {
    expect(TABLE_17.run.run).toMatchObject({
      broken: true,
      casualtyPercent: 10,
      moveTowardCity: true,
      experience: 0,
    });
  });
});

describe('Table 18: Casualties Table', () => {
  it.each([
    [1, 0],
    [2, 10],
    [3, 10],
    [4, 20],
    [5, 20],
    [6, 30],
    [7, 30],
    [8, 40],
    [9, 40],
    [10, 50],
    [11, 50],
    [12, 60],
    [13, 60],
    [14, 70],
    [15, 70],
    [16, 80],
    [17, 80],
    [18, 90],
    [19, 90],
    [20, 100],
  ])('d20 %i: %i%% of wounds', (d20, pct) => {
    expect(casualtyPercent(d20)).toBe(pct);
  });
  it('a percentage of points rounds up to whole models (Wound Allocation): 30% of 745 is 224', () => {
    expect(percentOf(745, 30)).toBe(224);
  });
});

describe("Battle Results: the attacker's wounds, (d20 + fleeing size - attacking size) x 5 %", () => {
  it('d20 12, fleeing size 6, attacking size 8: 12 + 6 - 8 = 10, so 50%', () => {
    expect(attackerWoundPercent(12, 6, 8)).toBe(50);
  });
  it('d20 3 against an army 4 sizes larger: 3 - 4 = -1, 0 or less takes no damage', () => {
    expect(attackerWoundPercent(3, 5, 9)).toBe(0);
  });
  it('exactly 0 after the modifier also takes no damage', () => {
    expect(attackerWoundPercent(4, 5, 9)).toBe(0);
  });
  it('a larger fleeing army can cost the attacker more than the defender: 20 + 10 - 5 = 25, 125%', () => {
    expect(attackerWoundPercent(20, 10, 5)).toBe(125);
  });
});

describe('Table 19: Spoils of War, one d20 per point of the defeated army size', () => {
  it.each([
    [99, 0],
    [100, 1],
    [199, 1],
    [200, 2],
    [299, 2],
    [300, 3],
    [399, 3],
    [400, 4],
    [499, 4],
    [1200, 12],
  ])('PV %i rolls %i d20 (x 5 guilders each: 5-100 per die)', (pv, dice) => {
    expect(spoilsDice(pv)).toBe(dice);
  });
});

describe('Enslaving: 60% enslaved, 20% killed, 20% escapes (d100)', () => {
  it.each([
    [1, 'enslaved'],
    [60, 'enslaved'],
    [61, 'killed'],
    [80, 'killed'],
    [81, 'escapes'],
    [100, 'escapes'],
  ])('d100 %i: %s', (d, outcome) => {
    expect(enslaveOutcome(d)).toBe(outcome);
  });
});

describe('City Morale', () => {
  it('10 - attacker 8 + city 5 + cathedral 2 - 2 failed turns + 2 x barracks army 3 = 13', () => {
    expect(
      cityMorale({ attackerSize: 8, citySize: 5, cathedral: true, failedTurns: 2, barracksArmySize: 3 }),
    ).toBe(13);
  });
  it('no cathedral, no barracks army: 10 - 10 + 4 - 0 = 4; other special modifiers add', () => {
    expect(
      cityMorale({ attackerSize: 10, citySize: 4, cathedral: false, failedTurns: 0, barracksArmySize: 0 }),
    ).toBe(4);
    expect(
      cityMorale({
        attackerSize: 10,
        citySize: 4,
        cathedral: false,
        failedTurns: 0,
        barracksArmySize: 0,
        other: -1,
      }),
    ).toBe(3);
  });
  it('the city holds on a d20 equal to or less than its morale, breaks above it', () => {
    expect(cityHolds(13, 13)).toBe(true);
    expect(cityHolds(14, 13)).toBe(false);
  });
});

describe('Broken Siege: defenders depleted by at least 50% lose the city a third of its size (nearest)', () => {
  it('size 6, 1000 defending points lose 500: 6 - 2 = 4', () => {
    expect(brokenSiegeSize(6, 1000, 500)).toBe(4);
  });
  it('size 5, 499 of 1000 lost: no damage', () => {
    expect(brokenSiegeSize(5, 1000, 499)).toBe(5);
  });
  it('size 5 badly damaged: 5/3 = 1.67 rounds to 2, size 3; size 1 stays 1', () => {
    expect(brokenSiegeSize(5, 600, 600)).toBe(3);
    expect(brokenSiegeSize(1, 600, 600)).toBe(1);
  });
});

describe('EXPERIENCE: winning against a superior foe, 1 per full 20% their PV is over yours', () => {
  it.each([
    [1000, 1000, 0],
    [1000, 1199, 0],
    [1000, 1200, 1],
    [1000, 1399, 1],
    [1000, 1400, 2],
    [500, 1500, 10],
    [1000, 800, 0],
  ])('own %i against %i: %i', (own, foe, xp) => {
    expect(superiorFoeExperience(own, foe)).toBe(xp);
  });
});
