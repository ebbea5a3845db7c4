import { columnLetter } from '../ledger/setup-plan';
import { isBlankCell } from '../ledger/tab';
import { BatchTarget, quotedTab } from './batch-io';
import type { SheetService, ValueRange } from './services';

/**
 * The Orders tab's present read through the advanced service in one batchGet (issue 9): the Turn and Player
 * columns from far enough up to hold the last two turns, open-ended (`Orders!A5000:B`) so the answer's range
 * gives the tab's grid size too, and the Log's grid from a one-cell open-ended range at its last row. With the
 * grids known before any write, a submission grows a tab before writing to it, never after a refusal.
 */

/**
 * The rows found (null: the chunk held no older row): the first of the present, each row's turn and player
 * cell; and the grids' row counts, of the tab and of each probed tab.
 */
export interface BatchTail {
  readonly tail: { readonly first: number; readonly turns: number[]; readonly players: unknown[] } | null;
  readonly gridRows: ReadonlyMap<string, number>;
}

/** The last row of the range an open-ended read came back as (`Orders!A2:B9000`: 9000). */
function endRow(range: string | undefined): number | null {
  const m = /:\$?[A-Z]+\$?(\d+)$/.exec(range ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * The rows at the bottom of `name` whose Turn (column `turnAt`, 0-based) is at least `least` of the bottom
 * row's, read with the Player column (`playerAt`, next to it or not: the span between is read) from `chunkRows`
 * rows up, in one batchGet with a one-cell read at each of `probes`' last rows (their grids). No tail when the
 * chunk holds no older row (the caller then scans up chunk by chunk, as without the service).
 */
export function batchTail(
  batch: BatchTarget,
  at: { name: string; turnAt: number; playerAt: number; lastRow: number; chunkRows: number },
  least: (last: number) => number,
  probes: readonly { name: string; lastRow: number }[],
  /** A player's tab whose column A is read too, for its end and grid (kept in `batch.ends`). */
  receiptTab: string | null = null,
): BatchTail {
  const left = Math.min(at.turnAt, at.playerAt);
  const right = Math.max(at.turnAt, at.playerAt);
  const start = Math.max(2, at.lastRow - at.chunkRows + 1);
  const ranges = [
    `${quotedTab(at.name)}!${columnLetter(left + 1)}${start}:${columnLetter(right + 1)}`,
    ...probes.map((p) => `${quotedTab(p.name)}!A${Math.max(1, p.lastRow)}:A`),
  ];
  const read = (asked: string[]) =>
    batch.api.Spreadsheets.Values.batchGet(batch.spreadsheetId, {
      ranges: asked,
      valueRenderOption: 'UNFORMATTED_VALUE',
    }).valueRanges ?? [];
  let answer: ValueRange[];
  try {
    answer = read(receiptTab === null ? ranges : [...ranges, `${quotedTab(receiptTab)}!A1:A`]);
  } catch (error) {
    // The player's tab is missing (the API refuses the whole read): the receipt finds its tab itself.
    if (receiptTab === null || !/Unable to parse range/.test(String(error))) throw error;
    answer = read(ranges);
    receiptTab = null;
  }
  if (receiptTab !== null) {
    const column = answer[ranges.length];
    const rows = endRow(column?.range);
    if (rows !== null) batch.ends?.set(receiptTab, { rows, lastRow: column?.values?.length ?? 0 });
  }
  const values = answer[0]?.values ?? [];
  const rows = Array.from({ length: at.lastRow - start + 1 }, (_, i) => values[i] ?? []);
  // A blank row never ends the scan (as in tailOf).
  const turnOf = (cell: unknown): number => (isBlankCell(cell) ? Infinity : Number(cell) || 0);
  const turns = rows.map((r) => turnOf(r[at.turnAt - left]));
  const bound = least(turns[turns.length - 1]);
  let i = turns.length - 1;
  while (i >= 0 && turns[i] >= bound) i -= 1;
  const gridRows = new Map<string, number>();
  const own = endRow(answer[0]?.range);
  if (own !== null) gridRows.set(at.name, own);
  probes.forEach((p, k) => {
    const rowsOf = endRow(answer[k + 1]?.range);
    if (rowsOf !== null) gridRows.set(p.name, rowsOf);
  });
  if (i < 0 && start > 2) return { tail: null, gridRows };
  const players = rows.slice(i + 1).map((r) => r[at.playerAt - left] ?? '');
  return { tail: { first: start + i + 1, turns: turns.slice(i + 1), players }, gridRows };
}

/**
 * Rows a tab grows by beyond what a write needs, through the advanced service: half the rows it already has
 * (at least a new sheet's 1000), so it grows again only after half as many rows more. A campaign's growths are
 * then logarithmic in its length (the huge size's Orders tab grows about once in ten turns), and the empty
 * spare is at most a third of the grid (the spreadsheet's cell limit stays far).
 */
export function spareRows(have: number): number {
  return Math.max(1000, Math.ceil(have / 2));
}

/**
 * Grows a tab written RAW through the advanced service to `needed` rows and its spare, in one call, before
 * the write: RAW stores every cell as sent whatever its format, so the new rows' text format is not needed
 * for what the script writes, and people only type the Submission choice (moderators' guide) on the Orders tab.
 */
export function growBefore(sheet: SheetService, needed: number, have: number): number {
  if (needed <= have) return have;
  const rows = needed - have + spareRows(have);
  sheet.insertRowsAfter(have, rows);
  return have + rows;
}
