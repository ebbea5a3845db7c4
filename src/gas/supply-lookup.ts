import { SupplyLookup } from '../ledger/custom-functions';
import { readState, stateTabs } from '../ledger/read-state';
import { supplyLookupFor } from '../ledger/supply-lookup';
import { UNITS_TAB } from '../ledger/schema';
import { readTabRows } from './ledger-io';
import { SpreadsheetService } from './services';

/**
 * The supply custom functions' view of the active ledger: the tabs supply depends on, each read once per call
 * (a custom function over a whole column is one call); Units are not read (enemy settlers, engineers and scouts
 * never block supply, RULINGS 11). Rows with bad cells are left out here; Campaign → Check ledger names them.
 */
export function supplyLookup(spreadsheet: SpreadsheetService): SupplyLookup {
  const tab = (name: string) => (name === UNITS_TAB.name ? undefined : readTabRows(spreadsheet, name));
  return supplyLookupFor(readState(stateTabs(tab, 0)).state);
}
