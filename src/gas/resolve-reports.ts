import { playerTabs, REPORT_COLUMN } from './player-tabs';
import type { PlayerTurnReport } from './player-report-build';
import { logged } from './player-report-mail';
import type { TurnReports } from './player-report-once';
import type { TurnLedger } from './turn-ledger';
import type { LedgerWritesBuilder } from './write-plan';

/**
 * Tabs mode (issue 13: "written on the player's view"): each player's turn report on their own tab, as part of
 * Resolve's one write plan: a new column B, the older reports moving right, so Undo only deletes it again
 * (no old report is read or kept in the snapshot). The report is
 * built from the turn by the report builder, which shows a player only what the rules let them see (fog of
 * war), once per Resolve: the emails send these same reports. Reports that cannot be built or a missing tab
 * become notes: the turn itself still resolves.
 */
export function planTabReports(
  builder: LedgerWritesBuilder,
  before: TurnLedger,
  after: TurnLedger,
  built: TurnReports,
  turn: number,
): string[] {
  if (after.settings.playerViews !== 'tabs') return [];
  const made = built();
  if ('error' in made)
    return [
      logged(
        `The turn ${turn} reports could not be written on the player tabs (${made.error}); the turn itself is resolved.`,
      ),
    ];
  const { reports } = made;
  const { tabs, missing } = playerTabs(
    before.spreadsheet,
    reports.map((r) => r.player),
  );
  const byPlayer = new Map(reports.map((r) => [r.player, r]));
  for (const tab of tabs) {
    const report = byPlayer.get(tab.player);
    if (report) builder.insertColumn(tab.name, tab.sheet, REPORT_COLUMN, tabLines(report, turn));
  }
  return missing.length > 0
    ? [
        `No player tab for ${missing.join(', ')}: run Campaign → Set up ledger to make them (their turn report is emailed).`,
      ]
    : [];
}

/** The report as a player tab's lines: the map travels with the email (a sheet cell cannot show an SVG). */
export function tabLines(report: PlayerTurnReport, turn: number): string[] {
  return [
    ...report.text.split('\n'),
    '',
    `Your map of turn ${turn} is attached to your report email (an SVG picture any browser opens).`,
  ];
}
