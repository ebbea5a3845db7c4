import { fnv1a } from '../../ledger/hash';
import type { Clock } from '../../engine/core/stage';
import type { TabValues } from '../../ledger/stage-ruleset';

/**
 * What a stage was computed from, as a short text: the clock, and a hash of each tab's values (orders arrived,
 * a cell edited, an override entered in the Log all change one). Preview hands it to the sidebar; Resolve
 * compares it with its own, so what it applies is what was previewed, or it says which tabs changed.
 */

/** FNV-1a (ledger/hash.ts) in base 36: short. */
const hash = (text: string): string => fnv1a(text).toString(36);

function cellKey(value: unknown): string {
  if (value instanceof Date) return `d:${value.toISOString()}`;
  return `${typeof value}:${String(value ?? '')}`;
}

export function stageFingerprint(clock: Clock, values: TabValues): string {
  const tabs: Record<string, string> = {};
  for (const [name, rows] of [...values].sort(([a], [b]) => (a < b ? -1 : 1)))
    tabs[name] = hash(rows.map((row) => row.map(cellKey).join('\u001f')).join('\n'));
  return JSON.stringify({ clock: [clock.turn, clock.stage, clock.round], tabs });
}

/** Plain sentences naming what differs between the previewed inputs and the present ones; empty when none. */
export function stageFingerprintChanges(previewed: string, now: string): string[] {
  if (previewed === now) return [];
  const parse = (text: string): { clock?: unknown; tabs?: Record<string, unknown> } | null => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null
        ? (value as { tabs?: Record<string, unknown> })
        : null;
    } catch {
      return null;
    }
  };
  const a = parse(previewed);
  const b = parse(now);
  if (!a || !b) return ['the Preview this Resolve came from cannot be read'];
  const out: string[] = [];
  if (JSON.stringify(a.clock) !== JSON.stringify(b.clock)) out.push('the stage to resolve is another one');
  const before = a.tabs ?? {};
  const after = b.tabs ?? {};
  for (const name of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort())
    if (before[name] !== after[name]) out.push(`the ${name} tab changed`);
  return out.length > 0 ? out : ['the ledger changed'];
}
