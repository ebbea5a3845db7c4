/**
 * The emulated Sheet: a thin handle on a SheetModel. Error messages follow Apps Script's where the project can
 * meet them (ranges outside the grid, bad A1 notation, duplicate names).
 */
import type {
  ProtectionService,
  RangeListService,
  RangeService,
  SheetService,
  SpreadsheetService,
} from '../../gas/services';
import type { GridRect } from './a1';
import { checkRect, duplicateSheetName, rectFromA1 } from './sheet-checks';
import { SheetGrid } from './sheet-grid';
import { clearRect, readValues, writeInput } from './cells';
import { guardedWrite } from './validation-guard';
import { enumName } from './enums';
import type { ProtectionModel } from './model';
import { EmulatedProtection } from './protection';
import { EmulatedRange } from './range';
import { EmulatedRangeList } from './range-list';
import { EmulatedSpreadsheet } from './spreadsheet';

export { duplicateSheetName, checkRect, rectFromA1 } from './sheet-checks';
export { DEFAULT_COLUMN_WIDTH } from './sheet-grid';

/** The handle; the grid's shape (size, rows and columns, frozen panes, widths) is SheetGrid's (sheet-grid.ts). */
export class EmulatedSheet extends SheetGrid implements SheetService {
  getName(): string {
    this.record('getName');
    return this.model.name;
  }

  setName(name: string): SheetService {
    this.record('setName');
    if (this.book.model.nameTaken(String(name), this.model)) throw duplicateSheetName(name);
    this.model.name = String(name);
    this.book.model.touch();
    return this;
  }

  getSheetId(): number {
    this.record('getSheetId');
    return this.model.sheetId;
  }

  getIndex(): number {
    this.record('getIndex');
    return this.book.model.sheets.indexOf(this.model) + 1;
  }

  getParent(): SpreadsheetService {
    this.record('getParent');
    return new EmulatedSpreadsheet(this.book);
  }

  getRange(a1OrRow: string | number, column?: number, numRows = 1, numColumns = 1): RangeService {
    this.record('getRange');
    if (typeof a1OrRow === 'string')
      return new EmulatedRange(this.book, this.model, rectFromA1(this.model, a1OrRow));
    const rect = { row: a1OrRow, col: column ?? NaN, numRows, numCols: numColumns };
    checkRect(this.model, rect);
    return new EmulatedRange(this.book, this.model, rect);
  }

  /** The ranges of `a1Notations` on this sheet, each checked as getRange(a1Notation) checks it. */
  getRangeList(a1Notations: string[]): RangeListService {
    this.record('getRangeList');
    if (!Array.isArray(a1Notations) || a1Notations.length === 0)
      throw new Error('The parameters do not match the method signature.');
    return new EmulatedRangeList(
      this.book,
      a1Notations.map((a1) => new EmulatedRange(this.book, this.model, rectFromA1(this.model, a1))),
    );
  }

  getDataRange(): RangeService {
    this.record('getDataRange');
    this.book.fresh();
    const rows = Math.max(1, this.model.lastRow());
    const cols = Math.max(1, this.model.lastColumn());
    return new EmulatedRange(this.book, this.model, { row: 1, col: 1, numRows: rows, numCols: cols });
  }

  /**
   * Sheet.getSheetValues: one call, no Range. Apps Script's reference: "A -1 value given as the row or column
   * position is equivalent to getting the very last row or column that has data in the sheet"; scripts rely on
   * `getSheetValues(1, 1, -1, -1)` reading the data range, so -1 as a count reaches the last row or column
   * with content too. The rectangle is then checked like getRange's.
   */
  getSheetValues(startRow: number, startColumn: number, numRows: number, numColumns: number): unknown[][] {
    this.record('getSheetValues');
    this.book.fresh();
    const lastRow = this.model.lastRow();
    const lastCol = this.model.lastColumn();
    const row = startRow === -1 ? lastRow : startRow;
    const col = startColumn === -1 ? lastCol : startColumn;
    const rect = {
      row,
      col,
      numRows: numRows === -1 ? lastRow - row + 1 : numRows,
      numCols: numColumns === -1 ? lastCol - col + 1 : numColumns,
    };
    checkRect(this.model, rect);
    return readValues(this.model, rect, this.book.makeDate);
  }

  getLastRow(): number {
    this.record('getLastRow');
    this.book.fresh();
    return this.model.lastRow();
  }

  getLastColumn(): number {
    this.record('getLastColumn');
    this.book.fresh();
    return this.model.lastColumn();
  }

  /** Writes after the last row with content, growing the grid as Sheets does; values parse as typed input. */
  appendRow(rowContents: unknown[]): SheetService {
    this.record('appendRow');
    if (!Array.isArray(rowContents)) throw new Error('The parameters do not match the method signature.');
    this.book.fresh();
    const row = this.model.lastRow() + 1;
    if (row > this.model.maxRows) this.model.maxRows = row;
    if (rowContents.length > this.model.maxCols) this.model.maxCols = rowContents.length;
    const rect = { row, col: 1, numRows: 1, numCols: Math.max(rowContents.length, 1) };
    guardedWrite(this.book, this.model, rect, () =>
      rowContents.forEach((value, i) => writeInput(this.model, row, i + 1, value)),
    );
    this.book.model.touch();
    return this;
  }

  private whole(): GridRect {
    return { row: 1, col: 1, numRows: this.model.maxRows, numCols: this.model.maxCols };
  }

  clear(): SheetService {
    this.record('clear');
    clearRect(this.model, this.whole(), true);
    this.book.model.touch();
    return this;
  }

  clearContents(): SheetService {
    this.record('clearContents');
    clearRect(this.model, this.whole(), false);
    this.book.model.touch();
    return this;
  }

  isSheetHidden(): boolean {
    this.record('isSheetHidden');
    return this.model.hidden;
  }

  hideSheet(): SheetService {
    this.record('hideSheet');
    const visible = this.book.model.sheets.filter((s) => !s.hidden && s !== this.model);
    if (visible.length === 0) throw new Error("You can't hide all the sheets in a document.");
    this.model.hidden = true;
    this.book.model.touch();
    return this;
  }

  showSheet(): SheetService {
    this.record('showSheet');
    this.model.hidden = false;
    this.book.model.touch();
    return this;
  }

  activate(): SheetService {
    this.record('activate');
    this.book.model.activeSheet = this.model;
    return this;
  }

  setTabColor(color: string | null): SheetService {
    this.record('setTabColor');
    this.model.tabColor = color === null || color === '' ? null : color;
    this.book.model.touch();
    return this;
  }

  getProtections(type: GoogleAppsScript.Spreadsheet.ProtectionType): ProtectionService[] {
    this.record('getProtections');
    const wanted = enumName(type);
    return this.model.protections
      .filter((p) => p.type === wanted)
      .map((p) => new EmulatedProtection(this.book, this.model, p));
  }

  /** The sheet's one sheet-level protection: created on first call, returned again afterwards. */
  protect(): ProtectionService {
    this.record('protect');
    let model = this.model.protections.find((p) => p.type === 'SHEET');
    if (!model) {
      const created: ProtectionModel = {
        type: 'SHEET',
        rect: this.whole(),
        description: '',
        warningOnly: false,
      };
      this.model.protections.push(created);
      this.book.model.touch();
      model = created;
    }
    return new EmulatedProtection(this.book, this.model, model);
  }
}
