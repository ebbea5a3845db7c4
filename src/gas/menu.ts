import { services } from './services';

/** The Campaign menu: caption and the top-level function each item runs. Only finished features are listed. */
export const CAMPAIGN_MENU: readonly { caption: string; functionName: string }[] = [
  { caption: 'Set up ledger', functionName: 'menuSetUpLedger' },
  { caption: 'Load demo campaign', functionName: 'menuLoadDemo' },
  { caption: 'Check ledger', functionName: 'menuCheckLedger' },
  { caption: 'New blank map', functionName: 'menuNewBlankMap' },
  { caption: 'Create orders form', functionName: 'menuCreateOrdersForm' },
  { caption: 'Check pasted orders', functionName: 'menuCheckPastedOrders' },
  { caption: 'Resolve turn', functionName: 'menuOpenSidebar' },
  { caption: 'Apply battle results', functionName: 'menuApplyBattleResults' },
];

export const MENU_TITLE = 'Campaign';

/** Builds the menu. In AuthMode.NONE (an add-on not yet used in this file) only the add-on menu may be
 * made and nothing in the document may be read. */
export function buildMenu(event?: GoogleAppsScript.Events.SheetsOnOpen): void {
  const { SpreadsheetApp, ScriptApp } = services();
  const ui = SpreadsheetApp.getUi();
  const asAddOn = event !== undefined && event.authMode === ScriptApp.AuthMode.NONE;
  const menu = asAddOn ? ui.createAddonMenu() : ui.createMenu(MENU_TITLE);
  for (const item of CAMPAIGN_MENU) menu.addItem(item.caption, item.functionName);
  menu.addToUi();
}
