import { existsSync } from 'node:fs';
import { Emulation } from './emulation';
import { EmulatedSpreadsheet } from './spreadsheet';
import { loadXlsx, saveXlsx } from './spreadsheet/xlsx';

/**
 * A ledger workbook on disk: the spreadsheet, plus the emulation's own state (properties, triggers, forms,
 * outbox, clock) kept in the file's hidden `_emulator` sheet so a campaign carries on across runs.
 */
export async function openWorkbook(emulation: Emulation, filePath: string): Promise<EmulatedSpreadsheet> {
  if (!existsSync(filePath)) throw new Error(`${filePath}: no such file`);
  let loaded;
  try {
    loaded = await loadXlsx(emulation.spreadsheetApp, filePath);
  } catch (error) {
    throw new Error(
      `${filePath}: not a readable .xlsx workbook (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
  if (loaded.extraState !== undefined) {
    let state: unknown;
    try {
      state = JSON.parse(loaded.extraState);
    } catch {
      throw new Error(`${filePath}: the hidden _emulator sheet is damaged (not JSON)`);
    }
    emulation.importState(state);
  }
  emulation.spreadsheetApp.setActiveSpreadsheet(loaded.spreadsheet);
  return loaded.spreadsheet;
}

/** Saves atomically (the xlsx writer writes a temporary file and renames it). */
export async function saveWorkbook(
  emulation: Emulation,
  spreadsheet: EmulatedSpreadsheet,
  filePath: string,
): Promise<void> {
  await saveXlsx(spreadsheet, filePath, JSON.stringify(emulation.exportState()));
}

/**
 * A clean copy for Google Sheets (upload) or Excel: no hidden `_emulator` sheet, and computed cells as the
 * values they computed (each noted with its formula), since other programs lack the ledger's custom functions.
 */
export async function exportWorkbook(spreadsheet: EmulatedSpreadsheet, filePath: string): Promise<void> {
  await saveXlsx(spreadsheet, filePath, undefined, true);
}
