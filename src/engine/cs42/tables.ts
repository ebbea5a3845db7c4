/**
 * Campaign System v4.2 (rules/000_0ed6eb7e46d2a6b7.txt) numbers as data, with RULINGS.md where the text is
 * ambiguous. Every rule function reads its numbers from here, never from literals of its own.
 */

/** Table 1: City Size -> base income (size x 100). */
export const CITY_SIZE_INCOME: Readonly<Record<number, number>> = {
  1: 100,
  2: 200,
  3: 300,
  4: 400,
  5: 500,
  6: 600,
  7: 700,
  8: 800,
  9: 900,
  10: 1000,
};
export const MIN_CITY_SIZE = 1;
export const MAX_CITY_SIZE = 10;

export const CITY_IMPROVEMENTS = [
  'Aqueduct',
  'Barracks',
  'Cathedral',
  'Courthouse',
  'Granary',
  'Harbor',
  'Marketplace',
  'Military Academy',
] as const;
export type CityImprovement = (typeof CITY_IMPROVEMENTS)[number];

/** Table 2: City Upgrade -> build cost and upkeep in guilders per turn. */
export const CITY_UPGRADE: Readonly<Record<CityImprovement, { buildCost: number; upkeep: number }>> = {
  Aqueduct: { buildCost: 500, upkeep: 50 },
  Barracks: { buildCost: 150, upkeep: 25 },
  Cathedral: { buildCost: 150, upkeep: 25 },
  Courthouse: { buildCost: 200, upkeep: 75 },
  Granary: { buildCost: 100, upkeep: 50 },
  Harbor: { buildCost: 200, upkeep: 50 },
  Marketplace: { buildCost: 150, upkeep: 75 },
  'Military Academy': { buildCost: 250, upkeep: 75 },
};

/** City income modifiers (CITIES: Marketplace; RULINGS 14: conquered and after a failed siege). */
export const INCOME_MULTIPLIER = { marketplace: 1.5, conquered: 0.5, afterFailedSiege: 0.5 } as const;

export const UNIT_TYPES = ['Engineer', 'Scout', 'Settler', 'Spy'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** PAYABLES/UPKEEP and RULINGS 18: upkeep per turn; a settler band pays per size point. */
export const UNIT_UPKEEP: Readonly<Record<UnitType, { upkeep: number; perSize: boolean }>> = {
  Engineer: { upkeep: 50, perSize: false },
  Scout: { upkeep: 50, perSize: false },
  Settler: { upkeep: 10, perSize: true },
  Spy: { upkeep: 200, perSize: false },
};

export const STRUCTURE_TYPES = ['Supply Depot', 'Temple', 'Watchtower', 'Bridge'] as const;
export type StructureType = (typeof STRUCTURE_TYPES)[number];

/** STRUCTURES and RULINGS 18: upkeep per turn (bridges have none); a captured depot or watchtower pays
 * `capturedFirstTurnMultiplier` times in its first turn (DESTROYING STRUCTURES). */
export const STRUCTURE_UPKEEP: Readonly<Record<StructureType, number>> = {
  'Supply Depot': 10,
  Temple: 5,
  Watchtower: 50,
  Bridge: 0,
};
export const CAPTURED_FIRST_TURN_MULTIPLIER = 2;

/** Where an army stands for upkeep (RULINGS 7). */
export const ARMY_SITES = ['field', 'city', 'watchtower', 'depot', 'watchtower+depot', 'spring'] as const;
export type ArmySite = (typeof ARMY_SITES)[number];

/** RULINGS 7: army upkeep rate by site, a share of the army's points, rounded up to a whole guilder. */
export const ARMY_UPKEEP_RATE: Readonly<Record<ArmySite, number>> = {
  field: 0.5,
  city: 0.3,
  watchtower: 0.45,
  depot: 0.45,
  'watchtower+depot': 0.4,
  spring: 0,
};

/** STARTING ARMIES and RULINGS 6: army size = floor(points / 100), at most size 25; below 5 is Broken. */
export const POINTS_PER_ARMY_SIZE = 100;
export const MAX_ARMY_POINTS = 2599;
export const MIN_FIELD_ARMY_SIZE = 5;

export const SUPPLY_STATUSES = ['Regular', 'Long', 'Extended', 'Out of Supply'] as const;
export type SupplyStatus = (typeof SUPPLY_STATUSES)[number];

/** Table 6 (RULINGS 12): the upper bound in hexes of each band; beyond Extended is Out of Supply. */
export const SUPPLY_BAND_MAX: Readonly<Record<Exclude<SupplyStatus, 'Out of Supply'>, number>> = {
  Regular: 5,
  Long: 10,
  Extended: 15,
};
/** SPECIAL RULES, Blackblood (RULINGS 12): each band's upper bound is one more. */
export const BLACKBLOOD_BAND_BONUS = 1;

/** THE MAP, TERRAIN: the terrain of a hex (Snow is a climate that the book lays over others; the Map tab
 * records a snow-covered hex as Snow). */
export const TERRAINS = [
  'Plains',
  'Forest',
  'Desert',
  'Oasis',
  'Swamp (fringe)',
  'Swamp (heart)',
  'Mountains',
  'Crag',
  'Snow',
  'Badlands',
  'Water',
  'Underground',
] as const;
export type Terrain = (typeof TERRAINS)[number];

/** SPECIAL TERRAIN TYPES and the map features the book marks with icons (fords are edges, not here). */
export const SPECIAL_TERRAINS = [
  'Fleetfoot Fruit Trees',
  'Mystic Portal',
  'Sweet Water Clear Spring',
  'Magical Glade',
  'Ruins',
  'Ruined City',
  'Cave Entrance',
] as const;
export type SpecialTerrain = (typeof SPECIAL_TERRAINS)[number];

export const RACES = [
  'Firstborn',
  'Blackblood',
  'Devout',
  'Stygian',
  'Sons of Kronos',
  'Dwarves',
  'Elves',
  'Swamp Goblins',
] as const;

export const ARMY_MOBILITIES = ['FOOT', 'CAV', 'FLYER'] as const;
export type ArmyMobility = (typeof ARMY_MOBILITIES)[number];

/** DIPLOMACY and RULINGS 11: a player's declared status toward another. */
export const DIPLOMATIC_STATUSES = ['Unknown', 'Neutral', 'Friendly', 'Allied', 'At War'] as const;
export type DiplomaticStatus = (typeof DIPLOMATIC_STATUSES)[number];

/** DIPLOMACY and RULINGS 11: the statuses with which a player's own declaration toward another makes it that
 * player's enemy (it blocks the other's supply routes), and those with which its cities and linked depots
 * supply the other. Neutral does neither. */
export const HINDERING_STATUSES: readonly DiplomaticStatus[] = ['Unknown', 'At War'];
export const SUPPLYING_STATUSES: readonly DiplomaticStatus[] = ['Friendly', 'Allied'];

/** STRUCTURES, Supply Depot (SD) and RULINGS 10: a depot is linked within `fromCity` hexes of an owned
 * (non-conquered) city or within `fromDepot` hexes of another linked depot. */
export const SUPPLY_LINK_RANGE = { fromCity: 5, fromDepot: 3 } as const;

/** TERRAIN, Water: an army embarked in an open water hex has every supply range extended by 5 hexes. */
export const WATER_SUPPLY_BAND_BONUS = 5;

/** A rule a moderator may switch on the Campaign tab (RULINGS 8, 13): `table` is the default, `prose` the
 * book's prose where it disagrees with the table. */
export const RULE_VARIANTS = ['table', 'prose'] as const;
export type RuleVariant = (typeof RULE_VARIANTS)[number];

/** Table 6: actions per turn a unit may take, or `destroyed` when the unit is removed. */
export type SupplyActions = number | 'destroyed';
export const SUPPLIED_UNIT_TYPES = ['Scout', 'Engineer', 'Settler'] as const;
export type SuppliedUnitType = (typeof SUPPLIED_UNIT_TYPES)[number];

export interface SupplyEffectsRow {
  /** Army Actions. */
  readonly armyActions: number;
  /** Army Restrictions: Extended and Out of Supply cannot March... */
  readonly armyCanMarch: boolean;
  /** ...but automatically suffer the penalties associated with Marching. */
  readonly armySuffersMarchPenalties: boolean;
  /** Out of Supply: must roll for starvation effects (Supply ranges, Foraging). */
  readonly starvationRoll: boolean;
  readonly unitActions: Readonly<Record<SuppliedUnitType, SupplyActions>>;
}

/** Table 6: Summary of Supply Ranges and Effects (RULINGS 13), row by row. */
export const SUPPLY_EFFECTS: Readonly<Record<SupplyStatus, SupplyEffectsRow>> = {
  Regular: {
    armyActions: 2,
    armyCanMarch: true,
    armySuffersMarchPenalties: false,
    starvationRoll: false,
    unitActions: { Scout: 2, Engineer: 2, Settler: 1 },
  },
  Long: {
    armyActions: 1,
    armyCanMarch: true,
    armySuffersMarchPenalties: false,
    starvationRoll: false,
    unitActions: { Scout: 2, Engineer: 1, Settler: 1 },
  },
  Extended: {
    armyActions: 1,
    armyCanMarch: false,
    armySuffersMarchPenalties: true,
    starvationRoll: false,
    unitActions: { Scout: 1, Engineer: 'destroyed', Settler: 1 },
  },
  'Out of Supply': {
    armyActions: 1,
    armyCanMarch: false,
    armySuffersMarchPenalties: true,
    starvationRoll: true,
    unitActions: { Scout: 'destroyed', Engineer: 'destroyed', Settler: 'destroyed' },
  },
};

/** RULINGS 13 *(setting: prose)*: settlers beyond Regular supply are eliminated. */
export const SETTLER_ACTIONS_PROSE: Readonly<Record<SupplyStatus, SupplyActions>> = {
  Regular: 1,
  Long: 'destroyed',
  Extended: 'destroyed',
  'Out of Supply': 'destroyed',
};

/** Table 5: how much of the points lost an army may re-supply, and at what share of the normal cost. */
export interface ReplacementTerms {
  /** Re-supply cost, percent of the normal cost. */
  readonly costPercent: number;
  /** Re-supply up to this percent of the points lost. */
  readonly capPercent: number;
}

/** Table 5: Re-Supply Costs and Table 6 Army Replacements (RULINGS 8); null: cannot re-supply. */
export const REPLACEMENT_TERMS: Readonly<Record<SupplyStatus, ReplacementTerms | null>> = {
  Regular: { costPercent: 100, capPercent: 80 },
  Long: { costPercent: 125, capPercent: 60 },
  Extended: { costPercent: 150, capPercent: 40 },
  'Out of Supply': null,
};

/** RULINGS 8 *(setting: prose)*: the Supply ranges prose, Long 1½ and Extended 2 times the normal cost; the
 * prose names no limits, so Table 5's stay. */
export const REPLACEMENT_TERMS_PROSE: Readonly<Record<SupplyStatus, ReplacementTerms | null>> = {
  Regular: { costPercent: 100, capPercent: 80 },
  Long: { costPercent: 150, capPercent: 60 },
  Extended: { costPercent: 200, capPercent: 40 },
  'Out of Supply': null,
};

/** Table 5, "In a city": up to 100% of the points lost at normal cost. */
export const REPLACEMENT_IN_CITY: ReplacementTerms = { costPercent: 100, capPercent: 100 };
