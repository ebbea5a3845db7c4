import { resolveTurn, TurnResult } from '../engine/cs42/turn/pipeline';
import { CampaignSettings, readCampaignSettings } from '../ledger/campaign-settings';
import { OrderRecord, readOrderRecords } from '../ledger/orders';
import { readState, stateTabs } from '../ledger/read-state';
import { CAMPAIGN_TAB, LEDGER_TABS, LOG_TAB, ORDERS_TAB, TREASURY_TAB } from '../ledger/schema';
import { UNDO_TAB } from '../ledger/snapshot';
import { CellIssue, cellText, headerIndex, TabRows, tabRows } from '../ledger/tab';
import { balances, JournalRow, readJournal } from '../ledger/treasury';
import { turnOrders, TurnOrdersResult } from '../ledger/turn-orders';
import type { CampaignState } from '../engine/model';
import { SheetService, SpreadsheetService } from './services';

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
  readonly undoCells: unknown[][];
}

export function readTurnLedger(spreadsheet: SpreadsheetService): TurnLedger {
  const sheets = new Map<string, SheetService>();
  const values = new Map<string, unknown[][]>();
  for (const name of [...LEDGER_TABS.map((t) => t.name), UNDO_TAB]) {
    const sheet = spreadsheet.getSheetByName(name);
    if (!sheet) continue;
    sheets.set(name, sheet);
    values.set(name, sheet.getDataRange().getValues());
  }
  const tab = (name: string): TabRows | undefined =>
    values.has(name) ? tabRows(name, values.get(name) ?? []) : undefined;
  const { settings, issues: settingIssues } = readCampaignSettings(
    tab(CAMPAIGN_TAB.name),
    spreadsheet.getSpreadsheetTimeZone(),
  );
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
    issues: [...missing, ...settingIssues, ...issues, ...journal.issues],
    journal: journal.rows,
    orders: readOrderRecords(tab(ORDERS_TAB.name)),
    undoCells: values.get(UNDO_TAB)?.slice(1) ?? [],
  };
}

/** Roll overrides the moderator entered in the Log's Override column for the turn (by roll key). */
export function logOverrides(ledger: TurnLedger): Map<string, number> {
  const out = new Map<string, number>();
  const log = tabRows(LOG_TAB.name, ledger.values.get(LOG_TAB.name) ?? []);
  const col = headerIndex(log);
  for (const row of log.rows) {
    const override = Number(row[col('Override')]);
    const key = cellText(row[col('Key')]);
    if (
      Number(row[col('Turn')]) === ledger.settings.turn &&
      key !== '' &&
      cellText(row[col('Override')]) !== '' &&
      Number.isInteger(override)
    )
      out.set(key, override);
  }
  return out;
}

export interface ComputedTurn {
  readonly result: TurnResult;
  readonly orders: TurnOrdersResult;
}

/** Runs the turn over the ledger without writing anything (Preview runs exactly this). */
export function computeTurn(ledger: TurnLedger, overrides: ReadonlyMap<string, number>): ComputedTurn {
  const opening = balances(ledger.journal);
  const orders = turnOrders(ledger.state, ledger.orders, opening, ledger.settings.settlersBeyondRegular);
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
