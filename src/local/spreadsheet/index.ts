/**
 * The offline SpreadsheetApp: a registry of in-memory spreadsheets by id, with an active one.
 *
 *   const app = new EmulatedSpreadsheetApp(world, ui);
 *   const ss = app.createSpreadsheet('Campaign');   // emulation-only, uncounted
 *   app.setActiveSpreadsheet(ss);
 *
 * Methods that are not part of the Apps Script interface (createSpreadsheet, setActiveSpreadsheet, setUi,
 * adopt, spreadsheets, setDateFactory, setStrictValidation) are the emulation's own and are never counted as service calls.
 */
import type {
  DataValidationBuilderService,
  SpreadsheetAppService,
  SpreadsheetService,
  UiService,
} from '../../gas/services';
import type { World } from '../world';
import { Book, type BookSettings } from './book';
import { EmulatedDataValidationBuilder } from './data-validation';
import { DataValidationCriteria, ProtectionType } from './enums';
import { WorkbookModel } from './model';
import { EmulatedSpreadsheet } from './spreadsheet';
import type { DateFactory } from './values';

export { EmulatedSpreadsheet, EmulatedNamedRange } from './spreadsheet';
export { EmulatedSheet } from './sheet';
export { EmulatedRange } from './range';
export { EmulatedProtection } from './protection';
export { EmulatedDataValidation, EmulatedDataValidationBuilder } from './data-validation';
export { WorkbookModel, SheetModel } from './model';
export { Book } from './book';

export class EmulatedSpreadsheetApp implements SpreadsheetAppService {
  readonly DataValidationCriteria = DataValidationCriteria;
  readonly ProtectionType = ProtectionType;
  private readonly books = new Map<string, Book>();
  private active: Book | null = null;
  private readonly settings: BookSettings = { makeDate: (ms) => new Date(ms), strictValidation: true };

  constructor(
    readonly world: World,
    private ui: UiService | null = null,
  ) {}

  /** Emulation-only: the Ui that getUi() hands out (the other services provide it). */
  setUi(ui: UiService): void {
    this.ui = ui;
  }

  /**
   * Emulation-only: how to make the Dates that getValues returns. A script run in a Node vm should pass its own
   * realm's Date (`(ms) => new vmDate(ms)`) so its `instanceof Date` checks hold.
   */
  setDateFactory(makeDate: DateFactory): void {
    this.settings.makeDate = makeDate;
  }

  /**
   * Emulation-only: whether script value writes (setValue/setValues/setFormula(s)/appendRow) are refused by a
   * rule that rejects invalid input, as Apps Script refuses them (validation-guard.ts); on by default. The Sheets
   * advanced service never checks. Off lets a test put in a value the keyboard would refuse (a paste, old data).
   */
  setStrictValidation(strict: boolean): void {
    this.settings.strictValidation = strict;
  }

  /** Emulation-only: a new spreadsheet with one 1000 x 26 sheet "Sheet1", like Google's, without a counted call. */
  createSpreadsheet(name: string, id?: string): EmulatedSpreadsheet {
    let fresh = id;
    // A spreadsheet loaded from a file may already hold an id this world would hand out next.
    while (fresh === undefined || (id === undefined && this.books.has(fresh)))
      fresh = this.world.nextId('ss');
    const model = new WorkbookModel(fresh, name, this.world.timeZone);
    model.addSheet('Sheet1');
    model.activeSheet = model.sheets[0];
    return this.adopt(model);
  }

  /** Emulation-only: registers a workbook built elsewhere (loaded from .xlsx); replaces one with the same id. */
  adopt(model: WorkbookModel): EmulatedSpreadsheet {
    const book = new Book(model, this.world, this.settings);
    this.books.set(model.id, book);
    if (this.active?.model.id === model.id) this.active = book;
    return new EmulatedSpreadsheet(book);
  }

  /** Emulation-only: makes `ss` what getActiveSpreadsheet() returns (the spreadsheet the script is bound to). */
  setActiveSpreadsheet(ss: SpreadsheetService | null): void {
    if (ss === null) {
      this.active = null;
      return;
    }
    if (!(ss instanceof EmulatedSpreadsheet)) throw new Error('Not an emulated spreadsheet.');
    this.active = this.books.get(ss.book.model.id) ?? ss.book;
  }

  /** Emulation-only: every spreadsheet in the registry. */
  spreadsheets(): EmulatedSpreadsheet[] {
    return [...this.books.values()].map((book) => new EmulatedSpreadsheet(book));
  }

  /** Emulation-only: a spreadsheet by id without a counted call, or null. */
  find(id: string): EmulatedSpreadsheet | null {
    const book = this.books.get(id);
    return book ? new EmulatedSpreadsheet(book) : null;
  }

  getActiveSpreadsheet(): SpreadsheetService {
    this.world.calls.record('SpreadsheetApp.getActiveSpreadsheet');
    if (!this.active)
      throw new Error('No active spreadsheet: the emulation needs setActiveSpreadsheet() first.');
    return new EmulatedSpreadsheet(this.active);
  }

  openById(id: string): SpreadsheetService {
    this.world.calls.record('SpreadsheetApp.openById');
    const book = this.books.get(id);
    if (!book)
      throw new Error(
        'Unexpected error while getting the method or property openById on object SpreadsheetApp.',
      );
    return new EmulatedSpreadsheet(book);
  }

  create(name: string): SpreadsheetService {
    this.world.calls.record('SpreadsheetApp.create');
    return this.createSpreadsheet(String(name));
  }

  getUi(): UiService {
    this.world.calls.record('SpreadsheetApp.getUi');
    if (!this.ui) throw new Error('Cannot call SpreadsheetApp.getUi() from this context.');
    return this.ui;
  }

  newDataValidation(): DataValidationBuilderService {
    this.world.calls.record('SpreadsheetApp.newDataValidation');
    return new EmulatedDataValidationBuilder(this.world.calls);
  }

  /** Changes apply at once in the emulation; flush only brings formula results up to date. */
  flush(): void {
    this.world.calls.record('SpreadsheetApp.flush');
    for (const book of this.books.values()) book.fresh();
  }
}
