import { resolveTurn, TurnResult } from '../engine/cs42/turn/pipeline';
import { CampaignSettings, readCampaignSettings } from '../ledger/campaign-settings';
import { OrderRecord, readOrderRecords } from '../ledger/orders';
import { readState, stateTabs } from '../ledger/read-state';
import {
  ARMIES_TAB,
  CAMPAIGN_TAB,
  CITIES_TAB,
  DIPLOMACY_TAB,
  LEDGER_TABS,
  LOG_TAB,
  MAP_TAB,
  ORDERS_TAB,
  PLAYERS_TAB,
  STRUCTURES_TAB,
  TabSpec,
  TREASURY_TAB,
  UNITS_TAB,
} from '../ledger/schema';
import { cellInput, reinterpretable } from '../ledger/cell-input';
import { readLogOverrides } from '../ledger/log';
import { missingColumnIssue } from '../ledger/missing-column';
import { CellIssue, headerIndex, TabRows, tabRows } from '../ledger/tab';
import { balances, JournalRow, readJournal } from '../ledger/treasury';
import { turnOrders, TurnOrdersResult } from '../ledger/turn-orders';
import type { CampaignState } from '../engine/model';
import { sheetValues } from './ledger-io';
import { batchReadTabs, BatchTarget, batchTarget, GridSize, lazySheet } from './batch-io';
import { textColumnPositions } from '../ledger/schema';
import { RangeService, SheetService, SpreadsheetService } from './services';

/** The whole ledger as a turn needs it: every tab read once (values, header first) and parsed. */
export interface TurnLedger {
  readonly spreadsheet: SpreadsheetService;
  readonly sheets: ReadonlyMap<string, SheetService>;
  readonly values: ReadonlyMap<string, unknown[][]>;
  readonly settings: CampaignSettings;
  readonly state: CampaignState;
  /** Problems in the cells the rules read: a turn is not resolved over them (their rows would be lost). */
  readonly issues: readonly CellIssue[];
  readonly journal: readonly JournalRow[];
  readonly orders: readonly OrderRecord[];
  /**
   * For the tabs read to be rewritten: the body (below the header) as cell input (see cellInput), so a
   * moderator's own columns keep their formulas and literal text; the Campaign tab whole. Absent: the values do.
   */
  readonly inputs: ReadonlyMap<string, unknown[][]>;
  readonly timeZone: string;
  /** Read through the advanced Sheets service: where to write the same way, and each tab's grid as read. */
  readonly batch?: BatchTarget;
  readonly grid?: ReadonlyMap<string, GridSize>;
}

/** The tabs whose rules columns the resolver reads: a missing one would silently change the turn. */
const RULE_TABS: readonly TabSpec[] = [
  PLAYERS_TAB,
  DIPLOMACY_TAB,
  MAP_TAB,
  CITIES_TAB,
  ARMIES_TAB,
  UNITS_TAB,
  STRUCTURES_TAB,
  TREASURY_TAB,
];

/** A deleted rule column (Site, Failed sieges, Corruption …) is a problem, not a silent default. */
function missingColumns(values: ReadonlyMap<string, unknown[][]>): CellIssue[] {
  const out: CellIssue[] = [];
  for (const spec of RULE_TABS) {
    const rows = values.get(spec.name);
    if (!rows) continue;
    const tab = tabRows(spec.name, rows);
    const column = headerIndex(tab);
    // Names the renamed or cleared header where there is one, not a new column past the end (missing-column.ts).
    for (const c of spec.columns)
      if (!c.formula && column(c.header) < 0) out.push(missingColumnIssue(tab, c.header, spec));
  }
  return out;
}

/**
 * The body of a tab as cell input: `exact` columns through cellInput, the others as read. `range` gives the
 * tab's read rectangle, asked for only when there are such columns (its formulas are one more call).
 */
function bodyInput(
  range: () => RangeService,
  values: unknown[][],
  exact: (c: number) => boolean,
): unknown[][] {
  const width = values[0]?.length ?? 0;
  const columns = Array.from({ length: width }, (_, c) => c).filter(exact);
  if (columns.length === 0 || values.length < 2) return values.slice(1);
  const read = range();
  const formulas = read.getFormulas();
  const needsFormat = values.some((row, r) =>
    columns.some((c) => r > 0 && formulas[r]?.[c] === '' && reinterpretable(row[c])),
  );
  const formats = needsFormat ? read.getNumberFormats() : null;
  return values
    .slice(1)
    .map((row, i) =>
      row.map((value, c) =>
        exact(c) ? cellInput(value, formulas[i + 1]?.[c] ?? '', formats?.[i + 1]?.[c]) : value,
      ),
    );
}

/**
 * Reads every ledger tab once, each with getSheetByName and getSheetValues (never the _undo tab: only Undo
 * needs it). `forWriting`: the tabs about to be rewritten, whose own columns (and the whole Campaign tab) are
 * also read as cell input.
 */
export function readTurnLedger(
  spreadsheet: SpreadsheetService,
  forWriting: readonly string[] = [],
): TurnLedger {
  const timeZone = spreadsheet.getSpreadsheetTimeZone();
  const target = batchTarget(spreadsheet, timeZone);
  return (
    (target && readBatchLedger(spreadsheet, target, forWriting)) ??
    readEachTab(spreadsheet, forWriting, timeZone)
  );
}

/** The body as cell input from the API's two readings: a formula where the cell has one, else its value. */
function batchInput(
  values: unknown[][],
  formulas: unknown[][],
  exact: (c: number) => boolean,
  text: ReadonlySet<number>,
): unknown[][] {
  return values.slice(1).map((row, i) =>
    row.map((value, c) => {
      if (!exact(c)) return value;
      const f = formulas[i + 1]?.[c];
      const formula = typeof f === 'string' && f.length > 1 && f.startsWith('=') && f !== value ? f : '';
      // A plain-text column stores strings verbatim: its text needs no apostrophe to stay literal.
      return text.has(c) && formula === '' ? value : cellInput(value, formula, undefined);
    }),
  );
}

/**
 * readTurnLedger through the advanced service: every ledger tab in one batchGet, and the formulas of the tabs
 * about to be rewritten in one more; null when a tab is missing (read tab by tab then, which reports it).
 */
function readBatchLedger(
  spreadsheet: SpreadsheetService,
  target: BatchTarget,
  forWriting: readonly string[],
): TurnLedger | null {
  const read = batchReadTabs(
    target,
    LEDGER_TABS.map((t) => t.name),
  );
  if (!read) return null;
  const writing = LEDGER_TABS.filter((t) => forWriting.includes(t.name));
  const formulas = batchReadTabs(
    target,
    writing.map((t) => t.name),
    'FORMULA',
  );
  if (!formulas) return null;
  const sheets = new Map<string, SheetService>();
  const values = new Map<string, unknown[][]>();
  const grid = new Map<string, GridSize>();
  for (const [name, tab] of read) {
    sheets.set(name, lazySheet(spreadsheet, name));
    // An empty tab reads as its one blank cell, as getDataRange gives it.
    values.set(name, tab.values.length > 0 ? tab.values : [['']]);
    grid.set(name, tab.grid);
  }
  const inputs = new Map<string, unknown[][]>();
  for (const spec of writing) {
    const read = values.get(spec.name) ?? [];
    const headers = (read[0] ?? []).map((h) => String(h));
    const column = headerIndex(tabRows(spec.name, read));
    const schema = new Set(spec.columns.map((c) => column(c.header)));
    const own = (c: number): boolean => spec === CAMPAIGN_TAB || !schema.has(c);
    const text = new Set(textColumnPositions(spec.name, headers));
    inputs.set(spec.name, batchInput(read, formulas.get(spec.name)?.values ?? [], own, text));
  }
  return {
    ...ledgerFromValues(spreadsheet, sheets, values, inputs, target.timeZone),
    batch: target,
    grid,
  };
}

/** readTurnLedger tab by tab with SpreadsheetApp: getSheetByName and getSheetValues each. */
function readEachTab(
  spreadsheet: SpreadsheetService,
  forWriting: readonly string[],
  timeZone: string,
): TurnLedger {
  const sheets = new Map<string, SheetService>();
  const values = new Map<string, unknown[][]>();
  const inputs = new Map<string, unknown[][]>();
  for (const spec of LEDGER_TABS) {
    const sheet = spreadsheet.getSheetByName(spec.name);
    if (!sheet) continue;
    sheets.set(spec.name, sheet);
    const read = sheetValues(sheet);
    values.set(spec.name, read);
    if (!forWriting.includes(spec.name)) continue;
    const column = headerIndex(tabRows(spec.name, read));
    const schema = new Set(spec.columns.map((c) => column(c.header)));
    const own = (c: number): boolean => spec === CAMPAIGN_TAB || !schema.has(c);
    const range = () => sheet.getRange(1, 1, read.length, Math.max(1, read[0]?.length ?? 1));
    inputs.set(spec.name, bodyInput(range, read, own));
  }
  return ledgerFromValues(spreadsheet, sheets, values, inputs, timeZone);
}

/** The ledger parsed from tabs' values (as read, or as they are after an operation's writes). */
export function ledgerFromValues(
  spreadsheet: SpreadsheetService,
  sheets: ReadonlyMap<string, SheetService>,
  values: ReadonlyMap<string, unknown[][]>,
  inputs: ReadonlyMap<string, unknown[][]>,
  timeZone: string,
): TurnLedger {
  const tab = (name: string): TabRows | undefined =>
    values.has(name) ? tabRows(name, values.get(name) ?? []) : undefined;
  const { settings, issues: settingIssues } = readCampaignSettings(tab(CAMPAIGN_TAB.name), timeZone);
  const { state, issues } = readState(stateTabs(tab, settings.turn));
  const treasury = tab(TREASURY_TAB.name);
  const journal = treasury ? readJournal(treasury) : { rows: [], issues: [] };
  const missing: CellIssue[] = LEDGER_TABS.filter((t) => !values.has(t.name)).map((t) => ({
    tab: t.name,
    cell: 'A1',
    message: 'the tab is missing; run Campaign → Set up ledger',
  }));
  return {
    spreadsheet,
    sheets,
    values,
    settings,
    state,
    issues: distinctIssues([
      ...missing,
      ...missingColumns(values),
      ...settingIssues,
      ...issues,
      ...journal.issues,
      ...readLogOverrides(tab(LOG_TAB.name), settings.turn).issues,
    ]),
    journal: journal.rows,
    orders: readOrderRecords(tab(ORDERS_TAB.name)),
    inputs,
    timeZone,
  };
}

/** Roll overrides the moderator entered in the Log's Override column for the turn (by roll key); one out of its
 * die's range is a ledger issue (readLogOverrides), never silently ignored. */
export function logOverrides(ledger: TurnLedger): Map<string, number> {
  return readLogOverrides(tabRows(LOG_TAB.name, ledger.values.get(LOG_TAB.name) ?? []), ledger.settings.turn)
    .overrides;
}

/** The readers of two tabs may name one cell alike (a renamed header): say it once. */
function distinctIssues(issues: readonly CellIssue[]): CellIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const k = `${i.tab}\u0000${i.cell}\u0000${i.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export interface ComputedTurn {
  readonly result: TurnResult;
  readonly orders: TurnOrdersResult;
}

/** Runs the turn over the ledger without writing anything (Preview runs exactly this). */
export function computeTurn(ledger: TurnLedger, overrides: ReadonlyMap<string, number>): ComputedTurn {
  const opening = balances(ledger.journal);
  const orders = turnOrders(
    ledger.state,
    ledger.orders,
    opening,
    ledger.settings.settlersBeyondRegular,
    ledger.settings.replacementCosts,
  );
  const all = new Map([...logOverrides(ledger), ...overrides]);
  const result = resolveTurn({
    state: ledger.state,
    orders: orders.orders,
    balances: opening,
    settings: {
      seed: ledger.settings.seed,
      replacementCosts: ledger.settings.replacementCosts,
      settlersBeyondRegular: ledger.settings.settlersBeyondRegular,
      startingTreasury: ledger.settings.startingTreasury,
    },
    overrides: all,
  });
  return { result, orders };
}
