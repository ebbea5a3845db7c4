import {
  ARMIES_TAB,
  CITIES_TAB,
  DIPLOMACY_TAB,
  MAP_TAB,
  PLAYERS_TAB,
  STRUCTURES_TAB,
  UNITS_TAB,
  LEDGER_VERSION_NAME,
  CAMPAIGN_TAB,
  LOG_TAB,
  LEDGER_TABS,
} from '../ledger/schema';
import { versionAfterEdit } from '../ledger/ledger-version';
import { STAGE_SHARED_TABS } from '../ledger/stage-ruleset';
import { cellText } from '../ledger/tab';
import {
  activeRuleset,
  REGISTERED,
  type RegisteredRuleset,
  rulesetCell,
  settingCell,
  tabNamesOf,
} from './rulesets';
import { SheetService, SpreadsheetService } from './services';

/**
 * The tabs the version-taking formulas read: an edit to any of them must recompute them. Campaign System
 * v4.2's supply inputs, and each staged ruleset's own tabs (its custom functions take the version too) but
 * for names a CS42 ledger has too (Battles), whose edits bump nothing there as before.
 */
const VERSION_INPUT_TABS = new Set([
  ...[PLAYERS_TAB, DIPLOMACY_TAB, MAP_TAB, CITIES_TAB, ARMIES_TAB, UNITS_TAB, STRUCTURES_TAB].map(
    (t) => t.name,
  ),
  ...REGISTERED.flatMap((r) =>
    r.kind === 'stages'
      ? r.ruleset.tabs
          .filter((t) => !STAGE_SHARED_TABS.includes(t) && !LEDGER_TABS.some((cs42) => cs42.name === t.name))
          .map((t) => t.name)
      : [],
  ),
]);

/** onEdit: the ledger version moves on for an input tab; a change of the Ruleset cell is checked. */
export function onLedgerEdit(event: GoogleAppsScript.Events.SheetsOnEdit): void {
  const sheet = event.range.getSheet();
  const name = sheet.getName();
  if (name === CAMPAIGN_TAB.name) guardRulesetEdit(event, sheet);
  else bumpVersion(sheet, name);
}

/** Sheets only recomputes a custom function when its arguments change, so an edit to an input tab moves on
 * the version cell every such formula takes as an argument, to one no ledger had before. */
function bumpVersion(sheet: SheetService, name: string): void {
  if (!VERSION_INPUT_TABS.has(name)) return;
  const cell = sheet.getParent().getRangeByName(LEDGER_VERSION_NAME);
  if (!cell) return;
  const current = Number(cell.getValue());
  cell.setValue(versionAfterEdit(Number.isFinite(current) ? current : 0, Date.now()));
}

/** Tabs whose rows are not the campaign's play: who plays, and the log of what happened. */
const NOT_PLAY = new Set([CAMPAIGN_TAB.name, PLAYERS_TAB.name, LOG_TAB.name]);

/**
 * What shows that the ledger holds a campaign of `entry`: past turn 1, or a row on one of its rule tabs or
 * the Orders tab. Empty when it holds none (the Ruleset may then change).
 */
export function campaignHeld(
  spreadsheet: SpreadsheetService,
  entry: RegisteredRuleset,
  campaign: readonly (readonly unknown[])[],
): string[] {
  const found: string[] = [];
  const turn = Number(settingCell(campaign, 'Turn')?.value);
  if (Number.isFinite(turn) && turn > 1) found.push(`it is at turn ${turn}`);
  const withRows = tabNamesOf(entry)
    .filter((tab) => !NOT_PLAY.has(tab))
    .filter((tab) => holdsRows(spreadsheet.getSheetByName(tab)));
  if (withRows.length > 0) found.push(`rows on ${withRows.join(', ')}`);
  return found;
}

/** A row below the header with its first cell filled (row 2 of a new tab may hold only column formulas). */
function holdsRows(sheet: SheetService | null): boolean {
  const last = sheet?.getLastRow() ?? 0;
  if (!sheet || last < 2) return false;
  return sheet
    .getRange(2, 1, last - 1, 1)
    .getValues()
    .some((row) => cellText(row[0]).trim() !== '');
}

/**
 * The Ruleset cell changed by hand: on a ledger that holds a campaign the change is refused and the cell put
 * back (event.oldValue), with a message saying why. Any other Campaign edit bumps nothing (as before).
 */
function guardRulesetEdit(event: GoogleAppsScript.Events.SheetsOnEdit, sheet: SheetService): void {
  const range = event.range;
  if (range.getNumRows() !== 1 || range.getNumColumns() !== 1) return;
  const values = sheet.getSheetValues(1, 1, -1, -1);
  const cell = rulesetCell(values);
  if (!cell || cell.a1 !== range.getA1Notation()) return;
  const before = cellText(event.oldValue ?? '');
  let old: RegisteredRuleset;
  const oldValues = values.map((row, i) => (i + 1 === cell.row ? withValue(row, cell.column, before) : row));
  try {
    old = activeRuleset(oldValues);
  } catch {
    return; // the old value named no registered book: nothing was played under it
  }
  const now = rulesetOrNull(values);
  if (now && now.id === old.id) return;
  const held = campaignHeld(sheet.getParent(), old, values);
  if (held.length === 0) return;
  range.setValue(before);
  sheet
    .getParent()
    .toast(
      `This ledger holds a ${old.info.name} campaign (${held.join('; ')}): its Ruleset cannot change, so ` +
        `${CAMPAIGN_TAB.name}!${cell.a1} was put back to '${before || old.info.name}'. Start another book in a new spreadsheet.`,
      'Ruleset',
    );
}

/** A copy of a row with the cell in `column` (1-based) replaced. */
function withValue(row: readonly unknown[], column: number, value: string): unknown[] {
  const copy = [...row];
  copy[column - 1] = value;
  return copy;
}

function rulesetOrNull(values: readonly (readonly unknown[])[]): RegisteredRuleset | null {
  try {
    return activeRuleset(values);
  } catch {
    return null;
  }
}
