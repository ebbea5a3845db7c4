/**
 * Army-building numbers of Mighty Empires as data (004 2.0B-3.7B; 3.1A Table 1). Table 6 (support bonus,
 * entitlements, megafeatures) is in explore-tables.ts and read from there.
 */

/** 3.1B: "Each army's Basic Size can never exceed 2500 points, and must remain above 500 points" (ME-R15). */
export const ME_BASIC_MAX = 2500;
export const ME_BASIC_MIN = 500;
/** 3.1B: Total Army Size "may never exceed 3000 points". */
export const ME_TOTAL_SIZE = 3000;
/** 3.1B: "rounded to the nearest 50 points, rounding up (so 2275 would round to 2300, 2868 would round to 2850)". */
export const ME_SIZE_ROUNDING = 50;
/** 7.2B: two players' combined assault may reach "a Basic and Total Army Size of 3000 points". */
export const ME_COMBINED_ASSAULT_MAX = 3000;
/** 3.2B: "exactly two armies on the campaign map at all times". */
export const ME_ARMIES = 2;
/** 3.2B Desperate Measures: one army if the kingdom's maximum total support "drops below 1000 points". */
export const ME_DESPERATE_SUPPORT = 1000;
/** 3.2B Third Army: if at least one army "has a Basic Army Size of 2000 points"; never more than three. */
export const ME_THIRD_ARMY_BASIC = 2000;
export const ME_MAX_ARMIES = 3;

/**
 * 2.2.3B High Elves: +1 Special "per full 2000 points of total support" on turns 1-6, +2 per full 2500 on
 * turns 6+; turn 6 reads as 6+ (ME-R14, a setting).
 */
export const HIGH_ELF_SPECIALS = {
  early: { per: 2000, specials: 1 },
  late: { per: 2500, specials: 2, fromTurn: 6 },
} as const;

/** What counts a hex for Table 1. */
export type EffectivePowerSource = 'Power' | 'Looted' | 'No major feature' | 'Major feature' | 'Megafeature';

export interface RecordTable<K extends string, V> {
  readonly id: string;
  readonly cite: string;
  readonly values: Readonly<Record<K, V>>;
}

/**
 * Table 1: Calculating effective power (3.1A), in half points so the sum stays an integer: unspent Power 1,
 * a hex looted this turn 0, no major feature 1, a regular major feature 1.5, a Megafeature 2.
 */
export const TABLE_1_EFFECTIVE_POWER: RecordTable<EffectivePowerSource, number> = {
  id: 'me.table1',
  cite: '004 3.1A Table 1: Calculating effective power',
  values: {
    Power: 2,
    Looted: 0,
    'No major feature': 2,
    'Major feature': 3,
    Megafeature: 4,
  },
};

/** ME-R9 (setting): a Port keeps its Town's +250 and Town entitlement, or gives nothing as printed ("–"). */
export type PortRule = 'as a town' | 'as printed';
/** ME-R15 (setting): Basic Size at least 500, or strictly above it. */
export type BasicMinimumRule = 'at least' | 'above';
/** ME-R14 (setting): High Elves' turn 6 reads as "turns 6+" or as "turns 1-6". */
export type HighElfTurnSixRule = '6+' | '1-6';

export interface SupportSettings {
  readonly port: PortRule;
  readonly basicMinimum: BasicMinimumRule;
  readonly highElfTurnSix: HighElfTurnSixRule;
}

/** The project's defaults (the rulings as written). */
export const DEFAULT_SUPPORT_SETTINGS: SupportSettings = {
  port: 'as a town',
  basicMinimum: 'at least',
  highElfTurnSix: '6+',
};

/** The record tables of this file, for the lead's registry. */
export const SUPPORT_TABLES: readonly RecordTable<string, unknown>[] = [TABLE_1_EFFECTIVE_POWER];
