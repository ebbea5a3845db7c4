import { escapeXml } from '../views/escape';
import { BATTLES_TAB, REPORT_TAB, refreshPlayerFiles } from './player-files';
import { emailReports, logged, ReportMail, why } from './player-report-mail';
import type { TurnReports } from './player-report-once';
import type { PropertiesStore } from './services';
import type { TurnLedger } from './turn-ledger';

/**
 * After Resolve has written the turn: each player's report (built once, the same the tabs got) on their view
 * and in their inbox. Nothing here may undo the turn: every failure becomes a note the sidebar shows (and a
 * log line), never a thrown error.
 */
export function deliverPlayerReports(
  built: TurnReports,
  after: TurnLedger,
  turn: number,
  properties?: PropertiesStore,
): string[] {
  const made = built();
  if ('error' in made)
    return [
      logged(`The turn ${turn} reports could not be made (${made.error}); the turn itself is resolved.`),
    ];
  const { reports } = made;
  const notes: string[] = [];
  let urls = new Map<string, string>();
  if (after.settings.playerViews === 'private files') {
    try {
      const pages = reports.map((r) => ({
        player: r.player,
        email: r.email,
        lines: fileLines(r.text, turn),
      }));
      const refreshed = refreshPlayerFiles(after.spreadsheet, pages, {
        campaignName: after.settings.name,
        tab: REPORT_TAB,
        playerEmails: after.state.players.map((p) => p.email),
        stale: { tab: BATTLES_TAB, line: `No battle results applied since your turn ${turn} report.` },
      });
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
      properties,
    ),
  ];
}

/** A report as the lines of a private file's tab: the map travels with the email (see player-files.ts). */
export function fileLines(text: string, turn: number): string[] {
  return [
    ...text.split('\n'),
    '',
    `Your map of turn ${turn} is attached to the report email (as an SVG picture any browser opens).`,
  ];
}

/** The report with the address of the player's private file at its end, when they have one. */
export function withFileLink<T extends ReportMail>(r: T, url: string | undefined): T {
  if (url === undefined) return r;
  const line = `Your private file, refreshed with this report: ${url}`;
  const link = `<p>Your private file, refreshed with this report: <a href="${escapeXml(url)}">${escapeXml(url)}</a></p>`;
  return { ...r, text: `${r.text}\n\n${line}\n`, html: r.html.replace('</body>', `${link}</body>`) };
}
