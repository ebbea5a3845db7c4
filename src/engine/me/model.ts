/**
 * Mighty Empires state as plain data (004; digest §2 "What the ledger must hold"). Names are the book's:
 * kingdom, hex, edict, army, character, neutral kingdom, mercenary. Support is not kept (it is a per-turn
 * statement, 2.1B): only what carries it from turn to turn (loot, conscription, mercenary upkeep).
 * Hex addresses are CS42's `CCRR` (digest §1 Proposal; src/engine/hex.ts).
 */

/** A hex's primary terrain (1.1A). A river is a flag on top of it (4.1B: explored "as a river hex"). */
export type MeTerrain = 'Field' | 'Forest' | 'Swamp' | 'Mountain' | 'Lake';

/** Major terrain features (Table 6). At most one per hex. */
export type MajorFeature =
  | 'Capital'
  | 'City'
  | 'Town'
  | 'Fertile Fields'
  | 'Mine'
  | 'Deep Mine'
  | 'Woods'
  | 'Deep Woods'
  | 'Wizard Tower'
  | 'Arcane Ruin'
  | 'Port'
  | 'Tunnel';

/** Minor terrain features (Table 17, printed "Table 17:2"). At most one per hex. */
export type MinorFeature =
  | 'Temporal Rift'
  | 'Restless Battlefield'
  | "Hangman's Tree"
  | 'Holy Shrine'
  | 'Unholy Shrine'
  | 'Arcane Node'
  | 'Signposts'
  | 'Null Artifact'
  | 'Idol of Gork'
  | 'Idol of Mork'
  | 'Fell Gate'
  | 'Dryad Glade'
  | 'Waystone'
  | 'Wishing Well'
  | 'Fountain of Youth'
  | 'Herdstone'
  | 'Warpstone Meteorite'
  | 'Crypt of the Restless Dead';

/** Defensive features (App. B). */
export type Fortification = 'Fortress' | 'Mighty Fortress';

/** Edicts (1.0B, Table 2). Support Troops is the default and "does not count as an Edict". */
export type Edict = 'Support Troops' | 'Civilization' | 'Industry' | 'War Footing' | 'Loot' | 'Raze';

/** Native defenders of a hex (4.3B): semi-permanent, they grow +250 a turn to Basic 2000 (ME-R35). */
export interface NeutralDefenders {
  /** Race (Table 7's common native defenders, or the GM's choice). */
  readonly race: string;
  /** Basic Army Size: (d3 + turn) × 250 when discovered, at most 2000 (4.3B). */
  readonly basic: number;
  /** Well Defended: +500 to Total (Table 7). */
  readonly wellDefended: boolean;
  /** The turn they were discovered (growth starts the turn after, ME-R35; Pacify targets, ME-R19). */
  readonly discoveredTurn: number;
  /**
   * Permanent additions outside the 2000 growth cap: Pacify "Failed disastrously" +250 (Table 11), an incited
   * army's d2×250 conscription (5.2B, ME-R18).
   */
  readonly extra: number;
  /** Set when these are incited neutrals left holding the hex (ME-R18): who incited them. */
  readonly incitedBy: readonly string[];
}

export interface MeHex {
  /** `CCRR`. */
  readonly address: string;
  readonly terrain: MeTerrain;
  /** The river running through this hex (its id, for "two river hexes along the river", Table 6 Port); null: none. */
  readonly river: string | null;
  /** Tunnel exit this hex's tunnel entrance connects to (Table 6 Tunnel, placed by the GM); null: none. */
  readonly tunnelTo: string | null;
  /** Contents established (4.1B); unexplored hexes hold no known features. */
  readonly explored: boolean;
  /** The player whose kingdom holds the hex; null: neutral (or a neutral kingdom's). */
  readonly owner: string | null;
  /** The neutral kingdom this hex belongs to (1.4A), kept after a player conquers its capital; null: none. */
  readonly neutralKingdom: string | null;
  /** This hex is its neutral kingdom's capital (it holds a Mighty Fortress, 1.4A). */
  readonly neutralCapital: boolean;
  readonly major: MajorFeature | null;
  readonly minor: MinorFeature | null;
  /** An Arcane Node's lore (Table 17); null otherwise. */
  readonly nodeLore: string | null;
  readonly fortress: Fortification | null;
  /** The garrison's list, 250 or 500 points (App. B), as the player wrote it. */
  readonly garrison: string;
  readonly watchtower: boolean;
  /** Produces no support on turns before this one (razed empty hex or Tunnel, d3 turns, Table 4); 0: none. */
  readonly noSupportUntil: number;
  /** The turn it was last looted (Table 1: a hex looted this turn counts 0); 0: never. */
  readonly lootedTurn: number;
  /** The turn a battle was last fought here (Table 17 Restless Battlefield); 0: never. */
  readonly battleTurn: number;
  readonly defenders: NeutralDefenders | null;
  /** The Beast is here (App. G). */
  readonly beast: boolean;
}

/** A player's kingdom (1.2A). */
export interface Kingdom {
  /** The player's name. */
  readonly player: string;
  /** Race / army book (quirks: High Elves 2.2.3B, Undead 6.1.1C, Orcs App. A). */
  readonly race: string;
  /** Capital hex; null once lost with no city to promote (3.2A). */
  readonly capital: string | null;
  /** Unspent Power: persistent, counts for victory (Table 1); 0 at the start (5.0B). */
  readonly power: number;
  /** Production bank, 0-2 between turns (5.1B, ME-R11). */
  readonly bank: number;
  /** Turn of the last Incite Neutrals (never two turns running, 5.2B, ME-R13); 0: never. */
  readonly lastInciteTurn: number;
  readonly eliminated: boolean;
  /** Neutral kingdoms whose extent and capital this player knows (1.4A). */
  readonly knownKingdoms: readonly string[];
  /** Persistent magic items (Wizard Tower / Arcane Ruin, 3.6B, Table 4); items belong to the kingdom. */
  readonly magicItems: readonly string[];
}

/** A player's or a neutral kingdom's army (3.0B, 4.0B). */
export interface MeArmy {
  readonly name: string;
  /** The player, or the neutral kingdom id for a neutral kingdom's army (1.4A). */
  readonly owner: string;
  /** Basic Army Size: points allotted from Total Support (3.1B). */
  readonly basic: number;
  /** The army list as the player wrote it. */
  readonly list: string;
  /** The character who is its General (3.4B); null until chosen. */
  readonly general: string | null;
  /** Dispersed for the rest of this turn (3.3B); 0: not dispersed. */
  readonly dispersedTurn: number;
  /** At least one unit with the Scouts special rule (Table 8: +1); the army list is free text, so the GM says. */
  readonly scouts?: boolean;
}

export type CharacterRank = 'Lord' | 'Hero';
export type CharacterRole = 'Grand Marshall' | 'Regent' | null;
/** Characteristics advancement and injury change (App. C, Table 14). */
export type Characteristic = 'M' | 'WS' | 'BS' | 'S' | 'T' | 'W' | 'I' | 'A' | 'Ld';
/** Active; dead; retired (Table 14); out to the turn's end; in the warp to the turn's end (6.1.2C). */
export type CharacterStatus = 'active' | 'dead' | 'retired' | 'out' | 'warp';
/** Injuries that retire a character the second time (Table 14). */
export type RetiringInjury = 'Lost arm' | 'Blinded' | 'Lost leg';

/** The table an advance came from: Table 18 itself, or a skill table (19-22) it sent the player to. */
export type AdvanceTable = 'Advancement' | 'Fighting' | 'Shooting' | 'Command' | 'Magic';

/** One advance (App. C): each Table 18 result at most twice, each skill at most once. */
export interface Advance {
  readonly table: AdvanceTable;
  /** The result as the book words it, e.g. `+1 Strength`, `Always Strike First`. */
  readonly result: string;
  /** The characteristic it raised by 1; null for a skill. */
  readonly characteristic: Characteristic | null;
}

export interface MeCharacter {
  readonly name: string;
  /** The player, or a neutral kingdom id (its characters gain experience, 4.3B / 1.4A). */
  readonly owner: string;
  /** The army he is in; null: none. */
  readonly army: string | null;
  readonly rank: CharacterRank;
  /** Wizard level; 0: not a wizard. */
  readonly wizardLevel: number;
  readonly role: CharacterRole;
  /** Experience earned in total (Table 15). */
  readonly xp: number;
  /** Advancement rolls taken, one per 3 XP (6.3C). */
  readonly advancementRolls: number;
  /**
   * Advances in the order taken (Table 18 and the skill Tables 19-22); 5 or more makes a Living Legend
   * (Table 9). "Loses his most recent advancement" (Table 4) removes the last one.
   */
  readonly advances: readonly Advance[];
  /** Net change of each characteristic from injuries (Table 14; one at 0 means death). Advances add theirs. */
  readonly injuryChanges: Readonly<Partial<Record<Characteristic, number>>>;
  readonly injuries: readonly RetiringInjury[];
  /** Psychology gained (Stupidity, Fear, Hate, Frenzy, Immune to Fear; Table 14). */
  readonly psychology: readonly string[];
  readonly status: CharacterStatus;
  /** The turn the status was set (out and warp last to the end of that turn). */
  readonly statusTurn: number;
}

/** A neutral kingdom (1.4A); its hexes are the hexes whose `neutralKingdom` is its id. */
export interface NeutralKingdom {
  readonly id: string;
  readonly race: string;
  /** Its capital hex. */
  readonly capital: string;
  /** The player who conquered its capital (its army then patrols for him, led by a Regent); null: independent. */
  readonly conqueredBy: string | null;
}

/** A mercenary held (6.0B, ME-R33): upkeep is the winning bid, again each turn. */
export interface Mercenary {
  readonly unit: string;
  readonly player: string;
  readonly army: string | null;
  /**
   * The unit's basic point cost as the GM offered it (6.0B): what it adds to its army's Total Army Size, not the
   * bid ("adds the Orcs [225 points] to his 2500-point army, bringing its Total Army Size to 2725"). Absent on a
   * record kept before it was stored: unknown, counted 0 (fieldedMercenaryPoints).
   */
  readonly points?: number;
  /** Support deducted from Total Support each turn from `fromTurn` on. */
  readonly upkeep: number;
  /** Special mercenaries (6.2B) also repay their Power bid each turn; 0 otherwise. */
  readonly powerUpkeep: number;
  readonly fromTurn: number;
}

/** Support carried to later turns: loot (Table 4) and conscription (Table 10, ME-R12). */
export interface SupportCarry {
  readonly player: string;
  readonly kind: 'Loot' | 'Conscription';
  readonly amount: number;
  /** First and last turn it adds to Total Support (inclusive). */
  readonly fromTurn: number;
  readonly toTurn: number;
  /** What it came from, for the statement (e.g. `loot 0405 City`). */
  readonly source: string;
}

/**
 * Agreements between two players (7.3B-7.5B). For vassalage `a` is the vassal and `b` the overlord; a vassalage
 * is a permanent alliance (7.5B).
 */
export interface Agreement {
  readonly kind: 'Cease fire' | 'Alliance' | 'Vassalage';
  readonly a: string;
  readonly b: string;
  /** The turn it took effect (an Alliance needs a cease fire of 3 turns or more, 7.4B). */
  readonly since: number;
  /** The turn a break was ordered (it ends at the beginning of the following turn, 7.3B); 0: none. */
  readonly breakingTurn: number;
}

export interface MeState {
  readonly turn: number;
  /** The turn from which the end check runs (3.0A); 0: not announced. */
  readonly endCheckFrom: number;
  readonly over: boolean;
  readonly hexes: readonly MeHex[];
  readonly kingdoms: readonly Kingdom[];
  readonly armies: readonly MeArmy[];
  readonly characters: readonly MeCharacter[];
  readonly neutralKingdoms: readonly NeutralKingdom[];
  readonly mercenaries: readonly Mercenary[];
  readonly carry: readonly SupportCarry[];
  readonly agreements: readonly Agreement[];
}

/** An empty, unexplored hex of `terrain`: a base for map set-up and tests. */
export function blankHex(address: string, terrain: MeTerrain, river: string | null = null): MeHex {
  return {
    address,
    terrain,
    river,
    tunnelTo: null,
    explored: false,
    owner: null,
    neutralKingdom: null,
    neutralCapital: false,
    major: null,
    minor: null,
    nodeLore: null,
    fortress: null,
    garrison: '',
    watchtower: false,
    noSupportUntil: 0,
    lootedTurn: 0,
    battleTurn: 0,
    defenders: null,
    beast: false,
  };
}

/** Megafeatures (Table 6): 2 for Effective Power (Table 1); ME-R9 counts the Port. */
export const MEGAFEATURES: readonly MajorFeature[] = ['Capital', 'City', 'Deep Mine', 'Deep Woods', 'Port'];
