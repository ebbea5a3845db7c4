import { readCampaignSettings } from '../ledger/campaign-settings';
import { readState } from '../ledger/read-state';
import {
  ARMIES_TAB,
  CAMPAIGN_TAB,
  CITIES_TAB,
  DIPLOMACY_TAB,
  LEDGER_TABS,
  MAP_TAB,
  PLAYERS_TAB,
  STRUCTURES_TAB,
  TREASURY_TAB,
  UNITS_TAB,
} from '../ledger/schema';
import { CellIssue, describeIssue } from '../ledger/tab';
import { readJournal } from '../ledger/treasury';
import { readTabRows } from './ledger-io';
import { SpreadsheetService } from './services';

export const CHECK_TITLE = 'Check ledger';
const SHOWN = 25;

/** Every problem in the ledger's cells, by tab and cell; each tab read once. */
export function ledgerIssues(spreadsheet: SpreadsheetService): CellIssue[] {
  const tab = (name: string) => readTabRows(spreadsheet, name);
  const missing: CellIssue[] = LEDGER_TABS.filter((spec) => !spreadsheet.getSheetByName(spec.name)).map(
    (spec) => ({
      tab: spec.name,
      cell: 'A1',
      message: 'the tab is missing; run Campaign → Set up ledger',
    }),
  );
  const { settings, issues: settingIssues } = readCampaignSettings(
    tab(CAMPAIGN_TAB.name),
    spreadsheet.getSpreadsheetTimeZone(),
  );
  const { issues: stateIssues } = readState({
    turn: settings.turn,
    players: tab(PLAYERS_TAB.name),
    diplomacy: tab(DIPLOMACY_TAB.name),
    map: tab(MAP_TAB.name),
    cities: tab(CITIES_TAB.name),
    armies: tab(ARMIES_TAB.name),
    units: tab(UNITS_TAB.name),
    structures: tab(STRUCTURES_TAB.name),
  });
  const treasury = tab(TREASURY_TAB.name);
  const journalIssues = treasury ? readJournal(treasury).issues : [];
  return [...missing, ...settingIssues, ...stateIssues, ...journalIssues];
}

/** Campaign → Check ledger: the problems as plain sentences, or that all is in order. */
export function checkLedger(spreadsheet: SpreadsheetService): string {
  const issues = ledgerIssues(spreadsheet);
  if (issues.length === 0) return 'The ledger is in order: every cell the rules read is valid.';
  const lines = issues.slice(0, SHOWN).map(describeIssue);
  const more = issues.length > SHOWN ? [`… and ${issues.length - SHOWN} more.`] : [];
  return [
    `${issues.length} problem${issues.length === 1 ? '' : 's'} (rows with problems are left out of the rules until fixed):`,
    ...lines,
    ...more,
  ].join('\n');
}
