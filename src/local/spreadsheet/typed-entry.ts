/**
 * What happens when a person types into one cell in the Sheets UI (emulation only), and the check it makes,
 * which a script's Range write shares (validation-guard.ts): a rule set to reject invalid input
 * (setAllowInvalid(false)) refuses the entry and the cell keeps what it held; a rule that only warns keeps it
 * and marks it invalid. A blank entry always passes: clearing a cell is never refused.
 */
import type { CellValue, RangeService } from '../../gas/services';
import { readDisplayValues, readValues } from './cells';
import type { ValidationRule } from './data-validation';
import { isGridRefHolder, type SheetModel } from './model';
import { ValidationRefusal } from './validation-refusal';

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

/** A dropdown's choices read once per rule for the cells of one check. */
export type ChoicesCache = Map<ValidationRule, string[] | null>;

function cachedChoices(rule: ValidationRule, cache: ChoicesCache): string[] | null {
  if (!cache.has(rule)) cache.set(rule, dropdownChoices(rule));
  return cache.get(rule) ?? null;
}

/** Whether what the cell now holds meets the rule: a dropdown compares the text the cell shows. */
function meets(rule: ValidationRule, value: CellValue, shown: string, cache: ChoicesCache): boolean {
  const choices = cachedChoices(rule, cache);
  if (choices !== null) return choices.includes(shown);
  if (rule.criteria === 'NUMBER_BETWEEN')
    return typeof value === 'number' && value >= Number(rule.values[0]) && value <= Number(rule.values[1]);
  if (rule.criteria === 'CHECKBOX') return typeof value === 'boolean';
  return true;
}

/** What the rule tells a person: its help text, else Sheets' default; a dropdown's choices besides. */
function helpFor(rule: ValidationRule, cache: ChoicesCache): string {
  const help = rule.helpText.trim() !== '' ? rule.helpText.trim() : defaultHelp(rule);
  const choices = cachedChoices(rule, cache);
  if (choices === null || choices.length === 0) return help;
  const listed = choices.slice(0, LISTED_CHOICES).join(', ');
  return `${help} The dropdown offers: ${listed}${choices.length > LISTED_CHOICES ? ', …' : ''}.`;
}

/**
 * Why the cell, as the model holds it now, breaks its rule (help text first, as Sheets shows on an invalid
 * cell), or null when it has no rule, is blank or meets it. Reads the model: no counted call, no
 * recalculation (the caller brings formula results up to date when it matters).
 */
export function brokenRule(
  sheet: SheetModel,
  row: number,
  col: number,
  cache: ChoicesCache = new Map(),
): string | null {
  const rule = sheet.cell(row, col)?.validation;
  if (!rule) return null;
  const at = { row, col, numRows: 1, numCols: 1 };
  const shown = readDisplayValues(sheet, at)[0][0];
  if (shown === '') return null;
  const value = readValues(sheet, at, (ms) => new Date(ms))[0][0];
  return meets(rule, value, shown, cache) ? null : helpFor(rule, cache);
}

/** brokenRule for the range's top-left cell, its formula results brought up to date first. */
export function invalidCell(range: RangeService): string | null {
  if (!isGridRefHolder(range)) throw new Error('The range must come from the emulated SpreadsheetApp.');
  const { sheet, rect } = range.gridRef();
  if (!sheet.cell(rect.row, rect.col)?.validation) return null;
  range.getDisplayValue();
  return brokenRule(sheet, rect.row, rect.col);
}

/**
 * Types `text` into the range's top-left cell as a person would. The entry is stored as typed input (a
 * formula is checked by its result), then checked; a refused entry is taken back, leaving the cell's
 * content exactly as before. With strict validation the write itself refuses (and takes the entry back).
 */
export function typeIntoCell(range: RangeService, text: string): TypedEntry {
  if (!isGridRefHolder(range)) throw new Error('The range must come from the emulated SpreadsheetApp.');
  const { sheet, rect } = range.gridRef();
  const before = sheet.cell(rect.row, rect.col);
  const held = { value: before?.value, formula: before?.formula };
  try {
    range.setValue(text);
  } catch (error) {
    if (!(error instanceof ValidationRefusal)) throw error;
    return { kind: 'refused', message: `${error.message} ${error.help}` };
  }
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
