/**
 * Loading an .xlsx saved by saveXlsx (or any workbook) back into the emulation, with exceljs: the hidden
 * `_emulator` sheet (xlsx-meta.ts) restores ids, grid sizes, protections and spills when present.
 */
import path from 'path';
import ExcelJS from 'exceljs';
import { parseA1, resolveA1, rectToA1, type GridRect } from './a1';
import type { ValidationRule } from './data-validation';
import type { EmulatedSpreadsheetApp } from './index';
import { WorkbookModel, type SheetModel } from './model';
import { EmulatedRange } from './range';
import type { EmulatedSpreadsheet } from './spreadsheet';
import { readCell } from './xlsx-cells';
import { EMULATOR_SHEET, PIXELS_PER_CHARACTER, readMeta } from './xlsx-meta';

export interface LoadedXlsx {
  spreadsheet: EmulatedSpreadsheet;
  extraState?: string;
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
