import { fnv1a } from '../ledger/hash';
import { reinterpretable } from '../ledger/cell-input';
import { isDate } from '../ledger/custom-functions';
import { CAMPAIGN_TAB, LEDGER_TABS, textColumnPositions } from '../ledger/schema';
import { columnLetter, normaliseHeader } from '../ledger/setup-plan';
import { computedFormulas } from '../ledger/undo-plan';
import type { PlannedWrite } from './write-plan';

/**
 * What a Resolve left in the cells it wrote of each ledger tab, kept small (hashes), so Undo can tell from the
 * values it reads anyway whether someone changed those cells since (a typo fixed in Armies): Undo would put the
 * values from before the Resolve over such an edit.
 *
 * Resolve knows the cells as it wrote them (cell input), Undo reads them as values: both are compared as
 * `seen` makes them (a number typed as text and the number, a literal's apostrophe). Cells whose value Resolve
 * cannot know are left out: formulas and computed columns, strings Sheets parses as it likes (USER_ENTERED), and
 * the Ledger version, which any hand edit elsewhere moves (edits.ts).
 */
export interface WrittenPrint {
  /** The rectangle written: its top left cell (1-based) and size. */
  readonly row: number;
  readonly column: number;
  readonly height: number;
  readonly width: number;
  /** A hash of every compared cell. */
  readonly all: string;
  /** HASH_WIDTH characters per row of the rectangle ('' when it has too many rows to keep), and per column. */
  readonly rows: string;
  readonly columns: string;
  /** Columns left out (0-based within the rectangle: computed, or holding a cell Resolve cannot know), and rows
   * (the Ledger version's). */
  readonly skipColumns: readonly number[];
  readonly skipRows: readonly number[];
}

export type WrittenPrints = Readonly<Record<string, WrittenPrint>>;

const HASH_WIDTH = 4;
/** Rows whose hashes the prints keep at most, over all tabs (they travel in a 9 kB document property). */
const MAX_ROW_HASHES = 600;
/** Characters the prints take at most; beyond, the rows' hashes go, then the prints (Undo then cannot tell). */
const MAX_PRINTS = 6000;

const short = (text: string): string =>
  (fnv1a(text) % 36 ** HASH_WIDTH).toString(36).padStart(HASH_WIDTH, '0');

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A cell as both sides see it: written input or read value. */
export function seen(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (isDate(value)) return `@${Math.round(value.getTime() / 60000)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).toUpperCase();
  const text = String(value).startsWith("'") ? String(value).slice(1) : String(value);
  const trimmed = text.trim();
  if (/^(true|false)$/i.test(trimmed)) return trimmed.toUpperCase();
  if (NUMBER.test(trimmed)) return String(Number(trimmed));
  return text;
}

/** Whether Resolve cannot know what a cell it writes will read back as. */
function unknowable(input: unknown, textColumn: boolean): boolean {
  if (typeof input !== 'string') return false;
  if (input.startsWith('=')) return true;
  if (textColumn || input.startsWith("'") || !reinterpretable(input)) return false;
  return !NUMBER.test(input.trim()) && !/^(true|false)$/i.test(input.trim());
}

/** The hashes of a rectangle's cells (`cell(r, c)` as seen), the print's skipped rows and columns left out. */
function hashes(
  print: Pick<WrittenPrint, 'height' | 'width' | 'skipColumns' | 'skipRows'>,
  cell: (r: number, c: number) => string,
  keepRows: boolean,
): Pick<WrittenPrint, 'all' | 'rows' | 'columns'> {
  const { height, width } = print;
  const [skipRows, skipColumns] = [new Set(print.skipRows), new Set(print.skipColumns)];
  const rows: string[] = [];
  const columns: string[][] = Array.from({ length: width }, () => []);
  for (let r = 0; r < height; r++) {
    const row: string[] = [];
    for (let c = 0; c < width; c++) {
      const text = skipRows.has(r) || skipColumns.has(c) ? '' : cell(r, c);
      row.push(text);
      columns[c].push(text);
    }
    rows.push(row.join('\u001f'));
  }
  return {
    all: fnv1a(rows.join('\u001e')).toString(36),
    rows: keepRows ? rows.map(short).join('') : '',
    columns: columns.map((column) => short(column.join('\u001e'))).join(''),
  };
}

/**
 * The prints of the ledger tabs `writes` rewrite or append to (a player's report column is no ledger tab: Undo
 * deletes it without reading it). `headers`: each tab's header row as read.
 */
export function writtenPrints(
  writes: readonly PlannedWrite[],
  headers: (name: string) => readonly string[],
): Record<string, WrittenPrint> {
  const out: Record<string, WrittenPrint> = {};
  let budget = MAX_ROW_HASHES;
  for (const write of writes) {
    const spec = LEDGER_TABS.find((t) => t.name === write.name);
    if (!spec || write.insertColumn || write.grid.length === 0) continue;
    const heads = headers(write.name);
    const computed = new Set(Object.keys(computedFormulas(spec, heads)).map(Number));
    const text = new Set(textColumnPositions(write.name, heads));
    const at = (header: string) => heads.findIndex((h) => normaliseHeader(h) === normaliseHeader(header));
    const height = write.grid.length;
    const width = Math.max(...write.grid.map((r) => r.length));
    const skipColumns = new Set<number>();
    const skipRows: number[] = [];
    write.grid.forEach((line, r) => {
      if (write.name === CAMPAIGN_TAB.name && isLedgerVersion(line, at('Setting') - write.column + 1))
        skipRows.push(r);
      for (let c = 0; c < width; c++) {
        const tabColumn = write.column - 1 + c;
        if (computed.has(tabColumn) || unknowable(line[c], text.has(tabColumn))) skipColumns.add(c);
      }
    });
    const keepRows = height <= budget;
    if (keepRows) budget -= height;
    const print = {
      row: write.row,
      column: write.column,
      height,
      width,
      skipColumns: [...skipColumns],
      skipRows,
    };
    out[write.name] = { ...print, ...hashes(print, (r, c) => seen(write.grid[r]?.[c]), keepRows) };
  }
  if (JSON.stringify(out).length <= MAX_PRINTS) return out;
  for (const [name, print] of Object.entries(out)) out[name] = { ...print, rows: '' };
  return JSON.stringify(out).length <= MAX_PRINTS ? out : {};
}

/** The Campaign row of the Ledger version, which a hand edit of any tab supply reads moves. */
function isLedgerVersion(line: readonly unknown[], settingAt: number): boolean {
  return (
    settingAt >= 0 && normaliseHeader(String(line[settingAt] ?? '')) === normaliseHeader('Ledger version')
  );
}

/**
 * Where the cells of `print` read now (`values`: the tab header first, as Undo reads it) differ from what the
 * Resolve left: null when they do not, else the tab and, when the rows were kept, the cell (`Armies!D5`) or
 * the rows and columns that changed; `now`: the hash of the cells as they are.
 */
export function changedSince(
  name: string,
  print: WrittenPrint,
  values: readonly (readonly unknown[])[],
): { where: string; now: string } | null {
  const cell = (r: number, c: number) => seen(values[print.row - 1 + r]?.[print.column - 1 + c]);
  const now = hashes(print, cell, print.rows !== '');
  if (now.all === print.all) return null;
  const differing = (was: string, is: string): number[] => {
    const out: number[] = [];
    const at = (text: string, i: number) => text.slice(i * HASH_WIDTH, (i + 1) * HASH_WIDTH);
    for (let i = 0; i * HASH_WIDTH < was.length; i++) if (at(was, i) !== at(is, i)) out.push(i);
    return out;
  };
  const rows = differing(print.rows, now.rows).map((r) => print.row + r);
  const columns = differing(print.columns, now.columns).map((c) => columnLetter(print.column + c));
  if (rows.length === 1 && columns.length === 1)
    return { where: `${name}!${columns[0]}${rows[0]}`, now: now.all };
  const list = (items: readonly (string | number)[]) =>
    items.length > 3 ? `${items.slice(0, 3).join(', ')} …` : items.join(', ');
  const where = [
    rows.length > 0 ? `row${rows.length > 1 ? 's' : ''} ${list(rows)}` : '',
    columns.length > 0 ? `column${columns.length > 1 ? 's' : ''} ${list(columns)}` : '',
  ].filter((s) => s !== '');
  return { where: where.length > 0 ? `${name} (${where.join('; ')})` : name, now: now.all };
}
