import type { RulesetId } from '../engine/core/ruleset';
import { rulesetOfLedger } from './ruleset-dispatch';
import { services } from './services';

export interface CampaignMenuItem {
  readonly caption: string;
  readonly functionName: string;
  /** Campaign System v4.2's own command: on a staged book's ledger index.ts only answers that it does not apply. */
  readonly cs42Only?: true;
}

/** The Campaign menu: caption and the top-level function each item runs. Only finished features are listed. */
export const CAMPAIGN_MENU: readonly CampaignMenuItem[] = [
  { caption: 'Set up ledger', functionName: 'menuSetUpLedger' },
  { caption: 'Load demo campaign', functionName: 'menuLoadDemo' },
  { caption: 'Check ledger', functionName: 'menuCheckLedger' },
  // A Campaign System v4.2 map: a staged book's Map tab is made by its own Set up ledger and demo.
  { caption: 'New blank map', functionName: 'menuNewBlankMap', cs42Only: true },
  { caption: 'Create orders form', functionName: 'menuCreateOrdersForm' },
  { caption: 'Check pasted orders', functionName: 'menuCheckPastedOrders' },
  { caption: 'Resolve turn', functionName: 'menuOpenSidebar' },
  // A staged book takes battle reports in its battle stage (index.ts battleStageMessage).
  { caption: 'Apply battle results', functionName: 'menuApplyBattleResults', cs42Only: true },
];

export const MENU_TITLE = 'Campaign';

/** The items a ledger of `book` can run; null (the book unknown): every item, each answering for itself. */
export function menuItemsFor(book: RulesetId | null): readonly CampaignMenuItem[] {
  return book === null || book === 'cs42' ? CAMPAIGN_MENU : CAMPAIGN_MENU.filter((item) => !item.cs42Only);
}

/** The book the Campaign tab's Ruleset cell names (one read of that tab), or null when it cannot be told. */
function ledgerBook(): RulesetId | null {
  try {
    return rulesetOfLedger().id;
  } catch {
    return null; // a Ruleset this version does not play: every item, whose dispatch names the cell
  }
}

/** Builds the menu. In AuthMode.NONE (an add-on not yet used in this file) only the add-on menu may be
 * made and nothing in the document may be read: every item then, each answering for itself. */
export function buildMenu(event?: GoogleAppsScript.Events.SheetsOnOpen): void {
  const { SpreadsheetApp, ScriptApp } = services();
  const asAddOn = event !== undefined && event.authMode === ScriptApp.AuthMode.NONE;
  const items = asAddOn ? CAMPAIGN_MENU : menuItemsFor(ledgerBook());
  const ui = SpreadsheetApp.getUi();
  const menu = asAddOn ? ui.createAddonMenu() : ui.createMenu(MENU_TITLE);
  for (const item of items) menu.addItem(item.caption, item.functionName);
  menu.addToUi();
}
