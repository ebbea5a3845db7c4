import { Direction, distance, formatHex, Hex, neighbour } from '../../hex';
import type { Walker } from '../turn/movement-paths';
import { armyCanMarch } from '../supply-effects';
import { CheckContext, Entity, Order, reject, UnitTurn, Verdict } from './context';
import type { ActionSpec } from './grammar';
import { didYouMean } from './parse';
import type { MovementArgs, OrderNote } from './types';

/**
 * Move and March for every kind that moves (ARMY ACTIONS, RULINGS 5): hexes per action, the map's edge, the
 * two-Marches correction (ORDERS), and follow / engage / destroy targets. Broken armies: broken.ts.
 */

/** The unit as movement sees it: the resolver's rules by mobility and race (a new army is FOOT, of the owner's
 * race; a split part moves like the army it came from). */
function walkerOf(ctx: CheckContext, e: Entity): Walker {
  const race = ctx.state.players.find((p) => p.name === ctx.player)?.race ?? '';
  const base = { name: e.name, player: ctx.player };
  if (e.kind !== 'army')
    return {
      ...base,
      kind: e.kind === 'scout' ? 'scout' : e.kind === 'engineer' ? 'engineer' : 'settler',
      mobility: e.kind === 'scout' ? 'CAV' : 'FOOT',
      race,
    };
  const army = e.army ?? (e.createdBy === null ? null : (ctx.entity(e.createdBy.creator)?.army ?? null));
  return { ...base, kind: 'army', mobility: army?.mobility ?? 'FOOT', race: army?.race ?? race };
}

/** RULINGS 5, as the resolver counts it (MapView.allowance): hexes an action may take along the written path. */
export function hexesAllowed(
  ctx: CheckContext,
  turn: UnitTurn,
  march: boolean,
  path: readonly Hex[],
): number {
  return ctx.view.allowance(walkerOf(ctx, turn.entity), march, [turn.pos, ...path]);
}

/** Clear terrain (Plains, and Oasis, which "is treated as Plains", TERRAIN) or road hexes: two Marches in a
 * turn are allowed only through them (ARMY ACTIONS, March). */
function clearOrRoad(ctx: CheckContext, hex: Hex): boolean {
  const terrain = ctx.view.terrain(hex);
  return terrain === 'Plains' || terrain === 'Oasis' || ctx.view.road(hex);
}

function pathOf(from: Hex, directions: readonly Direction[]): Hex[] {
  const path: Hex[] = [];
  let at = from;
  for (const d of directions) path.push((at = neighbour(at, d)));
  return path;
}

/**
 * A `follow` or `engage` target, as far as the player sees (knowledge.ts). One he does not see gets the answer
 * of a name nobody has, W016: the line stands, and the resolver follows it only if it is there and moves (a
 * name it does not find leaves the written path as it is, turn/units.ts).
 */
function targetCheck(
  ctx: CheckContext,
  turn: UnitTurn,
  name: string,
  armiesOnly: boolean,
): Verdict | OrderNote | null {
  const found = ctx.knows.armyNamed(name) ?? (armiesOnly ? undefined : ctx.knows.workersNamed(name));
  if (found === undefined) {
    const pool = [...ctx.knows.armies(), ...(armiesOnly ? [] : ctx.knows.workers())];
    const near = pool
      .filter((x) => x.player !== ctx.player && distance(x.hex, turn.pos) <= 3)
      .map((x) => x.name);
    const what = armiesOnly ? 'enemy army' : 'enemy army, settler band or engineer battalion';
    return {
      code: 'W016',
      message: `No ${what} called “${name}” is in sight now: ${turn.entity.name} goes after it only if it is adjacent when it moves; otherwise it moves as written.${didYouMean(name, near)}`,
    };
  }
  if (found.player === ctx.player)
    return reject('O031', `“${found.name}” is yours: follow and engage are for enemies.`);
  if (turn.done.length === 0 && distance(found.hex, turn.pos) > 1)
    return {
      code: 'W011',
      message: `“${found.name}” is not adjacent now; follow and engage work only from an adjacent hex.`,
    };
  return null;
}

export function checkMovement(
  ctx: CheckContext,
  turn: UnitTurn,
  order: Order,
  moveSpec: ActionSpec,
): Verdict {
  const args = order.args as MovementArgs;
  const e = turn.entity;
  const march = order.spec.id === 'March';
  const notes: OrderNote[] = [];
  if (march && e.kind === 'army' && e.supply !== null && !armyCanMarch(e.supply))
    return reject(
      'O022',
      `${e.name} is in ${e.supply} supply and cannot March (Table 6): write a Move instead.`,
    );
  const path = pathOf(turn.pos, args.directions);
  if (march && turn.marches > 0) {
    const entered = [...path, ...(turn.marchPath ?? [])];
    if (!entered.every((h) => clearOrRoad(ctx, h))) {
      const keep = args.directions.slice(0, hexesAllowed(ctx, turn, false, path.slice(0, 1)) > 1 ? 2 : 1);
      const moved: MovementArgs = { ...args, directions: keep, destroy: false };
      const inner = checkMovement(ctx, turn, { ...order, spec: moveSpec, args: moved }, moveSpec);
      if (!inner.ok) return inner;
      return {
        ...inner,
        correctedTo: {
          spec: moveSpec,
          args: moved,
          message: `An army may March only once a turn (ORDERS): the second March becomes “Move ${keep.join(' ')}”.`,
        },
      };
    }
    notes.push({
      code: 'W010',
      message:
        'Both Marches enter only clear or road hexes: allowed, with double March penalties if caught (-2 LD, MW, CC).',
    });
  }
  const allowed = hexesAllowed(ctx, turn, march, path);
  if (args.directions.length > allowed)
    return reject(
      'O025',
      `${e.name} may ${order.spec.label} at most ${allowed} hex(es) here; write ${allowed} direction(s), e.g. “${order.spec.label} ${args.directions.slice(0, allowed).join(' ')}”.`,
    );
  const off = path.findIndex((h) => !ctx.onMap(h));
  if (off >= 0)
    return reject(
      'O029',
      `Direction ${args.directions[off]} leads off the map from ${formatHex(off === 0 ? turn.pos : path[off - 1])}.`,
    );
  for (const [name, armies] of [
    [args.follow, false],
    [args.engageTarget, true],
  ] as const) {
    if (name === null) continue;
    const t = targetCheck(ctx, turn, name, armies);
    if (t !== null && 'ok' in t) return t;
    if (t !== null) notes.push(t);
  }
  // Where the resolver stops it (MapView.plan): terrain, rivers and water, as the resolver sees them.
  const planned = ctx.view.plan(walkerOf(ctx, e), turn.pos, args.directions, march);
  const end = planned.path.at(-1) ?? turn.pos;
  if (planned.stop !== null) notes.push({ code: 'W014', message: `${e.name} ${planned.stop} (TERRAIN).` });
  if (args.destroy && ctx.structuresAt(end).length === 0)
    notes.push({ code: 'W012', message: `No structure is known in ${formatHex(end)} to destroy.` });
  if (march) turn.marchPath = [...(turn.marchPath ?? []), ...planned.path];
  const chased =
    args.follow ?? args.engageTarget ?? (args.engage ? 'the adjacent enemy army it engages' : null);
  // The resolver turns toward a followed or engaged army that moves (ARMY ACTIONS, Move): say so.
  const unless = chased === null ? '' : ` If ${chased} moves this action, it goes toward it instead.`;
  const message =
    planned.path.length === 0
      ? `stays in ${formatHex(end)}: it cannot enter the first hex.${unless}`
      : `moves ${planned.path.length} hex(es) to ${formatHex(end)}.${unless}`;
  return { ok: true, notes, moveTo: end, message };
}
