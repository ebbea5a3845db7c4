import type { CampaignState } from '../model';
import type { TurnEvent } from './turn/context';

/**
 * Spy on City (SPY ACTIONS, Table 11): a successful mission divulges the city's upgrades, its actions this turn,
 * the force list of the armies in it and the empire's treasury. The resolver logs it as one event (spies.ts,
 * "learns of <city>: upgrades: ...; actions: ...; armies in the hex: ...; treasury of <player>: <n>"); this reads
 * those events back into reports for the spy's owner.
 */
export interface SpyReport {
  readonly city: string;
  readonly turn: number;
  /** The spy who found it out. */
  readonly spy: string;
  readonly improvements: readonly string[];
  readonly actions: readonly string[];
  readonly armies: readonly string[];
  /** Whose treasury, and how much it held. */
  readonly treasuryOf: string;
  readonly treasury: number;
}

const LEARNS =
  /^learns of (.+?): upgrades: (.*?); actions: (.*?); armies in the hex: (.*?); treasury of (.+?): (-?\d+)$/;

/** A list written "a, b (x, y), c": commas inside brackets belong to the item. */
function list(text: string, none: string): string[] {
  if (text === none) return [];
  const out: string[] = [];
  let depth = 0;
  let item = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      out.push(item.trim());
      item = '';
    } else item += ch;
  }
  out.push(item.trim());
  return out.filter((s) => s !== '');
}

/** The reports the spies of `player` (as they stood in `before`, the state the turn started from) brought back. */
export function spyReportsFromEvents(
  events: readonly TurnEvent[],
  before: CampaignState,
  player: string,
  turn: number,
): SpyReport[] {
  const who = player.trim().toLowerCase();
  const mine = new Set(
    before.units
      .filter((u) => u.type === 'Spy' && u.player.trim().toLowerCase() === who)
      .map((u) => u.name.toLowerCase()),
  );
  const out: SpyReport[] = [];
  for (const e of events) {
    if (!mine.has(e.subject.toLowerCase())) continue;
    const m = LEARNS.exec(e.effect);
    if (m === null) continue;
    out.push({
      city: m[1],
      turn,
      spy: e.subject,
      improvements: list(m[2], 'none'),
      actions: list(m[3], 'Hold'),
      armies: list(m[4], 'none'),
      treasuryOf: m[5],
      treasury: Number(m[6]),
    });
  }
  return out;
}
