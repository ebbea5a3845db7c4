import { formatHex } from '../engine/hex';
import type { TurnResult } from '../engine/cs42/turn/pipeline';
import { logCells } from '../ledger/log';
import {
  ARMIES_TAB,
  BATTLES_TAB,
  CAMPAIGN_TAB,
  CITIES_TAB,
  LOG_TAB,
  MAP_TAB,
  STRUCTURES_TAB,
  TabSpec,
  TREASURY_TAB,
  UNITS_TAB,
} from '../ledger/schema';
import { decodeSnapshot, encodeSnapshot, restoreGrid, UNDO_TAB } from '../ledger/snapshot';
import { describeIssue, headerIndex, tabRows } from '../ledger/tab';
import { appendEntries, journalCells } from '../ledger/treasury';
import { appendGrid, Cells, stateRecords, tabGrid } from '../ledger/write-state';
import { normaliseHeader } from '../ledger/setup-plan';
import { LOCK_WAIT_MS } from './orders';
import { services, SheetService, SpreadsheetService } from './services';
import { TabTransaction } from './transaction';
import { computeTurn, logOverrides, readTurnLedger, TurnLedger } from './turn-ledger';
import { fingerprintChanges, turnFingerprint } from '../ledger/fingerprint';

/** Thrown with a plain sentence the sidebar shows as it is. */
export class TurnRefused extends Error {}

const STATE_TABS: readonly TabSpec[] = [MAP_TAB, CITIES_TAB, ARMIES_TAB, UNITS_TAB, STRUCTURES_TAB];

function withLock<T>(work: () => T): T {
  const lock = services().LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS))
    throw new TurnRefused('Orders are being recorded or another resolve is running. Try again in a minute.');
  try {
    return work();
  } finally {
    lock.releaseLock();
  }
}

function refuseIfBroken(ledger: TurnLedger): void {
  if (ledger.issues.length === 0) return;
  const first = ledger.issues.slice(0, 5).map(describeIssue).join('; ');
  throw new TurnRefused(
    `The ledger has ${ledger.issues.length} problem${ledger.issues.length === 1 ? '' : 's'} to fix first (Campaign → Check ledger lists them all): ${first}`,
  );
}

/** Preview: the turn as it would resolve, written nowhere. */
export function previewTurn(overrides: ReadonlyMap<string, number>): {
  ledger: TurnLedger;
  result: TurnResult;
  status: ReturnType<typeof computeTurn>['orders']['status'];
  fingerprint: string;
} {
  const ledger = readTurnLedger(services().SpreadsheetApp.getActiveSpreadsheet());
  refuseIfBroken(ledger);
  const { result, orders } = computeTurn(ledger, overrides);
  return { ledger, result, status: orders.status, fingerprint: ledgerFingerprint(ledger) };
}

/** What a turn of this ledger is computed from (see turnFingerprint). */
export function ledgerFingerprint(ledger: TurnLedger): string {
  return turnFingerprint({
    turn: ledger.settings.turn,
    ledgerVersion: ledger.settings.ledgerVersion,
    orders: ledger.orders,
    logOverrides: logOverrides(ledger),
  });
}

/** Refuses a Resolve whose ledger is not the one previewed (orders arrived, the ledger was edited). */
function refuseIfChanged(ledger: TurnLedger, previewFingerprint: string | undefined): void {
  if (previewFingerprint === undefined) return; // an old sidebar: no check
  const changes = fingerprintChanges(previewFingerprint, ledgerFingerprint(ledger));
  if (changes.length > 0)
    throw new TurnRefused(
      `The ledger changed since the Preview: ${changes.join('; ')}. Nothing was resolved: Preview again.`,
    );
}

/**
 * Resolve: applies the turn. Under the script lock; refused if the turn is not the one the moderator previewed
 * (so a second click cannot resolve it twice). Every tab is read once and written once; the pre-turn ledger is
 * saved for Undo first; a failure at any point puts every written tab back.
 */
export function applyTurn(
  expectedTurn: number,
  overrides: ReadonlyMap<string, number>,
  previewFingerprint?: string,
): TurnResult {
  return withLock(() => {
    const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
    const ledger = readTurnLedger(spreadsheet);
    if (ledger.settings.turn > expectedTurn)
      throw new TurnRefused(
        `Turn ${expectedTurn} was already resolved: the ledger is at turn ${ledger.settings.turn}. Preview again.`,
      );
    if (ledger.settings.turn !== expectedTurn)
      throw new TurnRefused(
        `The ledger is at turn ${ledger.settings.turn}, not ${expectedTurn}. Preview again.`,
      );
    refuseIfBroken(ledger);
    refuseIfChanged(ledger, previewFingerprint);
    const { result } = computeTurn(ledger, overrides);
    const transaction = new TabTransaction();
    try {
      writeTurn(spreadsheet, ledger, result, transaction);
    } catch (error) {
      const problems = transaction.rollback();
      const why = error instanceof Error ? error.message : String(error);
      throw new TurnRefused(
        problems.length === 0
          ? `Resolve stopped and nothing was changed (${why}). Try again.`
          : `Resolve stopped (${why}) and these tabs could not be put back: ${problems.join('; ')}. Use Undo last turn.`,
      );
    }
    return result;
  });
}

function writeTurn(
  spreadsheet: SpreadsheetService,
  ledger: TurnLedger,
  result: TurnResult,
  tx: TabTransaction,
): void {
  const sheet = (name: string) => {
    const found = ledger.sheets.get(name);
    if (!found) throw new TurnRefused(`The ${name} tab is missing. Run Campaign → Set up ledger.`);
    return found;
  };
  const before = (name: string): unknown[][] => ledger.values.get(name) ?? [];
  // 1. The snapshot for Undo: the whole ledger as read.
  const snapshot = encodeSnapshot({
    turn: ledger.settings.turn,
    tabs: Object.fromEntries([...ledger.values].filter(([name]) => name !== UNDO_TAB)),
  });
  tx.write(sheet(UNDO_TAB), UNDO_TAB, before(UNDO_TAB), padTo(snapshot, ledger.undoCells.length, 1));
  // 2. The tabs the turn changed, each in one write.
  const records = stateRecords(result.state);
  for (const spec of STATE_TABS)
    tx.write(
      sheet(spec.name),
      spec.name,
      before(spec.name),
      tabGrid(spec, tabRows(spec.name, before(spec.name)), records.get(spec) ?? []),
    );
  const turn = result.resolvedTurn;
  const journal = appendEntries(
    ledger.journal,
    result.entries.map((e) => ({
      turn,
      player: e.player,
      category: e.category,
      amount: e.amount,
      for: e.for,
    })),
  ).slice(ledger.journal.length);
  appendTo(tx, sheet(TREASURY_TAB.name), TREASURY_TAB, before(TREASURY_TAB.name), journal.map(journalCells));
  appendTo(
    tx,
    sheet(LOG_TAB.name),
    LOG_TAB,
    before(LOG_TAB.name),
    result.events.map((e) =>
      logCells({
        turn,
        phase: e.phase,
        subject: e.subject,
        die: e.die,
        key: e.key,
        result: e.result,
        table: e.table,
        effect: e.effect,
      }),
    ),
  );
  appendTo(
    tx,
    sheet(BATTLES_TAB.name),
    BATTLES_TAB,
    before(BATTLES_TAB.name),
    result.battles.map((b) => battleCells(turn, b)),
  );
  // 3. The Campaign tab last: the turn advances and the ledger version moves (supply formulas recompute).
  tx.write(
    sheet(CAMPAIGN_TAB.name),
    CAMPAIGN_TAB.name,
    before(CAMPAIGN_TAB.name),
    campaignBody(before(CAMPAIGN_TAB.name), result.state.turn),
  );
  void spreadsheet;
}

function battleCells(turn: number, b: TurnResult['battles'][number]): Cells {
  return {
    Turn: turn,
    Hex: formatHex(b.hex),
    Kind: b.kind,
    Sides: b.sides.join(' vs '),
    Armies: b.armies.map((a) => `${a.name} (${a.player}, size ${a.size})`).join('; '),
    Terrain: b.terrain,
    Penalties: b.penalties.join('; '),
    Result: '',
  };
}

/** Appends records below the last used row (one write, undone with the rest on failure). */
function appendTo(
  tx: TabTransaction,
  sheet: SheetService,
  spec: TabSpec,
  values: unknown[][],
  records: readonly Cells[],
): void {
  if (records.length === 0) return;
  const { firstRow, grid } = appendGrid(tabRows(spec.name, values), spec, records);
  tx.write(sheet, spec.name, values, grid, firstRow);
}

/** The Campaign tab's body with Turn and Ledger version advanced, everything else as read. */
function campaignBody(values: unknown[][], nextTurn: number): unknown[][] {
  const tab = tabRows(CAMPAIGN_TAB.name, values);
  const col = headerIndex(tab);
  return tab.rows.map((row) => {
    const out = [...row];
    const name = normaliseHeader(String(row[col('Setting')] ?? ''));
    if (name === 'turn') out[col('Value')] = nextTurn;
    if (name === 'ledger version') out[col('Value')] = (Number(row[col('Value')]) || 0) + 1;
    return out;
  });
}

function padTo(grid: string[][], rows: number, width: number): string[][] {
  const out = grid.map((row) => [...row]);
  while (out.length < rows) out.push(new Array(width).fill(''));
  return out;
}

/** Undo last turn: the ledger exactly as before the last Resolve (once; the snapshot is then cleared). */
export function undoTurn(): string {
  return withLock(() => {
    const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
    const ledger = readTurnLedger(spreadsheet);
    const snapshot = decodeSnapshot(ledger.undoCells);
    if (!snapshot) throw new TurnRefused('There is no resolved turn to undo.');
    if (ledger.settings.turn !== snapshot.turn + 1)
      throw new TurnRefused(
        `The snapshot is from before turn ${snapshot.turn}, but the ledger is at turn ${ledger.settings.turn}: it cannot be undone safely.`,
      );
    const tx = new TabTransaction();
    try {
      for (const [name, values] of Object.entries(snapshot.tabs)) {
        const sheet = ledger.sheets.get(name);
        if (!sheet) continue;
        const current = ledger.values.get(name) ?? [];
        tx.write(sheet, name, current, restoreGrid(name, values, Math.max(current.length - 1, 0)));
      }
      const undo = ledger.sheets.get(UNDO_TAB);
      if (undo)
        tx.write(
          undo,
          UNDO_TAB,
          ledger.values.get(UNDO_TAB) ?? [],
          ledger.undoCells.map(() => ['']),
        );
    } catch (error) {
      tx.rollback();
      throw new TurnRefused(
        `Undo stopped and nothing was changed (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    return `Turn ${snapshot.turn} was undone: the ledger is back as it was before it was resolved.`;
  });
}
