/**
 * Cell values as Sheets hands them to a custom function (a single value, or a 2-D array for a range), and the
 * per-cell error convention: a bad cell answers a short text starting with `#` in that cell only.
 */

export type Cell = unknown;
export type CellResult = string | number;
export type Grid = CellResult[][];

/** A problem with one cell: caught per cell by `overCells`, never failing the whole column. */
export class CellError extends Error {}

export const fail = (message: string): never => {
  throw new CellError(message);
};

export function isBlank(value: Cell): boolean {
  return value === '' || value === null || value === undefined;
}

/** A number from a cell: numbers as they are, numeric text trimmed; anything else is null. */
export function numberOf(value: Cell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** Realm-independent: a Date made by the spreadsheet service may come from another JavaScript realm. */
export function isDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]';
}

export function textOf(value: Cell): string {
  if (isDate(value)) return value.toISOString();
  return isBlank(value) ? '' : String(value).trim();
}

/** Folds case and runs of spaces: "supply  DEPOT" -> "supply depot". */
export function fold(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The table's own entry for a word typed in a cell, never one inherited from Object.prototype: a cell may hold
 * `constructor`, `__proto__` or `toString` (issue 11).
 */
export function ownEntry<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** A name from `names` (matched folded), or from `aliases` by its folded text; null when neither has it. */
export function lookup<T extends string>(
  names: readonly T[],
  aliases: Readonly<Record<string, T>>,
  text: string,
): T | null {
  const key = fold(text);
  return names.find((name) => fold(name) === key) ?? ownEntry(aliases, key) ?? null;
}

/** Applies `one` to a single value, or to every cell of a 2-D array (with the other arguments aligned to it). */
export function overCells(
  name: string,
  first: Cell,
  rest: readonly Cell[],
  one: (value: Cell, ...others: Cell[]) => CellResult,
): CellResult | Grid {
  const at = (arg: Cell, r: number, c: number): Cell =>
    Array.isArray(arg) ? (Array.isArray(arg[r]) ? (arg[r] as Cell[])[c] : undefined) : arg;
  const safe = (value: Cell, others: Cell[]): CellResult => {
    try {
      return one(value, ...others);
    } catch (error) {
      if (error instanceof CellError) return `#${name}: ${error.message}`;
      // Never the whole column for one cell, whatever went wrong with it.
      return `#${name}: this cell could not be computed (${error instanceof Error ? error.message : String(error)})`;
    }
  };
  if (!Array.isArray(first)) return safe(first, [...rest]);
  return first.map((row, r) =>
    (Array.isArray(row) ? row : [row]).map((value, c) =>
      safe(
        value,
        rest.map((arg) => at(arg, r, c)),
      ),
    ),
  );
}
