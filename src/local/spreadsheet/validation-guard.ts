/**
 * A script's value write (Range.setValue/setValues/setFormula/setFormulas, Sheet.appendRow) meets the data
 * validation rules that reject invalid input, as in Apps Script: the write throws ValidationRefusal naming the
 * first refused cell (row by row). A rule that only warns accepts the value; a blank always passes. The Sheets
 * advanced service (sheets-api.ts) does not check. Off unless the SpreadsheetApp's strictValidation is on.
 *
 * Our reading: Apps Script's call fails whole, so a refused write leaves every cell of the range as it was.
 */
import { rectToA1, type GridRect } from './a1';
import type { Book } from './book';
import { forEachCell } from './cells';
import type { Cell, SheetModel } from './model';
import { brokenRule, type ChoicesCache } from './typed-entry';
import { ValidationRefusal } from './validation-refusal';

interface Held {
  readonly row: number;
  readonly col: number;
  readonly content: Pick<Cell, 'value' | 'formula' | 'computed'> | undefined;
}

/** Cells of the rectangle whose rule rejects invalid input, row by row. */
function rejectingCells(sheet: SheetModel, rect: GridRect): { row: number; col: number }[] {
  const out: { row: number; col: number }[] = [];
  forEachCell(rect, (row, col) => {
    const rule = sheet.cell(row, col)?.validation;
    if (rule && !rule.allowInvalid) out.push({ row, col });
  });
  return out;
}

function hold(sheet: SheetModel, rect: GridRect): Held[] {
  const held: Held[] = [];
  forEachCell(rect, (row, col) => {
    const cell = sheet.cell(row, col);
    const content = cell && { value: cell.value, formula: cell.formula, computed: cell.computed };
    held.push({ row, col, content });
  });
  return held;
}

function restore(sheet: SheetModel, held: readonly Held[]): void {
  for (const { row, col, content } of held) {
    const cell = sheet.cell(row, col);
    if (!cell) continue;
    cell.value = content?.value;
    cell.formula = content?.formula;
    cell.computed = content?.computed;
  }
}

/** Whether reading the cells needs formula results brought up to date: a checked cell or a rule's source holds a formula. */
function readsFormulas(sheet: SheetModel, cells: readonly { row: number; col: number }[]): boolean {
  const sources = new Set<GridRect>();
  for (const { row, col } of cells) {
    const cell = sheet.cell(row, col);
    if (cell?.formula !== undefined) return true;
    const source = cell?.validation?.source;
    if (source && !sources.has(source.rect)) {
      sources.add(source.rect);
      let formula = false;
      forEachCell(source.rect, (r, c) => (formula ||= source.sheet.cell(r, c)?.formula !== undefined));
      if (formula) return true;
    }
  }
  return false;
}

/**
 * Runs `write` (which changes only the content of cells inside `rect`), then, when strict, checks the cells
 * whose rule rejects invalid input; the first broken one takes the whole write back and throws.
 */
export function guardedWrite(book: Book, sheet: SheetModel, rect: GridRect, write: () => void): void {
  const cells = book.strictValidation ? rejectingCells(sheet, rect) : [];
  if (cells.length === 0) {
    write();
    return;
  }
  const held = hold(sheet, rect);
  write();
  if (readsFormulas(sheet, cells)) {
    book.model.touch();
    book.fresh();
  }
  const cache: ChoicesCache = new Map();
  for (const { row, col } of cells) {
    const help = brokenRule(sheet, row, col, cache);
    if (help === null) continue;
    restore(sheet, held);
    book.model.touch();
    throw new ValidationRefusal(rectToA1({ row, col, numRows: 1, numCols: 1 }), help);
  }
}
