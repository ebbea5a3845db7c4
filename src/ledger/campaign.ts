import { isDate } from './custom-functions';
import { normaliseHeader } from './setup-plan';

/** The Campaign tab's name/value rows as a map keyed by the folded setting name. */
export function readSettings(
  rows: readonly (readonly unknown[])[],
  nameColumn: number,
  valueColumn: number,
): Map<string, unknown> {
  const settings = new Map<string, unknown>();
  for (const row of rows) {
    const name = row[nameColumn];
    if (typeof name === 'string' && name.trim() !== '') settings.set(normaliseHeader(name), row[valueColumn]);
  }
  return settings;
}

export function settingText(settings: ReadonlyMap<string, unknown>, name: string): string {
  const value = settings.get(normaliseHeader(name));
  if (value === undefined || value === null) return '';
  if (isDate(value)) return value.toISOString();
  return String(value).trim();
}
