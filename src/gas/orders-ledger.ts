import { CampaignSettings, readCampaignSettings } from '../ledger/campaign-settings';
import { LogEntry, logCells } from '../ledger/log';
import { OrderRecord, orderCells, readOrderRecords } from '../ledger/orders';
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
import { cellText, headerIndex, isBlankCell, TabRows, tabRows } from '../ledger/tab';
import { balances, readJournal } from '../ledger/treasury';
import { appendGrid } from '../ledger/write-state';
import type { CampaignState } from '../engine/model';
import { growRows, readTabRows, requireSheet } from './ledger-io';
import { SheetService, SpreadsheetService } from './services';

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
}

const STATE_TABS = [PLAYERS_TAB, DIPLOMACY_TAB, MAP_TAB, CITIES_TAB, ARMIES_TAB, UNITS_TAB, STRUCTURES_TAB];

export function readSubmissionLedger(spreadsheet: SpreadsheetService): SubmissionLedger {
  const settings = readCampaignSettings(
    readTabRows(spreadsheet, CAMPAIGN_TAB.name),
    spreadsheet.getSpreadsheetTimeZone(),
  ).settings;
  const tabs = new Map<string, TabRows>();
  for (const spec of STATE_TABS) {
    const tab = readTabRows(spreadsheet, spec.name);
    if (tab) tabs.set(spec.name, tab);
  }
  const { state } = readState(stateTabs((name) => tabs.get(name), settings.turn));
  return {
    spreadsheet,
    settings,
    state,
    balances: readBalances(
      spreadsheet,
      state.players.map((p) => p.name),
    ),
    orders: new OrdersTail(requireSheet(spreadsheet, ORDERS_TAB.name), settings.turn),
    log: new LogTail(requireSheet(spreadsheet, LOG_TAB.name)),
  };
}

/**
 * Each player's treasury balance without reading the whole journal: the Balance of the player's last entry
 * in the latest turn's rows (found through the Turn column; only the Player to Balance columns are read). When a player has no entry there, or a
 * Balance cell is not a number, the whole journal is read and summed instead.
 */
function readBalances(spreadsheet: SpreadsheetService, players: readonly string[]): Map<string, number> {
  const sheet = spreadsheet.getSheetByName(TREASURY_TAB.name);
  if (!sheet) return new Map();
  const { headers, lastRow } = headerRow(sheet, TREASURY_TAB.name);
  const col = headerIndex(tabRows(TREASURY_TAB.name, [headers]));
  const [turnAt, playerAt, balanceAt] = [col('Turn'), col('Player'), col('Balance')];
  const whole = (): Map<string, number> =>
    balances(readJournal(tabRows(TREASURY_TAB.name, sheet.getDataRange().getValues())).rows);
  if (lastRow < 2) return new Map();
  if (turnAt < 0 || playerAt < 0 || balanceAt < 0) return whole();
  const turns = sheet
    .getRange(2, turnAt + 1, lastRow - 1, 1)
    .getValues()
    .map((r) => Number(r[0]) || 0);
  const latest = Math.max(...turns);
  const first = turns.findIndex((t) => t >= latest) + 2;
  const [from, to] = [Math.min(playerAt, balanceAt), Math.max(playerAt, balanceAt)];
  const tail = sheet.getRange(first, from + 1, lastRow - first + 1, to - from + 1).getValues();
  const out = new Map<string, number>();
  for (const row of tail) {
    const player = cellText(row[playerAt - from]).toLowerCase();
    if (player === '') continue;
    const balance = row[balanceAt - from];
    if (typeof balance !== 'number') return whole();
    out.set(player, balance);
  }
  return players.every((p) => out.has(p.toLowerCase())) ? out : whole();
}

function headerRow(sheet: SheetService, name: string): { headers: string[]; lastRow: number } {
  const lastRow = sheet.getLastRow();
  const width = sheet.getLastColumn();
  if (lastRow < 1 || width < 1)
    throw new Error(`The ${name} tab has no header row. Run Campaign → Set up ledger.`);
  return {
    headers: sheet
      .getRange(1, 1, 1, width)
      .getValues()[0]
      .map((h) => cellText(h)),
    lastRow,
  };
}

/**
 * The Orders tab from the first row of the previous turn down (rows are appended turn by turn; the Turn column
 * alone is read to find where). A player's rows of the current turn are replaced by rewriting the rows from
 * the first of them down, in one write: the other rows move up, the freed rows at the bottom are blanked.
 */
export class OrdersTail {
  readonly headers: string[];
  /** Sheet row of rows[0]. */
  readonly firstRow: number;
  private rows: unknown[][];
  private readonly column: (header: string) => number;

  constructor(
    private readonly sheet: SheetService,
    private readonly turn: number,
  ) {
    const { headers, lastRow } = headerRow(sheet, ORDERS_TAB.name);
    this.headers = headers;
    this.column = headerIndex(tabRows(ORDERS_TAB.name, [headers]));
    const turnAt = this.column('Turn');
    let first = lastRow + 1;
    if (lastRow >= 2 && turnAt >= 0) {
      const turns = sheet.getRange(2, turnAt + 1, lastRow - 1, 1).getValues();
      const at = turns.findIndex((row) => Number(row[0]) >= turn - 1);
      if (at >= 0) first = at + 2;
    }
    this.firstRow = first;
    this.rows =
      first <= lastRow ? sheet.getRange(first, 1, lastRow - first + 1, headers.length).getValues() : [];
  }

  /** The records of the rows read (the previous and current turns, and any later ones). */
  records(): OrderRecord[] {
    return readOrderRecords(tabRows(ORDERS_TAB.name, [this.headers, ...this.rows]));
  }

  private isPlayers(row: readonly unknown[], player: string): boolean {
    return (
      Number(row[this.column('Turn')]) === this.turn &&
      cellText(row[this.column('Player')]).toLowerCase() === player.toLowerCase()
    );
  }

  /** The player's records of the current turn. */
  playerRecords(player: string): OrderRecord[] {
    return this.records().filter(
      (r) => r.turn === this.turn && r.player.toLowerCase() === player.toLowerCase(),
    );
  }

  /** Replaces the player's rows of the current turn with `records`, in one write. */
  replace(player: string, records: readonly OrderRecord[]): void {
    const width = this.headers.length;
    const start = this.rows.findIndex((row) => this.isPlayers(row, player));
    const from = start < 0 ? this.rows.length : start;
    const region = this.rows.slice(from);
    const fresh = appendGrid(
      tabRows(ORDERS_TAB.name, [this.headers]),
      ORDERS_TAB,
      records.map(orderCells),
    ).grid;
    const grid = [...region.filter((row) => !this.isPlayers(row, player)), ...fresh];
    while (grid.length < region.length) grid.push(new Array<unknown>(width).fill(''));
    if (grid.length === 0) return;
    const top = this.firstRow + from;
    growRows(this.sheet, tabRows(ORDERS_TAB.name, [this.headers]), top + grid.length - 1);
    this.sheet.getRange(top, 1, grid.length, width).setValues(grid);
    const rows = [...this.rows.slice(0, from), ...grid];
    while (rows.length > 0 && rows[rows.length - 1].every(isBlankCell)) rows.pop();
    this.rows = rows;
  }
}

/** The Log's end: entries are appended below its last row, its history never read. */
export class LogTail {
  private readonly tab: TabRows;
  private lastRow: number;

  constructor(private readonly sheet: SheetService) {
    const { headers, lastRow } = headerRow(sheet, LOG_TAB.name);
    this.tab = tabRows(LOG_TAB.name, [headers]);
    this.lastRow = lastRow;
  }

  /**
   * Whether one of the last `rows` rows mentions `marker` (read only on recovery, when a response was found
   * already recorded: its Log rows may have been written before the execution ended).
   */
  mentionsRecently(marker: string, rows = 50): boolean {
    if (this.lastRow < 2) return false;
    const first = Math.max(2, this.lastRow - rows + 1);
    const width = Math.max(1, this.tab.headers.length);
    return this.sheet
      .getRange(first, 1, this.lastRow - first + 1, width)
      .getValues()
      .some((row) => row.some((cell) => typeof cell === 'string' && cell.includes(marker)));
  }

  append(entries: readonly LogEntry[]): void {
    if (entries.length === 0) return;
    const { grid } = appendGrid(this.tab, LOG_TAB, entries.map(logCells));
    growRows(this.sheet, this.tab, this.lastRow + grid.length);
    this.sheet.getRange(this.lastRow + 1, 1, grid.length, grid[0].length).setValues(grid);
    this.lastRow += grid.length;
  }
}
