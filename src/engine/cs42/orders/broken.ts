import { formatHex, Hex, sameHex } from '../../hex';
import type { Army } from '../../model';
import { BrokenGround, brokenCut, nearestCityDistance } from '../broken-army';
import { isBroken } from '../economy';
import type { Walker } from '../turn/movement-paths';
import type { CheckContext, Order, UnitTurn, Verdict } from './context';
import type { MovementArgs, OrderNote } from './types';

/**
 * Broken Armies on the receipt, as the resolver enforces them (turn/broken-moves.ts): "Broken armies may
 * not move into any hex that contains an unfriendly unit of any type. Broken armies may only move in a direction
 * that reduces the distance between it and the nearest city of its empire (unless an enemy unit or impassable
 * terrain blocks the way), and must always move at least one hex." Broken is economy's isBroken: under size 5,
 * or Broken by a battle until it regroups. The rule is broken-army.ts, shared with the resolver; the receipt names
 * where the army stops short, or the hex it turns to.
 */

const RULE = 'Broken Armies';

/** The army as movement sees it (the resolver's walker: its own mobility and race). */
function walkerOf(army: Army): Walker {
  return { name: army.name, player: army.player, kind: 'army', mobility: army.mobility, race: army.race };
}

function checkGround(ctx: CheckContext): BrokenGround {
  return {
    view: ctx.view,
    nearestCity: (hex) => nearestCityDistance(ctx.ownCities(), hex),
    unfriendlyAt: (hex) => ctx.unfriendlyAt(hex),
  };
}

export interface BrokenMove {
  /** Where the resolver leaves the army after this Move or March. */
  readonly end: Hex;
  readonly notes: readonly OrderNote[];
}

/**
 * The resolver's cut of a Broken army's Move or March along `path` (the hexes the map lets it enter from `from`);
 * null when the army is not Broken. `movedBefore`: an earlier action this turn already moved it, so a cut to
 * nothing does not make it step toward its city.
 */
export function brokenMove(
  ctx: CheckContext,
  army: Army,
  from: Hex,
  path: readonly Hex[],
  movedBefore: boolean,
): BrokenMove | null {
  if (!isBroken(army)) return null;
  const cut = brokenCut(checkGround(ctx), walkerOf(army), from, path, movedBefore, false);
  const notes: OrderNote[] = [];
  if (cut.stop !== null)
    notes.push({
      code: cut.stop.code,
      message: `${army.name} is Broken: it stops short in ${formatHex(cut.stop.at)}, as ${cut.stop.why} (${RULE}).`,
    });
  if (cut.turned !== null)
    notes.push({
      code: 'W003',
      message: `${army.name} must move at least one hex: it turns toward its nearest city and moves to ${formatHex(cut.turned)} instead (${RULE}).`,
    });
  const at = cut.path.at(-1) ?? from;
  return { end: at, notes };
}

/** A Broken army's Move or March as the resolver cuts it (Broken Armies): economy's isBroken decides, the notes
 * (W003, W013) say where it stops short or the hex it turns to, and the army is placed there. */
export function brokenArmyMove(ctx: CheckContext, turn: UnitTurn, order: Order, v: Verdict): Verdict {
  const army = turn.entity.army;
  if (!v.ok || army === null) return v;
  const spec = v.correctedTo?.spec ?? order.spec;
  const args = (v.correctedTo?.args ?? order.args) as MovementArgs;
  const planned = ctx.view.plan(walkerOf(army), turn.pos, args.directions, spec.id === 'March');
  const cut = brokenMove(ctx, army, turn.pos, planned.path, turn.brokenMoved === true);
  if (cut === null) return v;
  if (!sameHex(cut.end, turn.pos)) turn.brokenMoved = true;
  const notes = [...(v.notes ?? []), ...cut.notes];
  const planEnd = planned.path.at(-1) ?? turn.pos;
  const message = sameHex(cut.end, planEnd)
    ? v.message
    : `ends this action in ${formatHex(cut.end)} (Broken Armies).`;
  return { ...v, notes, moveTo: cut.end, message };
}
