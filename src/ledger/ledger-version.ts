import { fnv1a } from './hash';
import { normaliseHeader } from './setup-plan';

/**
 * The Ledger version: the argument every supply formula takes so Sheets recomputes it, because Sheets caches a
 * custom function's result by its arguments. Two different ledgers must never show the same version, or a
 * cached result of the one is shown for the other. Undo puts the version back with the tabs it restores, so a
 * plain counter repeats (Resolve to v+1, Undo to v, a hand edit or another Resolve to v+1 again: issue 9).
 * Hence: a Resolve's version is a hash of what the turn was computed from (the same inputs give the same
 * ledger, so the same version is right), and a hand edit's is the time in ms, which no earlier version reached.
 */

/** After a Resolve: from the turn's fingerprint (turn, version, orders, Log overrides) and the sidebar's own
 * roll overrides; below 2^32, so never one a hand edit (a time in ms) gave. */
export function versionAfterResolve(fingerprint: string, overrides: ReadonlyMap<string, number>): number {
  const rolls = [...overrides].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return fnv1a(`${fingerprint}\u001f${JSON.stringify(rolls)}`);
}

/** After a hand edit of a tab supply reads: later than any version before it, whatever Undo put back. */
export function versionAfterEdit(current: number, nowMs: number): number {
  return Math.max(current + 1, Math.floor(nowMs));
}

/** A Resolve's versions are below this (32-bit hashes); a hand edit's are times in ms, far above. */
const RESOLVE_VERSIONS = 2 ** 32;

/**
 * The Campaign rows Undo writes back: as the snapshot had them, Ledger version included, unless a tab supply
 * reads was hand-edited since the Resolve (the version is then an edit's): the restored tabs with those edits
 * are a ledger no version has named yet, so it gets a new one.
 */
export function campaignAfterUndo(
  rows: readonly (readonly unknown[])[],
  headers: readonly string[],
  currentVersion: number,
  nowMs: number,
): unknown[][] {
  const out = rows.map((row) => [...row]);
  if (currentVersion < RESOLVE_VERSIONS) return out;
  const at = (header: string) => headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(header));
  const [setting, value] = [at('Setting'), at('Value')];
  if (setting < 0 || value < 0) return out;
  for (const row of out)
    if (normaliseHeader(String(row[setting] ?? '')) === normaliseHeader('Ledger version'))
      row[value] = versionAfterEdit(currentVersion, nowMs);
  return out;
}
