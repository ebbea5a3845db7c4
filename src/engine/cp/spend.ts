/**
 * The Spend CP's phase as rounds (003 Spend CP's Phase; CP-R21): in order of play each player with CP left
 * spends one CP; a player with none is skipped. A pure function of the state and each player's lines for the
 * round: the first line accepted is his action; a refused line passes to his next; after a FREE action he goes
 * on with his next line ("You can immediately decide to use your CP on something else").
 */
import type { Dice } from '../dice';
import type { CpAction } from './actions';
import { actionTarget } from './actions';
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

/** How a round reads a player's line: the action, or why it is refused before any CP is spent. */
export type LineRead = { readonly action: CpAction } | { readonly refused: string };

/** A change of a player's CP, for the Journal (core/stage.ts StageJournalEntry). */
export interface CpEntry {
  readonly player: string;
  readonly resource: 'CP';
  readonly amount: number;
  readonly note: string;
}

/** Journal entries for every player whose CP changed between two states. */
export function cpEntries(before: CpState, after: CpState, note: (player: string) => string): CpEntry[] {
  const out: CpEntry[] = [];
  for (const p of after.players) {
    const was = player(before, p.name)?.cp ?? 0;
    if (p.cp !== was) out.push({ player: p.name, resource: 'CP', amount: p.cp - was, note: note(p.name) });
  }
  return out;
}

export interface RoundWith extends RoundResult {
  readonly entries: readonly CpEntry[];
  /** True when anyone spent a CP or took a FREE action. */
  readonly acted: boolean;
}

/** One round: state + the lines of each player, in order of play → new state + events. */
export function spendRound(
  state: CpState,
  lines: ReadonlyMap<string, readonly CpAction[]>,
  dice: Dice,
  settings: CpSettings,
): RoundResult {
  return spendRoundWith(state, lines, dice, settings, (_s, _w, action) => ({ action }));
}

/** One round over lines of any kind, each read into an action against the state when its turn comes. */
export function spendRoundWith<L>(
  state: CpState,
  lines: ReadonlyMap<string, readonly L[]>,
  dice: Dice,
  settings: CpSettings,
  read: (state: CpState, who: string, line: L) => LineRead,
): RoundWith {
  let next = state;
  const events: CpEvent[] = [];
  const entries: CpEntry[] = [];
  const used = new Map<string, number>();
  const refusals: RoundRefusal[] = [];
  let anyone = false;
  for (const who of state.order) {
    if ((player(next, who)?.cp ?? 0) <= 0) continue;
    const mine = lines.get(who) ?? [];
    let i = 0;
    let step = 0;
    let acted = false;
    while (i < mine.length && (player(next, who)?.cp ?? 0) > 0) {
      const key = `cp:R${state.round}${step > 0 ? `.${step + 1}` : ''}`;
      const line = read(next, who, mine[i] as L);
      i += 1;
      if ('refused' in line) {
        events.push(cpEvent("Spend CP's", who, line.refused));
        refusals.push({ player: who, line: i - 1, reason: line.refused });
        continue;
      }
      const r = spendOne(next, who, line.action, dice, settings, key);
      events.push(...r.events);
      if (r.outcome === 'later') {
        // The line is read again next round, when its second CP may be spent (CP-R1).
        i -= 1;
        break;
      }
      if (r.outcome === 'refused') {
        refusals.push({ player: who, line: i - 1, reason: r.reason });
        continue;
      }
      const action = line.action;
      entries.push(
        ...cpEntries(next, r.state, (p) =>
          p === who
            ? `${action.kind}: ${actionTarget(action) || 'the rest of this turn'}`
            : `${action.kind} by ${who} (CP-R10)`,
        ),
      );
      next = r.state;
      acted = true;
      if (r.outcome === 'spent') break;
      step += 1;
    }
    used.set(who, i);
    anyone = anyone || acted;
    if (!acted) events.push(cpEvent("Spend CP's", who, `no action in round ${state.round}`));
  }
  return { state: { ...next, round: state.round + 1 }, events, used, refusals, entries, acted: anyone };
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
