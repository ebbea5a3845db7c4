import { DIRECTIONS, distance, formatHex, Hex, neighbour, sameHex } from '../../hex';
import type { Army } from '../../model';
import { isBroken } from '../economy';
import type { Phase, TurnContext } from './context';
import type { MapView, Walker } from './movement-paths';

/**
 * Broken Armies, enforced when the army moves: "Broken armies may not move into any hex that contains an
 * unfriendly unit of any type. Broken armies may only move in a direction that reduces the distance between it
 * and the nearest city of its empire (unless an enemy unit or impassable terrain blocks the way), and must always
 * move at least one hex."
 * - A written Move or March is cut before its first hex that holds another player's army, unit or city, or that
 *   does not bring the army nearer its nearest city while some adjacent hex that would is open (not impassable,
 *   not holding an unfriendly unit).
 * - An army that has not moved this turn and whose action is cut to nothing, or that has no Move or March at all
 *   (only Hold), moves one hex toward its nearest city instead, if any such hex is open ("the moderator will use
 *   his/her best judgment" with an illegal order, Actions).
 * An army with no city, or standing on its nearest city, has no direction to keep: only the unfriendly-hex rule
 * applies to it, and it is not made to move.
 * "Unfriendly" is read as the order checker reads it (W013): another player's army, unit (not a spy) or city.
 */

const RULE = 'Broken Armies';

const moved = new WeakMap<TurnContext, Set<string>>();
function movedThisTurn(ctx: TurnContext): Set<string> {
  let set = moved.get(ctx);
  if (set === undefined) moved.set(ctx, (set = new Set()));
  return set;
}

function nearestCity(ctx: TurnContext, player: string, hex: Hex): number | null {
  let best: number | null = null;
  for (const c of ctx.state.cities)
    if (c.size > 0 && c.player === player) {
      const d = distance(hex, c.hex);
      if (best === null || d < best) best = d;
    }
  return best;
}

function unfriendlyAt(ctx: TurnContext, player: string, hex: Hex): boolean {
  const theirs = (x: { player: string; hex: Hex }): boolean => x.player !== player && sameHex(x.hex, hex);
  return (
    ctx.state.armies.some((a) => a.points > 0 && theirs(a)) ||
    ctx.state.units.some((u) => u.type !== 'Spy' && theirs(u)) ||
    ctx.state.cities.some((c) => c.size > 0 && theirs(c))
  );
}

/** The open adjacent hexes that bring the army nearer its nearest city, best first (lowest direction on ties). */
function nearerHexes(ctx: TurnContext, view: MapView, w: Walker, from: Hex): Hex[] {
  const here = nearestCity(ctx, w.player, from);
  if (here === null) return [];
  return DIRECTIONS.filter((d) => view.blocked(w, from, d, false) === null)
    .map((d) => neighbour(from, d))
    .filter((h) => !unfriendlyAt(ctx, w.player, h))
    .map((h) => ({ h, d: nearestCity(ctx, w.player, h) ?? here }))
    .filter((x) => x.d < here)
    .sort((a, b) => a.d - b.d)
    .map((x) => x.h);
}

/** Why the broken army may not step from `from` into `to`, or null when it may. */
function refused(ctx: TurnContext, view: MapView, w: Walker, from: Hex, to: Hex): string | null {
  if (unfriendlyAt(ctx, w.player, to)) return `${formatHex(to)} holds an unfriendly unit`;
  const here = nearestCity(ctx, w.player, from);
  const there = nearestCity(ctx, w.player, to);
  if (here === null || there === null || there < here) return null;
  if (nearerHexes(ctx, view, w, from).length === 0) return null;
  return `${formatHex(to)} does not bring it nearer its nearest city`;
}

/**
 * The path a Broken army takes for one written Move or March (`path`: the hexes the map lets it enter), and the
 * path of an army that must move although its orders do not (`path` empty, `mustMove`). Any other army's path is
 * returned as it is.
 */
export function brokenArmyPath(
  ctx: TurnContext,
  phase: Phase,
  view: MapView,
  army: Army,
  w: Walker,
  path: readonly Hex[],
  mustMove: boolean,
): Hex[] {
  if (!isBroken(army)) return [...path];
  const done = movedThisTurn(ctx);
  const kept: Hex[] = [];
  let at = army.hex;
  for (const h of path) {
    const why = refused(ctx, view, w, at, h);
    if (why !== null) {
      ctx.log(phase, army.name, `is Broken: it stops short, ${why}`, RULE);
      break;
    }
    kept.push((at = h));
  }
  const cut = kept.length === 0 && path.length > 0;
  if (kept.length === 0 && (cut || mustMove) && !done.has(army.name)) {
    const here = nearestCity(ctx, army.player, army.hex);
    const step = here === null || here === 0 ? undefined : nearerHexes(ctx, view, w, army.hex)[0];
    if (step !== undefined) {
      ctx.log(
        phase,
        army.name,
        `is Broken and must move at least one hex: it moves to ${formatHex(step)}, toward its nearest city`,
        RULE,
      );
      kept.push(step);
    } else if (mustMove && here !== null && here > 0)
      ctx.log(phase, army.name, 'is Broken but every hex toward its nearest city is closed: it stays', RULE);
  }
  if (kept.length > 0) done.add(army.name);
  return kept;
}
