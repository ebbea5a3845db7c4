import { checkOrders } from '../engine/cs42/orders';
import type { OrderReceipt } from '../engine/cs42/orders';
import { CampaignSettings } from '../ledger/campaign-settings';
import { LogEntry, logCells } from '../ledger/log';
import {
  OrderRecord,
  orderCells,
  previousOrders,
  receiptRecords,
  receiptText,
  replaceSubmission,
  SubmissionStatus,
} from '../ledger/orders';
import { LOG_TAB, ORDERS_TAB } from '../ledger/schema';
import { cellText, isBlankCell, TabRows, tabRows } from '../ledger/tab';
import { balanceOf, JournalRow } from '../ledger/treasury';
import { isDate } from '../ledger/custom-functions';
import { appendGrid, tabGrid } from '../ledger/write-state';
import type { CampaignState } from '../engine/model';
import { requireSheet } from './ledger-io';
import { TabTransaction } from './transaction';
import { EMAIL_QUESTION, ORDERS_QUESTION, PROPERTY } from './orders-form';
import { writePlayerTab } from './player-tabs';
import { services, SpreadsheetService } from './services';
import { readTurnLedger } from './turn-ledger';

/** One submission to record: from a form response, or pasted by the moderator. */
export interface Submission {
  readonly email: string | null;
  /** Set when the moderator records orders for a player directly. */
  readonly player: string | null;
  readonly text: string;
  readonly submitted: Date;
}

/** What recording submissions did, for the caller to report or mail. */
export interface Recorded {
  readonly player: string | null;
  readonly email: string | null;
  readonly receipt: OrderReceipt | null;
  lines: readonly string[];
  /** The campaign's name, for the receipt's subject. */
  readonly campaign: string;
  readonly submission: SubmissionStatus | 'rejected';
  /** Whether the receipt will be emailed (decided before writing, from the daily quota). */
  mail?: boolean;
}

/** Decides which receipts can be emailed within today's quota; returns those that cannot. */
function planReceiptMail(results: Recorded[]): Recorded[] {
  let quota = services().MailApp.getRemainingDailyQuota();
  const unmailed: Recorded[] = [];
  for (const r of results) {
    if (!r.email) continue;
    r.mail = quota > 0;
    if (r.mail) quota -= 1;
    else unmailed.push(r);
  }
  return unmailed;
}

/** Emails the receipts planned by planReceiptMail; a failure to send never undoes what was recorded. */
export function mailReceipts(results: readonly Recorded[]): number {
  let sent = 0;
  for (const r of results) {
    if (!r.mail || !r.email) continue;
    try {
      services().MailApp.sendEmail(r.email, `${r.campaign}: your orders receipt`, r.lines.join('\n'));
      sent += 1;
    } catch {
      // The receipt is on the player's tab; the quota or the address failed, not the orders.
    }
  }
  return sent;
}

/** The ledger as a submission check needs it: each tab read once. */
export interface LedgerForOrders {
  readonly settings: CampaignSettings;
  readonly state: CampaignState;
  readonly journal: readonly JournalRow[];
  readonly orders: OrderRecord[];
  readonly log: TabRows;
  readonly ordersTab: TabRows;
}

export function readLedgerForOrders(spreadsheet: SpreadsheetService): LedgerForOrders {
  const ledger = readTurnLedger(spreadsheet);
  const tab = (name: string): TabRows => tabRows(name, ledger.values.get(name) ?? []);
  return {
    settings: ledger.settings,
    state: ledger.state,
    journal: ledger.journal,
    orders: [...ledger.orders],
    log: tab(LOG_TAB.name),
    ordersTab: tab(ORDERS_TAB.name),
  };
}

/** Checks a submission against the ledger without recording anything. */
export function checkSubmission(ledger: LedgerForOrders, player: string, text: string): OrderReceipt {
  return checkOrders({
    state: ledger.state,
    player,
    text,
    treasury: balanceOf(ledger.journal, player),
    settings: { settlerVariant: ledger.settings.settlersBeyondRegular },
    previous: previousOrders(ledger.orders, player, ledger.settings.turn),
  });
}

/**
 * Records submissions: checks each against the ledger, replaces the player's earlier submission for the turn
 * (the replaced lines go to the Log), marks late ones, and writes the Orders tab, the Log and each player's tab
 * once. A stranger's email is rejected and logged; nobody can order another player's units.
 */
export function recordSubmissions(
  spreadsheet: SpreadsheetService,
  submissions: readonly Submission[],
): Recorded[] {
  if (submissions.length === 0) return [];
  const ledger = readLedgerForOrders(spreadsheet);
  const { settings, state } = ledger;
  const byEmail = new Map(
    state.players.filter((p) => p.email !== '').map((p) => [p.email.toLowerCase(), p.name]),
  );
  const byName = new Map(state.players.map((p) => [p.name.toLowerCase(), p.name]));
  let orders = ledger.orders;
  const log: LogEntry[] = [];
  const results: Recorded[] = [];
  for (const sub of submissions) {
    const player = sub.player
      ? (byName.get(sub.player.toLowerCase()) ?? null)
      : (byEmail.get((sub.email ?? '').toLowerCase()) ?? null);
    if (!player) {
      const who = sub.player ? `player '${sub.player}'` : `email '${sub.email ?? ''}'`;
      log.push({
        turn: settings.turn,
        phase: 'Orders',
        subject: who,
        effect: `Submission rejected: ${who} is not on the Players tab.`,
      });
      results.push({
        player: null,
        email: sub.email,
        receipt: null,
        lines: [`Your orders were not recorded: ${sub.email ?? ''} is not a player of ${settings.name}.`],
        submission: 'rejected',
        campaign: settings.name,
      });
      continue;
    }
    const submission: SubmissionStatus = sub.player
      ? 'by moderator'
      : settings.deadline && sub.submitted.getTime() > settings.deadline.getTime()
        ? 'late'
        : 'on time';
    const receipt = checkSubmission({ ...ledger, orders }, player, sub.text);
    const replaced = replaceSubmission(
      orders,
      player,
      settings.turn,
      receiptRecords(receipt, settings.turn, sub.submitted, submission),
    );
    orders = replaced.rows;
    for (const old of replaced.replaced)
      log.push({
        turn: settings.turn,
        phase: 'Orders',
        subject: player,
        effect: `Replaced by a later submission: line ${old.line} "${old.text}" (${old.status})`,
      });
    log.push({
      turn: settings.turn,
      phase: 'Orders',
      subject: player,
      effect: `Orders received (${submission}): ${receipt.lines.length} lines, ${receipt.lines.filter((l) => l.status === 'rejected').length} rejected`,
    });
    results.push({
      player,
      email: sub.email,
      receipt,
      lines: receiptText(receipt, settings.name, settings.turn, submission),
      submission,
      campaign: settings.name,
    });
  }
  const unmailed = planReceiptMail(results);
  for (const r of unmailed)
    log.push({
      turn: settings.turn,
      phase: 'Orders',
      subject: r.player ?? r.email ?? '',
      effect: 'Receipt not emailed: the daily email quota is used up (it is on the player’s tab).',
    });
  // The Orders tab and the Log are written as one: if either write fails, both are put back, and the
  // response stays unrecorded for the next trigger to pick up.
  const tx = new TabTransaction();
  const asValues = (tab: TabRows): unknown[][] => [[...tab.headers], ...tab.rows.map((row) => [...row])];
  try {
    tx.write(
      requireSheet(spreadsheet, ORDERS_TAB.name),
      ORDERS_TAB.name,
      asValues(ledger.ordersTab),
      tabGrid(ORDERS_TAB, ledger.ordersTab, orders.map(orderCells)),
    );
    const appended = appendGrid(ledger.log, LOG_TAB, log.map(logCells));
    tx.write(
      requireSheet(spreadsheet, LOG_TAB.name),
      LOG_TAB.name,
      asValues(ledger.log),
      appended.grid,
      appended.firstRow,
    );
  } catch (error) {
    tx.rollback();
    throw error;
  }
  // Each player's tab holds a copy of their receipt, the Orders rows being the record: a failure here loses no
  // order, so it must not undo the recording (the receipt is still emailed).
  const latest = new Map<string, Recorded>();
  for (const r of results) if (r.player) latest.set(r.player, r);
  for (const [player, r] of latest) {
    try {
      writePlayerTab(spreadsheet, player, r.lines);
    } catch {
      r.lines = [...r.lines, '(This receipt could not be written on your tab of the ledger.)'];
    }
  }
  return results;
}

/** Reads form responses not yet recorded (the response rows after the last one processed). */
export function pendingResponses(
  spreadsheet: SpreadsheetService,
): { submissions: Submission[]; nextRow: number } | null {
  const props = services().PropertiesService.getDocumentProperties();
  const sheetId = props.getProperty(PROPERTY.responsesSheetId);
  const sheet = spreadsheet.getSheets().find((s) => String(s.getSheetId()) === sheetId);
  if (!sheet) return null;
  const values = sheet.getDataRange().getValues();
  const header = (values[0] ?? []).map((h) => cellText(h));
  const at = (title: string): number => header.indexOf(title);
  const processed = Math.max(1, Number(props.getProperty(PROPERTY.processedRows) ?? '1') || 1);
  const submissions = values
    .slice(processed)
    .filter((row) => !row.every(isBlankCell))
    .map((row) => {
      const stamp = row[at('Timestamp')];
      return {
        email: cellText(row[at(EMAIL_QUESTION)]).toLowerCase(),
        player: null,
        text: String(row[at(ORDERS_QUESTION)] ?? ''),
        submitted: isDate(stamp) ? new Date(stamp.getTime()) : new Date(cellText(stamp)),
      };
    });
  return { submissions, nextRow: values.length };
}
