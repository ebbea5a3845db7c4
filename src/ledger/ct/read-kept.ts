/**
 * readRows, and the rows it left out for a bad cell: such a row is reported once, at its cell, but the names
 * written on it (a player, a territory, a warband) still stand, so the rows that refer to them are not wrong too,
 * and the force it belongs to is not checked as a whole (one bad cell, one problem).
 */
import {
  type CellIssue,
  cellText,
  headerIndex,
  isBlankCell,
  readRows,
  type RowReader,
  type TabRows,
} from '../tab';

export interface Kept<T> {
  readonly items: T[];
  readonly issues: CellIssue[];
  /** Each left-out row's text by header. */
  readonly left: readonly ((header: string) => string)[];
}

export function readKept<T extends object>(
  tab: TabRows,
  read: (row: RowReader) => T,
  options: { readonly unique?: string } = {},
): Kept<T> {
  const rowOf = new Map<T, number>();
  const r = readRows(
    tab,
    (row) => {
      const item = read(row);
      rowOf.set(item, row.rowNumber);
      return item;
    },
    options,
  );
  const kept = new Set(r.items.map((item) => rowOf.get(item)));
  const column = headerIndex(tab);
  const left = tab.rows
    .filter((row, i) => !kept.has(i + 2) && !row.every(isBlankCell))
    .map((row) => (header: string) => {
      const c = column(header);
      return c < 0 ? '' : cellText(row[c]);
    });
  return { items: r.items, issues: r.issues, left };
}
