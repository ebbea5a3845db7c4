import { advancedCampaign } from '../ledger/campaign';
import { CAMPAIGN_TAB, TabSpec, textColumnPositions } from '../ledger/schema';
import { RewrittenTab } from '../ledger/snapshot';
import { headerIndex, isBlankCell, tabRows } from '../ledger/tab';
import { changedRows, computedFormulas, rewrittenTab, withWrite } from '../ledger/undo-plan';
import { Cells, tabGrid } from '../ledger/write-state';
import { TEXT_FORMAT } from '../ledger/cell-input';
import { keepText } from './ledger-io';
import type { BatchTarget, GridSize } from './batch-io';
import { BatchWrites } from './batch-writes';
import { SheetService } from './services';
import { TurnRefused } from './turn-guard';
import type { TurnLedger } from './turn-ledger';

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
  /** The tab's width, and its text columns (0-based), kept plain text in the rows it grows by. */
  readonly width: number;
  readonly textColumns: readonly number[];
  /** Undo: rows below this count are deleted (the rows the Resolve added); absent: none. */
  readonly shrinkTo?: number;
  /** A new column is inserted before `column` first, and the grid written there as plain text. */
  readonly insertColumn?: boolean;
  /** Undo: columns from `column` on are deleted until the tab has this many again; absent: none. */
  readonly shrinkColumnsTo?: number;
}

interface Prepared {
  readonly write: PlannedWrite;
  readonly maxRows: number | null;
  readonly maxColumns: number | null;
}

/**
 * Writes to several tabs in a fixed order, with every structural read (getMaxRows) done first: a read after a
 * write makes Apps Script flush, and a kill between reads and writes must leave nothing written. Each write is
 * one setValues; a grown tab costs one insertRowsAfter (its new rows take the formats of the row above, as in
 * Sheets) and one RangeList call keeping all its text columns plain text there.
 */
export class WritePlan {
  private readonly prepared: Prepared[] = [];
  private readonly batch: BatchTarget | null;

  /**
   * `grid`: the tabs' sizes as the advanced service read them (no getMaxRows / getMaxColumns for those);
   * `batch`: write every value through it, in one RAW batchUpdate and at most one USER_ENTERED (batch-io.ts),
   * after every row and column the writes need is added, before any is deleted.
   */
  constructor(
    writes: readonly PlannedWrite[],
    options: { grid?: ReadonlyMap<string, GridSize>; batch?: BatchTarget } = {},
  ) {
    this.batch = options.batch ?? null;
    for (const write of writes) {
      const last = write.row + write.grid.length - 1;
      const needsMax = last > write.knownRows || write.shrinkTo !== undefined;
      const columns = write.insertColumn === true || write.shrinkColumnsTo !== undefined;
      const known = options.grid?.get(write.name);
      this.prepared.push({
        write,
        maxRows: needsMax ? (known?.rows ?? write.sheet.getMaxRows()) : null,
        maxColumns: columns ? (known?.columns ?? write.sheet.getMaxColumns()) : null,
      });
    }
  }

  /** The tab's row count before any write, when it was read (null: not needed, so not read). */
  maxRowsOf(name: string): number | null {
    return this.prepared.find((p) => p.write.name === name)?.maxRows ?? null;
  }

  /** Whether the plan adds rows to the tab (its write ends below its row count). */
  growsRows(name: string): boolean {
    const p = this.prepared.find((q) => q.write.name === name);
    return p !== undefined && p.maxRows !== null && p.write.row + p.write.grid.length - 1 > p.maxRows;
  }

  /** The tab's column count before any write, when it was read (null: not needed). */
  maxColumnsOf(name: string): number | null {
    return this.prepared.find((p) => p.write.name === name)?.maxColumns ?? null;
  }

  apply(): void {
    if (this.batch) return this.applyBatch(this.batch);
    for (const { write, maxRows, maxColumns } of this.prepared) {
      const { sheet, grid } = write;
      const last = write.row + grid.length - 1;
      if (maxRows !== null && last > maxRows) {
        sheet.insertRowsAfter(maxRows, last - maxRows);
        keepText(sheet, write.textColumns, maxRows + 1, last);
      }
      if (write.insertColumn) sheet.insertColumnsBefore(write.column, 1);
      if (grid.length > 0 && grid[0].length > 0) {
        const range = sheet.getRange(write.row, write.column, grid.length, grid[0].length);
        if (write.insertColumn) range.setNumberFormat(TEXT_FORMAT);
        range.setValues(grid.map((r) => [...r]));
      }
      if (write.shrinkColumnsTo !== undefined && maxColumns !== null && maxColumns > write.shrinkColumnsTo)
        sheet.deleteColumns(write.column, maxColumns - write.shrinkColumnsTo);
      if (write.shrinkTo !== undefined && maxRows !== null && maxRows > write.shrinkTo)
        sheet.deleteRows(write.shrinkTo + 1, maxRows - write.shrinkTo);
    }
  }

  private applyBatch(batch: BatchTarget): void {
    applyBatchPlan(this.prepared, batch);
  }
}

/** Inserted column, as plain text; no format call: RAW never parses it. */
const insertedText = (write: PlannedWrite): readonly number[] =>
  write.insertColumn ? [write.column - 1] : write.textColumns;

/** WritePlan.apply through the advanced service: rows and columns added, the values, rows and columns deleted. */
function applyBatchPlan(prepared: readonly Prepared[], batch: BatchTarget): void {
  for (const { write, maxRows } of prepared) {
    const last = write.row + write.grid.length - 1;
    if (maxRows !== null && last > maxRows) {
      write.sheet.insertRowsAfter(maxRows, last - maxRows);
      keepText(write.sheet, write.textColumns, maxRows + 1, last);
    }
    if (write.insertColumn) write.sheet.insertColumnsBefore(write.column, 1);
  }
  const values = new BatchWrites(batch);
  for (const { write } of prepared)
    values.add(write.name, write.row, write.column, write.grid, insertedText(write));
  values.flush();
  for (const { write, maxRows, maxColumns } of prepared) {
    if (write.shrinkColumnsTo !== undefined && maxColumns !== null && maxColumns > write.shrinkColumnsTo)
      write.sheet.deleteColumns(write.column, maxColumns - write.shrinkColumnsTo);
    if (write.shrinkTo !== undefined && maxRows !== null && maxRows > write.shrinkTo)
      write.sheet.deleteRows(write.shrinkTo + 1, maxRows - write.shrinkTo);
  }
}

/** The rows an operation (Resolve, Apply battle results) changes on each tab, and what Undo needs to put them back. */
export interface LedgerWrites {
  readonly writes: PlannedWrite[];
  /** What the snapshot keeps of each rewritten tab (its row count comes from the structural reads). */
  readonly rewritten: Map<string, Omit<RewrittenTab, 'maxRows'>>;
  /** Append-only tabs: the rows they used before. */
  readonly appended: Map<string, number>;
  /** Tabs given a new column (a player's report), by the 1-based column it is inserted before. */
  readonly inserted: Map<string, number>;
  /** Every tab's values as they will be after the writes. */
  readonly after: Map<string, unknown[][]>;
}

/**
 * Builds the LedgerWrites of a ledger read once, a tab at a time in the order they are written: only the rows
 * that change are rewritten, records are appended below the last used row. Reads no service: the structural
 * reads are WritePlan's.
 */
export class LedgerWritesBuilder {
  readonly plan: LedgerWrites;

  constructor(private readonly ledger: TurnLedger) {
    this.plan = {
      writes: [],
      rewritten: new Map(),
      appended: new Map(),
      inserted: new Map(),
      after: new Map(ledger.values),
    };
  }

  private sheet(name: string): SheetService {
    const found = this.ledger.sheets.get(name);
    if (!found) throw new TurnRefused(`The ${name} tab is missing. Run Campaign → Set up ledger.`);
    return found;
  }

  /** The tab as read and the facts every write to it carries. */
  private read(name: string): { values: unknown[][]; width: number; textColumns: number[] } {
    const values = this.ledger.values.get(name) ?? [];
    return {
      values,
      width: values[0]?.length ?? 1,
      textColumns: textColumnPositions(name, values[0]?.map(String) ?? []),
    };
  }

  /** Writes the body rows from the first to the last that differ between `beforeInputs` and `afterInputs`. */
  rewrite(
    name: string,
    beforeInputs: unknown[][],
    afterInputs: unknown[][],
    afterValues: unknown[][],
    computed: Record<string, string>,
  ): void {
    const rows = changedRows(beforeInputs, afterInputs, computed);
    if (!rows) return;
    const { values, width, textColumns } = this.read(name);
    const grid = (source: unknown[][]) =>
      Array.from(
        { length: rows.to - rows.from },
        (_, r) => source[rows.from + r] ?? new Array<unknown>(width).fill(''),
      );
    this.plan.writes.push({
      sheet: this.sheet(name),
      name,
      row: rows.from + 2,
      column: 1,
      grid: grid(afterInputs),
      knownRows: values.length,
      width,
      textColumns,
    });
    this.plan.rewritten.set(name, rewrittenTab(values.slice(1), beforeInputs, computed, rows, width, null));
    this.plan.after.set(name, withWrite(values, rows.from + 2, 1, grid(afterValues)));
  }

  /** Each state tab of `specs` rewritten with its records (stateRecords). */
  rewriteRecords(specs: readonly TabSpec[], records: ReadonlyMap<TabSpec, readonly Cells[]>): void {
    const blank = (g: unknown[][]): boolean => g.every((r) => r.every(isBlankCell));
    for (const spec of specs) {
      const values = this.ledger.values.get(spec.name) ?? [];
      const tab = tabRows(spec.name, values);
      const inputs = this.ledger.inputs.get(spec.name) ?? values.slice(1);
      const grid = tabGrid(spec, tab, records.get(spec) ?? [], inputs);
      // An empty tab that stays empty (no individuals yet) is not written: a blank row would still be a write.
      if (blank(grid) && blank(inputs)) continue;
      this.rewrite(spec.name, inputs, grid, grid, computedFormulas(spec, tab.headers));
    }
  }

  /** `grid` written from `firstRow` (1-based) of an append-only tab. */
  append(spec: TabSpec, firstRow: number, grid: unknown[][]): void {
    const { values, width, textColumns } = this.read(spec.name);
    this.plan.writes.push({
      sheet: this.sheet(spec.name),
      name: spec.name,
      row: firstRow,
      column: 1,
      grid,
      knownRows: values.length,
      width,
      textColumns,
    });
    this.plan.appended.set(spec.name, firstRow - 2);
    this.plan.after.set(spec.name, withWrite(values, firstRow, 1, grid));
  }

  /**
   * `lines` as a new column inserted before `column` of a tab without a header (a player's tab: the newest
   * report first, the older ones moved right), as plain text. Nothing is read: Undo deletes the column again
   * (the snapshot keeps the tab's column and row counts, from the structural reads), so no old text is kept.
   */
  insertColumn(name: string, sheet: SheetService, column: number, lines: readonly string[]): void {
    if (lines.length === 0) return;
    this.plan.writes.push({
      sheet,
      name,
      row: 1,
      column,
      grid: lines.map((line) => [line]),
      knownRows: 0,
      width: column,
      textColumns: [],
      insertColumn: true,
    });
    this.plan.inserted.set(name, column);
  }

  /** Moves the write to `name` to the end of the plan (the Campaign tab is written last). */
  writeLast(name: string): void {
    const at = this.plan.writes.findIndex((w) => w.name === name);
    if (at >= 0) this.plan.writes.push(...this.plan.writes.splice(at, 1));
  }

  /** The Campaign tab, meant to be written last: its settings changed as `change` says. */
  rewriteCampaign(change: Parameters<typeof advancedCampaign>[3]): void {
    const campaign = this.ledger.values.get(CAMPAIGN_TAB.name) ?? [];
    const column = headerIndex(tabRows(CAMPAIGN_TAB.name, campaign));
    const advance = (body: unknown[][]) => advancedCampaign(body, column('Setting'), column('Value'), change);
    const inputs = this.ledger.inputs.get(CAMPAIGN_TAB.name) ?? campaign.slice(1);
    this.rewrite(CAMPAIGN_TAB.name, inputs, advance(inputs), advance(campaign.slice(1)), {});
  }
}
