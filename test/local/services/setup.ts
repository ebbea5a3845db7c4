import { createServiceEmulation } from '../../../src/local/services';
import { EmulatedSpreadsheetApp, type EmulatedSpreadsheet } from '../../../src/local/spreadsheet';
import { World, type GlobalFunction } from '../../../src/local/world';

/**
 * A fresh world, the real SpreadsheetApp emulation, the other emulated services and a table of script globals.
 * The services reach SpreadsheetApp through a getter, because SpreadsheetApp is built after them (from their Ui).
 */
export function setup() {
  const world = new World(new Date('2026-03-01T12:00:00Z'));
  const services = createServiceEmulation(world, () => spreadsheets);
  const spreadsheets = new EmulatedSpreadsheetApp(world, services.Ui);
  const globals = new Map<string, GlobalFunction>();
  world.resolveGlobal = (name) => globals.get(name);
  return { world, spreadsheets, services, globals };
}

/** Emulation-only: a spreadsheet with the given id (its name too) in a time zone, without a counted call. */
export function addSpreadsheet(
  spreadsheets: EmulatedSpreadsheetApp,
  id: string,
  timeZone?: string,
): EmulatedSpreadsheet {
  const ss = spreadsheets.createSpreadsheet(id, id);
  if (timeZone !== undefined) ss.workbook.timeZone = timeZone;
  return ss;
}

/** The sheet names of a spreadsheet, in tab order, read from the model (no counted calls). */
export function sheetNames(ss: EmulatedSpreadsheet): string[] {
  return ss.workbook.sheets.map((s) => s.name);
}

/** A sheet's whole used area as getDataRange().getValues() shows it, without counting calls. */
export function contents(ss: EmulatedSpreadsheet, sheetName: string): unknown[][] {
  return ss.book.world.calls.uncounted(() => {
    const sheet = ss.getSheetByName(sheetName);
    if (!sheet) throw new Error(`no sheet ${sheetName}`);
    return sheet.getDataRange().getValues();
  });
}
