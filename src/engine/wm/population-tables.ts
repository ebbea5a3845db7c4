/**
 * Population, roster and character points as data (book 002 DESIGNING A NATION: Roster, Personalities, Mobs;
 * PRODUCTION; the roster sheet "P = PT + 2").
 */
import type { CharacterType, PopCenter } from './model';

export const POPULATION_CITE = '002 DESIGNING A NATION, Roster sheet: Cities x3, Towns x2, Villages x1';

/** Population points per center (the roster sheet; Siege: Village 1, Town 2, City 3). */
export const POP_POINTS: Readonly<Record<PopCenter, number>> = { Village: 1, Town: 2, City: 3 };

/** Roster points = (PT x 2 + 5) x 100 (Roster). */
export const ROSTER = { perPt: 2, base: 5, scale: 100, cite: '002 DESIGNING A NATION, Roster' } as const;

/** Character points = PT + 2, "2 pts for being a nation" (Personalities; the roster sheet). */
export const CHARACTER_POINTS = { nation: 2, cite: '002 DESIGNING A NATION, Personalities' } as const;

export const CHARACTER_COST_CITE = '002 DESIGNING A NATION, Personalities; EXPEDITIONS (Admiral)';

/** Generals 3, Magic Users / Heroes 2, minor 1 (optional); an Admiral is "a 2 point character". */
export const CHARACTER_COSTS: Readonly<Record<CharacterType, number>> = {
  General: 3,
  'Magic User': 2,
  Hero: 2,
  Minor: 1,
  Admiral: 2,
};

/** Mobs (Roster): up to the year's starting PT in units, off the roster. */
export const MOB = { attacks: '2 or 1/1', hits: 2, armour: 0, size: 3, cost: 50 } as const;

/** Production: 5 villages support a town, 3 towns a city (PRODUCTION; WM-R12). */
export const SUPPORT = { villagesPerTown: 5, townsPerCity: 3, cite: '002 PRODUCTION' } as const;
