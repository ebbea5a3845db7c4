import { Direction, formatHex, Hex, parseHex } from '../engine/hex';
import type { MapHex } from '../engine/model';
import type { RowReader } from './tab';

/** The cells of hexes and hex edges, read and checked as the state reader reads them. */

export function directions(row: RowReader, header: string, label: string): Direction[] {
  const text = row.text(header, label, false);
  if (text === '') return [];
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
  const out: Direction[] = [];
  for (const part of parts) {
    const n = Number(part);
    if (!Number.isInteger(n) || n < 1 || n > 6) {
      row.fail(header, `${label} must be rosette directions 1-6 separated by commas, got '${text}'`);
      return [];
    }
    if (!out.includes(n as Direction)) out.push(n as Direction);
  }
  return out;
}

/** A hex cell CCRR; with the Map's hexes, one that is not on the Map is an issue. */
export function hexCell(row: RowReader, header: string, onMap: ReadonlyMap<string, MapHex> | null): Hex {
  const text = row.text(header, 'the hex');
  if (text === '') return { col: 0, row: 0 };
  const hex = parseHex(text);
  if (!hex) {
    row.fail(header, `a hex is four digits CCRR (column, row), e.g. 0407; got '${text}'`);
    return { col: 0, row: 0 };
  }
  if (onMap && !onMap.has(formatHex(hex))) row.fail(header, `hex ${formatHex(hex)} is not on the Map tab`);
  return hex;
}
