/**
 * Cell-level reads and writes shared by Range and Sheet: shape checks with Google's messages, values as
 * getValues shows them, and typed input as setValues stores it.
 */
import type { CellValue } from '../../gas/services';
import type { GridRect } from './a1';
import { cellKey, type Cell, type SheetModel } from './model';
import { displayText, parseInput, presentValue, type DateFactory } from './values';

/** Throws Google's message when a 2-D array does not have the range's shape. */
export function checkShape(data: unknown, rect: GridRect): asserts data is unknown[][] {
  if (!Array.isArray(data) || !data.every((row) => Array.isArray(row))) {
    throw new Error('The parameters do not match the method signature: a two-dimensional array is expected.');
  }
  if (data.length !== rect.numRows) {
    throw new Error(
      `The number of rows in the data does not match the number of rows in the range. The data has ${data.length} but the range has ${rect.numRows}.`,
    );
  }
  for (const row of data as unknown[][]) {
    if (row.length !== rect.numCols) {
      throw new Error(
        `The number of columns in the data does not match the number of columns in the range. The data has ${row.length} but the range has ${rect.numCols}.`,
      );
    }
  }
}

/** The raw value a cell shows (literal, formula result or spilled value), or undefined when empty. */
export function shownValue(sheet: SheetModel, row: number, col: number): CellValue | undefined {
  return shownIn(sheet, sheet.cell(row, col), row, col);
}

/** shownValue for a cell already looked up (`cell` is sheet.cell(row, col)). */
function shownIn(sheet: SheetModel, cell: Cell | undefined, row: number, col: number): CellValue | undefined {
  if (cell?.formula !== undefined) return cell.computed?.value ?? '';
  if (cell?.value !== undefined) return cell.value;
  return sheet.spills.size === 0 ? undefined : sheet.spills.get(cellKey(row, col))?.value;
}

/**
 * getValues' grid. Each cell is looked up once, through its row (read whole tabs on every custom function call:
 * the huge bench reads ~120,000 cells per call).
 */
export function readValues(sheet: SheetModel, rect: GridRect, makeDate: DateFactory): CellValue[][] {
  const out: CellValue[][] = new Array<CellValue[]>(rect.numRows);
  const tz = sheet.workbook.timeZone;
  for (let i = 0; i < rect.numRows; i++) {
    const r = rect.row + i;
    const cells = sheet.rows[r - 1];
    const line: CellValue[] = new Array<CellValue>(rect.numCols);
    for (let j = 0; j < rect.numCols; j++) {
      const c = rect.col + j;
      const cell = cells === undefined ? undefined : cells[c - 1];
      const v = shownIn(sheet, cell, r, c);
      line[j] =
        v === undefined
          ? ''
          : typeof v === 'string' || typeof v === 'boolean'
            ? v
            : presentValue(v, cell?.numberFormat, makeDate, tz);
    }
    out[i] = line;
  }
  return out;
}

export function readDisplayValues(sheet: SheetModel, rect: GridRect): string[][] {
  const tz = sheet.workbook.timeZone;
  return mapRect(rect, (r, c) => {
    const v = shownValue(sheet, r, c);
    return v === undefined ? '' : displayText(v, sheet.cell(r, c)?.numberFormat, tz);
  });
}

export function mapRect<T>(rect: GridRect, read: (row: number, col: number) => T): T[][] {
  const out: T[][] = [];
  for (let r = rect.row; r < rect.row + rect.numRows; r++) {
    const line: T[] = [];
    for (let c = rect.col; c < rect.col + rect.numCols; c++) line.push(read(r, c));
    out.push(line);
  }
  return out;
}

export function forEachCell(rect: GridRect, visit: (row: number, col: number) => void): void {
  for (let r = rect.row; r < rect.row + rect.numRows; r++) {
    for (let c = rect.col; c < rect.col + rect.numCols; c++) visit(r, c);
  }
}

/** Stores what a script wrote (setValue/setValues/appendRow), parsed as typed input (see values.ts). */
export function writeInput(sheet: SheetModel, row: number, col: number, raw: unknown): void {
  const existing = sheet.cell(row, col);
  const parsed = parseInput(raw, existing?.numberFormat);
  if (parsed.value === undefined && parsed.formula === undefined && existing === undefined) return;
  const cell = existing ?? sheet.ensureCell(row, col);
  cell.value = parsed.value;
  cell.formula = parsed.formula;
  cell.computed = undefined;
}

/** Writes through `update` on every cell of the rectangle, creating cells as needed. */
export function updateCells(sheet: SheetModel, rect: GridRect, update: (cell: Cell) => void): void {
  forEachCell(rect, (r, c) => update(sheet.ensureCell(r, c)));
}

export function clearContent(cell: Cell): void {
  cell.value = undefined;
  cell.formula = undefined;
  cell.computed = undefined;
}

export function clearFormat(cell: Cell): void {
  cell.numberFormat = undefined;
  cell.bold = undefined;
  cell.background = undefined;
  cell.wrap = undefined;
}

/** Clears content (and formats) without creating cells that do not exist. */
export function clearRect(sheet: SheetModel, rect: GridRect, formats: boolean): void {
  forEachCell(rect, (r, c) => {
    const cell = sheet.cell(r, c);
    if (!cell) return;
    clearContent(cell);
    if (formats) clearFormat(cell);
  });
}
