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

/**
 * The Campaign tab's body after a Resolve: Turn advanced, Ledger version moved on (supply formulas recompute)
 * and, when a turn length is set, the next Order deadline; every other cell as given (values or cell input).
 */
export function advancedCampaign(
  body: readonly (readonly unknown[])[],
  nameColumn: number,
  valueColumn: number,
  change: {
    readonly nextTurn: number;
    readonly deadline: Date | null;
    /** The new Ledger version (see ledger-version.ts); one more than before when not given. */
    readonly ledgerVersion?: number;
  },
): unknown[][] {
  return body.map((row) => {
    const out = [...row];
    const name = normaliseHeader(String(row[nameColumn] ?? ''));
    if (name === normaliseHeader('Turn')) out[valueColumn] = change.nextTurn;
    if (name === normaliseHeader('Ledger version'))
      out[valueColumn] = change.ledgerVersion ?? (Number(row[valueColumn]) || 0) + 1;
    if (name === normaliseHeader('Order deadline') && change.deadline) out[valueColumn] = change.deadline;
    return out;
  });
}

const DAY_MS = 86_400_000;

/** The next Order deadline: a turn length after the current one, or after `now` when none is set; null when
 * deadlines are set by hand (turn length 0). */
export function nextDeadline(current: Date | null, turnLengthDays: number, now: Date): Date | null {
  if (turnLengthDays <= 0) return null;
  return new Date((current ?? now).getTime() + turnLengthDays * DAY_MS);
}
