import type { PlayerTurnReport } from './player-report-build';
import { services } from './services';

/**
 * The report emails of a turn: one per player with an address, plain text and HTML, the fog-of-war map attached
 * as SVG, within the day's mail quota. A player is never sent the same report of a turn twice: after Undo, a
 * Resolve that gives them the same report sends nothing, one that changes it sends it marked "corrected".
 */

/** Document property: the turn whose reports were sent, and a digest of each player's, by lower-case name. */
const SENT_KEY = 'turnReportsSent';

interface SentReports {
  readonly turn: number;
  readonly sent: Record<string, string>;
}

/** FNV-1a over the report's text and map: the same report gives the same digest. */
function digest(r: PlayerTurnReport): string {
  let h = 0x811c9dc5;
  const text = `${r.text}\u0000${r.mapSvg}`;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16);
}

function readSent(json: string | null, turn: number): Record<string, string> {
  if (json === null) return {};
  try {
    const parsed = JSON.parse(json) as Partial<SentReports>;
    if (parsed.turn !== turn || typeof parsed.sent !== 'object' || parsed.sent === null) return {};
    return { ...parsed.sent };
  } catch {
    return {};
  }
}

/** One email per player with an address: plain text and HTML, the fog-of-war map attached as SVG. */
export function emailReports(reports: readonly PlayerTurnReport[], turn: number, campaign: string): string[] {
  const { MailApp, PropertiesService, Utilities } = services();
  const notes: string[] = [];
  const noAddress = reports.filter((r) => r.email === '').map((r) => r.player);
  if (noAddress.length > 0)
    notes.push(`Turn ${turn} report not emailed to ${noAddress.join(', ')}: no email on the Players tab.`);
  const toSend = reports.filter((r) => r.email !== '');
  if (toSend.length === 0) return notes;
  let quota: number;
  try {
    quota = MailApp.getRemainingDailyQuota();
  } catch (error) {
    return [
      ...notes,
      logged(`Turn ${turn} reports not emailed: the mail quota could not be read (${why(error)}).`),
    ];
  }
  const properties = PropertiesService.getDocumentProperties();
  const sent = readSent(properties.getProperty(SENT_KEY), turn);
  let changed = false;
  const unsent: string[] = [];
  const failed: string[] = [];
  for (const r of toSend) {
    const key = r.player.trim().toLowerCase();
    const mine = digest(r);
    if (sent[key] === mine) continue; // this very report already went out (a Resolve again after Undo)
    const corrected = sent[key] === undefined ? '' : ' (corrected)';
    if (quota <= 0) {
      unsent.push(r.player);
      continue;
    }
    try {
      MailApp.sendEmail(r.email, `${campaign}: turn ${turn} report for ${r.player}${corrected}`, r.text, {
        htmlBody: r.html,
        name: campaign,
        attachments: [Utilities.newBlob(r.mapSvg, 'image/svg+xml', `turn-${turn}-map.svg`)],
      });
      quota -= 1;
      sent[key] = mine;
      changed = true;
    } catch (error) {
      failed.push(`${r.player} (${why(error)})`);
    }
  }
  if (changed) properties.setProperty(SENT_KEY, JSON.stringify({ turn, sent }));
  if (unsent.length > 0)
    notes.push(
      logged(
        `Turn ${turn} report not emailed to ${unsent.join(', ')}: today's mail quota is used up (Google allows 100 recipients a day on a consumer account). They get no email for this turn: tell them by hand.`,
      ),
    );
  if (failed.length > 0)
    notes.push(logged(`Turn ${turn} report could not be emailed to ${failed.join(', ')}.`));
  return notes;
}

/** An error's message, also for errors thrown from another realm (the emulation's, a library's). */
export function why(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}

/** The note, also in the execution log (Apps Script's Executions page) for a moderator who closed the sidebar. */
export function logged(note: string): string {
  console.warn(note);
  return note;
}
