import { LogEntry, logCells } from '../ledger/log';
import { OrderRecord, orderCells, readOrderRecords } from '../ledger/orders';
import { LOG_TAB, ORDERS_TAB, textColumnPositions } from '../ledger/schema';
import { cellText, headerIndex, isBlankCell, TabRows, tabRows } from '../ledger/tab';
import { appendGrid } from '../ledger/write-state';
import { growRows } from './ledger-io';
import { SheetService } from './services';
import type { BatchTarget } from './batch-io';
import { BatchWrites, writeGrowing } from './batch-writes';
import { batchTail, growBefore } from './orders-batch-tail';

/**
 * The present of the append-only tabs a submission touches (issue 9): the rows of the Orders tab's last turns
 * and the Log's end, found from the bottom with getLastRow, their history never read.
 */

/** Rows added beyond what a write needs when the Orders tab must grow (growing costs a call per text column). */
const SPARE_ROWS = 256;

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

/**
 * The Orders tab's present: the rows of the previous and current turns at its bottom (rows are appended turn
 * by turn), found through the Turn and Player columns only. Full rows are read only for the submitting
 * player: their previous turn's rows, and the rows from their first row of this turn down, which a new
 * submission rewrites in one write (the other rows move up, the freed rows at the bottom are blanked).
 */
export class OrdersTail {
  readonly headers: string[];
  private readonly column: (header: string) => number;
  private first: number;
  private lastRow: number;
  private turns: number[];
  private players: string[];
  private region: { player: string; top: number; rows: unknown[][] } | null = null;
  /** The grid's rows, when read before any write (with the advanced service). */
  private gridRows: number | null = null;

  constructor(
    private readonly sheet: SheetService,
    private readonly turn: number,
    known?: string[],
    /** Where the rows are written through the advanced service (absent: setValues). */
    private readonly batch?: BatchTarget,
    /** With the service: rows read in one call (enough for two turns' orders), and the Log whose grid to find. */
    present?: { chunkRows: number; log: LogTail },
  ) {
    const { headers, lastRow } = headerRow(sheet, ORDERS_TAB.name, known);
    this.headers = headers;
    this.column = headerIndex(tabRows(ORDERS_TAB.name, [headers]));
    this.lastRow = lastRow;
    const [turnAt, playerAt] = [this.column('Turn'), this.column('Player')];
    const found =
      batch && present && turnAt >= 0 && playerAt >= 0 && lastRow >= 2
        ? batchTail(
            batch,
            { name: ORDERS_TAB.name, turnAt, playerAt, lastRow, chunkRows: present.chunkRows },
            () => turn - 1,
            [present.log.end],
          )
        : null;
    if (found) {
      present?.log.knowGrid(found.gridRows.get(LOG_TAB.name));
      this.gridRows = found.gridRows.get(ORDERS_TAB.name) ?? null;
    }
    if (found?.tail) {
      this.first = found.tail.first;
      this.turns = found.tail.turns;
      this.players = found.tail.players.map((cell) => cellText(cell).toLowerCase());
      return;
    }
    const span = turnAt >= 0 && playerAt >= 0 ? spanOf(playerAt) : null;
    const tail =
      span && lastRow >= 2
        ? tailOf(sheet, span, turnAt, lastRow, () => turn - 1)
        : { first: lastRow + 1, values: [], rows: [] };
    this.first = tail.first;
    this.turns = tail.values;
    this.players = tail.rows.map((row) => cellText(row[playerAt + 1 - (span?.first ?? 1)]).toLowerCase());
  }

  /** Sheet rows (from `first`) where `turn` and `player` match. */
  private rowsOf(turn: number, player: string): number[] {
    const p = player.toLowerCase();
    const out: number[] = [];
    this.turns.forEach((t, i) => {
      if (t === turn && this.players[i] === p) out.push(this.first + i);
    });
    return out;
  }

  private recordsOf(rows: readonly (readonly unknown[])[]): OrderRecord[] {
    return readOrderRecords(tabRows(ORDERS_TAB.name, [this.headers, ...rows]));
  }

  private read(top: number, bottom: number): unknown[][] {
    if (bottom < top) return [];
    return this.sheet.getSheetValues(top, 1, bottom - top + 1, this.headers.length);
  }

  /** The player's records of the previous turn (for work that must be consecutive). */
  previousRecords(player: string): OrderRecord[] {
    const rows = this.rowsOf(this.turn - 1, player);
    if (rows.length === 0) return [];
    const span = this.read(rows[0], rows[rows.length - 1]);
    return this.recordsOf(span).filter(
      (r) => r.turn === this.turn - 1 && r.player.toLowerCase() === player.toLowerCase(),
    );
  }

  /** The rows from the player's first row of this turn down (read once, kept until the next write). */
  private regionOf(player: string): { top: number; rows: unknown[][] } {
    if (this.region && this.region.player === player.toLowerCase()) return this.region;
    const mine = this.rowsOf(this.turn, player);
    const top = mine.length > 0 ? mine[0] : this.lastRow + 1;
    this.region = { player: player.toLowerCase(), top, rows: this.read(top, this.lastRow) };
    return this.region;
  }

  /** The player's records of the current turn. */
  playerRecords(player: string): OrderRecord[] {
    return this.recordsOf(this.regionOf(player).rows).filter(
      (r) => r.turn === this.turn && r.player.toLowerCase() === player.toLowerCase(),
    );
  }

  /** Every record of the current turn (for reminders: who has sent orders). */
  currentRecords(): OrderRecord[] {
    const at = this.turns.findIndex((t) => t === this.turn);
    if (at < 0) return [];
    return this.recordsOf(this.read(this.first + at, this.lastRow)).filter((r) => r.turn === this.turn);
  }

  private isPlayers(row: readonly unknown[], player: string): boolean {
    return (
      Number(row[this.column('Turn')]) === this.turn &&
      cellText(row[this.column('Player')]).toLowerCase() === player.toLowerCase()
    );
  }

  /** Replaces the player's rows of the current turn with `records`, in one write. */
  replace(player: string, records: readonly OrderRecord[]): void {
    const width = this.headers.length;
    const { top, rows: region } = this.regionOf(player);
    const fresh = appendGrid(
      tabRows(ORDERS_TAB.name, [this.headers]),
      ORDERS_TAB,
      records.map(orderCells),
    ).grid;
    const grid = [...region.filter((row) => !this.isPlayers(row, player)), ...fresh];
    while (grid.length < region.length) grid.push(new Array<unknown>(width).fill(''));
    if (grid.length === 0) return;
    const needed = top + grid.length - 1;
    const grow = (have = this.sheet.getMaxRows()) => {
      // Spare rows when the tab must grow, so the next submissions write without growing it again.
      if (needed > have)
        growRows(this.sheet, tabRows(ORDERS_TAB.name, [this.headers]), needed + SPARE_ROWS, have);
    };
    if (this.batch && this.gridRows !== null) {
      this.gridRows = growBefore(this.sheet, needed, this.gridRows);
      const writes = new BatchWrites(this.batch);
      writes.add(ORDERS_TAB.name, top, 1, grid, textColumnPositions(ORDERS_TAB.name, this.headers));
      writes.flush();
    } else if (this.batch) {
      const textColumns = textColumnPositions(ORDERS_TAB.name, this.headers);
      writeGrowing(this.batch, { name: ORDERS_TAB.name, row: top, column: 1, textColumns }, grid, grow);
    } else {
      grow();
      this.sheet.getRange(top, 1, grid.length, width).setValues(grid);
    }
    // What the tab now holds below `top`, for the next submission of the same run.
    const kept = [...grid];
    while (kept.length > 0 && kept[kept.length - 1].every(isBlankCell)) kept.pop();
    const cut = top - this.first;
    this.turns = [...this.turns.slice(0, cut), ...kept.map((row) => Number(row[this.column('Turn')]) || 0)];
    this.players = [
      ...this.players.slice(0, cut),
      ...kept.map((row) => cellText(row[this.column('Player')]).toLowerCase()),
    ];
    this.lastRow = top + kept.length - 1;
    this.region = null;
  }
}

/** The Log's end: entries are appended below its last row, its history never read. */
export class LogTail {
  private readonly tab: TabRows;
  private lastRow: number;
  /** The grid's rows, when read before any write (with the advanced service). */
  private gridRows: number | null = null;

  constructor(
    private readonly sheet: SheetService,
    known?: string[],
    private readonly batch?: BatchTarget,
  ) {
    const { headers, lastRow } = headerRow(sheet, LOG_TAB.name, known);
    this.tab = tabRows(LOG_TAB.name, [headers]);
    this.lastRow = lastRow;
  }

  /**
   * Whether one of the last `rows` rows mentions `marker` (read only on recovery, when a response was found
   * already recorded: its Log rows may have been written before the execution ended).
   */
  mentionsRecently(marker: string, rows = 50): boolean {
    if (this.lastRow < 2) return false;
    const first = Math.max(2, this.lastRow - rows + 1);
    const width = Math.max(1, this.tab.headers.length);
    return this.sheet
      .getSheetValues(first, 1, this.lastRow - first + 1, width)
      .some((row) => row.some((cell) => typeof cell === 'string' && cell.includes(marker)));
  }

  /** Where the Log ends, for a read of its grid. */
  get end(): { name: string; lastRow: number } {
    return { name: LOG_TAB.name, lastRow: this.lastRow };
  }

  /** The grid's rows, read with another tab's before any write. */
  knowGrid(rows: number | undefined): void {
    if (rows !== undefined) this.gridRows = rows;
  }

  append(entries: readonly LogEntry[]): void {
    if (entries.length === 0) return;
    const { grid } = appendGrid(this.tab, LOG_TAB, entries.map(logCells));
    const grow = () => growRows(this.sheet, this.tab, this.lastRow + grid.length);
    if (this.batch && this.gridRows !== null) {
      this.gridRows = growBefore(this.sheet, this.lastRow + grid.length, this.gridRows);
      const writes = new BatchWrites(this.batch);
      writes.add(
        LOG_TAB.name,
        this.lastRow + 1,
        1,
        grid,
        textColumnPositions(LOG_TAB.name, this.tab.headers),
      );
      writes.flush();
    } else if (this.batch) {
      const textColumns = textColumnPositions(LOG_TAB.name, this.tab.headers);
      const at = { name: LOG_TAB.name, row: this.lastRow + 1, column: 1, textColumns };
      writeGrowing(this.batch, at, grid, grow);
    } else {
      grow();
      this.sheet.getRange(this.lastRow + 1, 1, grid.length, grid[0].length).setValues(grid);
    }
    this.lastRow += grid.length;
  }
}
