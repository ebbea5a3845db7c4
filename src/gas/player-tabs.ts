import { SheetService, SpreadsheetService } from './services';
import { BatchTarget, ColumnEnd, lazySheet } from './batch-io';
import { BatchWrites, writeGrowing } from './batch-writes';

/** A player's own tab: their latest orders receipt in column A, their turn reports from column B on, newest
 * first (tabs mode). Sheet names may not hold some characters, so those are replaced. */
export function playerTabName(player: string): string {
  return `Player · ${player.replace(/[[\]*?:/\\]/g, ' ').trim()}`.slice(0, 90);
}

/** Creates the player's tab when missing (Set up ledger makes one per player); true when it made one. */
export function ensurePlayerTab(spreadsheet: SpreadsheetService, player: string): boolean {
  if (spreadsheet.getSheetByName(playerTabName(player))) return false;
  writePlayerTab(spreadsheet, player, [
    `${player}: your orders receipt appears here once your orders arrive.`,
  ]);
  return true;
}

/**
 * Writes `lines` as the whole content of the player's tab's column A (creating the tab), as plain text, in one
 * write; `batch`: through the advanced service, RAW, the tab grown only when the API finds it too short, or
 * before writing when a read before the submission's first write found the tab's end and grid (batch.ends).
 */
export function writePlayerTab(
  spreadsheet: SpreadsheetService,
  player: string,
  lines: readonly string[],
  batch?: BatchTarget,
): void {
  const name = playerTabName(player);
  const end = batch?.ends?.get(name);
  if (batch && end) return writeKnownEnd(spreadsheet, batch, name, end, lines);
  let sheet = spreadsheet.getSheetByName(name);
  if (!sheet) {
    sheet = spreadsheet.insertSheet(name, spreadsheet.getSheets().length);
    sheet.getRange(1, 1, sheet.getMaxRows(), 1).setNumberFormat('@');
    sheet.setColumnWidth(1, 720);
  }
  const found = sheet;
  const height = Math.max(lines.length, found.getLastRow(), 1);
  const grow = (have = found.getMaxRows()) => {
    if (height <= have) return;
    found.insertRowsAfter(have, height - have);
    found.getRange(have + 1, 1, height - have, 1).setNumberFormat('@'); // receipts quote player text
  };
  const grid = Array.from({ length: height }, (_, i) => [lines[i] ?? '']);
  if (batch) {
    writeGrowing(batch, { name, row: 1, column: 1, textColumns: [0] }, grid, grow);
    return;
  }
  grow();
  found.getRange(1, 1, height, 1).setValues(grid);
}

/**
 * The receipt written over the lines of the last one, from the tab's end and grid read before any write: no
 * getLastRow, no refused write; a tab too short grows first by what the write needs (one call; the new rows
 * take column A's plain-text format from the row above, and RAW never parses what it writes anyway).
 */
function writeKnownEnd(
  spreadsheet: SpreadsheetService,
  batch: BatchTarget,
  name: string,
  end: ColumnEnd,
  lines: readonly string[],
): void {
  const height = Math.max(lines.length, end.lastRow, 1);
  if (height > end.rows) lazySheet(spreadsheet, name).insertRowsAfter(end.rows, height - end.rows);
  const writes = new BatchWrites(batch);
  writes.add(
    name,
    1,
    1,
    Array.from({ length: height }, (_, i) => [lines[i] ?? '']),
    [0],
  );
  writes.flush();
  batch.ends?.set(name, { rows: Math.max(height, end.rows), lastRow: lines.length });
}

/**
 * The column of a player's tab where Resolve puts their newest turn report (column A keeps their orders
 * receipt); each Resolve inserts a new column there, so the older reports move one column right.
 */
export const REPORT_COLUMN = 2;

/** Each player's tab (one getSheetByName each; nothing is read from it); players without one apart. */
export function playerTabs(
  spreadsheet: SpreadsheetService,
  players: readonly string[],
): { tabs: { player: string; name: string; sheet: SheetService }[]; missing: string[] } {
  const tabs: { player: string; name: string; sheet: SheetService }[] = [];
  const missing: string[] = [];
  for (const player of players) {
    const name = playerTabName(player);
    const sheet = spreadsheet.getSheetByName(name);
    if (sheet) tabs.push({ player, name, sheet });
    else missing.push(player);
  }
  return { tabs, missing };
}
