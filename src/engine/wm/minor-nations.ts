/**
 * MINOR NATIONS (book 002, optional) as far as the text is legible (WM-R22, WM-R23): each lesser race on a track of
 * boxes 0, 1, 2, 3 and Independent; a win moves it up one box, a loss down one; the player who commands it to
 * victory gets an affiliation marker; affiliation precedence; the Independent army's forced retreat.
 */
import { distances } from '../core/graph';
import { area, wmGraph } from './map';
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
 * A forced retreat (no battle): one area directly away from the player army, read as the neighbour farthest from
 * the player army's area (ties by map order). With none farther, it goes into the sea from a coast and is destroyed;
 * inland it stays for the moderator (our reading).
 */
export function forcedRetreat(
  state: WmState,
  from: string,
  playerArea: string,
): { to: string } | { destroyed: boolean } {
  const d = distances(wmGraph(state), playerArea);
  const here = d.get(from) ?? 0;
  const away = wmGraph(state)
    .neighbours(from)
    .filter((n) => (d.get(n) ?? Infinity) > here)
    .sort((a, b) => (d.get(b) ?? 0) - (d.get(a) ?? 0));
  const first = away[0];
  if (first) return { to: first };
  return { destroyed: area(state, from).coastal };
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
