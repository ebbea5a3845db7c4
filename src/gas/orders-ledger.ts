import { CampaignSettings, readCampaignSettings } from '../ledger/campaign-settings';
import { readState, stateTabs } from '../ledger/read-state';
import {
  ARMIES_TAB,
  CAMPAIGN_TAB,
  CITIES_TAB,
  DIPLOMACY_TAB,
  LOG_TAB,
  MAP_TAB,
  ORDERS_TAB,
  PLAYERS_TAB,
  STRUCTURES_TAB,
  TREASURY_TAB,
  UNITS_TAB,
} from '../ledger/schema';
import { cellText, headerIndex, TabRows, tabRows } from '../ledger/tab';
import { balances, readJournal } from '../ledger/treasury';
import type { CampaignState } from '../engine/model';
import { readTabValues, requireSheet, sheetValues } from './ledger-io';
import { SpreadsheetService } from './services';
import { batchReadTabs, BatchTarget, batchTarget } from './batch-io';
import { MAX_ORDER_LINES } from './orders-submit';
import { headerRow, LogTail, OrdersTail, spanOf, tailOf } from './orders-tails';

/**
 * The ledger as a submission needs it, and no more (issue 9: a submission touches the present): the tabs the
 * order check reads, the Orders rows of this turn and the last, and the ends of the Orders tab and the Log,
 * found with getLastRow instead of reading their history.
 */
export interface SubmissionLedger {
  readonly spreadsheet: SpreadsheetService;
  readonly settings: CampaignSettings;
  readonly state: CampaignState;
  /** Each player's balance (lower-case name) after the whole treasury journal. */
  readonly balances: ReadonlyMap<string, number>;
  readonly orders: OrdersTail;
  readonly log: LogTail;
  /** Read through the advanced Sheets service: write through it too (absent: SpreadsheetApp). */
  readonly batch?: BatchTarget;
}

const STATE_TABS = [PLAYERS_TAB, DIPLOMACY_TAB, MAP_TAB, CITIES_TAB, ARMIES_TAB, UNITS_TAB, STRUCTURES_TAB];

/** The tabs whose end a submission finds (their header rows read with the state tabs when it can). */
const TAIL_TABS = [TREASURY_TAB, ORDERS_TAB, LOG_TAB].map((t) => t.name);

export function readSubmissionLedger(spreadsheet: SpreadsheetService): SubmissionLedger {
  const timeZone = spreadsheet.getSpreadsheetTimeZone();
  // The Campaign tab as the dispatch read it (campaign-prefetch.ts): no call.
  const settings = readCampaignSettings(readTabValues(spreadsheet, CAMPAIGN_TAB.name), timeZone).settings;
  const { tabs, headers, batch } = readPresentTabs(spreadsheet, timeZone);
  const { state } = readState(stateTabs((name) => tabs.get(name), settings.turn));
  const log = new LogTail(requireSheet(spreadsheet, LOG_TAB.name), headers.get(LOG_TAB.name), batch);
  // Two turns of every player's longest submission: the present read in one call whatever the turn.
  const chunkRows = Math.max(4096, 2 * state.players.length * MAX_ORDER_LINES);
  return {
    spreadsheet,
    settings,
    state,
    balances: readBalances(
      spreadsheet,
      state.players.map((p) => p.name),
      headers.get(TREASURY_TAB.name),
    ),
    orders: new OrdersTail(
      requireSheet(spreadsheet, ORDERS_TAB.name),
      settings.turn,
      headers.get(ORDERS_TAB.name),
      batch,
      { chunkRows, log },
    ),
    log,
    ...(batch ? { batch } : {}),
  };
}

/**
 * The state tabs whole and the header rows of the tabs whose end is found, in one batchGet through the
 * advanced service (issue 9); without it, or with a tab missing, each state tab in two calls.
 */
function readPresentTabs(
  spreadsheet: SpreadsheetService,
  timeZone: string,
): { tabs: Map<string, TabRows>; headers: Map<string, string[]>; batch?: BatchTarget } {
  const tabs = new Map<string, TabRows>();
  const headers = new Map<string, string[]>();
  const target = batchTarget(spreadsheet, timeZone);
  const read =
    target &&
    batchReadTabs(
      target,
      STATE_TABS.map((t) => t.name),
      'UNFORMATTED_VALUE',
      TAIL_TABS,
    );
  if (read) {
    for (const spec of STATE_TABS) {
      const values = read.get(spec.name)?.values ?? [];
      tabs.set(spec.name, tabRows(spec.name, values.length > 0 ? values : [['']]));
    }
    for (const name of TAIL_TABS) headers.set(name, (read.get(`${name}!1:1`)?.values[0] ?? []).map(cellText));
    return { tabs, headers, batch: target };
  }
  for (const spec of STATE_TABS) {
    const tab = readTabValues(spreadsheet, spec.name);
    if (tab) tabs.set(spec.name, tab);
  }
  return { tabs, headers };
}

/**
 * Each player's treasury balance without reading the whole journal: the Balance of the player's last entry
 * in the latest turn's rows (found by reading the Turn column up from the bottom, then the Player to Balance
 * columns of those rows). When a player
 * has no entry there, or a Balance cell is not a number, the whole journal is read and summed instead.
 */
function readBalances(
  spreadsheet: SpreadsheetService,
  players: readonly string[],
  known?: string[],
): Map<string, number> {
  const sheet = spreadsheet.getSheetByName(TREASURY_TAB.name);
  if (!sheet) return new Map();
  const { headers, lastRow } = headerRow(sheet, TREASURY_TAB.name, known);
  const col = headerIndex(tabRows(TREASURY_TAB.name, [headers]));
  const [turnAt, playerAt, balanceAt] = [col('Turn'), col('Player'), col('Balance')];
  const whole = (): Map<string, number> =>
    balances(readJournal(tabRows(TREASURY_TAB.name, sheetValues(sheet))).rows);
  if (lastRow < 2) return new Map();
  if (turnAt < 0 || playerAt < 0 || balanceAt < 0) return whole();
  const span = spanOf(playerAt, balanceAt);
  const { rows } = tailOf(sheet, span, turnAt, lastRow, (latest) => latest);
  const out = new Map<string, number>();
  for (const row of rows) {
    const name = cellText(row[playerAt + 1 - span.first]);
    if (name === '') continue;
    const balance = row[balanceAt + 1 - span.first];
    if (typeof balance !== 'number') return whole();
    out.set(name.toLowerCase(), balance);
  }
  return players.every((p) => out.has(p.toLowerCase())) ? out : whole();
}
