import { distance, formatHex, Hex } from '../../hex';
import type { Army, Unit } from '../../model';
import type { MovementArgs, OrderLine } from '../orders';
import type { Mutable, Phase, TurnContext } from './context';
import { brokenArmyPath, StepGround } from './broken-moves';
import { miscommunicatedArmies } from './cities';
import { writeBattles } from './combat-records';
import { engineerAction } from './engineers';
import { Mover, positionAt, simulate } from './movement';
import { MapView, Walker } from './movement-paths';
import { discoverPortals, enterPortals } from './portals';
import { settlerAction } from './settlers';
import { armiesByHex, structuresByHex, takeOverStructures } from './takeovers';
import { besiege } from './sieges';
import { spyAction } from './spies';
import { destroyStructures, disband, join, recruit, split } from './units-army';
import { catchUnits } from './units-contact';
import { actionAt, hostile, key, phaseOf, startSupply, stillIn, unitMemory } from './units-memory';

/**
 * Unit Action 1 and 2 (ACTIONS, order of execution: all units' first actions, then all second ones). Each
 * army, engineer battalion, settler band, scout and spy carries out its `action`-th accepted action (Patrol
 * fills both; an army split off this turn starts with the step after its split). In one step:
 * 1. Join, Split, Disband, Recruit, Patrol (registered) happen in place;
 * 2. everything that moves moves at once (movement.ts: battles, hexside crossings, patrol interceptions); a
 *    `follow` / `engage` order re-aims at its target when the target moves this step: toward the target's
 *    end hex as far as the written Move or March allows (follow stops adjacent; engage goes into it); a target
 *    that stays put leaves the written path as it is. Engage without a name takes the first adjacent hostile
 *    army (alphabetical) that moves. Miscommunication (Calamities) replaces the army's first two Move or March
 *    orders by one-hex Moves in its two random directions;
 * 3. settlers, engineers and scouts standing with an army that does not spare them are destroyed or enslaved
 *    (units-contact.ts);
 * 4. Besiege, Destroy, a Hold's take-over of an undefended enemy depot or watchtower (takeovers.ts), engineer
 *    work, Found City and spy missions follow.
 * An army in a battle this turn loses its later actions (COMBAT, Moving Through the Same Hex). An army whose
 * Enter Portal follows this step's action steps into the portal after it (portals.ts).
 */

type Step = { army: Mutable<Army>; line: OrderLine; march: boolean; args: MovementArgs };

function walkerOf(ctx: TurnContext, x: Army | Unit): Walker {
  if ('mobility' in x)
    return { name: x.name, player: x.player, kind: 'army', mobility: x.mobility, race: x.race };
  const race = ctx.state.players.find((p) => p.name === x.player)?.race ?? '';
  const kind = x.type === 'Scout' ? 'scout' : x.type === 'Engineer' ? 'engineer' : 'settler';
  return { name: x.name, player: x.player, kind, mobility: kind === 'scout' ? 'CAV' : 'FOOT', race };
}

function admin(ctx: TurnContext, phase: Phase, action: 1 | 2): void {
  const mem = unitMemory(ctx);
  const standing = stillIn(() => ctx.state.armies);
  for (const army of [...ctx.state.armies]) {
    if (!standing(army)) continue;
    const line = actionAt(ctx, army, action);
    if (line === null || mem.captured.has(key(army.name))) continue;
    if (mem.engaged.has(key(army.name))) {
      if (line.actionId !== 'Patrol')
        ctx.log(phase, army.name, `${line.action ?? 'action'} is lost: the army is in a battle`, 'COMBAT');
      continue;
    }
    const a = line.args;
    if (line.actionId === 'Join' && a?.type === 'target') join(ctx, phase, army, a.target);
    else if (line.actionId === 'Split') split(ctx, phase, army, line, action);
    else if (line.actionId === 'Disband') disband(ctx, phase, army, line);
    else if (line.actionId === 'Recruit') recruit(ctx, phase, army, line);
    else if (line.actionId === 'Patrol' && !mem.patrols.has(key(army.name))) {
      const extended = a?.type === 'patrol' && a.extended;
      mem.patrols.set(key(army.name), { extended, triggered: false });
      ctx.log(
        phase,
        army.name,
        `patrols ${extended ? 'two hexes (/M)' : 'the adjacent hexes'} around ${formatHex(army.hex)}`,
        'ARMY ACTIONS, Patrol',
      );
    }
  }
}

/** The army's move this step, after Miscommunication. */
function moveOf(ctx: TurnContext, phase: Phase, army: Mutable<Army>, line: OrderLine): Step | null {
  if ((line.actionId !== 'Move' && line.actionId !== 'March') || line.args?.type !== 'movement') return null;
  const ways = miscommunicatedArmies(ctx).get(key(army.name));
  const mem = unitMemory(ctx);
  const used = mem.miscommunicated.get(key(army.name)) ?? 0;
  if (ways !== undefined && used < ways.length) {
    mem.miscommunicated.set(key(army.name), used + 1);
    ctx.log(
      phase,
      army.name,
      `Miscommunication: moves ${ways[used]} instead of “${line.action} ${line.argsText}”`,
      'Calamities',
    );
    return {
      army,
      line,
      march: false,
      args: { ...line.args, directions: [ways[used]], follow: null, engage: false, engageTarget: null },
    };
  }
  return { army, line, march: line.actionId === 'March', args: line.args };
}

function aim(
  ctx: TurnContext,
  ph: Phase,
  view: MapView,
  s: Step,
  mover: Mover,
  plans: Map<string, { from: Hex; path: Hex[] }>,
): void {
  const a = s.args;
  let target: string | null = a.follow ?? a.engageTarget;
  if (target === null && a.engage)
    target =
      ctx.state.armies
        .filter((x) => hostile(ctx, x.player, s.army.player) && distance(x.hex, s.army.hex) === 1)
        .map((x) => x.name)
        .sort()
        .find((n) => (plans.get(key(n))?.path.length ?? 0) > 0) ?? null;
  const plan = target === null ? undefined : plans.get(key(target));
  if (plan === undefined || plan.path.length === 0) {
    // Said the same whether the target does not exist, is out of sight or stood still: the report never tells.
    const named = a.follow ?? a.engageTarget;
    if (named !== null)
      ctx.log(ph, s.army.name, `${named} not within reach: moves as written`, 'ARMY ACTIONS, Move');
    return;
  }
  const goal = plan.path[plan.path.length - 1];
  mover.path = view.toward(
    walkerOf(ctx, s.army),
    s.army.hex,
    goal,
    s.march,
    a.follow !== null && !a.engage,
  ).path;
  ctx.log(
    ph,
    s.army.name,
    `${a.follow !== null ? 'follows' : 'engages'} ${target} toward ${formatHex(goal)}`,
    'ARMY ACTIONS, Move',
  );
}

function move(ctx: TurnContext, ph: Phase, action: 1 | 2): void {
  const mem = unitMemory(ctx);
  const view = new MapView(ctx.state);
  const plans = new Map<string, { from: Hex; path: Hex[] }>();
  const movers: Mover[] = [];
  const steps = new Map<Mover, Step>();
  for (const army of ctx.state.armies) {
    const line =
      mem.engaged.has(key(army.name)) || mem.captured.has(key(army.name))
        ? null
        : actionAt(ctx, army, action);
    const s = line === null ? null : moveOf(ctx, ph, army, line);
    const planned = s === null ? null : view.plan(walkerOf(ctx, army), army.hex, s.args.directions, s.march);
    if (planned?.stop) ctx.log(ph, army.name, planned.stop, 'TERRAIN');
    const p = mem.patrols.get(key(army.name));
    const m: Mover = {
      name: army.name,
      player: army.player,
      from: army.hex,
      path: planned?.path ?? [],
      noEngage: s?.args.noEngage === true,
      frozen: null,
      patrol: p !== undefined && !p.triggered && !mem.engaged.has(key(army.name)) ? (p.extended ? 2 : 1) : 0,
    };
    movers.push(m);
    plans.set(key(army.name), { from: army.hex, path: m.path });
    if (s !== null) steps.set(m, s);
    if (s?.march) mem.marches.set(key(army.name), (mem.marches.get(key(army.name)) ?? 0) + 1);
  }
  const units: { unit: Mutable<Unit>; path: Hex[] }[] = [];
  for (const unit of ctx.state.units) {
    const line = mem.captured.has(key(unit.name)) ? null : actionAt(ctx, unit, action);
    if (unit.type === 'Spy' || line === null || line.args?.type !== 'movement') continue;
    const planned = view.plan(walkerOf(ctx, unit), unit.hex, line.args.directions, line.actionId === 'March');
    if (planned.stop) ctx.log(ph, unit.name, planned.stop, 'TERRAIN');
    units.push({ unit, path: planned.path });
    plans.set(key(unit.name), { from: unit.hex, path: planned.path });
  }
  for (const [m, s] of steps) if (s.args.follow !== null || s.args.engage) aim(ctx, ph, view, s, m, plans);
  keepBrokenRules(ctx, ph, view, movers, steps, action);
  simulate(ctx, ph, movers, action);
  const byName = new Map<string, Mutable<Army>>();
  for (const a of ctx.state.armies) if (!byName.has(a.name)) byName.set(a.name, a);
  for (const m of movers) {
    const army = byName.get(m.name);
    const end = positionAt(m, Infinity);
    if (army === undefined || (m.path.length === 0 && formatHex(end) === formatHex(army.hex))) continue;
    const entered = m.path.slice(0, m.frozen ?? m.path.length);
    discoverPortals(ctx, army.player, entered);
    const hexes = [m.from, ...entered].map(formatHex);
    army.hex = end;
    const fights = mem.engaged.has(key(army.name)) ? ' and fights there' : '';
    const how = hexes.length === 1 ? `stays in ${hexes[0]}` : `moves ${hexes.join(' → ')}`;
    ctx.log(ph, army.name, `${how}${fights}`, 'ARMY ACTIONS');
    const s = steps.get(m);
    if (s?.args.destroy === true && (m.frozen === null || m.frozen === m.path.length))
      destroyStructures(ctx, ph, army.name, end);
  }
  for (const { unit, path } of units) {
    if (path.length === 0) continue;
    ctx.log(ph, unit.name, `moves ${[unit.hex, ...path].map(formatHex).join(' → ')}`, 'ACTIONS');
    unit.hex = path[path.length - 1];
  }
}

/** Broken Armies (broken-moves.ts): a Broken army's move is cut where the book forbids it, and one with only
 * Hold orders moves one hex toward its nearest city in its first action. */
function keepBrokenRules(
  ctx: TurnContext,
  ph: Phase,
  view: MapView,
  movers: Mover[],
  steps: ReadonlyMap<Mover, Step>,
  action: 1 | 2,
): void {
  const mem = unitMemory(ctx);
  const byName = new Map(ctx.state.armies.map((a) => [key(a.name), a]));
  const holds = (line: OrderLine | null): boolean => line === null || line.actionId === 'Hold';
  const ground = new StepGround(ctx, view);
  for (const m of movers) {
    const army = byName.get(key(m.name));
    if (army === undefined || mem.engaged.has(key(army.name)) || mem.captured.has(key(army.name))) continue;
    if (m.patrol > 0) continue;
    const mustMove =
      action === 1 && !steps.has(m) && holds(actionAt(ctx, army, 1)) && holds(actionAt(ctx, army, 2));
    if (!steps.has(m) && !mustMove) continue;
    m.path = brokenArmyPath(ctx, ph, ground, army, walkerOf(ctx, army), m.path, mustMove);
  }
}

function work(ctx: TurnContext, ph: Phase, action: 1 | 2): void {
  const mem = unitMemory(ctx);
  let structuresAt = structuresByHex(ctx);
  // No army moves, joins or falls in this pass (besieging, destroying, taking over): one index serves it.
  const armiesAt = armiesByHex(ctx);
  const standing = stillIn(() => ctx.state.armies);
  for (const army of [...ctx.state.armies]) {
    if (!standing(army) || mem.engaged.has(key(army.name))) continue;
    const line = actionAt(ctx, army, action);
    if (line?.actionId === 'Besiege' && line.args?.type === 'target')
      besiege(ctx, ph, army, line.args.target);
    if (line?.actionId === 'Destroy') {
      destroyStructures(ctx, ph, army.name, army.hex);
      structuresAt = structuresByHex(ctx);
    }
    if (line?.actionId === 'Hold') takeOverStructures(ctx, ph, army, structuresAt, armiesAt);
  }
  const present = stillIn(() => ctx.state.units);
  for (const unit of [...ctx.state.units]) {
    if (!present(unit) || mem.captured.has(key(unit.name))) continue;
    const line = actionAt(ctx, unit, action);
    if (line === null) continue;
    if (unit.type === 'Engineer') engineerAction(ctx, ph, unit, line);
    else if (unit.type === 'Settler') settlerAction(ctx, ph, unit, line);
    else if (unit.type === 'Spy') spyAction(ctx, ph, unit, line);
  }
}

export function unitActionPhase(ctx: TurnContext, action: 1 | 2): void {
  const ph = phaseOf(action);
  startSupply(ctx);
  if (action === 1) enterPortals(ctx, action, 0);
  admin(ctx, ph, action);
  move(ctx, ph, action);
  catchUnits(ctx, ph);
  work(ctx, ph, action);
  enterPortals(ctx, action, action);
  writeBattles(ctx);
}
