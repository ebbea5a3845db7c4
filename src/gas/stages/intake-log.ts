import { logCells, type LogEntry } from '../../ledger/log';
import { LOG_TAB } from '../../ledger/schema';
import { tabRows } from '../../ledger/tab';
import { appendGrid } from '../../ledger/write-state';
import { growRows } from '../ledger-io';
import type { SheetService } from '../services';

/** A Log line of an intake run, with the form response it is about (null: the moderator's). */
export interface StageLogLine {
  readonly entry: LogEntry;
  readonly response: string | null;
}

/** How far up the Log a killed run's lines are looked for: a run writes a few lines per response. */
const LOG_LOOKBACK_ROWS = 200;

/**
 * Appends the entries below the Log's last row in one write, leaving out those of responses (`ids`) whose
 * `[response id]` the bottom of the Log already shows. `known`: the Log as this run read it (its present, header
 * first, as long as the tab) and `gridRows` its grid's rows, which save reading its end and size again. Returns how many rows it wrote.
 */
export function appendStageLog(
  sheet: SheetService,
  entries: readonly StageLogLine[],
  ids: readonly string[],
  known?: readonly (readonly unknown[])[],
  gridRows?: number,
): number {
  const lastRow = known ? known.length : sheet.getLastRow();
  if (lastRow < 1) throw new Error('The Log tab has no header row. Run Campaign → Set up ledger.');
  const headers = (known ? known[0] : sheet.getSheetValues(1, 1, 1, -1)[0]).map((h) => String(h));
  const seen = new Set<string>();
  if (ids.length > 0 && lastRow >= 2) {
    const first = Math.max(2, lastRow - LOG_LOOKBACK_ROWS - 4 * ids.length + 1);
    // A run's lines are of the clock's turn, so within the Log's present when this run read it.
    const text = (
      known ? known.slice(first - 1) : sheet.getSheetValues(first, 1, lastRow - first + 1, headers.length)
    )
      .flat()
      .filter((c): c is string => typeof c === 'string')
      .join('\n');
    for (const id of ids) if (text.includes(`[response ${id}]`)) seen.add(id);
  }
  const kept = entries.filter((e) => e.response === null || !seen.has(e.response)).map((e) => e.entry);
  if (kept.length === 0) return 0;
  const tab = tabRows(LOG_TAB.name, [headers]);
  const { grid } = appendGrid(tab, LOG_TAB, kept.map(logCells));
  growRows(sheet, tab, lastRow + grid.length, gridRows);
  sheet.getRange(lastRow + 1, 1, grid.length, grid[0].length).setValues(grid);
  return grid.length;
}
