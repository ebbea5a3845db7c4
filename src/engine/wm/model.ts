/**
 * The WarMaster campaign as plain data (book 002; digest warmaster.md §1-2): an area graph with three locations
 * per area, boundaries that may force a delay check, nations with their year's roster and characters, and armies
 * (one per General). The year has 12 months.
 */

/** THE MAP: the predominant terrain of an area. */
export type Terrain = 'mountains' | 'hills' | 'plains' | 'swamp' | 'forest' | 'desert';

/** Population Center: every area without a town or city is a village (Siege; WM-R7). */
export type PopCenter = 'Village' | 'Town' | 'City';

/** The three locations of an area (THE MAP; ENGAGING THE ENEMY). */
export type Location = 'POI' | 'Countryside' | 'Population Center';

/** What covers a boundary and forces the delay check (Terrain effects; WM-R4). */
export type BoundaryDelay = 'mountains' | 'swamp' | 'major forest' | 'major river';

/** Roster categories (Roster): "Infantry, Cavalry, Monsters, Chariots and Artillery", plus Specials (Chaos). */
export type Category = 'Infantry' | 'Cavalry' | 'Monsters' | 'Chariots' | 'Artillery' | 'Specials';

/** Personalities: General 3, Magic User / Hero 2, minor 1; an Admiral is a 2-point character (EXPEDITIONS). */
export type CharacterType = 'General' | 'Magic User' | 'Hero' | 'Minor' | 'Admiral';

export interface WmArea {
  readonly name: string;
  readonly terrain: Terrain;
  readonly river: boolean;
  readonly coastal: boolean;
  readonly landmass: string;
  readonly chaos: boolean;
  readonly pop: PopCenter;
  /** The POI card or fixed POI, or null when none is placed. */
  readonly poi: string | null;
  /** The controlling nation, or null: uncontrolled (neutral). */
  readonly owner: string | null;
  /** Ceded by ransom this New Year: not counted in anyone's population this year (POST COMBAT). */
  readonly ceded?: boolean;
  /** A Last Stand town: needs no support and lasts until the next year (PRODUCTION, Last Stand). */
  readonly lastStand?: boolean;
  /** Gaining Control: the army stationary at the pop center and for how many consecutive turns. */
  readonly occupation?: { readonly army: string; readonly turns: number } | null;
}

/** A boundary between two areas; `delay` forces the check unless a marked pass / crossing is used (WM-R4). */
export interface WmBoundary {
  readonly a: string;
  readonly b: string;
  readonly delay: BoundaryDelay | null;
  /** A marked mountain pass or river crossing on it: "allow armies to ignore the area movement restrictions". */
  readonly crossing?: boolean;
}

export interface RosterEntry {
  readonly unit: string;
  readonly category: Category;
  readonly cost: number;
  readonly bought: number;
  readonly lost: number;
}

export type CharacterStatus = 'active' | 'captured' | 'dead';

export interface WmCharacter {
  readonly name: string;
  readonly type: CharacterType;
  readonly status: CharacterStatus;
  /** The nation holding him when captured. */
  readonly capturedBy?: string;
  /** Magic items assigned to him: never transferred (Magic Items). */
  readonly items: readonly string[];
  /** A royal nephew: a +1 General until the next year (Personalities; WM-R29). */
  readonly royalNephew?: boolean;
}

export interface WmNation {
  readonly name: string;
  readonly race: string;
  /** Natural habitats: the delay die may be moved 2 either way (Terrain effects). */
  readonly habitats: readonly Terrain[];
  readonly roster: readonly RosterEntry[];
  readonly characters: readonly WmCharacter[];
  readonly experience: number;
  /** The once-per-game rally of a routed army (POST COMBAT). */
  readonly rallyUsed: boolean;
  /** The capital area ("capitol"), for the NPP rings. */
  readonly capital?: string;
  /** Consecutive sessions the player has been absent (NPP). */
  readonly absences?: number;
  /** Extra character points from POIs and Chaos lands this year (Personalities; WM-R21). */
  readonly extraCharacterPoints?: number;
  /** Magic items back on the roster, or won, waiting to be assigned to a character (Magic Items). */
  readonly spareItems?: readonly string[];
  /** Villages added to this year's population by Chaos lands (WM-R21). */
  readonly extraVillages?: number;
  /** Every town or city area it has owned, kept by the stages: where a Rebellion may rise (LOSING A NATION). */
  readonly onceOwned?: readonly string[];
  /** A rebel nation's leader: if he is captured or slain the rebel nation is destroyed (Rebellion). */
  readonly rebelLeader?: string;
}

export type ArmyStatus = 'normal' | 'routed' | 'pre-engaged' | 'besieging' | 'besieged';

export interface WmArmy {
  readonly name: string;
  readonly nation: string;
  /** The General's name. */
  readonly general: string;
  readonly area: string;
  readonly location: Location;
  readonly status: ArmyStatus;
  /** The area it moved from this month (retreat step 1), or null. */
  readonly cameFrom: string | null;
  /** A delayed crossing: turns still to wait in the area of origin, then the ordered move. */
  readonly delay?: { readonly turns: number; readonly to: string } | null;
  /** A routed army: full turns it has stood still and uncontacted at its town or city. */
  readonly still?: number;
  /**
   * Orders written for the coming months (MOVEMENT, Optional Restrictions): an area to move to, or `hold`, one a
   * month, carried out when the army is given no new order.
   */
  readonly ahead?: readonly string[];
}

export interface WmSettings {
  /** WM-R12: 'supported' (default) or 'literal' (floor(villages/5) new towns each year). */
  readonly production: 'supported' | 'literal';
  /** WM-R10: on a draw, 'none' retreats (default) or 'mover' (the army that moved in retreats). */
  readonly draw: 'none' | 'mover';
  /** WM-R9: the army the assault garrisons are bought from, 2000 (default) or the text's 1000 points. */
  readonly garrisonFrom?: 1000 | 2000;
  /** WM-R13: the Expedition chart's die, d20 (default) or 2d10, + advantages. */
  readonly expeditionDice?: 'd20' | '2d10';
  /** MULTIPLE PLAYERS / ARMIES: Option A (default, "I suggest option A") or B for three or more armies meeting. */
  readonly multipleArmies?: 'A' | 'B';
}

/**
 * An expedition's state (EXPEDITIONS & EXPLORING): at sea, then landing (destination reached, a landing area still
 * to name), new island (the moderator adds its areas), escorted (the aquatic nation takes it home next month),
 * landed (an army on the map), lost (no ship left), removed (still at sea at New Year 5, WM-R1, or its army removed
 * at the New Year, Successful Expeditions: a record nothing checks).
 */
export type ExpeditionStatus =
  'at sea' | 'landing' | 'new island' | 'escorted' | 'landed' | 'lost' | 'removed';

export interface ShipLoad {
  readonly unit: string;
  readonly count: number;
}

/** An expedition and its separate roster (EXPEDITIONS & EXPLORING; Exodus; New Nation). */
export interface WmExpedition {
  readonly name: string;
  readonly nation: string;
  /** The port it left from (a coastal town or city); for an Exodus, the area it sailed from. */
  readonly port: string;
  /** The landmass it is bound for. */
  readonly destination: string;
  readonly general: string;
  readonly admiral: string;
  /** The units aboard, by type from the national roster (one ship carries one unit, WM-R15). */
  readonly units: readonly ShipLoad[];
  readonly boats: number;
  /** Cumulative advantages added to the chart's die (Expedition Chart). */
  readonly advantages: number;
  /** The other characters aboard (Expedition Army: "Characters … must be assigned to the expedition"). */
  readonly characters: readonly string[];
  /** A healer aboard: Disease takes 1 boat and 1 unit, not 2 and 2 (the moderator marks it). */
  readonly healer: boolean;
  readonly status: ExpeditionStatus;
  /** Where its army landed. */
  readonly area: string | null;
  /** The last chart result, as the log gives it. */
  readonly result: string;
  /** Ships of this expedition that failed to rally and turned pirate (Mutiny). */
  readonly mutinied: number;
  /** Pirates this expedition destroyed permanently (Pirates!). */
  readonly piratesSunk: number;
  /** The major character sent against a Sea Monster, awaiting the moderator's result (WM-R24). */
  readonly monster: string | null;
  readonly monsterResult: 'Kill' | 'Escape' | 'Capture' | null;
  /** The character sent to live with an aquatic nation (Expedition Chart 18). */
  readonly ally: string | null;
  /** An Exodus fleet: pirate results are ignored ("probably whose ships they hired"). */
  readonly exodus: boolean;
}

/** A lesser race's track (MINOR NATIONS): boxes 0-3 and Independent. */
export type MinorBox = 0 | 1 | 2 | 3 | 'Independent';

/** Per lesser race (MINOR NATIONS), visible to all. */
export interface MinorNation {
  readonly race: string;
  readonly box: MinorBox;
  /** Affiliation markers per player. */
  readonly markers: Readonly<Record<string, number>>;
  /** The Independent army's area, placed by the moderator at least one area from any town or city (WM-R23). */
  readonly area: string | null;
}

export const DEFAULT_SETTINGS: WmSettings = { production: 'supported', draw: 'none' };

export interface WmState {
  readonly year: number;
  /** 1-12 (TURN ORDER). */
  readonly month: number;
  readonly areas: readonly WmArea[];
  readonly boundaries: readonly WmBoundary[];
  readonly nations: readonly WmNation[];
  readonly armies: readonly WmArmy[];
  readonly settings: WmSettings;
  /** Expeditions of this year and before (their rows keep the pirates' count); none when absent. */
  readonly expeditions?: readonly WmExpedition[];
  /** The lesser races (MINOR NATIONS, optional); none when absent. */
  readonly minors?: readonly MinorNation[];
}

export const MONTHS_PER_YEAR = 12;
