/**
 * One cell between the model and exceljs: value or formula (with its last result cached so LibreOffice and
 * Excel show values without recalculating), note, number format, bold, background, wrap and validation.
 */
import type ExcelJS from 'exceljs';
import type { CellValue } from '../../gas/services';
import { absoluteA1 } from './a1';
import type { ValidationRule } from './data-validation';
import type { Cell, Computed, SheetModel } from './model';
import { isDate } from './values';

/** Format given to a Date written without one, so it reads back as a Date; dropped again on load. */
export const IMPLICIT_DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const EXCEL_ERRORS = new Set(['#N/A', '#REF!', '#NAME?', '#DIV/0!', '#NULL!', '#VALUE!', '#NUM!']);
type ExcelError = ExcelJS.CellErrorValue['error'];

function isExcelError(code: string): code is ExcelError {
  return EXCEL_ERRORS.has(code);
}

function cachedResult(computed: Computed | undefined): ExcelJS.CellFormulaValue['result'] {
  if (!computed) return undefined;
  const { value } = computed;
  if (computed.error) {
    const code = String(value);
    return isExcelError(code) ? { error: code } : code;
  }
  return value;
}

function listFormula(values: readonly string[]): string {
  return `"${values.map((v) => v.replace(/"/g, '""')).join(',')}"`;
}

/** The name a sheet has inside the .xlsx (Excel forbids some names Sheets allows). */
export type XlsxSheetName = (sheet: SheetModel) => string;

export function validationToExcel(
  rule: ValidationRule,
  nameOf: XlsxSheetName,
): ExcelJS.DataValidation | undefined {
  const common = {
    allowBlank: true,
    showErrorMessage: !rule.allowInvalid,
    showInputMessage: rule.helpText !== '',
    ...(rule.helpText !== '' ? { prompt: rule.helpText } : {}),
  };
  switch (rule.criteria) {
    case 'VALUE_IN_LIST': {
      const list = rule.values[0];
      const values = Array.isArray(list) ? list.map((v: unknown) => String(v)) : [];
      return { type: 'list', formulae: [listFormula(values)], ...common };
    }
    case 'VALUE_IN_RANGE':
      if (!rule.source) return undefined;
      return { type: 'list', formulae: [absoluteA1(nameOf(rule.source.sheet), rule.source.rect)], ...common };
    case 'NUMBER_BETWEEN':
      return { type: 'decimal', operator: 'between', formulae: [rule.values[0], rule.values[1]], ...common };
    case 'CHECKBOX':
      return { type: 'list', formulae: [listFormula(['TRUE', 'FALSE'])], ...common };
    default:
      return undefined;
  }
}

/** Writes the model cell (and what it shows) into an exceljs cell. */
export function writeCell(
  target: ExcelJS.Cell,
  cell: Cell | undefined,
  shown: Computed | undefined,
  nameOf: XlsxSheetName,
  asValues = false,
): void {
  if (cell?.formula !== undefined && asValues) {
    // An exported copy: the value the ledger computed, marked, since other programs lack its custom functions.
    const result = cachedResult(shown);
    target.value = result === undefined ? null : result;
  } else if (cell?.formula !== undefined) {
    target.value = { formula: cell.formula.slice(1), result: cachedResult(shown) };
  } else if (cell?.value !== undefined) {
    target.value = cell.value;
  } else if (shown) {
    // A spilled value: written so other programs show it; the emulator skips it on load (see meta.spills).
    const result = cachedResult(shown);
    target.value = result === undefined ? null : result;
  }
  if (!cell) return;
  const format =
    cell.numberFormat ?? (isDate(cell.value) || isDate(shown?.value) ? IMPLICIT_DATE_FORMAT : undefined);
  if (format !== undefined) target.numFmt = format;
  const computedNote =
    asValues && cell.formula !== undefined
      ? `Computed in the ledger by ${cell.formula} (a value in this exported copy).`
      : undefined;
  const note = [cell.note, computedNote].filter((n) => n !== undefined).join('\n\n');
  if (note !== '') target.note = note;
  if (cell.bold) target.font = { bold: true };
  if (cell.background !== undefined) {
    const hex = cell.background.replace(/^#/, '').toUpperCase();
    if (/^[0-9A-F]{6}$/.test(hex)) {
      target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${hex}` } };
    }
  }
  if (cell.wrap) target.alignment = { wrapText: true };
  if (cell.validation) {
    const dv = validationToExcel(cell.validation, nameOf);
    if (dv) target.dataValidation = dv;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** A literal cell value from whatever exceljs read (rich text, hyperlinks and errors become text). */
function literalFrom(value: ExcelJS.CellValue): CellValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (isDate(value)) return new Date(value.getTime());
  if (!isRecord(value)) return undefined;
  if (Array.isArray(value.richText)) {
    return value.richText.map((part: unknown) => (isRecord(part) ? String(part.text ?? '') : '')).join('');
  }
  if (typeof value.text === 'string') return value.text;
  if (typeof value.error === 'string') return value.error;
  return undefined;
}

function noteText(note: ExcelJS.Cell['note']): string | undefined {
  if (typeof note === 'string') return note === '' ? undefined : note;
  if (isRecord(note) && Array.isArray(note.texts)) {
    return note.texts.map((t: unknown) => (isRecord(t) ? String(t.text ?? '') : '')).join('');
  }
  return undefined;
}

/** Reads an exceljs cell into a model cell (validation is handled by the caller); undefined when blank. */
export function readCell(source: ExcelJS.Cell): Cell | undefined {
  const cell: Cell = {};
  const raw = source.value;
  if (isRecord(raw) && ('formula' in raw || 'sharedFormula' in raw)) {
    const formula = source.formula;
    // LibreOffice saves typed booleans as TRUE()/FALSE() formulas: read them back as the booleans they were.
    const upper = formula ? formula.replace(/\s/g, '').toUpperCase() : '';
    if (upper === 'TRUE()' || upper === 'FALSE()') cell.value = upper === 'TRUE()';
    else if (formula) cell.formula = `=${formula}`;
  } else {
    const literal = literalFrom(raw);
    if (literal !== undefined && literal !== '') cell.value = literal;
  }
  const format = source.numFmt;
  if (format && format !== 'General' && !(format === IMPLICIT_DATE_FORMAT && isDate(cell.value))) {
    cell.numberFormat = format;
  }
  const note = noteText(source.note);
  if (note !== undefined) cell.note = note;
  if (source.font?.bold) cell.bold = true;
  const fill = source.fill;
  if (fill?.type === 'pattern' && fill.pattern === 'solid') {
    const argb = fill.fgColor?.argb;
    if (typeof argb === 'string' && argb.length === 8) cell.background = `#${argb.slice(2).toLowerCase()}`;
  }
  if (source.alignment?.wrapText) cell.wrap = true;
  return Object.keys(cell).length === 0 ? undefined : cell;
}
