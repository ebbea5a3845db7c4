/**
 * Saving a spreadsheet as .xlsx with exceljs: a normal workbook (values, formulas with cached results, notes,
 * validations, formats, frozen panes, hidden sheets, named ranges) plus the hidden `_emulator` sheet
 * (xlsx-meta.ts). Saving writes a temp file and renames it, so a crash never leaves half a file.
 */
import { promises as fs } from 'fs';
import path from 'path';
import ExcelJS from 'exceljs';
import type { SpreadsheetService } from '../../gas/services';
import { absoluteA1, rectToA1 } from './a1';
import type { Book } from './book';
import { keyCol, keyRow, type SheetModel } from './model';
import { EmulatedSpreadsheet } from './spreadsheet';
import { writeCell } from './xlsx-cells';
import {
  EMULATOR_SHEET,
  PIXELS_PER_CHARACTER,
  writeMeta,
  type EmulatorMeta,
  type SheetMeta,
} from './xlsx-meta';

function bookOf(spreadsheet: SpreadsheetService): Book {
  if (!(spreadsheet instanceof EmulatedSpreadsheet))
    throw new Error('saveXlsx needs an emulated spreadsheet.');
  return spreadsheet.book;
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
  if (!exported) writeMeta(wb, meta, extraState);

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
