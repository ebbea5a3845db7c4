/**
 * Set-up (003 "the setup"): in order of play each player places one army, then in reverse order a second;
 * "at least one territory between enemy armies" (CP-R12: road distance 2 or more).
 */
import { distances } from '../core/graph';
import { armiesIn, cpGraph, sameSide, territory } from './map';
import type { CpState } from './model';

/** Who places when: the order of play, then reversed ("starting with the last player"). */
export function placementOrder(order: readonly string[]): string[] {
  return [...order, ...[...order].reverse()];
}

/** Why `who` may not place an army on `where`; null when he may. */
export function placementProblem(state: CpState, who: string, where: string): string | null {
  if (!territory(state, where)) return `There is no territory '${where}'`;
  if (armiesIn(state, where).length > 0) return `${where} already holds an army`;
  const dist = distances(cpGraph(state), where);
  const near = state.armies.find(
    (a) => !sameSide(state, a.player, who) && (dist.get(a.territory) ?? Infinity) < 2,
  );
  return near
    ? `${where} is next to ${near.player}'s ${near.name}: there must be at least one territory between enemy armies (CP-R12)`
    : null;
}

export function placeArmy(state: CpState, who: string, name: string, where: string): CpState {
  const problem = placementProblem(state, who, where);
  if (problem) throw new RangeError(problem);
  if (state.armies.some((a) => a.name === name)) throw new RangeError(`There is already an army '${name}'`);
  return {
    ...state,
    armies: [
      ...state.armies,
      { name, player: who, territory: where, status: 'normal', stopped: false, cameFrom: null, arrival: 0 },
    ],
  };
}
