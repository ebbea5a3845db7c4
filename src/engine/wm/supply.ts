/**
 * SUPPLY (book 002; WM-R26): an army may move outside its nation's areas only if it can trace a continuous path
 * of controlled areas to a controlled town or city. Enemy armies do not block the path; uncontrolled and enemy
 * areas do. A controlled coast area is a source too while the nation owns a coastal town or city, both free of
 * enemy armies. Computed at the start of the month.
 */
import { connected } from '../core/graph';
import { areasOf, armiesIn, isTownOrCity, wmGraph } from './map';
import type { WmState } from './model';

function enemyFree(state: WmState, where: string, of: string): boolean {
  return armiesIn(state, where).every((a) => a.nation === of);
}

/** Controlled areas joined to a supply source through controlled areas. */
export function suppliedAreas(state: WmState, of: string): Set<string> {
  const g = wmGraph(state);
  const mine = new Set(areasOf(state, of).map((a) => a.name));
  const sources = areasOf(state, of)
    .filter(isTownOrCity)
    .map((a) => a.name);
  const port = areasOf(state, of).some((a) => a.coastal && isTownOrCity(a) && enemyFree(state, a.name, of));
  if (port)
    sources.push(
      ...areasOf(state, of)
        .filter((a) => a.coastal && enemyFree(state, a.name, of))
        .map((a) => a.name),
    );
  const out = new Set<string>();
  for (const s of sources) for (const n of connected(g, s, (x) => mine.has(x))) out.add(n);
  return out;
}

/**
 * In supply: the army stands in a supplied area, or next to one (its path of controlled areas reaches it). Our
 * reading for an army already outside: the last step from the controlled path into its area.
 */
export function inSupply(state: WmState, armyArea: string, of: string): boolean {
  const supplied = suppliedAreas(state, of);
  if (supplied.has(armyArea)) return true;
  return wmGraph(state)
    .neighbours(armyArea)
    .some((n) => supplied.has(n));
}
