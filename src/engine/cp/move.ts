/**
 * Move an army (003 Available Actions; CP-R4, CP-R5, CP-R16) and capture at once (Resolve Battles a/b, CP-R5,
 * CP-R17): an army on a territory with DV 0 and no enemy army takes it; entering an enemy army, an enemy flag or
 * a DV above 0 stops the army for the rest of the turn until the territory is captured.
 */
import type { Dice } from '../dice';
import type { CpEvent, CpPhase } from './events';
import { cpEvent, rollEvent } from './events';
import {
  army,
  armiesIn,
  enemyArmiesIn,
  enemyOwned,
  findRoad,
  sameSide,
  territory,
  withArmy,
  withTerritory,
} from './map';
import type { CpArmy, CpState } from './model';
import { TERRITORY_TYPES } from './territory-tables';

/** How many armies of one side a territory holds at most ("only one army ... unless stated otherwise"). */
export function capacity(state: CpState, where: string): number {
  const t = territory(state, where);
  return t && TERRITORY_TYPES[t.type].twoAllied ? 2 : 1;
}

/** Why `armyName` may not move to `to` now; null when it may (the MD roll still decides). */
export function moveProblem(state: CpState, armyName: string, to: string): string | null {
  const a = army(state, armyName);
  if (!a) return `There is no army '${armyName}'`;
  if (a.status !== 'normal')
    return `${a.name} is ${a.status}: "A broken or defeated army may not move until it is rebuild"`;
  if (a.stopped) {
    const owner = territory(state, a.territory)?.owner ?? null;
    const whose = owner && !sameSide(state, owner, a.player) ? ` (it is ${owner}'s)` : '';
    // CP-R5: "you may not move any further until this territory is [captured]" – by the mover's side.
    return `${a.name} may not move further this turn: ${a.territory} is not captured by you${whose} (CP-R5)`;
  }
  if (!territory(state, to)) return `There is no territory '${to}'`;
  const road = findRoad(state, a.territory, to);
  if (!road) return `No road joins ${a.territory} to ${to}`;
  const there = armiesIn(state, to);
  if (there.some((x) => there.some((y) => !sameSide(state, x.player, y.player))))
    return `${to} already holds armies of two sides waiting for battle`;
  const friends = there.filter((x) => sameSide(state, x.player, a.player)).length;
  if (friends > 0 && friends >= capacity(state, to))
    return `${to} may hold ${capacity(state, to) === 2 ? 'only two allied armies' : 'only one army'} (Territory Descriptions, CP-R19)`;
  return null;
}

/** Captures (a)/(b) at once: DV 0, no enemy army, not already the side's; the side's armies there move freely again. */
export function captureAtOnce(
  state: CpState,
  a: CpArmy,
  phase: CpPhase = "Spend CP's",
): { state: CpState; events: CpEvent[] } {
  const t = territory(state, a.territory);
  if (!t || t.dv > 0 || enemyArmiesIn(state, t.name, a.player).length > 0) return { state, events: [] };
  if (t.owner !== null && sameSide(state, t.owner, a.player)) return { state, events: [] };
  let next = withTerritory(state, t.name, { owner: a.player });
  for (const x of armiesIn(next, t.name))
    if (sameSide(next, x.player, a.player)) next = withArmy(next, x.name, { stopped: false });
  return {
    state: next,
    events: [
      cpEvent(phase, t.name, `captured by ${a.player} (${a.name})`, '003 Resolve Battles a/b, CP-R5, CP-R17'),
    ],
  };
}

/** After entering: stopped while an enemy army is there or the flag is not the side's (CP-R5). */
function stops(state: CpState, a: CpArmy): boolean {
  const t = territory(state, a.territory);
  if (!t) return false;
  return (
    enemyArmiesIn(state, t.name, a.player).length > 0 || t.owner === null || enemyOwned(state, t, a.player)
  );
}

/** The MD roll (CP-R4: D6 at least the road's MD), then the move, capture at once and the stop. */
export function moveArmy(
  state: CpState,
  armyName: string,
  to: string,
  dice: Dice,
  key: string,
): { state: CpState; events: CpEvent[]; moved: boolean } {
  const a = army(state, armyName);
  const road = a && findRoad(state, a.territory, to);
  if (!a || !road) throw new RangeError(`moveArmy: ${armyName} to ${to} was not checked with moveProblem`);
  const md = rollEvent(dice, key, 6, "Spend CP's", a.name, 'CP-R4 (MD roll)', (r) =>
    r >= road.md
      ? `marches ${a.territory} to ${to} (MD ${road.md})`
      : `fails MD ${road.md} from ${a.territory} to ${to}: stays`,
  );
  if (md.result < road.md) return { state, events: [md.event], moved: false };
  const arrival = state.moves + 1;
  let next: CpState = {
    ...withArmy(state, a.name, { territory: to, cameFrom: a.territory, arrival }),
    moves: arrival,
  };
  const moved = army(next, a.name) as CpArmy;
  const capture = captureAtOnce(next, moved);
  next = capture.state;
  const events = [md.event, ...capture.events];
  const after = army(next, a.name) as CpArmy;
  if (stops(next, after)) {
    next = withArmy(next, a.name, { stopped: true });
    events.push(cpEvent("Spend CP's", a.name, `stops in ${to} until it is captured`, 'CP-R5'));
  }
  return { state: next, events, moved: true };
}

/**
 * CP-R16: leaving a River Ford, Vital Crossroad or Mountain Pass not held by an enemy and with no enemy army,
 * D6 at least the type's number is a FREE MOVE. Null when the territory gives none.
 */
export function freeMoveRoll(
  state: CpState,
  a: CpArmy,
  dice: Dice,
  key: string,
): { free: boolean; event: CpEvent } | null {
  const t = territory(state, a.territory);
  const need = t ? TERRITORY_TYPES[t.type].freeMove : null;
  if (
    !t ||
    need === null ||
    enemyOwned(state, t, a.player) ||
    enemyArmiesIn(state, t.name, a.player).length > 0
  )
    return null;
  const roll = rollEvent(
    dice,
    key,
    6,
    "Spend CP's",
    a.name,
    `003 Territory Descriptions: ${t.type}, CP-R16`,
    (r) => (r >= need ? `${need}+: FREE MOVE leaving ${t.name}` : `needs ${need}+ for a FREE MOVE: CP spent`),
  );
  return { free: roll.result >= need, event: roll.event };
}
