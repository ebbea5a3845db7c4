/**
 * The emulated Spreadsheet (its sheets, named ranges, toasts) and NamedRange.
 */
import type {
  NamedRangeService,
  RangeService,
  SheetService,
  SpreadsheetService,
  UserService,
} from '../../gas/services';
import type { Book } from './book';
import { isGridRefHolder, type SheetModel, type WorkbookModel } from './model';
import { EmulatedRange } from './range';
import { duplicateSheetName, EmulatedSheet, rectFromA1 } from './sheet';
import { parseA1 } from './a1';
import { addViewer, sharingOf, usersOf } from '../services/drive-sharing';

/** Google's rules for range names, simplified: a letter or `_` first, no spaces, not a cell address. */
function checkRangeName(name: string): void {
  const valid =
    /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) &&
    !/^[A-Za-z]{1,3}\d+$/.test(name) &&
    !/^(true|false)$/i.test(name) &&
    !/^R\d*C\d*$/i.test(name);
  if (!valid) throw new Error(`Invalid name for a named range: ${name}.`);
}

export class EmulatedSpreadsheet implements SpreadsheetService {
  constructor(
    /** Emulation-only: the spreadsheet's model, engine and world. */
    readonly book: Book,
  ) {}

  /** Emulation-only: the workbook model (for saving, tests and the playground). */
  get workbook(): WorkbookModel {
    return this.book.model;
  }

  private record(method: string): void {
    this.book.calls.record(`Spreadsheet.${method}`);
  }

  private sheet(model: SheetModel): EmulatedSheet {
    return new EmulatedSheet(this.book, model);
  }

  getId(): string {
    this.record('getId');
    return this.book.model.id;
  }

  getName(): string {
    this.record('getName');
    return this.book.model.name;
  }

  rename(newName: string): void {
    this.record('rename');
    this.book.model.name = String(newName);
    this.book.model.touch();
  }

  addViewer(emailAddress: string): SpreadsheetService {
    this.record('addViewer');
    addViewer(this.book, emailAddress);
    return this;
  }

  getViewers(): UserService[] {
    this.record('getViewers');
    return usersOf(sharingOf(this.book).viewers);
  }

  getEditors(): UserService[] {
    this.record('getEditors');
    return usersOf(sharingOf(this.book).editors);
  }

  getUrl(): string {
    this.record('getUrl');
    return `https://docs.google.com/spreadsheets/d/${this.book.model.id}/edit`;
  }

  getSheets(): SheetService[] {
    this.record('getSheets');
    return this.book.model.sheets.map((s) => this.sheet(s));
  }

  getSheetByName(name: string): SheetService | null {
    this.record('getSheetByName');
    const found = this.book.model.sheetByName(name);
    return found ? this.sheet(found) : null;
  }

  getActiveSheet(): SheetService {
    this.record('getActiveSheet');
    const model = this.book.model;
    return this.sheet(model.activeSheet ?? model.sheets[0]);
  }

  /**
   * Inserts a 1000 x 26 sheet; without an index it goes right after the active sheet, as Sheets places it.
   * The new sheet becomes the active one.
   */
  insertSheet(sheetName: string, sheetIndex?: number): SheetService {
    this.record('insertSheet');
    const model = this.book.model;
    const name = String(sheetName);
    if (model.nameTaken(name)) throw duplicateSheetName(name);
    const active = model.activeSheet ?? model.sheets[0];
    const after = active ? model.sheets.indexOf(active) + 1 : model.sheets.length;
    const index = sheetIndex === undefined ? after : Math.max(0, Math.min(sheetIndex, model.sheets.length));
    const sheet = model.addSheet(name, index);
    model.activeSheet = sheet;
    return this.sheet(sheet);
  }

  deleteSheet(sheet: SheetService): void {
    this.record('deleteSheet');
    if (!(sheet instanceof EmulatedSheet) || !this.book.model.sheets.includes(sheet.model)) {
      throw new Error('Sheet not found in this spreadsheet.');
    }
    if (this.book.model.sheets.length === 1)
      throw new Error("You can't remove all the sheets in a document.");
    this.book.model.removeSheet(sheet.model);
  }

  setActiveSheet(sheet: SheetService): SheetService {
    this.record('setActiveSheet');
    if (!(sheet instanceof EmulatedSheet) || !this.book.model.sheets.includes(sheet.model)) {
      throw new Error('Sheet not found in this spreadsheet.');
    }
    this.book.model.activeSheet = sheet.model;
    return sheet;
  }

  /** Beyond the interface (Apps Script has it): A1 with an optional `'Sheet name'!`, else on the active sheet. */
  getRange(a1Notation: string): RangeService {
    this.record('getRange');
    const parsed = parseA1(String(a1Notation));
    const model = this.book.model;
    const sheet =
      parsed?.sheetName === null || parsed?.sheetName === undefined
        ? (model.activeSheet ?? model.sheets[0])
        : model.sheetByName(parsed.sheetName);
    if (!parsed || !sheet) throw new Error('Range not found');
    return new EmulatedRange(this.book, sheet, rectFromA1(sheet, a1Notation));
  }

  getRangeByName(name: string): RangeService | null {
    this.record('getRangeByName');
    const named = this.book.model.namedRanges.get(name);
    return named ? new EmulatedRange(this.book, named.sheet, { ...named.rect }) : null;
  }

  setNamedRange(name: string, range: RangeService): void {
    this.record('setNamedRange');
    checkRangeName(name);
    if (!isGridRefHolder(range)) throw new Error('The range must come from the emulated SpreadsheetApp.');
    const ref = range.gridRef();
    if (ref.sheet.workbook !== this.book.model) throw new Error('The range must be in this spreadsheet.');
    this.book.model.namedRanges.set(name, ref);
    this.book.model.touch();
  }

  getNamedRanges(): NamedRangeService[] {
    this.record('getNamedRanges');
    return [...this.book.model.namedRanges.keys()].map((name) => new EmulatedNamedRange(this.book, name));
  }

  removeNamedRange(name: string): void {
    this.record('removeNamedRange');
    this.book.model.namedRanges.delete(name);
    this.book.model.touch();
  }

  getSpreadsheetTimeZone(): string {
    this.record('getSpreadsheetTimeZone');
    return this.book.model.timeZone;
  }

  /** Recorded in the workbook's toast list (the playground shows them). */
  toast(msg: string, title: string): void {
    this.record('toast');
    this.book.model.toasts.push({ message: String(msg), title: title === undefined ? '' : String(title) });
  }
}

export class EmulatedNamedRange implements NamedRangeService {
  constructor(
    private readonly book: Book,
    private readonly name: string,
  ) {}

  getName(): string {
    this.book.calls.record('NamedRange.getName');
    return this.name;
  }

  getRange(): RangeService {
    this.book.calls.record('NamedRange.getRange');
    const named = this.book.model.namedRanges.get(this.name);
    if (!named) throw new Error(`Named range ${this.name} no longer exists.`);
    return new EmulatedRange(this.book, named.sheet, { ...named.rect });
  }

  remove(): void {
    this.book.calls.record('NamedRange.remove');
    this.book.model.namedRanges.delete(this.name);
    this.book.model.touch();
  }
}
