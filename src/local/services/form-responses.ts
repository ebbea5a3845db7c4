/**
 * What happens when a form is linked to a spreadsheet and when someone answers it: the responses sheet, the
 * response row, and the ON_FORM_SUBMIT triggers of the destination spreadsheet.
 *
 * All spreadsheet work here is Google's, not the script's, so it runs under `calls.uncounted`.
 */
import type {
  FormItemService,
  FormResponseService,
  FormService,
  ItemResponseService,
  RangeService,
  SheetService,
  SpreadsheetAppService,
  SpreadsheetService,
} from '../../gas/services';
import type { World } from '../world';
import { formatDate } from './date-format';
import { AuthMode, EventType } from './enums';
import type { DestinationRecord, FormRecord, ItemRecord, ResponseRecord } from './forms-state';
import type { EmulatedScriptApp } from './triggers';

/** One answer of a response: the item it answers and the text (a paragraph item's answer is a string). */
export class EmulatedItemResponse implements ItemResponseService {
  constructor(
    private readonly world: World,
    private readonly item: FormItemService,
    private readonly answer: string,
  ) {}

  getItem(): FormItemService {
    this.world.calls.record('ItemResponse.getItem');
    return this.item;
  }

  getResponse(): string {
    this.world.calls.record('ItemResponse.getResponse');
    return this.answer;
  }
}

/** A response as the form keeps it: Google sets its id, timestamp and (verified) respondent email. */
export class EmulatedFormResponse implements FormResponseService {
  constructor(
    private readonly world: World,
    private readonly response: ResponseRecord,
    private readonly items: readonly ItemRecord[],
    private readonly itemView: (item: ItemRecord) => FormItemService,
  ) {}

  getId(): string {
    this.world.calls.record('FormResponse.getId');
    return this.response.id;
  }

  getRespondentEmail(): string {
    this.world.calls.record('FormResponse.getRespondentEmail');
    return this.response.email;
  }

  getTimestamp(): Date {
    this.world.calls.record('FormResponse.getTimestamp');
    return new Date(this.response.timestamp);
  }

  /** Only the items answered, in the form's order (as Google does). */
  getItemResponses(): EmulatedItemResponse[] {
    this.world.calls.record('FormResponse.getItemResponses');
    return this.items
      .filter((item) => Object.prototype.hasOwnProperty.call(this.response.answers, item.title))
      .map(
        (item) =>
          new EmulatedItemResponse(this.world, this.itemView(item), this.response.answers[item.title]),
      );
  }
}

/** The event a form-bound installable submit trigger receives: the response itself, not a sheet row. */
export interface FormBoundSubmitEvent {
  authMode: GoogleAppsScript.Script.AuthMode;
  response: EmulatedFormResponse;
  source: FormService;
  triggerUid: string;
}

export const TIMESTAMP_HEADER = 'Timestamp';
export const EMAIL_HEADER = 'Email Address';
/** How the response sheet shows timestamps (and how e.values carries them) in an en_US spreadsheet. */
export const TIMESTAMP_FORMAT = 'M/d/yyyy H:mm:ss';

/** The event a spreadsheet's installable form-submit trigger receives. */
export interface FormSubmitEvent {
  authMode: GoogleAppsScript.Script.AuthMode;
  /** Every column of the response row by its header, e.g. `{ 'Orders': ['move A to B'] }`. */
  namedValues: { [header: string]: string[] };
  /** The response row as text, in column order (timestamp first). */
  values: string[];
  range: RangeService;
  source: SpreadsheetService;
  triggerUid: string;
}

export interface SubmitOptions {
  /** After every handler has run, throw a FormSubmitHandlerError if one failed (default true). */
  throwOnHandlerError?: boolean;
}

export interface TriggerRun {
  triggerUid: string;
  handler: string;
  ok: boolean;
  /** What the handler threw (undefined when ok). */
  error?: unknown;
}

export interface SubmitResult {
  timestamp: Date;
  /** The response row in the destination sheet; null when the form has no destination. */
  row: number | null;
  runs: TriggerRun[];
  /** The response's id (FormResponse.getId). */
  responseId: string;
}

/** The response is saved either way, as in Google, where a failing trigger does not lose the submission. */
export class FormSubmitHandlerError extends Error {
  constructor(readonly runs: TriggerRun[]) {
    const failed = runs.filter((r) => !r.ok);
    super(
      `Form-submit handler failed: ${failed
        .map((r) => `${r.handler}: ${r.error instanceof Error ? r.error.message : String(r.error)}`)
        .join('; ')}`,
    );
    this.name = 'FormSubmitHandlerError';
  }
}

/**
 * Player text must stay text: a leading `'` is Sheets' quote prefix, which stores the rest literally, so an
 * answer like `=IMPORTRANGE(...)` never becomes a formula, nor `12` a number or `TRUE` a boolean.
 */
export function asLiteral(value: unknown): unknown {
  return typeof value === 'string' && value !== '' ? `'${value}` : value;
}

function headerOf(form: FormRecord): string[] {
  const email = form.emailCollectionType !== 'DO_NOT_COLLECT';
  return [TIMESTAMP_HEADER, ...(email ? [EMAIL_HEADER] : []), ...form.items.map((i) => i.title)];
}

/** Google grows the responses sheet as answers arrive; the grid itself refuses ranges beyond its size. */
function growTo(sheet: SheetService, rows: number, columns: number): void {
  if (rows > sheet.getMaxRows()) sheet.insertRowsAfter(sheet.getMaxRows(), rows - sheet.getMaxRows());
  if (columns > sheet.getMaxColumns())
    sheet.insertColumnsAfter(sheet.getMaxColumns(), columns - sheet.getMaxColumns());
}

/** Like Google: a new first tab `Form Responses N` (first free N) with the header row, frozen. */
export function linkDestination(
  world: World,
  spreadsheetApp: SpreadsheetAppService,
  form: FormRecord,
  spreadsheetId: string,
): DestinationRecord {
  return world.calls.uncounted(() => {
    const ss = spreadsheetApp.openById(spreadsheetId);
    const taken = new Set(ss.getSheets().map((s) => s.getName()));
    let n = 1;
    while (taken.has(`Form Responses ${n}`)) n += 1;
    const sheetName = `Form Responses ${n}`;
    const sheet = ss.insertSheet(sheetName, 0);
    const header = headerOf(form);
    growTo(sheet, 1, header.length);
    sheet.getRange(1, 1, 1, header.length).setValues([header.map(asLiteral)]);
    sheet.setFrozenRows(1);
    return { spreadsheetId, sheetId: sheet.getSheetId(), sheetName };
  });
}

function responsesSheet(ss: SpreadsheetService, form: FormRecord, dest: DestinationRecord): SheetService {
  const sheet =
    ss.getSheets().find((s) => s.getSheetId() === dest.sheetId) ?? ss.getSheetByName(dest.sheetName);
  if (!sheet)
    throw new Error(`The responses sheet of form "${form.title}" is gone from ${dest.spreadsheetId}.`);
  return sheet;
}

function validate(form: FormRecord, email: string, answers: Record<string, string>): void {
  if (!form.published)
    throw new Error(`Form "${form.title}" is not published, so it cannot accept responses.`);
  if (!form.acceptingResponses) throw new Error(`Form "${form.title}" is not accepting responses.`);
  const titles = new Set(form.items.map((i) => i.title));
  for (const key of Object.keys(answers)) {
    if (!titles.has(key)) throw new Error(`Form "${form.title}" has no question titled "${key}".`);
  }
  for (const item of form.items) {
    if (item.required && (answers[item.title] ?? '').trim() === '') {
      throw new Error(`"${item.title}" is a required question.`);
    }
  }
  const lower = email.toLowerCase();
  if (form.limitOneResponsePerUser && form.responses.some((r) => r.email.toLowerCase() === lower)) {
    throw new Error(`${email} has already responded to form "${form.title}".`);
  }
}

interface WrittenRow {
  ss: SpreadsheetService;
  range: RangeService;
  row: number;
  header: string[];
  texts: string[];
}

function writeRow(
  spreadsheetApp: SpreadsheetAppService,
  form: FormRecord,
  dest: DestinationRecord,
  timestamp: Date,
  email: string,
  answers: Record<string, string>,
): WrittenRow {
  const ss = spreadsheetApp.openById(dest.spreadsheetId);
  const sheet = responsesSheet(ss, form, dest);
  const lastColumn = sheet.getLastColumn();
  const header =
    lastColumn > 0
      ? sheet
          .getRange(1, 1, 1, lastColumn)
          .getValues()[0]
          .map((v) => String(v))
      : [];
  // Questions added (or email collection switched on) after linking get new columns at the end, as in Google.
  const missing = headerOf(form).filter((title) => !header.includes(title));
  growTo(sheet, 1, header.length + missing.length);
  if (missing.length > 0) {
    sheet.getRange(1, header.length + 1, 1, missing.length).setValues([missing.map(asLiteral)]);
    header.push(...missing);
  }
  const answerFor = (column: string): string =>
    Object.prototype.hasOwnProperty.call(answers, column) ? answers[column] : '';
  const cells = header.map((column): unknown => {
    if (column === TIMESTAMP_HEADER) return timestamp;
    if (column === EMAIL_HEADER && form.emailCollectionType !== 'DO_NOT_COLLECT') return email;
    return answerFor(column);
  });
  const stamp = formatDate(timestamp, ss.getSpreadsheetTimeZone(), TIMESTAMP_FORMAT);
  const texts = cells.map((cell) => (cell instanceof Date ? stamp : String(cell)));
  // Counted after the header is written: on an emptied sheet the header takes row 1 first.
  const row = sheet.getLastRow() + 1;
  growTo(sheet, row, header.length);
  const range = sheet.getRange(row, 1, 1, header.length);
  range.setValues([cells.map(asLiteral)]);
  const stampColumn = header.indexOf(TIMESTAMP_HEADER) + 1;
  if (stampColumn > 0) sheet.getRange(row, stampColumn).setNumberFormat(TIMESTAMP_FORMAT);
  return { ss, range, row, header, texts };
}

/** How the form's own side is seen by a handler: the response object and the form. */
export interface FormViews {
  response: (record: ResponseRecord) => EmulatedFormResponse;
  form: () => FormService;
}

export function submitResponse(
  world: World,
  spreadsheetApp: SpreadsheetAppService,
  scriptApp: EmulatedScriptApp,
  form: FormRecord,
  respondentEmail: string,
  answers: Record<string, string>,
  views: FormViews,
  options: SubmitOptions = {},
): SubmitResult {
  validate(form, respondentEmail, answers);
  const timestamp = world.now();
  const record: ResponseRecord = {
    id: world.nextId('response'),
    timestamp: timestamp.toISOString(),
    email: form.emailCollectionType === 'DO_NOT_COLLECT' ? '' : respondentEmail,
    answers: { ...answers },
  };
  form.responses.push(record);
  const runs: TriggerRun[] = [];
  const fire = (trigger: { id: string; handler: string; owner: string }, event: unknown): void => {
    try {
      // An installable trigger runs as the user who installed it, not as the respondent (as in Google);
      // the respondent is known only from the verified email in the response.
      world.invokeGlobal(trigger.handler, [event], trigger.owner);
      runs.push({ triggerUid: trigger.id, handler: trigger.handler, ok: true });
    } catch (error) {
      runs.push({ triggerUid: trigger.id, handler: trigger.handler, ok: false, error });
    }
  };
  const dest = form.destination;
  const written = dest
    ? world.calls.uncounted(() => writeRow(spreadsheetApp, form, dest, timestamp, respondentEmail, answers))
    : null;
  for (const trigger of scriptApp.triggersFor(EventType.ON_FORM_SUBMIT, form.id)) {
    const event: FormBoundSubmitEvent = {
      authMode: AuthMode.FULL,
      response: views.response(record),
      source: views.form(),
      triggerUid: trigger.id,
    };
    fire(trigger, event);
  }
  if (!dest || !written) {
    if (options.throwOnHandlerError !== false && runs.some((r) => !r.ok))
      throw new FormSubmitHandlerError(runs);
    return { timestamp, row: null, runs, responseId: record.id };
  }
  for (const trigger of scriptApp.triggersFor(EventType.ON_FORM_SUBMIT, dest.spreadsheetId)) {
    const namedValues: { [header: string]: string[] } = {};
    written.header.forEach((column, i) => (namedValues[column] ??= []).push(written.texts[i]));
    const event: FormSubmitEvent = {
      authMode: AuthMode.FULL,
      namedValues,
      values: [...written.texts],
      range: written.range,
      source: written.ss,
      triggerUid: trigger.id,
    };
    fire(trigger, event);
  }
  if (options.throwOnHandlerError !== false && runs.some((r) => !r.ok)) {
    throw new FormSubmitHandlerError(runs);
  }
  return { timestamp, row: written.row, runs, responseId: record.id };
}
