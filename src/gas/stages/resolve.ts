import type { Clock } from '../../engine/core/stage';
import { LOG_TAB } from '../../ledger/schema';
import { UNDO_TAB } from '../../ledger/snapshot';
import type { StageOutcome, StageRuleset } from '../../ledger/stage-ruleset';
import { cellText, describeIssue } from '../../ledger/tab';
import { PropertiesStore, services, SpreadsheetService } from '../services';
import { refuseIfOutOfTime, TurnRefused, withLock } from '../turn-guard';
import { snapshotPlan, staleChunks } from '../undo-commit';
import type { GridSize } from '../batch-io';
import { WritePlan } from '../write-plan';
import { stageIssues } from './check';
import { stageFingerprint, stageFingerprintChanges } from './fingerprint';
import { clockText, logOverrides, readStagePresent, StageLedger } from './ledger';
import {
  asUndoMarker,
  readStageMarker,
  StageMarker,
  stageInProgressMessage,
  writeStageMarker,
} from './marker';
import type { StageRoll, StageView } from './sidebar-api';
import { campaignValue } from './state';
import { restoreStage } from './undo';
import { refreshStageForm } from './form';
import { recordPendingStageOrders } from './intake';
import { deliverStageReports } from './views';
import { planOutcome } from './writes';

/** Refuses a ledger with problems in the cells the rules read: their rows would be lost by a rewrite. */
function refuseIfBroken(ledger: StageLedger): void {
  const issues = stageIssues(ledger);
  if (issues.length === 0) return;
  const first = issues.slice(0, 5).map(describeIssue).join('; ');
  throw new TurnRefused(
    `The ledger has ${issues.length} problem${issues.length === 1 ? '' : 's'} to fix first (Campaign → Check ledger lists them all): ${first}`,
  );
}

/** The clock the ledger's Campaign tab holds, or a refusal saying why it cannot be read. */
function clockOf(ledger: StageLedger): Clock {
  try {
    return ledger.ruleset.clock(ledger.values);
  } catch (error) {
    throw new TurnRefused(
      `The stage to resolve cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The sidebar's overrides: whole numbers only (the dice ignore impossible faces). */
export function overridesFrom(input: unknown): Map<string, number> {
  const out = new Map<string, number>();
  if (typeof input !== 'object' || input === null) return out;
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const n = Number(value);
    if (Number.isInteger(n)) out.set(String(key), n);
  }
  return out;
}

/** Runs the stage over the tabs as read: the Log's overrides of the turn, then the sidebar's. */
function runStage(ledger: StageLedger, clock: Clock, overrides: ReadonlyMap<string, number>): StageOutcome {
  const all = new Map([...logOverrides(ledger.values, clock), ...overrides]);
  try {
    return ledger.ruleset.runStage(ledger.values, { overrides: all });
  } catch (error) {
    // The seam: a stage that cannot run names the tab, cell and why; nothing was written.
    throw new TurnRefused(
      `The stage (${clockText(clock, ledger.ruleset)}) cannot be resolved: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function view(ruleset: StageRuleset, clock: Clock, outcome: StageOutcome, fingerprint: string): StageView {
  const rolls: StageRoll[] = (outcome.append.get(LOG_TAB.name) ?? [])
    .filter((r) => cellText(r.Key) !== '' && cellText(r.Die) !== '')
    .map((r) => ({
      key: cellText(r.Key),
      subject: cellText(r.Subject),
      die: cellText(r.Die),
      result: cellText(r.Result),
      table: cellText(r.Table),
      effect: cellText(r.Effect),
    }));
  return {
    clock,
    label: ruleset.stage(clock).label,
    next: outcome.clock,
    stageText: clockText(clock, ruleset),
    nextText: clockText(outcome.clock, ruleset),
    summaries: outcome.summaries,
    warnings: outcome.warnings,
    rolls,
    fingerprint,
  };
}

/** Preview: the stage the clock points at as it would resolve, written nowhere. */
export function previewStage(ruleset: StageRuleset, overrides: Record<string, number>): StageView {
  const properties = services().PropertiesService.getDocumentProperties();
  // A half-written ledger (an interrupted Resolve or Undo) would preview a stage that is neither.
  const interrupted = stageInProgressMessage(readStageMarker(properties), ruleset);
  if (interrupted) throw new TurnRefused(interrupted);
  const ledger = readStagePresent(services().SpreadsheetApp.getActiveSpreadsheet(), ruleset);
  refuseIfBroken(ledger);
  const clock = clockOf(ledger);
  const outcome = runStage(ledger, clock, overridesFrom(overrides));
  return view(ruleset, clock, outcome, stageFingerprint(clock, ledger.values));
}

export interface ResolvedStage {
  readonly view: StageView;
  /** Every tab's values as the Resolve left them (for the sidebar, without reading them again). */
  readonly values: ReadonlyMap<string, unknown[][]>;
  readonly missing: readonly string[];
  readonly marker: StageMarker;
  readonly outcome: StageOutcome;
  readonly notes: readonly string[];
}

/** Refuses a Resolve whose clock is not the one the sidebar showed. */
function refuseIfNotExpected(ruleset: StageRuleset, clock: Clock, expected: Clock): void {
  if (clock.turn === expected.turn && clock.stage === expected.stage && clock.round === expected.round)
    return;
  throw new TurnRefused(
    `The ledger is at ${clockText(clock, ruleset)}, not ${clockText(expected, ruleset)}: that stage was already resolved or undone. Preview again.`,
  );
}

/**
 * Resolve: applies the stage the clock points at, under the script lock. Refused while an interrupted Resolve
 * or Undo waits, when the clock is not `expected`, or when the ledger changed since the Preview. Every tab is
 * read once; each changed tab is written once after every structural read: first the undo marker (a document
 * property), then the snapshot of what will change, then the tabs, the Campaign tab last. A kill at any call
 * leaves a marker that makes Undo put the ledger back; a thrown failure puts it back at once.
 */
export function applyStage(
  ruleset: StageRuleset,
  expected: Clock,
  overrides: Record<string, number>,
  previewFingerprint?: string,
  started: number = Date.now(),
): ResolvedStage {
  return withLock(() => {
    const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
    const properties = services().PropertiesService.getDocumentProperties();
    const marker = readStageMarker(properties);
    const interrupted = stageInProgressMessage(marker, ruleset);
    if (interrupted) throw new TurnRefused(interrupted);
    // Every response sent before this Resolve counts for its stage (the submission trigger waits for our lock).
    recordPendingStageOrders(spreadsheet, ruleset, properties);
    const ledger = readStagePresent(spreadsheet, ruleset);
    const clock = clockOf(ledger);
    refuseIfNotExpected(ruleset, clock, {
      turn: Number(expected?.turn),
      stage: String(expected?.stage ?? ''),
      round: Number(expected?.round ?? 1),
    });
    refuseIfBroken(ledger);
    if (typeof previewFingerprint === 'string') {
      const changes = stageFingerprintChanges(previewFingerprint, stageFingerprint(clock, ledger.values));
      if (changes.length > 0)
        throw new TurnRefused(
          `The ledger changed since the Preview: ${changes.join('; ')}. Nothing was resolved: Preview again.`,
        );
    }
    const outcome = runStage(ledger, clock, overridesFrom(overrides));
    const plan = planOutcome(ledger, outcome);
    const next: StageMarker = {
      id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`,
      clock,
      after: outcome.clock,
      state: 'resolving',
      slot: marker?.slot === 1 ? 2 : 1,
      chunks: 0,
      previous: marker ? { ...marker, previous: null } : null,
      reported: [...outcome.reports.keys()],
    };
    const done = commit(spreadsheet, properties, ruleset, plan, next, marker, started, ledger.grid);
    // Reports go out after the stage is written; a failure there is a note, never an undone stage.
    const campaign = campaignValue(ledger.values, 'Campaign name');
    const notes = [
      ...refreshStageForm(spreadsheet, ruleset, properties),
      ...deliverStageReports(spreadsheet, outcome.reports, clock, campaign, ledger.values, ruleset),
    ];
    return {
      view: view(ruleset, clock, outcome, ''),
      values: plan.after,
      missing: ledger.missing,
      marker: done,
      outcome,
      notes,
    };
  });
}

/**
 * Writes `plan` as one transaction (as CS42's commitWithUndo, with the stage's marker): every structural read
 * first, then the marker announcing the snapshot, the snapshot in the free slot of the _undo tab, the tabs, and
 * the marker `resolved`. A thrown failure puts the ledger back at once; a kill leaves the marker for Undo.
 */
function commit(
  spreadsheet: SpreadsheetService,
  properties: PropertiesStore,
  ruleset: StageRuleset,
  plan: ReturnType<typeof planOutcome>,
  next: StageMarker,
  current: StageMarker | null,
  started: number,
  grid?: ReadonlyMap<string, GridSize>,
): StageMarker {
  const undoSheet = spreadsheet.getSheetByName(UNDO_TAB);
  if (!undoSheet) throw new TurnRefused(`The ${UNDO_TAB} tab is missing. Run Campaign → Set up ledger.`);
  const writes = new WritePlan(plan.writes, grid ? { grid } : {});
  const stale = staleChunks(asUndoMarker(current), asUndoMarker(next));
  const { chunks, write: undoPlan } = snapshotPlan(undoSheet, asUndoMarker(next), plan, writes, stale);
  refuseIfOutOfTime(started, 'Resolve');
  const announced: StageMarker = { ...next, chunks: chunks.length };
  writeStageMarker(properties, announced);
  const done: StageMarker = { ...announced, state: 'resolved' };
  try {
    undoPlan.apply();
    writes.apply();
    writeStageMarker(properties, done);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    try {
      restoreStage(spreadsheet, ruleset, properties, announced);
    } catch (second) {
      throw new TurnRefused(
        `Resolve stopped (${why}) and the ledger could not be put back (${second instanceof Error ? second.message : String(second)}). ${stageInProgressMessage(announced, ruleset)}`,
      );
    }
    throw new TurnRefused(`Resolve stopped and nothing was changed (${why}). Try again.`);
  }
  return done;
}
