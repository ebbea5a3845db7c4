/** What a stage collects as it runs: Log rows, Journal entries (power), the players' cards. */
import { summariesOf, type StageJournalEntry, type StageSummary } from '../../core/stage';
import type { MeEvent } from '../events';
import type { MeState } from '../model';

export interface Ledger {
  readonly events: MeEvent[];
  readonly entries: StageJournalEntry[];
  readonly cards: Map<string, string[]>;
}

export function newLedger(): Ledger {
  return { events: [], entries: [], cards: new Map() };
}

/** A change of a kingdom's Power (Table 9, Table 10, 7.1B) for the Journal. */
export function stageJournal(l: Ledger, player: string, amount: number, note: string): void {
  if (amount !== 0) l.entries.push({ player, resource: 'Power', amount, note });
}

/** The players' cards (a neutral kingdom's army fights, but has no card). */
export function playerCards(l: Ledger, s: Pick<MeState, 'kingdoms'>): StageSummary[] {
  const players = new Set(s.kingdoms.map((k) => k.player));
  return summariesOf(l.cards).filter((c) => players.has(c.player));
}
