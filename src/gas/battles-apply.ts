import { settleAll } from '../engine/cs42/battles';
import type { SettleAllResult } from '../engine/cs42/battles';
import { readBattleRows } from '../ledger/battles-read';
import { parseDeadline } from '../ledger/campaign-settings';
import { advancedCampaign } from '../ledger/campaign';
import { versionAfterResolve } from '../ledger/ledger-version';
import { logCells } from '../ledger/log';
import {
  ARMIES_TAB,
  BATTLES_TAB,
  CAMPAIGN_TAB,
  CITIES_TAB,
  INDIVIDUALS_TAB,
  LOG_TAB,
  STRUCTURES_TAB,
  TabSpec,
  textColumnPositions,
  TREASURY_TAB,
  UNITS_TAB,
} from '../ledger/schema';
import { LedgerSnapshot, RewrittenTab } from '../ledger/snapshot';
import { describeIssue, headerIndex, isBlankCell, tabRows } from '../ledger/tab';
import { appendEntries, journalCells } from '../ledger/treasury';
import { changedRows, computedFormulas, rewrittenTab, withWrite } from '../ledger/undo-plan';
import { appendGrid, Cells, stateRecords, tabGrid } from '../ledger/write-state';
import { ledgerSettlement } from './battles-turn';
import { commitWithUndo } from './undo-commit';
import { ledgerFingerprint, refuseIfBroken } from './resolve';
import { services } from './services';
import { TurnRefused, withLock } from './turn-guard';
import { ledgerFromValues, logOverrides, readTurnLedger, TurnLedger } from './turn-ledger';
import { inProgressMessage, readUndoMarker, undoProperties } from './undo-marker';
import { PlannedWrite } from './write-plan';

/**
 * Campaign → Apply battle results (issue 12): every battle of the Battles tab with a complete result is settled
 * (settleAll), in one transaction with Resolve's guarantees: one read of each tab, the undo marker and snapshot
 * first, then only the rows that change, the Campaign tab last; a kill at any call leaves what Undo puts back.
 * Its Treasury and Log rows carry the battles' turn (the turn just resolved), so Undo treats them as that turn's.
 */

const REWRITTEN: readonly TabSpec[] = [CITIES_TAB, ARMIES_TAB, UNITS_TAB, STRUCTURES_TAB, INDIVIDUALS_TAB];
const FOR_WRITING = [...REWRITTEN, BATTLES_TAB, CAMPAIGN_TAB].map((t) => t.name);

export interface BattlesOutcome {
  readonly ledger: TurnLedger;
  /** What the outcome was computed from: Apply refuses a ledger that changed since the Preview showed it. */
  readonly fingerprint: string;
  readonly settled: SettleAllResult;
  /** The battles' turn: the one just resolved. */
  readonly battleTurn: number;
}

/** What applying would do now, written nowhere. */
export function computeBattles(
  ledger: TurnLedger,
  overrides: ReadonlyMap<string, number>,
  now: Date,
): BattlesOutcome {
  const turn = ledger.settings.turn;
  const tab = tabRows(BATTLES_TAB.name, ledger.values.get(BATTLES_TAB.name) ?? []);
  const rows = readBattleRows(tab, ledger.state, turn, now, (t) => parseDeadline(t, ledger.timeZone)).filter(
    (r) => !r.applied,
  );
  const readable = rows.filter((r) => r.issues.length === 0);
  const settled = settleAll({
    state: ledger.state,
    settlement: ledgerSettlement(ledger).settlement,
    battles: readable.map((r) => r.battle),
    results: new Map(readable.flatMap((r) => (r.result ? [[r.battle.id, r.result] as const] : []))),
    seed: ledger.settings.seed,
    overrides: new Map([...logOverrides(ledger), ...overrides]),
    turn,
  });
  const unreadable = rows
    .filter((r) => r.issues.length > 0)
    .map((r) => ({ id: r.battle.id, messages: r.issues.map(describeIssue) }));
  return {
    ledger,
    fingerprint: battlesFingerprint(ledger, overrides),
    settled: { ...settled, incomplete: [...unreadable, ...settled.incomplete] },
    battleTurn: Math.max(turn - 1, 1),
  };
}

/** The turn, the ledger version and every tab a settlement reads or changes, with the overrides, hashed. */
function battlesFingerprint(ledger: TurnLedger, overrides: ReadonlyMap<string, number>): string {
  const tabs = [BATTLES_TAB, ...REWRITTEN, TREASURY_TAB].map((t) => ledger.values.get(t.name) ?? []);
  return String(versionAfterResolve(`${ledgerFingerprint(ledger)}\u001f${JSON.stringify(tabs)}`, overrides));
}

function refuseIfInterrupted(): void {
  const interrupted = inProgressMessage(readUndoMarker(undoProperties()));
  if (interrupted) throw new TurnRefused(interrupted);
}

export function previewBattles(overrides: ReadonlyMap<string, number>): BattlesOutcome {
  refuseIfInterrupted();
  const ledger = readTurnLedger(services().SpreadsheetApp.getActiveSpreadsheet());
  refuseIfBroken(ledger);
  return computeBattles(ledger, overrides, new Date());
}

/** Applies every complete battle; refused when none is. Returns what was applied and the ledger after. */
export function applyBattles(
  overrides: ReadonlyMap<string, number>,
  started: number = Date.now(),
  previewFingerprint?: string,
): BattlesOutcome {
  return withLock(() => {
    const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
    refuseIfInterrupted();
    const ledger = readTurnLedger(spreadsheet, FOR_WRITING);
    refuseIfBroken(ledger);
    const outcome = computeBattles(ledger, overrides, new Date());
    const { settled, battleTurn } = outcome;
    if (previewFingerprint !== undefined && previewFingerprint !== outcome.fingerprint)
      throw new TurnRefused(
        'The ledger changed since the Preview of battle results (a result, an army or the treasury was edited). Nothing was applied: Preview again.',
      );
    if (settled.applied.length === 0)
      throw new TurnRefused(
        settled.incomplete.length === 0
          ? 'There are no battles to apply.'
          : `No battle has a complete result yet: ${settled.incomplete.map((b) => b.messages.join('; ')).join(' | ')}`,
      );
    const plan = planBattles(ledger, outcome, overrides);
    const snapshot: Omit<LedgerSnapshot, 'id'> = { turn: battleTurn, rewritten: {}, appended: {} };
    const after = commitWithUndo(spreadsheet, plan, snapshot, 'battles', 'Apply battle results', started);
    return {
      ...outcome,
      ledger: ledgerFromValues(spreadsheet, ledger.sheets, after, new Map(), ledger.timeZone),
    };
  });
}

export interface BattlesPlan {
  readonly writes: PlannedWrite[];
  readonly rewritten: Map<string, Omit<RewrittenTab, 'maxRows'>>;
  readonly appended: Map<string, number>;
  readonly after: Map<string, unknown[][]>;
}

function planBattles(
  ledger: TurnLedger,
  outcome: BattlesOutcome,
  overrides: ReadonlyMap<string, number>,
): BattlesPlan {
  const { settled, battleTurn } = outcome;
  const plan: BattlesPlan = {
    writes: [],
    rewritten: new Map(),
    appended: new Map(),
    after: new Map(ledger.values),
  };
  const sheet = (name: string) => {
    const found = ledger.sheets.get(name);
    if (!found) throw new TurnRefused(`The ${name} tab is missing. Run Campaign → Set up ledger.`);
    return found;
  };
  const textColumns = (name: string) =>
    textColumnPositions(name, (ledger.values.get(name)?.[0] ?? []).map(String));
  const rewrite = (
    name: string,
    before: unknown[][],
    grid: unknown[][],
    values: unknown[][],
    computed: Record<string, string>,
  ) => {
    const read = ledger.values.get(name) ?? [];
    const rows = changedRows(before, grid, computed);
    if (!rows) return;
    const width = read[0]?.length ?? 1;
    const slice = (source: unknown[][]) =>
      Array.from(
        { length: rows.to - rows.from },
        (_, r) => source[rows.from + r] ?? new Array(width).fill(''),
      );
    plan.writes.push({
      sheet: sheet(name),
      name,
      row: rows.from + 2,
      column: 1,
      grid: slice(grid),
      knownRows: read.length,
      width,
      textColumns: textColumns(name),
    });
    plan.rewritten.set(name, rewrittenTab(read.slice(1), before, computed, rows, width, null));
    plan.after.set(name, withWrite(read, rows.from + 2, 1, slice(values)));
  };
  const blank = (g: unknown[][]): boolean => g.every((r) => r.every(isBlankCell));
  const records = stateRecords(settled.state, settled.settlement);
  for (const spec of REWRITTEN) {
    const values = ledger.values.get(spec.name) ?? [];
    const tab = tabRows(spec.name, values);
    const inputs = ledger.inputs.get(spec.name) ?? values.slice(1);
    const grid = tabGrid(spec, tab, records.get(spec) ?? [], inputs);
    if (blank(grid) && blank(inputs)) continue;
    rewrite(spec.name, inputs, grid, grid, computedFormulas(spec, tab.headers));
  }
  // The Battles tab: each applied battle's Applied cell says when; nothing else of it changes.
  const battles = ledger.values.get(BATTLES_TAB.name) ?? [];
  const column = headerIndex(tabRows(BATTLES_TAB.name, battles));
  const mark = (body: unknown[][]): unknown[][] =>
    body.map((row) =>
      settled.applied.includes(String(row[column('Id')] ?? '').trim())
        ? row.map((cell, c) => (c === column('Applied') ? `turn ${ledger.settings.turn}` : cell))
        : row,
    );
  const battleInputs = ledger.inputs.get(BATTLES_TAB.name) ?? battles.slice(1);
  rewrite(BATTLES_TAB.name, battleInputs, mark(battleInputs), mark(battles.slice(1)), {});
  const journal = appendEntries(
    ledger.journal,
    settled.entries.map((e) => ({
      turn: battleTurn,
      player: e.player,
      category: e.category,
      amount: e.amount,
      for: e.for,
    })),
  ).slice(ledger.journal.length);
  const log = settled.events.map((e) =>
    logCells({
      turn: battleTurn,
      phase: e.phase,
      subject: e.subject,
      die: e.die,
      key: e.key,
      result: e.result,
      table: e.table,
      effect: e.effect,
    }),
  );
  for (const [spec, cells] of [
    [TREASURY_TAB, journal.map(journalCells)],
    [LOG_TAB, log],
  ] as const) {
    if (cells.length === 0) continue;
    const values = ledger.values.get(spec.name) ?? [];
    const { firstRow, grid } = appendGrid(tabRows(spec.name, values), spec, cells as readonly Cells[]);
    plan.writes.push({
      sheet: sheet(spec.name),
      name: spec.name,
      row: firstRow,
      column: 1,
      grid,
      knownRows: values.length,
      width: values[0]?.length ?? 1,
      textColumns: textColumns(spec.name),
    });
    plan.appended.set(spec.name, firstRow - 2);
    plan.after.set(spec.name, withWrite(values, firstRow, 1, grid));
  }
  // The Campaign tab last: the Ledger version moves on (supply formulas recompute); the turn stays.
  const campaign = ledger.values.get(CAMPAIGN_TAB.name) ?? [];
  const at = headerIndex(tabRows(CAMPAIGN_TAB.name, campaign));
  const version = versionAfterResolve(
    `${ledgerFingerprint(ledger)}\u001fbattles:${settled.applied.join(',')}`,
    overrides,
  );
  const change = { nextTurn: ledger.settings.turn, deadline: null, ledgerVersion: version };
  const advance = (body: unknown[][]) => advancedCampaign(body, at('Setting'), at('Value'), change);
  const inputs = ledger.inputs.get(CAMPAIGN_TAB.name) ?? campaign.slice(1);
  rewrite(CAMPAIGN_TAB.name, inputs, advance(inputs), advance(campaign.slice(1)), {});
  return plan;
}
