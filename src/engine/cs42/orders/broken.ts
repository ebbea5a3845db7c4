import { DIRECTIONS, distance, formatHex, Hex, neighbour } from '../../hex';
import type { Army } from '../../model';
import { isBroken } from '../economy';
import type { Walker } from '../turn/movement-paths';
import type { CheckContext } from './context';
import type { OrderNote } from './types';

/**
 * Broken Armies on the receipt, read as the resolver enforces them (turn/broken-moves.ts): "Broken armies may
 * not move into any hex that contains an unfriendly unit of any type. Broken armies may only move in a direction
 * that reduces the distance between it and the nearest city of its empire (unless an enemy unit or impassable
 * terrain blocks the way), and must always move at least one hex." Broken is economy's isBroken: under size 5,
 * or Broken by a battle until it regroups. The receipt names where the army stops short, or the hex it turns to.
 */

const RULE = 'Broken Armies';

function walkerOf(army: Army): Walker {
  return { name: army.name, player: army.player, kind: 'army', mobility: army.mobility, race: army.race };
}

function nearestCity(ctx: CheckContext, hex: Hex): number | null {
  let best: number | null = null;
  for (const c of ctx.ownCities())
    if (c.size > 0) {
      const d = distance(hex, c.hex);
      if (best === null || d < best) best = d;
    }
  return best;
}

/** Open adjacent hexes nearer the nearest city, best first (lowest direction on ties), as the resolver picks. */
function nearerHexes(ctx: CheckContext, w: Walker, from: Hex): Hex[] {
  const here = nearestCity(ctx, from);
  if (here === null) return [];
  return DIRECTIONS.filter((d) => ctx.view.blocked(w, from, d, false) === null)
    .map((d) => neighbour(from, d))
    .filter((h) => !ctx.unfriendlyAt(h))
    .map((h) => ({ h, d: nearestCity(ctx, h) ?? here }))
    .filter((x) => x.d < here)
    .sort((a, b) => a.d - b.d)
    .map((x) => x.h);
}

function refused(ctx: CheckContext, w: Walker, from: Hex, to: Hex): OrderNote | null {
  if (ctx.unfriendlyAt(to)) return { code: 'W013', message: `${formatHex(to)} holds an unfriendly unit` };
  const here = nearestCity(ctx, from);
  const there = nearestCity(ctx, to);
  if (here === null || there === null || there < here) return null;
  if (nearerHexes(ctx, w, from).length === 0) return null;
  return { code: 'W003', message: `${formatHex(to)} does not bring it nearer its nearest city` };
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
  const w = walkerOf(army);
  const notes: OrderNote[] = [];
  let at = from;
  let kept = 0;
  for (const h of path) {
    const why = refused(ctx, w, at, h);
    if (why !== null) {
      notes.push({
        code: why.code,
        message: `${army.name} is Broken: it stops short in ${formatHex(at)}, as ${why.message} (${RULE}).`,
      });
      break;
    }
    at = h;
    kept++;
  }
  if (kept === 0 && path.length > 0 && !movedBefore) {
    const here = nearestCity(ctx, from);
    const step = here === null || here === 0 ? undefined : nearerHexes(ctx, w, from)[0];
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
