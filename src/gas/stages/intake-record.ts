import type { Clock } from '../../engine/core/stage';
import { LOG_TAB } from '../../ledger/schema';
import {
  IntakeState,
  MAX_STRANGER_LOG_ROWS_PER_HOUR,
  MAX_SUBMISSIONS_PER_HOUR,
  submissionsThisHour,
} from '../../ledger/orders-intake';
import {
  STAGE_ORDERS_TAB,
  type OrdersCheck,
  type StageInfo,
  type StageRuleset,
} from '../../ledger/stage-ruleset';
import { MailBudget, MAX_ORDER_CHARACTERS, MAX_ORDER_LINES, Submission } from '../orders-submit';
import { requireSheet } from '../ledger-io';
import { services, SpreadsheetService } from '../services';
import { appendStageLog, type StageLogLine } from './intake-log';
import { sameClock, StageOpenings, stageSentFor } from './intake-openings';
import { StageOrdersTab } from './intake-orders';
import { receiptHeader, refusalReceipt, stageName, stageReceipt } from './intake-receipt';
import { campaignOf, LazyTabs, lazyTabs, playerEmails } from './intake-tabs';

/** What recording one submission did. `mailTo` is a player's own address, never a stranger's. */
export interface StageRecorded {
  readonly player: string | null;
  readonly mailTo: string | null;
  readonly lines: readonly string[];
  readonly campaign: string;
  /** False when nothing was recorded (refused); the player's earlier orders stand. */
  readonly recorded: boolean;
}

/**
 * One intake run over a staged ledger: the tabs read on first use, the clock, the Orders tab changed in memory
 * submission by submission, Log lines gathered; `write` puts the Orders tab (once) and the Log (once).
 */
export class StageIntakeRun {
  readonly tabs: LazyTabs;
  readonly clock: Clock;
  readonly stage: StageInfo;
  readonly campaign: string;
  readonly deadline: Date | null;
  readonly timeZone: string;
  private orders: StageOrdersTab | null = null;
  /** Log lines of this run, with the form response each is about (to write each response's lines once). */
  private readonly log: StageLogLine[] = [];

  constructor(
    readonly spreadsheet: SpreadsheetService,
    readonly ruleset: StageRuleset,
  ) {
    this.timeZone = spreadsheet.getSpreadsheetTimeZone();
    this.tabs = lazyTabs(spreadsheet, ruleset, () => this.timeZone);
    this.clock = ruleset.clock(this.tabs);
    this.stage = ruleset.stage(this.clock);
    const campaign = campaignOf(this.tabs, this.timeZone);
    this.campaign = campaign.name;
    this.deadline = campaign.deadline;
  }

  when(date: Date): string {
    return services().Utilities.formatDate(date, this.timeZone, 'yyyy-MM-dd HH:mm');
  }

  note(subject: string, effect: string, response: string | null = null): void {
    this.log.push({ entry: { turn: this.clock.turn, phase: 'Orders', subject, effect }, response });
  }

  ordersTab(): StageOrdersTab {
    if (!this.orders) {
      const sheet = this.tabs.sheet(STAGE_ORDERS_TAB.name);
      const values = this.tabs.get(STAGE_ORDERS_TAB.name);
      if (!sheet || !values)
        throw new Error('The Orders tab is missing. Run Campaign → Set up ledger first.');
      this.orders = new StageOrdersTab(sheet, values, this.tabs.gridRows(STAGE_ORDERS_TAB.name));
    }
    return this.orders;
  }

  /** The player of a name (the moderator's) or a verified email; null when not on the Players tab. */
  findPlayer(sub: Submission): { name: string; email: string } | null {
    const players = playerEmails(this.tabs);
    if (sub.player !== null) {
      const wanted = sub.player.trim().toLowerCase();
      return players.find((p) => p.name.toLowerCase() === wanted) ?? null;
    }
    const email = (sub.email ?? '').trim().toLowerCase();
    return email === '' ? null : (players.find((p) => p.email === email) ?? null);
  }

  /** The ruleset's check of `text` for the stage the clock points at, against the ledger as it stands. */
  check(player: string, text: string): OrdersCheck {
    return this.ruleset.checkOrders(this.tabs, player, text);
  }

  /**
   * Writes the Orders tab (once, only if it changed), then the Log (once, only with lines). A response whose
   * lines the Log already holds (a run killed after writing them, before claiming it) is not logged again.
   */
  write(): void {
    this.orders?.write();
    if (this.log.length === 0) return;
    const entries = this.log.splice(0);
    const ids = [...new Set(entries.map((e) => e.response).filter((r): r is string => r !== null))];
    // The Log's present, when read with the Orders tab, gives its end and its recent lines without a read.
    const sheet = this.tabs.sheet(LOG_TAB.name);
    if (!sheet) requireSheet(this.spreadsheet, LOG_TAB.name);
    else
      appendStageLog(sheet, entries, ids, this.tabs.cached(LOG_TAB.name), this.tabs.gridRows(LOG_TAB.name));
  }
}

/** Why the stage the clock points at takes no orders (it waits for nothing), or null when it takes them. */
export function noOrdersTaken(run: StageIntakeRun): string | null {
  if (run.stage.waits !== 'nothing') return null;
  return `the campaign is at ${stageName(run.clock, run.ruleset)}, which the moderator resolves without orders. Nothing was recorded; send your orders when the form shows a stage that takes them.`;
}

export function openRun(spreadsheet: SpreadsheetService, ruleset: StageRuleset): StageIntakeRun {
  return new StageIntakeRun(spreadsheet, ruleset);
}

function faultText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Records one submission in the run: the player from the verified email (or the moderator's choice), the
 * limits (hourly count, size), the stage it was sent for and the Order deadline (form responses only), the
 * ruleset's check, then the player's lines of this turn and stage replaced in memory. Whatever goes wrong in
 * the check is a refusal with a code; the player's earlier orders then stand. Service failures are thrown.
 */
export function recordStageSubmission(
  run: StageIntakeRun,
  sub: Submission,
  intake: IntakeState | null,
  openings: StageOpenings | null,
  mail: MailBudget,
): StageRecorded {
  const { campaign, clock } = run;
  const stamp = sub.submitted.getTime();
  const found = run.findPlayer(sub);
  const tag = sub.id ? ` [response ${sub.id}]` : '';
  const note = (subject: string, effect: string): void => run.note(subject, effect, sub.id);
  if (!found) {
    // A stranger is never emailed (anyone with the link could spend the mail quota), and floods are counted.
    const who = sub.player !== null ? `player '${sub.player}'` : `email '${sub.email ?? ''}'`;
    const seen = intake ? submissionsThisHour(intake, '?', stamp) + 1 : 1;
    if (seen <= MAX_STRANGER_LOG_ROWS_PER_HOUR)
      note(who, `Submission rejected (ORD-UNKNOWN): ${who} is not on the Players tab.${tag}`);
    else if (seen === MAX_STRANGER_LOG_ROWS_PER_HOUR + 1)
      note(
        'unknown addresses',
        'More submissions from addresses not on the Players tab this hour: not logged one by one.',
      );
    return {
      player: null,
      mailTo: null,
      lines: [
        `Your orders were not recorded: ${sub.email ?? sub.player ?? ''} is not a player of ${campaign}.`,
      ],
      campaign,
      recorded: false,
    };
  }
  const player = found.name;
  const byForm = sub.id !== null;
  const mailTo = byForm && found.email !== '' ? found.email : null;
  const header = receiptHeader(campaign, player, clock, run.ruleset);
  const refuse = (code: string, why: string, mailIt = true): StageRecorded => {
    note(player, `Submission rejected (${code}): ${why}${tag}`);
    const send = mailIt && mailTo !== null && mail.take();
    if (mailIt && mailTo !== null && !send)
      note(player, 'Receipt not emailed: the daily email quota is used up.');
    return {
      player,
      mailTo: send ? mailTo : null,
      lines: refusalReceipt(header, code, why),
      campaign,
      recorded: false,
    };
  };

  if (byForm && intake) {
    const count = submissionsThisHour(intake, (sub.email ?? player).toLowerCase(), stamp) + 1;
    if (count > MAX_SUBMISSIONS_PER_HOUR)
      return refuse(
        'ORD-RATE',
        `more than ${MAX_SUBMISSIONS_PER_HOUR} submissions within one hour; this one was not recorded and your earlier orders stand. Wait until the next hour.`,
        count === MAX_SUBMISSIONS_PER_HOUR + 1,
      );
  }
  const lineCount = sub.text.split('\n').length;
  if (lineCount > MAX_ORDER_LINES || sub.text.length > MAX_ORDER_CHARACTERS)
    return refuse(
      'ORD-SIZE',
      `the submission has ${lineCount} lines and ${sub.text.length} characters; at most ${MAX_ORDER_LINES} lines and ${MAX_ORDER_CHARACTERS} characters are accepted. Nothing was recorded and your earlier orders stand.`,
    );
  const closed = noOrdersTaken(run);
  if (closed !== null) return refuse('ORD-STAGE', closed);
  if (byForm) {
    const sentFor = openings ? stageSentFor(openings, stamp, clock) : clock;
    if (!sentFor || !sameClock(sentFor, clock))
      return refuse(
        'ORD-STAGE',
        `these orders were sent for ${sentFor ? stageName(sentFor, run.ruleset) : 'an earlier stage'}, but the campaign is now at ${stageName(clock, run.ruleset)}. Nothing was recorded; send your orders for ${stageName(clock, run.ruleset)}.`,
      );
    if (run.deadline && stamp > run.deadline.getTime())
      return refuse(
        'ORD-LATE',
        `these orders arrived at ${run.when(sub.submitted)}, after the order deadline of ${run.when(run.deadline)} (${run.timeZone}). Nothing was recorded and your earlier orders stand; ask the moderator if they should count.`,
      );
  }

  let check: OrdersCheck;
  run.tabs.takeFailure();
  try {
    check = run.check(player, sub.text);
  } catch (error) {
    if (run.tabs.takeFailure() !== undefined) throw error; // a service failure: the response waits
    return refuse(
      'ORD-FAULT',
      `the orders could not be checked (${faultText(error)}). Nothing was recorded and your earlier orders stand; tell the moderator.`,
    );
  }
  // A read that failed inside the check, even one the ruleset caught and turned into refusals, is a service
  // failure: the response waits for the next run rather than being refused for it.
  const failed = run.tabs.takeFailure();
  if (failed !== undefined) throw failed instanceof Error ? failed : new Error(String(failed));
  const orders = run.ordersTab();
  const current = orders.rowsOf(clock, player);
  // An execution that ended after writing the Orders but before claiming the response left them recorded:
  // the same lines, stamped with this response's time. They are not "replaced" by themselves.
  const already =
    byForm &&
    current.length === check.lines.length &&
    current.every(
      (r, i) =>
        r.submitted instanceof Date &&
        Math.abs(r.submitted.getTime() - stamp) < 1000 &&
        r.text === check.lines[i].text.trim(),
    );
  const replaced = already ? [] : current;
  orders.replace(clock, player, check.lines, sub.submitted);
  run.tabs.set(STAGE_ORDERS_TAB.name, orders.values());
  if (replaced.length > 0)
    note(
      player,
      `Replaced by a later submission: ${replaced.map((r) => `line ${r.line} "${r.text}" (${r.status})`).join('; ')}`,
    );
  const rejected = check.lines.filter((l) => l.status === 'rejected').length;
  const count = `${check.lines.length} line${check.lines.length === 1 ? '' : 's'}`;
  note(
    player,
    `Orders received for ${stageName(clock, run.ruleset)}${byForm ? '' : ' (by moderator)'}: ${count}, ${rejected} rejected${tag}`,
  );
  const send = mailTo !== null && mail.take();
  if (mailTo !== null && !send) note(player, 'Receipt not emailed: the daily email quota is used up.');
  return {
    player,
    mailTo: send ? mailTo : null,
    lines: stageReceipt(campaign, check, replaced, {
      by: byForm ? 'player' : 'moderator',
      recorded: true,
      ruleset: run.ruleset,
      when: (d) => run.when(d),
    }),
    campaign,
    recorded: true,
  };
}
