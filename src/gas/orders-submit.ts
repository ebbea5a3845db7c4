import { checkOrders, splitBattleText } from '../engine/cs42/orders';
import type { BattleOnRecord, OrderReceipt } from '../engine/cs42/orders';
import type { LogEntry } from '../ledger/log';
import {
  previousOrders,
  ReceiptOrders,
  receiptRecords,
  receiptText,
  SubmissionStatus,
} from '../ledger/orders';
import {
  submissionsThisHour,
  IntakeState,
  MAX_STRANGER_LOG_ROWS_PER_HOUR,
  MAX_SUBMISSIONS_PER_HOUR,
  turnSentFor,
} from '../ledger/orders-intake';
import { battlesForChoices, BattlesForChoices } from './battle-choices';
import type { SubmissionLedger } from './orders-ledger';

/** A submission's size limits: a Sheets cell holds 50,000 characters, and 50,000 lines took 46 s to record. */
export const MAX_ORDER_LINES = 200;
export const MAX_ORDER_CHARACTERS = 20000;

/** One submission to record: a form response, or orders the moderator pastes for a player. */
export interface Submission {
  /** The form response's id; null for the moderator's pasted orders. */
  readonly id: string | null;
  /** The respondent's verified email, from the response itself. */
  readonly email: string | null;
  /** Set when the moderator records orders for a player directly. */
  readonly player: string | null;
  readonly text: string;
  readonly submitted: Date;
}

/** What recording one submission did. `mailTo` is a player's own address, never a stranger's. */
export interface Recorded {
  readonly player: string | null;
  readonly mailTo: string | null;
  readonly lines: readonly string[];
  readonly campaign: string;
  readonly submission: SubmissionStatus | 'rejected';
}

/** Mail for receipts: `take` spends one of today's recipients, false when none is left. */
export interface MailBudget {
  take(): boolean;
}

/** The ledger a check reads, with the Battles tab's battles when the text holds battle lines. */
export type CheckLedger = SubmissionLedger & { readonly battles?: readonly BattleOnRecord[] };

/** Checks a submission against the ledger without recording anything. */
export function checkSubmission(ledger: CheckLedger, player: string, text: string): OrderReceipt {
  return checkOrders({
    state: ledger.state,
    player,
    text,
    treasury: ledger.balances.get(player.toLowerCase()) ?? 0,
    settings: {
      settlerVariant: ledger.settings.settlersBeyondRegular,
      replacementVariant: ledger.settings.replacementCosts,
    },
    previous: previousOrders(ledger.orders.previousRecords(player), player, ledger.settings.turn),
    battles: ledger.battles,
  });
}

/** The Battles tab for a submission's battle lines, read only when it has one. */
export function battlesIfNeeded(ledger: SubmissionLedger, text: string): BattlesForChoices | null {
  return splitBattleText(text).hasBattles ? battlesForChoices(ledger.spreadsheet) : null;
}

function faultText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Records one submission on its own: finds the player by the verified email, applies the limits (hourly count,
 * size, the turn it was sent for), checks it, replaces the player's rows of the current turn, and appends the
 * Log. Whatever goes wrong in the check becomes a rejected receipt with a code and a Log row; the player's
 * earlier orders then stand. A service failure in a write is thrown, for the caller to retry the response.
 */
export function recordSubmission(
  ledger: SubmissionLedger,
  intake: IntakeState | null,
  sub: Submission,
  mail: MailBudget,
): Recorded {
  const { settings, state } = ledger;
  const turn = settings.turn;
  const campaign = settings.name;
  const stamp = sub.submitted.getTime();
  const found = sub.player
    ? state.players.find((p) => p.name.toLowerCase() === sub.player?.trim().toLowerCase())
    : state.players.find((p) => p.email !== '' && p.email.toLowerCase() === (sub.email ?? '').toLowerCase());
  // The present read before any write, with the tab the receipt goes on.
  ledger.orders.prepare(found?.name ?? null);
  const log: LogEntry[] = [];
  const note = (subject: string, effect: string): void => {
    log.push({ turn, phase: 'Orders', subject, effect });
  };

  if (!found) {
    // A stranger is never emailed (anyone with the link could spend the mail quota), and floods are counted.
    const who = sub.player ? `player '${sub.player}'` : `email '${sub.email ?? ''}'`;
    const seen = intake ? submissionsThisHour(intake, '?', stamp) + 1 : 1;
    if (seen <= MAX_STRANGER_LOG_ROWS_PER_HOUR)
      note(who, `Submission rejected (ORD-UNKNOWN): ${who} is not on the Players tab.`);
    else if (seen === MAX_STRANGER_LOG_ROWS_PER_HOUR + 1)
      note(
        'unknown addresses',
        'More submissions from addresses not on the Players tab this hour: not logged one by one.',
      );
    ledger.log.append(log);
    return {
      player: null,
      mailTo: null,
      lines: [
        `Your orders were not recorded: ${sub.email ?? sub.player ?? ''} is not a player of ${campaign}.`,
      ],
      campaign,
      submission: 'rejected',
    };
  }
  const player = found.name;
  const mailTo = sub.id === null || found.email === '' ? null : found.email;
  const header = `${campaign}: orders of ${player} for turn ${turn}`;
  const reject = (code: string, why: string, mailIt: boolean): Recorded => {
    note(player, `Submission rejected (${code}): ${why}`);
    const send = mailIt && mailTo !== null && mail.take();
    if (mailIt && mailTo !== null && !send)
      note(player, 'Receipt not emailed: the daily email quota is used up.');
    ledger.log.append(log);
    return {
      player,
      mailTo: send ? mailTo : null,
      lines: [header, `REJECTED: ${why}`],
      campaign,
      submission: 'rejected',
    };
  };

  if (sub.id !== null && intake) {
    const count = submissionsThisHour(intake, (sub.email ?? player).toLowerCase(), stamp) + 1;
    if (count > MAX_SUBMISSIONS_PER_HOUR)
      return reject(
        'ORD-RATE',
        `more than ${MAX_SUBMISSIONS_PER_HOUR} submissions within one hour; this one was not recorded and your earlier orders stand. Wait until the next hour.`,
        count === MAX_SUBMISSIONS_PER_HOUR + 1,
      );
  }
  const lineCount = sub.text.split('\n').length;
  if (lineCount > MAX_ORDER_LINES || sub.text.length > MAX_ORDER_CHARACTERS)
    return reject(
      'ORD-SIZE',
      `the submission has ${lineCount} lines and ${sub.text.length} characters; at most ${MAX_ORDER_LINES} lines and ${MAX_ORDER_CHARACTERS} characters are accepted. Nothing was recorded and your earlier orders stand.`,
      true,
    );
  const parts = splitBattleText(sub.text);
  const sentFor = sub.id !== null && intake ? turnSentFor(intake, stamp, turn) : turn;
  // Battle lines outlive the turn they were sent in: sent for a turn already resolved, they alone are taken.
  const lateTurn = sentFor < turn;
  if (lateTurn && !parts.hasBattles)
    return reject(
      'ORD-RESOLVED',
      `these orders were sent for turn ${sentFor}, which was resolved before they could be recorded. Send your orders for turn ${turn}.`,
      true,
    );
  const battles = parts.hasBattles ? battlesForChoices(ledger.spreadsheet) : null;

  let receipt: OrderReceipt;
  try {
    receipt = checkSubmission(
      { ...ledger, battles: battles?.battles },
      player,
      lateTurn ? parts.battles : sub.text,
    );
  } catch (error) {
    return reject(
      'ORD-FAULT',
      `the orders could not be checked (${faultText(error)}). Nothing was recorded and your earlier orders stand; tell the moderator.`,
      true,
    );
  }
  const submission: SubmissionStatus = sub.player
    ? 'by moderator'
    : settings.deadline && stamp > settings.deadline.getTime()
      ? 'late'
      : 'on time';
  // A submission of battle lines only leaves the player's orders for the turn as they were.
  const ordersChange = !lateTurn && parts.hasOrders;
  const records = ordersChange ? receiptRecords(receipt, turn, sub.submitted, submission) : [];
  const current = ordersChange ? ledger.orders.playerRecords(player) : [];
  // An execution that ended after writing the Orders but before claiming the response left them recorded:
  // the same lines, stamped with this response's time.
  const already =
    ordersChange &&
    sub.id !== null &&
    current.length === records.length &&
    current.every(
      (r, i) =>
        r.submitted instanceof Date &&
        Math.abs(r.submitted.getTime() - stamp) < 1000 &&
        r.text === records[i].text,
    );
  const replaced = already ? [] : current;
  if (ordersChange && !already) ledger.orders.replace(player, records);
  const entered = receipt.choices ?? [];
  if (battles !== null && entered.length > 0) battles.enter(entered);
  if (replaced.length > 0)
    note(
      player,
      `Replaced by a later submission: ${replaced.map((r) => `line ${r.line} "${r.text}" (${r.status})`).join('; ')}`,
    );
  for (const c of entered)
    note(
      player,
      `Battle ${c.battle}: ${c.side === 0 ? 'Attacker' : 'Defender'} choice entered from the orders form`,
    );
  const rejected = receipt.lines.filter((l) => l.status === 'rejected').length;
  const what = ordersChange ? `Orders received (${submission})` : 'Battle choices received';
  note(
    player,
    `${what}: ${receipt.lines.length} lines, ${rejected} rejected${lateTurn && parts.hasOrders ? ` (orders sent for turn ${sentFor} not recorded, ORD-RESOLVED)` : ''}${sub.id ? ` [response ${sub.id}]` : ''}`,
  );
  const send = mailTo !== null && mail.take();
  if (mailTo !== null && !send) note(player, 'Receipt not emailed: the daily email quota is used up.');
  if (!(already && ledger.log.mentionsRecently(`[response ${sub.id ?? ''}]`))) ledger.log.append(log);
  const orders: ReceiptOrders = lateTurn ? { refused: sentFor } : ordersChange ? 'recorded' : 'unchanged';
  return {
    player,
    mailTo: send ? mailTo : null,
    lines: receiptText(receipt, campaign, turn, submission, replaced, orders),
    campaign,
    submission,
  };
}
