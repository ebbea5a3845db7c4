import type { AttackStrategy, DefenceStrategy } from '../../abstract-battle';
import type { Hex } from '../../hex';

/**
 * Battle settlement as plain data (COMBAT, Battle Results; SIEGES; ARMY COMMAND; EXPERIENCE; RULINGS 28): a
 * battle the resolver found, the result the moderator enters, and the battle state the campaign model does not
 * hold yet (broken armies, named individuals, losses to replace), kept beside `CampaignState`.
 */

export type BattleKind = 'field battle' | 'siege' | 'city fight';
export const BATTLE_KINDS: readonly BattleKind[] = ['field battle', 'siege', 'city fight'];

/** Battle Results: "The choices are simple, fight, truce, or run." */
export type BattleChoice = 'fight' | 'truce' | 'run';
export const BATTLE_CHOICES: readonly BattleChoice[] = ['fight', 'truce', 'run'];

/** One side of a battle: a player (with any allies) and the armies fighting for it. */
export interface BattleSide {
  readonly player: string;
  readonly armies: readonly string[];
}

/** The city at stake in a siege or city fight, as it stood before the siege roll. */
export interface BattleCity {
  readonly name: string;
  readonly player: string;
  readonly size: number;
  readonly cathedral: boolean;
  /** Turns this siege failed to get in before it succeeded (City Morale: -1 each). */
  readonly failedTurns: number;
  /** Whether the defender held it as a conquered city, and since when: a broken siege gives it back as it was. */
  readonly conquered: boolean;
  readonly conqueredTurn: number | null;
}

/** A battle to settle: one row of the Battles tab. Side 0 attacks (moved in, or besieges); side 1 defends. */
export interface Battle {
  /** Stable id, e.g. `T3-B1` (turn 3, first battle): roll keys and the Battles tab use it. */
  readonly id: string;
  /** The turn whose Combat phase found it. */
  readonly turn: number;
  readonly hex: Hex;
  readonly kind: BattleKind;
  readonly sides: readonly [BattleSide, BattleSide];
  /** Where each army stood before it entered this hex (Retreats: "back to the hex the army came from"). */
  readonly cameFrom: Readonly<Record<string, Hex | null>>;
  /** The last turn by which it must be played; after it the moderator may resolve it abstractly (App. D). */
  readonly deadlineTurn: number;
  readonly city: BattleCity | null;
}

/** A named individual killed or wounded in the battle. */
export interface IndividualLoss {
  readonly name: string;
  /** Wounds suffered in the battle; killed when they were all his remaining wounds. */
  readonly wounds: number;
  readonly killed: boolean;
}

export interface Withdrawal {
  readonly player: string;
  /** Game Completion: a peaceful withdrawal costs nothing more; a fleeing one rolls Table 18 on the survivors. */
  readonly kind: 'peaceful' | 'fleeing';
}

/** What happened on the table, for a fought battle. */
export interface FoughtResult {
  /** The winner's player name. */
  readonly winner: string;
  /** Points lost by each army (by army name). */
  readonly pointsLost: Readonly<Record<string, number>>;
  /** Named individuals killed or wounded. */
  readonly individuals: readonly IndividualLoss[];
  /** Individuals who killed an enemy individual: the victim's size in experience (EXPERIENCE). */
  readonly kills: readonly { readonly by: string; readonly size: number }[];
  /** Game turns played; fewer than 6 needs a withdrawal (Game Completion). */
  readonly turnsPlayed: number;
  readonly withdrawal: Withdrawal | null;
  /** Spells successfully cast, by individual: 1 experience each. */
  readonly spellsCast: Readonly<Record<string, number>>;
}

/** App. D: each side's strategy when the battle is resolved abstractly instead of played. */
export interface AbstractChoice {
  readonly attacker: AttackStrategy;
  readonly defender: DefenceStrategy;
}

/** What the moderator enters for a battle: each side's choice, then the fought result or the abstract strategies. */
export interface BattleResult {
  readonly battleId: string;
  /** Each side's choice, by player name. */
  readonly choices: Readonly<Record<string, BattleChoice>>;
  readonly fought: FoughtResult | null;
  readonly abstract: AbstractChoice | null;
  /** When the attacker takes the city in a city fight: keep it or sack it (Conquered city; Sacking a city). */
  readonly cityFate: 'conquer' | 'sack' | null;
  /** The winner ordered the loser's co-located settlers and engineers enslaved (Enslaving; Declared Alliances:
   * Neutral's default). */
  readonly enslave: boolean;
}

/** A named individual of an army (ARMY COMMAND; EXPERIENCE): what the Individuals tab would hold. */
export interface Individual {
  readonly name: string;
  readonly player: string;
  readonly army: string;
  /** The empire he comes from: a foreign individual has command rating 0 (Commanding Foreign Armies). */
  readonly empire: string;
  /** Size (worth in experience when killed) and wounds when whole. */
  readonly size: number;
  readonly maxWounds: number;
  readonly commandRating: number;
  /** Leadership, for a broken army's regroup test. */
  readonly leadership: number;
  readonly experience: number;
  /** Wounds still carried; one heals each turn. */
  readonly wounds: number;
  readonly commander: boolean;
  readonly status: 'active' | 'dead';
}

/** An army's battle status (Broken Armies; Leaderless Armies; Casualties). */
export interface ArmyBattleStatus {
  readonly army: string;
  readonly player: string;
  /** Broken by fleeing or withdrawing: from the next turn until it regroups. */
  readonly broken: boolean;
  readonly leaderless: boolean;
  /** Points lost in battle this turn, replaceable in the next turn's upkeep only (Casualties). */
  readonly pointsLost: number;
  readonly lostOnTurn: number | null;
  /** Points lost while Out of Supply: they may not be bought back (Supply ranges, Foraging). */
  readonly unreplaceable: number;
  /** Broken Siege: may not re-enter this hex next turn. */
  readonly barredFrom: Hex | null;
}

/** The battle state kept beside `CampaignState`. */
export interface BattleSettlementState {
  /** Ids of battles already settled: never applied twice. */
  readonly settled: readonly string[];
  readonly armies: readonly ArmyBattleStatus[];
  readonly individuals: readonly Individual[];
}

export const EMPTY_SETTLEMENT: BattleSettlementState = { settled: [], armies: [], individuals: [] };
