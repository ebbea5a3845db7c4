import type { ActionId, OrderReceipt, PreviousOrders } from '../engine/cs42/orders';
import { emptyRecord } from '../engine/own';
import { isDate } from './custom-functions';
import { ORDERS_TAB } from './schema';
import { columnLetter } from './setup-plan';
import { CellIssue, cellText, headerIndex, isBlankCell, TabRows } from './tab';
import type { Cells } from './write-state';

/**
 * The Orders tab: every order line received, one row per line, with its check. A later submission for the
 * same turn replaces the player's earlier one; late ones are kept but do not count unless accepted.
 */
export type SubmissionStatus = 'on time' | 'late' | 'late accepted' | 'by moderator';

export interface OrderRecord {
  readonly turn: number;
  readonly player: string;
  readonly line: number;
  readonly unit: string;
  readonly action: string;
  readonly args: string;
  readonly status: string;
  readonly code: string;
  readonly message: string;
  readonly text: string;
  readonly submitted: Date | string;
  readonly submission: string;
}

const COUNTED: readonly string[] = ['on time', 'late accepted', 'by moderator'];

/** Every Submission value the ledger knows; anything else is a typo that silently kept the orders out. */
export const SUBMISSION_STATUSES: readonly SubmissionStatus[] = [
  'on time',
  'late',
  'late accepted',
  'by moderator',
];

/** The Submission cells of this turn's Orders rows that are none of SUBMISSION_STATUSES (blank is on time). */
export function submissionIssues(tab: TabRows | undefined, turn: number): CellIssue[] {
  if (!tab) return [];
  const col = headerIndex(tab);
  const [turnAt, at] = [col('Turn'), col('Submission')];
  if (turnAt < 0 || at < 0) return [];
  const issues: CellIssue[] = [];
  tab.rows.forEach((row, i) => {
    const text = cellText(row[at]);
    if (Number(row[turnAt]) !== turn || text === '') return;
    if ((SUBMISSION_STATUSES as readonly string[]).includes(text.toLowerCase())) return;
    issues.push({
      tab: ORDERS_TAB.name,
      cell: `${columnLetter(at + 1)}${i + 2}`,
      message: `Submission must be one of ${SUBMISSION_STATUSES.join(', ')}; got '${text}' (these orders do not count until it is one of them)`,
    });
  });
  return issues;
}

/** Whether a submission's orders count for the turn. */
export function counts(record: OrderRecord): boolean {
  return COUNTED.includes(record.submission.toLowerCase());
}

/** Every row of the Orders tab as records (rows that are blank are skipped; nothing is rejected here, since
 * these rows are the ledger's own output). */
export function readOrderRecords(tab: TabRows | undefined): OrderRecord[] {
  if (!tab) return [];
  const col = headerIndex(tab);
  const get = (row: readonly unknown[], header: string): unknown => (col(header) < 0 ? '' : row[col(header)]);
  return tab.rows
    .filter((row) => !row.every(isBlankCell))
    .map((row) => {
      const submitted = get(row, 'Submitted');
      return {
        turn: Number(get(row, 'Turn')) || 0,
        player: cellText(get(row, 'Player')),
        line: Number(get(row, 'Line')) || 0,
        unit: cellText(get(row, 'Unit')),
        action: cellText(get(row, 'Action')),
        args: cellText(get(row, 'Arguments')),
        status: cellText(get(row, 'Status')),
        code: cellText(get(row, 'Code')),
        message: cellText(get(row, 'Message')),
        // Player text comes back exactly as stored: never trimmed or reinterpreted.
        text: String(get(row, 'Text') ?? ''),
        submitted: isDate(submitted) ? submitted : cellText(submitted),
        submission: cellText(get(row, 'Submission')) || 'on time',
      };
    });
}

/** A checked submission as Orders rows. */
export function receiptRecords(
  receipt: OrderReceipt,
  turn: number,
  submitted: Date,
  submission: SubmissionStatus,
): OrderRecord[] {
  // Battle lines are entered on the Battles tab, not kept as orders: sending the form again never removes them.
  return receipt.lines
    .filter((line) => line.actionId !== 'Battle')
    .map((line) => ({
      turn,
      player: receipt.player,
      line: line.line,
      unit: line.name ?? '',
      action: line.action ?? '',
      args: line.argsText,
      status: line.status,
      code: line.code,
      message: line.message,
      text: line.text,
      submitted,
      submission,
    }));
}

/** Replaces `player`'s rows for `turn` with `incoming`; returns the new rows and those replaced. */
export function replaceSubmission(
  existing: readonly OrderRecord[],
  player: string,
  turn: number,
  incoming: readonly OrderRecord[],
): { readonly rows: OrderRecord[]; readonly replaced: OrderRecord[] } {
  const same = (r: OrderRecord): boolean =>
    r.turn === turn && r.player.toLowerCase() === player.toLowerCase();
  return { rows: [...existing.filter((r) => !same(r)), ...incoming], replaced: existing.filter(same) };
}

export function orderCells(record: OrderRecord): Cells {
  const cells: Record<string, unknown> = {
    Turn: record.turn,
    Player: record.player,
    Line: record.line,
    Unit: record.unit,
    Action: record.action,
    Arguments: record.args,
    Status: record.status,
    Code: record.code,
    Message: record.message,
    Text: record.text,
    Submitted: record.submitted,
    Submission: record.submission,
  };
  return Object.fromEntries(ORDERS_TAB.columns.map((c) => [c.header, cells[c.header] ?? '']));
}

/** The language's action spelling back to its id ("Build Watchtower" -> BuildWatchtower); spies' Destroy is
 * ambiguous with an army's, which multi-turn work never needs. */
function actionIdOf(label: string): ActionId | null {
  const key = label.replace(/\s+/g, '').toLowerCase();
  return key === '' ? null : ((key.charAt(0).toUpperCase() + label.replace(/\s+/g, '').slice(1)) as ActionId);
}

/** The accepted actions of a player's units last turn, for work that must be consecutive. */
export function previousOrders(
  records: readonly OrderRecord[],
  player: string,
  turn: number,
): PreviousOrders {
  const out = emptyRecord<ActionId[]>(); // unit names are player words (`constructor`)
  for (const r of records) {
    if (r.turn !== turn - 1 || r.player.toLowerCase() !== player.toLowerCase() || !counts(r)) continue;
    if (r.status !== 'ok' && r.status !== 'corrected') continue;
    const id = actionIdOf(r.action);
    if (id && r.unit !== '') (out[r.unit] ??= []).push(id);
  }
  return out;
}

/** When a replaced submission was sent, as the receipt shows it. */
function sentAt(submitted: Date | string): string {
  return typeof submitted === 'string'
    ? submitted
    : submitted.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

/**
 * What a submission did to the player's orders for the turn: recorded them (replacing any earlier ones), left
 * them unchanged (it held battle choices only), or refused them as sent for a turn already resolved (its battle
 * lines were still taken).
 */
export type ReceiptOrders = 'recorded' | 'unchanged' | { readonly refused: number };

/**
 * The receipt's count of lines, in the staged books' words for one and for many (gas/stages/intake-receipt.ts):
 * `The 1 line was accepted.`, `All 3 lines accepted.`, `1 of 3 lines REJECTED …: that unit holds …`.
 */
export function countLine(receipt: OrderReceipt): string {
  const total = receipt.lines.length;
  const rejected = receipt.lines.filter((l) => l.status === 'rejected').length;
  if (total === 0) return 'No order lines were sent.';
  if (rejected === 0) return total === 1 ? 'The 1 line was accepted.' : `All ${total} lines accepted.`;
  const hold = rejected === 1 ? 'that unit holds' : 'those units hold';
  return `${rejected} of ${total} line${total === 1 ? '' : 's'} REJECTED (marked below): ${hold} unless you send corrected orders.`;
}

/**
 * The receipt as plain text, for the email and the player's tab: the count of rejected lines first, what this
 * submission replaced, the cost against the treasury, then each line (rejected ones start with REJECTED).
 */
export function receiptText(
  receipt: OrderReceipt,
  campaign: string,
  turn: number,
  submission: SubmissionStatus,
  replaced: readonly OrderRecord[] = [],
  orders: ReceiptOrders = 'recorded',
): string[] {
  const lines = [`${campaign}: orders of ${receipt.player} for turn ${turn}`];
  lines.push(countLine(receipt));
  if (orders === 'recorded') {
    if (submission === 'late')
      lines.push('These orders arrived after the deadline: they count only if the moderator accepts them.');
    if (replaced.length > 0) {
      lines.push(
        `This submission REPLACED your earlier one for turn ${turn} (sent ${sentAt(replaced[0].submitted)}), which was:`,
      );
      for (const old of replaced) lines.push(`   was ${old.line}. ${old.text}`);
    } else lines.push(`Sending the form again replaces these orders for turn ${turn}.`);
    lines.push(`Cost: ${receipt.totalCost} guilders of the ${receipt.treasury} in your treasury.`);
  } else if (orders === 'unchanged')
    lines.push(`Your orders for turn ${turn} are unchanged: this submission held battle choices only.`);
  else
    lines.push(
      `REJECTED (ORD-RESOLVED): the orders in this submission were sent for turn ${orders.refused}, which was resolved before they could be recorded. Send your orders for turn ${turn}. Its battle lines were taken.`,
    );
  if (receipt.lines.some((l) => l.actionId === 'Battle'))
    lines.push(
      'Battle choices go on the Battles tab: sending the form again does not remove them, and only the moderator can change them.',
    );
  for (const line of receipt.lines) {
    if (line.status === 'rejected') {
      lines.push(`REJECTED ${line.line}. ${line.text}`);
      lines.push(`   ${line.code}: ${line.message}`);
    } else {
      lines.push(`${line.line}. ${line.text}`);
      lines.push(`   ${line.status.toUpperCase()} ${line.code}: ${line.message}`);
    }
    for (const note of line.notes) lines.push(`   note ${note.code}: ${note.message}`);
  }
  if (orders !== 'recorded') return lines;
  for (const warning of receipt.warnings) lines.push(`Warning ${warning.code}: ${warning.message}`);
  // W015 already says the player has nothing to order: "every unit has orders" would be false.
  if (!receipt.warnings.some((w) => w.code === 'W015'))
    lines.push(
      receipt.holds.length === 0
        ? 'Every unit and city has orders.'
        : `Holding (no orders): ${receipt.holds.map((h) => h.name).join(', ')}.`,
    );
  return lines;
}

/** A submission's text as Orders rows not yet checked (one per line), for orders that come from somewhere other
 * than the form: rule cases, replays, benchmarks. */
export function submissionRecords(
  turn: number,
  player: string,
  text: string,
  submission: SubmissionStatus = 'on time',
): OrderRecord[] {
  return text.split('\n').map((line, i) => ({
    turn,
    player,
    line: i + 1,
    unit: '',
    action: '',
    args: '',
    status: 'ok',
    code: '',
    message: '',
    text: line,
    submitted: '',
    submission,
  }));
}
