/**
 * What happens when a person types into one cell in the Sheets UI (emulation only). Unlike a script's
 * setValue, a person's entry meets the cell's data validation rule: a rule set to reject invalid input
 * (setAllowInvalid(false)) refuses it and the cell keeps what it held; a rule that only warns keeps it and
 * marks it invalid. A blank entry always passes: clearing a cell is never refused.
 */
import type { CellValue, RangeService } from '../../gas/services';
import { readDisplayValues } from './cells';
import type { ValidationRule } from './data-validation';
import { isGridRefHolder } from './model';

export type TypedEntry =
  | { readonly kind: 'kept' }
  /** Kept, but invalid under a rule that only warns: what Sheets shows on the cell. */
  | { readonly kind: 'warned'; readonly warning: string }
  /** Refused by a rule that rejects invalid input; the cell is as it was. */
  | { readonly kind: 'refused'; readonly message: string };

/** The most choices a message lists (a players dropdown can be long). */
const LISTED_CHOICES = 20;

/** Sheets' own words for a rule without help text. */
function defaultHelp(rule: ValidationRule): string {
  switch (rule.criteria) {
    case 'VALUE_IN_LIST':
      return 'Input must be an item on the specified list.';
    case 'VALUE_IN_RANGE':
      return 'Input must fall within specified range.';
    case 'NUMBER_BETWEEN':
      return `Input must be a number between ${String(rule.values[0])} and ${String(rule.values[1])}.`;
    case 'CHECKBOX':
      return 'Input must be TRUE or FALSE.';
    default:
      return 'Input must meet the rule set on this cell.';
  }
}

/** The choices a dropdown offers: the list, or the non-blank values shown in the source range, once each. */
export function dropdownChoices(rule: ValidationRule): string[] | null {
  if (rule.criteria === 'VALUE_IN_LIST') {
    const list = rule.values[0];
    return Array.isArray(list) ? list.map((v: unknown) => String(v)) : [];
  }
  if (rule.criteria === 'VALUE_IN_RANGE' && rule.source) {
    const shown = readDisplayValues(rule.source.sheet, rule.source.rect).flat();
    return [...new Set(shown.filter((text) => text !== ''))];
  }
  return null;
}

/** Whether what the cell now holds meets the rule: a dropdown compares the text the cell shows. */
function meets(rule: ValidationRule, value: CellValue, shown: string): boolean {
  const choices = dropdownChoices(rule);
  if (choices !== null) return choices.includes(shown);
  if (rule.criteria === 'NUMBER_BETWEEN')
    return typeof value === 'number' && value >= Number(rule.values[0]) && value <= Number(rule.values[1]);
  if (rule.criteria === 'CHECKBOX') return typeof value === 'boolean';
  return true;
}

/** What the rule tells a person: its help text, else Sheets' default; a dropdown's choices besides. */
function helpFor(rule: ValidationRule): string {
  const help = rule.helpText.trim() !== '' ? rule.helpText.trim() : defaultHelp(rule);
  const choices = dropdownChoices(rule);
  if (choices === null || choices.length === 0) return help;
  const listed = choices.slice(0, LISTED_CHOICES).join(', ');
  return `${help} The dropdown offers: ${listed}${choices.length > LISTED_CHOICES ? ', …' : ''}.`;
}

/**
 * Why the range's top-left cell, as it is now, breaks its rule (help text first, as Sheets shows on an
 * invalid cell), or null when it has no rule, is blank or meets it.
 */
export function invalidCell(range: RangeService): string | null {
  if (!isGridRefHolder(range)) throw new Error('The range must come from the emulated SpreadsheetApp.');
  const { sheet, rect } = range.gridRef();
  const rule = sheet.cell(rect.row, rect.col)?.validation;
  if (!rule) return null;
  const shown = range.getDisplayValue();
  if (shown === '' || meets(rule, range.getValue() as CellValue, shown)) return null;
  return helpFor(rule);
}

/**
 * Types `text` into the range's top-left cell as a person would. The entry is stored as typed input (a
 * formula is checked by its result), then checked; a refused entry is taken back, leaving the cell's
 * content exactly as before.
 */
export function typeIntoCell(range: RangeService, text: string): TypedEntry {
  if (!isGridRefHolder(range)) throw new Error('The range must come from the emulated SpreadsheetApp.');
  const { sheet, rect } = range.gridRef();
  const before = sheet.cell(rect.row, rect.col);
  const held = { value: before?.value, formula: before?.formula };
  range.setValue(text);
  const broken = invalidCell(range);
  if (broken === null) return { kind: 'kept' };
  if (before?.validation?.allowInvalid) return { kind: 'warned', warning: `Invalid: ${broken}` };
  const restored = sheet.ensureCell(rect.row, rect.col);
  restored.value = held.value;
  restored.formula = held.formula;
  restored.computed = undefined;
  sheet.workbook.touch();
  return {
    kind: 'refused',
    message: `The data you entered in cell ${range.getA1Notation()} violates the data validation rules set on this cell. ${broken}`,
  };
}
