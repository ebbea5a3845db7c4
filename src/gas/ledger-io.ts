import { textColumnPositions } from '../ledger/schema';
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
