/**
 * Retreats (003 Battle results; CP-R12, CP-R22): "on the shortest possible way to an unoccupied or own
 * territory", with an MD roll to reach it. The road steps are counted through territories with no enemy army;
 * among the nearest, the lowest MD into it, then a logged die. The army always arrives; the roll decides its
 * status. None to reach: the army is removed, "even on a draw".
 */
import type { Dice } from '../dice';
import type { CpEvent } from './events';
import { cpEvent, rollEvent } from './events';
import {
  army,
  armiesIn,
  cpGraph,
  enemyArmiesIn,
  findRoad,
  sameSide,
  territory,
  withArmy,
  withoutArmy,
} from './map';
import type { CpArmy, CpArmyStatus, CpState } from './model';
import { capacity, captureAtOnce } from './move';

const R = 'Resolve Battles' as const;

/** Unoccupied, or held by the army's side with room for it (CP-R19). */
function refuge(state: CpState, a: CpArmy, where: string): boolean {
  if (where === a.territory) return false;
  const there = armiesIn(state, where);
  if (there.length === 0) return true;
  const t = territory(state, where);
  if (!t || t.owner === null || !sameSide(state, t.owner, a.player)) return false;
  return there.every((x) => sameSide(state, x.player, a.player)) && there.length < capacity(state, where);
}

/** The nearest refuges by road steps through territories with no enemy army, with the MD of the road into each. */
export function retreatOptions(state: CpState, a: CpArmy): { territory: string; md: number }[] {
  const g = cpGraph(state);
  const dist = new Map<string, number>([[a.territory, 0]]);
  const queue = [a.territory];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i] as string;
    for (const n of g.neighbours(here))
      if (!dist.has(n) && enemyArmiesIn(state, n, a.player).length === 0) {
        dist.set(n, (dist.get(here) ?? 0) + 1);
        queue.push(n);
      }
  }
  const goals = [...dist.keys()].filter((n) => refuge(state, a, n));
  if (goals.length === 0) return [];
  const nearest = Math.min(...goals.map((n) => dist.get(n) ?? Infinity));
  const mdInto = (n: string): number =>
    Math.min(
      ...g
        .neighbours(n)
        .filter((m) => dist.get(m) === nearest - 1)
        .map((m) => findRoad(state, m, n)?.md ?? Infinity),
    );
  return goals.filter((n) => dist.get(n) === nearest).map((n) => ({ territory: n, md: mdInto(n) }));
}

/** Retreats `armyName`: `ok` is its status when the MD roll passes, `failed` when it fails. */
export function retreat(
  state: CpState,
  armyName: string,
  ok: CpArmyStatus,
  failed: CpArmyStatus,
  dice: Dice,
): { state: CpState; events: CpEvent[] } {
  const a = army(state, armyName);
  if (!a) return { state, events: [] };
  const options = retreatOptions(state, a);
  if (options.length === 0)
    return {
      state: withoutArmy(state, a.name),
      events: [
        cpEvent(
          R,
          a.name,
          `cannot retreat to an unoccupied or own territory: removed from play`,
          '003 Battle results',
        ),
      ],
    };
  const events: CpEvent[] = [];
  const lowest = Math.min(...options.map((o) => o.md));
  const best = options.filter((o) => o.md === lowest);
  let to = best[0] as { territory: string; md: number };
  if (best.length > 1) {
    const tie = rollEvent(
      dice,
      `cp:retreat-tie:${a.name}`,
      best.length,
      R,
      a.name,
      'CP-R12',
      (n) => `retreat tie among ${best.map((o) => o.territory).join(', ')}: ${best[n - 1]?.territory ?? ''}`,
    );
    to = best[tie.result - 1] ?? to;
    events.push(tie.event);
  }
  const roll = rollEvent(
    dice,
    `cp:retreat:${a.name}`,
    6,
    R,
    a.name,
    '003 Battle results, CP-R22',
    (r) => `retreats to ${to.territory} (MD ${to.md}): ${r >= to.md ? ok : failed}`,
  );
  events.push(roll.event);
  let next = withArmy(state, a.name, {
    territory: to.territory,
    status: roll.result >= to.md ? ok : failed,
    stopped: true,
  });
  const c = captureAtOnce(next, army(next, a.name) as CpArmy, R);
  next = c.state;
  return { state: next, events: [...events, ...c.events] };
}
