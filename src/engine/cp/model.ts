/**
 * Campaign points state as plain data (003; digest §2 "What the ledger must hold"). Names are the book's:
 * territory, road, Defence Value (DV), March Difficulty (MD), army status, order of play, campaign points (CP).
 */

/** The 13 territory types ("Territory Descriptions"; CP-R23 spells Farming and Bazaar). */
export type CpTerritoryType =
  | 'Wizards Tower'
  | 'Monster Lair'
  | 'Mining Village'
  | 'Castle'
  | 'Fortress'
  | 'River Ford'
  | 'Vital Crossroad'
  | 'Mountain Pass'
  | 'Farming Village'
  | 'Market Town'
  | 'Mercenary Bazaar'
  | 'Large Town'
  | 'Major City';

export interface CpTerritory {
  readonly name: string;
  readonly type: CpTerritoryType;
  /** The owner flag: null is "normal" (unclaimed), else a player. */
  readonly owner: string | null;
  /** Current DV, 0 to the type's maximum (CP-R6). */
  readonly dv: number;
}

/** A road joins two territories both ways; its MD is 2-5 ("MD March Difficulty"). */
export interface CpRoad {
  readonly a: string;
  readonly b: string;
  readonly md: number;
}

/** "normal" / "defeated" / "broken" (Rebuild actions, Battle results). */
export type CpArmyStatus = 'normal' | 'defeated' | 'broken';

export interface CpArmy {
  readonly name: string;
  readonly player: string;
  readonly territory: string;
  readonly status: CpArmyStatus;
  /** Entered a territory that stops it this turn (Move an army, CP-R5), until that territory is captured. */
  readonly stopped: boolean;
  /** Where it came from this turn (the mover of a battle, the draw's retreat); null: it has not moved. */
  readonly cameFrom: string | null;
  /** The move's sequence number this turn (the later arrival is the mover, CP-R20); 0: has not moved. */
  readonly arrival: number;
}

export interface CpPlayer {
  readonly name: string;
  /** CP left this turn. */
  readonly cp: number;
  /** Added at the next Generate CP's phase (Sabotage 1: +1, 2-3: -1; CP-R10's CP owed), then cleared. */
  readonly nextCpModifier: number;
  /** Sabotage 6 (CP-R11): the enemies who may each remove one of this player's heroes in his next battle with them. */
  readonly heroOwedTo: readonly string[];
  readonly battlesWon: number;
}

export type CpTwoCpAction = 'Rebuild Broken Army' | 'Fortify Castle' | 'Build Roads' | 'Sabotage';

/** A 2-CP action started by one CP, waiting for the second (CP-R1). */
export interface CpPending {
  readonly player: string;
  readonly action: CpTwoCpAction;
  /** The action target as written in the log: an army, a territory, a road (`A-B`) or a player. */
  readonly target: string;
  readonly round: number;
}

/** A battle found at Resolve Battles (phase 4): armies of opposing sides sharing a territory. */
export interface CpBattle {
  /** `T3-01`: turn and sequence. */
  readonly id: string;
  readonly territory: string;
  /** The army that moved in (it retreats on a draw). */
  readonly mover: string;
  readonly attacker: string;
  readonly defender: string;
  readonly scenario: string;
  /** Set-up notes for the players: Sabotage 6 hero removals. */
  readonly notes: readonly string[];
  /** The result the moderator typed on the Battles tab: it is the report, over the players' lines. */
  readonly typed?: { readonly winner: string } | 'draw';
}

export interface CpState {
  readonly turn: number;
  /** The spending round within the turn (1 first). */
  readonly round: number;
  readonly territories: readonly CpTerritory[];
  readonly roads: readonly CpRoad[];
  readonly armies: readonly CpArmy[];
  readonly players: readonly CpPlayer[];
  /** This turn's order of play ("Determin Order Phase"). */
  readonly order: readonly string[];
  readonly pending: readonly CpPending[];
  /** Moves so far this turn (CpArmy.arrival). */
  readonly moves: number;
  /** Battles waiting for their results. */
  readonly battles: readonly CpBattle[];
  /** CP-R19: groups of players the moderator lists as allied. */
  readonly alliances: readonly (readonly string[])[];
}

/** "Players should decide beforehand of the victory conditions" (A Turn): the book's three examples. */
export type CpVictory =
  | { readonly kind: 'most territories'; readonly afterTurns: number }
  | { readonly kind: 'most battles won'; readonly afterTurns: number }
  | { readonly kind: 'share of territories'; readonly percent: number };

export interface CpSettings {
  /** CP-R2 (setting): the cost of Rebuild Broken Army. */
  readonly rebuildBrokenCost: 1 | 2;
  /** CP-R14 (setting): the lost 4-6 scenario of Market Town, Large Town and Major City. */
  readonly lostScenario: Readonly<Record<'Market Town' | 'Large Town' | 'Major City', string>>;
  readonly victory: CpVictory;
}

export const DEFAULT_CP_SETTINGS: CpSettings = {
  rebuildBrokenCost: 2,
  lostScenario: {
    'Market Town': 'Meeting Engagement',
    'Large Town': 'Meeting Engagement',
    'Major City': 'Meeting Engagement',
  },
  victory: { kind: 'share of territories', percent: 50 },
};
