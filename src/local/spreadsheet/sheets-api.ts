/**
 * The advanced Sheets service (API v4) over the emulated workbooks: `Sheets.Spreadsheets.Values.batchGet` and
 * `batchUpdate`, the two methods the ledger uses to read and write many tabs in one round trip each.
 *
 * As the API documents it: ranges in A1 notation with quoted tab names (`'Player · Clan Varn'!A1:A9`; a bare tab
 * name is the whole grid); a read's `range` is the whole requested range clipped to the grid (so `'Log'` comes
 * back as `Log!A1:Z1000`: the grid's size) while its values leave out trailing empty rows and cells;
 * UNFORMATTED_VALUE gives numbers as numbers, FORMULA a formula cell's formula, and SERIAL_NUMBER dates as day
 * serials; RAW stores what it is given without parsing it, USER_ENTERED parses it as if typed; a null value
 * leaves its cell alone; a write beyond the grid is refused whole ("exceeds grid limits"). Each method is one
 * counted service call, recorded before any work, so a failure injected there changes nothing.
 *
 * Where the emulation stands in for what Sheets keeps as formats: a cell the emulation holds a Date in is a
 * date-formatted cell, so a number written there RAW stays a date (as it would under the cell's date format);
 * USER_ENTERED reads `yyyy-mm-dd[ hh:mm[:ss[.sss]]]` as a date on the spreadsheet's clock, as Sheets reads it
 * typed. Dates cannot travel in the API's JSON: a Date among written values is refused.
 */
import type {
  BatchGetOptions,
  BatchUpdateRequest,
  CellValue,
  SheetsService,
  ValueRange,
} from '../../gas/services';
import type { World } from '../world';
import { columnLetters, parseA1, quoteSheetName, resolveA1, splitSheetPrefix, type GridRect } from './a1';
import { shownValue } from './cells';
import type { Book } from './book';
import type { SheetModel } from './model';
import { dateToSerial, displayText, isDate, isDateFormat, parseInput, serialToDate } from './values';

/** Finds a spreadsheet's Book by id (the SpreadsheetApp registry). */
export type BookById = (id: string) => Book | null;

const API = 'API call to sheets.spreadsheets.values';

function failure(method: string, message: string): Error {
  return new Error(`${API}.${method} failed with error: ${message}`);
}

interface Target {
  readonly sheet: SheetModel;
  readonly rect: GridRect;
}

/** A range of the request on its sheet, or Google's "Unable to parse range". */
function target(book: Book, method: string, range: string): Target {
  const { sheetName, address } = splitSheetPrefix(range.trim());
  const name = sheetName ?? (/^'.*'$/.test(address) ? address.slice(1, -1).replace(/''/g, "'") : address);
  const whole = sheetName === null;
  const sheet = book.model.sheetByName(name);
  if (!sheet) throw failure(method, `Unable to parse range: ${range}`);
  if (whole) return { sheet, rect: { row: 1, col: 1, numRows: sheet.maxRows, numCols: sheet.maxCols } };
  const parsed = parseA1(address);
  if (!parsed) throw failure(method, `Unable to parse range: ${range}`);
  return { sheet, rect: resolveA1(parsed, sheet.maxRows, sheet.maxCols) };
}

function a1Of(sheet: SheetModel, rect: GridRect): string {
  const end = `${columnLetters(rect.col + rect.numCols - 1)}${rect.row + rect.numRows - 1}`;
  return `${quoteSheetName(sheet.name)}!${columnLetters(rect.col)}${rect.row}:${end}`;
}

/** What one cell reads as under the render options. */
function rendered(sheet: SheetModel, row: number, col: number, options: BatchGetOptions): unknown {
  const cell = sheet.cell(row, col);
  const render = options.valueRenderOption ?? 'FORMATTED_VALUE';
  if (render === 'FORMULA' && cell?.formula !== undefined) return cell.formula;
  const value = shownValue(sheet, row, col);
  if (value === undefined || value === '') return '';
  const tz = sheet.workbook.timeZone;
  if (render === 'FORMATTED_VALUE') return displayText(value, cell?.numberFormat, tz);
  const dated = isDate(value) || (typeof value === 'number' && isDateFormat(cell?.numberFormat));
  if (dated && options.dateTimeRenderOption === 'FORMATTED_STRING')
    return displayText(value, cell?.numberFormat, tz);
  return isDate(value) ? dateToSerial(value, tz) : value;
}

function readRange(book: Book, range: string, options: BatchGetOptions): ValueRange {
  const { sheet, rect } = target(book, 'batchGet', range);
  const clipped: GridRect = {
    ...rect,
    numRows: Math.max(0, Math.min(rect.numRows, sheet.maxRows - rect.row + 1)),
    numCols: Math.max(0, Math.min(rect.numCols, sheet.maxCols - rect.col + 1)),
  };
  const rows: unknown[][] = [];
  // Only rows up to the sheet's last row with content can hold anything.
  const lastRow = Math.min(clipped.row + clipped.numRows - 1, sheet.lastRow());
  for (let r = clipped.row; r <= lastRow; r++) {
    const line: unknown[] = [];
    for (let c = clipped.col; c < clipped.col + clipped.numCols; c++)
      line.push(rendered(sheet, r, c, options));
    while (line.length > 0 && line[line.length - 1] === '') line.pop();
    rows.push(line);
  }
  while (rows.length > 0 && rows[rows.length - 1].length === 0) rows.pop();
  return {
    range: a1Of(sheet, clipped),
    majorDimension: 'ROWS',
    ...(rows.length > 0 ? { values: rows } : {}),
  };
}

/** `yyyy-mm-dd[ hh:mm[:ss[.sss]]]`, as USER_ENTERED reads a typed date. */
const TYPED_DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

function typedDate(text: string, timeZone: string): Date | null {
  const m = TYPED_DATE.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((part) => Number(part ?? '0'));
  const wall = Date.UTC(y, mo - 1, d, h, mi, s, m[7] ? Number(m[7].padEnd(3, '0')) : 0);
  return serialToDate((wall - Date.UTC(1899, 11, 30)) / 86_400_000, timeZone);
}

/** Stores one written value in a cell (null: left alone). */
function store(
  sheet: SheetModel,
  row: number,
  col: number,
  raw: unknown,
  input: 'RAW' | 'USER_ENTERED',
): void {
  if (raw === null || raw === undefined) return;
  const existing = sheet.cell(row, col);
  const tz = sheet.workbook.timeZone;
  let value: CellValue | undefined;
  let formula: string | undefined;
  if (input === 'USER_ENTERED') {
    const date = typeof raw === 'string' && existing?.numberFormat !== '@' ? typedDate(raw, tz) : null;
    const parsed = date ? { value: date } : parseInput(raw, existing?.numberFormat);
    value = parsed.value;
    formula = parsed.formula;
  } else if (raw !== '') {
    value = raw as CellValue;
  }
  // A cell holding a date is date-formatted: a number written there is that day (see the file comment).
  const wasDate = existing?.value !== undefined && isDate(existing.value);
  if (typeof value === 'number' && wasDate && !isDateFormat(existing?.numberFormat))
    value = serialToDate(value, tz);
  if (value === undefined && formula === undefined && existing === undefined) return;
  const cell = existing ?? sheet.ensureCell(row, col);
  cell.value = value;
  cell.formula = formula;
  cell.computed = undefined;
}

function checkValue(raw: unknown): void {
  const ok =
    raw === null ||
    raw === undefined ||
    typeof raw === 'string' ||
    typeof raw === 'boolean' ||
    (typeof raw === 'number' && Number.isFinite(raw));
  if (!ok)
    throw failure(
      'batchUpdate',
      `Invalid values: ${isDate(raw) ? 'a Date (send a serial number or a typed date)' : String(raw)}`,
    );
}

interface Planned {
  readonly sheet: SheetModel;
  readonly rect: GridRect;
  readonly values: unknown[][];
}

function planWrite(book: Book, data: ValueRange): Planned {
  const values = data.values ?? [];
  const { sheet, rect } = target(book, 'batchUpdate', data.range ?? '');
  const height = values.length;
  const width = Math.max(0, ...values.map((row) => row.length));
  const explicit = /:/.test(splitSheetPrefix(data.range ?? '').address);
  if (explicit && (height > rect.numRows || width > rect.numCols))
    throw failure(
      'batchUpdate',
      `Requested writing within range [${data.range}], but tried writing ${height} rows and ${width} columns`,
    );
  const lastRow = rect.row + height - 1;
  const lastCol = rect.col + width - 1;
  if (lastRow > sheet.maxRows || lastCol > sheet.maxCols)
    throw failure(
      'batchUpdate',
      `Range (${quoteSheetName(sheet.name)}!${columnLetters(rect.col)}${rect.row}:${columnLetters(Math.max(lastCol, rect.col))}${Math.max(lastRow, rect.row)}) exceeds grid limits. Max rows: ${sheet.maxRows}, max columns: ${sheet.maxCols}`,
    );
  values.forEach((row) => row.forEach(checkValue));
  return { sheet, rect, values };
}

class Values {
  constructor(
    private readonly world: World,
    private readonly books: BookById,
  ) {}

  private book(method: string, id: string): Book {
    const book = this.books(id);
    if (!book) throw failure(method, `Requested entity was not found.`);
    return book;
  }

  batchGet(
    spreadsheetId: string,
    options: BatchGetOptions,
  ): { spreadsheetId: string; valueRanges: ValueRange[] } {
    this.world.calls.record('Sheets.Spreadsheets.Values.batchGet');
    const book = this.book('batchGet', spreadsheetId);
    book.fresh();
    return {
      spreadsheetId,
      valueRanges: (options.ranges ?? []).map((range) => readRange(book, range, options)),
    };
  }

  batchUpdate(
    request: BatchUpdateRequest,
    spreadsheetId: string,
  ): { spreadsheetId: string; totalUpdatedCells: number } {
    this.world.calls.record('Sheets.Spreadsheets.Values.batchUpdate');
    const book = this.book('batchUpdate', spreadsheetId);
    const input = request.valueInputOption;
    if (input !== 'RAW' && input !== 'USER_ENTERED')
      throw failure('batchUpdate', "Invalid value at 'value_input_option'");
    // Every range is checked before any is written: the request is refused whole.
    const planned = (request.data ?? []).map((data) => planWrite(book, data));
    let cells = 0;
    for (const { sheet, rect, values } of planned)
      values.forEach((row, i) =>
        row.forEach((raw, j) => {
          if (raw === null || raw === undefined) return;
          store(sheet, rect.row + i, rect.col + j, raw, input);
          cells += 1;
        }),
      );
    if (cells > 0) book.model.touch();
    return { spreadsheetId, totalUpdatedCells: cells };
  }
}

/** `Sheets` as a script sees it. */
export class EmulatedSheetsApi implements SheetsService {
  readonly Spreadsheets: { Values: Values };

  constructor(world: World, books: BookById) {
    this.Spreadsheets = { Values: new Values(world, books) };
  }
}
