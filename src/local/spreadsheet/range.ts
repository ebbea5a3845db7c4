/**
 * The emulated Range: a fixed rectangle on one sheet. Every public method records one service call first, so a
 * failure injected on that call leaves the sheet untouched.
 */
import type {
  DataValidationService,
  ProtectionService,
  RangeService,
  SheetService,
} from '../../gas/services';
import { rectToA1, type GridRect } from './a1';
import type { Book } from './book';
import {
  checkShape,
  clearRect,
  mapRect,
  readDisplayValues,
  readValues,
  updateCells,
  writeInput,
} from './cells';
import { EmulatedDataValidation } from './data-validation';
import type { GridRef, GridRefHolder, SheetModel } from './model';
import { EmulatedProtection } from './protection';
import { EmulatedSheet } from './sheet';
import { guardedWrite } from './validation-guard';
import { DEFAULT_NUMBER_FORMAT, parseInput } from './values';

const WHITE = '#ffffff';

export class EmulatedRange implements RangeService, GridRefHolder {
  constructor(
    private readonly book: Book,
    readonly sheet: SheetModel,
    readonly rect: GridRect,
  ) {}

  /** Emulation-only: where this range points, without a counted call. */
  gridRef(): GridRef {
    return { sheet: this.sheet, rect: { ...this.rect } };
  }

  private record(method: string): void {
    this.book.calls.record(`Range.${method}`);
  }

  private changed(): this {
    this.book.model.touch();
    return this;
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

  getNote(): string {
    this.record('getNote');
    return this.sheet.cell(this.rect.row, this.rect.col)?.note ?? '';
  }

  getNotes(): string[][] {
    this.record('getNotes');
    return mapRect(this.rect, (r, c) => this.sheet.cell(r, c)?.note ?? '');
  }

  setNote(note: string | null): RangeService {
    this.record('setNote');
    const text = note === null || note === '' ? undefined : String(note);
    updateCells(this.sheet, this.rect, (cell) => (cell.note = text));
    return this.changed();
  }

  setNotes(notes: (string | null)[][]): RangeService {
    this.record('setNotes');
    checkShape(notes, this.rect);
    notes.forEach((line, i) =>
      line.forEach((n, j) => {
        const text = n === null || n === undefined || n === '' ? undefined : String(n);
        if (text !== undefined || this.sheet.cell(this.rect.row + i, this.rect.col + j)) {
          this.sheet.ensureCell(this.rect.row + i, this.rect.col + j).note = text;
        }
      }),
    );
    return this.changed();
  }

  getNumberFormat(): string {
    this.record('getNumberFormat');
    return this.sheet.cell(this.rect.row, this.rect.col)?.numberFormat ?? DEFAULT_NUMBER_FORMAT;
  }

  getNumberFormats(): string[][] {
    this.record('getNumberFormats');
    return mapRect(this.rect, (r, c) => this.sheet.cell(r, c)?.numberFormat ?? DEFAULT_NUMBER_FORMAT);
  }

  setNumberFormat(numberFormat: string): RangeService {
    this.record('setNumberFormat');
    const format = numberFormat === DEFAULT_NUMBER_FORMAT ? undefined : String(numberFormat);
    updateCells(this.sheet, this.rect, (cell) => (cell.numberFormat = format));
    return this.changed();
  }

  setNumberFormats(numberFormats: string[][]): RangeService {
    this.record('setNumberFormats');
    checkShape(numberFormats, this.rect);
    numberFormats.forEach((line, i) =>
      line.forEach((f, j) => {
        const format = f === DEFAULT_NUMBER_FORMAT || f === '' ? undefined : String(f);
        this.sheet.ensureCell(this.rect.row + i, this.rect.col + j).numberFormat = format;
      }),
    );
    return this.changed();
  }

  getDataValidation(): DataValidationService | null {
    this.record('getDataValidation');
    const rule = this.sheet.cell(this.rect.row, this.rect.col)?.validation;
    return rule ? new EmulatedDataValidation(rule, this.book.calls) : null;
  }

  getDataValidations(): (DataValidationService | null)[][] {
    this.record('getDataValidations');
    return mapRect(this.rect, (r, c) => {
      const rule = this.sheet.cell(r, c)?.validation;
      return rule ? new EmulatedDataValidation(rule, this.book.calls) : null;
    });
  }

  setDataValidation(rule: DataValidationService | null): RangeService {
    this.record('setDataValidation');
    if (rule !== null && !(rule instanceof EmulatedDataValidation)) {
      throw new Error('The data validation rule must come from SpreadsheetApp.newDataValidation().');
    }
    const stored = rule === null ? undefined : rule.rule;
    updateCells(this.sheet, this.rect, (cell) => (cell.validation = stored));
    return this.changed();
  }

  setFontWeight(fontWeight: string | null): RangeService {
    this.record('setFontWeight');
    const bold = fontWeight === 'bold' ? true : undefined;
    updateCells(this.sheet, this.rect, (cell) => (cell.bold = bold));
    return this.changed();
  }

  setBackground(color: string | null): RangeService {
    this.record('setBackground');
    const background = color === null || color.toLowerCase() === WHITE ? undefined : color;
    updateCells(this.sheet, this.rect, (cell) => (cell.background = background));
    return this.changed();
  }

  getBackground(): string {
    this.record('getBackground');
    return this.sheet.cell(this.rect.row, this.rect.col)?.background ?? WHITE;
  }

  setWrap(isWrapEnabled: boolean): RangeService {
    this.record('setWrap');
    updateCells(this.sheet, this.rect, (cell) => (cell.wrap = isWrapEnabled ? true : undefined));
    return this.changed();
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
