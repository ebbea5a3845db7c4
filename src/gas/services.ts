/**
 * The slice of the Apps Script services this project uses, written as interfaces.
 *
 * Why: the gas code is written against these, the offline emulation (src/local) implements these, and the
 * assignments at the bottom prove that the real services (from @types/google-apps-script) satisfy them. So a
 * method the emulation lacks, or a signature that differs from Google's, fails to compile on one side or the other.
 * Grow an interface when the gas code needs a new method; the emulation must then implement it too.
 */

type Enum = GoogleAppsScript.Spreadsheet.DataValidationCriteria;

/** A cell's value as Apps Script hands it over. */
export type CellValue = string | number | boolean | Date;

export interface RangeService {
  getA1Notation(): string;
  getRow(): number;
  getColumn(): number;
  getLastRow(): number;
  getLastColumn(): number;
  getNumRows(): number;
  getNumColumns(): number;
  getSheet(): SheetService;
  getValue(): unknown;
  getValues(): unknown[][];
  getDisplayValue(): string;
  getDisplayValues(): string[][];
  setValue(value: unknown): RangeService;
  setValues(values: unknown[][]): RangeService;
  getFormula(): string;
  getFormulas(): string[][];
  setFormula(formula: string): RangeService;
  setFormulas(formulas: string[][]): RangeService;
  getNote(): string;
  getNotes(): string[][];
  setNote(note: string | null): RangeService;
  setNotes(notes: (string | null)[][]): RangeService;
  getNumberFormat(): string;
  getNumberFormats(): string[][];
  setNumberFormat(numberFormat: string): RangeService;
  setNumberFormats(numberFormats: string[][]): RangeService;
  getDataValidation(): DataValidationService | null;
  getDataValidations(): (DataValidationService | null)[][];
  setDataValidation(rule: DataValidationService | null): RangeService;
  setFontWeight(fontWeight: string | null): RangeService;
  setBackground(color: string | null): RangeService;
  getBackground(): string;
  setWrap(isWrapEnabled: boolean): RangeService;
  clearContent(): RangeService;
  clear(): RangeService;
  protect(): ProtectionService;
}

/** Ranges of one sheet, not adjacent, changed together in one call (Sheet.getRangeList). */
export interface RangeListService {
  getRanges(): RangeService[];
  setNumberFormat(numberFormat: string): RangeListService;
}

export interface SheetService {
  getName(): string;
  setName(name: string): SheetService;
  getSheetId(): number;
  getIndex(): number;
  getParent(): SpreadsheetService;
  getRange(a1Notation: string): RangeService;
  getRange(row: number, column: number): RangeService;
  getRange(row: number, column: number, numRows: number): RangeService;
  getRange(row: number, column: number, numRows: number, numColumns: number): RangeService;
  getDataRange(): RangeService;
  getRangeList(a1Notations: string[]): RangeListService;
  /**
   * The values of a rectangle in one call, without a Range: -1 as a position or a count means the last row or
   * column with content (so `getSheetValues(1, 1, -1, -1)` reads what getDataRange().getValues() reads).
   */
  getSheetValues(startRow: number, startColumn: number, numRows: number, numColumns: number): unknown[][];
  getLastRow(): number;
  getLastColumn(): number;
  getMaxRows(): number;
  getMaxColumns(): number;
  insertRowsAfter(afterPosition: number, howMany: number): SheetService;
  insertColumnsAfter(afterPosition: number, howMany: number): SheetService;
  insertColumnsBefore(columnIndex: number, numColumns: number): SheetService;
  deleteColumns(columnPosition: number, howMany: number): void;
  deleteRows(rowPosition: number, howMany: number): void;
  appendRow(rowContents: unknown[]): SheetService;
  clear(): SheetService;
  clearContents(): SheetService;
  getFrozenRows(): number;
  setFrozenRows(rows: number): void;
  getFrozenColumns(): number;
  setFrozenColumns(columns: number): void;
  isSheetHidden(): boolean;
  hideSheet(): SheetService;
  showSheet(): SheetService;
  activate(): SheetService;
  setTabColor(color: string | null): SheetService;
  getColumnWidth(columnPosition: number): number;
  setColumnWidth(columnPosition: number, width: number): SheetService;
  getProtections(type: GoogleAppsScript.Spreadsheet.ProtectionType): ProtectionService[];
  protect(): ProtectionService;
}

export interface SpreadsheetService {
  getId(): string;
  getName(): string;
  rename(newName: string): void;
  getUrl(): string;
  getSheets(): SheetService[];
  getSheetByName(name: string): SheetService | null;
  getActiveSheet(): SheetService;
  insertSheet(sheetName: string): SheetService;
  insertSheet(sheetName: string, sheetIndex: number): SheetService;
  deleteSheet(sheet: SheetService): void;
  setActiveSheet(sheet: SheetService): SheetService;
  getRangeByName(name: string): RangeService | null;
  setNamedRange(name: string, range: RangeService): void;
  getNamedRanges(): NamedRangeService[];
  removeNamedRange(name: string): void;
  getSpreadsheetTimeZone(): string;
  toast(msg: string, title: string): void;
  /** Sharing (Spreadsheet.addViewer / getViewers / getEditors): private player files. */
  addViewer(emailAddress: string): SpreadsheetService;
  getViewers(): UserService[];
  getEditors(): UserService[];
}

/** A person a file is shared with. */
export interface UserService {
  getEmail(): string;
}

export interface NamedRangeService {
  getName(): string;
  getRange(): RangeService;
  remove(): void;
}

export interface ProtectionService {
  getDescription(): string;
  setDescription(description: string): ProtectionService;
  isWarningOnly(): boolean;
  setWarningOnly(warningOnly: boolean): ProtectionService;
  getRange(): RangeService;
  remove(): void;
}

export interface DataValidationService {
  getCriteriaType(): Enum;
  getCriteriaValues(): unknown[];
  getAllowInvalid(): boolean;
  getHelpText(): string;
}

export interface DataValidationBuilderService {
  requireValueInList(values: string[], showDropdown: boolean): DataValidationBuilderService;
  requireValueInRange(range: RangeService, showDropdown: boolean): DataValidationBuilderService;
  requireNumberBetween(start: number, end: number): DataValidationBuilderService;
  requireCheckbox(): DataValidationBuilderService;
  setAllowInvalid(allowInvalidData: boolean): DataValidationBuilderService;
  setHelpText(helpText: string): DataValidationBuilderService;
  build(): DataValidationService;
}

export interface MenuService {
  addItem(caption: string, functionName: string): MenuService;
  addSeparator(): MenuService;
  addSubMenu(menu: MenuService): MenuService;
  addToUi(): void;
}

export interface HtmlOutputService {
  getContent(): string;
  getTitle(): string;
  setTitle(title: string): HtmlOutputService;
  getWidth(): number;
  setWidth(width: number): HtmlOutputService;
  getHeight(): number;
  setHeight(height: number): HtmlOutputService;
}

/** What a person typed in a Ui.prompt and which button they pressed. */
export interface PromptResponseService {
  getResponseText(): string;
  getSelectedButton(): GoogleAppsScript.Base.Button;
}

export interface UiService {
  Button: typeof GoogleAppsScript.Base.Button;
  ButtonSet: typeof GoogleAppsScript.Base.ButtonSet;
  createMenu(caption: string): MenuService;
  createAddonMenu(): MenuService;
  alert(prompt: string): GoogleAppsScript.Base.Button;
  alert(
    title: string,
    prompt: string,
    buttons: GoogleAppsScript.Base.ButtonSet,
  ): GoogleAppsScript.Base.Button;
  prompt(title: string, prompt: string, buttons: GoogleAppsScript.Base.ButtonSet): PromptResponseService;
  showSidebar(userInterface: HtmlOutputService): void;
  showModalDialog(userInterface: HtmlOutputService, title: string): void;
}

export interface SpreadsheetAppService {
  DataValidationCriteria: typeof GoogleAppsScript.Spreadsheet.DataValidationCriteria;
  ProtectionType: typeof GoogleAppsScript.Spreadsheet.ProtectionType;
  getActiveSpreadsheet(): SpreadsheetService;
  openById(id: string): SpreadsheetService;
  create(name: string): SpreadsheetService;
  getUi(): UiService;
  newDataValidation(): DataValidationBuilderService;
  flush(): void;
}

export interface HtmlServiceService {
  createHtmlOutput(html: string): HtmlOutputService;
  createHtmlOutputFromFile(filename: string): HtmlOutputService;
}

export interface PropertiesStore {
  getProperty(key: string): string | null;
  setProperty(key: string, value: string): PropertiesStore;
  getProperties(): { [key: string]: string };
  setProperties(properties: { [key: string]: string }): PropertiesStore;
  deleteProperty(key: string): PropertiesStore;
  getKeys(): string[];
}

export interface PropertiesServiceService {
  getScriptProperties(): PropertiesStore;
  getDocumentProperties(): PropertiesStore;
  getUserProperties(): PropertiesStore;
}

export interface CacheStore {
  get(key: string): string | null;
  put(key: string, value: string, expirationInSeconds: number): void;
  remove(key: string): void;
}

export interface CacheServiceService {
  getScriptCache(): CacheStore;
  getDocumentCache(): CacheStore | null;
}

export interface LockHandle {
  waitLock(timeoutInMillis: number): void;
  tryLock(timeoutInMillis: number): boolean;
  hasLock(): boolean;
  releaseLock(): void;
}

export interface LockServiceService {
  getScriptLock(): LockHandle;
  getDocumentLock(): LockHandle | null;
}

/** A file's bytes with a name and type (an email attachment). */
export interface BlobService {
  getName(): string | null;
  getContentType(): string | null;
  getDataAsString(): string;
}

/** The sendEmail options the project uses: an HTML part and attachments beside the plain-text body. */
export interface MailOptionsService {
  htmlBody?: string;
  name?: string;
  attachments?: BlobService[];
}

export interface MailAppService {
  getRemainingDailyQuota(): number;
  sendEmail(recipient: string, subject: string, body: string, options?: MailOptionsService): void;
}

export interface UtilitiesService {
  formatDate(date: Date, timeZone: string, format: string): string;
  getUuid(): string;
  sleep(milliseconds: number): void;
  newBlob(data: string, contentType: string, name: string): BlobService;
}

export interface SessionService {
  getActiveUser(): { getEmail(): string };
  getEffectiveUser(): { getEmail(): string };
  getScriptTimeZone(): string;
}

export interface TriggerService {
  getUniqueId(): string;
  getHandlerFunction(): string;
  getEventType(): GoogleAppsScript.Script.EventType;
  getTriggerSourceId(): string;
}

export interface FormTriggerBuilderService {
  onFormSubmit(): FormTriggerBuilderService;
  create(): TriggerService;
}

export interface ClockTriggerBuilderService {
  everyMinutes(n: number): ClockTriggerBuilderService;
  everyHours(n: number): ClockTriggerBuilderService;
  create(): TriggerService;
}

export interface TriggerBuilderService {
  forSpreadsheet(sheet: SpreadsheetService): FormTriggerBuilderService;
  /** A form-bound trigger: its event carries the FormResponse (`e.response`), not editable sheet cells. */
  forForm(formId: string): FormTriggerBuilderService;
  timeBased(): ClockTriggerBuilderService;
}

export interface ScriptAppService {
  AuthMode: typeof GoogleAppsScript.Script.AuthMode;
  EventType: typeof GoogleAppsScript.Script.EventType;
  TriggerSource: typeof GoogleAppsScript.Script.TriggerSource;
  getProjectTriggers(): TriggerService[];
  newTrigger(functionName: string): TriggerBuilderService;
  deleteTrigger(trigger: TriggerService): void;
  getScriptId(): string;
}

export interface ParagraphTextItemService {
  getId(): number;
  getTitle(): string;
  setTitle(title: string): ParagraphTextItemService;
  getHelpText(): string;
  setHelpText(text: string): ParagraphTextItemService;
  setRequired(enabled: boolean): ParagraphTextItemService;
  isRequired(): boolean;
}

export interface FormItemService {
  getId(): number;
  getTitle(): string;
  getType(): GoogleAppsScript.Forms.ItemType;
  asParagraphTextItem(): ParagraphTextItemService;
}

export interface ItemResponseService {
  getItem(): FormItemService;
  getResponse(): string[][] | string[] | string;
}

/** One response as the form holds it: the respondent and id come from Google, not from editable cells. */
export interface FormResponseService {
  getId(): string;
  getRespondentEmail(): string;
  getTimestamp(): GoogleAppsScript.Base.Date;
  getItemResponses(): ItemResponseService[];
}

/** FormApp.EmailCollectionType: newer than @types/google-apps-script (members print as their names). */
export interface EmailCollectionTypes {
  readonly VERIFIED: unknown;
  readonly RESPONDER_INPUT: unknown;
  readonly DO_NOT_COLLECT: unknown;
}

export interface FormService {
  getId(): string;
  getTitle(): string;
  setTitle(title: string): FormService;
  getDescription(): string;
  setDescription(description: string): FormService;
  setConfirmationMessage(message: string): FormService;
  getConfirmationMessage(): string;
  setCollectEmail(collect: boolean): FormService;
  collectsEmail(): boolean;
  /** Newer than @types/google-apps-script: VERIFIED collects the Google account the respondent signed in with. */
  setEmailCollectionType?(type: unknown): FormService;
  getEmailCollectionType?(): unknown;
  setAllowResponseEdits(enabled: boolean): FormService;
  canEditResponse(): boolean;
  setPublishingSummary(enabled: boolean): FormService;
  isPublishingSummary(): boolean;
  /** Only respondents of the owner's Workspace domain; throws on consumer accounts. */
  setRequireLogin(requireLogin: boolean): FormService;
  requiresLogin(): boolean;
  getResponses(timestamp?: Date): FormResponseService[];
  setLimitOneResponsePerUser(enabled: boolean): FormService;
  setAcceptingResponses(enabled: boolean): FormService;
  isAcceptingResponses(): boolean;
  /** Newer than @types/google-apps-script: forms created since 2025 may start unpublished. */
  isPublished?(): boolean;
  setPublished?(enabled: boolean): void;
  getItems(): FormItemService[];
  addParagraphTextItem(): ParagraphTextItemService;
  getItemById(id: number): FormItemService | null;
  setDestination(type: GoogleAppsScript.Forms.DestinationType, id: string): FormService;
  getDestinationId(): string;
  getPublishedUrl(): string;
  getEditUrl(): string;
}

export interface FormAppService {
  DestinationType: typeof GoogleAppsScript.Forms.DestinationType;
  /** Newer than @types/google-apps-script; see EmailCollectionTypes. */
  EmailCollectionType?: EmailCollectionTypes;
  ItemType: typeof GoogleAppsScript.Forms.ItemType;
  create(title: string): FormService;
  openById(id: string): FormService;
}

/** Every service the project uses, by its global name in Apps Script. */
export interface Services {
  SpreadsheetApp: SpreadsheetAppService;
  HtmlService: HtmlServiceService;
  PropertiesService: PropertiesServiceService;
  CacheService: CacheServiceService;
  LockService: LockServiceService;
  MailApp: MailAppService;
  Utilities: UtilitiesService;
  Session: SessionService;
  ScriptApp: ScriptAppService;
  FormApp: FormAppService;
  /** The advanced Sheets service (API v4), enabled in appsscript.json; absent where it is not enabled. */
  Sheets?: SheetsService;
}

/** One range of values in the Sheets API's A1 notation (`'Tab name'!A1:C3`), rows first. */
export interface ValueRange {
  range?: string;
  majorDimension?: 'ROWS';
  values?: unknown[][];
}

export interface BatchGetOptions {
  ranges: string[];
  valueRenderOption?: 'FORMATTED_VALUE' | 'UNFORMATTED_VALUE' | 'FORMULA';
  dateTimeRenderOption?: 'SERIAL_NUMBER' | 'FORMATTED_STRING';
  majorDimension?: 'ROWS';
}

export interface BatchUpdateRequest {
  valueInputOption: 'RAW' | 'USER_ENTERED';
  data: ValueRange[];
}

/** The part of the advanced Sheets service the ledger uses: values read and written many ranges at a time. */
export interface SheetsService {
  Spreadsheets: {
    Values: {
      batchGet(spreadsheetId: string, options: BatchGetOptions): { valueRanges?: ValueRange[] };
      batchUpdate(request: BatchUpdateRequest, spreadsheetId: string): { totalUpdatedCells?: number };
    };
  };
}

/** Google's global, declared here: @types/google-apps-script has no advanced services. */
declare const Sheets: SheetsService | undefined;

let servicesWrapper: ((services: Services) => Services) | null = null;

/**
 * For one execution, the services as `wrap` makes them (gas/campaign-prefetch.ts: the entry point's own read
 * of the Campaign tab, and the script lock it took, handed to the code that asks next); null: Google's again.
 */
export function wrapServices(wrap: ((services: Services) => Services) | null): void {
  servicesWrapper = wrap;
}

/**
 * The services as the running script sees them: Google's in Apps Script, the emulation's offline. Getters, so
 * only the services a call uses are touched: a custom function runs without authorization and must never reach
 * for MailApp or FormApp. Assigning Google's globals here is also the compile-time check that they satisfy the
 * interfaces above.
 */
export function services(): Services {
  const google: Services = {
    get SpreadsheetApp() {
      return SpreadsheetApp;
    },
    get HtmlService() {
      return HtmlService;
    },
    get PropertiesService() {
      return PropertiesService;
    },
    get CacheService() {
      return CacheService;
    },
    get LockService() {
      return LockService;
    },
    get MailApp() {
      return MailApp;
    },
    get Utilities() {
      return Utilities;
    },
    get Session() {
      return Session;
    },
    get ScriptApp() {
      return ScriptApp;
    },
    get FormApp() {
      return FormApp;
    },
    get Sheets() {
      return typeof Sheets === 'undefined' ? undefined : Sheets;
    },
  };
  return servicesWrapper ? servicesWrapper(google) : google;
}
