import { formatHex, Hex, sameHex } from '../../hex';
import type { Army } from '../../model';
import { BrokenGround, brokenCut, nearestCityDistance } from '../broken-army';
import { isBroken } from '../economy';
import type { Phase, TurnContext } from './context';
import type { MapView, Walker } from './movement-paths';

/**
 * Broken Armies, enforced when the army moves: the rule is broken-army.ts (shared with the receipt); this asks
 * its questions of the turn's state and logs what it decides. An army with no Move or March at all (only Hold)
 * must still move one hex toward its nearest city. "Unfriendly" is read as the order checker reads it (W013):
 * another player's army, unit (not a spy) or city.
 */

const RULE = 'Broken Armies';

const moved = new WeakMap<TurnContext, Set<string>>();
function movedThisTurn(ctx: TurnContext): Set<string> {
  let set = moved.get(ctx);
  if (set === undefined) moved.set(ctx, (set = new Set()));
  return set;
}

function turnGround(ctx: TurnContext, view: MapView, player: string): BrokenGround {
  const theirs = (x: { player: string; hex: Hex }, hex: Hex): boolean =>
    x.player !== player && sameHex(x.hex, hex);
  return {
    view,
    nearestCity: (hex) =>
      nearestCityDistance(
        ctx.state.cities.filter((c) => c.player === player),
        hex,
      ),
    unfriendlyAt: (hex) =>
      ctx.state.armies.some((a) => a.points > 0 && theirs(a, hex)) ||
      ctx.state.units.some((u) => u.type !== 'Spy' && theirs(u, hex)) ||
      ctx.state.cities.some((c) => c.size > 0 && theirs(c, hex)),
  };
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
  const cut = brokenCut(turnGround(ctx, view, army.player), w, army.hex, path, done.has(army.name), mustMove);
  if (cut.stop !== null) ctx.log(phase, army.name, `is Broken: it stops short, ${cut.stop.why}`, RULE);
  if (cut.turned !== null)
    ctx.log(
      phase,
      army.name,
      `is Broken and must move at least one hex: it moves to ${formatHex(cut.turned)}, toward its nearest city`,
      RULE,
    );
  else if (cut.closed)
    ctx.log(phase, army.name, 'is Broken but every hex toward its nearest city is closed: it stays', RULE);
  if (cut.path.length > 0) done.add(army.name);
  return [...cut.path];
}
