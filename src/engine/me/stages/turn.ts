/**
 * What a Mighty Empires turn carries from one stage to the next (2.0A): the Orders stage's accepted orders, the
 * potential battles announced at the Interim Results, and the hexes claimed, until the Final Results close the
 * turn. Plain data, so the ledger can keep it between the sidebar's Resolve presses.
 */
import type { AbstractOutcome } from '../../abstract-battle';
import type { StageBattle } from '../../core/stage';
import type { MatchupOutcome } from '../battle/conquest';
import type { Engagement, Force, Matchup } from '../battle/matching';
import type { MercenaryOffer } from '../mercenaries';
import type { MeState } from '../model';
import type { MeOrder } from '../orders/types';
import type { Expenditure } from '../power-spend';
import type { IncitedArmy } from './incite';

/** One potential battle of the turn (digest §6), from the Interim Results to its result. */
export interface MeTurnBattle {
  /** `T<turn>-<nn>`, in the order they are fought: what players write. */
  readonly id: string;
  readonly matchup: Matchup;
  /** Fight or Flight and Lost Cause (2.4A, 2.0C); null until both forces are known. */
  readonly engagement: Engagement | null;
  /** Scouting results, the board and terrain (4.2B, 5.2C-5.3C), for the players. */
  readonly setup: readonly string[];
  /** How it was settled: a tabletop report, App. D, or by default. */
  readonly mode: StageBattle['mode'];
  readonly status: StageBattle['status'];
  /** The side that won; null for none yet, a draw or no battle. */
  readonly winner: 'attacker' | 'defender' | null;
  /** App. D's outcome when resolved abstractly. */
  readonly outcome: AbstractOutcome | null;
  /** The matchup as fought: `winner of` replaced by the winning force. */
  readonly resolved?: Matchup;
  /** How it ended for the hex's claim (battle/conquest.ts); null until fought. */
  readonly ended: MatchupOutcome | null;
  /** Points of the fortress garrison joining the defender (App. B); absent: none. */
  readonly garrison?: number;
  /** An incited army attacking (5.2B): the attacker is it, at this strength. */
  readonly incited?: IncitedArmy;
}

/** A hex whose defenders surrendered to Pacify Neutrals (ME-R19): claimed without battle. */
export interface Pacified {
  readonly hex: string;
  readonly player: string;
}

/** An invaded hex as matched (battle/matching.ts HexResult without its matchups, which are the battles'). */
export interface InvadedHexWork {
  readonly hex: string;
  readonly invaders: readonly Force[];
  readonly uncontested: boolean;
}

/** A Table 10 expenditure paid with the orders (5.2B), completed at the end of the turn. */
export interface PaidExpenditure {
  readonly player: string;
  readonly expenditure: Expenditure;
}

export interface MeTurnWork {
  readonly turn: number;
  /** The mercenaries offered with the Rumours (2.1A), set by the GM before the orders. */
  readonly offers: readonly MercenaryOffer[];
  /** The Orders stage's accepted orders by player (2.2A). */
  readonly orders: Readonly<Record<string, readonly MeOrder[]>>;
  readonly paid: readonly PaidExpenditure[];
  readonly battles: readonly MeTurnBattle[];
  readonly hexes: readonly InvadedHexWork[];
  readonly pacified: readonly Pacified[];
  /** Incited armies not defeated (5.2B), acting at the end of the turn (ME-R18, ME-R30). */
  readonly incited: readonly IncitedArmy[];
  /**
   * Abstract-battle strategies written at Fight or Flight (LANGUAGE.md: "both" stages; App. D, Table 24), kept
   * for the Battles stage; one written there again replaces it. Absent when none was written.
   */
  readonly strategies?: readonly StrategyChoice[];
}

/** A side's strategy for one battle (App. D, Table 24). */
export interface StrategyChoice {
  readonly battle: string;
  readonly player: string;
  readonly strategy: string;
}

/** The state every ME stage reads and returns. */
export interface MeStageState {
  readonly campaign: MeState;
  readonly work: MeTurnWork;
}

/** A fresh turn's work, with the GM's mercenary offers. */
export function newTurnWork(turn: number, offers: readonly MercenaryOffer[] = []): MeTurnWork {
  return { turn, offers, orders: {}, paid: [], battles: [], hexes: [], pacified: [], incited: [] };
}

/** Battle ids as players write them: `T3-01`. */
export function battleId(turn: number, n: number): string {
  return `T${turn}-${String(n).padStart(2, '0')}`;
}

/** The orders of one kind in a list. */
export function ofKind<K extends MeOrder['kind']>(
  orders: readonly MeOrder[],
  kind: K,
): Extract<MeOrder, { kind: K }>[] {
  return orders.filter((o): o is Extract<MeOrder, { kind: K }> => o.kind === kind);
}

/** Every player's orders of one kind, with the player. */
export function allOfKind<K extends MeOrder['kind']>(
  orders: ReadonlyMap<string, readonly MeOrder[]> | Readonly<Record<string, readonly MeOrder[]>>,
  kind: K,
): { readonly player: string; readonly order: Extract<MeOrder, { kind: K }> }[] {
  const entries = orders instanceof Map ? [...orders] : Object.entries(orders);
  return entries
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([player, list]) => ofKind(list, kind).map((order) => ({ player, order })));
}

/** The player (or neutral side) a force fights for. */
export function forcePlayer(f: Force): string {
  switch (f.kind) {
    case 'army':
      return f.players[0] ?? '';
    case 'neutral':
      return f.name;
    case 'beast':
      return 'the Beast';
    case 'winner of':
      return `the winner of ${f.battle}`;
  }
}
