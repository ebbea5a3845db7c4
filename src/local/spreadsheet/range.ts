/**
 * The emulated Range: a fixed rectangle on one sheet. Every public method records one service call first, so a
 * failure injected on that call leaves the sheet untouched.
 */
import type { ProtectionService, RangeService, SheetService } from '../../gas/services';
import { rectToA1 } from './a1';
import { checkShape, clearRect, mapRect, readDisplayValues, readValues, writeInput } from './cells';
import type { GridRef, GridRefHolder } from './model';
import { EmulatedProtection } from './protection';
import { RangeFormats } from './range-formats';
import { EmulatedSheet } from './sheet';
import { guardedWrite } from './validation-guard';
import { parseInput } from './values';

/** The handle; notes, number formats, validation rules and styles are RangeFormats' (range-formats.ts). */
export class EmulatedRange extends RangeFormats implements RangeService, GridRefHolder {
  /** Emulation-only: where this range points, without a counted call. */
  gridRef(): GridRef {
    return { sheet: this.sheet, rect: { ...this.rect } };
  }

  getA1Notation(): string {
    this.record('getA1Notation');
    return rectToA1(this.rect);
  }

  getRow(): number {
    this.record('getRow');
    return this.rect.row;
  }

  getColumn(): number {
    this.record('getColumn');
    return this.rect.col;
  }

  getLastRow(): number {
    this.record('getLastRow');
    return this.rect.row + this.rect.numRows - 1;
  }

  getLastColumn(): number {
    this.record('getLastColumn');
    return this.rect.col + this.rect.numCols - 1;
  }

  getNumRows(): number {
    this.record('getNumRows');
    return this.rect.numRows;
  }

  getNumColumns(): number {
    this.record('getNumColumns');
    return this.rect.numCols;
  }

  getSheet(): SheetService {
    this.record('getSheet');
    return new EmulatedSheet(this.book, this.sheet);
  }

  getValue(): unknown {
    this.record('getValue');
    this.book.fresh();
    return readValues(this.sheet, { ...this.rect, numRows: 1, numCols: 1 }, this.book.makeDate)[0][0];
  }

  getValues(): unknown[][] {
    this.record('getValues');
    this.book.fresh();
    return readValues(this.sheet, this.rect, this.book.makeDate);
  }

  getDisplayValue(): string {
    this.record('getDisplayValue');
    this.book.fresh();
    return readDisplayValues(this.sheet, { ...this.rect, numRows: 1, numCols: 1 })[0][0];
  }

  getDisplayValues(): string[][] {
    this.record('getDisplayValues');
    this.book.fresh();
    return readDisplayValues(this.sheet, this.rect);
  }

  /** Like Apps Script, sets every cell of the range to the value. */
  setValue(value: unknown): RangeService {
    this.record('setValue');
    this.guarded(() => this.each((r, c) => writeInput(this.sheet, r, c, value)));
    return this.changed();
  }

  setValues(values: unknown[][]): RangeService {
    this.record('setValues');
    checkShape(values, this.rect);
    this.guarded(() =>
      values.forEach((line, i) =>
        line.forEach((v, j) => writeInput(this.sheet, this.rect.row + i, this.rect.col + j, v)),
      ),
    );
    return this.changed();
  }

  getFormula(): string {
    this.record('getFormula');
    return this.sheet.cell(this.rect.row, this.rect.col)?.formula ?? '';
  }

  getFormulas(): string[][] {
    this.record('getFormulas');
    return mapRect(this.rect, (r, c) => this.sheet.cell(r, c)?.formula ?? '');
  }

  setFormula(formula: string): RangeService {
    this.record('setFormula');
    this.guarded(() => this.each((r, c) => this.writeFormula(r, c, formula)));
    return this.changed();
  }

  setFormulas(formulas: string[][]): RangeService {
    this.record('setFormulas');
    checkShape(formulas, this.rect);
    this.guarded(() =>
      formulas.forEach((line, i) =>
        line.forEach((f, j) => this.writeFormula(this.rect.row + i, this.rect.col + j, f)),
      ),
    );
    return this.changed();
  }

  /** A formula keeps its `=`; text without one is stored as a value would be, '' empties the cell. */
  private writeFormula(row: number, col: number, formula: unknown): void {
    const text = formula === null || formula === undefined ? '' : String(formula);
    const cell = this.sheet.ensureCell(row, col);
    const parsed = text.startsWith('=') && text.length > 1 ? { formula: text } : parseInput(text, undefined);
    cell.formula = parsed.formula;
    cell.value = parsed.value;
    cell.computed = undefined;
  }

  clearContent(): RangeService {
    this.record('clearContent');
    clearRect(this.sheet, this.rect, false);
    return this.changed();
  }

  /** Clears contents and formats; notes and validation rules stay, as with Apps Script's clear(). */
  clear(): RangeService {
    this.record('clear');
    clearRect(this.sheet, this.rect, true);
    return this.changed();
  }

  protect(): ProtectionService {
    this.record('protect');
    const model = { type: 'RANGE' as const, rect: { ...this.rect }, description: '', warningOnly: false };
    this.sheet.protections.push(model);
    this.book.model.touch();
    return new EmulatedProtection(this.book, this.sheet, model);
  }

  /** A value write, refused whole by a rejecting rule when validation is strict (validation-guard.ts). */
  private guarded(write: () => void): void {
    guardedWrite(this.book, this.sheet, this.rect, write);
  }

  private each(visit: (row: number, col: number) => void): void {
    for (let r = this.rect.row; r < this.rect.row + this.rect.numRows; r++) {
      for (let c = this.rect.col; c < this.rect.col + this.rect.numCols; c++) visit(r, c);
    }
  }
}
