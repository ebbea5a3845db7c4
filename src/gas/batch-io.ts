import type { TurnLedger } from './turn-ledger';
import { services, SheetService, SheetsService, SpreadsheetService, ValueRange } from './services';

/**
 * The ledger's tabs read with one Sheets.Spreadsheets.Values.batchGet and written with one batchUpdate per
 * input option (issue 9: at most two service calls per tab an operation touches), through the advanced Sheets
 * service (API v4), which the project's `spreadsheets` scope already authorises.
 *
 * Reads: UNFORMATTED_VALUE (numbers stay numbers) with dates as SERIAL_NUMBER, turned back into Dates in the
 * cells the ledger knows hold dates (DATE_CELLS); a tab asked for by its bare name comes back with its grid's
 * size, so no getMaxRows is needed before writing. Writes: RAW for everything a person's text could be in
 * (never parsed: no formula injection whatever a cell's format), USER_ENTERED only for the cells whose value
 * must be parsed as setValues would (the ledger's own formulas, numbers kept as text input, dates).
 */

/** Where an operation reads and writes through the advanced service. */
export interface BatchTarget {
  readonly api: SheetsService;
  readonly spreadsheetId: string;
  readonly timeZone: string;
  /** Tabs not read whole whose end a read of this execution found (a player's tab, read with the Orders'). */
  readonly ends?: Map<string, ColumnEnd>;
}

/** A tab's grid rows and the last row its column A uses. */
export interface ColumnEnd {
  readonly rows: number;
  readonly lastRow: number;
}

/** A tab's grid: its row and column counts (getMaxRows, getMaxColumns). */
export interface GridSize {
  readonly rows: number;
  readonly columns: number;
}

/** A tab read by batchGet: its values (header first, rectangular, '' for empty) and its grid. */
export interface BatchTab {
  readonly values: unknown[][];
  readonly grid: GridSize;
}

/** The advanced service and the spreadsheet's id (one call), or null where the service is not enabled. */
export function batchTarget(spreadsheet: SpreadsheetService, timeZone: string): BatchTarget | null {
  const api = services().Sheets;
  return api ? { api, spreadsheetId: spreadsheet.getId(), timeZone, ends: new Map() } : null;
}

/** `'It''s'` for a tab name, as A1 notation quotes it. */
export function quotedTab(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

/** The grid a whole-tab range came back as (`Log!A1:Z1000`: 1000 rows, 26 columns). */
function gridOf(range: string | undefined): GridSize | null {
  const m = /!\$?([A-Z]+)\$?(\d+):\$?([A-Z]+)\$?(\d+)$/.exec(range ?? '');
  if (!m) return null;
  const column = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  return { rows: Number(m[4]) - Number(m[2]) + 1, columns: column(m[3]) - column(m[1]) + 1 };
}

const MS_PER_DAY = 86_400_000;
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** How far the wall clock of `timeZone` is ahead of UTC at `utcMs`. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(utcMs));
  const p: Record<string, number> = {};
  for (const part of parts) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** A date serial (days since 1899-12-30 on the spreadsheet's clock) as the instant it names. */
export function serialDate(serial: number, timeZone: string): Date {
  const wall = Math.round(SERIAL_EPOCH_MS + serial * MS_PER_DAY);
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(guess, timeZone));
}

/** A Date as Sheets reads one typed: `yyyy-mm-dd hh:mm:ss.sss` on the spreadsheet's clock. */
export function typedDate(date: Date, timeZone: string): string {
  const wall = new Date(date.getTime() + zoneOffsetMs(date.getTime(), timeZone));
  return wall.toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * The cells the ledger reads as dates (getValues gives a Date for a date-formatted cell; the API gives its
 * serial): the Orders tab's Submitted and the Battles tab's Deadline columns, the Campaign tab's Order deadline.
 */
const DATE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  Orders: ['submitted'],
  Battles: ['deadline'],
};

function withDates(name: string, values: unknown[][], timeZone: string): void {
  const headers = (values[0] ?? []).map((h) => String(h).trim().toLowerCase());
  const toDate = (row: unknown[], c: number) => {
    if (c >= 0 && typeof row[c] === 'number') row[c] = serialDate(row[c] as number, timeZone);
  };
  const columns = (DATE_COLUMNS[name] ?? []).map((h) => headers.indexOf(h));
  if (columns.length > 0) for (const row of values.slice(1)) columns.forEach((c) => toDate(row, c));
  if (name === 'Campaign') {
    const setting = headers.indexOf('setting');
    const value = headers.indexOf('value');
    for (const row of values.slice(1))
      if (String(row[setting] ?? '').trim() === 'Order deadline') toDate(row, value);
  }
}

/** Rows padded to the widest, '' for a missing cell (what getSheetValues returns). */
function rectangular(values: unknown[][] | undefined): unknown[][] {
  const rows = values ?? [];
  const width = Math.max(0, ...rows.map((r) => r.length));
  return rows.map((r) => Array.from({ length: width }, (_, c) => r[c] ?? ''));
}

/**
 * Every tab of `names`, whole, in one batchGet (null: a tab is missing, which the API refuses whole; the caller
 * then reads tab by tab and reports it). `render` FORMULA gives formula cells their formulas. The header rows
 * of `headersOf` come in the same call, as `Name!1:1`.
 */
export function batchReadTabs(
  target: BatchTarget,
  names: readonly string[],
  render: 'UNFORMATTED_VALUE' | 'FORMULA' = 'UNFORMATTED_VALUE',
  headersOf: readonly string[] = [],
): Map<string, BatchTab> | null {
  if (names.length === 0 && headersOf.length === 0) return new Map();
  let ranges: ValueRange[];
  try {
    ranges =
      target.api.Spreadsheets.Values.batchGet(target.spreadsheetId, {
        ranges: [...names.map(quotedTab), ...headersOf.map((name) => `${quotedTab(name)}!1:1`)],
        valueRenderOption: render,
        dateTimeRenderOption: 'SERIAL_NUMBER',
      }).valueRanges ?? [];
  } catch (error) {
    if (/Unable to parse range/.test(error instanceof Error ? error.message : String(error))) return null;
    throw error;
  }
  const out = new Map<string, BatchTab>();
  names.forEach((name, i) => {
    const values = rectangular(ranges[i]?.values);
    if (render === 'UNFORMATTED_VALUE') withDates(name, values, target.timeZone);
    out.set(name, { values, grid: gridOf(ranges[i]?.range) ?? { rows: values.length, columns: 0 } });
  });
  // `headersOf` tabs' header rows, as `Name!1:1`.
  headersOf.forEach((name, i) => {
    const values = rectangular(ranges[names.length + i]?.values);
    out.set(`${name}!1:1`, {
      values,
      grid: gridOf(ranges[names.length + i]?.range) ?? { rows: 1, columns: 0 },
    });
  });
  return out;
}

/**
 * The tab `name` as a Sheet found only when first used (one getSheetByName then): a tab read and written
 * through the advanced service needs its Sheet only to grow or shrink.
 */
export function lazySheet(spreadsheet: SpreadsheetService, name: string): SheetService {
  let real: SheetService | null = null;
  const sheet = (): SheetService => {
    real ??= spreadsheet.getSheetByName(name);
    if (!real) throw new Error(`The ${name} tab is missing. Run Campaign → Set up ledger.`);
    return real;
  };
  return new Proxy({} as SheetService, {
    get(_target, prop) {
      const found = sheet();
      const value: unknown = Reflect.get(found, prop, found);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(found) : value;
    },
  });
}

/**
 * The grids of tabs not read whole (a player's tab), in one batchGet: column A (its rows) and row 1 (its
 * columns), the whole-range answers giving the grid's size; null when a tab is missing or none is asked.
 */
export function batchGrids(target: BatchTarget, names: readonly string[]): Map<string, GridSize> | null {
  if (names.length === 0) return null;
  let ranges: ValueRange[];
  try {
    ranges =
      target.api.Spreadsheets.Values.batchGet(target.spreadsheetId, {
        ranges: names.flatMap((name) => [`${quotedTab(name)}!A:A`, `${quotedTab(name)}!1:1`]),
        valueRenderOption: 'UNFORMATTED_VALUE',
      }).valueRanges ?? [];
  } catch (error) {
    if (/Unable to parse range/.test(error instanceof Error ? error.message : String(error))) return null;
    throw error;
  }
  const out = new Map<string, GridSize>();
  names.forEach((name, i) => {
    const rows = gridOf(ranges[2 * i]?.range)?.rows;
    const columns = gridOf(ranges[2 * i + 1]?.range)?.columns;
    if (rows !== undefined && columns !== undefined) out.set(name, { rows, columns });
  });
  return out;
}

/**
 * The ledger's grids and those of `tabs` (players' tabs given a column), read in one batchGet instead of a
 * getMaxRows and a getMaxColumns each.
 */
export function withPlayerGrids(
  ledger: TurnLedger,
  tabs: readonly string[],
): ReadonlyMap<string, GridSize> | undefined {
  const players = ledger.batch ? batchGrids(ledger.batch, tabs) : null;
  return players ? new Map([...(ledger.grid ?? []), ...players]) : ledger.grid;
}
