import { settleAll } from '../engine/cs42/battles';
import type { Battle, SettleAllResult } from '../engine/cs42/battles';
import type { TurnEvent } from '../engine/cs42/turn/context';
import { readBattleRows } from '../ledger/battles-read';
import { parseDeadline } from '../ledger/campaign-settings';
import { versionAfterResolve } from '../ledger/ledger-version';
import {
  ARMIES_TAB,
  BATTLES_TAB,
  CAMPAIGN_TAB,
  CITIES_TAB,
  INDIVIDUALS_TAB,
  STRUCTURES_TAB,
  TabSpec,
  TREASURY_TAB,
  UNITS_TAB,
} from '../ledger/schema';
import { LedgerSnapshot } from '../ledger/snapshot';
import { describeIssue, headerIndex, tabRows } from '../ledger/tab';
import { stateRecords } from '../ledger/write-state';
import { ledgerSettlement } from './battles-turn';
import { deliverBattleReports } from './player-report-battles';
import { commitWithUndo } from './undo-commit';
import { ledgerFingerprint, refuseIfBroken } from './resolve';
import { services } from './services';
import { TurnRefused, withLock } from './turn-guard';
import { ledgerFromValues, logOverrides, readTurnLedger, TurnLedger } from './turn-ledger';
import { inProgressMessage, readUndoMarker, undoProperties } from './undo-marker';
import { journalAndLogRecords } from './turn-records';
import { LedgerWrites, LedgerWritesBuilder } from './write-plan';
import { writtenPrints } from './written-prints';

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
  /** The battles read from the Battles tab that were not applied before (settled.applied names those applied). */
  readonly battles: readonly Battle[];
  /** The battles' turn: the one just resolved. */
  readonly battleTurn: number;
  /** After an Apply: what the moderator should know that did not stop it (reports not emailed...). */
  readonly notes: readonly string[];
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
    battles: readable.map((r) => r.battle),
    battleTurn: Math.max(turn - 1, 1),
    notes: [],
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
    // What it writes, as prints Undo compares with the tabs it reads (it names cells edited since), as Resolve's.
    const headers = (name: string) => (ledger.values.get(name)?.[0] ?? []).map((h) => String(h ?? ''));
    const written = writtenPrints(plan.writes, headers);
    const read = { grid: ledger.grid, batch: ledger.batch };
    const label = 'Apply battle results';
    const after = commitWithUndo(spreadsheet, plan, snapshot, 'battles', label, started, read, written);
    const applied = ledgerFromValues(spreadsheet, ledger.sheets, after, new Map(), ledger.timeZone);
    // Reports go out after the results are written; a failure there is a note, never an undone Apply.
    const notes = deliverBattleReports(ledger, applied, outcome);
    return { ...outcome, ledger: applied, notes };
  });
}

function planBattles(
  ledger: TurnLedger,
  outcome: BattlesOutcome,
  overrides: ReadonlyMap<string, number>,
): LedgerWrites {
  const { settled, battleTurn } = outcome;
  const builder = new LedgerWritesBuilder(ledger);
  builder.rewriteRecords(REWRITTEN, stateRecords(settled.state, settled.settlement));
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
  builder.rewrite(BATTLES_TAB.name, battleInputs, mark(battleInputs), mark(battles.slice(1)), {});
  // A result applied against the book (resultWarnings) is logged with the settlement, so the Log says why.
  const warned: TurnEvent[] = settled.warnings.map((w) => ({
    phase: 'Combat',
    subject: w.id,
    effect: w.message,
    die: '',
    result: '',
    key: '',
    table: 'SIEGES',
  }));
  for (const write of journalAndLogRecords(ledger, battleTurn, settled.entries, [
    ...warned,
    ...settled.events,
  ]))
    builder.append(write.spec, write.firstRow, write.grid);
  // The Campaign tab last: the Ledger version moves on (supply formulas recompute); the turn stays.
  const version = versionAfterResolve(
    `${ledgerFingerprint(ledger)}\u001fbattles:${settled.applied.join(',')}`,
    overrides,
  );
  builder.rewriteCampaign({ nextTurn: ledger.settings.turn, deadline: null, ledgerVersion: version });
  return builder.plan;
}
