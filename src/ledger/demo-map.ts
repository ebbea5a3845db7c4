import { DIRECTIONS, Direction, Hex, distance, formatHex, neighbour, parseHex } from '../engine/hex';
import type { CampaignMap, MapHex } from '../engine/model';
import type { SpecialTerrain, Terrain } from '../engine/cs42/tables';

/**
 * The demo campaign's map, "The Shattered Vale": hand-drawn data and a few painting helpers, no randomness.
 * Terrain is drawn as text, one character a hex (THE MAP, TERRAIN); rivers, bridges and fords are hex edges
 * (RULINGS 3); roads are hex lists (RULINGS 4); special terrain and mines are single hexes (SPECIAL TERRAIN TYPES).
 *
 *   Firstborn plains and forest (north-west)   | Dwarven mountains, snow, crags, a cave (north-east)
 *   the Mirror Lake in the middle, the Silverrun flowing into it from the east and the Blackwater out of it south
 *   Blackblood desert and badlands (south-west) | Elven forest and swamp (south-east)
 */

export const DEMO_WIDTH = 28;
export const DEMO_HEIGHT = 18;

const LEGEND: Readonly<Record<string, Terrain>> = {
  '.': 'Plains',
  f: 'Forest',
  d: 'Desert',
  o: 'Oasis',
  s: 'Swamp (fringe)',
  S: 'Swamp (heart)',
  m: 'Mountains',
  '^': 'Crag',
  '*': 'Snow',
  b: 'Badlands',
  '~': 'Water',
  u: 'Underground',
};

/** Row 1 first; column 1 is the first character of each row. */
const TERRAIN_ROWS: readonly string[] = [
  'ff...fff.....ffmmmm*********', // 01
  'ff........ff...fmm^mm***m***', // 02
  'f..........f...fmmmmmmm^m*mm', // 03
  '....f.......f..mmm.mmmmmuumm', // 04
  '...ff.......f..mmm.mmm^mmumm', // 05
  '..fff.......ff.mm..mmm^mmm.m', // 06
  '..ff...f....ff..f...mmm..m..', // 07
  '.f.....f...~~~..f.....f...f.', // 08
  '........f..~~~~..f.....f....', // 09
  '............~~~~...f..ff....', // 10
  'ddddddd.bbbb....fffff..ffsff', // 11
  'ddoddddbbbb.....f..fffffssff', // 12
  'dddddbbbbbb.....ff.f..ffssSs', // 13
  'ddddobbb^bb.....f.ff.fsSSSs.', // 14
  'dddddbbbbbb......fff.ssSSss.', // 15
  'ddoddd.bbbb.......ff..sss...', // 16
  'd.ddddbbbb........fff.f.....', // 17
  'dddddbbb.........ffffff.....', // 18
];

/** Special terrain by hex (SPECIAL TERRAIN TYPES); the two Mystic Portals lead to each other. */
export const DEMO_SPECIALS: readonly { readonly hex: string; readonly special: SpecialTerrain }[] = [
  { hex: '1412', special: 'Sweet Water Clear Spring' },
  { hex: '0506', special: 'Mystic Portal' },
  { hex: '2717', special: 'Mystic Portal' },
  { hex: '2016', special: 'Fleetfoot Fruit Trees' },
  { hex: '1707', special: 'Magical Glade' },
  { hex: '1017', special: 'Ruins' },
  { hex: '1416', special: 'Ruined City' },
  { hex: '2404', special: 'Cave Entrance' },
];

/** Mine entrances (THE MAP, Mine Entrance): one in each of the Dwarven hills, the badlands and the Firstborn downs. */
export const DEMO_MINES: readonly string[] = ['2003', '0915', '0602'];

export interface DemoEdge {
  readonly hex: string;
  readonly direction: Direction;
}

export interface DemoRiver {
  readonly name: string;
  /** A continuous line of hex edges, from source to mouth or the other way round. */
  readonly edges: readonly DemoEdge[];
  readonly bridges: readonly DemoEdge[];
  readonly fords: readonly DemoEdge[];
}

export interface DemoRoad {
  readonly name: string;
  /** Adjacent hexes in order, from one city to another. */
  readonly hexes: readonly string[];
}

/** The east side of a column's hexes (edges 2 and 3), from `fromRow` to `toRow`: a river running north-south. */
export function edgesDownColumn(col: number, fromRow: number, toRow: number): DemoEdge[] {
  const edges: DemoEdge[] = [];
  for (let row = fromRow; row <= toRow; row += 1) {
    const hex = formatHex({ col, row });
    edges.push({ hex, direction: 2 }, { hex, direction: 3 });
  }
  return edges;
}

/** The south side of a row's hexes, from `fromCol` to `toCol`: a river running east-west. Odd columns give
 * their south edge; even columns, half a hex lower (RULINGS 1), give south-west, south and south-east. */
export function edgesAlongRow(row: number, fromCol: number, toCol: number): DemoEdge[] {
  const edges: DemoEdge[] = [];
  for (let col = fromCol; col <= toCol; col += 1) {
    const hex = formatHex({ col, row });
    const sides: Direction[] = col % 2 === 0 ? [5, 4, 3] : [4];
    for (const direction of sides) edges.push({ hex, direction });
  }
  return edges;
}

/** A road walked from waypoint to waypoint, each step to the neighbour nearest the next waypoint (ties go to
 * the lower rosette direction), so the same waypoints always give the same road. */
export function roadThrough(...waypoints: string[]): string[] {
  const points = waypoints.map(toHex);
  let here = points[0];
  const path = [formatHex(here)];
  for (const target of points.slice(1)) {
    while (distance(here, target) > 0) {
      let best = neighbour(here, DIRECTIONS[0]);
      for (const direction of DIRECTIONS) {
        const next = neighbour(here, direction);
        if (distance(next, target) < distance(best, target)) best = next;
      }
      here = best;
      path.push(formatHex(here));
    }
  }
  return path;
}

function toHex(address: string): Hex {
  const hex = parseHex(address);
  if (!hex) throw new Error(`demo map: bad hex address '${address}'`);
  return hex;
}

/** The Silverrun rises under Karak Varn, runs west below the Dwarven hills and turns south into Mirror Lake. */
const SILVERRUN: DemoRiver = {
  name: 'Silverrun',
  edges: [...edgesAlongRow(6, 17, 23).reverse(), { hex: '1606', direction: 3 }, ...edgesDownColumn(16, 7, 9)],
  bridges: [{ hex: '2206', direction: 4 }],
  fords: [{ hex: '1608', direction: 2 }],
};

/** The Blackwater drains Mirror Lake south to the map's edge, between the Blackblood badlands and the Elven woods. */
const BLACKWATER: DemoRiver = {
  name: 'Blackwater',
  edges: edgesDownColumn(16, 11, 18),
  bridges: [{ hex: '1614', direction: 2 }],
  fords: [{ hex: '1617', direction: 3 }],
};

export const DEMO_RIVERS: readonly DemoRiver[] = [SILVERRUN, BLACKWATER];

export const DEMO_ROADS: readonly DemoRoad[] = [
  { name: "King's Road", hexes: roadThrough('0304', '0708', '1108') },
  { name: "Pilgrims' Road", hexes: roadThrough('1108', '1405', '1803') },
  { name: 'Varn Trade Road', hexes: roadThrough('1803', '2204', '2206', '2207', '2412') },
  { name: 'Ash Road', hexes: roadThrough('0313', '1114', '1614', '1714', '1913') },
];

interface DraftHex {
  terrain: Terrain;
  road: boolean;
  rivers: Direction[];
  bridges: Direction[];
  fords: Direction[];
  special: SpecialTerrain | null;
  mine: boolean;
}

/** Builds the demo map afresh: every hex of the 28 x 18 grid, keyed by address. */
export function demoMap(): CampaignMap {
  if (TERRAIN_ROWS.length !== DEMO_HEIGHT) throw new Error('demo map: wrong number of rows');
  const drafts = new Map<string, DraftHex>();
  TERRAIN_ROWS.forEach((line, r) => {
    if (line.length !== DEMO_WIDTH) throw new Error(`demo map: row ${r + 1} is not ${DEMO_WIDTH} hexes wide`);
    [...line].forEach((symbol, c) => {
      const terrain = LEGEND[symbol];
      if (terrain === undefined) throw new Error(`demo map: unknown terrain '${symbol}' in row ${r + 1}`);
      drafts.set(formatHex({ col: c + 1, row: r + 1 }), {
        terrain,
        road: false,
        rivers: [],
        bridges: [],
        fords: [],
        special: null,
        mine: false,
      });
    });
  });
  const at = (address: string): DraftHex => {
    const draft = drafts.get(address);
    if (!draft) throw new Error(`demo map: hex ${address} is off the map`);
    return draft;
  };
  const mark = (list: Direction[], direction: Direction): void => {
    if (!list.includes(direction)) list.push(direction);
  };
  for (const river of DEMO_RIVERS) {
    for (const edge of river.edges) mark(at(edge.hex).rivers, edge.direction);
    for (const edge of river.bridges) mark(at(edge.hex).bridges, edge.direction);
    for (const edge of river.fords) mark(at(edge.hex).fords, edge.direction);
  }
  for (const road of DEMO_ROADS) for (const address of road.hexes) at(address).road = true;
  for (const { hex, special } of DEMO_SPECIALS) at(hex).special = special;
  for (const address of DEMO_MINES) at(address).mine = true;

  const hexes = new Map<string, MapHex>();
  for (const [address, draft] of drafts) {
    hexes.set(address, {
      hex: toHex(address),
      terrain: draft.terrain,
      road: draft.road,
      rivers: [...draft.rivers].sort((a, b) => a - b),
      bridges: [...draft.bridges].sort((a, b) => a - b),
      fords: [...draft.fords].sort((a, b) => a - b),
      special: draft.special,
      mine: draft.mine,
    });
  }
  return { width: DEMO_WIDTH, height: DEMO_HEIGHT, hexes };
}
