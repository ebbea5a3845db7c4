import { rulesetNames } from '../rulesets';
import { RULESETS } from '../../engine/core/ruleset';
import { TEXT_FORMAT } from '../../ledger/cell-input';
import { CAMPAIGN_TAB, CAMPAIGN_TURN_NAME, ColumnSpec, LEDGER_VERSION_NAME } from '../../ledger/schema';
import { columnLetter, normaliseHeader, TabPlan } from '../../ledger/setup-plan';
import { UNDO_TAB } from '../../ledger/snapshot';
import { CAMPAIGN_SETTINGS } from '../../ledger/settings';
import { SettingRow, STAGE_CAMPAIGN_ROWS, STAGE_PLAYERS_TAB, StageRuleset } from '../../ledger/stage-ruleset';
import {
  DataValidationService,
  RangeService,
  SheetService,
  SpreadsheetAppService,
  SpreadsheetService,
} from '../services';
import { missingStageSettings, planStageSetup } from './setup-plan';

/**
 * Set up ledger for a staged ruleset: creates its tabs (Campaign first), or adds what is missing to an existing
 * ledger: headers with their notes, text columns plain text, dropdowns (the players' from the Players tab),
 * computed columns' formulas, the Campaign rows (the shared ones, then the ruleset's settings, with their
 * dropdowns) and the hidden _undo tab. It never removes, renames, reorders or overwrites anything a moderator
 * made; its calls per tab are constant, however many rows the tabs hold. Returns the changes, [] when complete.
 */
export function setUpStageLedger(
  app: SpreadsheetAppService,
  spreadsheet: SpreadsheetService,
  ruleset: StageRuleset,
): string[] {
  const wanted = new Set(ruleset.tabs.map((t) => t.name.toLowerCase()));
  const sheets = spreadsheet.getSheets();
  const byName = new Map(sheets.map((sheet) => [sheet.getName().trim().toLowerCase(), sheet]));
  const existing = [...byName]
    .filter(([name]) => wanted.has(name))
    .map(([, sheet]) => ({ name: sheet.getName(), headers: headerRow(sheet) }));
  const plan = planStageSetup(existing, ruleset.tabs);
  const tabs = plan.tabs.map((tab) => ({
    tab,
    sheet:
      byName.get(tab.spec.name.toLowerCase()) ??
      spreadsheet.insertSheet(tab.spec.name, spreadsheet.getSheets().length),
  }));
  const players = tabs.find(({ tab }) => tab.spec.name === STAGE_PLAYERS_TAB.name);
  const names = players ? playerNameRange(players.sheet, players.tab) : null;
  const changes = [...plan.changes];
  for (const { tab, sheet } of tabs) {
    if (tab.addColumns.length === 0) continue;
    addColumns(app, sheet, tab, names);
    if (tab.create) sheet.setFrozenRows(1);
    // A tab only Resolve reads and writes (a ruleset's work between stages) is made hidden.
    if (tab.create && tab.spec.hidden === true) sheet.hideSheet();
  }
  const campaign = tabs.find(({ tab }) => tab.spec.name === CAMPAIGN_TAB.name);
  if (campaign) changes.push(...addCampaignRows(app, spreadsheet, campaign.sheet, campaign.tab, ruleset));
  changes.push(...addUndoTab(spreadsheet));
  changes.push(...removeEmptyDefaultSheet(spreadsheet, wanted));
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
function playerNameRange(sheet: SheetService, tab: TabPlan): RangeService {
  const column = tab.columnIndex.get(STAGE_PLAYERS_TAB.columns[0].header) ?? 1;
  return sheet.getRange(2, column, Math.max(sheet.getMaxRows() - 1, 1), 1);
}

const TEXT_WIDTH = 150;
const VALUE_WIDTH = 90;

/** The plan's columns: headers and notes in one write each, then per column its width, format, dropdown and
 * formula (one call each, whatever the number of rows). */
function addColumns(
  app: SpreadsheetAppService,
  sheet: SheetService,
  tab: TabPlan,
  names: RangeService | null,
): void {
  const added = tab.addColumns;
  const first = added[0].index;
  const last = added[added.length - 1].index;
  const have = sheet.getMaxColumns();
  if (last > have) sheet.insertColumnsAfter(have, last - have);
  const header = sheet.getRange(1, first, 1, last - first + 1);
  header.setValues([added.map(({ column }) => column.header)]);
  header.setNotes([added.map(({ column }) => column.note)]);
  header.setFontWeight('bold');
  const letterOf = (name: string): string => columnLetter(tab.columnIndex.get(name) ?? 0);
  const bodyRows = Math.max(sheet.getMaxRows() - 1, 1);
  for (const { column, index } of added) {
    sheet.setColumnWidth(index, column.width ?? (column.text && !column.formula ? TEXT_WIDTH : VALUE_WIDTH));
    const body = sheet.getRange(2, index, bodyRows, 1);
    if (column.text) body.setNumberFormat(TEXT_FORMAT);
    const rule = validationFor(app, column.choices, column.note, names);
    if (rule) body.setDataValidation(rule);
    if (column.formula) sheet.getRange(2, index).setFormula(column.formula(letterOf));
  }
}

function validationFor(
  app: SpreadsheetAppService,
  choices: ColumnSpec['choices'],
  help: string,
  names: RangeService | null,
): DataValidationService | null {
  if (!choices) return null;
  const builder = app.newDataValidation().setAllowInvalid(false).setHelpText(help);
  if (choices === 'players') return names ? builder.requireValueInRange(names, true).build() : null;
  return builder.requireValueInList([...choices], true).build();
}

/** The row whose value cell computed columns take as their last argument, so Sheets recomputes them. */
export const LEDGER_VERSION_ROW: SettingRow = {
  setting: 'Ledger version',
  value: 1,
  about: 'Moved by every Resolve and Undo, so computed columns recompute. Do not edit.',
};

/** Whether a computed column of the ruleset reads the Ledger version named cell. */
function readsLedgerVersion(ruleset: StageRuleset): boolean {
  return ruleset.tabs.some((t) =>
    t.columns.some((c) => c.formula !== undefined && c.formula(() => 'A').includes(LEDGER_VERSION_NAME)),
  );
}

/**
 * Every Campaign row the ledger needs: the shared ones, then the ruleset's (Ruleset filled with its name and a
 * dropdown of the registered books, as CS42's set-up makes it).
 */
function campaignRows(ruleset: StageRuleset): SettingRow[] {
  const name = RULESETS.find((r) => r.id === ruleset.id)?.name ?? ruleset.id;
  const version = readsLedgerVersion(ruleset) ? [LEDGER_VERSION_ROW] : [];
  return [...STAGE_CAMPAIGN_ROWS, ...ruleset.settings, ...version].map((row) =>
    normaliseHeader(row.setting) === 'ruleset' ? { ...row, value: name, choices: rulesetNames() } : row,
  );
}

/** Campaign value cells that formulas read by name. */
const NAMED_SETTINGS: readonly { readonly setting: string; readonly name: string }[] = [
  { setting: LEDGER_VERSION_ROW.setting, name: LEDGER_VERSION_NAME },
  { setting: 'Turn', name: CAMPAIGN_TURN_NAME },
];

/** Appends the Campaign rows that are missing in one write, and a dropdown on each added Value with choices. */
function addCampaignRows(
  app: SpreadsheetAppService,
  spreadsheet: SpreadsheetService,
  sheet: SheetService,
  tab: TabPlan,
  ruleset: StageRuleset,
): string[] {
  const nameColumn = tab.columnIndex.get('Setting') ?? 1;
  const valueColumn = tab.columnIndex.get('Value') ?? 2;
  const aboutColumn = tab.columnIndex.get('About') ?? 3;
  const lastRow = sheet.getLastRow();
  const width = Math.max(...tab.columnIndex.values());
  const rowsRead = lastRow < 2 ? [] : sheet.getRange(2, 1, lastRow - 1, width).getValues();
  const names = rowsRead.map((row) => String(row[nameColumn - 1] ?? ''));
  const all = campaignRows(ruleset);
  const aboutFixed = rulesetAbout(sheet, rowsRead, names, aboutColumn);
  const missing = missingStageSettings(names, all);
  const rowOf = (setting: string): number => {
    const at = names.findIndex((n) => normaliseHeader(n) === normaliseHeader(setting));
    if (at >= 0) return at + 2;
    const added = missing.findIndex((m) => normaliseHeader(m.setting) === normaliseHeader(setting));
    return added >= 0 ? Math.max(lastRow, 1) + 1 + added : -1;
  };
  const named = (): string[] =>
    NAMED_SETTINGS.filter(({ setting, name }) => rowOf(setting) > 0 && !spreadsheet.getRangeByName(name)).map(
      ({ setting, name }) => {
        spreadsheet.setNamedRange(name, sheet.getRange(rowOf(setting), valueColumn));
        return `Named the Campaign tab's ${setting} cell ${name}.`;
      },
    );
  if (missing.length === 0) return [...aboutFixed, ...named()];
  const rows = missing.map((setting) => {
    const row: unknown[] = new Array(width).fill('');
    row[nameColumn - 1] = setting.setting;
    row[valueColumn - 1] = setting.value;
    row[aboutColumn - 1] = setting.about;
    return row;
  });
  const start = Math.max(lastRow, 1) + 1;
  const have = sheet.getMaxRows();
  const end = start + rows.length - 1;
  if (end > have) sheet.insertRowsAfter(have, end - have);
  sheet.getRange(start, 1, rows.length, width).setValues(rows);
  missing.forEach((setting, i) => {
    const rule = validationFor(app, setting.choices, setting.about, null);
    if (rule) sheet.getRange(start + i, valueColumn).setDataValidation(rule);
  });
  return [
    missing.length === all.length
      ? 'Filled the Campaign settings.'
      : `Added settings: ${missing.map((s) => s.setting).join(', ')}.`,
    ...aboutFixed,
    ...named(),
  ];
}

/**
 * The Ruleset row's About, when it is blank or Campaign System's (a ledger set up for it first, or made by the
 * playground's book switch), says what a staged book's row means; a moderator's own words are kept.
 */
function rulesetAbout(
  sheet: SheetService,
  rowsRead: readonly (readonly unknown[])[],
  names: readonly string[],
  aboutColumn: number,
): string[] {
  const at = names.findIndex((n) => normaliseHeader(n) === normaliseHeader('Ruleset'));
  const about = STAGE_CAMPAIGN_ROWS.find((r) => r.setting === 'Ruleset')?.about ?? '';
  if (at < 0 || about === '') return [];
  const now = String(rowsRead[at]?.[aboutColumn - 1] ?? '').trim();
  const cs42 = CAMPAIGN_SETTINGS.find((r) => r.name === 'Ruleset')?.about ?? '';
  if (now !== '' && now !== cs42) return [];
  sheet.getRange(at + 2, aboutColumn).setValue(about);
  return ["Wrote the Campaign tab's Ruleset About."];
}

/** The hidden tab that keeps the ledger before the last Resolve of a stage, for Undo. */
function addUndoTab(spreadsheet: SpreadsheetService): string[] {
  if (spreadsheet.getSheetByName(UNDO_TAB)) return [];
  const sheet = spreadsheet.insertSheet(UNDO_TAB, spreadsheet.getSheets().length);
  sheet.getRange(1, 1, sheet.getMaxRows(), 2).setNumberFormat(TEXT_FORMAT);
  sheet.getRange(1, 1).setValue('Snapshot of the ledger before the last Resolve, for Undo. Do not edit.');
  sheet.hideSheet();
  return [`Created the hidden tab ${UNDO_TAB} (it keeps the ledger before each Resolve, for Undo).`];
}

/** A new spreadsheet's empty "Sheet1" only gets in the way; deleted when it holds nothing at all. */
function removeEmptyDefaultSheet(spreadsheet: SpreadsheetService, ledgerTabs: ReadonlySet<string>): string[] {
  const sheet = spreadsheet.getSheetByName('Sheet1');
  if (!sheet || ledgerTabs.has('sheet1') || sheet.getLastRow() > 0 || sheet.getLastColumn() > 0) return [];
  spreadsheet.deleteSheet(sheet);
  return ['Removed the empty tab Sheet1.'];
}
