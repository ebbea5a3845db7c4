import { decodeSnapshot, LedgerSnapshot, UNDO_TAB } from '../ledger/snapshot';
import type { SpreadsheetService } from './services';
import { TurnRefused } from './turn-guard';

/** What of an undo marker (CS42's turn or a staged ruleset's stage) says where its snapshot is. */
export interface SnapshotSlot {
  readonly id: string;
  readonly state: string;
  readonly slot: 1 | 2;
  readonly chunks: number;
}

/**
 * The snapshot `marker` announced on the _undo tab (its slot's column, one read), or null when it was never
 * written (a Resolve stopped before it: it wrote nothing). Refused, with `what`'s words, when the tab is
 * missing or holds another snapshot than a resolved marker's.
 */
export function readUndoSnapshot(
  spreadsheet: SpreadsheetService,
  marker: SnapshotSlot,
  what: { readonly missing: string; readonly edited: () => string },
): LedgerSnapshot | null {
  const sheet = spreadsheet.getSheetByName(UNDO_TAB);
  if (!sheet) throw new TurnRefused(`The ${UNDO_TAB} tab is missing, so ${what.missing} cannot be undone.`);
  if (marker.chunks === 0) return null;
  const cells = sheet.getSheetValues(2, marker.slot, marker.chunks, 1).map((row) => row[0]);
  let snapshot: LedgerSnapshot | null;
  try {
    snapshot = decodeSnapshot(cells);
  } catch (error) {
    if (marker.state === 'resolving') return null; // another Resolve's leftovers: this one wrote nothing
    throw new TurnRefused(error instanceof Error ? error.message : String(error));
  }
  if (snapshot?.id === marker.id) return snapshot;
  if (marker.state === 'resolving') return null;
  throw new TurnRefused(what.edited());
}
