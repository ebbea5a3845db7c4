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
  textColumnPositions,
  TREASURY_TAB,
  UNITS_TAB,
} from '../ledger/schema';
import { cellText, headerIndex, isBlankCell, TabRows, tabRows } from '../ledger/tab';
import { balances, readJournal } from '../ledger/treasury';
import { appendGrid } from '../ledger/write-state';
import type { CampaignState } from '../engine/model';
import { growRows, readTabValues, requireSheet, sheetValues } from './ledger-io';
import { SheetService, SpreadsheetService } from './services';
import { batchReadTabs, BatchTarget, batchTarget, writeGrowing } from './batch-io';

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
    ),
    log: new LogTail(requireSheet(spreadsheet, LOG_TAB.name), headers.get(LOG_TAB.name), batch),
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

/** Rows added beyond what a write needs when the Orders tab must grow (growing costs a call per text column). */
const SPARE_ROWS = 256;
/** Rows scanned per read when looking up from the bottom of a tab for where the present starts. */
const CHUNK_ROWS = 4096;

/** Columns first..first+count-1 (1-based) of a tab, read together in one call. */
interface Span {
  readonly first: number;
  readonly count: number;
}

/** The span from the leftmost to the rightmost of `columns` (0-based header indexes, all >= 0). */
function spanOf(...columns: number[]): Span {
  const first = Math.min(...columns) + 1;
  return { first, count: Math.max(...columns) + 2 - first };
}

/**
 * The rows at the bottom of a tab whose number in column `turnAt` (0-based) is at least `least(last)` (`last`:
 * the bottom row's value), found by reading that one column upward in chunks until an older row shows (the
 * history above is never read), then `span`'s cells of those rows in one more call. Returns the first such row,
 * the turn of each row from there down, and the rows' cells of the span.
 */
function tailOf(
  sheet: SheetService,
  span: Span,
  turnAt: number,
  lastRow: number,
  least: (last: number) => number,
): { first: number; values: number[]; rows: unknown[][] } {
  const found: number[][] = [];
  const turnOf = (cell: unknown): number => (isBlankCell(cell) ? Infinity : Number(cell) || 0); // a blank row never ends the scan
  let end = lastRow;
  let bound: number | null = null;
  let first = 2;
  while (end >= 2) {
    const start = Math.max(2, end - CHUNK_ROWS + 1);
    const chunk = sheet.getSheetValues(start, turnAt + 1, end - start + 1, 1).map((r) => turnOf(r[0]));
    bound ??= least(chunk[chunk.length - 1]);
    let i = chunk.length - 1;
    while (i >= 0 && chunk[i] >= bound) i -= 1;
    found.unshift(chunk.slice(i + 1));
    if (i >= 0) {
      first = start + i + 1;
      break;
    }
    end = start - 1;
  }
  const rows =
    lastRow >= first ? sheet.getSheetValues(first, span.first, lastRow - first + 1, span.count) : [];
  return { first, values: found.flat(), rows };
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

/**
 * The header row (`known`: already read) and the last row with content: two calls at most, the rows between
 * never read.
 */
function headerRow(
  sheet: SheetService,
  name: string,
  known?: string[],
): { headers: string[]; lastRow: number } {
  const lastRow = sheet.getLastRow();
  if (lastRow < 1) throw new Error(`The ${name} tab has no header row. Run Campaign → Set up ledger.`);
  return { headers: known ?? sheet.getSheetValues(1, 1, 1, -1)[0].map((h) => cellText(h)), lastRow };
}

/**
 * The Orders tab's present: the rows of the previous and current turns at its bottom (rows are appended turn
 * by turn), found through the Turn and Player columns only. Full rows are read only for the submitting
 * player: their previous turn's rows, and the rows from their first row of this turn down, which a new
 * submission rewrites in one write (the other rows move up, the freed rows at the bottom are blanked).
 */
export class OrdersTail {
  readonly headers: string[];
  private readonly column: (header: string) => number;
  private first: number;
  private lastRow: number;
  private turns: number[];
  private players: string[];
  private region: { player: string; top: number; rows: unknown[][] } | null = null;

  constructor(
    private readonly sheet: SheetService,
    private readonly turn: number,
    known?: string[],
    /** Where the rows are written through the advanced service (absent: setValues). */
    private readonly batch?: BatchTarget,
  ) {
    const { headers, lastRow } = headerRow(sheet, ORDERS_TAB.name, known);
    this.headers = headers;
    this.column = headerIndex(tabRows(ORDERS_TAB.name, [headers]));
    this.lastRow = lastRow;
    const [turnAt, playerAt] = [this.column('Turn'), this.column('Player')];
    const span = turnAt >= 0 && playerAt >= 0 ? spanOf(playerAt) : null;
    const tail =
      span && lastRow >= 2
        ? tailOf(sheet, span, turnAt, lastRow, () => turn - 1)
        : { first: lastRow + 1, values: [], rows: [] };
    this.first = tail.first;
    this.turns = tail.values;
    this.players = tail.rows.map((row) => cellText(row[playerAt + 1 - (span?.first ?? 1)]).toLowerCase());
  }

  /** Sheet rows (from `first`) where `turn` and `player` match. */
  private rowsOf(turn: number, player: string): number[] {
    const p = player.toLowerCase();
    const out: number[] = [];
    this.turns.forEach((t, i) => {
      if (t === turn && this.players[i] === p) out.push(this.first + i);
    });
    return out;
  }

  private recordsOf(rows: readonly (readonly unknown[])[]): OrderRecord[] {
    return readOrderRecords(tabRows(ORDERS_TAB.name, [this.headers, ...rows]));
  }

  private read(top: number, bottom: number): unknown[][] {
    if (bottom < top) return [];
    return this.sheet.getSheetValues(top, 1, bottom - top + 1, this.headers.length);
  }

  /** The player's records of the previous turn (for work that must be consecutive). */
  previousRecords(player: string): OrderRecord[] {
    const rows = this.rowsOf(this.turn - 1, player);
    if (rows.length === 0) return [];
    const span = this.read(rows[0], rows[rows.length - 1]);
    return this.recordsOf(span).filter(
      (r) => r.turn === this.turn - 1 && r.player.toLowerCase() === player.toLowerCase(),
    );
  }

  /** The rows from the player's first row of this turn down (read once, kept until the next write). */
  private regionOf(player: string): { top: number; rows: unknown[][] } {
    if (this.region && this.region.player === player.toLowerCase()) return this.region;
    const mine = this.rowsOf(this.turn, player);
    const top = mine.length > 0 ? mine[0] : this.lastRow + 1;
    this.region = { player: player.toLowerCase(), top, rows: this.read(top, this.lastRow) };
    return this.region;
  }

  /** The player's records of the current turn. */
  playerRecords(player: string): OrderRecord[] {
    return this.recordsOf(this.regionOf(player).rows).filter(
      (r) => r.turn === this.turn && r.player.toLowerCase() === player.toLowerCase(),
    );
  }

  /** Every record of the current turn (for reminders: who has sent orders). */
  currentRecords(): OrderRecord[] {
    const at = this.turns.findIndex((t) => t === this.turn);
    if (at < 0) return [];
    return this.recordsOf(this.read(this.first + at, this.lastRow)).filter((r) => r.turn === this.turn);
  }

  private isPlayers(row: readonly unknown[], player: string): boolean {
    return (
      Number(row[this.column('Turn')]) === this.turn &&
      cellText(row[this.column('Player')]).toLowerCase() === player.toLowerCase()
    );
  }

  /** Replaces the player's rows of the current turn with `records`, in one write. */
  replace(player: string, records: readonly OrderRecord[]): void {
    const width = this.headers.length;
    const { top, rows: region } = this.regionOf(player);
    const fresh = appendGrid(
      tabRows(ORDERS_TAB.name, [this.headers]),
      ORDERS_TAB,
      records.map(orderCells),
    ).grid;
    const grid = [...region.filter((row) => !this.isPlayers(row, player)), ...fresh];
    while (grid.length < region.length) grid.push(new Array<unknown>(width).fill(''));
    if (grid.length === 0) return;
    const needed = top + grid.length - 1;
    const grow = (have = this.sheet.getMaxRows()) => {
      // Spare rows when the tab must grow, so the next submissions write without growing it again.
      if (needed > have)
        growRows(this.sheet, tabRows(ORDERS_TAB.name, [this.headers]), needed + SPARE_ROWS, have);
    };
    if (this.batch) {
      const textColumns = textColumnPositions(ORDERS_TAB.name, this.headers);
      writeGrowing(this.batch, { name: ORDERS_TAB.name, row: top, column: 1, textColumns }, grid, grow);
    } else {
      grow();
      this.sheet.getRange(top, 1, grid.length, width).setValues(grid);
    }
    // What the tab now holds below `top`, for the next submission of the same run.
    const kept = [...grid];
    while (kept.length > 0 && kept[kept.length - 1].every(isBlankCell)) kept.pop();
    const cut = top - this.first;
    this.turns = [...this.turns.slice(0, cut), ...kept.map((row) => Number(row[this.column('Turn')]) || 0)];
    this.players = [
      ...this.players.slice(0, cut),
      ...kept.map((row) => cellText(row[this.column('Player')]).toLowerCase()),
    ];
    this.lastRow = top + kept.length - 1;
    this.region = null;
  }
}

/** The Log's end: entries are appended below its last row, its history never read. */
export class LogTail {
  private readonly tab: TabRows;
  private lastRow: number;

  constructor(
    private readonly sheet: SheetService,
    known?: string[],
    private readonly batch?: BatchTarget,
  ) {
    const { headers, lastRow } = headerRow(sheet, LOG_TAB.name, known);
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
      .getSheetValues(first, 1, this.lastRow - first + 1, width)
      .some((row) => row.some((cell) => typeof cell === 'string' && cell.includes(marker)));
  }

  append(entries: readonly LogEntry[]): void {
    if (entries.length === 0) return;
    const { grid } = appendGrid(this.tab, LOG_TAB, entries.map(logCells));
    const grow = () => growRows(this.sheet, this.tab, this.lastRow + grid.length);
    if (this.batch) {
      const textColumns = textColumnPositions(LOG_TAB.name, this.tab.headers);
      const at = { name: LOG_TAB.name, row: this.lastRow + 1, column: 1, textColumns };
      writeGrowing(this.batch, at, grid, grow);
    } else {
      grow();
      this.sheet.getRange(this.lastRow + 1, 1, grid.length, grid[0].length).setValues(grid);
    }
    this.lastRow += grid.length;
  }
}
