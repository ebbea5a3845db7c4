import { advancedCampaign } from '../ledger/campaign';
import { TEXT_FORMAT } from '../ledger/cell-input';
import { CAMPAIGN_TAB, TabSpec, textColumnPositions } from '../ledger/schema';
import { RewrittenTab } from '../ledger/snapshot';
import { headerIndex, isBlankCell, tabRows } from '../ledger/tab';
import { changedRows, computedFormulas, rewrittenTab, withWrite } from '../ledger/undo-plan';
import { Cells, tabGrid } from '../ledger/write-state';
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

/** The rows an operation (Resolve, Apply battle results) changes on each tab, and what Undo needs to put them back. */
export interface LedgerWrites {
  readonly writes: PlannedWrite[];
  /** What the snapshot keeps of each rewritten tab (its row count comes from the structural reads). */
  readonly rewritten: Map<string, Omit<RewrittenTab, 'maxRows'>>;
  /** Append-only tabs: the rows they used before. */
  readonly appended: Map<string, number>;
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
    this.plan = { writes: [], rewritten: new Map(), appended: new Map(), after: new Map(ledger.values) };
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

  /** The Campaign tab, meant to be written last: its settings changed as `change` says. */
  rewriteCampaign(change: Parameters<typeof advancedCampaign>[3]): void {
    const campaign = this.ledger.values.get(CAMPAIGN_TAB.name) ?? [];
    const column = headerIndex(tabRows(CAMPAIGN_TAB.name, campaign));
    const advance = (body: unknown[][]) => advancedCampaign(body, column('Setting'), column('Value'), change);
    const inputs = this.ledger.inputs.get(CAMPAIGN_TAB.name) ?? campaign.slice(1);
    this.rewrite(CAMPAIGN_TAB.name, inputs, advance(inputs), advance(campaign.slice(1)), {});
  }
}
