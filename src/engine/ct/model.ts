/**
 * The state of a Chronopia territories campaign (book 001; digest chronopia-territories.md §2): no map, each
 * player's territories as a list, warband rosters, captives and a treasury in gold crowns (gc).
 */

/** Table 1's territory types, highest first. */
export type TerritoryType = 'Fortress' | 'City' | 'Town' | 'Village' | 'Hamlet' | 'Outpost';

export interface Territory {
  readonly name: string;
  readonly type: TerritoryType;
  /** The home fortress holds the Hospital ([Forces] 1.c.3). */
  readonly home: boolean;
}

/** The characteristics advancement rolls improve ([Experience] 2; Table 2). */
export type Characteristic = 'CC' | 'MW' | 'PW' | 'LD' | 'AC' | 'W' | 'ST' | 'MV' | 'A' | 'DEF';
export type Profile = Readonly<Record<Characteristic, number>>;

/** Races a Stygian may keep as Drugged ([Races] 6.b.1); anything else is 'other'. */
export type CaptiveRace = 'human' | 'elf' | 'dwarf' | 'orc' | 'goblin' | 'other';

export interface Figure {
  readonly id: string;
  /** The figure type from the army list, e.g. `Swordsman`. */
  readonly type: string;
  /** Base cost from the army list, in points (= gc). */
  readonly baseCost: number;
  readonly profile: Profile;
  /** PW in the basic characteristics: only a non-zero one may improve PW ([Experience] 2.b). */
  readonly basicPW: number;
  readonly leader: boolean;
  /** XP or cash spent on the figure over its life ([Campaign] 3.a). */
  readonly spent: number;
  readonly mounted: boolean;
  readonly magicUser: boolean;
  readonly alchemist: boolean;
  /** A Chronomancer with the spell Second Chance ([Races] 1.a). */
  readonly secondChance: boolean;
  /** A wizard's spells ([Forces] 2.a.3; CT-R25); none when absent. */
  readonly spells?: readonly string[];
  readonly race: CaptiveRace;
  /** A Devout summoned creature: bought for one battle, no maintenance, no XP ([Races] 5.c-d). */
  readonly summoned: boolean;
  /** A Stygian Drugged: no XP, maintained ([Races] 6.b.2). */
  readonly drugged: boolean;
  /** In the Hospital: misses its owner's next battle (Table 4; CT-R17). */
  readonly hospital: boolean;
}

/** Where a warband stands: the field army or the garrison of a named territory ([Forces] 1.b-c). */
export type Station = { readonly kind: 'field' } | { readonly kind: 'garrison'; readonly territory: string };

export interface Warband {
  readonly id: string;
  /** An Individual is "a warband of one figure" ([Experience] 1.b). */
  readonly kind: 'warband' | 'individual';
  /** The army list it was bought from ([Forces] 1.a.2.c). */
  readonly armyList: string;
  readonly missile: boolean;
  /** The core rules' minimum figures, leader included (e.g. 4 + leader = 5), entered from the army list. */
  readonly minimum: number;
  readonly station: Station;
  /** The warband's pool of unspent XP ([Experience] 1.a). */
  readonly xp: number;
  readonly figures: readonly Figure[];
  /** The lowest number its next new figure's id may take: numbers once given are never given again. */
  readonly nextFigure?: number;
}

/**
 * The ids of a warband that has left the roster: their series (G.Bows) and the number its next figure would have
 * taken. A warband raised or summoned again into the series numbers on from it, so no id is given twice.
 */
export interface PastSeries {
  readonly series: string;
  readonly next: number;
}

/** A figure held by another player ([Battles] 3.c). */
export interface Captive {
  readonly figure: Figure;
  readonly owner: string;
  readonly warband: string;
}

export interface CtPlayer {
  readonly name: string;
  readonly armyList: string;
  /** Other lists the force may hold: Dwarven Clans, slave races ([Forces] 1.a.2.c), as the moderator enters. */
  readonly alsoLists: readonly string[];
  /** Stygian or Devout restrict allies ([Races] 5.a, 6.a; CT-R5). */
  readonly race: string;
  readonly treasury: number;
  readonly territories: readonly Territory[];
  readonly warbands: readonly Warband[];
  /** Enemy figures this player holds. */
  readonly captives: readonly Captive[];
  readonly allies: readonly string[];
  /** The series of his warbands that left the roster; none when absent. */
  readonly pastSeries?: readonly PastSeries[];
}

/** CT-R2 (setting): the starting territory die. */
export type StartingDie = 'd6' | 'd20';

export interface CtSettings {
  /** CT-R6: the XP cost of an advancement roll, lost from the book; null until the moderator sets it. */
  readonly xpPerAdvancementRoll: number | null;
  readonly startingDie: StartingDie;
  /** CT-R5 (setting): Devout ally only with Devout. */
  readonly devoutAllyOnlyDevout: boolean;
}

export const DEFAULT_CT_SETTINGS: CtSettings = {
  xpPerAdvancementRoll: null,
  startingDie: 'd6',
  devoutAllyOnlyDevout: true,
};

export interface CtState {
  /** The battle round (CT-R1). */
  readonly turn: number;
  readonly players: readonly CtPlayer[];
  readonly settings: CtSettings;
}

/** A refusal that names where and why; functions return it instead of throwing on a player's mistake. */
export type CtResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export const ok = <T>(value: T): CtResult<T> => ({ ok: true, value });
export const refuse = <T>(error: string): CtResult<T> => ({ ok: false, error });

/** Every figure of a warband that is not in the Hospital. */
export const present = (w: Warband): readonly Figure[] => w.figures.filter((f) => !f.hospital);
