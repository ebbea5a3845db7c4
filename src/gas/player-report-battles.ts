import { watchedHexes } from '../engine/cs42/visibility';
import { playerView } from '../engine/cs42/visibility-view';
import { balances } from '../ledger/treasury';
import {
  AppliedBattle,
  battleReportHtml,
  battleReportText,
  buildBattleReport,
  concernedByBattles,
} from '../views/battle-report';
import { sceneOfView } from '../views/map-scene';
import { renderMapSvg } from '../views/map-svg';
import { ownSupply } from '../views/report-holdings';
import type { BattlesOutcome } from './battles-apply';
import { BATTLES_TAB, refreshPlayerFiles } from './player-files';
import { fileLines, withFileLink } from './player-report';
import { emailBatch, logged, ReportMail, why } from './player-report-mail';
import type { TurnLedger } from './turn-ledger';

/**
 * After Apply battle results has written the results: each concerned player (a side of an applied battle, or paid
 * or charged by one) gets a report of them with their map as it stands now, emailed like the turn report and, in
 * private files mode, written on the Battle results tab of their file. Nothing here may undo the Apply: every
 * failure becomes a note for the sidebar and the menu's alert.
 */

/** Document property: the battle results emails sent, by player and battles (see emailBatch). */
const SENT_KEY = 'battleReportsSent';

export function playerBattleReports(
  before: TurnLedger,
  after: TurnLedger,
  outcome: BattlesOutcome,
): ReportMail[] {
  const { settled } = outcome;
  const applied = new Set(settled.applied);
  const battles: AppliedBattle[] = outcome.battles
    .filter((b) => applied.has(b.id))
    .map((b) => ({ id: b.id, kind: b.kind, hex: b.hex, sides: b.sides }));
  const closing = balances(after.journal);
  const state = after.state;
  return state.players
    .filter((p) => concernedByBattles(p.name, battles, settled.entries))
    .map((p) => {
      const view = playerView(state, p.name, { treasury: closing.get(p.name.toLowerCase()) ?? 0 });
      const report = buildBattleReport({
        before: playerView(before.state, p.name),
        after: view,
        battleTurn: outcome.battleTurn,
        battles,
        events: settled.events,
        entries: settled.entries,
        journal: after.journal,
        supply: ownSupply(state, p.name),
        settlerVariant: after.settings.settlersBeyondRegular,
      });
      return {
        player: p.name,
        email: p.email.trim(),
        text: battleReportText(report),
        html: battleReportHtml(report),
        mapSvg: renderMapSvg(sceneOfView(view, { watched: watchedHexes(state, p.name) })),
      };
    });
}

export function deliverBattleReports(
  before: TurnLedger,
  after: TurnLedger,
  outcome: BattlesOutcome,
): string[] {
  const turn = outcome.battleTurn;
  let reports: ReportMail[];
  try {
    reports = playerBattleReports(before, after, outcome);
  } catch (error) {
    return [logged(`The battle results reports could not be made (${why(error)}); the results are applied.`)];
  }
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
        tab: BATTLES_TAB,
        playerEmails: after.state.players.map((p) => p.email),
      });
      notes.push(...refreshed.notes);
      urls = refreshed.urls;
    } catch (error) {
      notes.push(
        logged(`The private player files could not be refreshed (${why(error)}); the results are applied.`),
      );
    }
  }
  const battles = outcome.settled.applied.join(',');
  return [
    ...notes,
    ...emailBatch(
      reports.map((r) => withFileLink(r, urls.get(r.player))),
      {
        turn,
        campaign: after.settings.name,
        property: SENT_KEY,
        label: `Turn ${turn} battle results`,
        key: (r) => `${r.player.trim().toLowerCase()}|${battles}`,
      },
    ),
  ];
}
