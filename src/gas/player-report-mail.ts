import { fnv1a } from '../ledger/hash';
import { PropertiesStore, services } from './services';

/**
 * The report emails of a turn: one per player with an address, plain text and HTML, the fog-of-war map attached
 * as SVG, within the day's mail quota. A player is never sent the same report of a turn twice: after Undo, a
 * Resolve that gives them the same report sends nothing, one that changes it sends it marked "corrected". The
 * battle results Apply battle results sends are a batch of their own, keyed by player and battles.
 */

/** What one player is mailed: the report as text and HTML, and their map. */
export interface ReportMail {
  readonly player: string;
  readonly email: string;
  readonly text: string;
  readonly html: string;
  /** The player's fog-of-war map, as SVG (built by src/views with every text escaped). */
  readonly mapSvg: string;
}

/** A kind of report email: where what was sent is remembered, and how each is named. */
export interface MailBatch {
  readonly turn: number;
  readonly campaign: string;
  /** Document property: the turn, and a digest of each report sent, by `key`. */
  readonly property: string;
  /** e.g. `Turn 3 report`, `Turn 3 battle results`: the notes and subjects say it. */
  readonly label: string;
  /** What makes two reports the same report (sent once, then "corrected"): the player, and the battles. */
  readonly key: (r: ReportMail) => string;
  /** The document properties the caller read already (Resolve's): one read fewer. */
  readonly properties?: PropertiesStore;
}

/** Document property of the turn reports: the turn whose reports were sent and each player's digest. */
const SENT_KEY = 'turnReportsSent';

interface SentReports {
  readonly turn: number;
  readonly sent: Record<string, string>;
}

/** FNV-1a over the report's text and map: the same report gives the same digest. */
function digest(r: ReportMail): string {
  return fnv1a(`${r.text}\u0000${r.mapSvg}`).toString(16);
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

/** The turn reports: one email per player with an address, plain text and HTML, the map attached as SVG. */
export function emailReports(
  reports: readonly ReportMail[],
  turn: number,
  campaign: string,
  properties?: PropertiesStore,
): string[] {
  return emailBatch(reports, {
    turn,
    campaign,
    ...(properties ? { properties } : {}),
    property: SENT_KEY,
    label: `Turn ${turn} report`,
    key: (r) => r.player.trim().toLowerCase(),
  });
}

/** One email per report with an address, within the day's quota; the same report of a batch never twice. */
export function emailBatch(reports: readonly ReportMail[], batch: MailBatch): string[] {
  const { turn, campaign, label } = batch;
  const { MailApp, PropertiesService, Utilities } = services();
  const notes: string[] = [];
  const noAddress = reports.filter((r) => r.email === '').map((r) => r.player);
  if (noAddress.length > 0)
    notes.push(`${label} not emailed to ${noAddress.join(', ')}: no email on the Players tab.`);
  const toSend = reports.filter((r) => r.email !== '');
  if (toSend.length === 0) return notes;
  let quota: number;
  try {
    quota = MailApp.getRemainingDailyQuota();
  } catch (error) {
    return [...notes, logged(`${label} not emailed: the mail quota could not be read (${why(error)}).`)];
  }
  const properties = batch.properties ?? PropertiesService.getDocumentProperties();
  const sent = readSent(properties.getProperty(batch.property), turn);
  let changed = false;
  const unsent: string[] = [];
  const failed: string[] = [];
  for (const r of toSend) {
    const key = batch.key(r);
    const mine = digest(r);
    if (sent[key] === mine) continue; // this very report already went out (a Resolve again after Undo)
    const corrected = sent[key] === undefined ? '' : ' (corrected)';
    if (quota <= 0) {
      unsent.push(r.player);
      continue;
    }
    try {
      MailApp.sendEmail(r.email, `${campaign}: ${label.toLowerCase()} for ${r.player}${corrected}`, r.text, {
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
  if (changed) properties.setProperty(batch.property, JSON.stringify({ turn, sent }));
  if (unsent.length > 0)
    notes.push(
      logged(
        `${label} not emailed to ${unsent.join(', ')}: today's mail quota is used up (Google allows 100 recipients a day on a consumer account). They get no email for this turn: tell them by hand.`,
      ),
    );
  if (failed.length > 0) notes.push(logged(`${label} could not be emailed to ${failed.join(', ')}.`));
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
