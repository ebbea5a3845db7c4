/**
 * What an emulated Range holds besides values and formulas: notes, number formats, data validation rules and
 * styles (bold, background, wrap). EmulatedRange (range.ts) extends it; every public method records one
 * service call first, so a failure injected on that call leaves the sheet untouched.
 */
import type { DataValidationService } from '../../gas/services';
import type { GridRect } from './a1';
import type { Book } from './book';
import { checkShape, mapRect, updateCells } from './cells';
import { EmulatedDataValidation } from './data-validation';
import type { SheetModel } from './model';
import { DEFAULT_NUMBER_FORMAT } from './values';

const WHITE = '#ffffff';

export class RangeFormats {
  constructor(
    protected readonly book: Book,
    readonly sheet: SheetModel,
    readonly rect: GridRect,
  ) {}

  protected record(method: string): void {
    this.book.calls.record(`Range.${method}`);
  }

  protected changed(): this {
    this.book.model.touch();
    return this;
  }

  getNote(): string {
    this.record('getNote');
    return this.sheet.cell(this.rect.row, this.rect.col)?.note ?? '';
  }

  getNotes(): string[][] {
    this.record('getNotes');
    return mapRect(this.rect, (r, c) => this.sheet.cell(r, c)?.note ?? '');
  }

  setNote(note: string | null): this {
    this.record('setNote');
    const text = note === null || note === '' ? undefined : String(note);
    updateCells(this.sheet, this.rect, (cell) => (cell.note = text));
    return this.changed();
  }

  setNotes(notes: (string | null)[][]): this {
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

  setNumberFormat(numberFormat: string): this {
    this.record('setNumberFormat');
    const format = numberFormat === DEFAULT_NUMBER_FORMAT ? undefined : String(numberFormat);
    updateCells(this.sheet, this.rect, (cell) => (cell.numberFormat = format));
    return this.changed();
  }

  setNumberFormats(numberFormats: string[][]): this {
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

  setDataValidation(rule: DataValidationService | null): this {
    this.record('setDataValidation');
    if (rule !== null && !(rule instanceof EmulatedDataValidation)) {
      throw new Error('The data validation rule must come from SpreadsheetApp.newDataValidation().');
    }
    const stored = rule === null ? undefined : rule.rule;
    updateCells(this.sheet, this.rect, (cell) => (cell.validation = stored));
    return this.changed();
  }

  setFontWeight(fontWeight: string | null): this {
    this.record('setFontWeight');
    const bold = fontWeight === 'bold' ? true : undefined;
    updateCells(this.sheet, this.rect, (cell) => (cell.bold = bold));
    return this.changed();
  }

  setBackground(color: string | null): this {
    this.record('setBackground');
    const background = color === null || color.toLowerCase() === WHITE ? undefined : color;
    updateCells(this.sheet, this.rect, (cell) => (cell.background = background));
    return this.changed();
  }

  getBackground(): string {
    this.record('getBackground');
    return this.sheet.cell(this.rect.row, this.rect.col)?.background ?? WHITE;
  }

  setWrap(isWrapEnabled: boolean): this {
    this.record('setWrap');
    updateCells(this.sheet, this.rect, (cell) => (cell.wrap = isWrapEnabled ? true : undefined));
    return this.changed();
  }
}
