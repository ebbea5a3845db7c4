import { CellIssue, describeIssue } from '../ledger/tab';
import { ledgerSettlement } from './battles-turn';
import { readTurnLedger } from './turn-ledger';
import { SpreadsheetService } from './services';

export const CHECK_TITLE = 'Check ledger';
const SHOWN = 25;

/** Every problem in the ledger's cells, by tab and cell; each tab read once. */
export function ledgerIssues(spreadsheet: SpreadsheetService): readonly CellIssue[] {
  const ledger = readTurnLedger(spreadsheet);
  return [...ledger.issues, ...ledgerSettlement(ledger).issues];
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
