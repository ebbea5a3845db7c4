import { LedgerSnapshot, restoreInput, UNDO_TAB } from '../ledger/snapshot';
import { CAMPAIGN_TAB, textColumnPositions, TREASURY_TAB } from '../ledger/schema';
import { campaignAfterUndo } from '../ledger/ledger-version';
import { headerIndex, tabRows } from '../ledger/tab';
import { balances, readJournal } from '../ledger/treasury';
import { laterTurnRows, withWrite } from '../ledger/undo-plan';
import { lastUsedRow } from '../ledger/write-state';
import { refreshForm } from './turn-form';
import { PropertiesStore, services, SpreadsheetService } from './services';
import { refuseIfOutOfTime, TurnRefused, withLock } from './turn-guard';
import { ledgerFromValues, readTurnLedger, TurnLedger } from './turn-ledger';
import { readUndoMarker, undoProperties, UndoMarker, writeUndoMarker } from './undo-marker';
import { PlannedWrite, WritePlan } from './write-plan';
import { withPlayerGrids } from './batch-io';
import { readOnce, refuseIfEditedSince } from './undo-hand-edits';
import { readUndoSnapshot } from './undo-snapshot';

export interface UndoneLedger {
  readonly message: string;
  /** The ledger as Undo left it (for the sidebar, without reading it again). */
  readonly ledger: TurnLedger;
  readonly marker: UndoMarker | null;
}

/** Undo last turn: the ledger as before the last Resolve (once), or an interrupted Resolve or Undo finished. */
export function undoTurn(
  started: number = Date.now(),
): UndoneLedger & { notes: readonly string[]; properties: PropertiesStore } {
  return withLock(() => {
    // One read of the marker property serves the marker and the Resolve's prints of what it wrote.
    const properties = readOnce(undoProperties());
    const marker = readUndoMarker(properties);
    if (!marker) throw new TurnRefused('There is no resolved turn to undo.');
    const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
    const undone = restoreLedger(spreadsheet, properties, marker, started, (ledger) =>
      refuseIfEditedSince(ledger, properties, marker),
    );
    // The settings Undo put back and the properties it read: the Campaign tab is not read again for the form.
    const known = { settings: undone.ledger.settings, timeZone: undone.ledger.timeZone };
    return { ...undone, notes: refreshForm(spreadsheet, known, properties), properties };
  });
}

/** The snapshot `marker` announced, or null when it was never written (a Resolve stopped before it). */
function readSnapshot(spreadsheet: SpreadsheetService, marker: UndoMarker): LedgerSnapshot | null {
  return readUndoSnapshot(spreadsheet, marker, {
    missing: 'the last turn',
    edited: () =>
      `The ${UNDO_TAB} tab no longer holds the snapshot of turn ${marker.turn} (was it edited?), so the turn cannot be undone.`,
  });
}

/**
 * Puts back what the Resolve announced by `marker` changed: each rewritten tab's changed rows, and each
 * append-only tab cut back to its rows before (keeping rows of later turns: orders and log rows that came
 * after the Resolve). Idempotent, so a killed Undo is finished by the next; the marker says `undoing` meanwhile.
 */
export function restoreLedger(
  spreadsheet: SpreadsheetService,
  properties: PropertiesStore,
  marker: UndoMarker,
  started: number = Date.now(),
  /** Called with the ledger as read, before anything is written (Undo's check for hand edits). */
  beforeWriting?: (ledger: TurnLedger) => void,
): UndoneLedger {
  const snapshot = readSnapshot(spreadsheet, marker);
  const ledger = readTurnLedger(spreadsheet);
  if (!snapshot) {
    // The Resolve stopped before its snapshot was written, so before any tab was: nothing to put back.
    writeUndoMarker(properties, marker.previous);
    return {
      message: `The interrupted Resolve of turn ${marker.turn} had not changed the ledger: it is as it was before turn ${marker.turn}.`,
      ledger,
      marker: marker.previous,
    };
  }
  if (marker.state === 'resolved' && ledger.settings.turn !== snapshot.turn + 1)
    throw new TurnRefused(
      `The snapshot is from before turn ${snapshot.turn}, but the ledger is at turn ${ledger.settings.turn}: it cannot be undone safely.`,
    );
  beforeWriting?.(ledger);
  const writes: PlannedWrite[] = [];
  const after = new Map(ledger.values);
  const sheetOf = (name: string) => {
    // A player's tab is no ledger tab: found by name only when its report column is taken out.
    const sheet = ledger.sheets.get(name) ?? spreadsheet.getSheetByName(name);
    if (!sheet) throw new TurnRefused(`The ${name} tab is missing, so the last turn cannot be undone.`);
    return sheet;
  };
  const headersOf = (values: unknown[][]): string[] => (values[0] ?? []).map((h) => String(h ?? ''));
  for (const [name, tab] of Object.entries(snapshot.rewritten)) {
    const values = ledger.values.get(name) ?? [];
    const restored = restoreInput(tab);
    // Undo puts the Ledger version back too, unless supply's tabs were hand-edited since (ledger-version.ts).
    const grid =
      name === CAMPAIGN_TAB.name
        ? campaignAfterUndo(restored, headersOf(values), ledger.settings.ledgerVersion, Date.now())
        : restored;
    writes.push({
      sheet: sheetOf(name),
      name,
      row: tab.from + 2,
      column: 1,
      grid,
      knownRows: values.length,
      width: Math.max(values[0]?.length ?? 0, grid[0]?.length ?? 0, 1),
      textColumns: textColumnPositions(name, headersOf(values)),
      ...(tab.maxRows !== null ? { shrinkTo: tab.maxRows } : {}),
    });
    after.set(name, withWrite(values, tab.from + 2, 1, tab.values));
  }
  // A player's tab given the turn's report as a new column: the column goes (it is there only if the Resolve
  // got that far: the counts tell), and any rows the report grew the tab by.
  for (const [name, inserted] of Object.entries(snapshot.inserted ?? {})) {
    if (inserted.maxColumns === null) continue;
    writes.push({
      sheet: sheetOf(name),
      name,
      row: 1,
      column: inserted.column,
      grid: [],
      knownRows: 0,
      width: inserted.column,
      textColumns: [],
      shrinkColumnsTo: inserted.maxColumns,
      ...(inserted.maxRows !== null ? { shrinkTo: inserted.maxRows } : {}),
    });
  }
  for (const [name, appended] of Object.entries(snapshot.appended)) {
    const values = ledger.values.get(name) ?? [];
    const tab = tabRows(name, values);
    const used = lastUsedRow(tab.rows);
    const kept = laterTurnRows(tab, appended.rows, snapshot.turn);
    if (name === TREASURY_TAB.name) rebalance(values.slice(0, appended.rows + 1), kept);
    const width = Math.max(values[0]?.length ?? 0, 1);
    const grid = [
      ...kept,
      ...Array.from({ length: Math.max(0, used - appended.rows - kept.length) }, () =>
        new Array(width).fill(''),
      ),
    ];
    if (grid.length === 0 && appended.maxRows === null) continue;
    writes.push({
      sheet: sheetOf(name),
      name,
      row: appended.rows + 2,
      column: 1,
      grid,
      knownRows: values.length,
      width,
      textColumns: textColumnPositions(name, headersOf(values)),
      ...(appended.maxRows !== null
        ? { shrinkTo: Math.max(appended.maxRows, appended.rows + 1 + kept.length) }
        : {}),
    });
    after.set(name, withWrite(values, appended.rows + 2, 1, grid));
  }
  const plan = new WritePlan(writes, {
    grid: withPlayerGrids(ledger, Object.keys(snapshot.inserted ?? {})),
    batch: ledger.batch,
  });
  refuseIfOutOfTime(started, 'Undo');
  if (marker.state === 'resolved') writeUndoMarker(properties, { ...marker, state: 'undoing' });
  plan.apply();
  // An interrupted Resolve undone: the turn before it can still be undone, as before it began. Battle results
  // undone: the Resolve they followed can still be undone (its snapshot is in the other slot).
  const left = marker.state === 'resolving' || marker.operation === 'battles' ? marker.previous : null;
  writeUndoMarker(properties, left);
  return {
    message:
      marker.operation === 'battles'
        ? `The battle results applied after turn ${snapshot.turn} were undone: the ledger is back as it was before they were applied.`
        : marker.state === 'resolving'
          ? `The interrupted Resolve of turn ${snapshot.turn} was undone: the ledger is back as it was before it.`
          : `Turn ${snapshot.turn} was undone: the ledger is back as it was before it was resolved.`,
    ledger: ledgerFromValues(spreadsheet, ledger.sheets, after, new Map(), ledger.timeZone),
    marker: left,
  };
}

/** Treasury rows of later turns that Undo keeps: their running balances follow from the rows before them. */
function rebalance(before: unknown[][], kept: unknown[][]): void {
  if (kept.length === 0) return;
  const tab = tabRows(TREASURY_TAB.name, before);
  const column = headerIndex(tab);
  const [player, amount, balance] = ['Player', 'Amount', 'Balance'].map(column);
  if (player < 0 || amount < 0 || balance < 0) return;
  const running = balances(readJournal(tab).rows);
  for (const row of kept) {
    const key = String(row[player] ?? '')
      .trim()
      .toLowerCase();
    const next = (running.get(key) ?? 0) + (Number(row[amount]) || 0);
    running.set(key, next);
    row[balance] = next;
  }
}
