import { isDate } from './custom-functions';
import { TabSpec } from './schema';
import { columnLetter, normaliseHeader } from './setup-plan';
import { RewrittenTab } from './snapshot';
import { headerIndex, isBlankCell, TabRows } from './tab';

/**
 * The pure part of Resolve's snapshot and Undo's restore: which rows a rewrite changes, what to keep of them,
 * and which rows of an append-only tab belong to later turns.
 */

type Grid = readonly (readonly unknown[])[];

function comparable(value: unknown): string {
  if (isBlankCell(value)) return '';
  if (isDate(value)) return `date:${value.toISOString()}`;
  return `${typeof value}:${String(value)}`;
}

/** Computed columns of a tab by their position in its header: the formula set in the first body row. */
export function computedFormulas(spec: TabSpec, headers: readonly string[]): Record<string, string> {
  const at = (header: string): number =>
    headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(header));
  const out: Record<string, string> = {};
  for (const column of spec.columns)
    if (column.formula && at(column.header) >= 0)
      out[String(at(column.header))] = column.formula((header) => columnLetter(at(header) + 1));
  return out;
}

/** The body rows [from, to) where `after` differs from `before` (computed columns aside); null: none. */
export function changedRows(
  before: Grid,
  after: Grid,
  computed: Readonly<Record<string, string>>,
): { from: number; to: number } | null {
  const height = Math.max(before.length, after.length);
  const width = Math.max(0, ...before.map((r) => r.length), ...after.map((r) => r.length));
  const differs = (r: number): boolean => {
    for (let c = 0; c < width; c++)
      if (!(String(c) in computed) && comparable(before[r]?.[c]) !== comparable(after[r]?.[c])) return true;
    return false;
  };
  let from = 0;
  while (from < height && !differs(from)) from++;
  if (from === height) return null;
  let to = height;
  while (to > from && !differs(to - 1)) to--;
  return { from, to };
}

/** What Undo needs to write rows [from, to) of a tab back: their values, and inputs where they differ. */
export function rewrittenTab(
  values: Grid,
  inputs: Grid | undefined,
  computed: Readonly<Record<string, string>>,
  rows: { from: number; to: number },
  width: number,
  maxRows: number | null,
): RewrittenTab {
  const slice: unknown[][] = [];
  const differing: Record<string, unknown> = {};
  for (let r = rows.from; r < rows.to; r++) {
    const row = Array.from({ length: width }, (_, c) => values[r]?.[c] ?? '');
    slice.push(row);
    row.forEach((value, c) => {
      const input = inputs?.[r]?.[c] ?? value;
      if (!(String(c) in computed) && comparable(input) !== comparable(value))
        differing[`${r - rows.from}:${c}`] = input;
    });
  }
  return { from: rows.from, values: slice, inputs: differing, computed, maxRows };
}

/** Rows of an append-only tab below its first `rowsBefore` that belong to turns after `turn` (Undo keeps them). */
export function laterTurnRows(tab: TabRows, rowsBefore: number, turn: number): unknown[][] {
  const at = headerIndex(tab)('Turn');
  return tab.rows
    .slice(rowsBefore)
    .filter((row) => !row.every(isBlankCell) && at >= 0 && Number(row[at]) > turn)
    .map((row) => [...row]);
}

/** `values` (header first) as they are after writing `grid` at 1-based `row`, `column`. */
export function withWrite(values: Grid, row: number, column: number, grid: Grid): unknown[][] {
  const out = values.map((r) => [...r]);
  const width = Math.max(out[0]?.length ?? 0, column - 1 + (grid[0]?.length ?? 0));
  grid.forEach((cells, r) => {
    const i = row - 1 + r;
    while (out.length <= i) out.push(new Array(width).fill(''));
    cells.forEach((cell, c) => {
      out[i][column - 1 + c] = cell;
    });
  });
  return out.map((r) => (r.length < width ? [...r, ...new Array(width - r.length).fill('')] : r));
}
