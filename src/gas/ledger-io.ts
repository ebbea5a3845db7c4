import { LEDGER_VERSION_NAME, TabSpec, textColumnPositions } from '../ledger/schema';
import { TabRows, tabRows } from '../ledger/tab';
import { appendGrid, Cells } from '../ledger/write-state';
import { SheetService, SpreadsheetService } from './services';

/**
 * Reading and writing whole tabs: each tab is read with one getValues() and written with one setValues(),
 * never cell by cell (every call is a round trip to Google).
 */
export function readTabRows(spreadsheet: SpreadsheetService, name: string): TabRows | undefined {
  const sheet = spreadsheet.getSheetByName(name);
  return sheet ? tabRows(name, sheet.getDataRange().getValues()) : undefined;
}

export function requireSheet(spreadsheet: SpreadsheetService, name: string): SheetService {
  const sheet = spreadsheet.getSheetByName(name);
  if (!sheet) throw new Error(`The ${name} tab is missing. Run Campaign → Set up ledger first.`);
  return sheet;
}

/**
 * Adds rows at the bottom of a ledger tab, keeping its text columns plain text in the new rows too (so player
 * text written there can never become a formula, whatever formatting Sheets carries into inserted rows).
 */
export function growRows(sheet: SheetService, tab: TabRows, needed: number, have = sheet.getMaxRows()): void {
  if (needed <= have) return;
  sheet.insertRowsAfter(have, needed - have);
  for (const c of textColumnPositions(tab.name, tab.headers))
    sheet.getRange(have + 1, c + 1, needed - have, 1).setNumberFormat('@');
}

/** Writes `grid` below the header row of `sheet` in one call, growing the sheet first when it is too short. */
export function writeBelowHeader(
  sheet: SheetService,
  tab: TabRows,
  grid: readonly (readonly unknown[])[],
): void {
  if (grid.length === 0 || grid[0].length === 0) return;
  growRows(sheet, tab, grid.length + 1);
  sheet.getRange(2, 1, grid.length, grid[0].length).setValues(grid.map((row) => [...row]));
}

/** Bumps the ledger version so supply formulas recompute (see LEDGER_VERSION_NAME). */
export function bumpLedgerVersion(spreadsheet: SpreadsheetService): void {
  const cell = spreadsheet.getRangeByName(LEDGER_VERSION_NAME);
  if (!cell) return;
  const current = Number(cell.getValue());
  cell.setValue(Number.isFinite(current) ? current + 1 : 1);
}

/** Appends records below a tab's last used row in one write, in the sheet's own column order. */
export function appendRows(
  sheet: SheetService,
  tab: TabRows,
  spec: TabSpec,
  records: readonly Cells[],
): void {
  if (records.length === 0) return;
  const { firstRow, grid } = appendGrid(tab, spec, records);
  growRows(sheet, tab, firstRow + grid.length - 1);
  sheet.getRange(firstRow, 1, grid.length, grid[0].length).setValues(grid);
}
