/** Apps Script's checks and messages for sheet coordinates, shared by the emulated Sheet and Spreadsheet. */
import { parseA1, resolveA1, type GridRect } from './a1';
import type { SheetModel } from './model';

export const OUTSIDE = 'The coordinates of the range are outside the dimensions of the sheet.';

export function duplicateSheetName(name: string): Error {
  return new Error(`A sheet with the name "${name}" already exists. Please enter another name.`);
}

/** Checks a numeric getRange request the way Apps Script does, in the same order. */
export function checkRect(sheet: SheetModel, rect: GridRect): void {
  if (!Number.isFinite(rect.row) || rect.row < 1)
    throw new Error('The starting row of the range is too small.');
  if (!Number.isFinite(rect.col) || rect.col < 1)
    throw new Error('The starting column of the range is too small.');
  if (!(rect.numRows >= 1)) throw new Error('The number of rows in the range must be at least 1.');
  if (!(rect.numCols >= 1)) throw new Error('The number of columns in the range must be at least 1.');
  if (rect.row + rect.numRows - 1 > sheet.maxRows || rect.col + rect.numCols - 1 > sheet.maxCols) {
    throw new Error(OUTSIDE);
  }
}

/** Resolves A1 notation on a sheet; throws "Range not found" like Apps Script for anything unreadable. */
export function rectFromA1(sheet: SheetModel, a1: string): GridRect {
  const parsed = parseA1(String(a1));
  if (!parsed || (parsed.sheetName !== null && parsed.sheetName !== sheet.name))
    throw new Error('Range not found');
  const rect = resolveA1(parsed, sheet.maxRows, sheet.maxCols);
  checkRect(sheet, rect);
  return rect;
}
