import { MAP_TAB } from '../ledger/schema';
import { services, SpreadsheetService } from './services';

/**
 * Campaign → New blank map: a W×H Map tab of Plains with no roads, rivers, special terrain or mines, so a
 * moderator can start from an empty sheet. Refuses to touch a Map tab that already has hexes.
 */

export const BLANK_MAP_TITLE = 'New blank map';
/** CCRR addresses have two digits for the column and two for the row (RULINGS 1). */
const MAX_SIDE = 99;

/** "20 x 15", "20x15", "20 15" or "20,15": the width and height in hexes, or why not. */
export function parseMapSize(text: string): { width: number; height: number } | string {
  const m = /^\s*(\d+)\s*(?:[x×*,]|\s)\s*(\d+)\s*$/i.exec(text);
  if (!m)
    return `Write the width and height in hexes as W x H, e.g. 20 x 15; got '${text.trim()}'. Nothing was changed.`;
  const [width, height] = [Number(m[1]), Number(m[2])];
  for (const [name, n] of [
    ['width', width],
    ['height', height],
  ] as const)
    if (n < 1 || n > MAX_SIDE)
      return `The ${name} must be from 1 to ${MAX_SIDE} hexes (addresses are CCRR), got ${n}. Nothing was changed.`;
  return { width, height };
}

/** Hex address CCRR: column then row, two digits each, from 0101 at the top left. */
function address(column: number, row: number): string {
  return `${String(column).padStart(2, '0')}${String(row).padStart(2, '0')}`;
}

/** Writes the blank map (one read of the Map tab, one write) and says what it did or why it did not. */
export function makeBlankMap(spreadsheet: SpreadsheetService, width: number, height: number): string {
  const sheet = spreadsheet.getSheetByName(MAP_TAB.name);
  if (!sheet)
    return `There is no ${MAP_TAB.name} tab: run Campaign → Set up ledger first. Nothing was changed.`;
  const values = sheet.getDataRange().getValues();
  const headers = (values[0] ?? []).map((h) => String(h).trim().toLowerCase());
  const hexAt = headers.indexOf('hex');
  const terrainAt = headers.indexOf('terrain');
  if (hexAt < 0 || terrainAt < 0)
    return `The ${MAP_TAB.name} tab has no Hex or Terrain header in row 1: run Campaign → Set up ledger first. Nothing was changed.`;
  const used = values.slice(1).filter((row) => row.some((cell) => String(cell).trim() !== '')).length;
  if (used > 0)
    return `The ${MAP_TAB.name} tab already has ${used} hex row${used === 1 ? '' : 's'}: a blank map is only made on an empty Map tab, so nothing was overwritten. Delete its rows below the header first if you mean to start again.`;
  const columns = headers.length;
  const rows: unknown[][] = [];
  for (let c = 1; c <= width; c += 1)
    for (let r = 1; r <= height; r += 1) {
      const row: unknown[] = new Array(columns).fill('');
      row[hexAt] = address(c, r);
      row[terrainAt] = 'Plains';
      rows.push(row);
    }
  const have = sheet.getMaxRows();
  if (rows.length + 1 > have) sheet.insertRowsAfter(have, rows.length + 1 - have);
  sheet.getRange(2, hexAt + 1, rows.length, 1).setNumberFormat('@'); // 0101 stays text, not the number 101
  sheet.getRange(2, 1, rows.length, columns).setValues(rows);
  return `The ${MAP_TAB.name} tab now holds a blank ${width} × ${height} map: ${rows.length} hexes of Plains, from 0101 to ${address(width, height)}, with no roads, rivers or special terrain.`;
}

/** Asks for the size; a bad answer is explained and asked for again is left to the moderator (run it again). */
export function askMapSize(): { width: number; height: number } | null {
  const ui = services().SpreadsheetApp.getUi();
  const answer = ui.prompt(
    BLANK_MAP_TITLE,
    'Size of the new map in hexes, width x height (e.g. 20 x 15). The Map tab must be empty.',
    ui.ButtonSet.OK_CANCEL,
  );
  if (answer.getSelectedButton() !== ui.Button.OK) return null;
  const size = parseMapSize(answer.getResponseText());
  if (typeof size === 'string') {
    ui.alert(BLANK_MAP_TITLE, size, ui.ButtonSet.OK);
    return null;
  }
  return size;
}
