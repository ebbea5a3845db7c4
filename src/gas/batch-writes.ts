import { isDate } from '../ledger/custom-functions';
import { reinterpretable } from '../ledger/cell-input';
import { columnLetter } from '../ledger/setup-plan';
import { BatchTarget, quotedTab, typedDate } from './batch-io';
import type { ValueRange } from './services';

/**
 * Writing through the advanced Sheets service (issue 9): many rectangles in one RAW batchUpdate, never parsed
 * (a person's text cannot become a formula whatever its cell's format), and one USER_ENTERED batchUpdate for
 * the cells setValues would have parsed (the ledger's own formulas, text input kept as numbers, dates).
 */

/** What RAW is sent for a cell setValues would store unparsed: '' for nothing, a literal without its apostrophe. */
function rawInput(value: unknown, text: boolean): unknown {
  if (value === null || value === undefined) return '';
  if (!text && typeof value === 'string' && value.startsWith("'")) return value.slice(1);
  return value;
}

/** A1 of a rectangle on a tab. */
function a1(name: string, row: number, column: number, rows: number, columns: number): string {
  const end = `${columnLetter(column + columns - 1)}${row + rows - 1}`;
  return `${quotedTab(name)}!${columnLetter(column)}${row}:${end}`;
}

/**
 * The values of many rectangles, written in at most two batchUpdate calls: RAW for every cell that stores as
 * given, USER_ENTERED for the cells setValues would parse (the rest of the rectangle null there, left alone).
 */
export class BatchWrites {
  private readonly raw: ValueRange[] = [];
  private readonly typed: ValueRange[] = [];

  constructor(private readonly target: BatchTarget) {}

  /**
   * `grid` at 1-based `row`, `column` of tab `name`; `textColumns` (0-based, of the tab) hold people's text,
   * stored as it is (they are plain-text columns, where setValues stores strings verbatim too).
   */
  add(
    name: string,
    row: number,
    column: number,
    grid: readonly (readonly unknown[])[],
    textColumns: readonly number[],
  ): void {
    if (grid.length === 0 || grid[0].length === 0) return;
    const text = new Set(textColumns);
    const rawGrid = grid.map((line, i) =>
      line.map((value, j) => {
        const isText = text.has(column - 1 + j);
        const typed = this.typedInput(value, isText);
        if (typed === null) return rawInput(value, isText);
        this.typed.push({ range: a1(name, row + i, column + j, 1, 1), values: [[typed]] });
        return null;
      }),
    );
    this.raw.push({ range: a1(name, row, column, grid.length, grid[0].length), values: rawGrid });
  }

  /**
   * What a cell needs typed (USER_ENTERED), or null when RAW stores it exactly as setValues would. Text made
   * literal with a leading apostrophe (cellInput) is stored RAW without it, whatever the cell's format.
   */
  private typedInput(value: unknown, text: boolean): string | null {
    if (isDate(value)) return typedDate(value, this.target.timeZone);
    if (text || typeof value !== 'string' || !reinterpretable(value) || value.startsWith("'")) return null;
    return value;
  }

  get empty(): boolean {
    return this.raw.length === 0;
  }

  /** One batchUpdate RAW, and one USER_ENTERED when a cell needs it. */
  flush(): void {
    const { api, spreadsheetId } = this.target;
    if (this.raw.length > 0)
      api.Spreadsheets.Values.batchUpdate({ valueInputOption: 'RAW', data: this.raw }, spreadsheetId);
    if (this.typed.length > 0)
      api.Spreadsheets.Values.batchUpdate(
        { valueInputOption: 'USER_ENTERED', data: this.typed },
        spreadsheetId,
      );
  }
}

/**
 * One grid written through the advanced service without asking the tab's size first (a submission's append):
 * when the API refuses it as beyond the grid (nothing written), `grow` adds the rows and it is written again.
 */
export function writeGrowing(
  target: BatchTarget,
  at: { name: string; row: number; column: number; textColumns: readonly number[] },
  grid: readonly (readonly unknown[])[],
  grow: () => void,
): void {
  const write = () => {
    const writes = new BatchWrites(target);
    writes.add(at.name, at.row, at.column, grid, at.textColumns);
    writes.flush();
  };
  try {
    write();
  } catch (error) {
    if (!/exceeds grid limits/.test(error instanceof Error ? error.message : String(error))) throw error;
    grow();
    write();
  }
}
