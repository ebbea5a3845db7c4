import {
  ARMIES_TAB,
  CITIES_TAB,
  DIPLOMACY_TAB,
  MAP_TAB,
  PLAYERS_TAB,
  STRUCTURES_TAB,
  UNITS_TAB,
  LEDGER_VERSION_NAME,
} from '../ledger/schema';
import { versionAfterEdit } from '../ledger/ledger-version';

/** The tabs the supply formulas read: an edit to any of them must recompute supply. */
const SUPPLY_INPUT_TABS = new Set(
  [PLAYERS_TAB, DIPLOMACY_TAB, MAP_TAB, CITIES_TAB, ARMIES_TAB, UNITS_TAB, STRUCTURES_TAB].map((t) => t.name),
);

/** onEdit: Sheets only recomputes a custom function when its arguments change, so an edit to an input tab
 * moves on the version cell every supply formula takes as an argument, to one no ledger had before. */
export function bumpVersionOnEdit(event: GoogleAppsScript.Events.SheetsOnEdit): void {
  const sheet = event.range.getSheet();
  if (!SUPPLY_INPUT_TABS.has(sheet.getName())) return;
  const cell = sheet.getParent().getRangeByName(LEDGER_VERSION_NAME);
  if (!cell) return;
  const current = Number(cell.getValue());
  cell.setValue(versionAfterEdit(Number.isFinite(current) ? current : 0, Date.now()));
}
