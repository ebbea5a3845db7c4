import { DIRECTIONS, distance, formatHex, Hex, neighbour } from '../hex';
import type { MapView, Walker } from './turn/movement-paths';

/**
 * Broken Armies, the one copy of the movement rule the receipt (orders/broken.ts) and the resolver
 * (turn/broken-moves.ts) both apply: "Broken armies may not move into any hex that contains an unfriendly unit of
 * any type. Broken armies may only move in a direction that reduces the distance between it and the nearest city
 * of its empire (unless an enemy unit or impassable terrain blocks the way), and must always move at least one
 * hex."
 * - A Move or March is cut before its first hex that holds an unfriendly unit (W013), or that does not bring the
 *   army nearer its nearest city while some adjacent hex that would is open (W003).
 * - An army that has not moved this turn and whose action is cut to nothing (or, in the resolver, that has only
 *   Hold orders) moves one hex toward its nearest city instead, if any such hex is open ("the moderator will use
 *   his/her best judgment" with an illegal order, Actions).
 * An army with no city, or standing on its nearest city, has no direction to keep: only the unfriendly-hex rule
 * applies to it, and it is not made to move.
 */

/** What the Broken Armies limits read of the board, for one player. Each caller answers from its own source
 * (the receipt's state index, the resolver's turn state); the rule below is the same. */
export interface BrokenGround {
  readonly view: MapView;
  /** Hexes from `hex` to the player's nearest city (size above 0), or null when the player has none. */
  nearestCity(hex: Hex): number | null;
  /** Another player's army, unit (not a spy) or city stands in the hex. */
  unfriendlyAt(hex: Hex): boolean;
}

/** Hexes from `hex` to the nearest of `cities` (one player's) that still stands (size above 0); null if none. */
export function nearestCityDistance(
  cities: Iterable<{ readonly hex: Hex; readonly size: number }>,
  hex: Hex,
): number | null {
  let best: number | null = null;
  for (const c of cities)
    if (c.size > 0) {
      const d = distance(hex, c.hex);
      if (best === null || d < best) best = d;
    }
  return best;
}

/** Open adjacent hexes nearer the nearest city, best first (lowest direction on ties). */
export function nearerHexes(g: BrokenGround, w: Walker, from: Hex): Hex[] {
  const here = g.nearestCity(from);
  if (here === null) return [];
  return DIRECTIONS.filter((d) => g.view.blocked(w, from, d, false) === null)
    .map((d) => neighbour(from, d))
    .filter((h) => !g.unfriendlyAt(h))
    .map((h) => ({ h, d: g.nearestCity(h) ?? here }))
    .filter((x) => x.d < here)
    .sort((a, b) => a.d - b.d)
    .map((x) => x.h);
}

export interface BrokenRefusal {
  readonly code: 'W003' | 'W013';
  readonly why: string;
}

/** Why a Broken army may not step from `from` into `to`, or null when it may. */
export function brokenStepRefused(g: BrokenGround, w: Walker, from: Hex, to: Hex): BrokenRefusal | null {
  if (g.unfriendlyAt(to)) return { code: 'W013', why: `${formatHex(to)} holds an unfriendly unit` };
  const here = g.nearestCity(from);
  const there = g.nearestCity(to);
  if (here === null || there === null || there < here) return null;
  if (nearerHexes(g, w, from).length === 0) return null;
  return { code: 'W003', why: `${formatHex(to)} does not bring it nearer its nearest city` };
}

/** Where a Broken army's move ends and why. */
export interface BrokenCut {
  /** The hexes it enters: the written path up to the refusal, or the one hex it turns to. */
  readonly path: readonly Hex[];
  /** The hex where it stops short and the refusal, when the written path is cut. */
  readonly stop: (BrokenRefusal & { readonly at: Hex }) | null;
  /** The hex toward its nearest city it moves to instead, when cut to nothing (or made to move). */
  readonly turned: Hex | null;
  /** It must move but every hex toward its nearest city is closed. */
  readonly closed: boolean;
}

/**
 * A Broken army's move from `from` along `path` (the hexes the map lets it enter). `movedBefore`: an earlier
 * action this turn already moved it, so it is not turned again. `mustMove`: it has no Move or March at all.
 */
export function brokenCut(
  g: BrokenGround,
  w: Walker,
  from: Hex,
  path: readonly Hex[],
  movedBefore: boolean,
  mustMove: boolean,
): BrokenCut {
  const kept: Hex[] = [];
  let at = from;
  let stop: BrokenCut['stop'] = null;
  for (const h of path) {
    const refused = brokenStepRefused(g, w, at, h);
    if (refused !== null) {
      stop = { ...refused, at };
      break;
    }
    kept.push((at = h));
  }
  if (kept.length > 0 || (path.length === 0 && !mustMove) || movedBefore)
    return { path: kept, stop, turned: null, closed: false };
  const here = g.nearestCity(from);
  const step = here === null || here === 0 ? undefined : nearerHexes(g, w, from)[0];
  if (step !== undefined) return { path: [step], stop, turned: step, closed: false };
  return { path: kept, stop, turned: null, closed: mustMove && here !== null && here > 0 };
}
