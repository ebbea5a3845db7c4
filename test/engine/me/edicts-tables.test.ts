import { coverage, diceTotals, lookup } from '../../../src/engine/core/tables';
import {
  APP_G_PROVOKE,
  EDICT_RANGE_TABLES,
  TABLE_2_EDICTS,
  TABLE_3_LOOTING,
  TABLE_4_EFFECTS,
  TABLE_4_LOOT_ARCANE,
  TABLE_4_RAZE_ROLLS,
  TABLE_6_INDUSTRY_BEAST,
  TABLE_6_MOUNTAIN_DEEP_MINE_BEAST,
} from '../../../src/engine/me/edicts-tables';
import { TABLE_6_MAJOR_FEATURES } from '../../../src/engine/me/explore-tables';

const byRoll = (t: Parameters<typeof lookup>[0]) => diceTotals(t.dice).map((n) => lookup(t, n));

describe('ME edict tables (004 Section B 1.0-1.3)', () => {
  it('every range table covers its dice exactly once', () => {
    for (const t of EDICT_RANGE_TABLES)
      expect([t.id, coverage(t)]).toEqual([t.id, { gaps: [], overlaps: [] }]);
  });

  it('Table 2 conditions', () => {
    expect(TABLE_2_EDICTS).toEqual({
      Civilization: ['City', 'Capital'],
      Industry: null,
      'War Footing': ['Town', 'City', 'Capital'],
      Loot: null,
      Raze: null,
    });
  });

  it("Table 2's conditions agree with Table 6's 'Allows ... edicts' (the Port by ME-R9)", () => {
    for (const edict of ['Civilization', 'War Footing'] as const) {
      const byTable6 = Object.values(TABLE_6_MAJOR_FEATURES)
        .filter((r) => r.allowsEdicts.includes(edict) && r.feature !== 'Port')
        .map((r) => r.feature)
        .sort();
      expect([edict, byTable6]).toEqual([edict, [...(TABLE_2_EDICTS[edict] ?? [])].sort()]);
    }
    expect(TABLE_6_MAJOR_FEATURES.Port.allowsEdicts).toEqual(['War Footing']);
  });

  it('Table 3 looting: 1 Overzealous, 2-3 Rebellion, 4+ Suffer in Silence', () => {
    expect(byRoll(TABLE_3_LOOTING)).toEqual([
      'Overzealous',
      'Rebellion',
      'Rebellion',
      'Suffer in Silence',
      'Suffer in Silence',
      'Suffer in Silence',
    ]);
  });

  it('Table 4 row by row: looting (support, for how long, ore or lumber, the arcane d6)', () => {
    const loot = Object.fromEntries(
      Object.entries(TABLE_4_EFFECTS).map(([k, v]) => [
        k,
        [v.loot.support, v.loot.turns, v.loot.production, v.loot.arcaneRoll],
      ]),
    );
    expect(loot).toEqual({
      Empty: [250, 'next turn', 0, false],
      Capital: [500, 'next d3 turns', 0, false],
      City: [500, 'next d3 turns', 0, false],
      Port: [500, 'next d3 turns', 0, false],
      Town: [250, 'next d3 turns', 0, false],
      'Fertile Fields': [250, 'next d3 turns', 0, false],
      Mine: [250, 'next d3 turns', 1, false],
      'Deep Mine': [250, 'next d3 turns', 2, false],
      Woods: [250, 'next d3 turns', 1, false],
      'Deep Woods': [250, 'next d3 turns', 2, false],
      'Wizard Tower': [250, 'next d3 turns', 0, true],
      'Arcane Ruin': [250, 'next d3 turns', 0, true],
      Tunnel: [250, 'next turn', 0, false],
    });
  });

  it('Table 4 row by row: razing (what remains, no support for d3 turns, the d6)', () => {
    const raze = Object.fromEntries(
      Object.entries(TABLE_4_EFFECTS).map(([k, v]) => [k, [v.raze.becomes, v.raze.noSupportD3, v.raze.roll]]),
    );
    expect(raze).toEqual({
      Empty: ['unchanged', true, null],
      Capital: ['Town', false, null],
      City: ['Town', false, null],
      Port: ['Town', false, null],
      Town: [null, false, null],
      'Fertile Fields': [null, false, null],
      Mine: [null, false, null],
      'Deep Mine': ['Mine', false, 'Beast on 1'],
      Woods: [null, false, null],
      'Deep Woods': ['Woods', false, 'Beast on 1'],
      'Wizard Tower': [null, false, 'Wizard Tower'],
      'Arcane Ruin': [null, false, 'Arcane Ruin'],
      Tunnel: ['unchanged', true, null],
    });
  });

  it('Table 4 d6s: looting a Wizard Tower or Arcane Ruin; razing Deep features, Wizard Tower, Arcane Ruin', () => {
    expect(byRoll(TABLE_4_LOOT_ARCANE)).toEqual([
      'Lose advancement',
      'Item up to 25',
      'Item up to 25',
      'Item up to 25',
      'Item up to 50',
      'Item up to 50',
    ]);
    expect(byRoll(TABLE_4_RAZE_ROLLS['Beast on 1'])).toEqual([
      'Awaken the Beast',
      'Nothing',
      'Nothing',
      'Nothing',
      'Nothing',
      'Nothing',
    ]);
    expect(byRoll(TABLE_4_RAZE_ROLLS['Wizard Tower'])).toEqual([
      'Lose magic item',
      'Nothing',
      'Nothing',
      'Nothing',
      'Nothing',
      'Awaken the Beast',
    ]);
    expect(byRoll(TABLE_4_RAZE_ROLLS['Arcane Ruin'])).toEqual([
      'Lose advancement',
      'Nothing',
      'Nothing',
      'Nothing',
      'Nothing',
      'Awaken the Beast',
    ]);
  });

  it('Table 6 Beast rolls under Industry (ME-R26) and App. G provoking', () => {
    // 2d6 totals 2..12: "Awaken Beast on 2-3"
    expect(byRoll(TABLE_6_INDUSTRY_BEAST)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    // Mountain Deep Mine: "on a d6 roll of 1"
    expect(byRoll(TABLE_6_MOUNTAIN_DEEP_MINE_BEAST)).toEqual([true, false, false, false, false, false]);
    // "on a 4+, you have awoken a Beast"
    expect(byRoll(APP_G_PROVOKE)).toEqual([false, false, false, true, true, true]);
  });
});
