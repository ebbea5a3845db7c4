import { fnv1a } from '../../ledger/hash';
import type { Clock } from '../../engine/core/stage';
import type { TabValues } from '../../ledger/stage-ruleset';
import { logged, why } from '../player-report-mail';
import { services, SpreadsheetService } from '../services';
import { playerEmails, readPlayersTab } from './intake-tabs';

/**
 * The stage reports by email, as CS42 mails every turn report (player-report-mail.ts): the spreadsheet is the
 * moderator's, never shared with players, so the mail is how a report reaches them. Plain text only (a report
 * quotes player text; no HTML is built from it). A player is never sent the same report of a stage twice:
 * after Undo, a Resolve giving them the same report sends nothing, one that changes it sends it "corrected".
 */

/** Document property: the stage whose reports were sent and each player's digest. */
export const STAGE_REPORTS_SENT = 'stageReportsSent';

function clockKey(clock: Clock): string {
  return `${clock.turn}:${clock.stage}:${clock.round}`;
}

/** FNV-1a over the report, in hex: the same report gives the same digest. */
const digest = (text: string): string => fnv1a(text).toString(16);

function readSent(json: string | null, key: string): Record<string, string> {
  if (json === null) return {};
  try {
    const parsed = JSON.parse(json) as { clock?: unknown; sent?: unknown };
    if (parsed.clock !== key || typeof parsed.sent !== 'object' || parsed.sent === null) return {};
    return { ...(parsed.sent as Record<string, string>) };
  } catch {
    return {};
  }
}

/**
 * Mails each report (`texts`: the report as its tab shows it, by player) to the player's email on the Players
 * tab (from `values` when the caller read it, else read here), within the day's quota. Returns notes for the
 * moderator; never throws.
 */
export function mailStageReports(
  spreadsheet: SpreadsheetService,
  texts: ReadonlyMap<string, readonly string[]>,
  clock: Clock,
  subject: string,
  values?: TabValues,
): string[] {
  if (texts.size === 0) return [];
  const notes: string[] = [];
  try {
    const emails = new Map(
      playerEmails(values ?? readPlayersTab(spreadsheet)).map((p) => [p.name.toLowerCase(), p.email]),
    );
    const noAddress = [...texts.keys()].filter((p) => !emails.get(p.toLowerCase()));
    if (noAddress.length > 0)
      notes.push(
        `Not emailed to ${noAddress.join(', ')} (no email on the Players tab): ${subject}; it is on their tab.`,
      );
    const toSend = [...texts].filter(([p]) => emails.get(p.toLowerCase()));
    if (toSend.length === 0) return notes;
    const { MailApp, PropertiesService } = services();
    let quota = MailApp.getRemainingDailyQuota();
    const properties = PropertiesService.getDocumentProperties();
    const key = clockKey(clock);
    const sent = readSent(properties.getProperty(STAGE_REPORTS_SENT), key);
    let changed = false;
    const unsent: string[] = [];
    const failed: string[] = [];
    for (const [player, lines] of toSend) {
      const body = lines.join('\n');
      const mine = digest(body);
      const who = player.toLowerCase();
      if (sent[who] === mine) continue; // this very report already went out (a Resolve again after Undo)
      if (quota <= 0) {
        unsent.push(player);
        continue;
      }
      const corrected = sent[who] === undefined ? '' : ' (corrected)';
      try {
        MailApp.sendEmail(emails.get(who) ?? '', `${subject} for ${player}${corrected}`, body);
        quota -= 1;
        sent[who] = mine;
        changed = true;
      } catch (error) {
        failed.push(`${player} (${why(error)})`);
      }
    }
    if (changed) properties.setProperty(STAGE_REPORTS_SENT, JSON.stringify({ clock: key, sent }));
    if (unsent.length > 0)
      notes.push(
        logged(
          `Not emailed to ${unsent.join(', ')} (today’s email quota is used up): ${subject}; it is on their tab.`,
        ),
      );
    if (failed.length > 0)
      notes.push(logged(`Could not email ${failed.join(', ')}: ${subject}; it is on their tab.`));
  } catch (error) {
    notes.push(logged(`Not emailed (${why(error)}): ${subject}; the reports are on the player tabs.`));
  }
  return notes;
}
