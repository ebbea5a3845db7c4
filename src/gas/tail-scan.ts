import { cellText, isBlankCell } from '../ledger/tab';
import { SheetService } from './services';

/**
 * Finding the present at the bottom of an append-only tab (issue 9): its last row by getLastRow, the rows of the
 * latest turns by reading one column upward in chunks, the history above never read.
 */

/** Rows scanned per read when looking up from the bottom of a tab for where the present starts. */
const CHUNK_ROWS = 4096;

/** Columns first..first+count-1 (1-based) of a tab, read together in one call. */
export interface Span {
  readonly first: number;
  readonly count: number;
}

/** The span from the leftmost to the rightmost of `columns` (0-based header indexes, all >= 0). */
export function spanOf(...columns: number[]): Span {
  const first = Math.min(...columns) + 1;
  return { first, count: Math.max(...columns) + 2 - first };
}

/**
 * The rows at the bottom of a tab whose number in column `turnAt` (0-based) is at least `least(last)` (`last`:
 * the bottom row's value), found by reading that one column upward in chunks until an older row shows (the
 * history above is never read), then `span`'s cells of those rows in one more call. Returns the first such row,
 * the turn of each row from there down, and the rows' cells of the span.
 */
export function tailOf(
  sheet: SheetService,
  span: Span,
  turnAt: number,
  lastRow: number,
  least: (last: number) => number,
): { first: number; values: number[]; rows: unknown[][] } {
  const found: number[][] = [];
  const turnOf = (cell: unknown): number => (isBlankCell(cell) ? Infinity : Number(cell) || 0); // a blank row never ends the scan
  let end = lastRow;
  let bound: number | null = null;
  let first = 2;
  while (end >= 2) {
    const start = Math.max(2, end - CHUNK_ROWS + 1);
    const chunk = sheet.getSheetValues(start, turnAt + 1, end - start + 1, 1).map((r) => turnOf(r[0]));
    bound ??= least(chunk[chunk.length - 1]);
    let i = chunk.length - 1;
    while (i >= 0 && chunk[i] >= bound) i -= 1;
    found.unshift(chunk.slice(i + 1));
    if (i >= 0) {
      first = start + i + 1;
      break;
    }
    end = start - 1;
  }
  const rows =
    lastRow >= first ? sheet.getSheetValues(first, span.first, lastRow - first + 1, span.count) : [];
  return { first, values: found.flat(), rows };
}

/**
 * The header row (`known`: already read) and the last row with content: two calls at most, the rows between
 * never read.
 */
export function headerRow(
  sheet: SheetService,
  name: string,
  known?: string[],
): { headers: string[]; lastRow: number } {
  const lastRow = sheet.getLastRow();
  if (lastRow < 1) throw new Error(`The ${name} tab has no header row. Run Campaign → Set up ledger.`);
  return { headers: known ?? sheet.getSheetValues(1, 1, 1, -1)[0].map((h) => cellText(h)), lastRow };
}
