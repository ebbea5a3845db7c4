import { encodeSnapshot, LedgerSnapshot, RewrittenTab, UNDO_TAB } from '../ledger/snapshot';
import { SheetService, SpreadsheetService } from './services';
import { refuseIfOutOfTime, TurnRefused } from './turn-guard';
import { restoreLedger } from './undo';
import {
  inProgressMessage,
  readUndoMarker,
  undoProperties,
  UndoMarker,
  writeUndoMarker,
} from './undo-marker';
import { PlannedWrite, WritePlan } from './write-plan';
import type { BatchTarget, GridSize } from './batch-io';
import { markerWithPrints } from './undo-hand-edits';
import type { WrittenPrints } from './written-prints';

/** The rows an operation changes, what Undo needs of them, and every tab's values after. */
export interface UndoablePlan {
  readonly writes: PlannedWrite[];
  readonly rewritten: ReadonlyMap<string, Omit<RewrittenTab, 'maxRows'>>;
  /** Append-only tabs: the rows they used before. */
  readonly appended: ReadonlyMap<string, number>;
  /** Tabs given a new column, by the column it is inserted before (absent: none). */
  readonly inserted?: ReadonlyMap<string, number>;
  readonly after: Map<string, unknown[][]>;
}

/**
 * Writes `plan` as one transaction, as Resolve does: every structural read first, then the undo marker (a
 * document property) announcing the snapshot, the snapshot in the free slot of the _undo tab, the tabs, and the
 * marker `resolved`. A thrown failure puts the ledger back at once; a kill leaves the marker for Undo.
 * `snapshot.turn` is the turn Undo checks the ledger against (the ledger must be at the turn after it).
 * `written`: the prints of the cells `plan` writes, kept on the `resolved` marker so Undo names hand edits since.
 */
export function commitWithUndo(
  spreadsheet: SpreadsheetService,
  plan: UndoablePlan,
  snapshot: Omit<LedgerSnapshot, 'id'>,
  operation: UndoMarker['operation'],
  label: string,
  started: number,
  read: { grid?: ReadonlyMap<string, GridSize>; batch?: BatchTarget } = {},
  written: WrittenPrints = {},
): Map<string, unknown[][]> {
  const properties = undoProperties();
  const marker = readUndoMarker(properties);
  const interrupted = inProgressMessage(marker);
  if (interrupted) throw new TurnRefused(interrupted);
  const undoSheet = spreadsheet.getSheetByName(UNDO_TAB);
  if (!undoSheet) throw new TurnRefused(`The ${UNDO_TAB} tab is missing. Run Campaign → Set up ledger.`);
  // Read through the advanced service, written through it too (cell input from its reads is for RAW).
  const writes = new WritePlan(plan.writes, read);
  const next: UndoMarker = {
    id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`,
    turn: snapshot.turn,
    state: 'resolving',
    slot: marker?.slot === 1 ? 2 : 1,
    chunks: 0,
    previous: marker ? { ...marker, previous: null } : null,
    ...(operation ? { operation } : {}),
  };
  const { chunks, write: undoPlan } = snapshotPlan(
    undoSheet,
    next,
    plan,
    writes,
    staleChunks(marker, next),
    read.batch,
  );
  refuseIfOutOfTime(started, label);
  const announced: UndoMarker = { ...next, chunks: chunks.length };
  writeUndoMarker(properties, announced);
  try {
    undoPlan.apply();
    writes.apply();
    writeUndoMarker(properties, markerWithPrints({ ...announced, state: 'resolved' }, written));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    try {
      restoreLedger(spreadsheet, properties, announced);
    } catch (second) {
      throw new TurnRefused(
        `${label} stopped (${why}) and the ledger could not be put back (${second instanceof Error ? second.message : String(second)}). ${inProgressMessage(announced)}`,
      );
    }
    throw new TurnRefused(`${label} stopped and nothing was changed (${why}). Try again.`);
  }
  return plan.after;
}

/**
 * Cells of `next`'s slot the snapshot before `current` still holds (known when `current` remembers it): the
 * new snapshot's write blanks those it does not cover, so the tab holds two snapshots, not every longer one.
 */
export function staleChunks(current: UndoMarker | null, next: UndoMarker): number {
  const before = current?.previous;
  return before && before.slot === next.slot ? before.chunks : 0;
}

/**
 * The snapshot of what `plan` changes (each tab's row count from the structural reads of `writes`), encoded
 * for `marker`, and its write to the marker's slot of the _undo tab (blanking the `stale` cells an older
 * snapshot left there), whose structural read this makes now.
 */
export function snapshotPlan(
  undoSheet: SheetService,
  marker: UndoMarker,
  plan: Pick<UndoablePlan, 'rewritten' | 'appended' | 'inserted'>,
  writes: WritePlan,
  stale = 0,
  batch?: BatchTarget,
): { chunks: string[]; write: WritePlan } {
  const chunks = encodeSnapshot({
    id: marker.id,
    turn: marker.turn,
    rewritten: Object.fromEntries(
      [...plan.rewritten].map(([name, tab]) => [name, { ...tab, maxRows: writes.maxRowsOf(name) }]),
    ),
    appended: Object.fromEntries(
      [...plan.appended].map(([name, rows]) => [name, { rows, maxRows: writes.maxRowsOf(name) }]),
    ),
    inserted: Object.fromEntries(
      [...(plan.inserted ?? [])].map(([name, column]) => [
        name,
        {
          column,
          maxColumns: writes.maxColumnsOf(name),
          // Rows to delete on Undo only when the report grows the tab (else Undo need not count them).
          maxRows: writes.growsRows(name) ? writes.maxRowsOf(name) : null,
        },
      ]),
    ),
  });
  const write = new WritePlan(
    [
      {
        sheet: undoSheet,
        name: UNDO_TAB,
        row: 2,
        column: marker.slot,
        grid: [
          ...chunks.map((chunk) => [chunk]),
          ...Array.from({ length: Math.max(0, stale - chunks.length) }, () => ['']),
        ],
        knownRows: 0,
        width: 2,
        textColumns: [0, 1],
      },
    ],
    batch ? { batch } : {},
  );
  return { chunks, write };
}
