/**
 * Tabletop set-up (book 004, Section C 5.2C-5.3C, Appendix E): board size by the largest Total Army Size, the
 * number of terrain pieces, and Tables 26-30, one 2d6 per piece by the hex type the battle is in.
 */
import type { RangeTable } from '../../core/tables';
import type { HexType } from '../explore-tables';

export type BoardSize = "4'x4'" | "6'x4'" | "8'x4'";

export interface BoardRow {
  /** The largest Total Army Size is at most this. */
  readonly upTo: number;
  readonly board: BoardSize;
  /** 5.3C: terrain pieces, one die of `die` sides plus `plus`. */
  readonly terrain: { readonly die: 3 | 6; readonly plus: number };
  /** 5.3C: no terrain within this many inches of the centre. */
  readonly clearCentre: number;
}

export const BOARD_CITE = '004 5.2C Board Size, 5.3C Terrain Placement';
/** 5.2C and 5.3C. */
export const BOARD_SIZES: readonly BoardRow[] = [
  { upTo: 1500, board: "4'x4'", terrain: { die: 3, plus: 1 }, clearCentre: 8 },
  { upTo: 2500, board: "6'x4'", terrain: { die: 6, plus: 3 }, clearCentre: 12 },
  { upTo: Infinity, board: "8'x4'", terrain: { die: 6, plus: 5 }, clearCentre: 12 },
];

/** 5.3C: the minor feature scatters 2d6" from the defender's point, or 3d6" from the centre with no defender. */
export const MINOR_SCATTER = { defender: 2, noDefender: 3 } as const;
/** 5.3C: the defender's own piece, at most 8"x8". */
export const DEFENDER_PIECE_MAX = '8"x8"';
/** 5.3C / App. B (ME-R25: the wall sections are 6"): towers and wall sections a fortress gives the defender. */
export const FORTRESS_PIECES = {
  Fortress: { towers: 1, walls: 2 },
  'Mighty Fortress': { towers: 2, walls: 4 },
} as const;
export const WALL_SECTION_INCHES = 6;

const terrain = (
  id: string,
  n: number,
  name: string,
  results: readonly string[],
  rulings?: readonly string[],
): RangeTable<string> => ({
  id,
  cite: `004 App. E Table ${n}: ${name} Terrain`,
  dice: '2d6',
  rows: results.map((result, i) => ({ from: i + 2, to: i + 2, result })),
  ...(rulings ? { rulings } : {}),
});

/** Tables 26-30 as printed; Table 29 has no 12 (ME-R27 decides it in setup.ts). */
export const TERRAIN_TABLES: Readonly<Record<HexType, RangeTable<string>>> = {
  River: terrain('me.table26.river', 26, 'River', [
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
  ]),
  Mountain: terrain('me.table27.mountain', 27, 'Mountain', [
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
  ]),
  Swamp: terrain('me.table28.swamp', 28, 'Swamp', [
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
  ]),
  Forest: terrain(
    'me.table29.forest',
    29,
    'Forest',
    [
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
    ['ME-R27'],
  ),
  Field: terrain('me.table30.field', 30, 'Field', [
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
  ]),
};

export const SETUP_RANGE_TABLES: readonly RangeTable<unknown>[] = [
  TERRAIN_TABLES.River,
  TERRAIN_TABLES.Mountain,
  TERRAIN_TABLES.Swamp,
  TERRAIN_TABLES.Forest,
  TERRAIN_TABLES.Field,
];
