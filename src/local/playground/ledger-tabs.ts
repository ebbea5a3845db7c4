import type { SheetService } from '../../gas/services';
import type { EmulatedSpreadsheet } from '../spreadsheet';

/** Reading the ledger's tabs as a person sees them: values as displayed, hidden tabs left out. */

export interface PlayerEntry {
  readonly name: string;
  readonly email: string;
}

/** A tab's values as displayed ([] for an empty tab). */
export function displayValues(sheet: SheetService): string[][] {
  if (sheet.getLastRow() === 0 || sheet.getLastColumn() === 0) return [];
  return sheet.getDataRange().getDisplayValues();
}

/** The tabs a person sees: hidden ones (the `_undo` snapshot) are left out. */
export function visibleTabNames(spreadsheet: EmulatedSpreadsheet): string[] {
  return spreadsheet
    .getSheets()
    .filter((sheet) => !sheet.isSheetHidden() && !sheet.getName().startsWith('_'))
    .map((sheet) => sheet.getName());
}

/** The Players tab's names and emails, from its displayed grid. */
export function playersOf(grid: readonly string[][]): PlayerEntry[] {
  const [header = [], ...rows] = grid;
  const name = header.indexOf('Player');
  const email = header.indexOf('Email');
  if (name < 0) return [];
  return rows
    .map((row) => ({ name: row[name].trim(), email: email < 0 ? '' : row[email].trim() }))
    .filter((p) => p.name !== '');
}

/**
 * A player's latest receipt from their tab's grid: column A only (a turn or stage report, in tabs mode, is
 * the new column B beside it and must not be read into the receipt line by line).
 */
export function receiptOf(grid: readonly string[][]): string[] {
  const lines = grid.map((row) => String(row[0] ?? '').trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
