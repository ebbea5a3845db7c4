import {
  REPLACEMENT_IN_CITY,
  REPLACEMENT_TERMS,
  REPLACEMENT_TERMS_PROSE,
  ReplacementTerms,
  RuleVariant,
  SupplyStatus,
} from '../tables';
import type { Army } from '../../model';
import type { ArmyBattleStatus } from './types';

/**
 * Replacements (Casualties; Re-Supply, Table 5; RULINGS 8 and its setting): points lost in battle may be bought
 * back in the upkeep of the turn after the battle only, up to Table 5's share of the points lost, at its share of
 * the normal cost (one guilder per point, as Recruit Troops: "the full value (equal to the point value)"). Losses
 * taken Out of Supply may never be bought back.
 */

/** An army's battle losses as the Armies tab records them (Battle losses, Losses turn, Unreplaceable). */
export type BattleLosses = NonNullable<Army['battleLosses']>;

/** An army as the ledger reads it: the state reader fills `battleLosses` from the Armies tab. */
export type ArmyWithLosses = Army;

/** The army's battle status as buyReplacements reads it, from the losses the ledger read into the army. */
export function lossStatus(army: ArmyWithLosses): ArmyBattleStatus {
  const l = army.battleLosses;
  return {
    army: army.name,
    player: army.player,
    broken: false,
    leaderless: false,
    pointsLost: l?.points ?? 0,
    lostOnTurn: l === undefined || l.points <= 0 ? null : l.turn,
    unreplaceable: l?.unreplaceable ?? 0,
    barredFrom: null,
  };
}

/** Table 5's row for an army: "In a city" first, then by supply status; null when it cannot re-supply. */
export function replacementTerms(
  status: SupplyStatus,
  inCity: boolean,
  variant: RuleVariant,
): ReplacementTerms | null {
  const row = (variant === 'prose' ? REPLACEMENT_TERMS_PROSE : REPLACEMENT_TERMS)[status];
  if (row === null) return null;
  return inCity ? REPLACEMENT_IN_CITY : row;
}

export interface ReplacementPurchase {
  readonly points: number;
  readonly cost: number;
  /** Why fewer points than asked were bought, if so. */
  readonly limit: string | null;
}

/** What an order for `requested` replacement points buys in `turn` (cost rounded up to a whole guilder). */
export function buyReplacements(
  status: ArmyBattleStatus,
  requested: number,
  terms: ReplacementTerms | null,
  turn: number,
): ReplacementPurchase {
  if (status.lostOnTurn === null || status.pointsLost <= 0)
    return { points: 0, cost: 0, limit: `${status.army} lost no points in battle` };
  if (turn !== status.lostOnTurn + 1)
    return {
      points: 0,
      cost: 0,
      limit: `losses of turn ${status.lostOnTurn} must be replaced on turn ${status.lostOnTurn + 1} or not at all (Casualties)`,
    };
  if (terms === null) return { points: 0, cost: 0, limit: 'Out of Supply: cannot re-supply (Table 5)' };
  const replaceable = Math.max(0, status.pointsLost - status.unreplaceable);
  const cap = Math.floor((replaceable * terms.capPercent) / 100);
  const points = Math.max(0, Math.min(requested, cap));
  const limit =
    points < requested ? `up to ${terms.capPercent}% of ${replaceable} points lost: ${cap} (Table 5)` : null;
  return { points, cost: Math.ceil((points * terms.costPercent) / 100), limit };
}
