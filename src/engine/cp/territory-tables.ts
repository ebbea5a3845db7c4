/**
 * Territory Descriptions (book 003) as data: starting DV, the DV cap of Fortify (CP-R6), the benefits the
 * engine applies (free move, free rebuild, extra CP, two allied armies) and the battle scenario by D6.
 */
import type { RangeTable } from '../core/tables';
import type { CpSettings, CpTerritoryType } from './model';

export const TERRITORY_CITE = '003 Territory Descriptions';

export interface TerritoryRow {
  /** "Maximum and starting Defensive Value": the starting DV (CP-R6). */
  readonly dv: number;
  /** The highest DV Fortify may reach (CP-R6: max(listed, Fortify Castle 3 / Fortify Settlement 2)). */
  readonly maxDv: number;
  /** Leaving it not captured by an enemy with no enemy present: D6 at least this is a FREE MOVE (CP-R16). */
  readonly freeMove: number | null;
  /** Rebuilding an army here: D6 at least this is a FREE REBUILD (CP-R18: in a Castle/Fortress you own). */
  readonly freeRebuild: number | null;
  /** Generate CP's: D6 at least this per territory held is +1 CP (CP-R9 for Major City). */
  readonly extraCp: number | null;
  /** "Two allied armies are allowed in this territory" (CP-R19). */
  readonly twoAllied: boolean;
  /** Fortify Settlement applies (CP-R7); Fortify Castle applies to the Castle alone. */
  readonly settlement: boolean;
}

const row = (dv: number, extra: Partial<TerritoryRow> = {}): TerritoryRow => ({
  dv,
  maxDv: dv,
  freeMove: null,
  freeRebuild: null,
  extraCp: null,
  twoAllied: false,
  settlement: false,
  ...extra,
});

/** One row per type, in the book's order. */
export const TERRITORY_TYPES: Readonly<Record<CpTerritoryType, TerritoryRow>> = {
  'Wizards Tower': row(3),
  'Monster Lair': row(2),
  'Mining Village': row(0, { maxDv: 2, settlement: true }),
  Castle: row(2, { maxDv: 3, freeRebuild: 5 }),
  Fortress: row(4, { freeRebuild: 3 }),
  'River Ford': row(0, { freeMove: 3 }),
  'Vital Crossroad': row(0, { freeMove: 2 }),
  'Mountain Pass': row(0, { freeMove: 4 }),
  'Farming Village': row(0, { maxDv: 2, twoAllied: true, settlement: true }),
  'Market Town': row(0, { maxDv: 2, extraCp: 6, settlement: true }),
  'Mercenary Bazaar': row(1),
  'Large Town': row(0, { maxDv: 2, extraCp: 5, twoAllied: true, settlement: true }),
  'Major City': row(1, { maxDv: 2, extraCp: 4, twoAllied: true, settlement: true }),
};

/** Glossary: "The values range from minimum 0 to maximum 4"; MD "from minimum 2 to maximum 5". */
export const DV_LIMITS = { min: 0, max: 4 } as const;
export const MD_LIMITS = { min: 2, max: 5 } as const;

/** "For broken/defeated armies the scenario is always Last Stand" (Resolve Battles). */
export const LAST_STAND = 'Last Stand';

/** A scenario fixed by the type (no die): Castle, Fortress, Mountain Pass. */
export interface FixedScenario {
  readonly scenario: string;
  /** Mountain Pass: "the army entering is the defender". */
  readonly moverDefends: boolean;
}

const SIEGE = 'Siege (attackers have 2x the defenders\u2019 points, up to 200 of them on siege equipment)';

export const FIXED_SCENARIOS: Partial<Record<CpTerritoryType, FixedScenario>> = {
  Castle: { scenario: SIEGE, moverDefends: false },
  Fortress: { scenario: SIEGE, moverDefends: false },
  'Mountain Pass': { scenario: 'Ambush', moverDefends: true },
};

const d6 = (
  type: CpTerritoryType,
  rows: readonly (readonly [number, number, string])[],
  rulings?: readonly string[],
): RangeTable<string> => ({
  id: `cp.battle.${type.toLowerCase().replace(/\s+/g, '-')}`,
  cite: `${TERRITORY_CITE}: ${type}, Battle`,
  dice: 'd6',
  rows: rows.map(([from, to, result]) => ({ from, to, result })),
  ...(rulings ? { rulings } : {}),
});

/** The lost 4-6 scenario (CP-R14) comes from the settings. */
function lostRow(settings: CpSettings, type: 'Market Town' | 'Large Town' | 'Major City'): string {
  return settings.lostScenario[type];
}

/** The D6 battle tables of the types that roll one; CP-R14's types take their 4-6 row from the settings. */
export function scenarioTables(settings: CpSettings): Partial<Record<CpTerritoryType, RangeTable<string>>> {
  return {
    'Wizards Tower': d6('Wizards Tower', [
      [1, 2, 'Pitched Battle'],
      [3, 6, 'Capture (the wizards tower is the objective)'],
    ]),
    'Monster Lair': d6('Monster Lair', [
      [1, 3, 'Flank Attack'],
      [4, 6, 'Ambush'],
    ]),
    'Mining Village': d6('Mining Village', [
      [1, 4, 'Pitched Battle'],
      [5, 6, 'Meeting Engagement'],
    ]),
    'River Ford': d6('River Ford', [
      [1, 2, 'Capture (the ford is the objective)'],
      [3, 6, 'Fall of Kjell Red Fist'],
    ]),
    'Vital Crossroad': d6(
      'Vital Crossroad',
      [
        [1, 3, 'Capture (the crossroad is the objective)'],
        [4, 6, 'Breakthrough'],
      ],
      ['CP-R15'],
    ),
    'Farming Village': d6('Farming Village', [
      [1, 4, 'Meeting Engagement'],
      [5, 6, 'Pitched Battle'],
    ]),
    'Market Town': d6(
      'Market Town',
      [
        [1, 3, 'Pitched Battle'],
        [4, 6, lostRow(settings, 'Market Town')],
      ],
      ['CP-R14'],
    ),
    'Mercenary Bazaar': d6('Mercenary Bazaar', [
      [1, 2, 'Pitched Battle'],
      [3, 4, 'Meeting Engagement'],
      [5, 6, 'Flank Attack'],
    ]),
    'Large Town': d6(
      'Large Town',
      [
        [1, 3, 'Pitched Battle'],
        [4, 6, lostRow(settings, 'Large Town')],
      ],
      ['CP-R14'],
    ),
    'Major City': d6(
      'Major City',
      [
        [1, 3, 'Pitched Battle'],
        [4, 6, lostRow(settings, 'Major City')],
      ],
      ['CP-R14'],
    ),
  };
}
