import type { TurnResult } from '../engine/cs42/turn/pipeline';
import { escapeXml } from '../views/escape';
import { refreshPlayerFiles } from './player-files';
import { PlayerTurnReport, playerTurnReports } from './player-report-build';
import { services } from './services';
import type { TurnLedger } from './turn-ledger';

/**
 * After Resolve has written the turn: each player's report on their view and in their inbox. Nothing here may
 * undo the turn: every failure becomes a note the sidebar shows (and a log line), never a thrown error.
 */
export function deliverPlayerReports(before: TurnLedger, after: TurnLedger, result: TurnResult): string[] {
  const turn = result.resolvedTurn;
  let reports: PlayerTurnReport[];
  try {
    const when = (date: Date): string =>
      services().Utilities.formatDate(date, after.timeZone, 'yyyy-MM-dd HH:mm');
    const deadline = after.settings.deadline;
    reports = playerTurnReports(before, after, result, deadline ? when(deadline) : '', when);
  } catch (error) {
    return [
      logged(`The turn ${turn} reports could not be made (${why(error)}); the turn itself is resolved.`),
    ];
  }
  const notes: string[] = [];
  let urls = new Map<string, string>();
  if (after.settings.playerViews === 'private files') {
    try {
      const refreshed = refreshPlayerFiles(after.spreadsheet, reports, after.settings.name);
      notes.push(...refreshed.notes);
      urls = refreshed.urls;
    } catch (error) {
      notes.push(
        logged(
          `The private player files could not be refreshed (${why(error)}); the turn itself is resolved.`,
        ),
      );
    }
  }
  return [
    ...notes,
    ...emailReports(
      reports.map((r) => withFileLink(r, urls.get(r.player))),
      turn,
      after.settings.name,
    ),
  ];
}

/** The report with the address of the player's private file at its end, when they have one. */
function withFileLink(r: PlayerTurnReport, url: string | undefined): PlayerTurnReport {
  if (url === undefined) return r;
  const line = `Your private file, refreshed with this report: ${url}`;
  const link = `<p>Your private file, refreshed with this report: <a href="${escapeXml(url)}">${escapeXml(url)}</a></p>`;
  return { ...r, text: `${r.text}\n\n${line}\n`, html: r.html.replace('</body>', `${link}</body>`) };
}

/** One email per player with an address: plain text and HTML, the fog-of-war map attached as SVG. */
function emailReports(reports: readonly PlayerTurnReport[], turn: number, campaign: string): string[] {
  const { MailApp, Utilities } = services();
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
  const unsent: string[] = [];
  const failed: string[] = [];
  for (const r of toSend) {
    if (quota <= 0) {
      unsent.push(r.player);
      continue;
    }
    try {
      MailApp.sendEmail(r.email, `${campaign}: turn ${turn} report for ${r.player}`, r.text, {
        htmlBody: r.html,
        name: campaign,
        attachments: [Utilities.newBlob(r.mapSvg, 'image/svg+xml', `turn-${turn}-map.svg`)],
      });
      quota -= 1;
    } catch (error) {
      failed.push(`${r.player} (${why(error)})`);
    }
  }
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
function why(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}

/** The note, also in the execution log (Apps Script's Executions page) for a moderator who closed the sidebar. */
function logged(note: string): string {
  console.warn(note);
  return note;
}
