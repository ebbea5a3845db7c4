import type { City } from '../model';
import { cellOf, Grid } from './supply-grid';

/**
 * RULINGS 33, rivers and own cities: "a force may cross a river edge without bridge or ford, and trace supply
 * across it, when its owner has a city on a hex touching the same river, reachable along that river's
 * connected edges from the crossing edge without passing an edge touched by an enemy city".
 *
 * Two river edges are connected when they meet at a corner: the edge between hexes x and y meets the edges x-c
 * and y-c of each hex c next to both. Walked backwards from the owner's cities: every river edge touching one
 * of them is open, and so is every river edge joined to an open one through edges no enemy city touches (an
 * edge an enemy city touches is not passed, so it is open only when an own city touches it too). Movement and
 * supply both ask this; each says who counts as an enemy (supply: RULINGS 11; movement: who engages).
 */

/** The cities on a hex that touches a river (size 0 are gone): the only ones RULINGS 33 can ask about. */
export function riverCities(grid: Grid, cities: readonly City[]): { cell: number; player: string }[] {
  const out: { cell: number; player: string }[] = [];
  for (const c of cities) {
    const cell = c.size > 0 ? cellOf(grid, c.hex) : -1;
    if (cell >= 0 && grid.river[cell] !== 0) out.push({ cell, player: c.player });
  }
  return out;
}

/** Bit (direction - 1) by cell: river edges the player may cross (symmetric, as Grid.riverBlocked), and the
 * cells with any; null when none. `owner` is the player; `enemy` tells whether a city's owner is an enemy;
 * `cities` are `riverCities`. */
export function openRiverEdges(
  grid: Grid,
  cities: readonly { cell: number; player: string }[],
  owner: string,
  enemy: (cityOwner: string) => boolean,
): { open: Uint8Array; cells: number[] } | null {
  if (!cities.some((c) => c.player === owner)) return null;
  const { next, river } = grid;
  const side = new Map<number, number>(); // 1 own city, -1 enemy city
  const seeds: number[] = [];
  for (const { cell, player } of cities) {
    if (player === owner) {
      side.set(cell, 1);
      seeds.push(cell);
    } else if (!side.has(cell) && enemy(player)) side.set(cell, -1);
  }
  const open = new Uint8Array(grid.size);
  const queue: number[] = []; // pairs: cell, direction slot
  const mark = (x: number, k: number): void => {
    const y = next[x * 6 + k];
    open[x] |= 1 << k;
    open[y] |= 1 << ((k + 3) % 6);
    queue.push(x, k);
  };
  for (const x of seeds) for (let k = 0; k < 6; k++) if ((river[x] & (1 << k)) !== 0) mark(x, k);
  for (let i = 0; i < queue.length; i += 2) {
    const x = queue[i];
    const k = queue[i + 1];
    const y = next[x * 6 + k];
    for (const turn of [5, 1]) {
      const kc = (k + turn) % 6; // x's edge toward c, a hex next to both x and y
      const c = next[x * 6 + kc];
      if (c < 0) continue;
      const ky = directionSlot(grid, y, c);
      for (const [p, kp] of [
        [x, kc],
        [y, ky],
      ]) {
        if (kp < 0 || (river[p] & (1 << kp)) === 0 || (open[p] & (1 << kp)) !== 0) continue;
        const q = next[p * 6 + kp];
        if (side.get(p) === -1 || side.get(q) === -1) continue; // an edge an enemy city touches is not passed
        mark(p, kp);
      }
    }
  }
  const cells: number[] = [];
  for (let i = 0; i < queue.length; i += 2) cells.push(queue[i], next[queue[i] * 6 + queue[i + 1]]);
  return { open, cells };
}

/** The direction slot from `from` to its neighbour `to`, or -1. */
function directionSlot(grid: Grid, from: number, to: number): number {
  for (let k = 0; k < 6; k++) if (grid.next[from * 6 + k] === to) return k;
  return -1;
}
