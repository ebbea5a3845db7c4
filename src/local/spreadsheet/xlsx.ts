/**
 * Saving a spreadsheet as .xlsx and loading it back, with exceljs (xlsx-save.ts, xlsx-load.ts; the hidden
 * `_emulator` sheet that carries what a workbook cannot: xlsx-meta.ts).
 */
export { EMULATOR_SHEET } from './xlsx-meta';
export { saveXlsx } from './xlsx-save';
export { loadXlsx, type LoadedXlsx } from './xlsx-load';
