/**
 * The Spend CP's phase as rounds (003 Spend CP's Phase; CP-R21): in order of play each player with CP left
 * spends one CP; a player with none is skipped. A pure function of the state and each player's lines for the
 * round: the first line accepted is his action; a refused line passes to his next; after a FREE action he goes
 * on with his next line ("You can immediately decide to use your CP on something else").
 */
import type { Dice } from '../dice';
import type { CpAction } from './actions';
import type { CpEvent } from './events';
import { cpEvent } from './events';
import { player } from './map';
import type { CpSettings, CpState } from './model';
import { spendOne } from './spend-one';

export interface RoundRefusal {
  readonly player: string;
  /** The line's index in the player's list. */
  readonly line: number;
  readonly reason: string;
}

export interface RoundResult {
  readonly state: CpState;
  readonly events: readonly CpEvent[];
  /** How many of each player's lines the round read (the queued setting carries the rest). */
  readonly used: ReadonlyMap<string, number>;
  readonly refusals: readonly RoundRefusal[];
}

/** True while any player has CP left this turn. */
export function spendingOpen(state: CpState): boolean {
  return state.players.some((p) => p.cp > 0);
}

/** One round: state + the lines of each player, in order of play → new state + events. */
export function spendRound(
  state: CpState,
  lines: ReadonlyMap<string, readonly CpAction[]>,
  dice: Dice,
  settings: CpSettings,
): RoundResult {
  let next = state;
  const events: CpEvent[] = [];
  const used = new Map<string, number>();
  const refusals: RoundRefusal[] = [];
  for (const who of state.order) {
    if ((player(next, who)?.cp ?? 0) <= 0) continue;
    const mine = lines.get(who) ?? [];
    let i = 0;
    let step = 0;
    let acted = false;
    while (i < mine.length && (player(next, who)?.cp ?? 0) > 0) {
      const key = `cp:R${state.round}${step > 0 ? `.${step + 1}` : ''}`;
      const r = spendOne(next, who, mine[i] as CpAction, dice, settings, key);
      events.push(...r.events);
      if (r.outcome === 'refused') refusals.push({ player: who, line: i, reason: r.reason });
      i += 1;
      if (r.outcome === 'refused') continue;
      next = r.state;
      acted = true;
      if (r.outcome === 'spent') break;
      step += 1;
    }
    used.set(who, i);
    if (!acted) events.push(cpEvent("Spend CP's", who, `no action in round ${state.round}`));
  }
  return { state: { ...next, round: state.round + 1 }, events, used, refusals };
}

/**
 * CP-R21's setting "queued": each player's whole ordered list, interleaved by order of play, round after round
 * until nobody has CP; a list that runs out gives up the CP left.
 */
export function spendQueued(
  state: CpState,
  queues: ReadonlyMap<string, readonly CpAction[]>,
  dice: Dice,
  settings: CpSettings,
): { state: CpState; events: CpEvent[]; refusals: RoundRefusal[] } {
  let next = state;
  const events: CpEvent[] = [];
  const refusals: RoundRefusal[] = [];
  const left = new Map([...queues].map(([k, v]) => [k, [...v]]));
  while (spendingOpen(next)) {
    for (const p of next.players)
      if (p.cp > 0 && (left.get(p.name) ?? []).length === 0) left.set(p.name, [{ kind: 'Give up' }]);
    const r = spendRound(next, left, dice, settings);
    next = r.state;
    events.push(...r.events);
    for (const f of r.refusals)
      refusals.push({
        ...f,
        line: f.line + (queues.get(f.player)?.length ?? 0) - (left.get(f.player)?.length ?? 0),
      });
    for (const [who, n] of r.used) left.set(who, (left.get(who) ?? []).slice(n));
  }
  return { state: next, events, refusals };
}
