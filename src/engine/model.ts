import type { Direction, Hex } from './hex';
import type {
  ArmyMobility,
  ArmySite,
  CityImprovement,
  DiplomaticStatus,
  SpecialTerrain,
  StructureType,
  Terrain,
  UnitType,
} from './cs42/tables';

/**
 * The campaign's state as plain data: what the ledger's tabs hold, read into types the rules work on.
 * Names are the book's: city, army, unit (engineer battalion, settler band, scout, spy), structure.
 */

export interface Player {
  readonly name: string;
  readonly email: string;
  /** A race of the book (SPECIAL RULES) or another the moderator allows. */
  readonly race: string;
  readonly colour: string;
  /** Guilders its engineers mined last turn, added to the treasury at this turn's income (Table 8: "The amount
   * rolled is added to your treasury on the next income cycle"). Absent when none is due. */
  readonly mineOutput?: number;
}

/** One player's declared status toward another (DIPLOMACY). No declaration means Unknown. */
export interface Declaration {
  readonly from: string;
  readonly toward: string;
  readonly status: DiplomaticStatus;
}

export interface MapHex {
  readonly hex: Hex;
  readonly terrain: Terrain;
  readonly road: boolean;
  /** Edges (rosette directions) with a river; an edge recorded on either side counts for both (RULINGS 3). */
  readonly rivers: readonly Direction[];
  readonly bridges: readonly Direction[];
  readonly fords: readonly Direction[];
  readonly special: SpecialTerrain | null;
  readonly mine: boolean;
  /** A Mystic Portal's record (the Map tab's optional Portal and Discovered by columns); absent: none kept. */
  readonly portal?: PortalRecord;
}

/** A Mystic Portal's letter and who has found it (SPECIAL TERRAIN TYPES, Mystic Portal). */
export interface PortalRecord {
  /** The Portal cell as written: a letter or name; '' when the moderator gave none. */
  readonly name: string;
  /** The Discovered by cell: the players who have discovered it, in the Players tab's spelling. */
  readonly discoveredBy: readonly string[];
}

export interface CampaignMap {
  readonly width: number;
  readonly height: number;
  /** Keyed by address (`CCRR`). */
  readonly hexes: ReadonlyMap<string, MapHex>;
}

export interface City {
  readonly name: string;
  readonly player: string;
  readonly hex: Hex;
  readonly size: number;
  readonly improvements: readonly CityImprovement[];
  /** Held by a conqueror: counts as a supply depot and earns half (RULINGS 10, 26). */
  readonly conquered: boolean;
  /** A siege of it failed last turn: half income this turn (RULINGS 14). */
  readonly besieged: boolean;
  /** The turn it was conquered, if it is held by a conqueror: it becomes a normal city after 7 turns (RULINGS 26). */
  readonly conqueredTurn?: number | null;
  /** Failed turns of the siege now under way: +2 each to the siege roll (RULINGS 25); 0 when not besieged. */
  readonly failedSieges?: number;
  /** This turn's corruption percentage after any Courthouse (RULINGS 14). */
  readonly corruption: number;
  /** The turn its owner abandoned it (Abandon City): the following turn it collects no income and takes no
   * action. Null or absent when it never was. */
  readonly abandonedTurn?: number | null;
}

export interface Army {
  readonly name: string;
  readonly player: string;
  readonly hex: Hex;
  readonly points: number;
  readonly mobility: ArmyMobility;
  /** The race of 70% of its points, or Mercenary (UNIT TYPES, Armies). */
  readonly race: string;
  readonly site: ArmySite;
  /** Armies it agreed a truce with in last turn's battle (Table 17, Truce/Truce): not a battle again while they
   * still stand together this turn. */
  readonly truceWith?: readonly string[];
  /** Broken by a battle (fled or withdrew) until it regroups (Broken Armies; the Armies tab's Broken column).
   * An army under size 5 is Broken whatever this says. */
  readonly broken?: boolean;
  /** Points lost in the battle of `turn` (the Armies tab's Battle losses, Losses turn, Unreplaceable), bought back
   * by Replace on the next turn only; `unreplaceable` of them were lost Out of Supply (Casualties; Table 5).
   * Absent when it lost none. */
  readonly battleLosses?: { readonly points: number; readonly turn: number; readonly unreplaceable: number };
}

export interface Unit {
  readonly name: string;
  readonly player: string;
  readonly type: UnitType;
  readonly hex: Hex;
  /** A settler band's size; 1 for the others. */
  readonly size: number;
}

export interface Structure {
  readonly name: string;
  readonly type: StructureType;
  readonly player: string;
  readonly hex: Hex;
  /** A bridge's edge. */
  readonly edge: Direction | null;
  /** The turn it was captured, if it was (double upkeep that turn, RULINGS 18). */
  readonly capturedTurn: number | null;
}

/** The state the rules read: everything on the map and who stands toward whom. */
export interface CampaignState {
  readonly turn: number;
  readonly players: readonly Player[];
  readonly diplomacy: readonly Declaration[];
  readonly map: CampaignMap;
  readonly cities: readonly City[];
  readonly armies: readonly Army[];
  readonly units: readonly Unit[];
  readonly structures: readonly Structure[];
}
