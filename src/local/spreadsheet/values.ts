/**
 * How values go into cells and come out again: typed-input parsing, date serials and display text.
 *
 * setValue/setValues parse strings the way Sheets parses what a person types (the platform behaviour the house
 * plan warns about: formula injection), with these deliberate, documented choices:
 *  - a string starting with `=` and longer than one character becomes a formula (kept with its `=`);
 *  - a string starting with an apostrophe is literal text, stored without the apostrophe;
 *  - a plain number (`12`, `-3.5`, `+1`, `1e3`, surrounding spaces allowed) becomes a number;
 *  - `TRUE` / `FALSE` in any case become booleans;
 *  - everything else stays text. Sheets would also read dates, percentages and currencies typed as text; the
 *    emulation does not, so such strings stay text here (a known, harmless difference for this project);
 *  - when the cell's number format is `@` (plain text), strings are stored verbatim: never formulas, numbers or
 *    booleans, and a leading apostrophe is kept. This is how the ledger stores player text safely.
 * `null`/`undefined`/'' empty the cell. Numbers, booleans and valid Dates are stored as they are.
 */
import type { CellValue } from '../../gas/services';

export const DEFAULT_NUMBER_FORMAT = '0.###############';
export const TEXT_FORMAT = '@';

/**
 * True for a Date from any realm: the built script runs in a Node vm, whose Dates fail `instanceof Date` here.
 */
export function isDate(v: unknown): v is Date {
  return Object.prototype.toString.call(v) === '[object Date]';
}

export interface ParsedInput {
  value?: CellValue;
  formula?: string;
}

const plainNumber = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;

export function parseInput(raw: unknown, numberFormat: string | undefined): ParsedInput {
  if (raw === null || raw === undefined || raw === '') return {};
  if (typeof raw === 'number') return Number.isFinite(raw) ? { value: raw } : { value: String(raw) };
  if (typeof raw === 'boolean') return { value: raw };
  if (isDate(raw))
    return Number.isNaN(raw.getTime()) ? { value: String(raw) } : { value: new Date(raw.getTime()) };
  const text = String(raw);
  if (numberFormat === TEXT_FORMAT) return { value: text };
  if (text.length > 1 && text.startsWith('=')) return { formula: text };
  if (text.startsWith("'")) return text.length > 1 ? { value: text.slice(1) } : {};
  if (plainNumber.test(text)) return { value: Number(text) };
  const upper = text.toUpperCase();
  if (upper === 'TRUE' || upper === 'FALSE') return { value: upper === 'TRUE' };
  return { value: text };
}

const MS_PER_DAY = 86_400_000;
/** Sheets' and Excel's day 0 is 1899-12-30. */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** How far the wall clock of `timeZone` is ahead of UTC at the instant `utcMs`. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  if (timeZone === 'Etc/UTC' || timeZone === 'UTC') return 0;
  const p = dateParts(new Date(utcMs), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** A date serial counts days on the spreadsheet's wall clock, as in Sheets. */
export function dateToSerial(date: Date, timeZone = 'Etc/UTC'): number {
  const ms = date.getTime();
  return (ms + zoneOffsetMs(ms, timeZone) - SERIAL_EPOCH_MS) / MS_PER_DAY;
}

export function serialToDate(serial: number, timeZone = 'Etc/UTC'): Date {
  const wall = Math.round(SERIAL_EPOCH_MS + serial * MS_PER_DAY);
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(guess, timeZone));
}

/** isDateFormat's answers: a workbook uses a handful of formats, read on every numeric cell of every read. */
const dateFormats = new Map<string, boolean>();

/** A format that shows a date or a time (and so makes getValues return a Date for a number). */
export function isDateFormat(format: string | undefined): boolean {
  if (format === undefined) return false;
  let known = dateFormats.get(format);
  if (known === undefined) {
    const unquoted = format.replace(/"[^"]*"|\\./g, '');
    known = /[ymdhs]/i.test(unquoted) && !/[#0?]/.test(unquoted.replace(/s+\.0+/gi, ''));
    if (dateFormats.size < 1000) dateFormats.set(format, known);
  }
  return known;
}

/** Makes the Dates handed to the script (so they can belong to the script's realm). */
export type DateFactory = (ms: number) => Date;

/** What getValues returns for a stored or computed value in a cell with this format (a fresh Date each time). */
export function presentValue(
  value: CellValue,
  format: string | undefined,
  makeDate: DateFactory,
  timeZone: string,
): CellValue {
  if (typeof value === 'number' && isDateFormat(format))
    return makeDate(serialToDate(value, timeZone).getTime());
  if (isDate(value)) return makeDate(value.getTime());
  return value;
}

function dateParts(date: Date, timeZone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const out: Record<string, number> = {};
  for (const p of parts) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function formatDate(date: Date, format: string | undefined, timeZone: string): string {
  const p = dateParts(date, timeZone);
  let fmt = format;
  if (fmt === undefined || !isDateFormat(fmt)) {
    fmt = p.hour === 0 && p.minute === 0 && p.second === 0 ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm:ss';
  }
  // `mm` after hours or before seconds means minutes, as in Sheets' format language.
  return fmt.replace(/yyyy|yy|mm|m|dd|d|hh|h|ss|s/gi, (token, offset: number, whole: string) => {
    const t = token.toLowerCase();
    const before = whole.slice(0, offset).toLowerCase();
    const after = whole.slice(offset + token.length).toLowerCase();
    const isMinute = t.startsWith('m') && (/h+[^a-z]*$/.test(before) || /^[^a-z]*s/.test(after));
    switch (t) {
      case 'yyyy':
        return String(p.year);
      case 'yy':
        return pad(p.year % 100);
      case 'mm':
        return pad(isMinute ? p.minute : p.month);
      case 'm':
        return String(isMinute ? p.minute : p.month);
      case 'dd':
        return pad(p.day);
      case 'd':
        return String(p.day);
      case 'hh':
        return pad(p.hour);
      case 'h':
        return String(p.hour);
      case 'ss':
        return pad(p.second);
      default:
        return String(p.second);
    }
  });
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats a number by the simple formats the ledger uses (`0`, `0.00`, `#,##0`, `0%` ...); else General. */
function formatNumber(n: number, format: string | undefined): string {
  const fmt = format === undefined || format === DEFAULT_NUMBER_FORMAT || format === 'General' ? '' : format;
  const m = /^(#,##)?0(\.(0+))?(%?)$/.exec(fmt);
  if (m) {
    const decimals = m[3] === undefined ? 0 : m[3].length;
    const scaled = m[4] === '%' ? n * 100 : n;
    const fixed = Math.abs(scaled).toFixed(decimals);
    const [int, frac] = fixed.split('.');
    const body = (m[1] ? groupThousands(int) : int) + (frac === undefined ? '' : `.${frac}`);
    const sign = scaled < 0 && Number(fixed) !== 0 ? '-' : '';
    return `${sign}${body}${m[4]}`;
  }
  if (Number.isInteger(n) && Math.abs(n) < 1e15) return String(n);
  // General: at most ten significant digits, no trailing zeros, as Sheets shows by default.
  return String(Number(n.toPrecision(10)));
}

/** getDisplayValues text for a value in a cell with this format. */
export function displayText(value: CellValue, format: string | undefined, timeZone: string): string {
  if (isDate(value)) return formatDate(value, format, timeZone);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    // A serial is already wall-clock time: show it as such.
    if (isDateFormat(format)) return formatDate(serialToDate(value), format, 'Etc/UTC');
    return format === TEXT_FORMAT ? String(value) : formatNumber(value, format);
  }
  return value;
}
