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
