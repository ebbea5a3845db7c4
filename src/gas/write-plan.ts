import { TEXT_FORMAT } from '../ledger/cell-input';
import { SheetService } from './services';

/** One rectangle to write to a tab with one setValues, and what the tab looked like when it was read. */
export interface PlannedWrite {
  readonly sheet: SheetService;
  readonly name: string;
  /** 1-based row and column of the grid's top left cell. */
  readonly row: number;
  readonly column: number;
  readonly grid: readonly (readonly unknown[])[];
  /** Rows known to exist (the height of what was read): a write within them needs no getMaxRows. */
  readonly knownRows: number;
  /** The tab's width, for the formats of rows it grows by, and its text columns (0-based), kept plain text. */
  readonly width: number;
  readonly textColumns: readonly number[];
  /** Undo: rows below this count are deleted (the rows the Resolve added); absent: none. */
  readonly shrinkTo?: number;
}

interface Prepared {
  readonly write: PlannedWrite;
  readonly maxRows: number | null;
  /** Formats of the tab's last row, for the rows it grows by (what Sheets copies into inserted rows). */
  readonly lastFormats: readonly string[] | null;
}

/**
 * Writes to several tabs in a fixed order, with every structural read (getMaxRows, the formats grown rows
 * inherit) done first: a read after a write makes Apps Script flush, and a kill between reads and writes must
 * leave nothing written. Each write is one setValues; a grown tab costs one insertRowsAfter and one
 * setNumberFormats for all its new rows.
 */
export class WritePlan {
  private readonly prepared: Prepared[] = [];

  constructor(writes: readonly PlannedWrite[]) {
    for (const write of writes) {
      const last = write.row + write.grid.length - 1;
      const needsMax = last > write.knownRows || write.shrinkTo !== undefined;
      const maxRows = needsMax ? write.sheet.getMaxRows() : null;
      const grows = maxRows !== null && last > maxRows;
      const lastFormats =
        grows && maxRows !== null && maxRows > 0
          ? write.sheet.getRange(maxRows, 1, 1, write.width).getNumberFormats()[0]
          : null;
      this.prepared.push({ write, maxRows, lastFormats });
    }
  }

  /** The tab's row count before any write, when it was read (null: not needed, so not read). */
  maxRowsOf(name: string): number | null {
    return this.prepared.find((p) => p.write.name === name)?.maxRows ?? null;
  }

  apply(): void {
    for (const { write, maxRows, lastFormats } of this.prepared) {
      const { sheet, grid } = write;
      const last = write.row + grid.length - 1;
      if (maxRows !== null && last > maxRows) {
        const added = last - maxRows;
        sheet.insertRowsAfter(maxRows, added);
        const formats = Array.from({ length: write.width }, (_, c) =>
          write.textColumns.includes(c) ? TEXT_FORMAT : (lastFormats?.[c] ?? ''),
        );
        sheet
          .getRange(maxRows + 1, 1, added, write.width)
          .setNumberFormats(Array.from({ length: added }, () => [...formats]));
      }
      if (grid.length > 0 && grid[0].length > 0)
        sheet
          .getRange(write.row, write.column, grid.length, grid[0].length)
          .setValues(grid.map((r) => [...r]));
      if (write.shrinkTo !== undefined && maxRows !== null && maxRows > write.shrinkTo)
        sheet.deleteRows(write.shrinkTo + 1, maxRows - write.shrinkTo);
    }
  }
}
