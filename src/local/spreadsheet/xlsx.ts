/**
 * Saving a spreadsheet as .xlsx and loading it back, with exceljs.
 *
 * The file is a normal workbook (values, formulas with cached results, notes, validations, formats, frozen
 * panes, hidden sheets, named ranges) plus a 'veryHidden' sheet `_emulator`: column A holds the caller's opaque
 * extra state, column B the emulator's own metadata (ids, grid sizes, protections, which cells are spilled),
 * each split into chunks below the 32,767-character cell limit. Saving writes a temp file and renames it, so
 * a crash never leaves half a file.
 */
import { promises as fs } from 'fs';
import path from 'path';
import ExcelJS from 'exceljs';
import type { SpreadsheetService } from '../../gas/services';
import { absoluteA1, parseA1, resolveA1, rectToA1, type GridRect } from './a1';
import type { Book } from './book';
import type { ValidationRule } from './data-validation';
import type { EmulatedSpreadsheetApp } from './index';
import { keyCol, keyRow, WorkbookModel, type ProtectionModel, type SheetModel } from './model';
import { EmulatedRange } from './range';
import { EmulatedSpreadsheet } from './spreadsheet';
import { readCell, writeCell } from './xlsx-cells';
import { splitWhole } from './xlsx-utf8';

export const EMULATOR_SHEET = '_emulator';
const CHUNK = 32_000;

interface SheetMeta {
  name: string;
  /** The name inside the .xlsx when Excel's rules forced a different one. */
  xlsxName: string;
  sheetId: number;
  maxRows: number;
  maxCols: number;
  protections: ProtectionModel[];
  /** A1 addresses of cells that only hold spilled values (written for other programs, skipped on load). */
  spills: string[];
}

interface EmulatorMeta {
  format: 1;
  id: string;
  name: string;
  timeZone: string;
  activeSheet: string | null;
  sheets: SheetMeta[];
}

export interface LoadedXlsx {
  spreadsheet: EmulatedSpreadsheet;
  extraState?: string;
}

function bookOf(spreadsheet: SpreadsheetService): Book {
  if (!(spreadsheet instanceof EmulatedSpreadsheet))
    throw new Error('saveXlsx needs an emulated spreadsheet.');
  return spreadsheet.book;
}

/** Below the cell limit, and never cutting an emoji in half (a lone half is saved as U+FFFD). */
function chunks(text: string): string[] {
  return splitWhole(text, CHUNK);
}

/** Excel's sheet-name rules (no `*?:/\\[]`, no edge apostrophes, 31 characters, unique ignoring case). */
function xlsxNames(sheets: SheetModel[]): Map<SheetModel, string> {
  const used = new Set<string>(['history', EMULATOR_SHEET.toLowerCase()]);
  const out = new Map<SheetModel, string>();
  for (const sheet of sheets) {
    const base =
      sheet.name
        .replace(/[*?:/\\[\]]/g, '_')
        .replace(/^'|'$/g, '_')
        .slice(0, 31) || 'Sheet';
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++)
      name = `${base.slice(0, 31 - String(n).length - 1)}~${n}`;
    used.add(name.toLowerCase());
    out.set(sheet, name);
  }
  return out;
}

const PIXELS_PER_CHARACTER = 7;

function writeSheet(
  wb: ExcelJS.Workbook,
  sheet: SheetModel,
  names: Map<SheetModel, string>,
  asValues: boolean,
): SheetMeta {
  const nameOf = (s: SheetModel): string => names.get(s) ?? s.name;
  const ws = wb.addWorksheet(nameOf(sheet), {
    state: sheet.hidden ? 'hidden' : 'visible',
    ...(sheet.frozenRows > 0 || sheet.frozenCols > 0
      ? { views: [{ state: 'frozen' as const, xSplit: sheet.frozenCols, ySplit: sheet.frozenRows }] }
      : {}),
    ...(sheet.tabColor
      ? { properties: { tabColor: { argb: `FF${sheet.tabColor.replace(/^#/, '')}` } } }
      : {}),
  });
  sheet.rows.forEach((row, r) =>
    row?.forEach((cell, c) => {
      if (cell) writeCell(ws.getCell(r + 1, c + 1), cell, cell.computed, nameOf, asValues);
    }),
  );
  // Spreadsheet widths are pixels; Excel's are characters of about 7 pixels.
  for (const [column, px] of sheet.columnWidths) ws.getColumn(column).width = px / PIXELS_PER_CHARACTER;
  const spills: string[] = [];
  for (const [key, spill] of sheet.spills) {
    const row = keyRow(key);
    const col = keyCol(key);
    writeCell(ws.getCell(row, col), sheet.cell(row, col), spill, nameOf);
    spills.push(rectToA1({ row, col, numRows: 1, numCols: 1 }));
  }
  return {
    name: sheet.name,
    xlsxName: nameOf(sheet),
    sheetId: sheet.sheetId,
    maxRows: sheet.maxRows,
    maxCols: sheet.maxCols,
    protections: sheet.protections.map((p) => ({ ...p, rect: { ...p.rect } })),
    spills,
  };
}

/**
 * Saves the spreadsheet (formulas evaluated first, so cached results are current) to `filePath`. With
 * `exported`, a copy for other programs: no hidden `_emulator` sheet (nothing to load it back from), and every
 * formula written as the value it computed, with a note naming the formula.
 */
export async function saveXlsx(
  spreadsheet: SpreadsheetService,
  filePath: string,
  extraState?: string,
  exported = false,
): Promise<void> {
  const book = bookOf(spreadsheet);
  const model = book.fresh();
  const wb = new ExcelJS.Workbook();
  const names = xlsxNames(model.sheets);
  const sheets = model.sheets.map((sheet) => writeSheet(wb, sheet, names, exported));
  wb.definedNames.model = [...model.namedRanges].map(([name, ref]) => ({
    name,
    ranges: [absoluteA1(names.get(ref.sheet) ?? ref.sheet.name, ref.rect)],
  }));
  const meta: EmulatorMeta = {
    format: 1,
    id: model.id,
    name: model.name,
    timeZone: model.timeZone,
    activeSheet: model.activeSheet?.name ?? null,
    sheets,
  };
  if (!exported) {
    const hidden = wb.addWorksheet(EMULATOR_SHEET, { state: 'veryHidden' });
    chunks(extraState ?? '').forEach((text, i) => (hidden.getCell(i + 1, 1).value = text));
    chunks(JSON.stringify(meta)).forEach((text, i) => (hidden.getCell(i + 1, 2).value = text));
    hidden.getCell(1, 3).value = extraState === undefined ? 'no-extra-state' : 'extra-state';
  }

  const dir = path.dirname(path.resolve(filePath));
  const temp = path.join(dir, `.${path.basename(filePath)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await wb.xlsx.writeFile(temp);
    await fs.rename(temp, filePath);
  } catch (e) {
    await fs.rm(temp, { force: true });
    throw e;
  }
}

function columnText(ws: ExcelJS.Worksheet, col: number): string {
  let text = '';
  for (let r = 1; r <= ws.rowCount; r++) {
    const v = ws.getCell(r, col).value;
    if (typeof v !== 'string') break;
    text += v;
  }
  return text;
}

function readMeta(ws: ExcelJS.Worksheet | undefined): { meta: EmulatorMeta | null; extraState?: string } {
  if (!ws) return { meta: null };
  const raw = columnText(ws, 2);
  const parsed: unknown = raw === '' ? null : JSON.parse(raw);
  // Our own metadata, written by saveXlsx; anything else is ignored rather than trusted.
  const meta =
    typeof parsed === 'object' && parsed !== null && (parsed as Partial<EmulatorMeta>).format === 1
      ? (parsed as EmulatorMeta)
      : null;
  const hasExtra = ws.getCell(1, 3).value !== 'no-extra-state';
  return hasExtra ? { meta, extraState: columnText(ws, 1) } : { meta };
}

/** Turns an .xlsx list/decimal validation back into the rule Apps Script would report. */
function ruleFrom(
  dv: ExcelJS.DataValidation,
  rangeAt: (a1: string) => EmulatedRange | null,
): ValidationRule | null {
  const base = {
    allowInvalid: !dv.showErrorMessage,
    helpText: typeof dv.prompt === 'string' ? dv.prompt : '',
  };
  const first = String(dv.formulae?.[0] ?? '');
  if (dv.type === 'list' && first.startsWith('"')) {
    const values = first
      .slice(1, -1)
      .split(',')
      .map((v) => v.replace(/""/g, '"'));
    if (values.length === 2 && values[0] === 'TRUE' && values[1] === 'FALSE') {
      return { criteria: 'CHECKBOX', values: [], ...base };
    }
    return { criteria: 'VALUE_IN_LIST', values: [values, true], ...base };
  }
  if (dv.type === 'list') {
    const range = rangeAt(first);
    return range
      ? { criteria: 'VALUE_IN_RANGE', values: [range, true], source: range.gridRef(), ...base }
      : null;
  }
  if ((dv.type === 'decimal' || dv.type === 'whole') && (dv.operator ?? 'between') === 'between') {
    return { criteria: 'NUMBER_BETWEEN', values: [Number(dv.formulae[0]), Number(dv.formulae[1])], ...base };
  }
  return null;
}

/** Loads an .xlsx into the app's registry (same id as when saved, so openById keeps working). */
export async function loadXlsx(app: EmulatedSpreadsheetApp, filePath: string): Promise<LoadedXlsx> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(filePath);
  const { meta, extraState } = readMeta(wb.getWorksheet(EMULATOR_SHEET));
  const id = meta?.id ?? app.world.nextId('ss');
  const name = meta?.name ?? path.basename(filePath).replace(/\.xlsx$/i, '');
  const model = new WorkbookModel(id, name, meta?.timeZone ?? app.world.timeZone);
  const worksheets = wb.worksheets.filter((ws) => ws.name !== EMULATOR_SHEET);
  const pendingValidations: { sheet: SheetModel; row: number; col: number; dv: ExcelJS.DataValidation }[] =
    [];

  const byXlsxName = new Map<string, SheetModel>();
  for (const ws of worksheets) {
    const sheetMeta = meta?.sheets.find((s) => s.xlsxName === ws.name);
    const sheet = model.addSheet(sheetMeta?.name ?? ws.name, model.sheets.length, sheetMeta?.sheetId);
    byXlsxName.set(ws.name, sheet);
    sheet.maxRows = sheetMeta?.maxRows ?? Math.max(1000, ws.rowCount);
    sheet.maxCols = sheetMeta?.maxCols ?? Math.max(26, ws.columnCount);
    sheet.hidden = ws.state !== 'visible';
    // exceljs leaves `views` null for a sheet saved without any.
    const view = (ws.views as Partial<ExcelJS.WorksheetView>[] | null)?.[0];
    if (view?.state === 'frozen') {
      sheet.frozenRows = view.ySplit ?? 0;
      sheet.frozenCols = view.xSplit ?? 0;
    }
    ws.columns?.forEach((column, i) => {
      if (typeof column.width === 'number' && column.width > 0)
        sheet.columnWidths.set(i + 1, Math.round(column.width * PIXELS_PER_CHARACTER));
    });
    const tab = ws.properties.tabColor?.argb;
    if (typeof tab === 'string' && tab.length === 8) sheet.tabColor = `#${tab.slice(2).toLowerCase()}`;
    sheet.protections = sheetMeta?.protections ?? [];
    const spills = new Set(sheetMeta?.spills ?? []);
    // Empty cells too: a text format or a note on an empty cell must survive.
    ws.eachRow({ includeEmpty: true }, (row, r) =>
      row.eachCell({ includeEmpty: true }, (source, c) => {
        const cell = readCell(source);
        if (cell && spills.has(rectToA1({ row: r, col: c, numRows: 1, numCols: 1 }))) {
          cell.value = undefined; // spilled, not typed: the formula spills it again
        }
        if (cell) (sheet.rows[r - 1] ??= [])[c - 1] = cell;
      }),
    );
    for (const [address, dv] of Object.entries(dataValidationsOf(ws))) {
      const at = parseA1(address);
      if (at) pendingValidations.push({ sheet, row: at.startRow, col: at.startCol, dv });
    }
  }
  if (model.sheets.length === 0) model.addSheet('Sheet1');
  model.activeSheet = model.sheetByName(meta?.activeSheet ?? '') ?? model.sheets[0];

  for (const named of wb.definedNames.model) {
    const target = named.ranges[0] === undefined ? null : locate(byXlsxName, named.ranges[0]);
    if (target && !named.name.startsWith('_xlnm')) model.namedRanges.set(named.name, target);
  }

  const spreadsheet = app.adopt(model);
  const rangeAt = (a1: string): EmulatedRange | null => {
    const target = locate(byXlsxName, a1);
    return target ? new EmulatedRange(spreadsheet.book, target.sheet, target.rect) : null;
  };
  // exceljs shares one validation object across the cells of a range: build each rule once.
  const rules = new Map<ExcelJS.DataValidation, ValidationRule | null>();
  for (const { sheet, row, col, dv } of pendingValidations) {
    if (!rules.has(dv)) rules.set(dv, ruleFrom(dv, rangeAt));
    const rule = rules.get(dv);
    if (rule) sheet.ensureCell(row, col).validation = rule;
  }
  model.touch();
  return extraState === undefined ? { spreadsheet } : { spreadsheet, extraState };
}

/** exceljs keeps the validations it read per cell address (ranges already expanded). */
function dataValidationsOf(ws: ExcelJS.Worksheet): Record<string, ExcelJS.DataValidation> {
  const holder = (ws as unknown as { dataValidations?: { model?: Record<string, ExcelJS.DataValidation> } })
    .dataValidations;
  return holder?.model ?? {};
}

/** A sheet-qualified A1 reference (`'My sheet'!$A$2:$A$9`) in the workbook, or null. */
function locate(sheets: Map<string, SheetModel>, a1: string): { sheet: SheetModel; rect: GridRect } | null {
  const parsed = parseA1(a1);
  const sheet = parsed?.sheetName ? sheets.get(parsed.sheetName) : undefined;
  if (!parsed || !sheet) return null;
  return { sheet, rect: resolveA1(parsed, sheet.maxRows, sheet.maxCols) };
}
