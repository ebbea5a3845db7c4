import { fnv1a } from './hash';
import type { OrderRecord } from './orders';

/**
 * What a turn was computed from, as a short text: the turn, the ledger version (moved by every Resolve, Undo
 * and hand edit of a tab supply reads), the moderator's Log overrides, and each player's order lines of the
 * turn. Preview hands it to the sidebar; Resolve compares it with its own, so what it applies is what was
 * previewed, or it says what changed.
 */
export interface TurnInputs {
  readonly turn: number;
  readonly ledgerVersion: number;
  readonly orders: readonly OrderRecord[];
  /** Roll overrides from the Log, by roll key. */
  readonly logOverrides: ReadonlyMap<string, number>;
}

/** FNV-1a (hash.ts) in base 36: short. */
const hash = (text: string): string => fnv1a(text).toString(36);

const SEPARATOR = '\u001f';

export function turnFingerprint(inputs: TurnInputs): string {
  const byPlayer = new Map<string, string[]>();
  for (const r of inputs.orders) {
    if (r.turn !== inputs.turn) continue;
    const line = [r.line, r.text, r.status, r.submission, r.unit, r.action, r.args].join(SEPARATOR);
    const lines = byPlayer.get(r.player) ?? [];
    lines.push(line);
    byPlayer.set(r.player, lines);
  }
  const players = [...byPlayer.keys()].sort().map((p) => `${p}=${hash((byPlayer.get(p) ?? []).join('\n'))}`);
  const overrides = [...inputs.logOverrides]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}:${v}`);
  return JSON.stringify({
    turn: inputs.turn,
    version: inputs.ledgerVersion,
    overrides: hash(overrides.join(',')),
    orders: players,
  });
}

interface Parsed {
  turn?: unknown;
  version?: unknown;
  overrides?: unknown;
  orders?: unknown;
}

function parse(fingerprint: string): Parsed | null {
  try {
    const value: unknown = JSON.parse(fingerprint);
    return typeof value === 'object' && value !== null ? (value as Parsed) : null;
  } catch {
    return null;
  }
}

/** Plain sentences naming what differs between the previewed inputs and the present ones; empty when none. */
export function fingerprintChanges(previewed: string, now: string): string[] {
  if (previewed === now) return [];
  const a = parse(previewed);
  const b = parse(now);
  if (!a || !b) return ['the Preview this Resolve came from cannot be read'];
  const out: string[] = [];
  if (a.turn !== b.turn) out.push(`the turn is now ${String(b.turn)}, not ${String(a.turn)}`);
  const ordersOf = (p: Parsed): Map<string, string> =>
    new Map(
      (Array.isArray(p.orders) ? p.orders : []).map((entry) => {
        const text = String(entry);
        const at = text.lastIndexOf('=');
        return [text.slice(0, at), text.slice(at + 1)];
      }),
    );
  const before = ordersOf(a);
  const after = ordersOf(b);
  const changed = [...new Set([...before.keys(), ...after.keys()])]
    .filter((player) => before.get(player) !== after.get(player))
    .sort();
  for (const player of changed)
    out.push(
      !before.has(player)
        ? `orders arrived from ${player}`
        : !after.has(player)
          ? `${player}'s orders were removed`
          : `${player}'s orders changed`,
    );
  if (a.overrides !== b.overrides) out.push('a roll override in the Log changed');
  if (out.length === 0 && a.version !== b.version) out.push('the ledger was edited');
  return out;
}
