import type { ResolvedTurn, SidebarState, TurnView, UndoneTurn } from '../gas/sidebar-api';
import { playerView, playerViewText } from './playground/player-view';
import { LedgerError, Session } from './playground/session';
import { turnText } from './playground/turn-text';

/** What a command printed, and whether the workbook must be saved. */
export interface Outcome {
  readonly lines: string[];
  readonly save: boolean;
  /** Non-zero when the command ran but found problems (check). */
  readonly exitCode?: number;
}

/** Sets the Campaign tab's Seed value, as literal text (`=1+1` is a seed, never a formula). */
export function setSeed(session: Session, seed: string): void {
  const sheet = session.spreadsheet.getSheetByName('Campaign');
  const grid = session.tab('Campaign') ?? [];
  const [header = [], ...rows] = grid;
  const value = header.indexOf('Value');
  const row = rows.findIndex((r) => r[header.indexOf('Setting')]?.trim() === 'Seed');
  if (!sheet || value < 0 || row < 0) throw new LedgerError('the Campaign tab has no Seed row to set');
  sheet
    .getRange(row + 2, value + 1)
    .setNumberFormat('@')
    .setValue(seed);
}

function state(session: Session): SidebarState {
  return session.call('getSidebarState') as SidebarState;
}

/** Campaign → Check ledger: its report as it is; a ledger with problems exits 1. */
export function check(session: Session): Outcome {
  const lines = session.clickMenu('Check ledger').flatMap((alert) => alert.split('\n'));
  const problems = lines.some((line) => /^\d+ problems? /.test(line));
  return { lines, save: false, exitCode: problems ? 1 : 0 };
}

function timeLeft(deadline: Date, now: Date): string {
  const minutes = Math.round((deadline.getTime() - now.getTime()) / 60000);
  const abs = Math.abs(minutes);
  const text =
    abs >= 2 * 24 * 60
      ? `${Math.round(abs / (24 * 60))} days`
      : abs >= 120
        ? `${Math.round(abs / 60)} hours`
        : `${abs} minutes`;
  return minutes >= 0 ? `in ${text}` : `passed ${text} ago`;
}

/** Who has submitted, who is missing or late, and the deadline. */
export function status(session: Session): Outcome {
  const s = state(session);
  const now = session.now();
  const deadline = s.deadlineIso !== '' ? new Date(s.deadlineIso) : null;
  const passed = deadline !== null && deadline.getTime() < now.getTime();
  const lines = [`${s.campaignName} · Turn ${s.turnNumber}`];
  lines.push(
    deadline
      ? `Order deadline: ${s.deadline} (${timeLeft(deadline, now)})`
      : 'Order deadline: none set (Campaign tab, Order deadline)',
  );
  lines.push('', 'Orders:');
  for (const o of s.orders) {
    const lineCount = `${o.lines} line${o.lines === 1 ? '' : 's'}`;
    const rejected = o.rejected > 0 ? `, ${o.rejected} rejected` : '';
    const what =
      o.state === 'missing'
        ? passed
          ? 'LATE: no orders, and the deadline has passed'
          : 'missing'
        : o.state === 'late'
          ? `late (${lineCount}${rejected})`
          : `submitted (${lineCount}${rejected})`;
    lines.push(`  ${o.player}: ${what}`);
  }
  if (s.unrecordedResponses > 0)
    lines.push(
      '',
      `${s.unrecordedResponses} form response(s) not recorded yet (Resolve records them first).`,
    );
  if (s.inProgress !== '') lines.push('', s.inProgress);
  if (s.problems.length > 0) lines.push('', 'Needs attention:', ...s.problems.map((p) => `  - ${p}`));
  return { lines, save: false };
}

export function preview(session: Session, seed: string | undefined): Outcome {
  // The seed is set in memory only: preview never saves.
  if (seed !== undefined) setSeed(session, seed);
  return { lines: turnText(session.call('previewTurn', [{}]) as TurnView), save: false };
}

/** Said once on orders and resolve: offline, MailApp writes to the workbook's emulated outbox only. */
export const OFFLINE_MAIL =
  "Mail is not sent offline: it stays in the workbook's emulated outbox. campaign-ledger report <file> --player <name> shows what a player sees.";

/** Players whose units hold because nothing of theirs counts (none sent, or only late ones not accepted). */
function withoutOrders(s: SidebarState): string[] {
  const none = s.orders.filter((o) => o.state !== 'submitted').map((o) => `${o.player} (${o.state})`);
  return none.length === 0
    ? []
    : [`No orders counted for ${none.join(', ')}: their units and cities hold this turn.`, ''];
}

export function resolve(session: Session, seed: string | undefined): Outcome {
  if (seed !== undefined) setSeed(session, seed);
  const before = state(session);
  const resolved = session.call('resolveTurn', [before.turnNumber, {}]) as ResolvedTurn;
  return { lines: [...withoutOrders(before), OFFLINE_MAIL, '', ...turnText(resolved.view)], save: true };
}

export function undo(session: Session): Outcome {
  return { lines: [(session.call('undoLastTurn') as UndoneTurn).message], save: true };
}

export function orders(session: Session, playerName: string, text: string): Outcome {
  const player = session.player(playerName);
  const { via, lines } = session.submitOrders(player.name, text);
  // A submission the form refused as a whole (`REJECTED: why`, orders-submit.ts: too many this hour, too long,
  // for a resolved turn) records nothing: say why and keep the file as it was, as on a staged ledger
  // (cli-stages.ts). A rejected line (`REJECTED 3. ...`) or a late turn's taken battle lines are recorded.
  const refused = lines.find((line) => /^REJECTED: /.test(line));
  if (refused !== undefined)
    throw new LedgerError(`the orders of ${player.name} were not recorded: ${refused}`);
  const how = via === 'form' ? `through the orders form as ${player.email}` : 'by the moderator';
  return {
    lines: [`Orders for ${player.name} recorded ${how}.`, '', ...lines, '', OFFLINE_MAIL],
    save: true,
  };
}

export function report(session: Session, playerName: string): Outcome {
  return { lines: playerViewText(playerView(session, playerName)), save: false };
}
