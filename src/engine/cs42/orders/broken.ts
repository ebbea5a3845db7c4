import { DIRECTIONS, distance, formatHex, Hex, neighbour, sameHex } from '../../hex';
import type { Army } from '../../model';
import { isBroken } from '../economy';
import type { MapView, Walker } from '../turn/movement-paths';
import type { CheckContext, Order, UnitTurn, Verdict } from './context';
import type { MovementArgs, OrderNote } from './types';

/**
 * Broken Armies on the receipt, read as the resolver enforces them (turn/broken-moves.ts): "Broken armies may
 * not move into any hex that contains an unfriendly unit of any type. Broken armies may only move in a direction
 * that reduces the distance between it and the nearest city of its empire (unless an enemy unit or impassable
 * terrain blocks the way), and must always move at least one hex." Broken is economy's isBroken: under size 5,
 * or Broken by a battle until it regroups. The receipt names where the army stops short, or the hex it turns to.
 */

const RULE = 'Broken Armies';

/** What the Broken Armies limits read of the board, for one player: the same questions in the receipt and in
 * the resolver (turn/broken-moves.ts asks them of its TurnContext). */
export interface BrokenGround {
  readonly view: MapView;
  /** Hexes from `hex` to the player's nearest city (size above 0), or null when the player has none. */
  nearestCity(hex: Hex): number | null;
  /** Another player's army, unit (not a spy) or city stands in the hex. */
  unfriendlyAt(hex: Hex): boolean;
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

/** Why a Broken army may not step from `from` into `to`, or null when it may. */
export function brokenStepRefused(
  g: BrokenGround,
  w: Walker,
  from: Hex,
  to: Hex,
): { readonly code: 'W003' | 'W013'; readonly why: string } | null {
  if (g.unfriendlyAt(to)) return { code: 'W013', why: `${formatHex(to)} holds an unfriendly unit` };
  const here = g.nearestCity(from);
  const there = g.nearestCity(to);
  if (here === null || there === null || there < here) return null;
  if (nearerHexes(g, w, from).length === 0) return null;
  return { code: 'W003', why: `${formatHex(to)} does not bring it nearer its nearest city` };
}

/** The army as movement sees it (the resolver's walker: its own mobility and race). */
function walkerOf(army: Army): Walker {
  return { name: army.name, player: army.player, kind: 'army', mobility: army.mobility, race: army.race };
}

function checkGround(ctx: CheckContext): BrokenGround {
  return {
    view: ctx.view,
    nearestCity: (hex) => {
      let best: number | null = null;
      for (const c of ctx.ownCities())
        if (c.size > 0) {
          const d = distance(hex, c.hex);
          if (best === null || d < best) best = d;
        }
      return best;
    },
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
  const g = checkGround(ctx);
  const w = walkerOf(army);
  const notes: OrderNote[] = [];
  let at = from;
  let kept = 0;
  for (const h of path) {
    const refused = brokenStepRefused(g, w, at, h);
    if (refused !== null) {
      notes.push({
        code: refused.code,
        message: `${army.name} is Broken: it stops short in ${formatHex(at)}, as ${refused.why} (${RULE}).`,
      });
      break;
    }
    at = h;
    kept++;
  }
  if (kept === 0 && path.length > 0 && !movedBefore) {
    const here = g.nearestCity(from);
    const step = here === null || here === 0 ? undefined : nearerHexes(g, w, from)[0];
    if (step !== undefined) {
      notes.push({
        code: 'W003',
        message: `${army.name} must move at least one hex: it turns toward its nearest city and moves to ${formatHex(step)} instead (${RULE}).`,
      });
      at = step;
    }
  }
  return { end: at, notes };
}

/** A Broken army's Move or March as the resolver cuts it (Broken Armies): economy's isBroken decides, the notes
 * (W003, W013) say where it stops short or the hex it turns to, and the army is placed there. Movement's own
 * size-only W003 / W013 are replaced. */
export function brokenArmyMove(ctx: CheckContext, turn: UnitTurn, order: Order, v: Verdict): Verdict {
  const army = turn.entity.army;
  if (!v.ok || army === null) return v;
  const spec = v.correctedTo?.spec ?? order.spec;
  const args = (v.correctedTo?.args ?? order.args) as MovementArgs;
  const planned = ctx.view.plan(walkerOf(army), turn.pos, args.directions, spec.id === 'March');
  const cut = brokenMove(ctx, army, turn.pos, planned.path, turn.brokenMoved === true);
  if (cut === null) return v;
  if (!sameHex(cut.end, turn.pos)) turn.brokenMoved = true;
  const notes = [...(v.notes ?? []).filter((n) => n.code !== 'W003' && n.code !== 'W013'), ...cut.notes];
  const planEnd = planned.path.at(-1) ?? turn.pos;
  const message = sameHex(cut.end, planEnd)
    ? v.message
    : `ends this action in ${formatHex(cut.end)} (Broken Armies).`;
  return { ...v, notes, moveTo: cut.end, message };
}
