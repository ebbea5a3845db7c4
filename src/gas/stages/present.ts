import { LOG_TAB } from '../../ledger/schema';
import { JOURNAL_TAB, STAGE_ORDERS_TAB } from '../../ledger/stage-ruleset';
import { cellText, headerIndex, isBlankCell, tabRows } from '../../ledger/tab';
import { GridSize, quotedTab, serialDate } from '../batch-io';
import { services, SheetService, SpreadsheetService, ValueRange } from '../services';

/**
 * The present of a staged ledger's append-only tabs (Orders, Journal, Log): rows are added turn by turn at
 * the bottom, and an operation needs only the rows of the turn it works on (a stage's accepted orders and the
 * turn's Orders lines for the views; the Log's overrides of the turn; where to append). Their history is never
 * read: each tab's last row (getLastRow), then its header and the rows from the bottom up, in chunks that double
 * until a row of an older turn shows, all tabs in one Sheets batchGet per chunk (SpreadsheetApp without it).
 *
 * The rows above the present keep their places as UNREAD rows (one shared row, Turn 0, which no turn's filter
 * takes and no append mistakes for free space), so every row index, A1 cell the rules cite and write position
 * is that of the sheet.
 */

/** The append-only tabs with a Turn column that staged rules read only the present of. */
export const PRESENT_TABS: readonly string[] = [STAGE_ORDERS_TAB.name, JOURNAL_TAB.name, LOG_TAB.name];

/**
 * The turn from which a tab's rows are needed when the operation works on turn `turn`: the Journal's none (no
 * rule reads it: stages only append to it), so only its last row is read, for where to append.
 */
export function presentFrom(name: string, turn: number): number {
  return name === JOURNAL_TAB.name ? Infinity : turn;
}

/** Rows read from the bottom in the first chunk (a turn's orders or log usually fit); each further one doubles. */
export const FIRST_CHUNK_ROWS = 64;

/** Where one tab's present starts: rows of turn `least` or later, and every row from `from` (1-based) down. */
export interface PresentWanted {
  readonly sheet: SheetService;
  readonly least: number;
  readonly from?: number;
  /** Read every row after all when the header row (padded to the width read) shows this. */
  readonly whole?: (headers: readonly string[]) => boolean;
}

/** The row that stands for each row above the present (not read): Turn 0 (no turn's), its other cells blank. */
function unreadRow(width: number, turnAt: number): readonly unknown[] {
  return Object.freeze(Array.from({ length: width }, (_, c) => (c === turnAt ? 0 : '')));
}

interface Scan {
  readonly name: string;
  readonly wanted: PresentWanted;
  readonly lastRow: number;
  headers: unknown[] | null;
  /** The rows read so far, from row `start` to lastRow. */
  rows: unknown[][];
  start: number;
  chunk: number;
  done: boolean;
  /** Every row is read after all (PresentWanted.whole). */
  whole: boolean;
  /** The grid's rows and columns, from the answer's ranges (batchGet only). */
  gridRows: number | null;
  gridColumns: number | null;
}

/** The last row and the column count of the range an answer came back as (`'Log'!A1:I1`, `Log!A40:A1000`). */
function rangeEnd(range: string | undefined): { row: number; columns: number } | null {
  const m = /!\$?([A-Z]+)\$?(\d+):\$?([A-Z]+)\$?(\d+)$/.exec(range ?? '');
  if (!m) return null;
  const column = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  return { row: Number(m[4]), columns: column(m[3]) - column(m[1]) + 1 };
}

/** Rows padded to `width` cells and to `count` rows ('' for a cell the answer left out). */
function padded(
  values: readonly (readonly unknown[])[] | undefined,
  count: number,
  width: number,
): unknown[][] {
  return Array.from({ length: count }, (_, r) =>
    Array.from({ length: width }, (_, c) => values?.[r]?.[c] ?? ''),
  );
}

/** Whether the rows read hold a row older than the present (or reach row 2), so the present is known. */
function settle(scan: Scan): void {
  const headers = (scan.headers ?? []).map((h) => cellText(h));
  const turnAt = headerIndex(tabRows(scan.name, [headers]))('Turn');
  const width = Math.max(headers.length, ...scan.rows.map((r) => r.length));
  scan.whole ||= scan.wanted.whole?.(Array.from({ length: width }, (_, c) => headers[c] ?? '')) ?? false;
  // Without a Turn column nothing tells the turns apart: the whole tab is read.
  if (scan.start <= 2 || turnAt < 0 || scan.whole) {
    scan.done = scan.start <= 2;
    return;
  }
  const from = scan.wanted.from ?? Infinity;
  // A blank row never ends the present (as CS42's tailOf).
  scan.done =
    scan.start <= from &&
    scan.rows.some((r) => !isBlankCell(r[turnAt]) && (Number(r[turnAt]) || 0) < scan.wanted.least);
}

/** The next chunk up: twice the last one, never above row 2, at least up to `from`. */
function nextRange(scan: Scan): { start: number; end: number } {
  const end = scan.start - 1;
  let start = Math.max(2, end - scan.chunk + 1);
  if (scan.wanted.from !== undefined) start = Math.min(start, Math.max(2, scan.wanted.from));
  if (scan.whole) start = 2;
  return { start, end };
}

/** The tab's values as the whole-tab read would give them, the rows above the present UNREAD. */
function valuesOf(scan: Scan): unknown[][] {
  const headers = scan.headers ?? [];
  if (headers.length === 0 && scan.lastRow < 1) return [];
  const width = Math.max(headers.length, ...scan.rows.map((r) => r.length));
  const names = padded([headers], 1, width)[0];
  const turnAt = headerIndex(tabRows(scan.name, [names.map((h) => cellText(h))]))('Turn');
  // The present: from the first row of turn `least` (or `from`) down; the rows read above it are dropped too.
  let first = 0;
  if (turnAt >= 0 && scan.start > 2) {
    let i = scan.rows.length - 1;
    const turnOf = (cell: unknown) => (isBlankCell(cell) ? Infinity : Number(cell) || 0);
    while (i >= 0 && turnOf(scan.rows[i][turnAt]) >= scan.wanted.least) i -= 1;
    first = i + 1;
    if (scan.wanted.from !== undefined) first = Math.min(first, Math.max(0, scan.wanted.from - scan.start));
  }
  const above = scan.start - 2 + first;
  const unread = unreadRow(width, Math.max(0, turnAt));
  return [
    names,
    ...Array.from({ length: above }, () => unread as unknown[]),
    ...padded(scan.rows.slice(first), scan.rows.length - first, width),
  ];
}

/** The spreadsheet's time zone, asked once and only when a date serial must be turned back into a Date. */
function lazyTimeZone(spreadsheet: SpreadsheetService): () => string {
  let zone: string | null = null;
  return () => (zone ??= spreadsheet.getSpreadsheetTimeZone());
}

/** The Orders tab's Submitted serials as Dates (getSheetValues gives a Date for a date-formatted cell). */
function withSubmittedDates(scan: Scan, rows: unknown[][], zone: () => string): unknown[][] {
  if (scan.name !== STAGE_ORDERS_TAB.name) return rows;
  const at = (scan.headers ?? []).findIndex((h) => cellText(h).toLowerCase() === 'submitted');
  if (at < 0) return rows;
  for (const row of rows) if (typeof row[at] === 'number') row[at] = serialDate(row[at] as number, zone());
  return rows;
}

/** One chunk of every unsettled tab (with the header the first time) in one batchGet. */
function batchChunk(scans: Scan[], id: () => string, zone: () => string): void {
  const api = services().Sheets;
  if (!api) throw new Error('no Sheets service');
  type Ask = { scan: Scan; kind: 'header' | 'rows' | 'grid'; start: number; end: number };
  const asks: Ask[] = [];
  for (const scan of scans) {
    if (scan.headers === null) {
      // The header row (its answer's range: the grid's columns) and one cell at the last row, open-ended
      // down (its range: the grid's rows), so a write below needs no getMaxRows.
      asks.push({ scan, kind: 'header', start: 1, end: 1 });
      asks.push({ scan, kind: 'grid', start: Math.max(1, scan.lastRow), end: 0 });
    }
    const { start, end } = nextRange(scan);
    if (end >= start) asks.push({ scan, kind: 'rows', start, end });
  }
  const rangeOf = (a: Ask) =>
    a.kind === 'grid' ? `A${a.start}:A` : a.kind === 'header' ? '1:1' : `${a.start}:${a.end}`;
  const answer: ValueRange[] =
    api.Spreadsheets.Values.batchGet(id(), {
      ranges: asks.map((a) => `${quotedTab(a.scan.name)}!${rangeOf(a)}`),
      valueRenderOption: 'UNFORMATTED_VALUE',
      dateTimeRenderOption: 'SERIAL_NUMBER',
    }).valueRanges ?? [];
  asks.forEach((a, i) => {
    const values = answer[i]?.values ?? [];
    const end = rangeEnd(answer[i]?.range);
    if (a.kind === 'header') {
      a.scan.headers = [...(values[0] ?? [])];
      a.scan.gridColumns = end?.columns ?? null;
      return;
    }
    if (a.kind === 'grid') {
      a.scan.gridRows = end?.row ?? null;
      return;
    }
    const width = Math.max(0, ...values.map((r) => r.length));
    const rows = withSubmittedDates(a.scan, padded(values, a.end - a.start + 1, width), zone);
    a.scan.rows = [...rows, ...a.scan.rows];
    a.scan.start = a.start;
    a.scan.chunk *= 2;
  });
}

/** One chunk of a tab through SpreadsheetApp (the header first, in its own call). */
function sheetChunk(scan: Scan): void {
  if (scan.headers === null) scan.headers = [...(scan.wanted.sheet.getSheetValues(1, 1, 1, -1)[0] ?? [])];
  const { start, end } = nextRange(scan);
  if (end < start) return;
  const rows = scan.wanted.sheet.getSheetValues(start, 1, end - start + 1, -1).map((r) => [...r]);
  scan.rows = [...rows, ...scan.rows];
  scan.start = start;
  scan.chunk *= 2;
}

/**
 * Each wanted tab's values, header first, as `getSheetValues(1, 1, -1, -1)` would give them except that the
 * rows above its present are UNREAD rows. Costs a getLastRow a tab and one batchGet per chunk for all of them
 * (usually one; the first tells each grid's size too), with the Sheets service; a getSheetValues for the header and each chunk a tab without it.
 */
/** The present of each tab (header first, the rows above it UNREAD), and the grids the batchGet told. */
export interface PresentTabs {
  readonly values: Map<string, unknown[][]>;
  readonly grid: Map<string, GridSize>;
}

export function readPresentTabs(
  spreadsheet: SpreadsheetService,
  wanted: ReadonlyMap<string, PresentWanted>,
  timeZone?: string,
): PresentTabs {
  const scans: Scan[] = [...wanted].map(([name, w]) => {
    const lastRow = w.sheet.getLastRow();
    return {
      name,
      wanted: w,
      lastRow,
      headers: lastRow < 1 ? [] : null,
      rows: [],
      start: lastRow + 1,
      // No row wanted but the last (the Journal's): one row, usually enough to show an older one.
      chunk: w.least === Infinity ? 1 : FIRST_CHUNK_ROWS,
      done: lastRow < 2,
      whole: false,
      gridRows: null,
      gridColumns: null,
    };
  });
  let id: string | null = null;
  const spreadsheetId = () => (id ??= spreadsheet.getId());
  const zone = timeZone !== undefined ? () => timeZone : lazyTimeZone(spreadsheet);
  const batch = services().Sheets !== undefined;
  for (;;) {
    const open = scans.filter((s) => !s.done || s.headers === null);
    if (open.length === 0) break;
    if (batch) batchChunk(open, spreadsheetId, zone);
    else open.forEach(sheetChunk);
    open.forEach(settle);
  }
  const grid = new Map<string, GridSize>();
  for (const s of scans)
    if (s.gridRows !== null && s.gridColumns !== null)
      grid.set(s.name, { rows: s.gridRows, columns: s.gridColumns });
  return { values: new Map(scans.map((s) => [s.name, valuesOf(s)])), grid };
}
