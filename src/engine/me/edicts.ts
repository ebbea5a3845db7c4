/**
 * Edict legality (004 Section B 1.0-1.2, Table 2; 1.3A; 1.4A; App. G): which edicts a kingdom may issue to
 * which hexes this turn. Their end-of-turn effects are in edicts-effects.ts.
 */
import { inHeldNeutralKingdom, orphanedHexes } from './map';
import type { Edict, MeState } from './model';
import { TABLE_2_EDICTS } from './edicts-tables';
import { DEFAULT_SUPPORT_SETTINGS, type SupportSettings } from './support-tables';

/** One edict order: a hex and its edict; `provoke` asks Industry to provoke the Beast (App. G). */
export interface EdictOrder {
  readonly hex: string;
  readonly edict: Edict;
  readonly provoke?: boolean;
}

export interface EdictSettings {
  /** App. G, The Beast Awakes (optional module). */
  readonly beast: boolean;
  /** ME-R9: a Port keeps its Town's abilities (War Footing here). */
  readonly port: SupportSettings['port'];
}

export const DEFAULT_EDICT_SETTINGS: EdictSettings = { beast: false, port: DEFAULT_SUPPORT_SETTINGS.port };

type EdictState = Pick<MeState, 'hexes' | 'kingdoms' | 'agreements' | 'neutralKingdoms'>;

/**
 * Why `player` may not issue `order` (Table 2, 1.1B-1.2B, 1.3A, 1.4A, App. G); null when he may. `invading`
 * holds the hexes his armies invade this turn: Loot and Raze may be issued to "a hex you plan to conquer".
 * `orphans` defaults to the player's orphaned hexes at the start of the turn.
 */
export function edictProblem(
  state: EdictState,
  player: string,
  order: EdictOrder,
  invading: ReadonlySet<string>,
  settings: EdictSettings = DEFAULT_EDICT_SETTINGS,
  orphans: ReadonlySet<string> = new Set(orphanedHexes(state, player)),
): string | null {
  const hex = state.hexes.find((h) => h.address === order.hex);
  const at = `${order.edict} at ${order.hex}`;
  if (!hex) return `${at}: ${order.hex} is not on the map`;
  if (hex.owner !== player) {
    if ((order.edict === 'Loot' || order.edict === 'Raze') && invading.has(order.hex)) return null;
    return order.edict === 'Loot' || order.edict === 'Raze'
      ? `${at}: not your hex, and none of your armies invades it this turn (1.1B, 1.2B)`
      : `${at}: not a hex of your kingdom (1.0B)`;
  }
  if (order.edict === 'Support Troops') return null;
  if (orphans.has(order.hex)) return `${at}: the hex is orphaned and cannot be issued an edict (1.3A)`;
  if (inHeldNeutralKingdom(state, hex)) return `${at}: no edicts to a neutral kingdom's hexes (1.4A)`;
  const needs = TABLE_2_EDICTS[order.edict];
  const feature = hex.major === 'Port' && settings.port === 'as a town' ? 'Town' : hex.major;
  if (needs !== null && (feature === null || !needs.includes(feature)))
    return `${at}: the hex must contain a ${needs.join(' or ')} (Table 2)`;
  if (order.provoke) {
    if (!settings.beast) return `${at}: provoking the Beast needs the optional Beast module (App. G)`;
    if (order.edict !== 'Industry') return `${at}: the Beast is provoked with an Industry edict (App. G)`;
    if (hex.major !== 'Deep Mine' && hex.major !== 'Deep Woods')
      return `${at}: the Beast is provoked in a Deep Mine or Deep Woods (App. G)`;
  }
  return null;
}

/** Every problem with a kingdom's edict orders this turn, one edict per hex (1.0B: "issued to an entire hex"). */
export function edictOrderProblems(
  state: EdictState,
  player: string,
  orders: readonly EdictOrder[],
  invading: ReadonlySet<string>,
  settings: EdictSettings = DEFAULT_EDICT_SETTINGS,
): string[] {
  const orphans = new Set(orphanedHexes(state, player));
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const o of orders) {
    if (seen.has(o.hex)) problems.push(`${o.hex}: one edict per hex (1.0B)`);
    seen.add(o.hex);
    const p = edictProblem(state, player, o, invading, settings, orphans);
    if (p) problems.push(p);
  }
  return problems;
}

/** The edicts by hex, for the support statement (support.ts); hexes not listed are on Support Troops. */
export function edictMap(orders: readonly EdictOrder[]): Map<string, Edict> {
  return new Map(orders.map((o) => [o.hex, o.edict]));
}
