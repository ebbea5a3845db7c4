/**
 * Mighty Empires power tables as data (book 004, Section B 5.1-5.2; digest §4.4 and §5): Table 9 Acquiring
 * Power, Table 10 Spending Power and Table 11 Pacify Neutrals result.
 */
import type { RangeTable } from '../core/tables';

/** Table 9's categories, plus the tribute of a conquered neutral kingdom (1.4A). */
export type PowerSource =
  | 'Capital'
  | 'Strength of Arms'
  | 'Mighty Conquest'
  | 'Grand Civilization'
  | 'Formidable Industry'
  | 'Living Legend'
  | 'Tribute';

export interface PowerSourceRow {
  readonly source: PowerSource;
  readonly power: number;
  readonly per: string;
  /** "For Capital, Civilization, and Industry, you must retain the target hex at the end of the turn". */
  readonly mustHoldHex: boolean;
}

/** Table 9: Acquiring Power (5.1B). Mighty Conquest is 5 per enemy capital; a neutral capital is 3 (below). */
export const TABLE_9_ACQUIRING_POWER: Readonly<Record<PowerSource, PowerSourceRow>> = {
  Capital: { source: 'Capital', power: 1, per: 'turn, if the army lists were submitted', mustHoldHex: true },
  'Strength of Arms': {
    source: 'Strength of Arms',
    power: 1,
    per: 'army with a Basic Army Size of 2500',
    mustHoldHex: false,
  },
  'Mighty Conquest': {
    source: 'Mighty Conquest',
    power: 5,
    per: 'enemy capital conquered this turn',
    mustHoldHex: false,
  },
  'Grand Civilization': {
    source: 'Grand Civilization',
    power: 2,
    per: 'city or capital under a Civilization edict this turn',
    mustHoldHex: true,
  },
  'Formidable Industry': {
    source: 'Formidable Industry',
    power: 1,
    per: '3 production (banked, ME-R11)',
    mustHoldHex: true,
  },
  'Living Legend': {
    source: 'Living Legend',
    power: 1,
    per: 'turn, with a living character of five advancements',
    mustHoldHex: false,
  },
  Tribute: {
    source: 'Tribute',
    power: 1,
    per: 'conquered neutral kingdom capital held (1.4A)',
    mustHoldHex: false,
  },
};
/** Table 9 Mighty Conquest: "Neutral Kingdom capitals yield three". */
export const MIGHTY_CONQUEST_NEUTRAL = 3;
/** Table 9 Strength of Arms: an army at the Basic maximum. */
export const STRENGTH_OF_ARMS_BASIC = 2500;
/** Table 9 Formidable Industry: production per point of power. */
export const PRODUCTION_PER_POWER = 3;
export const TABLE_9_CITE = '004 5.1B Table 9: Acquiring Power';

/** ME-R11 (setting): the bank's remainder carries (bank mod 3), or the bank is emptied on conversion. */
export type BankRule = 'carry' | 'empty';

export type ExpenditureAction =
  | 'Establish town'
  | 'Found City'
  | 'Create Harbor'
  | 'Improve farmland'
  | 'Upgrade Mine'
  | 'Sink Mine'
  | 'Build Watchtowers'
  | 'Build Fortress'
  | 'Upgrade Fortress'
  | 'Conscription'
  | 'Incite Neutrals'
  | 'Pacify Neutrals'
  | 'Alter minor terrain feature'
  | 'Remove Major Terrain Feature';

export interface ExpenditureRow {
  readonly action: ExpenditureAction;
  /** Power cost; `x`: the points the player chooses; Remove Major: 1, or 3 for a Megafeature. */
  readonly cost: number | 'x' | '1/3';
  readonly effect: string;
  /** It creates or alters a feature: done at the end of the turn, after power generation, if the hex is held. */
  readonly altersFeature: boolean;
}

const r = (
  action: ExpenditureAction,
  cost: ExpenditureRow['cost'],
  effect: string,
  altersFeature = true,
) => ({
  action,
  cost,
  effect,
  altersFeature,
});

/** Table 10: Spending Power (5.2B). */
export const TABLE_10_SPENDING_POWER: Readonly<Record<ExpenditureAction, ExpenditureRow>> = {
  'Establish town': r(
    'Establish town',
    1,
    'a town in an otherwise empty hex, not adjacent to another known town, a city or a capital',
  ),
  'Found City': r('Found City', 2, 'a town becomes a city'),
  'Create Harbor': r('Create Harbor', 2, 'a town adjacent to a lake or in a river hex becomes a port'),
  'Improve farmland': r('Improve farmland', 1, 'an empty hex acquires Fertile Fields'),
  'Upgrade Mine': r('Upgrade Mine', 2, 'a Mine becomes a Deep Mine'),
  'Sink Mine': r('Sink Mine', 1, 'a Mine in a hex with no major feature (ME-R16)'),
  'Build Watchtowers': r('Build Watchtowers', 1, 'Watchtowers in a hex'),
  'Build Fortress': r('Build Fortress', 1, 'a Fortress in a hex'),
  'Upgrade Fortress': r('Upgrade Fortress', 2, 'a Fortress becomes a Mighty Fortress'),
  Conscription: r(
    'Conscription',
    'x',
    'd2 × 250 Total Support per point on the following turn only (ME-R12)',
    false,
  ),
  'Incite Neutrals': r('Incite Neutrals', 'x', 'a neutral army of 2d6 × 100 attacks an enemy hex', false),
  'Pacify Neutrals': r('Pacify Neutrals', 'x', 'a d6 per point on Table 11', false),
  'Alter minor terrain feature': r(
    'Alter minor terrain feature',
    1,
    'create, remove or turn a minor feature marked * (Table 17)',
  ),
  'Remove Major Terrain Feature': r(
    'Remove Major Terrain Feature',
    '1/3',
    'removes a major feature: 1 power, 3 for a Megafeature',
  ),
};
export const TABLE_10_CITE = '004 5.2B Table 10: Spending Power';
/** Remove Major Terrain Feature: "The removal of Magafeatures requires 3 power points". */
export const REMOVE_MEGAFEATURE_COST = 3;
/** Incite Neutrals: "the first point always results in 2d6x100 points". */
export const INCITE_POINTS_PER_PIP = 100;
/** Conscription: d2 × 250 per point (ME-R12). */
export const CONSCRIPTION_STEP = 250;

/** Conscription's cap: ⌈turn / 3⌉ (Table 10). */
export function conscriptionCap(turn: number): number {
  return Math.ceil(turn / 3);
}
/** Incite Neutrals' cap: ⌊turn / 3⌋ (5.2B, ME-R13: none before turn 3). */
export function inciteCap(turn: number): number {
  return Math.floor(turn / 3);
}
/** Pacify Neutrals' cap: 1 point per 1000 of the neutral army's strength, rounding up (5.2B). */
export function pacifyCap(strength: number): number {
  return Math.ceil(strength / 1000);
}

export type PacifyResult = 'Failed disastrously' | 'Failed' | 'Desert' | 'Surrender';

/** Table 11: Pacify Neutrals result (5.2B), one d6 per point spent, cumulative. */
export const TABLE_11_PACIFY: RangeTable<PacifyResult> = {
  id: 'me.table11',
  cite: '004 5.2B Table 11: Pacify Neutrals result',
  dice: 'd6',
  rows: [
    { from: 1, to: 1, result: 'Failed disastrously' },
    { from: 2, to: 2, result: 'Failed' },
    { from: 3, to: 5, result: 'Desert' },
    { from: 6, to: 6, result: 'Surrender' },
  ],
};
/** Table 11: "grows permanently by 250 points" and "500 points of defenders desert". */
export const PACIFY_DISASTER_GROWTH = 250;
export const PACIFY_DESERTERS = 500;

/** Incited neutrals left standing at the end of the turn (5.2B), by their strength after battle and recovery:
 * 500 or less loot the hex; 501-999 raze it; 1000 or more remain (ME-R18). */
export type IncitedFate = 'Loot' | 'Raze' | 'Remain';
export const INCITED_LOOT_MAX = 500;
export const INCITED_REMAIN_MIN = 1000;

/** Every range table of this file, for the lead's coverage test. */
export const POWER_RANGE_TABLES: readonly RangeTable<unknown>[] = [TABLE_11_PACIFY];
