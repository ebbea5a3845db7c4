/**
 * Recovery tables (book 004, Section C 6.1C; digest §5): Table 12 unit recovery, Table 13 character recovery,
 * Table 14 injury (d66), and the ME-R4 reading of a result level as the tables' victory or defeat.
 */
import type { RangeTable } from '../../core/tables';
import type { Characteristic } from '../model';

/** Table 12: "n in d models lost recovers", rounded as stated; `*` rows may round up on War Footing. */
export interface UnitRecoveryRow {
  readonly numerator: number;
  readonly denominator: number;
  readonly rounding: 'down' | 'up';
  /** Marked * : "If you have a hex on War Footing, you may treat any 'round down' result as 'round up'". */
  readonly warFootingRoundUp: boolean;
}

export const TABLE_12_CITE = '004 6.1.1C Table 12: Unit recovery';
const unitRow = (from: number, to: number, n: number, d: number, rounding: 'down' | 'up') => ({
  from,
  to,
  result: { numerator: n, denominator: d, rounding, warFootingRoundUp: rounding === 'down' && n > 0 },
});

/** Table 12 by the modified d6 (≤ 1 none ... ≥ 10 three in four, rounded down). */
export const TABLE_12_UNIT_RECOVERY: RangeTable<UnitRecoveryRow> = {
  id: 'me.table12.unit-recovery',
  cite: TABLE_12_CITE,
  dice: 'd6',
  rows: [
    unitRow(-Infinity, 1, 0, 1, 'down'),
    unitRow(2, 2, 1, 4, 'down'),
    unitRow(3, 3, 1, 4, 'up'),
    unitRow(4, 4, 1, 3, 'down'),
    unitRow(5, 5, 1, 3, 'up'),
    unitRow(6, 6, 1, 2, 'down'),
    unitRow(7, 7, 1, 2, 'up'),
    unitRow(8, 8, 2, 3, 'down'),
    unitRow(9, 9, 2, 3, 'up'),
    unitRow(10, Infinity, 3, 4, 'down'),
  ],
};

/** The level of a result for one side, as Tables 12 and 13 read it (ME-R4, ME-R37). */
export type SideResult = 'major victory' | 'minor victory' | 'draw' | 'minor defeat' | 'major defeat';

/** Table 12's modifiers by result. */
export const TABLE_12_RESULT_MODIFIER: Readonly<Record<SideResult, number>> = {
  'major victory': 2,
  'minor victory': 1,
  draw: 0,
  'minor defeat': -1,
  'major defeat': -2,
};

/** Table 12: "+4 Kingdom issued a War Footing edict this turn" (Table 2 says +2: ME-R1's setting). */
export const TABLE_12_WAR_FOOTING = 4;

export type CharacterRecoveryResult = 'Dead' | 'Unconscious' | 'Badly wounded' | 'Wounded' | 'Survived';

export const TABLE_13_CITE = '004 6.1.2C Table 13: Character recovery';

/** Table 13 by the modified d6. */
export const TABLE_13_CHARACTER_RECOVERY: RangeTable<CharacterRecoveryResult> = {
  id: 'me.table13.character-recovery',
  cite: TABLE_13_CITE,
  dice: 'd6',
  rows: [
    { from: -Infinity, to: 1, result: 'Dead' },
    { from: 2, to: 2, result: 'Unconscious' },
    { from: 3, to: 3, result: 'Badly wounded' },
    { from: 4, to: 5, result: 'Wounded' },
    { from: 6, to: Infinity, result: 'Survived' },
  ],
};

/** Table 13's modifiers: +1 victory, 0 draw, −1 defeat. */
export const TABLE_13_RESULT_MODIFIER: Readonly<Record<SideResult, number>> = {
  'major victory': 1,
  'minor victory': 1,
  draw: 0,
  'minor defeat': -1,
  'major defeat': -1,
};

/** Table 13 "Unconscious": d6, +1 if your side won; 1-3 killed, 4+ escapes as Badly Wounded. */
export const UNCONSCIOUS_ESCAPES_ON = 4;

/** One Table 14 result. `change` is the characteristic lowered (or raised) by 1; `psychology` what he gains. */
export interface InjuryRow {
  readonly name: string;
  readonly effect: string;
  readonly dead?: true;
  readonly multiple?: true;
  readonly change?: { readonly characteristic: Characteristic; readonly by: number };
  /** Lost leg: Movement halved, rounding up. */
  readonly halveMovement?: true;
  /** Retires the character when suffered a second time. */
  readonly retiresOnSecond?: 'Lost arm' | 'Blinded' | 'Lost leg';
  readonly psychology?: string;
  /** Transformed (spellcasters: magic level +1) / Cheated Death (others: Leadership +1). */
  readonly transformed?: true;
  /** Rerolled when rolled as one of the d3 Multiple injuries (Table 14). */
  readonly rerollInMultiple: boolean;
}

export const TABLE_14_CITE = '004 6.1.2C Table 14: Injury';
const inj = (from: number, to: number, row: Omit<InjuryRow, 'rerollInMultiple'>, reroll = false) => ({
  from,
  to,
  result: { ...row, rerollInMultiple: reroll },
});

/** Table 14 by the d66 (tens die then units die). */
export const TABLE_14_INJURY: RangeTable<InjuryRow> = {
  id: 'me.table14.injury',
  cite: TABLE_14_CITE,
  dice: 'd66',
  rulings: ['ME-R5'],
  rows: [
    inj(11, 14, { name: 'Dead', effect: 'Dead', dead: true }, true),
    inj(15, 16, { name: 'Multiple injuries', effect: 'Roll d3 times on this table', multiple: true }, true),
    inj(21, 22, {
      name: 'Enfeebled',
      effect: 'Strength permanently reduced by 1',
      change: { characteristic: 'S', by: -1 },
    }),
    inj(23, 24, {
      name: 'Broken body',
      effect: 'Toughness permanently reduced by 1',
      change: { characteristic: 'T', by: -1 },
    }),
    inj(25, 26, {
      name: 'Weakened constitution',
      effect: 'Wounds permanently reduced by 1',
      change: { characteristic: 'W', by: -1 },
    }),
    inj(31, 31, {
      name: 'Deep arm wound',
      effect: 'WS permanently reduced by 1',
      change: { characteristic: 'WS', by: -1 },
    }),
    inj(32, 32, {
      name: 'Lost arm',
      effect: 'WS −1; a single one-handed weapon only, no shield',
      change: { characteristic: 'WS', by: -1 },
      retiresOnSecond: 'Lost arm',
    }),
    inj(33, 34, {
      name: 'Blinded in one eye',
      effect: 'BS permanently reduced by 1',
      change: { characteristic: 'BS', by: -1 },
      retiresOnSecond: 'Blinded',
    }),
    inj(35, 35, {
      name: 'Smashed leg',
      effect: 'Movement permanently reduced by 1',
      change: { characteristic: 'M', by: -1 },
    }),
    inj(36, 36, {
      name: 'Lost leg',
      effect: 'Movement halved (round up)',
      halveMovement: true,
      retiresOnSecond: 'Lost leg',
    }),
    inj(41, 42, {
      name: 'Blow to the head',
      effect: 'Initiative permanently reduced by 1',
      change: { characteristic: 'I', by: -1 },
    }),
    inj(43, 44, {
      name: 'Lost coordination',
      effect: 'Permanently loses one Attack',
      change: { characteristic: 'A', by: -1 },
    }),
    inj(45, 46, { name: 'Easily confused', effect: 'Suffers from Stupidity', psychology: 'Stupidity' }),
    inj(51, 52, {
      name: 'Fear',
      effect: 'Fears all characters in the army just fought',
      psychology: 'Fear',
    }),
    inj(53, 54, {
      name: 'Hate',
      effect: 'Hates all characters in the army just fought',
      psychology: 'Hate',
    }),
    inj(55, 56, { name: 'Frenzy', effect: 'Suffers from Frenzy', psychology: 'Frenzy' }),
    inj(61, 64, { name: 'Full recovery', effect: 'Full recovery' }),
    inj(
      65,
      65,
      {
        name: 'Hardened',
        effect: 'Immune to Fear, treats Terror as Fear, and confers this on his unit',
        psychology: 'Immune to Fear',
      },
      true,
    ),
    inj(
      66,
      66,
      {
        name: 'Transformed / Cheated Death',
        effect: 'Spellcasters: magic level +1; all others: Leadership +1',
        transformed: true,
      },
      true,
    ),
  ],
};

export const RECOVERY_RANGE_TABLES: readonly RangeTable<unknown>[] = [
  TABLE_12_UNIT_RECOVERY,
  TABLE_13_CHARACTER_RECOVERY,
  TABLE_14_INJURY,
];
