import { countAttempt, countSubmission, markDone, settle } from '../../ledger/orders-intake';
import type { StageRuleset } from '../../ledger/stage-ruleset';
import { LOCK_WAIT_MS } from '../orders';
import { collectsVerifiedEmails, openOrdersForm } from '../orders-form';
import type { Submission } from '../orders-submit';
import { PropertiesStore, services, SpreadsheetService } from '../services';
import type { PastedOrdersResult } from '../sidebar-api';
import { showStage } from './form';
import { noteStageSeen } from './intake-openings';
import { receiptHeader, refusalReceipt, stageReceipt } from './intake-receipt';
import {
  noOrdersTaken,
  openRun,
  recordStageSubmission,
  StageIntakeRun,
  StageRecorded,
} from './intake-record';
import { loadStageIntake } from './intake-store';
import { playerEmails } from './intake-tabs';
import { deliver, mailBudget, pendingResponses } from '../form-responses';

/** Without verified emails an address proves nothing: the response is refused, and nobody is mailed. */
function refuseUnverified(run: StageIntakeRun, sub: Submission): StageRecorded {
  run.note(
    `email '${sub.email ?? ''}'`,
    `Submission rejected (ORD-UNVERIFIED): the form does not collect verified emails, so the sender is unknown. Run Campaign → Create orders form. [response ${sub.id ?? ''}]`,
    sub.id,
  );
  return { player: null, mailTo: null, lines: [], campaign: run.campaign, recorded: false };
}

/**
 * Records every form response not yet recorded for a staged ruleset: each checked by the ruleset against the
 * ledger as it stands (earlier responses of the run included), the Orders tab written once and the Log once,
 * then the responses claimed (their ids stored), then the receipts mailed and put on the player tabs. When the
 * writes fail, nothing is claimed: the responses wait for the next run (after MAX_ATTEMPTS they are refused,
 * so they never block). The stage runner calls this under its lock before a Resolve, so every response sent
 * before it counts for the stage it resolves. Returns how many responses were recorded or refused.
 */
export function recordPendingStageOrders(
  spreadsheet: SpreadsheetService,
  ruleset: StageRuleset,
  props: PropertiesStore = services().PropertiesService.getDocumentProperties(),
): number {
  const form = openOrdersForm(props);
  if (!form) return 0;
  const store = loadStageIntake(props);
  const { intake, openings } = store;
  const pending = pendingResponses(form, intake);
  const run = openRun(spreadsheet, ruleset);
  // The form kept in step with the ledger (the stage, a changed deadline) whoever moved it; when the clock moved
  // without the form being told (no refresh after a Resolve), the best guess of when is noted.
  noteStageSeen(openings, run.clock);
  showStage(form, run);
  const verified = pending.length > 0 && collectsVerifiedEmails(form);
  const mail = mailBudget();
  const done: { sub: Submission; outcome: StageRecorded }[] = [];
  const waiting: number[] = [];
  for (const sub of pending) {
    try {
      const outcome = verified
        ? recordStageSubmission(run, sub, intake, openings, mail)
        : refuseUnverified(run, sub);
      done.push({ sub, outcome });
    } catch (error) {
      // A service failure while checking: this response waits for the next run (refused after MAX_ATTEMPTS).
      if (!countAttempt(intake, sub.id ?? '')) waiting.push(sub.submitted.getTime());
      else {
        markDone(intake, sub.id ?? '', sub.submitted.getTime());
        run.note(
          sub.email ?? '',
          `Submission rejected (ORD-WRITE): it could not be recorded after several tries (${error instanceof Error ? error.message : String(error)}). Ask the player to send it again. [response ${sub.id ?? ''}]`,
          sub.id,
        );
      }
    }
  }
  try {
    run.write();
  } catch {
    // Nothing is claimed: the run's responses are tried again, each refused after MAX_ATTEMPTS failures.
    for (const { sub } of done)
      if (countAttempt(intake, sub.id ?? '')) markDone(intake, sub.id ?? '', sub.submitted.getTime());
    try {
      store.save();
    } catch {
      // The attempts are not counted this time; the responses still wait.
    }
    return 0;
  }
  for (const { sub, outcome } of done) {
    markDone(intake, sub.id ?? '', sub.submitted.getTime());
    countSubmission(intake, outcome.player ? (sub.email ?? '') : '?', sub.submitted.getTime());
  }
  settle(intake, Date.now(), waiting);
  openings.drained = { clock: { ...run.clock }, at: Date.now() };
  store.save(); // the claim, after the ledger holds the submissions
  for (const { outcome } of done) deliver(spreadsheet, outcome);
  return done.length;
}

/**
 * The form-submit trigger (and the hourly catch-up) of a staged ledger: under the script lock, records every
 * response not yet recorded; if the lock is busy, its holder (a Resolve drains first), the next submission or
 * the hourly catch-up records it.
 */
export function stageOrdersSubmitted(ruleset: StageRuleset): number {
  const { LockService, SpreadsheetApp } = services();
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) return 0;
  try {
    return recordPendingStageOrders(SpreadsheetApp.getActiveSpreadsheet(), ruleset);
  } finally {
    lock.releaseLock();
  }
}

/** The moderator's dialog: `player`'s orders checked for the stage the clock points at, nothing recorded. */
export function checkPastedStageOrders(
  ruleset: StageRuleset,
  player: string,
  text: string,
): PastedOrdersResult {
  const run = openRun(services().SpreadsheetApp.getActiveSpreadsheet(), ruleset);
  const wanted = String(player).trim().toLowerCase();
  const name = playerEmails(run.tabs).find((p) => p.name.toLowerCase() === wanted)?.name;
  if (!name) return { recorded: false, lines: [`'${String(player)}' is not on the Players tab.`] };
  const closed = noOrdersTaken(run);
  if (closed !== null)
    return {
      recorded: false,
      lines: refusalReceipt(receiptHeader(run.campaign, name, run.clock, ruleset), 'ORD-STAGE', closed),
    };
  const check = run.check(name, String(text));
  return {
    recorded: false,
    lines: stageReceipt(run.campaign, check, [], {
      by: 'moderator',
      recorded: false,
      ruleset,
      when: (d) => run.when(d),
    }),
  };
}

/** The moderator's dialog: records `player`'s orders for the stage the clock points at (as the moderator's). */
export function recordPastedStageOrders(
  ruleset: StageRuleset,
  player: string,
  text: string,
): PastedOrdersResult {
  const { LockService, SpreadsheetApp } = services();
  const lock = LockService.getScriptLock();
  lock.waitLock(LOCK_WAIT_MS);
  try {
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const run = openRun(spreadsheet, ruleset);
    const outcome = recordStageSubmission(
      run,
      { id: null, email: null, player: String(player), text: String(text), submitted: new Date(Date.now()) },
      null,
      null,
      { take: () => false },
    );
    run.write();
    deliver(spreadsheet, outcome);
    return { recorded: outcome.recorded, lines: [...outcome.lines] };
  } finally {
    lock.releaseLock();
  }
}
