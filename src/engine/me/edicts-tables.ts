/**
 * Edicts as data (004 Section B 1.0-1.3): Table 2 conditions, Table 3 risks of looting, Table 4 effects of
 * looting and razing by feature with its d6 sub-rolls, and the Beast rolls of Table 6 and App. G.
 */
import type { RangeTable } from '../core/tables';
import type { Edict, MajorFeature } from './model';

export const TABLE_2_CITE = '004 1.0B Table 2: Edicts';
export const TABLE_3_CITE = '004 1.3B Table 3: Risks and consequences of razing or looting';
export const TABLE_4_CITE = '004 1.3B Table 4: Effects of looting or razing';

/**
 * Table 2 conditions: the major features a hex must hold for the edict; null: "None". A Port counts as a Town
 * for War Footing under ME-R9 (it keeps its Town's abilities); see edicts.ts.
 */
export const TABLE_2_EDICTS: Readonly<
  Record<Exclude<Edict, 'Support Troops'>, readonly MajorFeature[] | null>
> = {
  Civilization: ['City', 'Capital'],
  Industry: null,
  'War Footing': ['Town', 'City', 'Capital'],
  Loot: null,
  Raze: null,
};

/** Table 3, looting a hex: "Roll a d6 and check the following after looting a hex". */
export type LootRisk = 'Overzealous' | 'Rebellion' | 'Suffer in Silence';
export const TABLE_3_LOOTING: RangeTable<LootRisk> = {
  id: 'me.table3.looting',
  cite: `${TABLE_3_CITE} (Looting)`,
  dice: 'd6',
  rows: [
    { from: 1, to: 1, result: 'Overzealous' },
    { from: 2, to: 3, result: 'Rebellion' },
    { from: 4, to: 6, result: 'Suffer in Silence' },
  ],
};

/** A Table 4 row's key: a major feature, or an empty hex. */
export type Table4Feature = MajorFeature | 'Empty';

export interface LootEffect {
  /** Extra support, and for how long: next turn only, or the next d3 turns. */
  readonly support: number;
  readonly turns: 'next turn' | 'next d3 turns';
  /** Ore or lumber at the end of this turn (production, 5.1B). */
  readonly production: number;
  /** The Wizard Tower / Arcane Ruin d6 (TABLE_4_LOOT_ARCANE). */
  readonly arcaneRoll: boolean;
}

export type RazeRoll = 'Beast on 1' | 'Wizard Tower' | 'Arcane Ruin';

export interface RazeEffect {
  /** What the feature becomes: `unchanged`, another feature, or null (the hex becomes empty). */
  readonly becomes: MajorFeature | null | 'unchanged';
  /** "Produces no Support for d3 turns". */
  readonly noSupportD3: boolean;
  readonly roll: RazeRoll | null;
}

const loot = (
  support: number,
  turns: LootEffect['turns'],
  production = 0,
  arcaneRoll = false,
): LootEffect => ({
  support,
  turns,
  production,
  arcaneRoll,
});
const raze = (
  becomes: RazeEffect['becomes'],
  noSupportD3 = false,
  roll: RazeRoll | null = null,
): RazeEffect => ({
  becomes,
  noSupportD3,
  roll,
});

/** Table 4, row by row: the effect of looting and of razing each feature. */
export const TABLE_4_EFFECTS: Readonly<
  Record<Table4Feature, { readonly loot: LootEffect; readonly raze: RazeEffect }>
> = {
  Empty: { loot: loot(250, 'next turn'), raze: raze('unchanged', true) },
  Capital: { loot: loot(500, 'next d3 turns'), raze: raze('Town') },
  City: { loot: loot(500, 'next d3 turns'), raze: raze('Town') },
  Port: { loot: loot(500, 'next d3 turns'), raze: raze('Town') },
  Town: { loot: loot(250, 'next d3 turns'), raze: raze(null) },
  'Fertile Fields': { loot: loot(250, 'next d3 turns'), raze: raze(null) },
  Mine: { loot: loot(250, 'next d3 turns', 1), raze: raze(null) },
  'Deep Mine': { loot: loot(250, 'next d3 turns', 2), raze: raze('Mine', false, 'Beast on 1') },
  Woods: { loot: loot(250, 'next d3 turns', 1), raze: raze(null) },
  'Deep Woods': { loot: loot(250, 'next d3 turns', 2), raze: raze('Woods', false, 'Beast on 1') },
  'Wizard Tower': { loot: loot(250, 'next d3 turns', 0, true), raze: raze(null, false, 'Wizard Tower') },
  'Arcane Ruin': { loot: loot(250, 'next d3 turns', 0, true), raze: raze(null, false, 'Arcane Ruin') },
  Tunnel: { loot: loot(250, 'next turn'), raze: raze('unchanged', true) },
};

/** Table 4, looting a Wizard Tower (and Arcane Ruin, "identical"): the d6. */
export type ArcaneLoot = 'Lose advancement' | 'Item up to 25' | 'Item up to 50';
export const TABLE_4_LOOT_ARCANE: RangeTable<ArcaneLoot> = {
  id: 'me.table4.loot-wizard-tower',
  cite: `${TABLE_4_CITE} (looting a Wizard Tower or Arcane Ruin)`,
  dice: 'd6',
  rows: [
    { from: 1, to: 1, result: 'Lose advancement' },
    { from: 2, to: 4, result: 'Item up to 25' },
    { from: 5, to: 6, result: 'Item up to 50' },
  ],
};

/** What a razing d6 does. */
export type RazeOutcome = 'Awaken the Beast' | 'Lose magic item' | 'Lose advancement' | 'Nothing';

const razeTable = (
  id: string,
  what: string,
  one: RazeOutcome,
  six: RazeOutcome,
): RangeTable<RazeOutcome> => ({
  id,
  cite: `${TABLE_4_CITE} (razing ${what})`,
  dice: 'd6',
  rows: [
    { from: 1, to: 1, result: one },
    { from: 2, to: 5, result: 'Nothing' },
    { from: 6, to: 6, result: six },
  ],
});

/** Table 4 razing d6s: Deep Mine / Deep Woods "On a 1, you Awaken the Beast"; Wizard Tower; Arcane Ruin. */
export const TABLE_4_RAZE_ROLLS: Readonly<Record<RazeRoll, RangeTable<RazeOutcome>>> = {
  'Beast on 1': razeTable('me.table4.raze-deep', 'a Deep Mine or Deep Woods', 'Awaken the Beast', 'Nothing'),
  'Wizard Tower': razeTable(
    'me.table4.raze-wizard-tower',
    'a Wizard Tower',
    'Lose magic item',
    'Awaken the Beast',
  ),
  'Arcane Ruin': razeTable(
    'me.table4.raze-arcane-ruin',
    'an Arcane Ruin',
    'Lose advancement',
    'Awaken the Beast',
  ),
};

/** Table 6 under Industry (ME-R26): Deep Mine or Deep Woods "Awaken Beast on 2-3/2d6". */
export const TABLE_6_INDUSTRY_BEAST: RangeTable<boolean> = {
  id: 'me.table6.industry-beast',
  cite: '004 4.1B Table 6: Major terrain features (Deep Mine, Deep Woods under Industry; ME-R26)',
  dice: '2d6',
  rows: [
    { from: 2, to: 3, result: true },
    { from: 4, to: 12, result: false },
  ],
};

/** Table 6, a Deep Mine in a Mountain hex under Industry: "Awaken Beast on a d6 roll of 1" (ME-R26). */
export const TABLE_6_MOUNTAIN_DEEP_MINE_BEAST: RangeTable<boolean> = {
  id: 'me.table6.mountain-deep-mine-beast',
  cite: '004 4.1B Table 6: Major terrain features (Deep Mine in a Mountain hex under Industry; ME-R26)',
  dice: 'd6',
  rows: [
    { from: 1, to: 1, result: true },
    { from: 2, to: 6, result: false },
  ],
};

/** App. G Provoking the Beast: Industry on an own Deep Wood or Deep Mine, no production, "on a 4+". */
export const APP_G_PROVOKE: RangeTable<boolean> = {
  id: 'me.appG.provoke',
  cite: '004 App. G: Provoking the Beast',
  dice: 'd6',
  rows: [
    { from: 1, to: 3, result: false },
    { from: 4, to: 6, result: true },
  ],
};

/** Every range table of this file, for the lead's registry and the coverage test. */
export const EDICT_RANGE_TABLES: readonly RangeTable<unknown>[] = [
  TABLE_3_LOOTING,
  TABLE_4_LOOT_ARCANE,
  ...Object.values(TABLE_4_RAZE_ROLLS),
  TABLE_6_INDUSTRY_BEAST,
  TABLE_6_MOUNTAIN_DEEP_MINE_BEAST,
  APP_G_PROVOKE,
];
