/**
 * Chronopia territories' tables as data (book 001; digest §5): Table 1 Territories, the CT-R2 starting die,
 * Table 2 Characteristics maximums, the advancement dice, Table 3 Climate and Season, Table 4 Casualty Recovery.
 */
import type { RangeTable } from '../core/tables';
import type { Characteristic, TerritoryType } from './model';

export interface TerritoryRow {
  readonly type: TerritoryType;
  /** gc collected after each battle ([Economics] 1.a). */
  readonly income: number;
  /** gc to raise this type to the next higher; null for a Fortress ("N/A", CT-R7). */
  readonly upgradeCost: number | null;
  /** Maximum points in its garrison ([Forces] 1.c). */
  readonly garrison: number;
  /** Points added to the field army maximum ([Forces] 1.b). */
  readonly fieldArmy: number;
}

export const TABLE_1_CITE = '001 [Campaign] 2 Table 1: Territories';

/** Table 1 by type, highest first (the upgrade order). */
export const TERRITORY_ROWS: readonly TerritoryRow[] = [
  { type: 'Fortress', income: 200, upgradeCost: null, garrison: 250, fieldArmy: 150 },
  { type: 'City', income: 150, upgradeCost: 250, garrison: 200, fieldArmy: 125 },
  { type: 'Town', income: 100, upgradeCost: 100, garrison: 150, fieldArmy: 100 },
  { type: 'Village', income: 75, upgradeCost: 50, garrison: 100, fieldArmy: 75 },
  { type: 'Hamlet', income: 50, upgradeCost: 25, garrison: 75, fieldArmy: 50 },
  { type: 'Outpost', income: 25, upgradeCost: 10, garrison: 50, fieldArmy: 25 },
];

export function territoryRow(type: TerritoryType): TerritoryRow {
  const row = TERRITORY_ROWS.find((r) => r.type === type);
  if (!row) throw new RangeError(`${TABLE_1_CITE}: no row ${type}`);
  return row;
}

/** Table 1's die column, read with a D20 before a two-player battle and for a multi-player mission (CT-R2). */
export const TABLE_1_TERRITORIES: RangeTable<TerritoryType> = {
  id: 'ct.table1.territories',
  cite: TABLE_1_CITE,
  dice: 'd20',
  rows: [
    { from: 1, to: 1, result: 'Fortress' },
    { from: 2, to: 3, result: 'City' },
    { from: 4, to: 6, result: 'Town' },
    { from: 7, to: 10, result: 'Village' },
    { from: 11, to: 15, result: 'Hamlet' },
    { from: 16, to: 20, result: 'Outpost' },
  ],
  rulings: ['CT-R2'],
};

/** [Campaign] 2 "Roll a D6 on the table below" for the starting territory, as written (CT-R2 setting 'd6'). */
export const TABLE_1_START_D6: RangeTable<TerritoryType> = {
  id: 'ct.table1.start-d6',
  cite: `${TABLE_1_CITE} (starting territory, D6 as written: CT-R2)`,
  dice: 'd6',
  rows: TABLE_1_TERRITORIES.rows.filter((r) => r.from <= 6),
  rulings: ['CT-R2'],
};

/** [Campaign] 2: "A player may never control more than 12 territories" (CT-R12). */
export const MAX_TERRITORIES = 12;
/** [Forces] 1.b: "The maximum strength of the field army is 850 points, plus ..." Table 1's Field Army column. */
export const FIELD_ARMY_BASE = 850;
/** [Forces] 2.a: "A player has 1000 points to spend building an initial force"; unspent points are gc 1:1. */
export const INITIAL_POINTS = 1000;
/** [Forces] 1.a.1.c: "Magic-users are limited to one per 1000 points". */
export const POINTS_PER_MAGIC_USER = 1000;
/** [Economics] 2.a: points divided by five, rounded up. */
export const MAINTENANCE_DIVISOR = 5;
/** [Experience] 1.c.2 and [Economics] 1.b.2: the ratio's excess multiplied by 5. */
export const UNDERDOG_MULTIPLIER = 5;

/** [Experience] 1.a-b: XP a warband earns. */
export const XP = {
  /** "Each figure ... that survived the battle, whether wounded or not, earns 1D6". */
  survivorDie: 6,
  /** "For each hit ... that resulted in one or more unsaved wounds, the warband scores five points". */
  perWoundingHit: 5,
  /** "The leader figure of the side that won the battle scores a bonus of ten" (CT-R10: the General). */
  winningLeader: 10,
} as const;

/** Table 2: Characteristics maximums ([Experience] 2.e); MV is 5 dismounted, 8 mounted; DEF's is a floor. */
export const TABLE_2_CITE = '001 [Experience] 2.e Table 2: Characteristics maximums';
export const TABLE_2_MAXIMUMS: Readonly<Record<Exclude<Characteristic, 'MV'>, number>> & {
  readonly MV: { readonly dismounted: number; readonly mounted: number };
} = { CC: 30, MW: 30, PW: 30, LD: 30, AC: 5, W: 5, ST: 5, MV: { dismounted: 5, mounted: 8 }, A: 30, DEF: -5 };

export interface AdvancementRule {
  readonly die: 4 | 20;
  /** 'above': success if the die > the leader's rating; 'below': DEF, −die < the leader's DEF. */
  readonly test: 'above' | 'below';
  readonly individualsOnly: boolean;
  /** PW: only figures with a non-zero basic PW ([Experience] 2.b). */
  readonly needsBasic: boolean;
}

const d20: AdvancementRule = { die: 20, test: 'above', individualsOnly: false, needsBasic: false };
const d4: AdvancementRule = { die: 4, test: 'above', individualsOnly: false, needsBasic: false };

/** [Experience] 2.a-d: the die each characteristic's advancement roll uses. */
export const ADVANCEMENT_CITE = '001 [Experience] 2.a-d Spending Experience Points';
export const ADVANCEMENT_RULES: Readonly<Record<Characteristic, AdvancementRule>> = {
  CC: d20,
  MW: d20,
  LD: d20,
  A: d20,
  PW: { ...d20, needsBasic: true },
  AC: { ...d4, individualsOnly: true },
  W: { ...d4, individualsOnly: true },
  ST: d4,
  MV: d4,
  DEF: { die: 4, test: 'below', individualsOnly: false, needsBasic: false },
};

export type Climate = 'Cold' | 'Temperate' | 'Hot';
export type Season = 'All' | 'Winter' | 'Spring' | 'Summer' | 'Autumn';
export interface ClimateRow {
  readonly climate: Climate;
  readonly season: Season;
  readonly effects: string;
}

const COLD_BLOODED = 'Affects Cold-Blooded creatures';
/** CT-R22: the Hot row's desert conditions are in another book; recorded as text. */
export const DESERT = 'Desert: roll on Land of Two Rivers p 55 (CT-R22)';

export const TABLE_3_CLIMATE: RangeTable<ClimateRow> = {
  id: 'ct.table3.climate',
  cite: '001 [Battles] 1.c Table 3: Climate and Season',
  dice: 'd20',
  rows: [
    { from: 1, to: 5, result: { climate: 'Cold', season: 'All', effects: COLD_BLOODED } },
    { from: 6, to: 8, result: { climate: 'Temperate', season: 'Winter', effects: COLD_BLOODED } },
    { from: 9, to: 10, result: { climate: 'Temperate', season: 'Spring', effects: '' } },
    { from: 11, to: 13, result: { climate: 'Temperate', season: 'Summer', effects: '' } },
    { from: 14, to: 15, result: { climate: 'Temperate', season: 'Autumn', effects: '' } },
    { from: 16, to: 20, result: { climate: 'Hot', season: 'All', effects: DESERT } },
  ],
};

export type Recovery = 'Killed' | 'Captured' | 'Wounded' | 'Full recovery';

export const TABLE_4_CASUALTY: RangeTable<Recovery> = {
  id: 'ct.table4.casualty-recovery',
  cite: '001 [Battles] 3.b Table 4: Casualty Recovery',
  dice: 'd20',
  rows: [
    { from: 1, to: 2, result: 'Killed' },
    { from: 3, to: 6, result: 'Captured' },
    { from: 7, to: 12, result: 'Wounded' },
    { from: 13, to: 20, result: 'Full recovery' },
  ],
};

/** [Races] 5.c.2: a dispelled creature's refund: full on a D6 of `full`+, else half. */
export const DEVOUT_REFUND_CITE = '001 [Races] 5.c.2-3 Devout summoned creatures';
export const DEVOUT_FULL_REFUND_ON = { wounded: 3, killed: 5 } as const;

/** Every range table of the book, for the registry's coverage test. */
export const CT_RANGE_TABLES: readonly RangeTable<unknown>[] = [
  TABLE_1_TERRITORIES,
  TABLE_1_START_D6,
  TABLE_3_CLIMATE,
  TABLE_4_CASUALTY,
];
