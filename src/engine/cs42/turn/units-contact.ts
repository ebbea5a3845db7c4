import { DIRECTIONS, formatHex, Hex, hexKey, neighbour } from '../../hex';
import type { Army, Unit } from '../../model';
import { declaredStatus } from '../supply';
import type { DiplomaticStatus } from '../tables';
import type { Mutable, Phase, TurnContext } from './context';
import { MapView } from './movement-paths';
import { asCampaign, key, removeFrom, unitMemory } from './units-memory';

/**
 * Armies and the units that cannot fight (UNIT TYPES, Scouts, Engineer Battalions, Settlers; ENGINEER BATTALION
 * ACTIONS, Move; COMBAT, Enslaving). After each action step, a settler band, engineer battalion or scout that
 * stands in a hex with an army whose owner's declaration toward the unit's owner is Unknown, At War or Neutral
 * is caught (Declared Alliances: Unknown and At War "kill settlers and engineers", Neutral "enslave" them,
 * Friendly "do not bother" and Allied "protect" them; the army's owner sets the default, not the unit's):
 * - a scout is destroyed ("automatically destroyed and cannot be enslaved");
 * - settlers and engineers are enslaved only if EVERY hostile army there has `Enslave <unit>` in its orders
 *   or enslaves by default (its owner's declaration toward the unit's owner is Neutral, Declared Alliances);
 *   then a d10 (`enslave:<unit>`): 1-6 enslaved (60%, the first army's owner takes it), 7-8 killed (20%),
 *   9-10 escapes one hex (20%: the first adjacent hex, by rosette order, it could walk into with no hostile
 *   army; none: killed). Otherwise they are destroyed.
 * Only where a unit stands at the end of the step counts: a unit passing an army on the way is not caught.
 * RULINGS 35: settlers (and engineers, whom Co-located Settlers and Engineers treats alike) standing with an army
 * of their owner are protected: not enslaved or destroyed on contact; they share the battle's fate instead.
 */

const ENSLAVING = 'COMBAT, Enslaving';
const CATCHING: readonly DiplomaticStatus[] = ['Unknown', 'At War', 'Neutral'];

function catches(ctx: TurnContext, armyOwner: string, unitOwner: string): boolean {
  return (
    armyOwner !== unitOwner && CATCHING.includes(declaredStatus(asCampaign(ctx.state), armyOwner, unitOwner))
  );
}

function ordersEnslave(ctx: TurnContext, army: Army, unit: Unit): boolean {
  const ordered = ctx
    .ordersOf(army.name, army.player)
    .some(
      (l) => l.actionId === 'Enslave' && l.args?.type === 'target' && key(l.args.target) === key(unit.name),
    );
  return ordered || declaredStatus(asCampaign(ctx.state), army.player, unit.player) === 'Neutral';
}

/**
 * The board a catching pass reads, found once for all its units (issue 9: a scan of every army per unit was units
 * x armies): the standing armies by hex, and the map as movement sees it. The pass moves, takes or kills units
 * only, never an army, a city or a structure, so both hold throughout.
 */
interface Board {
  armiesAt(hex: Hex): readonly Army[];
  view(): MapView;
}

function board(ctx: TurnContext): Board {
  const byHex = new Map<number, Army[]>();
  for (const a of ctx.state.armies) {
    if (a.points <= 0) continue;
    const list = byHex.get(hexKey(a.hex));
    if (list === undefined) byHex.set(hexKey(a.hex), [a]);
    else list.push(a);
  }
  let view: MapView | null = null;
  return { armiesAt: (hex) => byHex.get(hexKey(hex)) ?? [], view: () => (view ??= new MapView(ctx.state)) };
}

function escape(ctx: TurnContext, phase: Phase, unit: Mutable<Unit>, on: Board): boolean {
  const view = on.view();
  const walker = {
    name: unit.name,
    player: unit.player,
    kind: 'settler' as const,
    mobility: 'FOOT' as const,
    race: '',
  };
  for (const d of DIRECTIONS) {
    const to = neighbour(unit.hex, d);
    if (view.blocked(walker, unit.hex, d, false) !== null) continue;
    if (on.armiesAt(to).some((a) => catches(ctx, a.player, unit.player))) continue;
    ctx.log(phase, unit.name, `escapes unharmed to ${formatHex(to)}`, ENSLAVING);
    unit.hex = to;
    return true;
  }
  return false;
}

export function catchUnits(ctx: TurnContext, phase: Phase): void {
  const on = board(ctx);
  for (const unit of [...ctx.state.units]) {
    if (unit.type === 'Spy') continue;
    const armies = on.armiesAt(unit.hex).filter((a) => catches(ctx, a.player, unit.player));
    if (armies.length === 0) continue;
    if (unit.type !== 'Scout' && on.armiesAt(unit.hex).some((a) => a.player === unit.player)) {
      ctx.log(
        phase,
        unit.name,
        `${unit.type} of ${unit.player} in ${formatHex(unit.hex)} is protected by its owner's army: it shares the battle's fate`,
        'RULINGS 35',
      );
      continue;
    }
    const by = armies.map((a) => a.name).join(', ');
    const where = formatHex(unit.hex);
    const kill = (why: string): void => {
      removeFrom(ctx.state.units, unit.name);
      ctx.log(phase, unit.name, `${unit.type} of ${unit.player} in ${where}: ${why}`, ENSLAVING);
    };
    if (unit.type === 'Scout') {
      kill(`destroyed by ${by} (Scouts cannot be enslaved)`);
      continue;
    }
    if (!armies.every((a) => ordersEnslave(ctx, a, unit))) {
      kill(`destroyed by ${by}`);
      continue;
    }
    const r = ctx.roll(phase, `enslave:${unit.name}`, 10, unit.name, ENSLAVING, (n) =>
      n <= 6
        ? `enslaved by ${armies[0].player} (1-6: 60%)`
        : n <= 8
          ? 'resists and is killed (7-8: 20%)'
          : 'escapes (9-10: 20%)',
    );
    if (r <= 6) {
      unit.player = armies[0].player;
      unitMemory(ctx).captured.add(key(unit.name));
    } else if (r <= 8) kill(`killed resisting ${by}`);
    else if (!escape(ctx, phase, unit, on)) kill('has nowhere to escape and is killed');
  }
}
