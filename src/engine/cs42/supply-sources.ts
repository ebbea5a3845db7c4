import type { City } from '../model';
import { DIRECTIONS, neighbour } from '../hex';
import { SUPPLY_LINK_RANGE } from './tables';
import { cellOf, Grid, Passage } from './supply-grid';

/** Where supply comes from (see supply.ts): harbour waters (STRUCTURES, Harbor) and depot linking (RULINGS 10). */

/** Water cells joined through water to a water hex next to a harbour city among `cities`. */
export function harbourWater(grid: Grid, cities: readonly City[]): Uint8Array {
  const open = new Uint8Array(grid.size);
  const stack: number[] = [];
  for (const city of cities) {
    if (!city.improvements.includes('Harbor')) continue;
    for (const d of DIRECTIONS) stack.push(cellOf(grid, neighbour(city.hex, d)));
  }
  while (stack.length > 0) {
    const c = stack.pop() as number;
    if (c < 0 || !grid.water[c] || open[c]) continue;
    open[c] = 1;
    for (let k = 0; k < 6; k++) stack.push(grid.next[c * 6 + k]);
  }
  return open;
}

/** RULINGS 10: chain depots from cities (budget 5) and linked depots (budget 3) with a bucket queue on the
 * remaining budget; each cell's budget only rises, so each cell is expanded at most 6 times. A `held` depot
 * (an enemy army in its hex) is linked when a chain reaches it but passes nothing on (RULINGS 31). */
export function linkDepots(
  grid: Grid,
  passage: Passage,
  cities: number[],
  depots: number[],
  held: (cell: number) => boolean,
): number[] {
  if (depots.length === 0) return []; // only depots are linked: nothing to search for
  const state = new Uint8Array(grid.size); // 1 seed city, 2 unlinked depot, 3 linked depot
  const budget = new Int8Array(grid.size).fill(-1);
  const buckets: number[][] = Array.from({ length: SUPPLY_LINK_RANGE.fromCity + 1 }, () => []);
  const linked: number[] = [];
  let top = 0;
  const offer = (cell: number, b: number): void => {
    let give = b;
    if (state[cell] === 2) {
      state[cell] = 3;
      linked.push(cell);
      give = Math.max(give, SUPPLY_LINK_RANGE.fromDepot);
    }
    if (give > budget[cell]) {
      budget[cell] = give;
      buckets[give].push(cell);
      top = Math.max(top, give);
    }
  };
  for (const d of depots) state[d] = 2;
  for (const c of cities) state[c] = state[c] || 1;
  for (const c of cities) offer(c, SUPPLY_LINK_RANGE.fromCity);
  while (top > 0) {
    const c = buckets[top].pop();
    if (c === undefined) {
      top--;
      continue;
    }
    if (budget[c] !== top || held(c) || (state[c] !== 1 && state[c] !== 3 && !passage.passable(c))) continue;
    const blocked = passage.riverBlocked === null ? 0 : passage.riverBlocked[c];
    for (let k = 0; k < 6; k++) {
      const j = grid.next[c * 6 + k];
      if (j >= 0 && (blocked & (1 << k)) === 0) offer(j, budget[c] - 1);
    }
    // Mystic Portals: a link, a legal path, may step from a portal to any other (see supply-grid.ts).
    if (grid.portal[c] === 1) for (const j of grid.portals) if (j !== c) offer(j, budget[c] - 1);
  }
  return linked;
}
