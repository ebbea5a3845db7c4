import { readState, stateTabs } from '../ledger/read-state';
import { SupplyLookup, supplyLookupFor } from '../ledger/supply-lookup';
import {
  ARMIES_TAB,
  CITIES_TAB,
  DIPLOMACY_TAB,
  MAP_TAB,
  PLAYERS_TAB,
  STRUCTURES_TAB,
} from '../ledger/schema';
import { readTabValues } from './ledger-io';
import { SpreadsheetService } from './services';

/**
 * The supply custom functions' view of the active ledger, read once per call (a custom function over a whole
 * column is one call): the tabs supply depends on, each with getSheetByName + getSheetValues; Units are not read
 * (enemy settlers, engineers and scouts never block supply, RULINGS 11). Rows with bad cells are left out, as
 * the resolver leaves them out; Campaign → Check ledger names them.
 *
 * Why whole tabs and not only the columns supply uses (counted at the huge size, 48 players on a 99x99 map):
 * whole tabs cost 13 calls and 105,052 cells; exactly the input columns need each tab's last row first, 25 calls
 * for about 99,600 cells; whole-column spans (`A:F`) 19 calls but 111,194 cells, as they run to the sheet's
 * last row. The Map is most of it and supply needs nearly all of its columns, so the fewest calls wins.
 */
/** The tabs supply depends on; no other is read (Battles, say, only tell which armies keep a truce). */
const SUPPLY_TABS: ReadonlySet<string> = new Set(
  [PLAYERS_TAB, DIPLOMACY_TAB, MAP_TAB, CITIES_TAB, ARMIES_TAB, STRUCTURES_TAB].map((t) => t.name),
);

export function supplyLookup(spreadsheet: SpreadsheetService): SupplyLookup {
  const tab = (name: string) => (SUPPLY_TABS.has(name) ? readTabValues(spreadsheet, name) : undefined);
  return supplyLookupFor(readState(stateTabs(tab, 0)).state);
}
