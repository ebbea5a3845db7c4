/**
 * The expedition roster beside the national one (EXPEDITIONS & EXPLORING, Expedition Army): it "will divide the total
 * forces of a nation between the national roster and the expedition roster … once written no units or characters
 * may be swapped or used by the national roster". Our reading: a fleet on the water, or its army landed and still on
 * the map, holds its units and characters; at the New Year its army leaves the map and the colony's troops go back to
 * the one national roster (Successful Expeditions: "troops and characters are pooled").
 */
import { afloat, expeditionsOf } from './expedition';
import { nation as nationOf } from './map';
import type { RosterEntry, ShipLoad, WmExpedition, WmState } from './model';

/** Its roster still apart: on the water, or landed with its army on the map (until New Year step 1). */
const apart = (s: WmState, e: WmExpedition): boolean =>
  afloat(e) || (e.status === 'landed' && s.armies.some((a) => a.name === e.name && a.nation === e.nation));

/** What the nation's fleets and expedition armies hold this year: units by type and characters. */
export interface Committed {
  readonly units: readonly ShipLoad[];
  readonly characters: readonly string[];
}

export function committed(state: WmState, of: string): Committed {
  const units = new Map<string, number>();
  const characters: string[] = [];
  for (const e of expeditionsOf(state)) {
    if (e.nation !== of || !apart(state, e)) continue;
    for (const u of e.units) units.set(u.unit, (units.get(u.unit) ?? 0) + u.count);
    // The Admiral leads the fleet while it is at sea; a landed army has lost him (Successful Expeditions).
    const aboard = afloat(e) ? [e.general, e.admiral, ...e.characters] : [e.general, ...e.characters];
    characters.push(...aboard.filter((c) => c !== ''));
  }
  return { units: [...units].map(([unit, count]) => ({ unit, count })), characters };
}

/** Units of a type the national roster may field at home: bought, less lost, less those on an expedition. */
export function atHome(state: WmState, of: string, e: RosterEntry): number {
  const away = committed(state, of).units.find((u) => u.unit === e.unit)?.count ?? 0;
  return Math.max(0, e.bought - e.lost - away);
}

/** The expedition holding the character apart from the national roster, if any (see `awayRefusal`). */
export function holdingExpedition(
  state: WmState,
  of: string,
  character: string,
  newYear = false,
): WmExpedition | undefined {
  return expeditionsOf(state).find(
    (x) =>
      x.nation === of &&
      (newYear ? afloat(x) : apart(state, x)) &&
      [afloat(x) ? x.admiral : '', x.general, ...x.characters].includes(character),
  );
}

/**
 * Why a character may not serve the national roster (an army at home, a battle there), or null. `newYear`: orders
 * checked before New Year step 1, when every army will leave the map: only a fleet still at sea holds him (and it is
 * removed with him at step 5).
 */
export function awayRefusal(state: WmState, of: string, character: string, newYear = false): string | null {
  const e = holdingExpedition(state, of, character, newYear);
  if (!e) return null;
  return `${character} is on the expedition ${e.name} (${afloat(e) ? 'at sea' : `landed in ${e.area ?? '?'}`}): once written, its characters may not be used by the national roster (EXPEDITIONS & EXPLORING, Expedition Army)`;
}

/** The national roster seen at home: each type with those away at sea or on an expedition army. */
export function rosterAtHome(
  state: WmState,
  of: string,
): readonly { readonly entry: RosterEntry; readonly home: number; readonly away: number }[] {
  const away = committed(state, of).units;
  return nationOf(state, of).roster.map((entry) => {
    const k = away.find((u) => u.unit === entry.unit)?.count ?? 0;
    return { entry, home: Math.max(0, entry.bought - entry.lost - k), away: k };
  });
}
