import type { TurnResult } from '../engine/cs42/turn/pipeline';
import { battleTabRows } from '../ledger/battles-tab';
import { logCells } from '../ledger/log';
import { BATTLES_TAB, LOG_TAB, TabSpec, TREASURY_TAB } from '../ledger/schema';
import { tabRows } from '../ledger/tab';
import { appendEntries, journalCells } from '../ledger/treasury';
import { appendGrid } from '../ledger/write-state';
import { TurnLedger } from './turn-ledger';

/** Rows a turn appends below the last used row of an append-only tab (Treasury, Log, Battles). */
export interface AppendedRecords {
  readonly spec: TabSpec;
  readonly firstRow: number;
  readonly grid: unknown[][];
}

/** The treasury entries, log rows and battles of a resolved turn, each tab's in one grid; `resolvedAt` starts
 * the battles' deadline. */
export function appendedRecords(
  ledger: TurnLedger,
  result: TurnResult,
  resolvedAt: Date = new Date(),
): AppendedRecords[] {
  const turn = result.resolvedTurn;
  const journal = appendEntries(
    ledger.journal,
    result.entries.map((e) => ({
      turn,
      player: e.player,
      category: e.category,
      amount: e.amount,
      for: e.for,
    })),
  ).slice(ledger.journal.length);
  const log = result.events.map((e) =>
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
  const out: AppendedRecords[] = [];
  for (const [spec, records] of [
    [TREASURY_TAB, journal.map(journalCells)],
    [LOG_TAB, log],
    [
      BATTLES_TAB,
      battleTabRows(ledger.state, turn, result.battles, ledger.settings.battleDeadlineDays, resolvedAt),
    ],
  ] as const) {
    if (records.length === 0) continue;
    const { firstRow, grid } = appendGrid(
      tabRows(spec.name, ledger.values.get(spec.name) ?? []),
      spec,
      records,
    );
    out.push({ spec, firstRow, grid });
  }
  return out;
}
