import type { Clock } from '../../engine/core/stage';
import { TEXT_FORMAT } from '../../ledger/cell-input';
import { logged, why } from '../player-report-mail';
import { ensurePlayerTab, playerTabName, REPORT_COLUMN } from '../player-tabs';
import type { StageRuleset, TabValues } from '../../ledger/stage-ruleset';
import { playerEmails } from './intake-tabs';
import { clockText, readStagePresent } from './ledger';
import { mailStageReports } from './views-mail';
import { services, SheetService, SpreadsheetService } from '../services';

/**
 * After a stage is written: each player's report of it on their own tab, as CS42's tabs mode does (issue 13):
 * a new column B, older reports moving right, column A keeping the orders receipt. Plain text (a report quotes
 * player text: `=…` stays text). Nothing here may undo the stage: a failure is a note for the moderator (and
 * the execution log), never a thrown error. `clock` is the stage the reports are of. Each report is also
 * mailed to the player (views-mail.ts), as CS42 mails turn reports: the emails come from `values`' Players tab
 * when the caller read it (Resolve did: pass its values to save a read), else from the Players tab read here.
 */
export function deliverStageReports(
  spreadsheet: SpreadsheetService,
  reports: ReadonlyMap<string, readonly string[]>,
  clock: Clock,
  campaignName: string,
  values?: TabValues,
  ruleset?: StageNamer,
): string[] {
  const notes: string[] = [];
  const made: string[] = [];
  const texts = new Map<string, string[]>();
  for (const [player, lines] of reports) {
    texts.set(player, stageReportLines(lines, clock, campaignName, ruleset));
    try {
      const name = playerTabName(player);
      let sheet = spreadsheet.getSheetByName(name);
      if (!sheet) {
        ensurePlayerTab(spreadsheet, player);
        sheet = spreadsheet.getSheetByName(name);
        made.push(player);
      }
      if (!sheet) throw new Error(`no tab ${name}`);
      writeReportColumn(sheet, texts.get(player) ?? []);
    } catch (error) {
      notes.push(
        logged(
          `${player}’s report of ${stageTitle(clock, ruleset)} could not be written on their tab (${why(error)}); the stage itself is resolved.`,
        ),
      );
    }
  }
  if (made.length > 0) notes.unshift(`Player tab made for ${made.join(', ')} (their stage report is on it).`);
  const subject = stageReportLines([], clock, campaignName, ruleset)[0];
  return [...notes, ...mailStageReports(spreadsheet, texts, clock, subject, values)];
}

/** Names a stage in its words (the ruleset's label without its verb). */
type StageNamer = Pick<StageRuleset, 'stage'>;

/** `turn 3, interim results` (with the round when the stage repeats): ledger.ts clockText. */
export function stageTitle(clock: Clock, ruleset?: StageNamer): string {
  return clockText(clock, ruleset);
}

/** The report as a tab column: a title naming the campaign and the stage, then its lines (one per row). */
export function stageReportLines(
  lines: readonly string[],
  clock: Clock,
  campaignName: string,
  ruleset?: StageNamer,
): string[] {
  const title = `${campaignName ? `${campaignName}: ` : ''}report of ${stageTitle(clock, ruleset)}`;
  return [title, '', ...lines.flatMap((line) => String(line).split('\n'))];
}

/** A new column at REPORT_COLUMN holding `lines` as plain text, the tab grown to fit (one write). */
function writeReportColumn(sheet: SheetService, lines: readonly string[]): void {
  const maxColumns = sheet.getMaxColumns();
  if (maxColumns < REPORT_COLUMN) sheet.insertColumnsAfter(maxColumns, REPORT_COLUMN - maxColumns);
  else sheet.insertColumnsBefore(REPORT_COLUMN, 1);
  const maxRows = sheet.getMaxRows();
  if (lines.length > maxRows) sheet.insertRowsAfter(maxRows, lines.length - maxRows);
  sheet
    .getRange(1, REPORT_COLUMN, lines.length, 1)
    .setNumberFormat(TEXT_FORMAT)
    .setValues(lines.map((line) => [line]));
}

/**
 * What `player` may see now (the sidebar's and the map panel's player view): the ruleset's playerView over
 * the tabs, each read once, of the append-only Orders, Journal and Log only the present (readStagePresent):
 * every book's view shows the clock's turn of them at most (his lines of the turn), never his history, which
 * his tab's report columns keep. An unknown player is said so rather than shown anything.
 */
export function stagePlayerView(ruleset: StageRuleset, player: string): string[] {
  const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
  const tabs = readStagePresent(spreadsheet, ruleset).values;
  const wanted = String(player).trim().toLowerCase();
  const names = [...ruleset.players(tabs), ...playerEmails(tabs).map((p) => p.name)];
  const name = names.find((p) => p.toLowerCase() === wanted);
  if (name === undefined) return [`'${String(player)}' is not a player of this campaign.`];
  return [...ruleset.playerView(tabs, name)];
}

/**
 * Undo of a stage: takes its report back off each player's tab (column B, when its title names that stage, so a
 * later report or a moderator's column is never removed), as CS42's Undo deletes the turn's report column.
 * Failures are notes, never exceptions (the ledger itself is already put back).
 */
export function withdrawStageReports(
  spreadsheet: SpreadsheetService,
  players: readonly string[],
  clock: Clock,
  campaignName: string,
  ruleset?: StageNamer,
): string[] {
  const title = stageReportLines([], clock, campaignName, ruleset)[0];
  const notes: string[] = [];
  for (const player of players) {
    try {
      const sheet = spreadsheet.getSheetByName(playerTabName(player));
      if (!sheet || sheet.getMaxColumns() < REPORT_COLUMN) continue;
      if (String(sheet.getRange(1, REPORT_COLUMN).getValue()) === title)
        sheet.deleteColumns(REPORT_COLUMN, 1);
    } catch (error) {
      notes.push(
        logged(
          `${player}’s report of ${stageTitle(clock, ruleset)} is still on their tab (${why(error)}): delete its column B by hand.`,
        ),
      );
    }
  }
  return notes;
}
