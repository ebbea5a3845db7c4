import { restoreGrid } from '../ledger/snapshot';
import { tabRows } from '../ledger/tab';
import { growRows } from './ledger-io';
import { SheetService } from './services';

/**
 * Writes to several tabs as one: if any write fails, every tab already written is put back as it was (its
 * values, computed formulas and row count), so the ledger is left exactly as before or exactly as after.
 * Each tab is written once, below its header, in one setValues.
 */
interface Touched {
  readonly sheet: SheetService;
  readonly name: string;
  /** The tab as read before the operation, header first. */
  readonly before: readonly (readonly unknown[])[];
  readonly maxRowsBefore: number;
  /** Rows written below the header (so a rollback blanks at least these). */
  readonly rowsWritten: number;
}

export class TabTransaction {
  private readonly touched: Touched[] = [];

  /** Writes `grid` from row `firstRow` (2: the whole body; further down: an append). */
  write(
    sheet: SheetService,
    name: string,
    before: readonly (readonly unknown[])[],
    grid: readonly (readonly unknown[])[],
    firstRow = 2,
  ): void {
    if (grid.length === 0 || grid[0].length === 0) return;
    const maxRowsBefore = sheet.getMaxRows();
    // Recorded before the first call that can fail, so a rollback knows to restore this tab.
    const entry: Touched = { sheet, name, before, maxRowsBefore, rowsWritten: firstRow - 2 + grid.length };
    this.touched.push(entry);
    growRows(sheet, tabRows(name, before), firstRow + grid.length - 1, maxRowsBefore);
    sheet.getRange(firstRow, 1, grid.length, grid[0].length).setValues(grid.map((row) => [...row]));
  }

  /** Puts every touched tab back, last first. Errors here are collected, not thrown over the original one. */
  rollback(): string[] {
    const problems: string[] = [];
    for (const t of [...this.touched].reverse()) {
      try {
        const grid = restoreGrid(t.name, t.before, t.rowsWritten);
        const width = Math.max(grid[0].length, widthOf(t.before));
        const padded = grid.map((row) => [...row, ...new Array(Math.max(0, width - row.length)).fill('')]);
        const rows = Math.min(padded.length, Math.max(t.maxRowsBefore, t.sheet.getMaxRows()) - 1);
        if (rows > 0) t.sheet.getRange(2, 1, rows, width).setValues(padded.slice(0, rows));
        const grown = t.sheet.getMaxRows() - t.maxRowsBefore;
        if (grown > 0) t.sheet.deleteRows(t.maxRowsBefore + 1, grown);
      } catch (error) {
        problems.push(`${t.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    this.touched.length = 0;
    return problems;
  }
}

function widthOf(values: readonly (readonly unknown[])[]): number {
  return Math.max(1, ...values.map((row) => row.length));
}
