import { normaliseHeader } from '../ledger/setup-plan';
import { sheetValues } from './ledger-io';
import { SpreadsheetService } from './services';

/** A tab read with one getSheetValues(): its header row and the rows below it. */
export interface TabData {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly unknown[])[];
  /** 0-based index of a header in a row, or -1 (headers match ignoring case and spaces). */
  column(header: string): number;
}

export function readTab(spreadsheet: SpreadsheetService, name: string): TabData | null {
  const sheet = spreadsheet.getSheetByName(name);
  if (!sheet) return null;
  const values = sheetValues(sheet);
  const headers = (values[0] ?? []).map((cell) => (cell === null || cell === undefined ? '' : String(cell)));
  const index = new Map<string, number>();
  headers.forEach((header, i) => {
    const key = normaliseHeader(header);
    if (key !== '' && !index.has(key)) index.set(key, i);
  });
  return {
    headers,
    rows: values.slice(1),
    column: (header) => index.get(normaliseHeader(header)) ?? -1,
  };
}
