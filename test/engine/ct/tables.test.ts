import { coverage, lookup } from '../../../src/engine/core/tables';
import {
  ADVANCEMENT_RULES,
  CT_RANGE_TABLES,
  TABLE_1_START_D6,
  TABLE_1_TERRITORIES,
  TABLE_2_MAXIMUMS,
  TABLE_3_CLIMATE,
  TABLE_4_CASUALTY,
  TERRITORY_ROWS,
  territoryRow,
} from '../../../src/engine/ct/tables';

describe('Chronopia territories tables cover their dice', () => {
  it.each(CT_RANGE_TABLES.map((t) => [t.id, t] as const))('%s has no gap or overlap', (_id, t) => {
    expect(coverage(t)).toEqual({ gaps: [], overlaps: [] });
  });
});

describe('Table 1: Territories (001 [Campaign] 2), row by row', () => {
  // The book's die column: 1 Fortress, 2-3 City, 4-6 Town, 7-10 Village, 11-15 Hamlet, 16-20 Outpost.
  const byDie: [number, string][] = [
    [1, 'Fortress'],
    [2, 'City'],
    [3, 'City'],
    [4, 'Town'],
    [5, 'Town'],
    [6, 'Town'],
    [7, 'Village'],
    [8, 'Village'],
    [9, 'Village'],
    [10, 'Village'],
    [11, 'Hamlet'],
    [12, 'Hamlet'],
    [13, 'Hamlet'],
    [14, 'Hamlet'],
    [15, 'Hamlet'],
    [16, 'Outpost'],
    [17, 'Outpost'],
    [18, 'Outpost'],
    [19, 'Outpost'],
    [20, 'Outpost'],
  ];
  it.each(byDie)('a D20 of %i generates a %s (CT-R2)', (die, type) => {
    expect(lookup(TABLE_1_TERRITORIES, die)).toBe(type);
  });

  it('reads the starting territory on a D6 as written (CT-R2): 1 Fortress, 2-3 City, 4-6 Town', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => lookup(TABLE_1_START_D6, d))).toEqual([
      'Fortress',
      'City',
      'City',
      'Town',
      'Town',
      'Town',
    ]);
  });

  // Income, Upgrade Cost, Garrison, Field Army, as printed (N/A = null, CT-R7).
  const rows: [string, number, number | null, number, number][] = [
    ['Fortress', 200, null, 250, 150],
    ['City', 150, 250, 200, 125],
    ['Town', 100, 100, 150, 100],
    ['Village', 75, 50, 100, 75],
    ['Hamlet', 50, 25, 75, 50],
    ['Outpost', 25, 10, 50, 25],
  ];
  it.each(rows)(
    '%s: income %i gc, upgrade %p gc, garrison %i pts, field army +%i pts',
    (type, income, upgrade, garrison, field) => {
      const row = territoryRow(type as (typeof TERRITORY_ROWS)[number]['type']);
      expect(row).toEqual({ type, income, upgradeCost: upgrade, garrison, fieldArmy: field });
    },
  );
});

describe('Table 2: Characteristics maximums (001 [Experience] 2.e)', () => {
  it('holds 30 30 30 30 5 5 5 5/8 30 -5 as printed', () => {
    expect(TABLE_2_MAXIMUMS).toEqual({
      CC: 30,
      MW: 30,
      PW: 30,
      LD: 30,
      AC: 5,
      W: 5,
      ST: 5,
      MV: { dismounted: 5, mounted: 8 },
      A: 30,
      DEF: -5,
    });
  });

  it('rolls a D20 for CC, MW, LD, A and PW; a D4 for AC, W, ST, MV and DEF (001 [Experience] 2.a-d)', () => {
    const dieOf = (c: keyof typeof ADVANCEMENT_RULES): number => ADVANCEMENT_RULES[c].die;
    expect((['CC', 'MW', 'LD', 'A', 'PW'] as const).map(dieOf)).toEqual([20, 20, 20, 20, 20]);
    expect((['AC', 'W', 'ST', 'MV', 'DEF'] as const).map(dieOf)).toEqual([4, 4, 4, 4, 4]);
    expect(ADVANCEMENT_RULES.W.individualsOnly && ADVANCEMENT_RULES.AC.individualsOnly).toBe(true);
    expect(ADVANCEMENT_RULES.ST.individualsOnly).toBe(false);
    expect(ADVANCEMENT_RULES.DEF.test).toBe('below');
    expect(ADVANCEMENT_RULES.PW.needsBasic).toBe(true);
  });
});

describe('Table 3: Climate and Season (001 [Battles] 1.c), row by row', () => {
  const rows: [number, number, string, string, boolean][] = [
    [1, 5, 'Cold', 'All', true],
    [6, 8, 'Temperate', 'Winter', true],
    [9, 10, 'Temperate', 'Spring', false],
    [11, 13, 'Temperate', 'Summer', false],
    [14, 15, 'Temperate', 'Autumn', false],
    [16, 20, 'Hot', 'All', false],
  ];
  it.each(rows)('%i-%i: %s, %s', (from, to, climate, season, cold) => {
    for (let d = from; d <= to; d++) {
      const row = lookup(TABLE_3_CLIMATE, d);
      expect([row.climate, row.season]).toEqual([climate, season]);
      expect(row.effects.includes('Cold-Blooded')).toBe(cold);
    }
  });

  it("records the Hot row's desert conditions as text (CT-R22)", () => {
    expect(lookup(TABLE_3_CLIMATE, 16).effects).toContain('Land of Two Rivers p 55');
  });
});

describe('Table 4: Casualty Recovery (001 [Battles] 3.b), row by row', () => {
  const rows: [number, number, string][] = [
    [1, 2, 'Killed'],
    [3, 6, 'Captured'],
    [7, 12, 'Wounded'],
    [13, 20, 'Full recovery'],
  ];
  it.each(rows)('%i-%i: %s', (from, to, result) => {
    for (let d = from; d <= to; d++) expect(lookup(TABLE_4_CASUALTY, d)).toBe(result);
  });
});
