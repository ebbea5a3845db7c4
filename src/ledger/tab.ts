import { missingColumnIssue } from './missing-column';
import type { TabSpec } from './schema';
import { columnLetter, normaliseHeader } from './setup-plan';

/** A tab as read with one getValues(): its header row and the rows below it (row 2 onward). */
export interface TabRows {
  readonly name: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly unknown[])[];
}

/** A problem with one cell, named the way a moderator finds it: `Armies!D7: points must be ...`. */
export interface CellIssue {
  readonly tab: string;
  /** A1 address of the cell, or of the header row when a whole column is missing. */
  readonly cell: string;
  readonly message: string;
}

export function describeIssue(issue: CellIssue): string {
  return `${issue.tab}!${issue.cell}: ${issue.message}`;
}

export function tabRows(name: string, values: readonly (readonly unknown[])[]): TabRows {
  const headers = (values[0] ?? []).map((cell) => (cell === null || cell === undefined ? '' : String(cell)));
  return { name, headers, rows: values.slice(1) };
}

/** 0-based index of each header, matched ignoring case and spaces; -1 when absent. */
export function headerIndex(tab: TabRows): (header: string) => number {
  const index = new Map<string, number>();
  tab.headers.forEach((header, i) => {
    const key = normaliseHeader(header);
    if (key !== '' && !index.has(key)) index.set(key, i);
  });
  // A reader asks the same few headers once per row: each is normalised once (thousands of rows in a custom function).
  const looked = new Map<string, number>();
  return (header) => {
    const known = looked.get(header);
    if (known !== undefined) return known;
    const at = index.get(normaliseHeader(header)) ?? -1;
    looked.set(header, at);
    return at;
  };
}

export function isBlankCell(value: unknown): boolean {
  return value === '' || value === null || value === undefined;
}

export function cellText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (isBlankCell(value)) return '';
  if (Object.prototype.toString.call(value) === '[object Date]') return (value as Date).toISOString();
  return String(value).trim();
}

/**
 * Reads one row's cells by header name and collects every problem with a precise address, so a bad row is
 * reported (and skipped) instead of silently defaulted or crashing the whole read.
 */
export class RowReader {
  private readonly found: CellIssue[] = [];

  constructor(
    private readonly tab: TabRows,
    private readonly column: (header: string) => number,
    private readonly row: readonly unknown[],
    /** 1-based sheet row of `row`. */
    readonly rowNumber: number,
    /** The tab's schema: a renamed header is then named at its own cell (missingColumnIssue). */
    private readonly spec?: TabSpec,
  ) {}

  get issues(): readonly CellIssue[] {
    return this.found;
  }

  get ok(): boolean {
    return this.found.length === 0;
  }

  private address(header: string): string {
    const i = this.column(header);
    return `${columnLetter(i < 0 ? 1 : i + 1)}${this.rowNumber}`;
  }

  raw(header: string): unknown {
    const i = this.column(header);
    return i < 0 ? '' : this.row[i];
  }

  /** A problem with the cell; when the header row lacks its column, that is the problem, named on row 1. */
  fail(header: string, message: string): void {
    this.found.push(
      this.column(header) < 0
        ? missingColumnIssue(this.tab, header, this.spec)
        : { tab: this.tab.name, cell: this.address(header), message },
    );
  }

  /** Text of a cell; `required` reports an empty one. */
  text(header: string, label: string, required = true): string {
    const value = cellText(this.raw(header));
    if (required && value === '') this.fail(header, `${label} is missing`);
    return value;
  }

  /** A whole number in [min, max]; empty gives `fallback` when one is given, else an issue. */
  integer(header: string, label: string, min: number, max: number, fallback?: number): number {
    const value = this.raw(header);
    if (isBlankCell(value) && fallback !== undefined) return fallback;
    const n =
      typeof value === 'number'
        ? value
        : /^\s*-?\d+\s*$/.test(cellText(value))
          ? Number(cellText(value))
          : NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      this.fail(header, `${label} must be a whole number from ${min} to ${max}, got '${cellText(value)}'`);
      return fallback ?? min;
    }
    return n;
  }

  /** One of `choices`, matched ignoring case; empty gives `fallback` when one is given. */
  choice<T extends string>(header: string, label: string, choices: readonly T[], fallback?: T): T {
    const value = cellText(this.raw(header));
    if (value === '' && fallback !== undefined) return fallback;
    const found = choices.find((c) => c.toLowerCase() === value.toLowerCase());
    if (found === undefined) {
      this.fail(header, `${label} must be one of ${choices.join(', ')}; got '${value}'`);
      return fallback ?? choices[0];
    }
    return found;
  }

  boolean(header: string, label: string): boolean {
    const value = this.raw(header);
    if (typeof value === 'boolean') return value;
    const text = cellText(value).toLowerCase();
    if (text === '' || text === 'false' || text === 'no') return false;
    if (text === 'true' || text === 'yes') return true;
    this.fail(header, `${label} must be TRUE or FALSE, got '${cellText(value)}'`);
    return false;
  }
}

/** Reads every non-empty row of a tab with `read`; rows with problems are reported and left out. */
export function readRows<T>(
  tab: TabRows,
  read: (row: RowReader) => T,
  options: {
    /** Computed columns: a row holding nothing else is empty (a spilled formula shows '' or a value there). */
    readonly computed?: readonly string[];
    /** A column whose text must be unique within the tab (names that orders refer to). */
    readonly unique?: string;
    /** The tab's schema, to name a renamed header at its cell. */
    readonly spec?: TabSpec;
  } = {},
): { readonly items: T[]; readonly issues: CellIssue[] } {
  const column = headerIndex(tab);
  const skip = new Set((options.computed ?? []).map(column).filter((i) => i >= 0));
  const seen = new Map<string, number>();
  const items: T[] = [];
  const issues: CellIssue[] = [];
  tab.rows.forEach((row, i) => {
    if (row.every((cell, c) => skip.has(c) || isBlankCell(cell))) return;
    const reader = new RowReader(tab, column, row, i + 2, options.spec);
    const item = read(reader);
    if (options.unique) {
      const key = cellText(reader.raw(options.unique)).toLowerCase();
      const first = seen.get(key);
      if (key !== '' && first !== undefined)
        reader.fail(
          options.unique,
          `the name '${cellText(reader.raw(options.unique))}' is already used in row ${first}; names must be unique`,
        );
      else if (key !== '') seen.set(key, i + 2);
    }
    if (reader.ok) items.push(item);
    else issues.push(...reader.issues);
  });
  // A missing column is one issue on the header row, not one per row.
  const reported = new Set<string>();
  const once = issues.filter((issue) => {
    const key = `${issue.cell}\u0000${issue.message}`;
    if (reported.has(key)) return false;
    reported.add(key);
    return true;
  });
  return { items, issues: once };
}

/** A tab's rows (below the header, blank ones left out) as a cell reader by header. */
export function tabCells(
  read: (tab: string) => readonly (readonly unknown[])[] | undefined,
  name: string,
): ((header: string) => string)[] {
  const tab = tabRows(name, read(name) ?? []);
  const at = headerIndex(tab);
  return tab.rows
    .filter((row) => row.some((c) => cellText(c) !== ''))
    .map((row) => (header: string) => {
      const i = at(header);
      return i < 0 ? '' : cellText(row[i]);
    });
}
