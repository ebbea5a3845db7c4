import type { CampaignState } from '../model';
import { DIRECTIONS, neighbour } from '../hex';

/**
 * The supply grid (see supply.ts): the map as typed arrays indexed by cell = (row - 1) x width + (col - 1),
 * and the breadth-first search that measures supply distance (RULINGS 9) over it.
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
  /** Bit (direction - 1): that edge is a river, crossed or not, on either side's record (RULINGS 3, 33). */
  readonly river: Uint8Array;
  /** The Mystic Portal cells, ascending: each leads to every other one (SPECIAL TERRAIN TYPES). */
  readonly portals: readonly number[];
  /** 1 on a Mystic Portal cell. */
  readonly portal: Uint8Array;
}

/*
 * Mystic Portal (SPECIAL TERRAIN TYPES): "Supply can be traced through MP's, but you will need to count the
 * hexes of both MP's": the searches below let a path step from a portal hex to any other portal hex, counting
 * it as one hex more, as they count a neighbour (the portal it leaves was counted when entered).
 */

/** Column and row offsets by direction slot, for odd and even columns, taken from hex.ts's rosette. */
const OFFSETS: readonly (readonly [number, number])[][] = [1, 2].map((col) =>
  DIRECTIONS.map((d) => {
    const n = neighbour({ col, row: 10 }, d);
    return [n.col - col, n.row - 10] as const;
  }),
);

function bits(dirs: readonly number[]): number {
  let m = 0;
  for (const d of dirs) m |= 1 << (d - 1);
  return m;
}

/** The cell of an on-map hex, or -1. */
export function cellOf(grid: Grid, hex: { col: number; row: number }): number {
  const { col, row } = hex;
  if (col < 1 || row < 1 || col > grid.width || row > grid.height) return -1;
  const i = (row - 1) * grid.width + (col - 1);
  return grid.onMap[i] ? i : -1;
}

export function hexOf(grid: Grid, cell: number): { col: number; row: number } {
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
  const onMap = new Uint8Array(size);
  const crag = new Uint8Array(size);
  const water = new Uint8Array(size);
  const rivers = new Uint8Array(size);
  const crossings = new Uint8Array(size);
  const cellAt = (col: number, row: number): number =>
    col < 1 || row < 1 || col > width || row > height ? -1 : (row - 1) * width + (col - 1);
  const withRivers: number[] = [];
  const portal = new Uint8Array(size);
  const portals: number[] = [];
  for (const h of state.map.hexes.values()) {
    const i = cellAt(h.hex.col, h.hex.row);
    if (i < 0) continue;
    onMap[i] = 1;
    if (h.special === 'Mystic Portal' && portal[i] === 0) {
      portal[i] = 1;
      portals.push(i);
    }
    crag[i] = h.terrain === 'Crag' ? 1 : 0;
    water[i] = h.terrain === 'Water' ? 1 : 0;
    if (h.rivers.length > 0) {
      rivers[i] = bits(h.rivers);
      withRivers.push(i);
    }
    if (h.bridges.length > 0 || h.fords.length > 0) crossings[i] = bits(h.bridges) | bits(h.fords);
  }
  for (const s of state.structures) {
    const i = cellAt(s.hex.col, s.hex.row);
    if (s.type === 'Bridge' && s.edge !== null && i >= 0) crossings[i] |= 1 << (s.edge - 1);
  }
  const next = new Int32Array(size * 6).fill(-1);
  for (let row = 1; row <= height; row++)
    for (let col = 1; col <= width; col++) {
      const i = (row - 1) * width + (col - 1);
      if (!onMap[i]) continue;
      const offsets = OFFSETS[(col - 1) % 2];
      for (let k = 0; k < 6; k++) {
        const c = col + offsets[k][0];
        const r = row + offsets[k][1];
        if (c < 1 || r < 1 || c > width || r > height) continue;
        const j = (r - 1) * width + (c - 1);
        if (onMap[j]) next[i * 6 + k] = j;
      }
    }
  // A river recorded on either side blocks the edge for both, unless either side records a crossing.
  const riverBlocked = new Uint8Array(size);
  const river = new Uint8Array(size);
  for (const i of withRivers) {
    for (let k = 0; k < 6; k++) {
      const j = next[i * 6 + k];
      if ((rivers[i] & (1 << k)) === 0 || j < 0) continue;
      const back = (k + 3) % 6;
      river[i] |= 1 << k;
      river[j] |= 1 << back;
      if ((crossings[i] & (1 << k)) !== 0 || (crossings[j] & (1 << back)) !== 0) continue;
      riverBlocked[i] |= 1 << k;
      riverBlocked[j] |= 1 << back;
    }
  }
  portals.sort((a, b) => a - b);
  return { width, height, size, onMap, crag, water, next, riverBlocked, river, portals, portal };
}

/** What the searches below need of one player's map: the river edges it may not cross (bits as
 * Grid.riverBlocked, by cell; null for flyers), and whether a path may go on from a cell. */
export interface Passage {
  readonly passable: (cell: number) => boolean;
  readonly riverBlocked: Uint8Array | null;
}

/**
 * A breadth-first search from seeds (RULINGS 9), run lazily: it goes only as far as the farthest cell asked
 * about, and every answer is the one the full search gives. Seeds get 0 and always expand; a cell that is not
 * passable gets a distance (a unit may stand there) but is never passed through.
 */
export class Search {
  /** Distance + 1 by cell; 0 = not reached yet. */
  private readonly seen: Int32Array;
  private readonly queue: Int32Array;
  private head = 0;
  private tail = 0;

  constructor(
    private readonly grid: Grid,
    private readonly passage: Passage,
    seeds: Iterable<number>,
    /** Seeds that supply nothing beyond themselves (RULINGS 31): distance 0, never expanded. */
    held: Iterable<number>,
  ) {
    this.seen = new Int32Array(grid.size);
    this.queue = new Int32Array(grid.size);
    for (const h of held) if (h >= 0) this.seen[h] = 1;
    for (const s of seeds) {
      if (s >= 0 && this.seen[s] === 0) {
        this.seen[s] = 1;
        this.queue[this.tail++] = s;
      }
    }
  }

  /** The distance of `cell` from the nearest seed, or -1 when no legal path reaches it. */
  distance(cell: number): number {
    if (cell < 0) return -1;
    const { seen, queue } = this;
    const { passable, riverBlocked } = this.passage;
    const { next, portal, portals } = this.grid;
    while (seen[cell] === 0 && this.head < this.tail) {
      const c = queue[this.head++];
      const dc = seen[c];
      if (dc > 1 && !passable(c)) continue;
      const blocked = riverBlocked === null ? 0 : riverBlocked[c];
      for (let k = 0; k < 6; k++) {
        const j = next[c * 6 + k];
        if (j < 0 || seen[j] !== 0 || (blocked & (1 << k)) !== 0) continue;
        seen[j] = dc + 1;
        queue[this.tail++] = j;
      }
      if (portal[c] === 0) continue;
      for (const j of portals) {
        if (seen[j] !== 0) continue;
        seen[j] = dc + 1;
        queue[this.tail++] = j;
      }
    }
    return seen[cell] - 1;
  }
}

/** `trace`'s answer when it gave up within its budget. */
export const OVER_BUDGET = -2;

/**
 * The same distance traced the other way, from the unit's hex out to the nearest source, as RULINGS 9 words
 * it: cheap for a few hexes near their sources (issue 9: a sheet column asks about its rows only). Every step
 * of a path can be taken both ways (river edges are blocked on both sides), so it equals the search from the
 * sources: the start always expands, a source ends the trace, any other cell is passed only when passable.
 * Scratch arrays are reused from trace to trace, told apart by a stamp.
 */
export class Tracer {
  private readonly stamp: Int32Array;
  private readonly dist: Int32Array;
  private readonly queue: Int32Array;
  private round = 0;
  /** Cells the last trace reached. */
  visited = 0;

  constructor(private readonly grid: Grid) {
    this.stamp = new Int32Array(grid.size);
    this.dist = new Int32Array(grid.size);
    this.queue = new Int32Array(grid.size);
  }

  /** Distance from `start` to the nearest cell marked 1 in `sources`, or -1 when none is reachable; a cell
   * marked 2 (a source that supplies nothing beyond itself) counts only as the start. OVER_BUDGET when more
   * than `budget` cells would be reached. */
  trace(start: number, passage: Passage, sources: Uint8Array, budget: number): number {
    this.visited = 0;
    if (start < 0) return -1;
    if (sources[start] !== 0) return 0;
    const { stamp, dist, queue } = this;
    const { passable, riverBlocked } = passage;
    const { next, portal, portals } = this.grid;
    const round = ++this.round;
    let head = 0;
    let tail = 0;
    stamp[start] = round;
    dist[start] = 0;
    queue[tail++] = start;
    let found = -1;
    const reach = (j: number, d: number): boolean => {
      if (stamp[j] === round) return false;
      if (sources[j] === 1) found = d;
      else if (tail >= budget) found = OVER_BUDGET;
      else {
        stamp[j] = round;
        dist[j] = d;
        queue[tail++] = j;
        return false;
      }
      return true;
    };
    while (head < tail && found === -1) {
      const c = queue[head++];
      const dc = dist[c];
      if (dc > 0 && !passable(c)) continue;
      const blocked = riverBlocked === null ? 0 : riverBlocked[c];
      for (let k = 0; k < 6; k++) {
        const j = next[c * 6 + k];
        if (j >= 0 && (blocked & (1 << k)) === 0 && reach(j, dc + 1)) break;
      }
      if (found !== -1 || portal[c] === 0) continue;
      for (const j of portals) if (reach(j, dc + 1)) break;
    }
    this.visited = tail;
    return found;
  }
}
