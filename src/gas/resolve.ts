import type { TurnEvent } from '../engine/cs42/turn/context';
import type { TurnOrdersResult } from '../ledger/turn-orders';
import type { TurnResult } from '../engine/cs42/turn/pipeline';
import { nextDeadline } from '../ledger/campaign';
import { fingerprintChanges, turnFingerprint } from '../ledger/fingerprint';
import { versionAfterResolve } from '../ledger/ledger-version';
import {
  ARMIES_TAB,
  CAMPAIGN_TAB,
  CITIES_TAB,
  INDIVIDUALS_TAB,
  MAP_TAB,
  STRUCTURES_TAB,
  TabSpec,
  UNITS_TAB,
} from '../ledger/schema';
import { UNDO_TAB } from '../ledger/snapshot';
import { describeIssue } from '../ledger/tab';
import { stateRecords } from '../ledger/write-state';
import { refuseIfOutOfTime, TurnRefused, withLock } from './turn-guard';
import { recordPendingSubmissions } from './orders';
import { refreshForm } from './turn-form';
import { deliverPlayerReports } from './player-report';
import { turnReportsOnce } from './player-report-once';
import { PropertiesStore, services } from './services';
import { appendedRecords } from './turn-records';
import { ledgerFromValues, logOverrides, readTurnLedger, TurnLedger } from './turn-ledger';
import { awaitingBattleWarnings, BattleTurn, computeBattleTurn, ledgerSettlement } from './battles-turn';
import {
  inProgressMessage,
  readUndoMarker,
  undoProperties,
  UndoMarker,
  writeUndoMarker,
} from './undo-marker';
import { LedgerWritesBuilder, WritePlan } from './write-plan';
import { planTabReports } from './resolve-reports';
import { restoreLedger } from './undo';
import { snapshotPlan, staleChunks } from './undo-commit';
import { withPlayerGrids } from './batch-io';
import { applyWithSpareRows } from './resolve-growth';
import { markerWithPrints } from './undo-hand-edits';
import { writtenPrints } from './written-prints';
import { staleOrderWarnings } from './order-warnings';

export { TurnRefused } from './turn-guard';

/** The tabs a Resolve rewrites (only the rows that change); Treasury, Log and Battles it only appends to. */
const REWRITTEN: readonly TabSpec[] = [
  MAP_TAB,
  CITIES_TAB,
  ARMIES_TAB,
  UNITS_TAB,
  STRUCTURES_TAB,
  INDIVIDUALS_TAB,
];
const FOR_WRITING = [...REWRITTEN, CAMPAIGN_TAB].map((t) => t.name);

/** Refuses a ledger with problems in the cells the rules read (the battle columns too). */
export function refuseIfBroken(ledger: TurnLedger): void {
  const issues = [...ledger.issues, ...ledgerSettlement(ledger).issues];
  if (issues.length === 0) return;
  const first = issues.slice(0, 5).map(describeIssue).join('; ');
  throw new TurnRefused(
    `The ledger has ${issues.length} problem${issues.length === 1 ? '' : 's'} to fix first (Campaign → Check ledger lists them all): ${first}`,
  );
}

/** Preview: the turn as it would resolve, written nowhere. */
export function previewTurn(overrides: ReadonlyMap<string, number>): {
  ledger: TurnLedger;
  result: TurnResult;
  status: BattleTurn['orders']['status'];
  fingerprint: string;
  /** What the moderator should fix before Resolve (accepted lines the re-check now drops). */
  warnings: string[];
} {
  // A half-written ledger (an interrupted Resolve or Undo) would preview a turn that is neither.
  const interrupted = inProgressMessage(readUndoMarker(undoProperties()));
  if (interrupted) throw new TurnRefused(interrupted);
  const ledger = readTurnLedger(services().SpreadsheetApp.getActiveSpreadsheet());
  refuseIfBroken(ledger);
  const { result, orders } = computeBattleTurn(ledger, overrides);
  return {
    ledger,
    result,
    status: orders.status,
    fingerprint: ledgerFingerprint(ledger),
    warnings: [
      ...awaitingBattleWarnings(ledger),
      ...staleOrderWarnings(ledger.orders, ledger.settings.turn, orders),
    ],
  };
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

export interface AppliedTurn {
  readonly result: TurnResult;
  /** The ledger as the Resolve left it (for the sidebar, without reading it again). */
  readonly ledger: TurnLedger;
  readonly marker: UndoMarker;
  /** What the moderator should know that did not stop the turn (the form could not be updated). */
  readonly notes: readonly string[];
  /** The document properties Resolve read (the sidebar's count of unrecorded responses reuses them). */
  readonly properties: PropertiesStore;
}

/**
 * Resolve: applies the turn, under the script lock. Refused while an interrupted Resolve or Undo waits for
 * Undo, if the turn is not the one previewed, or if the orders changed since the Preview. Every tab is read
 * once and the rows that change are written once, after every structural read: first the undo marker (a
 * document property), then the snapshot of what will change, then the tabs, the Campaign tab last. A kill at
 * any call leaves a marker that makes Undo put the ledger back; a thrown failure puts it back at once.
 */
export function applyTurn(
  expectedTurn: number,
  overrides: ReadonlyMap<string, number>,
  previewFingerprint?: string,
  started: number = Date.now(),
): AppliedTurn {
  return withLock(() => {
    const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
    const properties = undoProperties();
    const marker = readUndoMarker(properties);
    const interrupted = inProgressMessage(marker);
    if (interrupted) throw new TurnRefused(interrupted);
    // Every response sent before this Resolve counts for its turn (the submission trigger waits for our lock).
    recordPendingSubmissions(spreadsheet, properties);
    const ledger = readTurnLedger(spreadsheet, FOR_WRITING);
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
    const { result, settlement, orders } = computeBattleTurn(ledger, overrides);
    const now = new Date();
    const deadline = nextDeadline(ledger.settings.deadline, ledger.settings.turnLengthDays, now);
    const version = versionAfterResolve(ledgerFingerprint(ledger), overrides);
    const builder = planTurn(ledger, result, settlement, deadline, version, now, moderatorNotes(orders));
    const after = ledgerFromValues(
      spreadsheet,
      ledger.sheets,
      builder.plan.after,
      new Map(),
      ledger.timeZone,
    );
    // Tabs mode: each player's report on their tab, in this one write plan; the Campaign tab still last.
    const reports = turnReportsOnce(ledger, after, result);
    const tabNotes = planTabReports(builder, ledger, after, reports, result.resolvedTurn);
    builder.writeLast(CAMPAIGN_TAB.name);
    const turn = builder.plan;
    const undoSheet = spreadsheet.getSheetByName(UNDO_TAB);
    if (!undoSheet) throw new TurnRefused(`The ${UNDO_TAB} tab is missing. Run Campaign → Set up ledger.`);
    const read = { grid: withPlayerGrids(ledger, [...turn.inserted.keys()]), batch: ledger.batch };
    const plan = new WritePlan(turn.writes, read);
    const next: UndoMarker = {
      id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`,
      turn: ledger.settings.turn,
      state: 'resolving',
      slot: marker?.slot === 1 ? 2 : 1,
      chunks: 0,
      previous: marker ? { ...marker, previous: null } : null,
    };
    const { chunks, write: undoPlan } = snapshotPlan(
      undoSheet,
      next,
      turn,
      plan,
      staleChunks(marker, next),
      ledger.batch,
    );
    refuseIfOutOfTime(started, 'Resolve');
    const announced: UndoMarker = { ...next, chunks: chunks.length };
    writeUndoMarker(properties, announced);
    const done: UndoMarker = { ...announced, state: 'resolved' };
    try {
      undoPlan.apply();
      applyWithSpareRows(plan, turn.writes, turn.appended, read);
      // What the turn wrote, as prints Undo compares with the tabs it reads (it names cells edited since).
      writeUndoMarker(properties, markerWithPrints(done, writtenPrints(turn.writes, headersOf(ledger))));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      try {
        restoreLedger(spreadsheet, properties, announced);
      } catch (second) {
        throw new TurnRefused(
          `Resolve stopped (${why}) and the ledger could not be put back (${second instanceof Error ? second.message : String(second)}). ${inProgressMessage(announced)}`,
        );
      }
      throw new TurnRefused(`Resolve stopped and nothing was changed (${why}). Try again.`);
    }
    // Reports go out after the turn is written; a failure there is a note, never an undone turn.
    const notes = [
      ...tabNotes,
      // The settings Resolve wrote and the properties it read: the Campaign tab is not read again.
      ...refreshForm(spreadsheet, { settings: after.settings, timeZone: after.timeZone }, properties),
      ...deliverPlayerReports(reports, after, result.resolvedTurn, properties),
    ];
    return { result, ledger: after, marker: done, notes, properties };
  });
}

/** Each ledger tab's header row as Resolve read it. */
function headersOf(ledger: TurnLedger): (name: string) => string[] {
  return (name) => (ledger.values.get(name)?.[0] ?? []).map((h) => String(h ?? ''));
}

/** The receipts' remarks for the moderator alone (W018: a new unit given a numeral), as Log rows of the turn. */
function moderatorNotes(orders: TurnOrdersResult): TurnEvent[] {
  return orders.receipts.flatMap((r) =>
    (r.moderator ?? []).map((n) => ({
      phase: 'End of turn' as const,
      subject: r.player,
      effect: `${n.code} ${n.message}`,
      die: '',
      result: '' as const,
      key: '',
      table: 'Orders (for the moderator only)',
    })),
  );
}

/** The rows the turn changes on each tab, and what Undo needs to put them back. */
function planTurn(
  ledger: TurnLedger,
  result: TurnResult,
  settlement: BattleTurn['settlement'],
  deadline: Date | null,
  ledgerVersion: number,
  resolvedAt: Date,
  notes: readonly TurnEvent[] = [],
): LedgerWritesBuilder {
  const builder = new LedgerWritesBuilder(ledger);
  builder.rewriteRecords(REWRITTEN, stateRecords(result.state, settlement));
  for (const write of appendedRecords(ledger, result, resolvedAt, notes))
    builder.append(write.spec, write.firstRow, write.grid);
  // The Campaign tab last: the turn advances and the ledger version moves (supply formulas recompute).
  builder.rewriteCampaign({ nextTurn: result.state.turn, deadline, ledgerVersion });
  return builder;
}
