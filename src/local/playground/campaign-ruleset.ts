import { RULESETS, rulesetByName, type RulesetInfo } from '../../engine/core/ruleset';
import { CAMPAIGN_SETTINGS } from '../../ledger/settings';
import { STAGE_CAMPAIGN_ROWS } from '../../ledger/stage-ruleset';
import type { Emulation } from '../emulation';
import type { EmulatedSpreadsheet } from '../spreadsheet';
import { LedgerError } from './ledger-error';

/** The Campaign tab's Ruleset row: which book a ledger plays, read and written as a person would. */

/** The book a name or alias (e.g. `me`) names; refused naming the registered ones. */
export function bookNamed(ruleset: string): RulesetInfo {
  const book = rulesetByName(ruleset);
  if (!book)
    throw new LedgerError(
      `'${ruleset}' is not a rule book: write one of ${RULESETS.map((r) => `${r.id} (${r.name})`).join(', ')}`,
    );
  return book;
}

/** The Ruleset row's About as Set up ledger writes it for that book. */
function rulesetAbout(book: RulesetInfo): string {
  const of =
    book.id === 'cs42'
      ? CAMPAIGN_SETTINGS.find((r) => r.name === 'Ruleset')?.about
      : STAGE_CAMPAIGN_ROWS.find((r) => r.setting === 'Ruleset')?.about;
  return of ?? '';
}

/** A new Campaign tab holding only the Ruleset row, so set-up makes that book's ledger. */
export function writeRulesetRow(spreadsheet: EmulatedSpreadsheet, book: RulesetInfo): void {
  spreadsheet
    .insertSheet('Campaign')
    .getRange(1, 1, 2, 3)
    .setValues([
      ['Setting', 'Value', 'About'],
      ['Ruleset', book.name, rulesetAbout(book)],
    ]);
}

/** The rule book the Campaign tab's Ruleset cell names (blank or unknown: Campaign System v4.2). */
export function bookOf(emulation: Emulation, spreadsheet: EmulatedSpreadsheet): RulesetInfo {
  const values = emulation.world.calls.uncounted(
    () => spreadsheet.getSheetByName('Campaign')?.getDataRange().getValues() ?? [],
  );
  const row = values.find((r) => String(r[0]).trim().toLowerCase() === 'ruleset');
  return rulesetByName(String(row?.[1] ?? '')) ?? RULESETS[0];
}

/**
 * Empties the workbook for a new demo (not counted: the playground's control, not the script): every
 * document property deleted and every tab but a new Campaign tab holding `book`'s Ruleset row.
 */
export function clearForBook(
  emulation: Emulation,
  spreadsheet: EmulatedSpreadsheet,
  book: RulesetInfo,
): void {
  emulation.world.calls.uncounted(() => {
    const props = emulation.services.PropertiesService.getDocumentProperties();
    for (const key of props.getKeys()) props.deleteProperty(key);
    const blank = spreadsheet.insertSheet('Sheet1 (new)');
    for (const sheet of spreadsheet.getSheets())
      if (sheet.getName() !== blank.getName()) spreadsheet.deleteSheet(sheet);
    writeRulesetRow(spreadsheet, book);
    spreadsheet.deleteSheet(blank);
  });
}
