/**
 * Rule tables as data, shared by every ruleset (rulesets-design.md 3.2): a die range table, a matrix, lookups
 * that name the table when a roll falls outside it, and a coverage check for gaps and overlaps.
 */

/** The dice a table is read with; `d66` reads tens then units (11-66). */
export type DiceSpec = 'd2' | 'd3' | 'd4' | 'd6' | 'd10' | 'd20' | '2d6' | '3d6' | '2d10' | 'd66' | 'd100';

/** One row: every total from `from` to `to` inclusive gives `result` (use ±Infinity for "or less"/"or more"). */
export interface RangeRow<T> {
  readonly from: number;
  readonly to: number;
  readonly result: T;
}

export interface RangeTable<T> {
  /** Stable id, e.g. `me.table7.field`. */
  readonly id: string;
  /** Where it is in the book, e.g. `004 4.1B Table 7: Exploration (Field)`. */
  readonly cite: string;
  readonly dice: DiceSpec;
  readonly rows: readonly RangeRow<T>[];
  /** Rulings that add or change rows, so the coverage test knows a gap or overlap is deliberate. */
  readonly rulings?: readonly string[];
}

export interface MatrixTable<R extends string | number, C extends string | number, T> {
  readonly id: string;
  readonly cite: string;
  readonly rows: readonly R[];
  readonly cols: readonly C[];
  /** `cells[i][j]` is the entry for `rows[i]` and `cols[j]`. */
  readonly cells: readonly (readonly T[])[];
}

/** Every total a dice spec can give, lowest first. */
export function diceTotals(dice: DiceSpec): number[] {
  switch (dice) {
    case '2d6':
      return range(2, 12);
    case '3d6':
      return range(3, 18);
    case '2d10':
      return range(2, 20);
    case 'd66': {
      const out: number[] = [];
      for (let tens = 1; tens <= 6; tens++)
        for (let units = 1; units <= 6; units++) out.push(tens * 10 + units);
      return out;
    }
    default:
      return range(1, Number(dice.slice(1)));
  }
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n++) out.push(n);
  return out;
}

/** The row a total falls in; a total no row covers is an error naming the table, never a silent default. */
export function lookup<T>(table: RangeTable<T>, total: number): T {
  const row = table.rows.find((r) => total >= r.from && total <= r.to);
  if (!row) throw new RangeError(`${table.cite}: no row for ${total}`);
  return row.result;
}

/** The entry at a row and column of a matrix; an unknown row or column is an error naming the table. */
export function cell<R extends string | number, C extends string | number, T>(
  table: MatrixTable<R, C, T>,
  row: R,
  col: C,
): T {
  const i = table.rows.indexOf(row);
  const j = table.cols.indexOf(col);
  if (i < 0) throw new RangeError(`${table.cite}: no row ${String(row)}`);
  if (j < 0) throw new RangeError(`${table.cite}: no column ${String(col)}`);
  const entry = table.cells[i]?.[j];
  if (entry === undefined) throw new RangeError(`${table.cite}: no entry at ${String(row)}/${String(col)}`);
  return entry;
}

/** Totals of the table's dice that no row covers, and totals more than one row covers. */
export function coverage(table: RangeTable<unknown>): { gaps: number[]; overlaps: number[] } {
  const gaps: number[] = [];
  const overlaps: number[] = [];
  for (const total of diceTotals(table.dice)) {
    const n = table.rows.filter((r) => total >= r.from && total <= r.to).length;
    if (n === 0) gaps.push(total);
    if (n > 1) overlaps.push(total);
  }
  return { gaps, overlaps };
}

/** A matrix whose every row has one entry per column. */
export function matrixShapeErrors(table: MatrixTable<string | number, string | number, unknown>): string[] {
  return table.cells
    .flatMap((cells, i) =>
      cells.length === table.cols.length
        ? []
        : [
            `${table.cite}: row ${String(table.rows[i])} has ${cells.length} entries for ${table.cols.length} columns`,
          ],
    )
    .concat(
      table.cells.length === table.rows.length
        ? []
        : [`${table.cite}: ${table.cells.length} rows of entries for ${table.rows.length} row labels`],
    );
}
