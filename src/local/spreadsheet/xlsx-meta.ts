/**
 * The .xlsx's hidden `_emulator` sheet: column A holds the caller's opaque extra state, column B the emulator's
 * own metadata (ids, grid sizes, protections, which cells are spilled), each split into chunks below the
 * 32,767-character cell limit; C1 says whether there was extra state. Written by saveXlsx, read by loadXlsx.
 */
import type ExcelJS from 'exceljs';
import type { ProtectionModel } from './model';
import { splitWhole } from './xlsx-utf8';

export const EMULATOR_SHEET = '_emulator';
const CHUNK = 32_000;

/** Spreadsheet widths are pixels; Excel's are characters of about 7 pixels. */
export const PIXELS_PER_CHARACTER = 7;

export interface SheetMeta {
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

export interface EmulatorMeta {
  format: 1;
  id: string;
  name: string;
  timeZone: string;
  activeSheet: string | null;
  sheets: SheetMeta[];
}

/** Below the cell limit, and never cutting an emoji in half (a lone half is saved as U+FFFD). */
function chunks(text: string): string[] {
  return splitWhole(text, CHUNK);
}

/** Adds the very-hidden sheet holding `meta` and `extraState` (a copy exported for other programs has none). */
export function writeMeta(wb: ExcelJS.Workbook, meta: EmulatorMeta, extraState: string | undefined): void {
  const hidden = wb.addWorksheet(EMULATOR_SHEET, { state: 'veryHidden' });
  chunks(extraState ?? '').forEach((text, i) => (hidden.getCell(i + 1, 1).value = text));
  chunks(JSON.stringify(meta)).forEach((text, i) => (hidden.getCell(i + 1, 2).value = text));
  hidden.getCell(1, 3).value = extraState === undefined ? 'no-extra-state' : 'extra-state';
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

export function readMeta(ws: ExcelJS.Worksheet | undefined): {
  meta: EmulatorMeta | null;
  extraState?: string;
} {
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
