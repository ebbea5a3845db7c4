/**
 * The WarMaster custom functions' reads: on the first row that needs the ledger, the Campaign tab, the Players
 * tab and the book's own tabs (Areas, Boundaries, Nations, Roster, Characters, Armies, Battles), each once per
 * call (getSheetByName + getSheetValues); on a ledger whose Ruleset is another book, `#not a WarMaster ledger`.
 */
import type { WmState } from '../engine/wm/model';
import type { CellResult, Grid } from '../ledger/cell-args';
import { readWm } from '../ledger/wm/read-state';
import { WM_OWN_TABS } from '../ledger/wm/schema';
import { CAMPAIGN_TAB } from '../ledger/schema';
import { STAGE_PLAYERS_TAB } from '../ledger/stage-ruleset';
import { sheetValues } from './ledger-io';
import { activeRuleset } from './rulesets';
import { services } from './services';

export const NOT_WM = '#not a WarMaster ledger';

/** Thrown inside the reader; the global answers NOT_WM for the whole call. */
class NotWm extends Error {}

function activeWmState(): WmState {
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
    throw new NotWm();
  }
  if (id !== 'wm') throw new NotWm();
  const tabs = new Map<string, unknown[][]>([[CAMPAIGN_TAB.name, campaign]]);
  for (const spec of [STAGE_PLAYERS_TAB, ...WM_OWN_TABS]) {
    const values = read(spec.name);
    if (values) tabs.set(spec.name, values);
  }
  return readWm(tabs).campaign.state;
}

/** Runs one WM custom function that reads the ledger (rows' errors are caught per cell by the function). */
export function wmCells(answer: (state: () => WmState) => CellResult | Grid): CellResult | Grid {
  let notWm = false;
  const state = (): WmState => {
    if (notWm) throw new NotWm(); // found on an earlier row: not read again
    try {
      return activeWmState();
    } catch (error) {
      if (error instanceof NotWm) notWm = true;
      throw error;
    }
  };
  try {
    const result = answer(state);
    return notWm ? NOT_WM : result;
  } catch (error) {
    if (notWm) return NOT_WM;
    throw error;
  }
}
