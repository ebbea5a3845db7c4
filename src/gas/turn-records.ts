import type { TurnEntry, TurnEvent } from '../engine/cs42/turn/context';
import type { TurnResult } from '../engine/cs42/turn/pipeline';
import { battleTabRows } from '../ledger/battles-tab';
import { logCells } from '../ledger/log';
import { BATTLES_TAB, LOG_TAB, TabSpec, TREASURY_TAB } from '../ledger/schema';
import { tabRows } from '../ledger/tab';
import { appendEntries, journalCells } from '../ledger/treasury';
import { appendGrid, Cells } from '../ledger/write-state';
import { TurnLedger } from './turn-ledger';

/** Rows a turn appends below the last used row of an append-only tab (Treasury, Log, Battles). */
export interface AppendedRecords {
  readonly spec: TabSpec;
  readonly firstRow: number;
  readonly grid: unknown[][];
}

/** The treasury entries, log rows and battles of a resolved turn, each tab's in one grid; `resolvedAt` starts
 * the battles' deadline; `moderatorOnly` goes to the Log alone, never to a player's report. */
export function appendedRecords(
  ledger: TurnLedger,
  result: TurnResult,
  resolvedAt: Date = new Date(),
  moderatorOnly: readonly TurnEvent[] = [],
): AppendedRecords[] {
  const turn = result.resolvedTurn;
  return [
    ...journalAndLogRecords(ledger, turn, result.entries, [...result.events, ...moderatorOnly]),
    ...appendedTo(
      ledger,
      BATTLES_TAB,
      battleTabRows(ledger.state, turn, result.battles, ledger.settings.battleDeadlineDays, resolvedAt),
    ),
  ];
}

/** The Treasury rows of the engine's `entries` and the Log rows of its `events`, all of `turn`, each tab's in one
 * grid (none for a tab with nothing to append): what a Resolve and Apply battle results append alike. */
export function journalAndLogRecords(
  ledger: TurnLedger,
  turn: number,
  entries: readonly TurnEntry[],
  events: readonly TurnEvent[],
): AppendedRecords[] {
  const journal = appendEntries(
    ledger.journal,
    entries.map((e) => ({
      turn,
      player: e.player,
      category: e.category,
      amount: e.amount,
      for: e.for,
    })),
  ).slice(ledger.journal.length);
  const log = events.map((e) =>
    logCells({
      turn,
      phase: e.phase,
      subject: e.subject,
      die: e.die,
      key: e.key,
      result: e.result,
      table: e.table,
      effect: e.effect,
    }),
  );
  return [
    ...appendedTo(ledger, TREASURY_TAB, journal.map(journalCells)),
    ...appendedTo(ledger, LOG_TAB, log),
  ];
}

/** `records` below the last used row of the tab, in one grid; nothing when there are none. */
function appendedTo(ledger: TurnLedger, spec: TabSpec, records: readonly Cells[]): AppendedRecords[] {
  if (records.length === 0) return [];
  const { firstRow, grid } = appendGrid(
    tabRows(spec.name, ledger.values.get(spec.name) ?? []),
    spec,
    records,
  );
  return [{ spec, firstRow, grid }];
}
