/**
 * The Chronopia territories custom functions' reads: on the first row that needs the ledger, the Campaign tab
 * and the tabs CT_FIELD_ARMY_MAX reads (Players, Forces, Territories, Warbands, Figures), each once per call
 * (getSheetByName + getSheetValues); on a ledger whose Ruleset is another book, `#not a Chronopia ledger`.
 */
import type { CtPlayer } from '../engine/ct/model';
import type { CellResult, Grid } from '../ledger/custom-functions';
import { readCtLedger } from '../ledger/ct/read-state';
import { CT_STATE_TABS, STAGE_PLAYERS_TAB } from '../ledger/ct/schema';
import { CAMPAIGN_TAB } from '../ledger/schema';
import { sheetValues } from './ledger-io';
import { activeRuleset } from './rulesets';
import { services } from './services';

export const NOT_CT = '#not a Chronopia territories ledger';

/** Thrown inside the reader; the global answers NOT_CT for the whole call. */
class NotCt extends Error {}

function activeCtPlayers(): readonly CtPlayer[] {
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
    throw new NotCt();
  }
  if (id !== 'ct') throw new NotCt();
  const tabs = new Map<string, unknown[][]>([[CAMPAIGN_TAB.name, campaign]]);
  for (const spec of [STAGE_PLAYERS_TAB, ...CT_STATE_TABS]) {
    const values = read(spec.name);
    if (values) tabs.set(spec.name, values);
  }
  return readCtLedger(tabs).campaign.players;
}

/** Runs one CT custom function that reads the ledger (rows' errors are caught per cell by the function). */
export function ctCells(
  answer: (players: () => readonly CtPlayer[]) => CellResult | Grid,
): CellResult | Grid {
  let notCt = false;
  const players = (): readonly CtPlayer[] => {
    if (notCt) throw new NotCt(); // found on an earlier row: not read again
    try {
      return activeCtPlayers();
    } catch (error) {
      if (error instanceof NotCt) notCt = true;
      throw error;
    }
  };
  try {
    const result = answer(players);
    return notCt ? NOT_CT : result;
  } catch (error) {
    if (notCt) return NOT_CT;
    throw error;
  }
}
