import { CAMPAIGN_SETTINGS } from '../ledger/settings';
import { CAMPAIGN_TURN_NAME, ColumnSpec, LEDGER_VERSION_NAME, PLAYERS_TAB } from '../ledger/schema';
import { columnLetter, missingSettings, normaliseHeader, planSetup, TabPlan } from '../ledger/setup-plan';
import { UNDO_TAB } from '../ledger/snapshot';
import { ensurePlayerTab } from './player-tabs';
import { rulesetNames } from './rulesets';
import { DataValidationService, SheetService, SpreadsheetAppService, SpreadsheetService } from './services';

/**
 * Campaign -> Set up ledger: creates the tabs of a Campaign System v4.2 ledger, or adds what is missing to
 * an existing one. It never removes, renames, reorders or overwrites anything a moderator made, and its
 * service calls per tab are constant, however many rows the tabs hold.
 * Returns the changes made, one sentence each (empty when the ledger was already complete).
 */
export function setUpLedger(
  app: SpreadsheetAppService,
  spreadsheet: SpreadsheetService,
  mismatch: (sheetNames: string[]) => string | null = () => null,
): string[] {
  const sheets = spreadsheet.getSheets();
  const present = sheets.map((sheet) => ({ name: sheet.getName(), headers: headerRow(sheet) }));
  // Another ruleset's tabs under this Ruleset (issue 14): refused before anything is written.
  const refused = mismatch(present.map((tab) => tab.name));
  if (refused) throw new Error(refused);
  const plan = planSetup(present);
  const byName = new Map(sheets.map((sheet) => [sheet.getName().trim().toLowerCase(), sheet]));
  const sheetFor = (tab: TabPlan): SheetService =>
    byName.get(tab.spec.name.toLowerCase()) ??
    spreadsheet.insertSheet(tab.spec.name, spreadsheet.getSheets().length);

  const tabs = plan.tabs.map((tab) => ({ tab, sheet: sheetFor(tab) }));
  const players = tabs.find(({ tab }) => tab.spec.name === PLAYERS_TAB.name);
  const playerNames = players ? playerNameRange(players.sheet, players.tab) : null;
  const changes = [...plan.changes];

  for (const { tab, sheet } of tabs) {
    if (tab.addColumns.length === 0) continue;
    addColumns(app, sheet, tab, playerNames);
    if (tab.create) sheet.setFrozenRows(1);
  }
  const campaign = tabs.find(({ tab }) => tab.spec.name === 'Campaign');
  if (campaign) {
    const settings = addMissingSettings(campaign.sheet, campaign.tab);
    changes.push(...settings.changes);
    if (settings.added.includes('Ruleset'))
      rulesetDropdown(app, campaign.sheet, campaign.tab, settings.rowOf);
    changes.push(...nameSettingCells(spreadsheet, campaign.sheet, campaign.tab, settings.rowOf));
  }
  if (players) changes.push(...addPlayerTabs(spreadsheet, players.sheet, players.tab));
  changes.push(...addUndoTab(spreadsheet));
  changes.push(...removeEmptyDefaultSheet(spreadsheet, new Set(plan.tabs.map((tab) => tab.spec.name))));
  return changes;
}

function headerRow(sheet: SheetService): string[] {
  const width = sheet.getLastColumn();
  if (width === 0) return [];
  return sheet
    .getRange(1, 1, 1, width)
    .getValues()[0]
    .map((cell) => (cell === null || cell === undefined ? '' : String(cell)));
}

/** The Players tab's name column from row 2 down: the source of every player dropdown. */
function playerNameRange(sheet: SheetService, tab: TabPlan) {
  const column = tab.columnIndex.get(PLAYERS_TAB.columns[0].header) ?? 1;
  return sheet.getRange(2, column, Math.max(sheet.getMaxRows() - 1, 1), 1);
}

function ensureColumns(sheet: SheetService, needed: number): void {
  const have = sheet.getMaxColumns();
  if (needed > have) sheet.insertColumnsAfter(have, needed - have);
}

const TEXT_WIDTH = 150;
const VALUE_WIDTH = 90;

/** Adds the plan's columns: headers with their notes in one write each, then per column its format,
 * dropdown or formula (one call each, whatever the number of rows). */
function addColumns(
  app: SpreadsheetAppService,
  sheet: SheetService,
  tab: TabPlan,
  playerNames: ReturnType<typeof playerNameRange> | null,
): void {
  const added = tab.addColumns;
  const first = added[0].index;
  const last = added[added.length - 1].index;
  ensureColumns(sheet, last);
  // Added columns are contiguous at the right of the existing header row.
  const header = sheet.getRange(1, first, 1, last - first + 1);
  header.setValues([added.map(({ column }) => column.header)]);
  header.setNotes([added.map(({ column }) => column.note)]);
  header.setFontWeight('bold');

  const letterOf = (name: string): string => columnLetter(tab.columnIndex.get(name) ?? 0);
  const bodyRows = Math.max(sheet.getMaxRows() - 1, 1);
  for (const { column, index } of added) {
    sheet.setColumnWidth(index, column.width ?? (column.text && !column.formula ? TEXT_WIDTH : VALUE_WIDTH));
    const body = sheet.getRange(2, index, bodyRows, 1);
    if (column.text) body.setNumberFormat('@');
    const rule = validationFor(app, column, playerNames);
    if (rule) body.setDataValidation(rule);
    if (column.formula) sheet.getRange(2, index).setFormula(column.formula(letterOf));
  }
}

function validationFor(
  app: SpreadsheetAppService,
  column: ColumnSpec,
  playerNames: ReturnType<typeof playerNameRange> | null,
): DataValidationService | null {
  if (!column.choices) return null;
  const builder = app.newDataValidation().setAllowInvalid(false).setHelpText(column.note);
  if (column.choices === 'players') {
    return playerNames ? builder.requireValueInRange(playerNames, true).build() : null;
  }
  return builder.requireValueInList([...column.choices], true).build();
}

/** Appends the Campaign settings rows that are missing, in one write; returns each setting's row. */
function addMissingSettings(
  sheet: SheetService,
  tab: TabPlan,
): { changes: string[]; rowOf: Map<string, number>; added: string[] } {
  const nameColumn = tab.columnIndex.get('Setting') ?? 1;
  const lastRow = sheet.getLastRow();
  const names =
    lastRow < 2
      ? []
      : sheet
          .getRange(2, nameColumn, lastRow - 1, 1)
          .getValues()
          .map((row) => String(row[0] ?? ''));
  const rowOf = new Map<string, number>();
  names.forEach((name, i) => {
    if (!rowOf.has(normaliseHeader(name))) rowOf.set(normaliseHeader(name), i + 2);
  });
  const missing = missingSettings(names);
  if (missing.length === 0) return { changes: [], rowOf, added: [] };
  const width = Math.max(...[...tab.columnIndex.values()]);
  const rows = missing.map((setting) => {
    const row: unknown[] = new Array(width).fill('');
    row[nameColumn - 1] = setting.name;
    row[(tab.columnIndex.get('Value') ?? 2) - 1] = setting.defaultValue;
    row[(tab.columnIndex.get('About') ?? 3) - 1] = setting.about;
    return row;
  });
  const start = Math.max(lastRow, 1) + 1;
  sheet.getRange(start, 1, rows.length, width).setValues(rows);
  missing.forEach((setting, i) => rowOf.set(normaliseHeader(setting.name), start + i));
  const all = missing.length === CAMPAIGN_SETTINGS.length;
  return {
    changes: [
      all ? 'Filled the Campaign settings.' : `Added settings: ${missing.map((s) => s.name).join(', ')}.`,
    ],
    rowOf,
    added: missing.map((s) => s.name),
  };
}

/** The Ruleset value cell as a dropdown of the registered books (issue 14), when set-up writes that row. */
function rulesetDropdown(
  app: SpreadsheetAppService,
  sheet: SheetService,
  tab: TabPlan,
  rowOf: ReadonlyMap<string, number>,
): void {
  const row = rowOf.get(normaliseHeader('Ruleset'));
  if (row === undefined) return;
  const rule = app
    .newDataValidation()
    .setAllowInvalid(false)
    .setHelpText('The rule book this ledger plays; fixed once the campaign holds data.')
    .requireValueInList(rulesetNames(), true)
    .build();
  sheet.getRange(row, tab.columnIndex.get('Value') ?? 2).setDataValidation(rule);
}

/** Campaign settings whose value cell formulas read by name: supply formulas take the Ledger version as their
 * last argument, =CITY_INCOME the Turn. */
const NAMED_SETTINGS: readonly { readonly setting: string; readonly name: string }[] = [
  { setting: 'Ledger version', name: LEDGER_VERSION_NAME },
  { setting: 'Turn', name: CAMPAIGN_TURN_NAME },
];

/** Names each value cell in NAMED_SETTINGS that is not named yet (a ledger set up before gets the new names). */
function nameSettingCells(
  spreadsheet: SpreadsheetService,
  sheet: SheetService,
  tab: TabPlan,
  rowOf: ReadonlyMap<string, number>,
): string[] {
  const changes: string[] = [];
  for (const { setting, name } of NAMED_SETTINGS) {
    if (spreadsheet.getRangeByName(name)) continue;
    const row = rowOf.get(normaliseHeader(setting));
    if (row === undefined) continue;
    spreadsheet.setNamedRange(name, sheet.getRange(row, tab.columnIndex.get('Value') ?? 2));
    changes.push(`Named the Campaign tab's ${setting} cell ${name}.`);
  }
  return changes;
}

/** One tab per player on the Players tab, for their receipts (and, later, their view). */
function addPlayerTabs(spreadsheet: SpreadsheetService, sheet: SheetService, tab: TabPlan): string[] {
  const last = sheet.getLastRow();
  if (last < 2) return [];
  const column = tab.columnIndex.get(PLAYERS_TAB.columns[0].header) ?? 1;
  const names = sheet
    .getRange(2, column, last - 1, 1)
    .getValues()
    .map((row) => String(row[0] ?? '').trim())
    .filter((name) => name !== '');
  const made = names.filter((name) => ensurePlayerTab(spreadsheet, name));
  return made.length > 0 ? [`Created player tabs for ${made.join(', ')}.`] : [];
}

/** The hidden tab that keeps the pre-turn ledger for Undo last turn. */
function addUndoTab(spreadsheet: SpreadsheetService): string[] {
  if (spreadsheet.getSheetByName(UNDO_TAB)) return [];
  const sheet = spreadsheet.insertSheet(UNDO_TAB, spreadsheet.getSheets().length);
  sheet.getRange(1, 1, sheet.getMaxRows(), 1).setNumberFormat('@');
  sheet
    .getRange(1, 1)
    .setValue('Snapshot of the ledger before the last Resolve, for Undo last turn. Do not edit.');
  sheet.hideSheet();
  return [`Created the hidden tab ${UNDO_TAB} (it keeps the ledger before each Resolve, for Undo).`];
}

/** A new spreadsheet's empty "Sheet1" only gets in the way; delete it when it holds nothing at all. */
function removeEmptyDefaultSheet(spreadsheet: SpreadsheetService, ledgerTabs: ReadonlySet<string>): string[] {
  const sheet = spreadsheet.getSheetByName('Sheet1');
  if (!sheet || ledgerTabs.has('Sheet1') || sheet.getLastRow() > 0 || sheet.getLastColumn() > 0) return [];
  spreadsheet.deleteSheet(sheet);
  return ['Removed the empty tab Sheet1.'];
}
