import { distance, formatHex, Hex, hexKey, sameHex } from '../../hex';
import { addContact } from './combat-records';
import type { Phase, TurnContext } from './context';
import { miscommunicatedArmies } from './economy-record';
import { MapView } from './movement-paths';
import { declaredStatus } from '../diplomacy';
import { asCampaign, hostile, key, pairKey, unitMemory } from './units-memory';

/**
 * Simultaneous movement of the armies in one action step (ACTIONS: "If opposing units occupy the same hex
 * during the first or second actions of both units then they will stop at the point where they have common
 * ground and fight. If opposing units cross a common hex side but going opposite directions, then they will
 * both stop in one of the two hexes randomly selected"; COMBAT, Moving Through the Same Hex; ARMY ACTIONS,
 * Patrol).
 *
 * Reading: every army moves one hex per tick, all at once (an army that moves fewer hexes stands still after
 * its last one; one that does not move stands still throughout). At each tick, in this order:
 * 1. Hostile armies (units-memory `hostile`) that swap hexes across one hexside both stop in one of the two
 *    hexes, chosen by a d2 (`crossing:<a>:<b>`, names in alphabetical order; 1 = the first's hex before the
 *    tick, 2 = the second's).
 * 2. A patrolling army engages the first hostile army that enters a hex within its range (1, or 2 with /M):
 *    the mover stops there and the patroller moves in (several at once: a die `patrol:<patroller>` picks).
 * 3. Hostile armies in one hex, at least one of which has just entered it, stop there and fight.
 * NO ENGAGE on both armies lets them pass (1 and 3); a holding army never has NO ENGAGE. A stopped army loses
 * the rest of its movement and its later actions this turn. Patrol moves ignore terrain.
 */

export interface Mover {
  readonly name: string;
  readonly player: string;
  readonly from: Hex;
  /** Hexes entered, in order; empty for an army that does not move. */
  path: Hex[];
  readonly noEngage: boolean;
  /** Index in [from, ...path] where it stopped, or null while it goes on. */
  frozen: number | null;
  /** Patrol range of an army on Patrol that has not engaged yet; 0 for the others. */
  readonly patrol: number;
}

export function positionAt(m: Mover, t: number): Hex {
  const seq = [m.from, ...m.path];
  return seq[Math.min(t, m.frozen ?? m.path.length, m.path.length)];
}

/** Entered a new hex at tick t. */
function arrived(m: Mover, t: number): boolean {
  return t >= 1 && !sameHex(positionAt(m, t), positionAt(m, t - 1));
}

function fight(ctx: TurnContext, phase: Phase, hex: Hex, a: Mover, b: Mover, how: string): void {
  addContact(ctx, hex, [a.name, b.name]);
  const met = unitMemory(ctx).met;
  if (met.has(pairKey(a.name, b.name))) return;
  met.add(pairKey(a.name, b.name));
  ctx.log(phase, `${a.name} / ${b.name}`, `${how} in ${formatHex(hex)}: they stop and fight`, 'COMBAT');
}

function crossings(ctx: TurnContext, phase: Phase, movers: Mover[], t: number): void {
  const mem = unitMemory(ctx);
  const active = movers.filter((m) => m.frozen === null && m.path.length >= t);
  // Only a mover that stood at t-1 where `a` stands at t can swap with it: look those up, in `active` order.
  const before = new Map<number, Mover[]>();
  for (const m of active) {
    const list = before.get(hexKey(positionAt(m, t - 1)));
    if (list === undefined) before.set(hexKey(positionAt(m, t - 1)), [m]);
    else list.push(m);
  }
  for (const a of active)
    for (const b of before.get(hexKey(positionAt(a, t))) ?? []) {
      if (key(a.name) >= key(b.name) || a.frozen !== null || b.frozen !== null) continue;
      const swap =
        sameHex(positionAt(a, t - 1), positionAt(b, t)) && sameHex(positionAt(a, t), positionAt(b, t - 1));
      if (!swap || !hostile(ctx, a.player, b.player)) continue;
      if (a.noEngage && b.noEngage) {
        mem.passed.add(pairKey(a.name, b.name));
        continue;
      }
      const hexA = positionAt(a, t - 1);
      const hexB = positionAt(b, t - 1);
      const r = ctx.roll(
        phase,
        `crossing:${a.name}:${b.name}`,
        2,
        `${a.name} / ${b.name}`,
        'ACTIONS',
        (n) =>
          `cross the same hexside in opposite directions: both stop in ${formatHex(n === 1 ? hexA : hexB)}`,
      );
      a.frozen = r === 1 ? t - 1 : t;
      b.frozen = r === 1 ? t : t - 1;
      fight(ctx, phase, r === 1 ? hexA : hexB, a, b, 'Crossing a hexside');
    }
}

function patrols(
  ctx: TurnContext,
  phase: Phase,
  movers: Mover[],
  t: number,
  candidates: (p: Mover) => Mover[],
): void {
  const mem = unitMemory(ctx);
  const watching = movers
    .filter(
      (p) =>
        p.patrol > 0 && mem.patrols.get(key(p.name))?.triggered === false && !mem.engaged.has(key(p.name)),
    )
    .sort((a, b) => (key(a.name) < key(b.name) ? -1 : 1));
  for (const p of watching) {
    const found = candidates(p).filter((m) => !mem.engaged.has(key(m.name)));
    if (found.length === 0) continue;
    const pick =
      found.length === 1
        ? found[0]
        : found[
            ctx.roll(
              phase,
              `patrol:${p.name}`,
              found.length,
              p.name,
              'ARMY ACTIONS, Patrol',
              (n) => `engages ${found[n - 1].name} (one of ${found.length} in range)`,
            ) - 1
          ];
    const hex = positionAt(pick, t);
    if (pick.frozen === null) pick.frozen = Math.min(t, pick.path.length);
    p.path = [hex];
    p.frozen = 1;
    const patrol = mem.patrols.get(key(p.name));
    if (patrol !== undefined) patrol.triggered = true;
    fight(ctx, phase, hex, p, pick, `${p.name} on Patrol intercepts ${pick.name}`);
  }
}

/**
 * RULINGS 32, Escorts: `m`, moving on through this hex, passes `foe` when an army of its owner (or of a player
 * whose declaration toward its owner is Allied) there engages `foe`, is at least 1½ times its points, and
 * `m` is not bound for the hex `foe` came from. Returns the escort, or null.
 */
function escortOf(ctx: TurnContext, group: Mover[], m: Mover, foe: Mover, t: number): Mover | null {
  if (m.frozen !== null || m.path.length <= t) return null;
  if (sameHex(m.path[m.path.length - 1], foe.from)) return null;
  const points = (x: Mover): number => ctx.state.armies.find((a) => key(a.name) === key(x.name))?.points ?? 0;
  const friendly = (e: Mover): boolean =>
    e.player === m.player || declaredStatus(asCampaign(ctx.state), e.player, m.player) === 'Allied';
  return (
    group.find(
      (e) =>
        e !== m &&
        e !== foe &&
        friendly(e) &&
        !e.noEngage &&
        hostile(ctx, e.player, foe.player) &&
        points(e) * 2 >= points(foe) * 3,
    ) ?? null
  );
}

function sameHexes(ctx: TurnContext, phase: Phase, movers: Mover[], t: number): void {
  const mem = unitMemory(ctx);
  const byHex = new Map<string, Mover[]>();
  for (const m of movers) {
    const k = formatHex(positionAt(m, t));
    const list = byHex.get(k);
    if (list === undefined) byHex.set(k, [m]);
    else list.push(m);
  }
  for (const group of byHex.values())
    for (const a of group)
      for (const b of group) {
        if (key(a.name) >= key(b.name) || !hostile(ctx, a.player, b.player)) continue;
        if (!arrived(a, t) && !arrived(b, t)) continue;
        if (a.noEngage && b.noEngage) {
          mem.passed.add(pairKey(a.name, b.name));
          continue;
        }
        const escorts = [
          [a, escortOf(ctx, group, a, b, t), b],
          [b, escortOf(ctx, group, b, a, t), a],
        ] as const;
        if (escorts.some(([, e]) => e !== null)) {
          for (const [m, e, foe] of escorts) {
            if (e === null) continue;
            for (const x of [e, foe]) if (x.frozen === null) x.frozen = Math.min(t, x.path.length);
            ctx.log(
              phase,
              m.name,
              `passes ${foe.name}: escorted by ${e.name}, which engages it`,
              'RULINGS 32',
            );
            fight(
              ctx,
              phase,
              positionAt(e, t),
              e,
              foe,
              `${e.name} escorts ${m.name} and engages ${foe.name}`,
            );
          }
          continue;
        }
        for (const m of [a, b]) if (m.frozen === null) m.frozen = Math.min(t, m.path.length);
        fight(ctx, phase, positionAt(a, t), a, b, 'Hostile armies meet');
      }
}

/**
 * Calamities, Miscommunication: "A randomly selected army will take two move orders in random directions this
 * turn", whatever its orders. units.ts replaces the army's written Move or March by its random move; an army
 * struck that has no move to replace in this step (no order, or another action) takes its random one-hex move
 * here all the same: step 1 the first direction, step 2 the next one not yet taken. An army already in a battle
 * takes no more moves (COMBAT, Moving Through the Same Hex).
 */
function miscommunicate(ctx: TurnContext, phase: Phase, movers: Mover[], step: 1 | 2): void {
  const struck = miscommunicatedArmies(ctx);
  if (struck.size === 0) return;
  const mem = unitMemory(ctx);
  const view = new MapView(ctx.state);
  for (const m of movers) {
    const ways = struck.get(key(m.name));
    const used = mem.miscommunicated.get(key(m.name)) ?? 0;
    if (ways === undefined || used >= step || used >= ways.length || m.path.length > 0) continue;
    if (mem.engaged.has(key(m.name)) || mem.captured.has(key(m.name))) continue;
    const army = ctx.state.armies.find((a) => key(a.name) === key(m.name));
    if (army === undefined) continue;
    mem.miscommunicated.set(key(m.name), used + 1);
    const walker = { name: army.name, player: army.player, kind: 'army' as const, mobility: army.mobility };
    const planned = view.plan({ ...walker, race: army.race }, m.from, [ways[used]], false);
    m.path = planned.path;
    ctx.log(
      phase,
      m.name,
      `Miscommunication: moves ${ways[used]} though it had no move order this action${planned.stop ? ` (${planned.stop})` : ''}`,
      'Calamities',
    );
  }
}

/** Runs the ticks; afterwards `positionAt(m, Infinity)` is where each army ends the step. */
export function simulate(ctx: TurnContext, phase: Phase, movers: Mover[], step: 1 | 2): void {
  miscommunicate(ctx, phase, movers, step);
  const ticks = Math.max(0, ...movers.map((m) => m.path.length));
  for (let t = 1; t <= ticks; t++) {
    crossings(ctx, phase, movers, t);
    patrols(ctx, phase, movers, t, (p) =>
      movers.filter(
        (m) =>
          m !== p &&
          arrived(m, t) &&
          hostile(ctx, p.player, m.player) &&
          distance(positionAt(m, t), p.from) <= p.patrol,
      ),
    );
    sameHexes(ctx, phase, movers, t);
  }
  if (step !== 1) return;
  // ARMY ACTIONS, Patrol: an army that began the turn in range must get out with its first action.
  const mem = unitMemory(ctx);
  patrols(ctx, phase, movers, ticks, (p) =>
    movers.filter((m) => {
      const start = mem.startHex.get(key(m.name));
      const end = positionAt(m, Infinity);
      return (
        m !== p &&
        start !== undefined &&
        distance(start, p.from) <= p.patrol &&
        distance(end, p.from) <= p.patrol &&
        hostile(ctx, p.player, m.player)
      );
    }),
  );
}
