import { cell, coverage, lookup, matrixShapeErrors } from '../../../src/engine/core/tables';
import { CHAOS_CENTER, CHAOS_LANDS } from '../../../src/engine/wm/chaos-tables';
import { SURVIVAL_2_STANDS, SURVIVAL_3_STANDS, VICTORY_LEVELS } from '../../../src/engine/wm/combat-tables';
import { ENGAGEMENT_CHART, LOCATIONS, TERRAIN_CARDS } from '../../../src/engine/wm/engagement-tables';
import {
  BOATS_PER_UNIT,
  EXPEDITION_ADVANTAGES,
  AQUATIC_ALLY_ADVANTAGES,
  EXPEDITION_CHART,
} from '../../../src/engine/wm/expedition-tables';
import { EXPERIENCE_CHOICES } from '../../../src/engine/wm/experience-tables';
import { CHARACTER_COSTS, MOB, POP_POINTS } from '../../../src/engine/wm/population-tables';
import { WM_DATA_TABLES, WM_MATRIX_TABLES, WM_RANGE_TABLES } from '../../../src/engine/wm/tables';

describe('WarMaster tables cover their dice', () => {
  it.each(WM_RANGE_TABLES.map((t) => [t.id, t] as const))('%s has no gap or overlap', (_id, t) => {
    expect(coverage(t)).toEqual({ gaps: [], overlaps: [] });
  });
  it('every data table has a unique id and cites book 002', () => {
    expect(new Set(WM_DATA_TABLES.map((t) => t.id)).size).toBe(WM_DATA_TABLES.length);
    for (const t of WM_DATA_TABLES) expect(t.cite.startsWith('002 ')).toBe(true);
  });
  it('mob: attacks 2 or 1/1, hits 2, armour 0, size 3, cost 50 (002 Roster)', () => {
    expect(MOB).toEqual({ attacks: '2 or 1/1', hits: 2, armour: 0, size: 3, cost: 50 });
  });
  it.each(WM_MATRIX_TABLES.map((t) => [t.id, t] as const))('%s is a full matrix', (_id, t) => {
    expect(matrixShapeErrors(t)).toEqual([]);
  });
});

describe('Engagement Chart (002 ENGAGING THE ENEMY), cell by cell', () => {
  const book: [string, string, string][] = [
    ['POI', 'POI', '*battle*'],
    ['POI', 'Countryside', 'battle'],
    ['POI', 'Population Center', 'siege'],
    ['Countryside', 'POI', 'battle'],
    ['Countryside', 'Countryside', 'battle'],
    ['Countryside', 'Population Center', 'siege'],
    ['Population Center', 'POI', 'siege'],
    ['Population Center', 'Countryside', 'siege'],
    ['Population Center', 'Population Center', 'assault'],
  ];
  it.each(book)('B %s / A %s: %s', (b, a, result) => {
    expect(cell(ENGAGEMENT_CHART, b as never, a as never)).toBe(result);
  });
  it('WM-R6: the chart is symmetric, so which player is A does not matter', () => {
    for (const a of LOCATIONS)
      for (const b of LOCATIONS) expect(cell(ENGAGEMENT_CHART, a, b)).toBe(cell(ENGAGEMENT_CHART, b, a));
  });
});

describe('Unit survival (002 POST COMBAT), face by face', () => {
  it('2 stands lost: 4+ returns to full strength, 1-3 destroyed', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => lookup(SURVIVAL_2_STANDS, d))).toEqual([
      'destroyed',
      'destroyed',
      'destroyed',
      'returns',
      'returns',
      'returns',
    ]);
  });
  it('3 stands lost (WM-R11): 5+ returns, 1-4 destroyed', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => lookup(SURVIVAL_3_STANDS, d))).toEqual([
      'destroyed',
      'destroyed',
      'destroyed',
      'destroyed',
      'returns',
      'returns',
    ]);
  });
  it('victory ratios: 3:1 rout, 2:1 major, under 2:1 minor', () => {
    expect(VICTORY_LEVELS.map((v) => [v.ratio, v.level])).toEqual([
      [3, 'rout'],
      [2, 'major victory'],
      [1, 'minor victory'],
    ]);
  });
});

describe('Chaos Lands D10 (002 SPECIAL TERRAIN), row by row', () => {
  const book: [number, number, number, string | null, number][] = [
    // die, villages, character points, unit category, units
    [1, 0, 0, null, 0],
    [2, 1, -1, null, 0],
    [3, 0, 2, null, 0],
    [4, 0, 1, 'Infantry', 2],
    [5, 0, 1, 'Cavalry', 1],
    [6, 0, 1, 'Monsters', 2],
    [7, 0, 1, 'Specials', 1],
    [8, 0, 0, 'Artillery', 1],
    [9, 2, 0, null, 0],
    [10, 3, 0, null, 0],
  ];
  it.each(book)('d10 %i: %i villages, %i character points, %s x%i', (die, villages, cp, category, count) => {
    const r = lookup(CHAOS_LANDS, die);
    expect(r.villages).toBe(villages);
    expect(r.characterPoints).toBe(cp);
    expect(r.units?.category ?? null).toBe(category);
    expect(r.units?.count ?? 0).toBe(count);
  });
  it('a town or city: D6 1-2 stays, 3+ moves', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => lookup(CHAOS_CENTER, d))).toEqual([
      'stays',
      'stays',
      'moves',
      'moves',
      'moves',
      'moves',
    ]);
  });
});

describe('Expedition Chart (002 EXPEDITIONS & EXPLORING), total by total', () => {
  const book: [number, string][] = [
    [-3, 'Mutiny'],
    [1, 'Mutiny'],
    [2, 'Mutiny'],
    [3, 'Mutiny'],
    [4, 'Disease'],
    [5, 'Disease'],
    [6, 'Storm'],
    [7, 'Storm'],
    [8, 'Lost at sea'],
    [9, 'Mount hardship'],
    [10, 'Sailing'],
    [11, 'Sailing'],
    [12, 'Sailing'],
    [13, 'Sea Monster'],
    [14, 'Pirates'],
    [15, 'Good weather'],
    [16, 'Excellent weather'],
    [17, 'The Gods have smiled'],
    [18, 'Aquatic nation discovered'],
    [19, 'New Island'],
    [20, 'Destination reached'],
    [27, 'Destination reached'],
  ];
  it.each(book)('total %i (WM-R13, WM-R14): %s', (total, result) => {
    expect(lookup(EXPEDITION_CHART, total)).toBe(result);
  });
  it('advantages: lost at sea -2, good +1, excellent +2, gods +3; the aquatic 3 go to an ally’s later expeditions (18)', () => {
    expect(EXPEDITION_ADVANTAGES).toEqual({
      'Lost at sea': -2,
      'Good weather': 1,
      'Excellent weather': 2,
      'The Gods have smiled': 3,
    });
    expect(AQUATIC_ALLY_ADVANTAGES).toBe(3);
  });
  it('WM-R15 boats: 2 per artillery or chariot, 1 per infantry, cavalry or monster', () => {
    expect(BOATS_PER_UNIT).toEqual({ Artillery: 2, Chariots: 2, Infantry: 1, Cavalry: 1, Monsters: 1 });
  });
});

describe('EXPERIENCE choices (002 EXPERIENCE), row by row', () => {
  it('3 Infantry, 4 Cavalry, 5 Machine, 6 Monster, 10 honour, 12 scenario, 30 magic item; WM-R18 row left out', () => {
    expect(
      EXPERIENCE_CHOICES.map((c) => [c.cost, c.choice.kind, 'category' in c.choice ? c.choice.category : '']),
    ).toEqual([
      [3, 'return lost unit', 'Infantry'],
      [4, 'return lost unit', 'Cavalry'],
      [5, 'return lost unit', 'Artillery'],
      [6, 'return lost unit', 'Monsters'],
      [10, 'battle honour', ''],
      [12, 'random scenario', ''],
      [30, 'magic item', ''],
    ]);
  });
});

describe('Population and personalities (002 DESIGNING A NATION)', () => {
  it('pop points: City 3, Town 2, Village 1', () => {
    expect(POP_POINTS).toEqual({ City: 3, Town: 2, Village: 1 });
  });
  it('character costs: General 3, Magic User 2, Hero 2, minor 1, Admiral 2', () => {
    expect(CHARACTER_COSTS).toEqual({ General: 3, 'Magic User': 2, Hero: 2, Minor: 1, Admiral: 2 });
  });
  it('terrain cards kept: plains 1, hills 3, mountains 6, swamp 6', () => {
    expect([TERRAIN_CARDS.plains, TERRAIN_CARDS.hills, TERRAIN_CARDS.mountains, TERRAIN_CARDS.swamp]).toEqual(
      [1, 3, 6, 6],
    );
  });
});
