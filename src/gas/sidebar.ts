import { readSettings, settingText } from '../ledger/campaign';
import { CAMPAIGN_TAB, LEDGER_TABS, PLAYERS_TAB } from '../ledger/schema';
import { services } from './services';
import { SidebarState } from './sidebar-api';
import { readTab } from './workbook';

export const SIDEBAR_FILE = 'Sidebar';
export const SIDEBAR_TITLE = 'Campaign Ledger';

export function openSidebar(): void {
  const { HtmlService, SpreadsheetApp } = services();
  const html = HtmlService.createHtmlOutputFromFile(SIDEBAR_FILE).setTitle(SIDEBAR_TITLE);
  SpreadsheetApp.getUi().showSidebar(html);
}

/** What the sidebar shows: read from the Campaign and Players tabs, one read each. */
export function sidebarState(): SidebarState {
  const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
  const campaign = readTab(spreadsheet, CAMPAIGN_TAB.name);
  const players = readTab(spreadsheet, PLAYERS_TAB.name);
  const missing = LEDGER_TABS.filter((tab) => !spreadsheet.getSheetByName(tab.name)).map((tab) => tab.name);
  const problems: string[] = [];
  if (missing.length > 0) problems.push(`Tabs missing: ${missing.join(', ')}. Run Campaign → Set up ledger.`);
  const settings = campaign
    ? readSettings(campaign.rows, campaign.column('Setting'), campaign.column('Value'))
    : new Map();
  const name = players?.column('Player') ?? -1;
  const race = players?.column('Race') ?? -1;
  const colour = players?.column('Colour') ?? -1;
  const text = (row: readonly unknown[], i: number): string => (i < 0 ? '' : String(row[i] ?? '').trim());
  const list = (players?.rows ?? [])
    .filter((row) => text(row, name) !== '')
    .map((row) => ({ name: text(row, name), race: text(row, race), colour: text(row, colour) }));
  if (missing.length === 0 && list.length === 0)
    problems.push('No players yet: add them on the Players tab.');
  return {
    ledgerReady: missing.length === 0,
    campaignName: settingText(settings, 'Campaign name'),
    turn: settingText(settings, 'Turn'),
    deadline: settingText(settings, 'Order deadline'),
    players: list,
    problems,
  };
}
