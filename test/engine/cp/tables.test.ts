import { coverage, lookup } from '../../../src/engine/core/tables';
import { actionCost, SABOTAGE_TABLE } from '../../../src/engine/cp/action-tables';
import { CP_RANGE_TABLES } from '../../../src/engine/cp/all-tables';
import type { CpTerritoryType } from '../../../src/engine/cp/model';
import { DEFAULT_CP_SETTINGS } from '../../../src/engine/cp/model';
import { FIXED_SCENARIOS, scenarioTables, TERRITORY_TYPES } from '../../../src/engine/cp/territory-tables';

describe('CP tables as data (003)', () => {
  it.each(CP_RANGE_TABLES.map((t) => [t.id, t] as const))('%s covers its d6 or names a ruling', (_id, t) => {
    const c = coverage(t);
    if (c.gaps.length + c.overlaps.length > 0) expect(t.rulings?.length ?? 0).toBeGreaterThan(0);
    else expect(c).toEqual({ gaps: [], overlaps: [] });
  });

  it('registers the Sabotage table and the ten rolled battle tables, each once', () => {
    expect(CP_RANGE_TABLES.map((t) => t.id)).toEqual([
      'cp.sabotage',
      'cp.battle.wizards-tower',
      'cp.battle.monster-lair',
      'cp.battle.mining-village',
      'cp.battle.river-ford',
      'cp.battle.vital-crossroad',
      'cp.battle.farming-village',
      'cp.battle.market-town',
      'cp.battle.mercenary-bazaar',
      'cp.battle.large-town',
      'cp.battle.major-city',
    ]);
  });

  // Territory Descriptions: "Territory Type Maximum and starting Defensive Value", row by row.
  it.each([
    ['Wizards Tower', 3, 3],
    ['Monster Lair', 2, 2],
    ['Mining Village', 0, 2],
    ['Castle', 2, 3],
    ['Fortress', 4, 4],
    ['River Ford', 0, 0],
    ['Vital Crossroad', 0, 0],
    ['Mountain Pass', 0, 0],
    ['Farming Village', 0, 2],
    ['Market Town', 0, 2],
    ['Mercenary Bazaar', 1, 1],
    ['Large Town', 0, 2],
    ['Major City', 1, 2],
  ] as const)(
    'Territory Descriptions, CP-R6: %s starts at DV %i, Fortify reaches at most %i',
    (type, dv, max) => {
      expect(TERRITORY_TYPES[type].dv).toBe(dv);
      expect(TERRITORY_TYPES[type].maxDv).toBe(max);
    },
  );

  it('Territory Descriptions: FREE MOVE on Ford 3+, Crossroad 2+, Pass 4+; FREE REBUILD Castle 5+, Fortress 3+ (CP-R16, CP-R18)', () => {
    const free = Object.entries(TERRITORY_TYPES).filter(([, r]) => r.freeMove !== null);
    expect(Object.fromEntries(free.map(([k, r]) => [k, r.freeMove]))).toEqual({
      'River Ford': 3,
      'Vital Crossroad': 2,
      'Mountain Pass': 4,
    });
    const rebuild = Object.entries(TERRITORY_TYPES).filter(([, r]) => r.freeRebuild !== null);
    expect(Object.fromEntries(rebuild.map(([k, r]) => [k, r.freeRebuild]))).toEqual({
      Castle: 5,
      Fortress: 3,
    });
  });

  it('Generate CP\u2019s: Market Town 6, Large Town 5+, Major City 4+ (CP-R9); two allied armies in Farming Village, Large Town, Major City (CP-R19)', () => {
    const extra = Object.entries(TERRITORY_TYPES).filter(([, r]) => r.extraCp !== null);
    expect(Object.fromEntries(extra.map(([k, r]) => [k, r.extraCp]))).toEqual({
      'Market Town': 6,
      'Large Town': 5,
      'Major City': 4,
    });
    const two = Object.entries(TERRITORY_TYPES)
      .filter(([, r]) => r.twoAllied)
      .map(([k]) => k);
    expect(two).toEqual(['Farming Village', 'Large Town', 'Major City']);
  });

  const tables = scenarioTables(DEFAULT_CP_SETTINGS);
  // Territory Descriptions, "Battle:" lines, every D6 face worked by hand from the book.
  it.each([
    [
      'Wizards Tower',
      [
        'Pitched Battle',
        'Pitched Battle',
        'Capture (the wizards tower is the objective)',
        'Capture (the wizards tower is the objective)',
        'Capture (the wizards tower is the objective)',
        'Capture (the wizards tower is the objective)',
      ],
    ],
    ['Monster Lair', ['Flank Attack', 'Flank Attack', 'Flank Attack', 'Ambush', 'Ambush', 'Ambush']],
    [
      'Mining Village',
      [
        'Pitched Battle',
        'Pitched Battle',
        'Pitched Battle',
        'Pitched Battle',
        'Meeting Engagement',
        'Meeting Engagement',
      ],
    ],
    [
      'River Ford',
      [
        'Capture (the ford is the objective)',
        'Capture (the ford is the objective)',
        'Fall of Kjell Red Fist',
        'Fall of Kjell Red Fist',
        'Fall of Kjell Red Fist',
        'Fall of Kjell Red Fist',
      ],
    ],
    [
      'Vital Crossroad',
      [
        'Capture (the crossroad is the objective)',
        'Capture (the crossroad is the objective)',
        'Capture (the crossroad is the objective)',
        'Breakthrough',
        'Breakthrough',
        'Breakthrough',
      ],
    ],
    [
      'Farming Village',
      [
        'Meeting Engagement',
        'Meeting Engagement',
        'Meeting Engagement',
        'Meeting Engagement',
        'Pitched Battle',
        'Pitched Battle',
      ],
    ],
    [
      'Market Town',
      [
        'Pitched Battle',
        'Pitched Battle',
        'Pitched Battle',
        'Meeting Engagement',
        'Meeting Engagement',
        'Meeting Engagement',
      ],
    ],
    [
      'Mercenary Bazaar',
      [
        'Pitched Battle',
        'Pitched Battle',
        'Meeting Engagement',
        'Meeting Engagement',
        'Flank Attack',
        'Flank Attack',
      ],
    ],
    [
      'Large Town',
      [
        'Pitched Battle',
        'Pitched Battle',
        'Pitched Battle',
        'Meeting Engagement',
        'Meeting Engagement',
        'Meeting Engagement',
      ],
    ],
    [
      'Major City',
      [
        'Pitched Battle',
        'Pitched Battle',
        'Pitched Battle',
        'Meeting Engagement',
        'Meeting Engagement',
        'Meeting Engagement',
      ],
    ],
  ] as const)('Battle on %s, D6 1-6 (CP-R14 default 4-6, CP-R15 crossroad)', (type, faces) => {
    const table = tables[type as CpTerritoryType];
    expect(table).toBeDefined();
    if (table) expect([1, 2, 3, 4, 5, 6].map((n) => lookup(table, n))).toEqual(faces);
  });

  it('Castle, Fortress: Siege; Mountain Pass: Ambush with the army entering as defender (no die)', () => {
    expect(FIXED_SCENARIOS.Castle?.scenario).toMatch(/^Siege/);
    expect(FIXED_SCENARIOS.Fortress?.scenario).toMatch(/^Siege/);
    expect(FIXED_SCENARIOS['Mountain Pass']).toEqual({ scenario: 'Ambush', moverDefends: true });
    expect(tables.Castle).toBeUndefined();
  });

  it('CP-R14 (setting): the lost 4-6 scenario of a Market Town comes from the moderator', () => {
    const t = scenarioTables({
      ...DEFAULT_CP_SETTINGS,
      lostScenario: { ...DEFAULT_CP_SETTINGS.lostScenario, 'Market Town': 'Breakthrough' },
    })['Market Town'];
    expect(t && [3, 4, 6].map((n) => lookup(t, n))).toEqual([
      'Pitched Battle',
      'Breakthrough',
      'Breakthrough',
    ]);
  });

  it('Sabotage D6: 1 failed, 2-3 succeeded a bit, 4-5 fooled them, 6 failed horribly (CP-R11)', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => lookup(SABOTAGE_TABLE, n))).toEqual([
      'failed',
      'succeeded a bit',
      'succeeded a bit',
      'fooled them',
      'fooled them',
      'failed horribly',
    ]);
  });

  it('CP-R1, CP-R2: costs; Rebuild Broken Army 2 by default, 1 as a setting', () => {
    const s = DEFAULT_CP_SETTINGS;
    expect(actionCost('Rebuild Defeated Army', s)).toBe(1);
    expect(actionCost('Rebuild Broken Army', s)).toBe(2);
    expect(actionCost('Rebuild Broken Army', { ...s, rebuildBrokenCost: 1 })).toBe(1);
    expect(actionCost('Fortify Castle', s)).toBe(2);
    expect(actionCost('Fortify Settlement', s)).toBe(1);
    expect(actionCost('Build Roads', s)).toBe(2);
    expect(actionCost('Sabotage', s)).toBe(2);
    expect(actionCost('Move an army', s)).toBe(1);
    expect(actionCost('Decrease DV', s)).toBe(1);
  });
});
