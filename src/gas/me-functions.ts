/**
 * The Mighty Empires custom functions' reads (issue 14): on the first row that needs the ledger, the Campaign
 * tab and the Mighty Empires tabs, each once per call (getSheetByName + getSheetValues); on a ledger whose
 * Ruleset is another book, `#not a Mighty Empires ledger`.
 */
import { CAMPAIGN_TAB } from '../ledger/schema';
import { ME_TABS } from '../ledger/me/schema';
import { meLookupFor, type MeLookup } from '../ledger/me/custom-functions';
import { readMeLedger } from '../ledger/me/stage-read';
import type { CellResult, Grid } from '../ledger/custom-functions';
import { sheetValues } from './ledger-io';
import { activeRuleset } from './rulesets';
import { services } from './services';

export const NOT_ME = '#not a Mighty Empires ledger';

/** Thrown inside the lookup; the global answers NOT_ME for the whole call. */
class NotMe extends Error {}

/** The lookup over the active spreadsheet, read on first need. */
function activeMeLookup(): MeLookup {
  const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
  const read = (name: string): unknown[][] | undefined => {
    const sheet = spreadsheet.getSheetByName(name);
    return sheet ? sheetValues(sheet) : undefined;
  };
  const campaign = read(CAMPAIGN_TAB.name) ?? [];
  let id: string;
  try {
    id = activeRuleset(campaign).id;
  } catch {
    throw new NotMe();
  }
  if (id !== 'me') throw new NotMe();
  const tabs = new Map<string, unknown[][]>([[CAMPAIGN_TAB.name, campaign]]);
  for (const spec of ME_TABS) {
    const values = read(spec.name);
    if (values) tabs.set(spec.name, values);
  }
  const ledger = readMeLedger(tabs);
  return meLookupFor(ledger.state, ledger.settings.support);
}

/** Runs one ME custom function over the active ledger's lookup (rows' errors are caught per cell). */
export function meCells(answer: (makeLookup: () => MeLookup) => CellResult | Grid): CellResult | Grid {
  let notMe = false;
  const lookup = (): MeLookup => {
    if (notMe) throw new NotMe(); // found on an earlier row: not read again
    try {
      return activeMeLookup();
    } catch (error) {
      if (error instanceof NotMe) notMe = true;
      throw error;
    }
  };
  try {
    const result = answer(lookup);
    return notMe ? NOT_ME : result;
  } catch (error) {
    if (notMe) return NOT_ME;
    throw error;
  }
}
