/**
 * The Mighty Empires order language's accepted orders and receipt (book 004 Section B; digest §4): one
 * `MeOrder` variant per order of §4.1-4.7, carrying what the rules need, and the receipt the form shows. The turn
 * stages (ME-STAGES) build on these types: keep them stable.
 */
import type { AttackStrategy, DefenceStrategy } from '../../abstract-battle';
import type { EdictSettings } from '../edicts';
import type { MePhase } from '../events';
import type { MercenaryOffer } from '../mercenaries';
import type { Edict, MeState } from '../model';
import type { Expenditure } from '../power-spend';
import type { SupportSettings } from '../support-tables';

/** Where an order is written: a hex (`0405`), an army, the kingdom itself, or a potential battle (`T5-03`). */
export type MeSubjectKind = 'hex' | 'army' | 'kingdom' | 'battle';

/** The stages that take orders (2.0A): Orders (2.2A), Fight or Flight (2.4A), Battle Resolution (2.5A). */
export type MeOrderStage = Extract<MePhase, 'Orders' | 'Fight or flight' | 'Battle resolution'>;

/** 4.1 Edicts (1.0B, Table 2); `provoke`: Industry issued to provoke the Beast (App. G). */
export interface EdictOrderLine {
  readonly kind: 'edict';
  readonly hex: string;
  readonly edict: Edict;
  readonly provoke: boolean;
}

/** 4.2 (3.1B, 3.7B): the Basic Army Size allotted to an army from Total Support this turn. */
export interface BasicSizeOrder {
  readonly kind: 'basic size';
  readonly army: string;
  readonly basic: number;
}

/** 4.2 (3.0B, 3.7B): an army's list as written (units, equipment, magic items: 3.6B). Stored as literal text. */
export interface ArmyListOrder {
  readonly kind: 'army list';
  readonly army: string;
  readonly list: string;
}

/** 4.2 (3.4B): the character who is the army's General. */
export interface GeneralOrder {
  readonly kind: 'general';
  readonly army: string;
  readonly character: string;
}

/** 4.2 (3.7B "reallocate units freely between armies"): a character moves into an army. */
export interface JoinOrder {
  readonly kind: 'join';
  readonly army: string;
  readonly character: string;
}

/** 4.2 (3.2B Third Army): a third army raised, allowed while one army has Basic 2000 or more. */
export interface RaiseArmyOrder {
  readonly kind: 'raise army';
  readonly army: string;
  readonly basic: number;
}

/** 4.2 (3.2B Third Army folded back; Desperate Measures): `army` is folded into `into`. */
export interface FoldArmyOrder {
  readonly kind: 'fold army';
  readonly army: string;
  readonly into: string;
  /** Desperate Measures: the kingdom's maximum support is below 1000, so it keeps one army (3.2B). */
  readonly desperate: boolean;
}

/** 4.2 (App. B): a Fortress's (250) or Mighty Fortress's (500) garrison list, as written. */
export interface GarrisonListOrder {
  readonly kind: 'garrison list';
  readonly hex: string;
  readonly list: string;
}

/** 4.2 (6.0B): the mercenary won last turn is fielded in one of the player's armies. */
export interface FieldMercenaryOrder {
  readonly kind: 'field mercenary';
  readonly unit: string;
  readonly army: string;
}

/** 4.2 (6.0B upkeep "as long as he is willing to pay"): the mercenary is let go, no more upkeep. */
export interface ReleaseMercenaryOrder {
  readonly kind: 'release mercenary';
  readonly unit: string;
}

/** 4.2 (3.2A): a lost capital's replacement, one of the player's cities. */
export interface NewCapitalOrder {
  readonly kind: 'new capital';
  readonly hex: string;
}

/**
 * 4.3 Table 5: Patrol. `allied`: this is the player's one army acting from allied territory (7.4B), set when the
 * target is an ally's hex.
 */
export interface PatrolOrder {
  readonly kind: 'patrol';
  readonly army: string;
  readonly hex: string;
  readonly allied: boolean;
}

/**
 * 4.3 Table 5: Invade. `combinedWith`: the army (his own, 4.0B, or an ally's, 7.2B) it combines with on the same
 * hex; null: it attacks alone. `allied`: it invades from allied territory (7.4B).
 */
export interface InvadeOrder {
  readonly kind: 'invade';
  readonly army: string;
  readonly hex: string;
  readonly combinedWith: string | null;
  readonly allied: boolean;
}

/** 4.4 Table 10: one power expenditure with its cost (power-spend.ts `Expenditure`). */
export interface ExpenditureOrder {
  readonly kind: 'expenditure';
  readonly expenditure: Expenditure;
  readonly cost: number;
}

/** 4.5 (6.0B, 6.2B): a sealed bid in support (and power, special mercenaries) from the next turn. */
export interface BidOrder {
  readonly kind: 'bid';
  readonly unit: string;
  readonly support: number;
  readonly power: number;
}

/** 4.6 (7.1B): a gift of power from what the giver generates this turn. */
export interface GiftOrder {
  readonly kind: 'gift';
  readonly to: string;
  readonly amount: number;
}

/** 4.6 (7.3B, 7.4B): a cease fire or alliance written in the orders, or a break of one. */
export interface DeclarationOrder {
  readonly kind: 'declaration';
  readonly other: string;
  readonly declaration: 'Cease fire' | 'Alliance' | 'Break';
}

/** 4.6 (7.5B): agreeing to a vassalage: as the vassal, or as the conqueror accepting him. */
export interface VassalageOrder {
  readonly kind: 'vassalage';
  readonly role: 'vassal' | 'overlord';
  readonly other: string;
}

/** 4.7 (2.4A): Fight or Flee, per potential battle. */
export interface FightOrFleeOrder {
  readonly kind: 'fight or flee';
  readonly battle: string;
  readonly choice: 'Fight' | 'Flee';
}

/** 4.7 (4.0B): which covering patrols fight at an attacked hex; two armies listed fight combined. */
export interface DefendOrder {
  readonly kind: 'defend';
  readonly battle: string;
  readonly armies: readonly string[];
}

/** 4.7 (App. B): which fortress garrison joins which defending army. */
export interface GarrisonOrder {
  readonly kind: 'garrison';
  readonly battle: string;
  readonly hex: string;
  readonly army: string;
}

/** 4.7 (4.0C): a patroller's preemptive strike, or its reversion to static defence. */
export interface StanceOrder {
  readonly kind: 'stance';
  readonly battle: string;
  readonly stance: 'Preemptive strike' | 'Static defence';
}

/** 4.7 (4.0C): after this battle, flee from all the army's remaining battles. */
export interface FleeRemainingOrder {
  readonly kind: 'flee remaining';
  readonly battle: string;
}

/** 4.7 (App. D, Table 24): the side's strategy in an abstract battle. */
export interface StrategyOrder {
  readonly kind: 'strategy';
  readonly battle: string;
  readonly strategy: AttackStrategy | DefenceStrategy;
}

/** An accepted order: one variant per order of digest §4. */
export type MeOrder =
  | EdictOrderLine
  | BasicSizeOrder
  | ArmyListOrder
  | GeneralOrder
  | JoinOrder
  | RaiseArmyOrder
  | FoldArmyOrder
  | GarrisonListOrder
  | FieldMercenaryOrder
  | ReleaseMercenaryOrder
  | NewCapitalOrder
  | PatrolOrder
  | InvadeOrder
  | ExpenditureOrder
  | BidOrder
  | GiftOrder
  | DeclarationOrder
  | VassalageOrder
  | FightOrFleeOrder
  | DefendOrder
  | GarrisonOrder
  | StanceOrder
  | FleeRemainingOrder
  | StrategyOrder;

export type MeOrderKind = MeOrder['kind'];

/** `ME-O001` ... (codes.ts lists each with its meaning). */
export type MeOrderCode = `ME-O${string}`;

export type MeOrderStatus = 'ok' | 'corrected' | 'rejected';

/** One line of the receipt. */
export interface MeOrderLine {
  /** 1-based line number in the submission. */
  readonly line: number;
  /** The line exactly as submitted: store it as literal text, never as a formula. */
  readonly text: string;
  /** The subject as the ledger spells it (hex address, army name, `Kingdom`, battle id); null: none matched. */
  readonly subject: string | null;
  readonly subjectKind: MeSubjectKind | null;
  /** The action in the language's spelling (`Invade`, `Build Fortress` ...), after any correction. */
  readonly action: string | null;
  /** The arguments written back in canonical spelling. */
  readonly argsText: string;
  /** The accepted order; null when rejected. */
  readonly order: MeOrder | null;
  readonly status: MeOrderStatus;
  readonly code: MeOrderCode;
  /** A plain sentence naming the line: what happens, or what is wrong and what to write instead. */
  readonly message: string;
}

export interface MeOrderReceipt {
  readonly player: string;
  readonly turn: number;
  readonly stage: MeOrderStage;
  readonly lines: readonly MeOrderLine[];
  /** The accepted orders, in line order (what the stages resolve). */
  readonly orders: readonly MeOrder[];
  /** Remarks on the submission as a whole (an army with no order, 4.0B ...); they reject nothing. */
  readonly warnings: readonly { readonly code: MeOrderCode; readonly message: string }[];
  /** Power the accepted expenditures cost (5.2B: paid with the orders). */
  readonly powerSpent: number;
}

/** A potential battle as announced (Interim Results, digest §6), for battle-stage lines. */
export interface MeBattleOnRecord {
  /** The id players write (`T5-03`). */
  readonly id: string;
  readonly hex: string;
  /** Players on the attacking and on the defending side. */
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  /** The player armies engaged, by name. */
  readonly armies: readonly string[];
  /** Resolved abstractly (App. D): strategies are taken. */
  readonly abstract: boolean;
  /** Settled already: no choice changes it. */
  readonly settled: boolean;
}

export interface MeOrderSettings {
  readonly edicts?: EdictSettings;
  /** Basic size minimum (ME-R15) and the Port (ME-R9), as the campaign set them. */
  readonly support?: SupportSettings;
}

export interface MeCheckInput {
  readonly state: MeState;
  readonly player: string;
  readonly text: string;
  readonly turn: number;
  readonly stage: MeOrderStage;
  readonly settings?: MeOrderSettings;
  /** The mercenaries for hire this turn (2.1A), for bids. */
  readonly offers?: readonly MercenaryOffer[];
  /** The potential battles announced, for the Fight or Flight and Battle stages. */
  readonly battles?: readonly MeBattleOnRecord[];
}
