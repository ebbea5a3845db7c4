import type { Clock } from '../../engine/core/stage';
import { LedgerSnapshot, restoreInput, UNDO_TAB } from '../../ledger/snapshot';
import type { StageRuleset } from '../../ledger/stage-ruleset';
import { tabRows } from '../../ledger/tab';
import { laterTurnRows, withWrite } from '../../ledger/undo-plan';
import { lastUsedRow } from '../../ledger/write-state';
import { PropertiesStore, services, SpreadsheetService } from '../services';
import { refuseIfOutOfTime, TurnRefused, withLock } from '../turn-guard';
import { readUndoSnapshot } from '../undo-snapshot';
import { PlannedWrite, WritePlan } from '../write-plan';
import { clockText, headersOf, readStagePresent, sameClock, specOf, stageTextColumns } from './ledger';
import { readStageMarker, StageMarker, writeStageMarker } from './marker';
import { campaignValue } from './state';
import { refreshStageForm } from './form';
import { withdrawStageReports } from './views';

export interface UndoneStage {
  readonly message: string;
  /** Every tab's values as Undo left them (for the sidebar, without reading them again). */
  readonly values: ReadonlyMap<string, unknown[][]>;
  readonly marker: StageMarker | null;
  /** Reports that could not be taken back off a player's tab. */
  readonly notes?: readonly string[];
}

/** Undo last stage: the ledger as before the last Resolve (once), or an interrupted Resolve or Undo finished. */
export function undoLastStage(ruleset: StageRuleset, started: number = Date.now()): UndoneStage {
  return withLock(() => {
    const properties = services().PropertiesService.getDocumentProperties();
    const marker = readStageMarker(properties);
    if (!marker) throw new TurnRefused('There is no resolved stage to undo.');
    const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
    const undone = restoreStage(spreadsheet, ruleset, properties, marker, started);
    // The form shows the stage put back, so a response sent from now on is for it.
    return {
      ...undone,
      notes: [...(undone.notes ?? []), ...refreshStageForm(spreadsheet, ruleset, properties)],
    };
  });
}

/** The snapshot `marker` announced, or null when it was never written (a Resolve stopped before it). */
function readSnapshot(
  spreadsheet: SpreadsheetService,
  ruleset: StageRuleset,
  marker: StageMarker,
): LedgerSnapshot | null {
  return readUndoSnapshot(spreadsheet, marker, {
    missing: 'the last stage',
    edited: () =>
      `The ${UNDO_TAB} tab no longer holds the snapshot of the Resolve (${clockText(marker.clock, ruleset)}): was it edited?, so the stage cannot be undone.`,
  });
}

/**
 * Puts back what the Resolve announced by `marker` changed: each rewritten tab's changed rows, each append-only
 * tab cut back to its rows before (keeping rows of later turns). Idempotent, so a killed Undo is finished by the
 * next; the marker says `undoing` meanwhile. Every tab is read once and written once, every structural read first.
 */
export function restoreStage(
  spreadsheet: SpreadsheetService,
  ruleset: StageRuleset,
  properties: PropertiesStore,
  marker: StageMarker,
  started: number = Date.now(),
): UndoneStage {
  const snapshot = readSnapshot(spreadsheet, ruleset, marker);
  // The append-only tabs from the turn the stage is put back to, and from each one's rows before the Resolve.
  const from = new Map<string, number>([
    ...Object.entries(snapshot?.appended ?? {}).map(([name, tab]): [string, number] => [name, tab.rows + 2]),
    ...Object.keys(snapshot?.rewritten ?? {}).map((name): [string, number] => [name, 2]),
  ]);
  const ledger = readStagePresent(spreadsheet, ruleset, { least: marker.clock.turn, from });
  if (!snapshot) {
    // The Resolve stopped before its snapshot was written, so before any tab was: nothing to put back.
    writeStageMarker(properties, marker.previous);
    return {
      message: `The interrupted Resolve (${clockText(marker.clock, ruleset)}) had not changed the ledger: it is as it was before.`,
      values: ledger.values,
      marker: marker.previous,
    };
  }
  if (marker.state === 'resolved') refuseIfMoved(ruleset, ledger.values, marker.after);
  const writes: PlannedWrite[] = [];
  const after = new Map([...ledger.values].map(([n, v]) => [n, v.map((r) => [...r])]));
  const sheetOf = (name: string) => {
    const sheet = ledger.sheets.get(name);
    if (!sheet) throw new TurnRefused(`The ${name} tab is missing, so the last stage cannot be undone.`);
    return sheet;
  };
  const textOf = (name: string, values: unknown[][]) =>
    stageTextColumns(specOf(ruleset, name), headersOf(values));
  for (const [name, tab] of Object.entries(snapshot.rewritten)) {
    const values = after.get(name) ?? [];
    const grid = restoreInput(tab);
    writes.push({
      sheet: sheetOf(name),
      name,
      row: tab.from + 2,
      column: 1,
      grid,
      knownRows: values.length,
      width: Math.max(values[0]?.length ?? 0, grid[0]?.length ?? 0, 1),
      textColumns: textOf(name, values),
      ...(tab.maxRows !== null ? { shrinkTo: tab.maxRows } : {}),
    });
    after.set(name, withWrite(values, tab.from + 2, 1, tab.values));
  }
  for (const [name, appended] of Object.entries(snapshot.appended)) {
    const values = after.get(name) ?? [];
    const tab = tabRows(name, values);
    const used = lastUsedRow(tab.rows);
    const kept = laterTurnRows(tab, appended.rows, snapshot.turn);
    const width = Math.max(values[0]?.length ?? 0, 1);
    const grid = [
      ...kept,
      ...Array.from({ length: Math.max(0, used - appended.rows - kept.length) }, () =>
        new Array<unknown>(width).fill(''),
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
      textColumns: textOf(name, values),
      ...(appended.maxRows !== null
        ? { shrinkTo: Math.max(appended.maxRows, appended.rows + 1 + kept.length) }
        : {}),
    });
    after.set(name, withWrite(values, appended.rows + 2, 1, grid));
  }
  const plan = new WritePlan(writes, ledger.grid ? { grid: ledger.grid } : {});
  refuseIfOutOfTime(started, 'Undo');
  if (marker.state === 'resolved') writeStageMarker(properties, { ...marker, state: 'undoing' });
  plan.apply();
  // The stage's reports come off the players' tabs while the marker still says `undoing`: a killed Undo, run
  // again, takes back what is left (a report is taken only while its title names this stage).
  const notes =
    marker.state === 'resolving'
      ? []
      : withdrawStageReports(
          spreadsheet,
          marker.reported ?? [],
          marker.clock,
          campaignValue(after, 'Campaign name'),
          ruleset,
        );
  // An interrupted Resolve undone: the stage before it can still be undone, as before it began.
  const left = marker.state === 'resolving' ? marker.previous : null;
  writeStageMarker(properties, left);
  return {
    message:
      marker.state === 'resolving'
        ? `The interrupted Resolve (${clockText(marker.clock, ruleset)}) was undone: the ledger is back as it was before it.`
        : `Undone: ${clockText(marker.clock, ruleset)}. The ledger is back as it was before that Resolve.`,
    values: after,
    marker: left,
    notes,
  };
}

/** A resolved stage is undone only while the ledger is still where that Resolve left it. */
function refuseIfMoved(
  ruleset: StageRuleset,
  values: ReadonlyMap<string, unknown[][]>,
  expected: Clock,
): void {
  let now: Clock;
  try {
    now = ruleset.clock(values);
  } catch (error) {
    throw new TurnRefused(
      `The Campaign tab's clock cannot be read (${error instanceof Error ? error.message : String(error)}), so the last stage cannot be undone safely.`,
    );
  }
  if (!sameClock(now, expected))
    throw new TurnRefused(
      `The last Resolve left the ledger at ${clockText(expected, ruleset)}, but it is now at ${clockText(now, ruleset)}: it cannot be undone safely.`,
    );
}
