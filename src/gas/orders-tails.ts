import { OrderRecord, orderCells, readOrderRecords } from '../ledger/orders';
import { LOG_TAB, ORDERS_TAB, textColumnPositions } from '../ledger/schema';
import { cellText, headerIndex, isBlankCell, tabRows } from '../ledger/tab';
import { appendGrid } from '../ledger/write-state';
import { growRows } from './ledger-io';
import { SheetService } from './services';
import type { BatchTarget } from './batch-io';
import { BatchWrites, writeGrowing } from './batch-writes';
import { batchTail, growBefore } from './orders-batch-tail';
import type { LogTail } from './log-tail';
import { headerRow, spanOf, tailOf } from './tail-scan';
import { playerTabName } from './player-tabs';

export { LogTail } from './log-tail';
export { headerRow, spanOf, tailOf } from './tail-scan';
export type { Span } from './tail-scan';

/**
 * The present of the append-only tabs a submission touches (issue 9): the rows of the Orders tab's last turns
 * and the Log's end (log-tail.ts), found from the bottom with getLastRow (tail-scan.ts), their history never read.
 */

/** Rows added beyond what a write needs when the Orders tab must grow (growing costs a call per text column). */
const SPARE_ROWS = 256;

/**
 * The Orders tab's present: the rows of the previous and current turns at its bottom (rows are appended turn
 * by turn), found through the Turn and Player columns only. Full rows are read only for the submitting
 * player: their previous turn's rows, and the rows from their first row of this turn down, which a new
 * submission rewrites in one write (the other rows move up, the freed rows at the bottom are blanked).
 */
export class OrdersTail {
  readonly headers: string[];
  private readonly column: (header: string) => number;
  private first = 2;
  private lastRow: number;
  private turns: number[] = [];
  private players: string[] = [];
  private region: { player: string; top: number; rows: unknown[][] } | null = null;
  /** The grid's rows, when read before any write (with the advanced service). */
  private gridRows: number | null = null;
  /** Whether the present was read (on first use: `prepare` names the player's tab to read with it). */
  private loaded = false;
  /** A player's tab whose column A end and grid to read with the present (their receipt goes there). */
  private receiptTab: string | null = null;

  constructor(
    private readonly sheet: SheetService,
    private readonly turn: number,
    known?: string[],
    /** Where the rows are written through the advanced service (absent: setValues). */
    private readonly batch?: BatchTarget,
    /** With the service: rows read in one call (enough for two turns' orders), and the Log whose grid to find. */
    private readonly present?: { chunkRows: number; log: LogTail },
  ) {
    const { headers, lastRow } = headerRow(sheet, ORDERS_TAB.name, known);
    this.headers = headers;
    this.column = headerIndex(tabRows(ORDERS_TAB.name, [headers]));
    this.lastRow = lastRow;
    // The Log's first write finds its grid in this read, when nothing read it before.
    present?.log.gridFrom(() => this.load());
  }

  /**
   * Reads the present now, before the submission's first write, with the grid and column A end of the
   * `player`'s tab (their receipt is written there without asking its size: player-tabs.ts).
   */
  prepare(player: string | null): void {
    if (!this.loaded && player !== null) this.receiptTab = playerTabName(player);
    this.load();
  }

  /** The rows of the last two turns' Turn and Player cells, found once. */
  private load(): void {
    if (this.loaded) return;
    this.loaded = true;
    const { batch, present, lastRow, turn, sheet } = this;
    const [turnAt, playerAt] = [this.column('Turn'), this.column('Player')];
    // With the service, read even when the tab holds no order yet: the grids come with it.
    const found =
      batch && present && turnAt >= 0 && playerAt >= 0
        ? batchTail(
            batch,
            { name: ORDERS_TAB.name, turnAt, playerAt, lastRow, chunkRows: present.chunkRows },
            () => turn - 1,
            [present.log.end],
            this.receiptTab,
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
    this.load();
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
    this.load();
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
    this.load();
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
