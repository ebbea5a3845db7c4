/**
 * A cell's value as a formula reads it: for the parser, a date is its serial number and an empty cell null; a
 * custom function receives Dates (a number under a date format too, as in Sheets) and '' for an empty cell.
 * An error value reads as that FormulaError.
 */
import FormulaParser from 'fast-formula-parser';
import type { RawValue } from './custom-functions';
import { cellKey, type Computed, type SheetModel } from './model';
import { dateToSerial, isDate, isDateFormat, serialToDate, type DateFactory } from './values';

const { FormulaError } = FormulaParser;

/** The cell's current value (its formula already evaluated), as the parser or a custom function gets it. */
export function cellForFormula(
  sheet: SheetModel,
  row: number,
  col: number,
  forCustom: boolean,
  makeDate: DateFactory,
  timeZone: string,
): RawValue {
  const cell = sheet.cell(row, col);
  const found: Computed | undefined =
    cell?.formula !== undefined
      ? cell.computed
      : cell?.value !== undefined
        ? { value: cell.value, error: false }
        : sheet.spills.get(cellKey(row, col));
  if (found === undefined) return forCustom ? '' : null;
  if (found.error) return new FormulaError(String(found.value));
  const v = found.value;
  if (forCustom && typeof v === 'number' && isDateFormat(cell?.numberFormat)) {
    return makeDate(serialToDate(v, timeZone).getTime());
  }
  if (isDate(v)) return forCustom ? makeDate(v.getTime()) : dateToSerial(v, timeZone);
  return v;
}
