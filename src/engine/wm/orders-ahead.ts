/**
 * The optional restriction on written orders (book 002 MOVEMENT, Optional Restrictions): an army within or
 * adjacent to an area with a friendly city or town writes orders for one turn, and one more turn for each further
 * area ("3 areas away ... must write orders for the next 3 turns").
 */
import { distances } from '../core/graph';
import { area, isTownOrCity, wmGraph } from './map';
import type { WmState } from './model';

/** Turns of orders to write; null when no friendly town or city can be reached at all. */
export function turnsToWrite(state: WmState, from: string, of: string): number | null {
  let nearest = Infinity;
  for (const [n, d] of distances(wmGraph(state), from)) {
    const a = area(state, n);
    if (a.owner === of && isTownOrCity(a)) nearest = Math.min(nearest, d);
  }
  return nearest === Infinity ? null : Math.max(1, nearest);
}
