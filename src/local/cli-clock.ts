import type { Outcome } from './cli-commands';
import { errorMessage, LedgerError, Session } from './playground/session';

/**
 * campaign-ledger clock: the emulated clock the script sees (form submissions are stamped with it; the Order
 * deadline and the orders form's limit of submissions an hour are measured by it), moved on as the playground's
 * clock control does. It never goes back, so what is recorded stays in the order it happened.
 */

const UNITS: Readonly<Record<string, number>> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** The most the clock moves in one run: a year, as the playground's control allows. */
const MAX_MS = 365 * UNITS.d;

/** `+1h`, `+90m`, `+2d`, `+1h30m` in milliseconds; anything else is refused with what to write. */
export function parseDuration(text: string): number {
  const parts = /^\+((?:\d+[dhm])+)$/.exec(text.trim());
  const ms =
    parts === null
      ? NaN
      : [...parts[1].matchAll(/(\d+)([dhm])/g)].reduce(
          (sum, [, n, unit]) => sum + Number(n) * UNITS[unit],
          0,
        );
  if (!Number.isFinite(ms) || ms <= 0 || ms > MAX_MS)
    throw new LedgerError(
      `clock: '${text}' is not a time to move on by: write + and minutes, hours or days, e.g. +1h, +90m, +2d (at most a year; the clock never goes back)`,
    );
  return ms;
}

function when(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Prints the clock; with `by`, moves it on first, firing each time-driven trigger due on the way, and saves. */
export function clock(session: Session, by: string | undefined): Outcome {
  if (by === undefined) return { lines: [`The emulated clock: ${when(session.now())}.`], save: false };
  const ms = parseDuration(by);
  const from = session.now();
  const runs = session.advanceClock(ms);
  const lines = [
    `Moved the emulated clock on by ${by.trim().slice(1)}: ${when(from)} → ${when(session.now())}.`,
  ];
  for (const r of runs)
    lines.push(`  ${when(r.at)}: ${r.handler} ${r.ok ? 'ran' : `failed (${errorMessage(r.error)})`}`);
  if (runs.length === 0) lines.push('No time-driven trigger fell due.');
  return { lines, save: true };
}

/**
 * The way on after the orders form's hourly limit (ORD-RATE): the limit is the form's rule for players and stays,
 * but a moderator playing a book offline from the command line moves the emulated clock on instead of waiting.
 */
export function rateLimitHint(file: string, refusal: string): string {
  if (!/\bORD-RATE\b|more than \d+ submissions within one hour/.test(refusal)) return '';
  return ` Offline, move the emulated clock on instead of waiting: campaign-ledger clock ${file} +1h (the hour counts by that clock; the limit stays for players on the form).`;
}
