import { Direction, distance, formatHex, Hex, neighbour } from '../../hex';
import { isBrokenBySize } from '../economy';
import { armyCanMarch } from '../supply-effects';
import { CheckContext, Order, reject, UnitTurn, Verdict } from './context';
import type { ActionSpec } from './grammar';
import { didYouMean, normalize } from './parse';
import type { MovementArgs, OrderNote } from './types';

/**
 * Move and March for every kind that moves (ARMY ACTIONS, RULINGS 5): hexes per action, the map's edge, the
 * two-Marches correction (ORDERS), Broken armies (UNIT TYPES), and follow / engage / destroy targets.
 */

/** A hex counts as a road hex when the map says so or a city or structure stands in it (RULINGS 4, roughly). */
function roadHex(ctx: CheckContext, hex: Hex): boolean {
  return (
    ctx.state.map.hexes.get(formatHex(hex))?.road === true ||
    ctx.cityAt(hex) !== undefined ||
    ctx.structuresAt(hex).some((s) => s.type !== 'Bridge')
  );
}

function clearOrRoad(ctx: CheckContext, hex: Hex): boolean {
  return ctx.state.map.hexes.get(formatHex(hex))?.terrain === 'Plains' || roadHex(ctx, hex);
}

/** RULINGS 5: Move 1, March 2; +1 CAV on land (scouts are cavalry); +1 FLYER on a March; +1 all along roads. */
export function hexesAllowed(
  ctx: CheckContext,
  turn: UnitTurn,
  march: boolean,
  path: readonly Hex[],
): number {
  const e = turn.entity;
  const mobility = e.army?.mobility ?? (e.kind === 'scout' ? 'CAV' : 'FOOT');
  let n = march ? 2 : 1;
  if (mobility === 'CAV') n += 1;
  if (mobility === 'FLYER' && march) n += 1;
  const road = mobility !== 'FLYER' && [turn.pos, ...path].every((h) => roadHex(ctx, h));
  return road ? n + 1 : n;
}

function pathOf(from: Hex, directions: readonly Direction[]): Hex[] {
  const path: Hex[] = [];
  let at = from;
  for (const d of directions) path.push((at = neighbour(at, d)));
  return path;
}

function targetCheck(
  ctx: CheckContext,
  turn: UnitTurn,
  name: string,
  armiesOnly: boolean,
): Verdict | OrderNote | null {
  const pool = [
    ...ctx.state.armies,
    ...(armiesOnly ? [] : ctx.state.units.filter((u) => u.type === 'Settler' || u.type === 'Engineer')),
  ];
  const found = pool.find((x) => normalize(x.name) === normalize(name));
  if (found === undefined) {
    const near = pool
      .filter((x) => x.player !== ctx.player && distance(x.hex, turn.pos) <= 3)
      .map((x) => x.name);
    const what = armiesOnly ? 'enemy army' : 'enemy army, settler band or engineer battalion';
    return reject('O030', `No ${what} called “${name}” is near.${didYouMean(name, near)}`);
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
  const end = path[path.length - 1];
  if (args.destroy && ctx.structuresAt(end).length === 0)
    notes.push({ code: 'W012', message: `No structure is known in ${formatHex(end)} to destroy.` });
  if (e.army !== null && isBrokenBySize(e.army.points)) {
    const before = ctx.nearestOwnCity(turn.pos);
    const after = ctx.nearestOwnCity(end);
    if (before !== null && after !== null && after >= before)
      notes.push({
        code: 'W003',
        message: `${e.name} is Broken: it must move toward its nearest city (Broken Armies).`,
      });
    if (path.some((h) => ctx.unfriendlyAt(h)))
      notes.push({
        code: 'W013',
        message: `${e.name} is Broken: it may not enter a hex holding an unfriendly unit.`,
      });
  }
  if (march) turn.marchPath = [...(turn.marchPath ?? []), ...path];
  return { ok: true, notes, moveTo: end, message: `moves ${path.length} hex(es) to ${formatHex(end)}.` };
}
