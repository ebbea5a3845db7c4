import { TEXT_FORMAT } from '../ledger/cell-input';
import { textColumnPositions } from '../ledger/schema';
import { columnLetter } from '../ledger/setup-plan';
import { TabRows, tabRows } from '../ledger/tab';
import { SheetService, SpreadsheetService } from './services';

/**
 * Reading and writing whole tabs: each tab is read with one getValues() and written with one setValues(),
 * never cell by cell (every call is a round trip to Google).
 */
export function readTabRows(spreadsheet: SpreadsheetService, name: string): TabRows | undefined {
  const sheet = spreadsheet.getSheetByName(name);
  return sheet ? tabRows(name, sheet.getDataRange().getValues()) : undefined;
}

/**
 * A tab's whole content, header first, in one call (getSheetValues, no Range): what getDataRange().getValues()
 * reads in two. A tab with no content at all has no last row to reach, so that read is refused: getDataRange
 * then gives its one blank cell (a failed call retried once costs the same).
 */
export function sheetValues(sheet: SheetService): unknown[][] {
  try {
    return sheet.getSheetValues(1, 1, -1, -1);
  } catch {
    return sheet.getDataRange().getValues();
  }
}

/** readTabRows in two calls (getSheetByName, getSheetValues). */
export function readTabValues(spreadsheet: SpreadsheetService, name: string): TabRows | undefined {
  const sheet = spreadsheet.getSheetByName(name);
  return sheet ? tabRows(name, sheetValues(sheet)) : undefined;
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
  keepText(sheet, textColumnPositions(tab.name, tab.headers), have + 1, needed);
}

/** Text columns (0-based) of rows first..last formatted as plain text, in one call (none: no call). */
export function keepText(
  sheet: SheetService,
  textColumns: readonly number[],
  first: number,
  last: number,
): void {
  if (textColumns.length === 0 || last < first) return;
  sheet
    .getRangeList(textColumns.map((c) => `${columnLetter(c + 1)}${first}:${columnLetter(c + 1)}${last}`))
    .setNumberFormat(TEXT_FORMAT);
}
