import { isDate } from './custom-functions';

/**
 * Cells as setValues input that recreates them exactly. setValues reads a string the way Sheets reads typing:
 * `=…` becomes a formula, `'…` loses its apostrophe, `12` or `TRUE` become a number or a boolean, `Jan 5` may
 * become a date. Writing back what getValues returned would turn a moderator's literal text into formulas and
 * flatten their formulas, so a cell is written back as its formula, or as its text made literal.
 */

/** The plain-text number format: strings are stored as they are, never parsed. */
export const TEXT_FORMAT = '@';

/** Whether setValues could store this string as something other than this very text. */
export function reinterpretable(value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false;
  return /^[\s=+'-]/.test(value) || /\d/.test(value) || /^(true|false)$/i.test(value.trim());
}

/** The input that recreates a cell: its formula if it has one; its text kept literal; other values as they are. */
export function cellInput(value: unknown, formula: string, format: string | undefined): unknown {
  if (formula !== '') return formula;
  if (isDate(value) || !reinterpretable(value)) return value ?? '';
  return format === TEXT_FORMAT ? value : `'${String(value)}`;
}
