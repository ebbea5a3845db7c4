import { CAMPAIGN_TAB, TabSpec } from '../../ledger/schema';
import { normaliseHeader } from '../../ledger/setup-plan';
import type { RewrittenTab } from '../../ledger/snapshot';
import type { StageOutcome } from '../../ledger/stage-ruleset';
import { headerIndex, tabRows } from '../../ledger/tab';
import { changedRows, computedFormulas, rewrittenTab, withWrite } from '../../ledger/undo-plan';
import { appendGrid, Cells, tabGrid } from '../../ledger/write-state';
import { SheetService } from '../services';
import { TurnRefused } from '../turn-guard';
import type { UndoablePlan } from '../undo-commit';
import type { PlannedWrite } from '../write-plan';
import { LEDGER_VERSION_ROW } from './setup';
import { bodyInput, headersOf, StageLedger, specOf, stageTextColumns } from './ledger';
import { PRESENT_TABS } from './present';

/**
 * The writes of a stage's outcome, one per tab, planned from the ledger as read (no service call but the
 * formulas of the tabs it rewrites that hold a moderator's own columns): rewritten tabs by their key (only the
 * rows that change; a moderator's own columns keep their values, formulas and literal text), appended rows below
 * each tab's last used row, in the sheet's own column order; the Campaign tab last.
 */
export function planOutcome(ledger: StageLedger, outcome: StageOutcome): UndoablePlan {
  const plan = {
    writes: [] as PlannedWrite[],
    rewritten: new Map<string, Omit<RewrittenTab, 'maxRows'>>(),
    appended: new Map<string, number>(),
    after: new Map<string, unknown[][]>([...ledger.values].map(([n, v]) => [n, v.map((r) => [...r])])),
  };
  const spec = (name: string): TabSpec => {
    const found = specOf(ledger.ruleset, name);
    if (!found)
      throw new TurnRefused(`The stage wrote to a tab '${name}' that is not one of its ledger's tabs.`);
    return found;
  };
  const sheet = (name: string): SheetService => {
    const found = ledger.sheets.get(name);
    if (!found) throw new TurnRefused(`The ${name} tab is missing. Run Campaign → Set up ledger.`);
    return found;
  };
  const read = (name: string) => {
    const values = ledger.values.get(name)?.map((r) => [...r]) ?? [];
    const headers = headersOf(values);
    return {
      values,
      headers,
      width: Math.max(headers.length, 1),
      text: stageTextColumns(spec(name), headers),
    };
  };

  /**
   * `grid` (setValues input, literal text as `'…`) written over the rows that differ from `inputs`; the tab
   * after the write is planned from `afterValues`, the same rows as the cells will read (no apostrophe).
   */
  const rewrite = (
    name: string,
    inputs: unknown[][],
    grid: unknown[][],
    afterValues: unknown[][],
    computed: Record<string, string>,
  ) => {
    const rows = changedRows(inputs, grid, computed);
    if (!rows) return;
    const { values, width, text } = read(name);
    const rowsOf = (source: unknown[][]) =>
      Array.from(
        { length: rows.to - rows.from },
        (_, r) => source[rows.from + r] ?? new Array<unknown>(width).fill(''),
      );
    const slice = rowsOf(grid);
    plan.writes.push({
      sheet: sheet(name),
      name,
      row: rows.from + 2,
      column: 1,
      grid: slice,
      knownRows: values.length,
      width,
      textColumns: text,
    });
    plan.rewritten.set(name, rewrittenTab(values.slice(1), inputs, computed, rows, width, null));
    plan.after.set(name, withWrite(values, rows.from + 2, 1, rowsOf(afterValues)));
  };

  // Appends first: a rewritten tab may name what they add (a new nation's Players row is a dropdown's choice
  // in the Areas tab's Owner, and Apps Script refuses a SpreadsheetApp write a rejecting rule does not list).
  for (const [name, records] of outcome.append) {
    if (records.length === 0) continue;
    const tabSpec = spec(name);
    const { values, width, text } = read(name);
    const { firstRow, grid } = appendGrid(tabRows(name, values), tabSpec, records);
    plan.writes.push({
      sheet: sheet(name),
      name,
      row: firstRow,
      column: 1,
      grid,
      knownRows: values.length,
      width,
      textColumns: text,
    });
    plan.appended.set(name, firstRow - 2);
    plan.after.set(name, withWrite(values, firstRow, 1, grid));
  }
  for (const [name, records] of outcome.rewrite) {
    // The Campaign tab is set row by row (outcome.campaign), never rewritten whole: its rows are settings.
    if (name === CAMPAIGN_TAB.name)
      throw new TurnRefused(
        'The stage rewrote the Campaign tab whole; a stage sets Campaign rows one by one.',
      );
    // Only their present was read (present.ts): rewriting one whole would write over its history.
    if (PRESENT_TABS.includes(name))
      throw new TurnRefused(`The stage rewrote the ${name} tab whole; a stage only appends rows to it.`);
    const tabSpec = spec(name);
    const { values } = read(name);
    const tab = tabRows(name, values);
    const column = headerIndex(tab);
    const schema = new Set(tabSpec.columns.map((c) => column(c.header)).filter((i) => i >= 0));
    const inputs = bodyInput(sheet(name), values, (c) => !schema.has(c));
    rewrite(
      name,
      inputs,
      tabGrid(tabSpec, tab, records, inputs),
      tabGrid(tabSpec, tab, records),
      computedFormulas(tabSpec, tab.headers),
    );
  }
  // The Campaign tab last: the clock moves (and any rows the stage sets, e.g. Over).
  const settings = new Map<string, unknown>([
    ...outcome.campaign,
    ['Turn', outcome.clock.turn],
    ['Stage', outcome.clock.stage],
    ['Round', outcome.clock.round],
  ]);
  const { values } = read(CAMPAIGN_TAB.name);
  // Computed columns take the Ledger version as an argument: moved, they recompute over the new rows.
  const version = campaignSetting(values, LEDGER_VERSION_ROW.setting);
  if (version !== undefined) settings.set(LEDGER_VERSION_ROW.setting, (Number(version) || 0) + 1);
  const inputs = bodyInput(sheet(CAMPAIGN_TAB.name), values, () => true);
  const grid = campaignGrid(values, inputs, settings);
  rewrite(CAMPAIGN_TAB.name, inputs, grid, campaignGrid(values, values.slice(1), settings), {});
  return plan;
}

/**
 * The Campaign body with the Value of each named setting set; a setting with no row is refused (Set up ledger
 * adds it), never silently dropped.
 */
export function campaignGrid(
  values: unknown[][],
  inputs: unknown[][],
  settings: ReadonlyMap<string, unknown>,
): unknown[][] {
  const column = headerIndex(tabRows(CAMPAIGN_TAB.name, values));
  const [name, value] = [column('Setting'), column('Value')];
  if (name < 0 || value < 0)
    throw new TurnRefused(
      'The Campaign tab needs its Setting and Value columns. Run Campaign → Set up ledger.',
    );
  const wanted = new Map([...settings].map(([k, v]) => [normaliseHeader(k), v]));
  const found = new Set<string>();
  const grid = inputs.map((row, r) => {
    const key = normaliseHeader(String(values[r + 1]?.[name] ?? ''));
    if (!wanted.has(key) || found.has(key)) return [...row];
    found.add(key);
    const out = [...row];
    out[value] = wanted.get(key);
    return out;
  });
  const lost = [...settings.keys()].filter((k) => !found.has(normaliseHeader(k)));
  if (lost.length > 0)
    throw new TurnRefused(
      `The Campaign tab has no row ${lost.map((k) => `'${k}'`).join(', ')}. Run Campaign → Set up ledger to add it.`,
    );
  return grid;
}

/** The Value of a Campaign setting as read; undefined when the tab has no such row. */
export function campaignSetting(values: unknown[][], setting: string): unknown {
  const column = headerIndex(tabRows(CAMPAIGN_TAB.name, values));
  const row = values
    .slice(1)
    .find((r) => normaliseHeader(String(r[column('Setting')] ?? '')) === normaliseHeader(setting));
  return row ? row[column('Value')] : undefined;
}

/** Records as a tab's rows in its own header order (for the demo), keeping a moderator's own columns by key. */
export function recordsGrid(spec: TabSpec, values: unknown[][], records: readonly Cells[]): unknown[][] {
  return tabGrid(spec, tabRows(spec.name, values), records);
}
