/**
 * The shape of an emulated sheet's grid: its size, inserting and deleting rows and columns, frozen panes and
 * column widths. EmulatedSheet (sheet.ts) extends it; messages follow Apps Script's.
 */
import type { Book } from './book';
import type { SheetModel } from './model';
import { OUTSIDE } from './sheet-checks';

/** Sheets' default column width in pixels. */
export const DEFAULT_COLUMN_WIDTH = 100;

export class SheetGrid {
  constructor(
    protected readonly book: Book,
    /** Emulation-only: the sheet's data. */
    readonly model: SheetModel,
  ) {}

  protected record(method: string): void {
    this.book.calls.record(`Sheet.${method}`);
  }

  getMaxRows(): number {
    this.record('getMaxRows');
    return this.model.maxRows;
  }

  getMaxColumns(): number {
    this.record('getMaxColumns');
    return this.model.maxCols;
  }

  insertRowsAfter(afterPosition: number, howMany: number): this {
    this.record('insertRowsAfter');
    if (!(afterPosition >= 1 && afterPosition <= this.model.maxRows)) throw new Error(OUTSIDE);
    if (!(howMany >= 1)) throw new Error('The number of rows to insert must be at least 1.');
    this.model.insertRowsAfter(afterPosition, howMany);
    this.book.model.touch();
    return this;
  }

  insertColumnsAfter(afterPosition: number, howMany: number): this {
    this.record('insertColumnsAfter');
    if (!(afterPosition >= 1 && afterPosition <= this.model.maxCols)) throw new Error(OUTSIDE);
    if (!(howMany >= 1)) throw new Error('The number of columns to insert must be at least 1.');
    this.model.insertColumnsAfter(afterPosition, howMany);
    this.book.model.touch();
    return this;
  }

  /** New columns before `columnIndex`; the columns from it on move right. */
  insertColumnsBefore(columnIndex: number, numColumns: number): this {
    this.record('insertColumnsBefore');
    if (!(columnIndex >= 1 && columnIndex <= this.model.maxCols)) throw new Error(OUTSIDE);
    if (!(numColumns >= 1)) throw new Error('The number of columns to insert must be at least 1.');
    this.model.insertColumnsAfter(columnIndex - 1, numColumns);
    this.book.model.touch();
    return this;
  }

  deleteColumns(columnPosition: number, howMany: number): void {
    this.record('deleteColumns');
    if (!(columnPosition >= 1 && howMany >= 1 && columnPosition + howMany - 1 <= this.model.maxCols)) {
      throw new Error('Those columns are out of bounds.');
    }
    if (howMany >= this.model.maxCols) throw new Error("You can't delete all the columns on the sheet.");
    this.model.deleteColumns(columnPosition, howMany);
    this.book.model.touch();
  }

  deleteRows(rowPosition: number, howMany: number): void {
    this.record('deleteRows');
    if (!(rowPosition >= 1 && howMany >= 1 && rowPosition + howMany - 1 <= this.model.maxRows)) {
      throw new Error('Those rows are out of bounds.');
    }
    if (howMany >= this.model.maxRows) throw new Error("You can't delete all the rows on the sheet.");
    this.model.deleteRows(rowPosition, howMany);
    this.book.model.touch();
  }

  getFrozenRows(): number {
    this.record('getFrozenRows');
    return this.model.frozenRows;
  }

  setFrozenRows(rows: number): void {
    this.record('setFrozenRows');
    if (!(rows >= 0 && rows <= this.model.maxRows)) throw new Error(OUTSIDE);
    this.model.frozenRows = rows;
    this.book.model.touch();
  }

  getFrozenColumns(): number {
    this.record('getFrozenColumns');
    return this.model.frozenCols;
  }

  setFrozenColumns(columns: number): void {
    this.record('setFrozenColumns');
    if (!(columns >= 0 && columns <= this.model.maxCols)) throw new Error(OUTSIDE);
    this.model.frozenCols = columns;
    this.book.model.touch();
  }

  getColumnWidth(columnPosition: number): number {
    this.record('getColumnWidth');
    this.checkColumn(columnPosition);
    return this.model.columnWidths.get(columnPosition) ?? DEFAULT_COLUMN_WIDTH;
  }

  setColumnWidth(columnPosition: number, width: number): this {
    this.record('setColumnWidth');
    this.checkColumn(columnPosition);
    this.model.columnWidths.set(columnPosition, Math.max(0, Math.round(width)));
    this.book.model.touch();
    return this;
  }

  private checkColumn(columnPosition: number): void {
    if (!Number.isInteger(columnPosition) || columnPosition < 1 || columnPosition > this.model.maxCols)
      throw new Error('The coordinates of the range are outside the dimensions of the sheet.');
  }
}
