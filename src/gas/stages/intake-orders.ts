import type { Clock } from '../../engine/core/stage';
import { normaliseHeader } from '../../ledger/setup-plan';
import { STAGE_ORDERS_TAB, type CheckedLine } from '../../ledger/stage-ruleset';
import { cellText, headerIndex, isBlankCell, tabRows } from '../../ledger/tab';
import { keepText } from '../ledger-io';
import type { SheetService } from '../services';

/** One Orders row of a staged ledger, as the receipt quotes it. */
export interface StageOrderRow {
  readonly line: number;
  readonly text: string;
  readonly status: string;
  readonly submitted: unknown;
}

const isDate = (v: unknown): v is Date => Object.prototype.toString.call(v) === '[object Date]';

function sameCell(a: unknown, b: unknown): boolean {
  if (isDate(a) || isDate(b)) return isDate(a) && isDate(b) && a.getTime() === b.getTime();
  if (isBlankCell(a) && isBlankCell(b)) return true;
  return a === b;
}

/**
 * The Orders tab of a staged ledger as one intake run holds it: read once, changed in memory submission by
 * submission (a player's new lines of a turn and stage replace their earlier ones), then written once, from
 * the first row that changed down (rows below move up, the freed rows at the bottom are blanked).
 */
export class StageOrdersTab {
  readonly headers: string[];
  private readonly column: (header: string) => number;
  private readonly original: unknown[][];
  private body: unknown[][];

  constructor(
    private readonly sheet: SheetService,
    values: readonly (readonly unknown[])[],
    /** The grid's rows when the read told them (no getMaxRows before growing). */
    private gridRows?: number,
  ) {
    const tab = tabRows(STAGE_ORDERS_TAB.name, values);
    this.headers = [...tab.headers];
    this.column = headerIndex(tab);
    const missing = ['Turn', 'Stage', 'Player', 'Line', 'Text'].filter((h) => this.column(h) < 0);
    if (this.headers.length === 0 || missing.length > 0)
      throw new Error(
        `The Orders tab has no ${missing.join(', ') || 'header row'} column (row 1). Run Campaign → Set up ledger.`,
      );
    this.original = tab.rows.map((r) => [...r]);
    while (this.original.length > 0 && this.original[this.original.length - 1].every(isBlankCell))
      this.original.pop();
    this.body = this.original.map((r) => [...r]);
  }

  /** The whole tab as it stands now, header first (what a later check in this run reads). */
  values(): unknown[][] {
    return [this.headers, ...this.body];
  }

  /**
   * A row's key is Turn, Stage, Player: no Round (rulesets-design.md §Orders proposed one). Only Spend CP's
   * repeats in rounds, and its lines are one list a turn read a line a round (CP-R21): a new submission replaces
   * the list, the Order of play tab's Lines read (stamped with the list's Submitted, undone with the stage) tells
   * the rounds apart, and a response sent for an earlier round is refused by the stage openings (ORD-STAGE).
   */
  private isOf(row: readonly unknown[], clock: Clock, player: string): boolean {
    return (
      Number(row[this.column('Turn')]) === clock.turn &&
      normaliseHeader(cellText(row[this.column('Stage')])) === normaliseHeader(clock.stage) &&
      cellText(row[this.column('Player')]).toLowerCase() === player.toLowerCase()
    );
  }

  private cell(row: readonly unknown[], header: string): unknown {
    const at = this.column(header);
    return at < 0 ? '' : row[at];
  }

  /** The player's rows of the clock's turn and stage, in row order. */
  rowsOf(clock: Clock, player: string): StageOrderRow[] {
    return this.body
      .filter((row) => this.isOf(row, clock, player))
      .map((row) => ({
        line: Number(this.cell(row, 'Line')) || 0,
        text: cellText(this.cell(row, 'Text')),
        status: cellText(this.cell(row, 'Status')),
        submitted: this.cell(row, 'Submitted'),
      }));
  }

  /** Replaces the player's rows of the clock's turn and stage by `lines` (at the bottom). */
  replace(clock: Clock, player: string, lines: readonly CheckedLine[], submitted: Date): void {
    const fresh = lines.map((l) => {
      const record: Record<string, unknown> = {
        Turn: clock.turn,
        Stage: clock.stage,
        Player: player,
        Line: l.line,
        Text: l.text,
        Status: l.status,
        Code: l.code,
        Message: l.message,
        Submitted: submitted,
      };
      const row: unknown[] = new Array<unknown>(this.headers.length).fill('');
      for (const c of STAGE_ORDERS_TAB.columns)
        if (this.column(c.header) >= 0) row[this.column(c.header)] = record[c.header];
      return row;
    });
    this.body = [...this.body.filter((row) => !this.isOf(row, clock, player)), ...fresh];
  }

  /**
   * Writes what changed in one setValues (nothing changed: no call). Rows beyond the tab are added first, and
   * the text columns of the rows written kept plain text, so a player's `=…` is never a formula.
   */
  write(): boolean {
    const width = this.headers.length;
    const height = Math.max(this.original.length, this.body.length);
    let top = 0;
    while (top < height && sameRow(this.original[top], this.body[top], width)) top += 1;
    if (top >= height) return false;
    const grid: unknown[][] = [];
    for (let i = top; i < height; i += 1) grid.push(this.body[i] ?? new Array<unknown>(width).fill(''));
    const first = top + 2;
    const last = first + grid.length - 1;
    const have = this.gridRows ?? this.sheet.getMaxRows();
    if (last > have) this.sheet.insertRowsAfter(have, last - have);
    this.gridRows = Math.max(have, last);
    keepText(this.sheet, textColumns(this.headers), first, last);
    this.sheet.getRange(first, 1, grid.length, width).setValues(grid);
    this.original.splice(0, this.original.length, ...this.body.map((r) => [...r]));
    return true;
  }
}

function sameRow(
  a: readonly unknown[] | undefined,
  b: readonly unknown[] | undefined,
  width: number,
): boolean {
  for (let c = 0; c < width; c += 1) if (!sameCell(a?.[c], b?.[c])) return false;
  return true;
}

/** 0-based positions of the Orders tab's text columns in its own header row. */
function textColumns(headers: readonly string[]): number[] {
  return STAGE_ORDERS_TAB.columns
    .filter((c) => c.text)
    .map((c) => headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(c.header)))
    .filter((i) => i >= 0);
}
