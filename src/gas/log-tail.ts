import { LogEntry, logCells } from '../ledger/log';
import { LOG_TAB, textColumnPositions } from '../ledger/schema';
import { TabRows, tabRows } from '../ledger/tab';
import { appendGrid } from '../ledger/write-state';
import { growRows } from './ledger-io';
import { SheetService } from './services';
import type { BatchTarget } from './batch-io';
import { BatchWrites, writeGrowing } from './batch-writes';
import { growBefore } from './orders-batch-tail';
import { headerRow } from './tail-scan';

/** The Log's end: entries are appended below its last row, its history never read. */
export class LogTail {
  private readonly tab: TabRows;
  private lastRow: number;
  /** The grid's rows, when read before any write (with the advanced service). */
  private gridRows: number | null = null;
  private gridRead: (() => void) | null = null;

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

  /** The read that finds the grid (knowGrid), made before the first append when nothing made it before. */
  gridFrom(read: () => void): void {
    this.gridRead = read;
  }

  append(entries: readonly LogEntry[]): void {
    if (entries.length === 0) return;
    this.gridRead?.();
    this.gridRead = null;
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
