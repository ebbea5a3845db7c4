import type { CampaignState } from '../model';
import { DIRECTIONS, Direction, Hex, neighbour, opposite } from '../hex';

/**
 * The supply grid (see supply.ts): the map as typed arrays indexed by cell = (row - 1) x width + (col - 1),
 * and the multi-source breadth-first search that measures supply distance (RULINGS 9) over it.
 */

export interface Grid {
  readonly width: number;
  readonly height: number;
  readonly size: number;
  readonly onMap: Uint8Array;
  readonly crag: Uint8Array;
  readonly water: Uint8Array;
  /** Six slots per cell: the neighbouring cell in direction slot + 1, or -1 off the map. */
  readonly next: Int32Array;
  /** Bit (direction - 1): that edge is a river without bridge or ford, on either side's record (RULINGS 3). */
  readonly riverBlocked: Uint8Array;
}

const bit = (d: Direction): number => 1 << (d - 1);
const maskOf = (dirs: readonly Direction[]): number => dirs.reduce((m, d) => m | bit(d), 0);

function inBounds(grid: Pick<Grid, 'width' | 'height'>, hex: Hex): number {
  const { col, row } = hex;
  if (col < 1 || row < 1 || col > grid.width || row > grid.height) return -1;
  return (row - 1) * grid.width + (col - 1);
}

/** The cell of an on-map hex, or -1. */
export function cellOf(grid: Grid, hex: Hex): number {
  const i = inBounds(grid, hex);
  return i >= 0 && grid.onMap[i] ? i : -1;
}

export function hexOf(grid: Grid, cell: number): Hex {
  return { col: (cell % grid.width) + 1, row: Math.floor(cell / grid.width) + 1 };
}

export function buildGrid(state: CampaignState): Grid {
  let width = state.map.width;
  let height = state.map.height;
  for (const h of state.map.hexes.values()) {
    width = Math.max(width, h.hex.col);
    height = Math.max(height, h.hex.row);
  }
  const size = width * height;
  const dims = { width, height };
  const onMap = new Uint8Array(size);
  const crag = new Uint8Array(size);
  const water = new Uint8Array(size);
  const rivers = new Uint8Array(size);
  const crossings = new Uint8Array(size);
  for (const h of state.map.hexes.values()) {
    const i = inBounds(dims, h.hex);
    if (i < 0) continue;
    onMap[i] = 1;
    crag[i] = h.terrain === 'Crag' ? 1 : 0;
    water[i] = h.terrain === 'Water' ? 1 : 0;
    rivers[i] = maskOf(h.rivers);
    crossings[i] = maskOf(h.bridges) | maskOf(h.fords);
  }
  for (const s of state.structures) {
    const i = inBounds(dims, s.hex);
    if (s.type === 'Bridge' && s.edge !== null && i >= 0) crossings[i] |= bit(s.edge);
  }
  const grid: Grid = {
    width,
    height,
    size,
    onMap,
    crag,
    water,
    next: new Int32Array(size * 6).fill(-1),
    riverBlocked: new Uint8Array(size),
  };
  for (let i = 0; i < size; i++) {
    if (!onMap[i]) continue;
    const here = hexOf(grid, i);
    for (const d of DIRECTIONS) {
      const j = cellOf(grid, neighbour(here, d));
      if (j < 0) continue;
      grid.next[i * 6 + d - 1] = j;
      const back = bit(opposite(d));
      const river = (rivers[i] & bit(d)) !== 0 || (rivers[j] & back) !== 0;
      const crossed = (crossings[i] & bit(d)) !== 0 || (crossings[j] & back) !== 0;
      if (river && !crossed) grid.riverBlocked[i] |= bit(d);
    }
  }
  return grid;
}

let scratch = new Int32Array(0);

/** Multi-source BFS. Blocked cells get a distance (a unit may stand there) but are never passed through;
 * seeds always expand. -1 = unreachable. */
export function breadthFirst(
  grid: Grid,
  passable: Uint8Array,
  seeds: Iterable<number>,
  flying: boolean,
): Int32Array {
  const dist = new Int32Array(grid.size).fill(-1);
  // The queue is scratch, reused from call to call (one per player per oracle would be garbage, issue 9).
  if (scratch.length < grid.size) scratch = new Int32Array(grid.size);
  const queue = scratch;
  let head = 0;
  let tail = 0;
  for (const s of seeds) {
    if (s >= 0 && dist[s] < 0) {
      dist[s] = 0;
      queue[tail++] = s;
    }
  }
  const { next, riverBlocked } = grid;
  while (head < tail) {
    const c = queue[head++];
    const dc = dist[c];
    if (dc > 0 && !passable[c]) continue;
    const blocked = flying ? 0 : riverBlocked[c];
    for (let k = 0; k < 6; k++) {
      const j = next[c * 6 + k];
      if (j < 0 || dist[j] >= 0 || (blocked & (1 << k)) !== 0) continue;
      dist[j] = dc + 1;
      queue[tail++] = j;
    }
  }
  return dist;
}
