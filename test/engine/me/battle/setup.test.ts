import { Dice } from '../../../../src/engine/dice';
import { coverage, lookup } from '../../../../src/engine/core/tables';
import { battleSetup, boardFor } from '../../../../src/engine/me/battle/setup';
import { SETUP_RANGE_TABLES, TERRAIN_TABLES } from '../../../../src/engine/me/battle/setup-tables';
import { blankHex } from '../../../../src/engine/me/model';

const dice = (fixed: Record<string, number>): Dice => new Dice('setup', new Map(Object.entries(fixed)));
const two = (key: string, a: number, b: number): Record<string, number> => ({
  [`${key}#1`]: a,
  [`${key}#2`]: b,
});

describe('Tables 26-30 (004 App. E), row by row from the book', () => {
  const book: Record<string, string[]> = {
    River: [
      'River',
      'Stream',
      'Marsh',
      'Field Boundaries',
      'Woods',
      'Shallow Stream (open ground)',
      'Low Hill',
      'Peasant Farmstead',
      'Village',
      'Ruin',
      'Large Building',
    ],
    Mountain: [
      'Crag',
      'Raging torrent',
      'Tarn',
      'Pine Forest',
      'Boulders',
      'Low Hill',
      'Hill',
      'Scree',
      'Small Crater',
      'Ravine',
      'Rocky Ridge',
    ],
    Swamp: [
      'Stream',
      'Grass Huts',
      'Tangled Scrub',
      'Swamp',
      'Gnarled Woods',
      'Marsh',
      'Low Hill',
      'Fen',
      'Pond',
      'Ruin',
      'Foetid Mere',
    ],
    Forest: [
      'Heart of the Woods',
      'Stream',
      'Scatter of Boulders',
      'Brush',
      'Deep Forest',
      'Woods',
      'Scrub',
      'Low Hill',
      'Gnarled Woods',
      'Ruin',
    ],
    Field: [
      'Village',
      'Stream',
      'Fields or Low Hill',
      'Field Boundaries',
      'Woods',
      'Fields (open ground)',
      'Low Hill',
      'Scatter of Boulders',
      'Peasant Farmstead',
      'Ruin',
      'Large Building',
    ],
  };
  it.each(Object.entries(book))('%s', (type, rows) => {
    const table = TERRAIN_TABLES[type as keyof typeof TERRAIN_TABLES];
    rows.forEach((r, i) => expect(lookup(table, i + 2)).toBe(r));
  });
  it('every table covers 2d6 but Forest, which lacks its 12 and names ME-R27', () => {
    for (const t of SETUP_RANGE_TABLES) {
      if (t.id === 'me.table29.forest') {
        expect(coverage(t)).toEqual({ gaps: [12], overlaps: [] });
        expect(t.rulings).toEqual(['ME-R27']);
      } else expect(coverage(t)).toEqual({ gaps: [], overlaps: [] });
    }
  });
});

describe('board and terrain count (5.2C, 5.3C)', () => {
  it.each([
    [1500, "4'x4'"],
    [1550, "6'x4'"],
    [2500, "6'x4'"],
    [2550, "8'x4'"],
  ])('largest army %i: %s', (n, board) => {
    expect(boardFor(n).board).toBe(board);
  });
  it("4'x4': d3+1 pieces; a field hex rolls Table 30", () => {
    const s = battleSetup(
      dice({
        'b:terrain count': 2,
        ...two('b:piece:1', 1, 1),
        ...two('b:piece:2', 3, 4),
        ...two('b:piece:3', 6, 6),
      }),
      'b',
      { hex: blankHex('0101', 'Field'), largestTotal: 1200, hasDefender: true },
    );
    expect(s.terrainCount).toBe(3);
    expect(s.pieces).toEqual(['Village', 'Fields (open ground)', 'Large Building']);
    expect(s.minorScatter).toBeNull();
  });
  it("8'x4': d6+5; a river hex rolls Table 26 whatever its terrain (4.1B)", () => {
    const fixed: Record<string, number> = { 'b:terrain count': 1 };
    for (let i = 1; i <= 6; i++) Object.assign(fixed, two(`b:piece:${i}`, 1, 1));
    const s = battleSetup(dice(fixed), 'b', {
      hex: blankHex('0101', 'Forest', 'Reik'),
      largestTotal: 3000,
      hasDefender: true,
    });
    expect(s.terrainCount).toBe(6);
    expect(s.pieces.every((p) => p === 'River')).toBe(true);
  });
  it('ME-R27: a Forest 12 reads as 11 (Ruin) by default, or is rolled again', () => {
    const base = { 'b:terrain count': 1, ...two('b:piece:1', 6, 6), ...two('b:piece:2', 1, 1) };
    const as11 = battleSetup(dice(base), 'b', {
      hex: blankHex('0101', 'Forest'),
      largestTotal: 1000,
      hasDefender: true,
    });
    expect(as11.pieces).toEqual(['Ruin', 'Heart of the Woods']);
    const reroll = battleSetup(dice({ ...base, ...two('b:piece:1:reroll1', 2, 3) }), 'b', {
      hex: blankHex('0101', 'Forest'),
      largestTotal: 1000,
      hasDefender: true,
      forest12: 'reroll',
    });
    expect(reroll.pieces).toEqual(['Brush', 'Heart of the Woods']);
  });
  it('a minor feature scatters 2d6" with a defender, 3d6" without; a Mighty Fortress gives 2 Towers and 4 walls of 6" (ME-R25)', () => {
    const hex = {
      ...blankHex('0101', 'Swamp'),
      minor: 'Waystone' as const,
      fortress: 'Mighty Fortress' as const,
    };
    const fixed = {
      'b:terrain count': 1,
      ...two('b:piece:1', 1, 1),
      ...two('b:piece:2', 1, 1),
      ...two('b:scatter', 2, 5),
      'b:scatter#3': 6,
    };
    const withDef = battleSetup(dice(fixed), 'b', { hex, largestTotal: 1000, hasDefender: true });
    expect(withDef.minorScatter).toBe(7);
    expect(withDef.lines.join('\n')).toContain('2 Towers and 4 6" wall sections');
    const without = battleSetup(dice(fixed), 'b', { hex, largestTotal: 1000, hasDefender: false });
    expect(without.minorScatter).toBe(13);
  });
  it('a Lake hex is refused (ME-R29)', () => {
    expect(() =>
      battleSetup(dice({}), 'b', { hex: blankHex('0101', 'Lake'), largestTotal: 1000, hasDefender: true }),
    ).toThrow('ME-R29');
  });
});
