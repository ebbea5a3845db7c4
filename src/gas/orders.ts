import { PLAYERS_TAB } from '../ledger/schema';
import { cellText, headerIndex } from '../ledger/tab';
import { receiptText } from '../ledger/orders';
import { readTabRows } from './ledger-io';
import { PROPERTY } from './orders-form';
import {
  checkSubmission,
  mailReceipts,
  pendingResponses,
  readLedgerForOrders,
  recordSubmissions,
} from './orders-submit';
import { services } from './services';
import { PastedOrdersResult } from './sidebar-api';

/** Form submissions and turn resolution hold the same script lock (never two writers at once). */
export const LOCK_WAIT_MS = 30000;

/**
 * The form-submit trigger. Under the script lock it records every response not yet recorded, in order, so a
 * submission whose own trigger could not get the lock is picked up by the next one: none is lost, none is
 * recorded twice (the count of recorded response rows is kept in the document's properties).
 */
export function handleOrdersSubmitted(): number {
  const { LockService, SpreadsheetApp, PropertiesService } = services();
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) return 0; // the holder, or the next submission, records this response
  try {
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const pending = pendingResponses(spreadsheet);
    if (!pending || pending.submissions.length === 0) return 0;
    // Claim the rows first, so a failure after the ledger is written can never record them twice; if the
    // writes fail they are rolled back, and so is the claim (the next trigger records the responses).
    const props = PropertiesService.getDocumentProperties();
    const claimed = props.getProperty(PROPERTY.processedRows) ?? '1';
    props.setProperty(PROPERTY.processedRows, String(pending.nextRow));
    let results;
    try {
      results = recordSubmissions(spreadsheet, pending.submissions);
    } catch (error) {
      props.setProperty(PROPERTY.processedRows, claimed);
      throw error;
    }
    mailReceipts(results);
    return results.length;
  } finally {
    lock.releaseLock();
  }
}

export function listPlayers(): string[] {
  const tab = readTabRows(services().SpreadsheetApp.getActiveSpreadsheet(), PLAYERS_TAB.name);
  if (!tab) return [];
  const at = headerIndex(tab)('Player');
  return tab.rows.map((row) => cellText(row[at])).filter((name) => name !== '');
}

export function checkPastedOrders(player: string, text: string): PastedOrdersResult {
  const ledger = readLedgerForOrders(services().SpreadsheetApp.getActiveSpreadsheet());
  const name = ledger.state.players.find(
    (p) => p.name.toLowerCase() === String(player).trim().toLowerCase(),
  )?.name;
  if (!name) return { recorded: false, lines: [`'${player}' is not on the Players tab.`] };
  const receipt = checkSubmission(ledger, name, String(text));
  return {
    recorded: false,
    lines: receiptText(receipt, ledger.settings.name, ledger.settings.turn, 'by moderator'),
  };
}

export function recordPastedOrders(player: string, text: string): PastedOrdersResult {
  const { LockService, SpreadsheetApp } = services();
  const lock = LockService.getScriptLock();
  lock.waitLock(LOCK_WAIT_MS);
  try {
    const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    const [result] = recordSubmissions(spreadsheet, [
      { email: null, player: String(player), text: String(text), submitted: new Date() },
    ]);
    return { recorded: result.submission !== 'rejected', lines: result.lines };
  } finally {
    lock.releaseLock();
  }
}

export function openPastedOrdersDialog(): void {
  const { HtmlService, SpreadsheetApp } = services();
  const html = HtmlService.createHtmlOutputFromFile('OrdersDialog').setWidth(560).setHeight(560);
  SpreadsheetApp.getUi().showModalDialog(html, 'Check orders received by mail');
}
