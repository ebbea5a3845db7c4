import type { Terrain } from './tables';

/**
 * VISIBILITY and Table 3 (Visibility Chart) as data, with the TERRAIN (Badlands) and UNDERGROUND RULES limits.
 * `visibility.ts` applies them to the map.
 */

/** VISIBILITY: the sight of whoever looks. Near is "only the hex that they occupy, plus adjacent hexes". */
export const SIGHTS = ['Restricted', 'Normal', 'Long', 'Near'] as const;
export type Sight = (typeof SIGHTS)[number];
/** The three columns of Table 3. */
export type TableSight = Exclude<Sight, 'Near'>;

/** Table 3 rows, smallest first: how big the thing looked at is. */
export const SIZE_CATEGORIES = ['Small', 'Medium', 'Large', 'Huge', 'Overcrowded'] as const;
export type SizeCategory = (typeof SIZE_CATEGORIES)[number];

/** Table 3: the largest size of each row; above Huge's 25 is Overcrowded ("25+": 26 and up, since 25 is Huge). */
export const SIZE_CATEGORY_MAX: Readonly<Record<Exclude<SizeCategory, 'Overcrowded'>, number>> = {
  Small: 6,
  Medium: 13,
  Large: 20,
  Huge: 25,
};

/** Table 3: Visibility Chart, hexes, by target size and the viewer's sight. */
export const VISIBILITY_CHART: Readonly<Record<SizeCategory, Readonly<Record<TableSight, number>>>> = {
  Small: { Restricted: 1, Normal: 2, Long: 3 },
  Medium: { Restricted: 2, Normal: 3, Long: 4 },
  Large: { Restricted: 3, Normal: 4, Long: 5 },
  Huge: { Restricted: 4, Normal: 5, Long: 6 },
  Overcrowded: { Restricted: 5, Normal: 6, Long: 7 },
};

/** VISIBILITY: "Settlers, Engineers, Supply Depots, and Temples see only the hex that they occupy, plus adjacent
 * hexes", whatever the target. */
export const NEAR_SIGHT = 1;

/** VISIBILITY: a target in mountains or light swamp is seen one hex less; in woods or deep jungle two less. */
export const TERRAIN_CONCEALMENT: Readonly<Partial<Record<Terrain, number>>> = {
  Mountains: 1,
  'Swamp (fringe)': 1,
  Forest: 2,
  'Swamp (heart)': 2,
};

/** VISIBILITY: "never reduced to less than 0 for units with Normal visibility or less than 1 for units with Long
 * visibility". The book gives no floor for Restricted; like Normal, it always sees its own hex. */
export const SIGHT_FLOOR: Readonly<Record<TableSight, number>> = { Restricted: 0, Normal: 0, Long: 1 };

/** VISIBILITY, after Table 3: an army of at least 70% one race is one size category smaller in its terrain. */
export const RACE_CONCEALMENT: Readonly<Record<string, readonly Terrain[]>> = {
  Dwarves: ['Mountains'],
  'Sons of Kronos': ['Forest'],
  Stygian: ['Desert'],
  'Swamp Goblins': ['Swamp (fringe)', 'Swamp (heart)'],
  'Jade Elves': ['Swamp (fringe)', 'Swamp (heart)'],
};

/** TERRAIN, Badlands: "Visibility into or out of the badlands is never more than 2." */
export const BADLANDS_SIGHT_MAX = 2;

/** UNDERGROUND RULES: "visibility underground is only 1 regardless of visibility or target unit's size". */
export const UNDERGROUND_SIGHT = 1;

/** VISIBILITY: what each kind of thing counts as when seen ("Engineers, Settlers, Scouts, Supply Depots, Temples,
 * Roads, and Bridges, all count as Small Units, Watchtowers count as Medium units, and Cities count as Large"). */
export const THING_CATEGORY = {
  Engineer: 'Small',
  Settler: 'Small',
  Scout: 'Small',
  'Supply Depot': 'Small',
  Temple: 'Small',
  Bridge: 'Small',
  Watchtower: 'Medium',
  City: 'Large',
} as const satisfies Readonly<Record<string, SizeCategory>>;

/** Table 3's row for an army (or the summed armies of one hex) of this size. */
export function sizeCategory(size: number): SizeCategory {
  for (const c of ['Small', 'Medium', 'Large', 'Huge'] as const) if (size <= SIZE_CATEGORY_MAX[c]) return c;
  return 'Overcrowded';
}

export function categoryRank(category: SizeCategory): number {
  return SIZE_CATEGORIES.indexOf(category);
}

/** One row smaller, never below Small (the race modifiers of VISIBILITY). */
export function smallerCategory(category: SizeCategory): SizeCategory {
  return SIZE_CATEGORIES[Math.max(0, categoryRank(category) - 1)];
}

/** True when an army of this race is one size category smaller in this terrain (after Table 3). */
export function raceConceals(race: string, terrain: Terrain): boolean {
  const key = Object.keys(RACE_CONCEALMENT).find((r) => r.toLowerCase() === race.trim().toLowerCase());
  return key !== undefined && RACE_CONCEALMENT[key].includes(terrain);
}

/** Where the viewer stands and where the target stands, as far as sight cares. */
export interface SightTerrain {
  readonly viewer: Terrain;
  readonly target: Terrain;
}

/**
 * How many hexes away a viewer of `sight` sees a target of `category` (already reduced for race): Table 3, less
 * the target's terrain, floored by sight; then the Badlands cap; underground, always 1. Near sight is always 1.
 * A viewer and a target on different levels (one underground) are handled by the caller.
 */
export function sightRange(sight: Sight, category: SizeCategory, terrain: SightTerrain): number {
  if (terrain.viewer === 'Underground' || terrain.target === 'Underground') return UNDERGROUND_SIGHT;
  let range: number;
  if (sight === 'Near') range = NEAR_SIGHT;
  else {
    const reduced = VISIBILITY_CHART[category][sight] - (TERRAIN_CONCEALMENT[terrain.target] ?? 0);
    range = Math.max(SIGHT_FLOOR[sight], reduced);
  }
  if (terrain.viewer === 'Badlands' || terrain.target === 'Badlands')
    range = Math.min(range, BADLANDS_SIGHT_MAX);
  return range;
}
