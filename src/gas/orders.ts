import { splitBattleText } from '../engine/cs42/orders';
import { PLAYERS_TAB } from '../ledger/schema';
import { cellText, headerIndex } from '../ledger/tab';
import { receiptText } from '../ledger/orders';
import {
  countAttempt,
  countSubmission,
  isDone,
  markDone,
  noteTurnSeen,
  settle,
} from '../ledger/orders-intake';
import { readTabRows } from './ledger-io';
import { collectsVerifiedEmails, openOrdersForm, readSettings } from './orders-form';
import { loadIntake } from './orders-intake-store';
import { readSubmissionLedger, SubmissionLedger } from './orders-ledger';
import { battlesIfNeeded, checkSubmission, Recorded, recordSubmission, Submission } from './orders-submit';
import { PropertiesStore, services, SpreadsheetService } from './services';
import { PastedOrdersResult } from './sidebar-api';
import { deliver, mailBudget, pendingResponses } from './form-responses';

/** Form submissions and turn resolution hold the same script lock (never two writers at once). */
export const LOCK_WAIT_MS = 30000;

/**
 * Records every form response not yet recorded, each on its own: checked, written to the Orders tab and the
 * Log, then claimed (its id stored) only after those writes, then its receipt mailed. A response whose writes
 * fail waits for the next run (after MAX_ATTEMPTS it is rejected, so it never blocks the others); one whose
 * execution dies after the writes is found already recorded and only claimed. Resolve calls this under its
 * lock before reading the ledger, so every response sent before the Resolve counts for its turn. One read of
 * the document properties (`props`, which Resolve has already read) serves the form's id and the intake.
 */
export function recordPendingSubmissions(
  spreadsheet: SpreadsheetService,
  props: PropertiesStore = services().PropertiesService.getDocumentProperties(),
): number {
  const form = openOrdersForm(props);
  if (!form) return 0;
  const intake = loadIntake(props);
  const state = intake.state;
  const pending = pendingResponses(form, state);
  let recorded = 0;
  if (pending.length > 0) {
    const ledger = readSubmissionLedger(spreadsheet);
    noteTurnSeen(state, ledger.settings.turn);
    const verified = collectsVerifiedEmails(form);
    const waiting: number[] = [];
    const mail = mailBudget();
    for (const sub of pending) {
      const stamp = sub.submitted.getTime();
      let outcome: Recorded | null;
      try {
        outcome = verified ? recordSubmission(ledger, state, sub, mail) : refuseUnverified(ledger, sub);
      } catch (error) {
        outcome = countAttempt(state, sub.id ?? '') ? giveUp(ledger, sub, error) : null;
      }
      if (outcome === null) {
        waiting.push(stamp);
        intake.save();
        continue;
      }
      markDone(state, sub.id ?? '', stamp);
      countSubmission(state, outcome.player ? (sub.email ?? '') : '?', stamp);
      intake.save(); // the claim, after the ledger holds the submission
      deliver(spreadsheet, outcome, ledger.batch);
      recorded += 1;
    }
    settle(state, Date.now(), waiting);
    state.drained = { turn: ledger.settings.turn, at: Date.now() };
  } else state.drained = { turn: readSettings(spreadsheet).turn, at: Date.now() };
  intake.save();
  return recorded;
}

/** Without verified emails an address proves nothing: the response is refused, and nobody is mailed. */
function refuseUnverified(ledger: SubmissionLedger, sub: Submission): Recorded {
  ledger.log.append([
    {
      turn: ledger.settings.turn,
      phase: 'Orders',
      subject: `email '${sub.email ?? ''}'`,
      effect:
        'Submission rejected (ORD-UNVERIFIED): the form does not collect verified emails, so the sender is unknown. Run Campaign → Create orders form.',
    },
  ]);
  return { player: null, mailTo: null, lines: [], campaign: ledger.settings.name, submission: 'rejected' };
}

/** A response that failed to record MAX_ATTEMPTS times: rejected with a Log row, so it never blocks. */
function giveUp(ledger: SubmissionLedger, sub: Submission, error: unknown): Recorded | null {
  try {
    ledger.log.append([
      {
        turn: ledger.settings.turn,
        phase: 'Orders',
        subject: sub.email ?? '',
        effect: `Submission rejected (ORD-WRITE): it could not be recorded after several tries (${error instanceof Error ? error.message : String(error)}). Ask the player to send it again.`,
      },
    ]);
  } catch {
    return null; // the Log cannot be written either: try again next time
  }
  return { player: null, mailTo: null, lines: [], campaign: ledger.settings.name, submission: 'rejected' };
}

/** How many responses wait to be recorded (for the sidebar): one property read and the form's recent list. */
export function unrecordedResponseCount(
  spreadsheet: SpreadsheetService,
  props: PropertiesStore = services().PropertiesService.getDocumentProperties(),
): number {
  void spreadsheet; // the form is the ledger's own (its id is in the document's properties)
  const form = openOrdersForm(props);
  if (!form) return 0;
  const { state } = loadIntake(props);
  return form
    .getResponses(new Date(Math.max(0, state.through - 1000)))
    .filter((r) => !isDone(state, r.getId(), r.getTimestamp().getTime())).length;
}

/**
 * The form-submit trigger (bound to the form, so the event carries the response itself). Under the script
 * lock it records every response not yet recorded; if the lock is busy, the holder (a Resolve drains first),
 * the next submission or the hourly catch-up records it.
 */
export function handleOrdersSubmitted(): number {
  const { LockService, SpreadsheetApp } = services();
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) return 0;
  try {
    return recordPendingSubmissions(SpreadsheetApp.getActiveSpreadsheet());
  } finally {
    lock.releaseLock();
  }
}

export function listPlayers(): string[] {
  const tab = readTabRows(services().SpreadsheetApp.getActiveSpreadsheet(), PLAYERS_TAB.name);
  if (!tab) return [];
  const at = headerIndex(tab)('Player');
  return tab.rows.map((row) => cellText(row[at])).filter((name) => name !== '');
}

export function checkPastedOrders(player: string, text: string): PastedOrdersResult {
  const ledger = readSubmissionLedger(services().SpreadsheetApp.getActiveSpreadsheet());
  const name = ledger.state.players.find(
    (p) => p.name.toLowerCase() === String(player).trim().toLowerCase(),
  )?.name;
  if (!name) return { recorded: false, lines: [`'${player}' is not on the Players tab.`] };
  const battles = battlesIfNeeded(ledger, String(text))?.battles;
  const receipt = checkSubmission({ ...ledger, battles }, name, String(text));
  const orders = splitBattleText(String(text)).hasOrders ? 'recorded' : 'unchanged';
  return {
    recorded: false,
    lines: receiptText(receipt, ledger.settings.name, ledger.settings.turn, 'by moderator', [], orders),
  };
}

export function recordPastedOrders(player: string, text: string): PastedOrdersResult {
  const { LockService, SpreadsheetApp } = services();
  const lock = LockService.getScriptLock();
  lock.waitLock(LOCK_WAIT_MS);
  try {
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const ledger = readSubmissionLedger(spreadsheet);
    const result = recordSubmission(
      ledger,
      null,
      { id: null, email: null, player: String(player), text: String(text), submitted: new Date() },
      { take: () => false },
    );
    deliver(spreadsheet, result);
    return { recorded: result.submission !== 'rejected', lines: [...result.lines] };
  } finally {
    lock.releaseLock();
  }
}

export function openPastedOrdersDialog(): void {
  const { HtmlService, SpreadsheetApp } = services();
  const html = HtmlService.createHtmlOutputFromFile('OrdersDialog').setWidth(560).setHeight(560);
  SpreadsheetApp.getUi().showModalDialog(html, 'Check orders received by mail');
}
