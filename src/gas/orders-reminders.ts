import { CampaignSettings } from '../ledger/campaign-settings';
import type { LogEntry } from '../ledger/log';
import { counts } from '../ledger/orders';
import { IntakeState } from '../ledger/orders-intake';
import { LOG_TAB, ORDERS_TAB, PLAYERS_TAB } from '../ledger/schema';
import { cellText, headerIndex } from '../ledger/tab';
import { LOCK_WAIT_MS, recordPendingSubmissions } from './orders';
import { readSettings, refreshIfChanged } from './orders-form';
import { loadIntake } from './orders-intake-store';
import { LogTail, OrdersTail } from './orders-tails';
import { readTabRows, requireSheet } from './ledger-io';
import { services, SpreadsheetService } from './services';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Emails each player whose orders for the current turn are missing, once per turn, when the deadline is
 * `Reminder (hours before deadline)` away or closer (0: never). Every reminder, and every one the mail quota
 * stopped, is a Log row. Returns how many players were due (emailed or logged), so the caller saves the marks.
 */
export function sendReminders(
  spreadsheet: SpreadsheetService,
  settings: CampaignSettings,
  intake: IntakeState,
  nowMs: number,
): number {
  const { deadline, reminderHours, turn } = settings;
  if (reminderHours <= 0 || !deadline) return 0;
  if (nowMs < deadline.getTime() - reminderHours * HOUR_MS || nowMs >= deadline.getTime()) return 0;
  if (intake.reminded.turn !== turn) intake.reminded = { turn, players: [] };
  const players = readTabRows(spreadsheet, PLAYERS_TAB.name);
  if (!players) return 0;
  const col = headerIndex(players);
  const submitted = new Set(
    new OrdersTail(requireSheet(spreadsheet, ORDERS_TAB.name), turn)
      .currentRecords()
      .filter((r) => counts(r))
      .map((r) => r.player.toLowerCase()),
  );
  const due = players.rows
    .map((row) => ({ name: cellText(row[col('Player')]), email: cellText(row[col('Email')]) }))
    .filter((p) => p.name !== '' && p.email !== '' && !submitted.has(p.name.toLowerCase()))
    .filter((p) => !intake.reminded.players.includes(p.name.toLowerCase()));
  if (due.length === 0) return 0;
  const { MailApp, Utilities } = services();
  let quota = MailApp.getRemainingDailyQuota();
  const when = Utilities.formatDate(deadline, spreadsheet.getSpreadsheetTimeZone(), 'yyyy-MM-dd HH:mm');
  const log: LogEntry[] = [];
  for (const p of due) {
    intake.reminded.players.push(p.name.toLowerCase());
    if (quota <= 0) {
      log.push({
        turn,
        phase: 'Orders',
        subject: p.name,
        effect: 'Reminder not emailed: the daily email quota is used up.',
      });
      continue;
    }
    try {
      MailApp.sendEmail(
        p.email,
        `${settings.name}: your orders for turn ${turn} are due ${when}`,
        `${settings.name}: no orders from ${p.name} have arrived for turn ${turn}. They are due by ${when} (${spreadsheet.getSpreadsheetTimeZone()}). Without orders your units and cities hold.`,
      );
      quota -= 1;
      log.push({
        turn,
        phase: 'Orders',
        subject: p.name,
        effect: `Reminder emailed: orders for turn ${turn} are due ${when}.`,
      });
    } catch (error) {
      log.push({
        turn,
        phase: 'Orders',
        subject: p.name,
        effect: `Reminder not emailed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  new LogTail(requireSheet(spreadsheet, LOG_TAB.name)).append(log);
  return due.length;
}

/**
 * The hourly time-driven trigger: records responses a missed lock left behind, brings the form's turn and
 * deadline in line with the Campaign tab (a settings change shows within the hour; an installable on-edit
 * trigger would spend trigger time on every cell edit), and sends the reminders that are due.
 */
export function runHourly(): void {
  const { LockService, SpreadsheetApp } = services();
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) return; // a Resolve or a submission is running; the next hour catches up
  try {
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    recordPendingSubmissions(spreadsheet);
    const settings = readSettings(spreadsheet);
    refreshIfChanged(spreadsheet, settings);
    const intake = loadIntake();
    if (sendReminders(spreadsheet, settings, intake.state, Date.now()) > 0) intake.save();
  } finally {
    lock.releaseLock();
  }
}
