/** LOSING A NATION and NPP (book 002): Exodus and Rebellion preconditions, the NPP rings around the capital. */
import { distances } from '../core/graph';
import { afloat, expeditionsOf, unitsAboard } from './expedition';
import { areasOf, nation as nationOf, wmGraph, withArea } from './map';
import type { WmState } from './model';

/** Exodus, at the start of any turn: at most one army and at most two areas controlled. */
export function exodusRefusal(state: WmState, of: string): string | null {
  const armies = state.armies.filter((a) => a.nation === of).length;
  const areas = areasOf(state, of).length;
  if (armies > 1 || areas > 2)
    return `${of} has ${armies} army(ies) and ${areas} area(s): Exodus needs at most 1 and 2`;
  return null;
}

/** Exodus: its towns are removed and its areas become uncontrolled (the troops take ship: expedition.ts). */
export function exodus(state: WmState, of: string): WmState {
  const refusal = exodusRefusal(state, of);
  if (refusal) throw new RangeError(refusal);
  return areasOf(state, of).reduce((s, a) => withArea(s, a.name, { owner: null, pop: 'Village' }), state);
}

/**
 * Rebellion, at the start of the year: a nation with no troops on the roster and no areas. Troops still at sea are
 * not its own any more: an unsuccessful expedition is removed with them at New Year step 5 (WM-R1).
 */
export function mayRebel(state: WmState, of: string): boolean {
  const n = nationOf(state, of);
  const atSea = expeditionsOf(state)
    .filter((e) => e.nation === of && afloat(e))
    .reduce((s, e) => s + unitsAboard(e), 0);
  const troops = n.roster.reduce((s, e) => s + e.bought - e.lost, 0) - atSea;
  return troops === 0 && areasOf(state, of).length === 0;
}

/**
 * NPP rule 5: from the 2nd consecutive absence, the outermost ring of the nation's areas around its capital (the
 * farthest in steps) becomes uncontrolled, once per absence.
 */
export function nppRing(state: WmState, of: string): { state: WmState; lost: string[] } {
  const n = nationOf(state, of);
  if ((n.absences ?? 0) < 2 || !n.capital) return { state, lost: [] };
  const d = distances(wmGraph(state), n.capital);
  const mine = areasOf(state, of).filter((a) => a.name !== n.capital && d.has(a.name));
  const far = Math.max(0, ...mine.map((a) => d.get(a.name) ?? 0));
  const lost = mine.filter((a) => (d.get(a.name) ?? 0) === far && far > 0).map((a) => a.name);
  return { state: lost.reduce((s, a) => withArea(s, a, { owner: null }), state), lost };
}
