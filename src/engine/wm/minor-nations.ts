/**
 * MINOR NATIONS (book 002, optional) as far as the text is legible (WM-R22, WM-R23): each lesser race on a track of
 * boxes 0, 1, 2, 3 and Independent; a win moves it up one box, a loss down one; the player who commands it to
 * victory gets an affiliation marker; affiliation precedence; the Independent army's forced retreat.
 */
import { distances } from '../core/graph';
import type { DieRead } from '../core/events';
import type { Dice } from '../dice';
import { area, isTownOrCity, wmGraph } from './map';
import type { MinorBox, MinorNation, WmState } from './model';

export type { MinorBox, MinorNation };

/** Lesser races in play: player countries - 2 ("there can always be more if desired"). */
export function lesserRaces(players: number): number {
  return Math.max(0, players - 2);
}

/** A pick-up game's result for the lesser race (WM-R22); `commander` led it. */
export function minorResult(m: MinorNation, won: boolean, commander?: string): MinorNation {
  const order: MinorBox[] = [0, 1, 2, 3, 'Independent'];
  const i = order.indexOf(m.box);
  const box = order[won ? Math.min(i + 1, 4) : Math.max(i - 1, 0)] ?? m.box;
  const markers =
    won && commander ? { ...m.markers, [commander]: (m.markers[commander] ?? 0) + 1 } : m.markers;
  return { ...m, box, markers };
}

/** A player beats its Independent army: removed from the map, back to box 0. */
export function independentDefeated(m: MinorNation): MinorNation {
  return { ...m, box: 0, area: null };
}

/** Affiliation: the player whose leave must be asked (more markers on it than the asker's), or null. */
export function mustAsk(m: MinorNation, player: string): string | null {
  const own = m.markers[player] ?? 0;
  let best: string | null = null;
  for (const [other, n] of Object.entries(m.markers))
    if (other !== player && n > own && (best === null || n > (m.markers[best] ?? 0))) best = other;
  return best;
}

/**
 * A forced retreat (no battle): "one area directly away from the player army". Our reading: an adjacent area
 * farther from the area the player army came from (from the area it stands in when it did not move), so neither
 * that area nor one adjacent to it; never an area with a town or city, where an Independent army may not stand
 * (WM-R23). Several such areas: a keyed die picks among them in map order (`independent retreat:<race>`, so the
 * moderator may override it). None: from a coast it goes into the sea and is destroyed; inland it stands (the
 * moderator may move it).
 */
export function forcedRetreat(
  state: WmState,
  from: string,
  awayFrom: string,
  pick?: { readonly dice: Dice; readonly key: string },
): { to: string; roll?: DieRead } | { destroyed: boolean } {
  const g = wmGraph(state);
  const d = distances(g, awayFrom);
  const here = d.get(from) ?? 0;
  const away = g
    .neighbours(from)
    .filter((n) => (d.get(n) ?? Infinity) > here && !isTownOrCity(area(state, n)));
  if (away.length === 0) return { destroyed: area(state, from).coastal };
  if (away.length === 1 || !pick) return { to: away[0] ?? from };
  const die = pick.dice.roll(pick.key, away.length);
  return { to: away[die - 1] ?? from, roll: { key: pick.key, die: `d${away.length}`, result: die } };
}

/** The name an Independent army goes by in battles and on the Areas tab's occupier. */
export function independentName(race: string): string {
  return `${race} (Independent)`;
}

/** The Independent lesser race whose army stands in `where`, if any. */
export function independentIn(s: WmState, where: string): MinorNation | undefined {
  return minorsOf(s).find((m) => m.box === 'Independent' && m.area === where);
}

/** The Independent race an army name stands for, if it is one. */
export function independentNamed(s: WmState, name: string): MinorNation | undefined {
  return minorsOf(s).find((m) => m.box === 'Independent' && independentName(m.race) === name);
}

export const minorsOf = (s: WmState): readonly MinorNation[] => s.minors ?? [];

/** The lesser race of that name (any case), or undefined. */
export function minorNamed(s: WmState, race: string): MinorNation | undefined {
  return minorsOf(s).find((m) => m.race.toLowerCase() === race.toLowerCase());
}

/**
 * WM-R23: the moderator places the Independent army "at least one area away from any town or city": read as not in
 * an area holding a town or city (an adjacent area is one area away). The reason it may not stand there, or null.
 */
export function placementRefused(s: WmState, at: string): string | null {
  const a = s.areas.find((x) => x.name === at);
  if (!a) return `'${at}' is not an area on the Areas tab`;
  if (a.pop === 'Town' || a.pop === 'City')
    return `${at} holds a ${a.pop.toLowerCase()}: an Independent army is placed at least one area away from any town or city (WM-R23)`;
  return null;
}
