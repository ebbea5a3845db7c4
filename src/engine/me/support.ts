/**
 * Total Support and Entitlements of a kingdom (004 2.1B-2.2.3B, Table 6, 1.3A, 1.4A, 6.0B). Support is not a
 * balance: it is worked out afresh each turn as a statement whose lines explain the cap on the armies.
 */
import { HEX_BASE_SUPPORT, TABLE_6_MAJOR_FEATURES, type Entitlement } from './explore-tables';
import { inHeldNeutralKingdom } from './map';
import type { Edict, MeHex, MeState } from './model';
import { DEFAULT_SUPPORT_SETTINGS, HIGH_ELF_SPECIALS, type SupportSettings } from './support-tables';

export type SupportSource = 'Hex' | 'Loot' | 'Conscription' | 'Mercenary upkeep';

export interface SupportLine {
  readonly source: SupportSource;
  /** The hex for a hex line; what it came from otherwise. */
  readonly subject: string;
  readonly amount: number;
  readonly note: string;
}

export interface SupportStatement {
  readonly player: string;
  readonly turn: number;
  readonly lines: readonly SupportLine[];
  readonly total: number;
  /** Upkeep above the support: a mercenary must leave (ME-R33). */
  readonly problems: readonly string[];
}

/** This turn's edicts of a kingdom by hex; a hex not listed is on Support Troops (1.0B). */
export type EdictMap = ReadonlyMap<string, Edict>;

type SupportState = Pick<MeState, 'turn' | 'hexes' | 'neutralKingdoms' | 'carry' | 'mercenaries'>;

/** The hexes whose support and entitlements are the kingdom's (2.1B; not a held neutral kingdom's, 1.4A). */
export function supportingHexes(state: Pick<MeState, 'hexes' | 'neutralKingdoms'>, player: string): MeHex[] {
  return state.hexes.filter(
    (h) => h.owner === player && h.terrain !== 'Lake' && !inHeldNeutralKingdom(state, h),
  );
}

/** Table 6 support bonus of a feature, with the Port read by ME-R9. */
export function supportBonus(hex: Pick<MeHex, 'major'>, settings: SupportSettings): number {
  if (hex.major === null) return 0;
  if (hex.major === 'Port' && settings.port === 'as printed') return 0;
  return TABLE_6_MAJOR_FEATURES[hex.major].supportBonus;
}

/** One hex's support this turn and why (2.1B, 1.0B, Table 4, Table 6 Fertile Fields). */
export function hexSupport(
  hex: MeHex,
  turn: number,
  edict: Edict,
  settings: SupportSettings = DEFAULT_SUPPORT_SETTINGS,
): { readonly amount: number; readonly note: string } {
  const full = HEX_BASE_SUPPORT + supportBonus(hex, settings);
  const what = hex.major ?? 'empty';
  if (turn < hex.noSupportUntil)
    return { amount: 0, note: `${what}: razed, no support before turn ${hex.noSupportUntil} (Table 4)` };
  if (edict === 'Industry' && hex.major === 'Fertile Fields')
    return { amount: full, note: 'Fertile Fields under Industry keeps its support (Table 6)' };
  if (edict !== 'Support Troops') return { amount: 0, note: `${what}: ${edict} edict, no support (1.0B)` };
  const bonus = full - HEX_BASE_SUPPORT;
  return { amount: full, note: bonus > 0 ? `${what}: 250 + ${bonus} (Table 6)` : `${what}: 250 (Table 6)` };
}

/**
 * The kingdom's Total Support for the state's turn (2.1B): each kingdom hex's support under its edict, looting
 * and conscription carried to this turn, less mercenary upkeep (6.0B, ME-R33). Orphaned hexes count (1.3A);
 * a held neutral kingdom's hexes do not (1.4A).
 */
export function totalSupport(
  state: SupportState,
  player: string,
  edicts: EdictMap = new Map(),
  settings: SupportSettings = DEFAULT_SUPPORT_SETTINGS,
): SupportStatement {
  const lines: SupportLine[] = supportingHexes(state, player)
    .sort((a, b) => a.address.localeCompare(b.address))
    .map((h) => {
      const { amount, note } = hexSupport(h, state.turn, edicts.get(h.address) ?? 'Support Troops', settings);
      return { source: 'Hex', subject: h.address, amount, note };
    });
  for (const c of state.carry)
    if (c.player === player && c.fromTurn <= state.turn && state.turn <= c.toTurn)
      lines.push({
        source: c.kind,
        subject: c.source,
        amount: c.amount,
        note:
          c.kind === 'Loot'
            ? `looted, turns ${c.fromTurn}-${c.toTurn} (Table 4)`
            : 'conscription (Table 10, ME-R12)',
      });
  for (const m of state.mercenaries)
    if (m.player === player && m.fromTurn <= state.turn)
      lines.push({
        source: 'Mercenary upkeep',
        subject: m.unit,
        amount: -m.upkeep,
        note: 'upkeep bid (6.0B, ME-R33)',
      });
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const problems =
    total < 0
      ? [`${player}: mercenary upkeep exceeds Total Support by ${-total}; a mercenary must leave (ME-R33)`]
      : [];
  return { player, turn: state.turn, lines, total, problems };
}

/**
 * "Maximum total support" for Desperate Measures (3.2B): the support with no edicts at all, since the player
 * "must have made every available effort".
 */
export function maximumSupport(
  state: SupportState,
  player: string,
  settings: SupportSettings = DEFAULT_SUPPORT_SETTINGS,
): number {
  return totalSupport(state, player, new Map(), settings).total;
}

export interface Entitlements {
  readonly lord: number;
  readonly hero: number;
  readonly special: number;
  readonly rare: number;
  /** Towns (and Ports, ME-R9): each one Hero, or Special, or Rare (Table 6). */
  readonly anyOne: number;
  readonly lines: readonly string[];
}

/**
 * Entitlements (2.2B): from the major features of the kingdom's hexes whatever their edicts, a Lord for each
 * neutral capital held (1.4A), and the High Elves' Specials from Total Support (2.2.3B, ME-R14).
 */
export function entitlements(
  state: Pick<MeState, 'turn' | 'hexes' | 'neutralKingdoms'>,
  player: string,
  race: string,
  support: number,
  settings: SupportSettings = DEFAULT_SUPPORT_SETTINGS,
): Entitlements {
  const count: Record<Entitlement, number> = { Lord: 0, Hero: 0, Special: 0, Rare: 0 };
  let anyOne = 0;
  const lines: string[] = [];
  for (const h of supportingHexes(state, player).sort((a, b) => a.address.localeCompare(b.address))) {
    if (h.major === null || (h.major === 'Port' && settings.port === 'as printed')) continue;
    const row = TABLE_6_MAJOR_FEATURES[h.major].entitlements;
    if (row.slots.length === 0) continue;
    if (row.mode === 'one of') anyOne += 1;
    else for (const s of row.slots) count[s] += 1;
    lines.push(`${h.address} ${h.major}: ${row.slots.join(row.mode === 'one of' ? ' or ' : ', ')} (Table 6)`);
  }
  for (const k of state.neutralKingdoms)
    if (k.conqueredBy === player && state.hexes.some((h) => h.address === k.capital && h.owner === player)) {
      count.Lord += 1;
      lines.push(`${k.capital} capital of ${k.id}: Lord (1.4A)`);
    }
  if (/high ?elf|high ?elves/i.test(race)) {
    const late = state.turn > 6 || (state.turn === 6 && settings.highElfTurnSix === '6+');
    const rule = late ? HIGH_ELF_SPECIALS.late : HIGH_ELF_SPECIALS.early;
    const extra = Math.floor(Math.max(0, support) / rule.per) * rule.specials;
    if (extra > 0) {
      count.Special += extra;
      lines.push(
        `High Elves: ${extra} Special for ${support} Total Support (2.2.3B${state.turn === 6 ? ', ME-R14' : ''})`,
      );
    }
  }
  return { lord: count.Lord, hero: count.Hero, special: count.Special, rare: count.Rare, anyOne, lines };
}

/** Slots the armies use, counted over every army of the kingdom. */
export interface SlotsUsed {
  readonly lord: number;
  readonly hero: number;
  readonly special: number;
  readonly rare: number;
}

/**
 * What the armies use beyond the entitlements, after the substitutions of 2.2.1B (a Rare for a Special, a Lord
 * for a Hero) and each Town's single free slot; empty when they fit.
 */
export function entitlementProblems(e: Entitlements, used: SlotsUsed): string[] {
  const problems: string[] = [];
  if (used.lord > e.lord) problems.push(`${used.lord} Lords for ${e.lord} Lord entitlements`);
  const hero = Math.max(0, used.hero - e.hero - Math.max(0, e.lord - used.lord));
  const rare = Math.max(0, used.rare - e.rare);
  const special = Math.max(0, used.special - e.special - Math.max(0, e.rare - used.rare));
  const short = hero + special + rare - e.anyOne;
  if (short > 0) {
    const parts = [
      hero ? `${hero} Hero` : '',
      special ? `${special} Special` : '',
      rare ? `${rare} Rare` : '',
    ].filter(Boolean);
    problems.push(
      `${short} more choices than entitlements allow (${parts.join(', ')} beyond them, ${e.anyOne} Town slots)`,
    );
  }
  return problems;
}
