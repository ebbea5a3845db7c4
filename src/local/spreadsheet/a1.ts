/**
 * A1 notation: column letters, cell and range addresses, with an optional sheet prefix.
 *
 * Why its own file: the services, the formula engine and the .xlsx writer all speak A1, and they must agree.
 */

/** A rectangle on a sheet, 1-based and inclusive, as Apps Script counts. */
export interface GridRect {
  row: number;
  col: number;
  numRows: number;
  numCols: number;
}

/** A parsed A1 range; an end that is `null` is open (whole column `A:A`, whole row `2:2`, `A2:A`). */
export interface ParsedA1 {
  sheetName: string | null;
  startRow: number;
  startCol: number;
  endRow: number | null;
  endCol: number | null;
}

export function columnLetters(col: number): string {
  let n = col;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** `A1` for one cell, `A1:B2` otherwise, as Range.getA1Notation reports. */
export function rectToA1(rect: GridRect): string {
  const start = `${columnLetters(rect.col)}${rect.row}`;
  if (rect.numRows === 1 && rect.numCols === 1) return start;
  return `${start}:${columnLetters(rect.col + rect.numCols - 1)}${rect.row + rect.numRows - 1}`;
}

/** Quotes a sheet name for use in a formula or a defined name when it needs quoting. */
export function quoteSheetName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) && !/^[A-Za-z]{1,3}\d+$/.test(name)
    ? name
    : `'${name.replace(/'/g, "''")}'`;
}

/** `'My sheet'!$A$1:$B$2`: the absolute, sheet-qualified form used by defined names in .xlsx. */
export function absoluteA1(sheetName: string, rect: GridRect): string {
  const a = `$${columnLetters(rect.col)}$${rect.row}`;
  const b = `$${columnLetters(rect.col + rect.numCols - 1)}$${rect.row + rect.numRows - 1}`;
  return `${quoteSheetName(sheetName)}!${a === b ? a : `${a}:${b}`}`;
}

interface Endpoint {
  col: number | null;
  row: number | null;
}

function parseEndpoint(text: string): Endpoint | null {
  const m = /^\$?([A-Za-z]{0,3})\$?(\d*)$/.exec(text);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const col = m[1] === '' ? null : columnNumber(m[1]);
  const row = m[2] === '' ? null : Number(m[2]);
  if (row === 0) return null;
  return { col, row };
}

/** Splits `'Sheet ''x'''!A1` into the unquoted sheet name and the address; `null` sheet when there is none. */
export function splitSheetPrefix(text: string): { sheetName: string | null; address: string } {
  const bang = text.lastIndexOf('!');
  if (bang < 0) return { sheetName: null, address: text };
  let sheet = text.slice(0, bang);
  if (sheet.length >= 2 && sheet.startsWith("'") && sheet.endsWith("'")) {
    sheet = sheet.slice(1, -1).replace(/''/g, "'");
  }
  return { sheetName: sheet, address: text.slice(bang + 1) };
}

/** Parses A1 notation; returns `null` when it is not a range (the caller throws Google's "Range not found"). */
export function parseA1(text: string): ParsedA1 | null {
  const { sheetName, address } = splitSheetPrefix(text.trim());
  const parts = address.split(':');
  if (parts.length > 2 || parts[0] === '') return null;
  const a = parseEndpoint(parts[0]);
  if (!a) return null;
  if (parts.length === 1) {
    if (a.col === null || a.row === null) return null;
    return { sheetName, startRow: a.row, startCol: a.col, endRow: a.row, endCol: a.col };
  }
  const b = parseEndpoint(parts[1]);
  if (!b) return null;
  // Whole rows (`2:5`) and whole columns (`A:C`); `A2:C` is open at the bottom as in Sheets.
  if (a.col === null && b.col === null) {
    if (a.row === null || b.row === null) return null;
    return {
      sheetName,
      startRow: Math.min(a.row, b.row),
      startCol: 1,
      endRow: Math.max(a.row, b.row),
      endCol: null,
    };
  }
  if (a.col === null || b.col === null) return null;
  const startRow = a.row ?? 1;
  const endRow = a.row === null || b.row === null ? null : b.row;
  return {
    sheetName,
    startRow: endRow === null ? startRow : Math.min(startRow, endRow),
    startCol: Math.min(a.col, b.col),
    endRow: endRow === null ? null : Math.max(startRow, endRow),
    endCol: Math.max(a.col, b.col),
  };
}

/** Turns a parsed A1 range into a rectangle on a sheet of the given size (open ends run to the grid's edge). */
export function resolveA1(parsed: ParsedA1, maxRows: number, maxCols: number): GridRect {
  const endRow = parsed.endRow ?? Math.max(maxRows, parsed.startRow);
  const endCol = parsed.endCol ?? Math.max(maxCols, parsed.startCol);
  return {
    row: parsed.startRow,
    col: parsed.startCol,
    numRows: endRow - parsed.startRow + 1,
    numCols: endCol - parsed.startCol + 1,
  };
}
