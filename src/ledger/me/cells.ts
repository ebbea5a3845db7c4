import { formatHex, parseHex } from '../../engine/hex';
import type { Advance, Characteristic, MeCharacter } from '../../engine/me/model';
import { cellText, isBlankCell, type RowReader, type TabRows, headerIndex } from '../tab';
import { ME_ADVANCE_TABLES, ME_CHARACTERISTICS } from './choices';

/**
 * Reading and writing the Mighty Empires cells that are more than one word: hex addresses, lists, advances and
 * injury changes. Each reader names the cell and the reason when the text is wrong.
 */

/** The highest turn a turn cell may hold: far beyond any campaign, low enough to catch a typo of a year. */
export const MAX_TURN = 1000;

/** A hex cell's text: `0405`, or a number Sheets made of it (405), padded back to four digits. */
export function hexText(value: unknown): string {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 10000)
    return String(value).padStart(4, '0');
  return cellText(value);
}

/** The keys of a tab's column, folded, read before the tab itself so other tabs can be checked against them. */
export function namesIn(
  tab: TabRows | undefined,
  header: string,
  key: (value: unknown) => string = cellText,
): Map<string, string> {
  const out = new Map<string, string>();
  if (!tab) return out;
  const i = headerIndex(tab)(header);
  if (i < 0) return out;
  for (const row of tab.rows) {
    const text = key(row[i]);
    if (text !== '' && !out.has(text.toLowerCase())) out.set(text.toLowerCase(), text);
  }
  return out;
}

/** Each row's `value` column by its `key` column (folded key), read before the tab itself. */
export function pairsIn(tab: TabRows | undefined, key: string, value: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!tab) return out;
  const column = headerIndex(tab);
  const [k, v] = [column(key), column(value)];
  if (k < 0 || v < 0) return out;
  for (const row of tab.rows) {
    const name = cellText(row[k]).toLowerCase();
    if (name !== '' && !out.has(name)) out.set(name, cellText(row[v]));
  }
  return out;
}

/** A hex address from a cell; `onMap` (when the Map tab has hexes) must hold it. Blank gives null. */
export function hexCell(
  row: RowReader,
  header: string,
  label: string,
  onMap: ReadonlyMap<string, string> | null,
  required = false,
): string | null {
  const text = hexText(row.raw(header));
  if (text === '') {
    if (required) row.fail(header, `${label} is missing`);
    return null;
  }
  const hex = parseHex(text);
  if (!hex) {
    row.fail(header, `${label} must be four digits CCRR (column, row), e.g. 0407; got '${text}'`);
    return null;
  }
  const address = formatHex(hex);
  if (onMap && onMap.size > 0 && !onMap.has(address))
    row.fail(header, `${label} ${address} is not on the Map tab`);
  return address;
}

/** A name that must be one of `names` (folded keys); blank gives null unless `required`. */
export function nameCell(
  row: RowReader,
  header: string,
  label: string,
  names: ReadonlyMap<string, string>,
  where: string,
  required = false,
): string | null {
  const text = row.text(header, label, required);
  if (text === '') return null;
  const found = names.get(text.toLowerCase());
  if (found === undefined) row.fail(header, `${label} '${text}' is not on the ${where}`);
  return found ?? text;
}

/** A list cell split on `separator`, blanks dropped. */
export function listCell(row: RowReader, header: string, separator = ','): string[] {
  return row
    .text(header, header, false)
    .split(separator)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** A turn cell: blank is 0 (never). */
export function turnCell(row: RowReader, header: string, label: string, required = false): number {
  return required ? row.integer(header, label, 1, MAX_TURN) : row.integer(header, label, 0, MAX_TURN, 0);
}

/** A boolean cell; blank is false. */
export function flagCell(row: RowReader, header: string, label: string): boolean {
  return isBlankCell(row.raw(header)) ? false : row.boolean(header, label);
}

const fold = (s: string): string => s.trim().toLowerCase();

/** "Advancement: +1 Strength (S); Fighting: Always Strike First" (App. C), in the order taken. */
export function parseAdvances(text: string): { advances: Advance[]; problem: string | null } {
  const advances: Advance[] = [];
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '')) {
    const colon = part.indexOf(':');
    const table = ME_ADVANCE_TABLES.find((t) => colon > 0 && fold(t) === fold(part.slice(0, colon)));
    if (!table)
      return {
        advances: [],
        problem: `each advance is "Table: result", the table one of ${ME_ADVANCE_TABLES.join(', ')}; got '${part}'`,
      };
    let result = part.slice(colon + 1).trim();
    let characteristic: Characteristic | null = null;
    const bracket = /\(([A-Za-z]+)\)\s*$/.exec(result);
    if (bracket) {
      const found = ME_CHARACTERISTICS.find((c) => fold(c) === fold(bracket[1] as string));
      if (!found)
        return {
          advances: [],
          problem: `'${bracket[1]}' in '${part}' is not a characteristic (${ME_CHARACTERISTICS.join(', ')})`,
        };
      characteristic = found;
      result = result.slice(0, bracket.index).trim();
    }
    if (result === '') return { advances: [], problem: `the advance '${part}' has no result` };
    advances.push({ table, result, characteristic });
  }
  return { advances, problem: null };
}

export function formatAdvances(advances: readonly Advance[]): string {
  return advances
    .map((a) => `${a.table}: ${a.result}${a.characteristic ? ` (${a.characteristic})` : ''}`)
    .join('; ');
}

/** "WS -1; M -1" (Table 14): each characteristic's net change from injuries. */
export function parseInjuryChanges(text: string): {
  changes: Partial<Record<Characteristic, number>>;
  problem: string | null;
} {
  const changes: Partial<Record<Characteristic, number>> = {};
  for (const part of text
    .split(/[;,]/)
    .map((p) => p.trim())
    .filter((p) => p !== '')) {
    const match = /^([A-Za-z]+)\s*([+-]\s*\d+)$/.exec(part);
    const found = match ? ME_CHARACTERISTICS.find((c) => fold(c) === fold(match[1] as string)) : undefined;
    if (!match || !found)
      return {
        changes: {},
        problem: `each change is a characteristic (${ME_CHARACTERISTICS.join(', ')}) and a signed number, e.g. "WS -1"; got '${part}'`,
      };
    changes[found] = (changes[found] ?? 0) + Number((match[2] as string).replace(/\s/g, ''));
  }
  return { changes, problem: null };
}

export function formatInjuryChanges(changes: MeCharacter['injuryChanges']): string {
  return ME_CHARACTERISTICS.filter((c) => (changes[c] ?? 0) !== 0)
    .map((c) => {
      const n = changes[c] as number;
      return `${c} ${n > 0 ? '+' : ''}${n}`;
    })
    .join('; ');
}

/**
 * A string as setValues input that stays this very text (player text is data, never a formula): a leading
 * apostrophe when Sheets would read it otherwise (=, +, -, @, an apostrophe or a space first; a number; TRUE or
 * FALSE). A column already formatted as plain text (`@`) takes the text as it is.
 */
export function literalText(value: unknown, textFormatted = false): unknown {
  if (typeof value !== 'string' || value === '' || textFormatted) return value;
  const risky = /^[\s=+\-@']/.test(value) || /\d/.test(value) || /^(true|false)$/i.test(value.trim());
  return risky ? `'${value}` : value;
}
