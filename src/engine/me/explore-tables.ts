/**
 * Mighty Empires exploration tables as data (book 004, Section B 4.1B and Appendix A; digest
 * rules/rulesets/mighty-empires.md §5): Table 6 major terrain features, Table 7 exploration by hex type with its
 * common native defenders, and Table 17 minor terrain features (printed "Table 17:2", ME-R2).
 */
import type { MatrixTable, RangeTable } from '../core/tables';
import type { MajorFeature, MinorFeature } from './model';

/** Table 7's columns: "If a hex contains a river, you must explore it as a river hex" (4.1B). Lakes have none. */
export type HexType = 'Field' | 'River' | 'Forest' | 'Swamp' | 'Mountain';
export const HEX_TYPES: readonly HexType[] = ['Field', 'River', 'Forest', 'Swamp', 'Mountain'];

export type Entitlement = 'Lord' | 'Hero' | 'Special' | 'Rare';

export interface MajorFeatureRow {
  readonly feature: MajorFeature;
  /** "Can be created" (by a Table 10 expenditure). */
  readonly canBeCreated: boolean;
  /** Support on top of the hex's 250 ("All hexes"). */
  readonly supportBonus: number;
  /** `all`: every slot listed; `one of`: a single slot among them (Town: "Hero, or Special, or Rare"). */
  readonly entitlements: { readonly mode: 'all' | 'one of'; readonly slots: readonly Entitlement[] };
  readonly megafeature: boolean;
  /** Production under Industry beyond the hex's own 1 (ME-R8), elsewhere and in a Mountain hex. */
  readonly extraProduction: number;
  readonly extraProductionMountain: number;
  /** Keeps its normal support under an Industry edict (Fertile Fields). */
  readonly supportUnderIndustry: boolean;
  /** Marked * : placed by the GM during map creation. */
  readonly gmPlaced: boolean;
  /** The edicts it allows ("Allows Civilization and War Footing edicts"; Table 2's conditions). */
  readonly allowsEdicts: readonly ('Civilization' | 'War Footing')[];
  readonly rulings?: readonly string[];
}

/** Table 6 "All hexes": 250 support, 1 production under Industry. */
export const HEX_BASE_SUPPORT = 250;
export const HEX_BASE_PRODUCTION = 1;

const row = (
  feature: MajorFeature,
  canBeCreated: boolean,
  supportBonus: number,
  mode: 'all' | 'one of',
  slots: readonly Entitlement[],
  megafeature: boolean,
  extra: [number, number] = [0, 0],
  more: Partial<Pick<MajorFeatureRow, 'supportUnderIndustry' | 'gmPlaced' | 'allowsEdicts' | 'rulings'>> = {},
): MajorFeatureRow => ({
  feature,
  canBeCreated,
  supportBonus,
  entitlements: { mode, slots },
  megafeature,
  extraProduction: extra[0],
  extraProductionMountain: extra[1],
  supportUnderIndustry: more.supportUnderIndustry ?? false,
  gmPlaced: more.gmPlaced ?? false,
  allowsEdicts: more.allowsEdicts ?? [],
  ...(more.rulings ? { rulings: more.rulings } : {}),
});

/** Table 6: Major terrain features (4.1B). Port: ME-R9 (a Port keeps its Town's support and entitlement). The
 * Awaken Beast rolls of the Deep Mine and Deep Woods are read where they are rolled (edicts-tables.ts, ME-R26). */
export const TABLE_6_MAJOR_FEATURES: Readonly<Record<MajorFeature, MajorFeatureRow>> = {
  Capital: row('Capital', false, 500, 'all', ['Lord', 'Hero', 'Special', 'Rare'], true, [0, 0], {
    allowsEdicts: ['Civilization', 'War Footing'],
  }),
  City: row('City', true, 500, 'all', ['Hero', 'Special', 'Rare'], true, [0, 0], {
    allowsEdicts: ['Civilization', 'War Footing'],
  }),
  Town: row('Town', true, 250, 'one of', ['Hero', 'Special', 'Rare'], false, [0, 0], {
    allowsEdicts: ['War Footing'],
  }),
  'Fertile Fields': row('Fertile Fields', true, 0, 'all', [], false, [0, 0], { supportUnderIndustry: true }),
  Mine: row('Mine', true, 0, 'all', ['Special'], false, [1, 2]),
  'Deep Mine': row('Deep Mine', true, 0, 'all', ['Special', 'Rare'], true, [2, 5], {
    rulings: ['ME-R8'],
  }),
  Woods: row('Woods', false, 0, 'all', ['Special'], false, [1, 1]),
  'Deep Woods': row('Deep Woods', false, 0, 'all', ['Special', 'Rare'], true, [2, 2]),
  'Wizard Tower': row('Wizard Tower', false, 0, 'all', [], false),
  'Arcane Ruin': row('Arcane Ruin', false, 0, 'all', [], false),
  Port: row('Port', true, 250, 'one of', ['Hero', 'Special', 'Rare'], true, [0, 0], {
    gmPlaced: true,
    allowsEdicts: ['War Footing'],
    rulings: ['ME-R9'],
  }),
  Tunnel: row('Tunnel', false, 0, 'all', [], false, [0, 0], { gmPlaced: true }),
};

export const TABLE_6_CITE = '004 4.1B Table 6: Major terrain features';

/** What Table 7 can find: a major feature, or "Empty". */
export type ExplorationResult =
  | 'Arcane Ruin'
  | 'Deep Mine'
  | 'Mine'
  | 'Deep Woods'
  | 'Woods'
  | 'Empty'
  | 'Fertile Fields'
  | 'Town'
  | 'Wizard Tower'
  | 'City';

const column = (
  type: HexType,
  rows: readonly [number, number, ExplorationResult][],
): RangeTable<ExplorationResult> => ({
  id: `me.table7.${type.toLowerCase()}`,
  cite: `004 4.1B Table 7: Exploration (${type})`,
  dice: '2d6',
  rows: rows.map(([from, to, result]) => ({ from, to, result })),
});

/** Table 7: Exploration, 2d6, one column per hex type (4.1B). Note 1: "A town can appear in any hex, even one
 * adjacent to another town" (so exploration ignores Table 10's spacing of towns). */
export const TABLE_7_EXPLORATION: Readonly<Record<HexType, RangeTable<ExplorationResult>>> = {
  Field: column('Field', [
    [2, 2, 'Arcane Ruin'],
    [3, 3, 'Mine'],
    [4, 4, 'Woods'],
    [5, 8, 'Empty'],
    [9, 9, 'Fertile Fields'],
    [10, 10, 'Town'],
    [11, 11, 'Wizard Tower'],
    [12, 12, 'City'],
  ]),
  River: column('River', [
    [2, 2, 'Arcane Ruin'],
    [3, 3, 'Mine'],
    [4, 4, 'Woods'],
    [5, 8, 'Empty'],
    [9, 10, 'Town'],
    [11, 12, 'City'],
  ]),
  Forest: column('Forest', [
    [2, 2, 'Arcane Ruin'],
    [3, 4, 'Deep Woods'],
    [5, 6, 'Woods'],
    [7, 9, 'Empty'],
    [10, 11, 'Town'],
    [12, 12, 'Wizard Tower'],
  ]),
  Swamp: column('Swamp', [
    [2, 4, 'Arcane Ruin'],
    [5, 9, 'Empty'],
    [10, 12, 'Wizard Tower'],
  ]),
  Mountain: column('Mountain', [
    [2, 2, 'Arcane Ruin'],
    [3, 4, 'Deep Mine'],
    [5, 6, 'Mine'],
    [7, 9, 'Empty'],
    [10, 12, 'Wizard Tower'],
  ]),
};

/** Table 7's last column: "Common native defenders", and which are Well Defended (+500 Total, 4.3B). */
export interface NativeDefenders {
  /** The races the book lists; empty: the hex is undefended. */
  readonly races: readonly string[];
  readonly wellDefended: boolean;
}

export const TABLE_7_NATIVES: Readonly<Record<ExplorationResult, NativeDefenders>> = {
  'Arcane Ruin': { races: ['High Elves', 'Vampire Counts', 'Lizardmen'], wellDefended: false },
  'Deep Mine': { races: ['Dwarves', 'Orcs and Goblins'], wellDefended: true },
  Mine: { races: ['Dwarves', 'Orcs and Goblins'], wellDefended: false },
  'Deep Woods': { races: ['Wood Elves', 'Chaos Beasts'], wellDefended: true },
  Woods: { races: ['Wood Elves', 'Chaos Beasts'], wellDefended: false },
  Empty: { races: [], wellDefended: false },
  'Fertile Fields': { races: [], wellDefended: false },
  Town: { races: ['Empire', 'High Elves'], wellDefended: false },
  'Wizard Tower': { races: ['Dark Elves', 'Chaos Dwarves'], wellDefended: false },
  City: { races: ['Empire', 'High Elves'], wellDefended: true },
};

/** Table 17's first die, grouped. */
export type FirstDieGroup = '1-2' | '3-4' | '5-6';

/** The group a first die falls in. */
export function firstDieGroup(die: number): FirstDieGroup {
  if (die <= 2) return '1-2';
  if (die <= 4) return '3-4';
  return '5-6';
}

/** Table 17: Minor terrain features (printed "Table 17:2", App. A): d66, the first die grouped 1-2 / 3-4 / 5-6.
 * "Idol or Gork" is printed for the Idol of Gork. */
export const TABLE_17_MINOR_FEATURES: MatrixTable<FirstDieGroup, number, MinorFeature> = {
  id: 'me.table17',
  cite: '004 App. A Table 17 (printed "Table 17:2"): Minor terrain features',
  rows: ['1-2', '3-4', '5-6'],
  cols: [1, 2, 3, 4, 5, 6],
  cells: [
    [
      'Temporal Rift',
      'Restless Battlefield',
      "Hangman's Tree",
      'Holy Shrine',
      'Unholy Shrine',
      'Arcane Node',
    ],
    ['Signposts', 'Null Artifact', 'Idol of Gork', 'Idol of Mork', 'Fell Gate', 'Dryad Glade'],
    [
      'Waystone',
      'Wishing Well',
      'Fountain of Youth',
      'Herdstone',
      'Warpstone Meteorite',
      'Crypt of the Restless Dead',
    ],
  ],
};

/** What a point of Power may do to a minor feature (the * marks of Table 17 and their descriptions, App. A). */
export interface MinorPowerActions {
  readonly create: boolean;
  readonly remove: boolean;
  /** Holy and Unholy Shrines may be "turned" to the opposite alignment. */
  readonly turnTo?: MinorFeature;
  /** Restless Battlefield: create only where a battle was fought in the previous campaign turn. */
  readonly createNeedsBattleLastTurn?: boolean;
}

/** Features Power can touch (cost 1, Table 10 "Alter minor terrain feature"); the others cannot be altered.
 * The Hangman's Tree has no * but its text allows removal. */
export const TABLE_17_POWER: Readonly<Partial<Record<MinorFeature, MinorPowerActions>>> = {
  'Restless Battlefield': { create: true, remove: true, createNeedsBattleLastTurn: true },
  "Hangman's Tree": { create: false, remove: true },
  'Holy Shrine': { create: true, remove: true, turnTo: 'Unholy Shrine' },
  'Unholy Shrine': { create: true, remove: true, turnTo: 'Holy Shrine' },
  'Idol of Gork': { create: true, remove: true },
  'Idol of Mork': { create: true, remove: true },
};

/** Table 17 Arcane Node: "Select a random lore from the Warhammer rulebook". Proposal: the eight lores of the
 * rulebook of the book's day (WFB 7th edition), picked with one die over the list. */
export const ARCANE_NODE_LORES: readonly string[] = [
  'Fire',
  'Metal',
  'Shadow',
  'Beasts',
  'Light',
  'Life',
  'Heavens',
  'Death',
];

/** Every range table of this file, for the lead's coverage test. */
export const EXPLORE_RANGE_TABLES: readonly RangeTable<unknown>[] = HEX_TYPES.map(
  (t) => TABLE_7_EXPLORATION[t],
);
/** Every matrix table of this file, for the lead's shape test. */
export const EXPLORE_MATRIX_TABLES: readonly MatrixTable<string | number, string | number, unknown>[] = [
  TABLE_17_MINOR_FEATURES,
];
