/**
 * Advancement (book 004, Appendix C; ME-R40: 6.3C's "Appendix D" is Appendix C): Table 18 (printed "Table 3"),
 * and the skill Tables 19-22 (printed "Table 4"-"Table 7"; ME-R2). Every 3 XP gives one roll (6.3C).
 */
import type { RangeTable } from '../../core/tables';
import type { AdvanceTable, Characteristic } from '../model';

/** One Table 18 advance: its words, and the characteristic(s) it may raise (two: the player's choice). */
export interface AdvanceRow {
  readonly result: string;
  readonly characteristics: readonly Characteristic[];
}

/** A Table 18 row: a skill table of the player's choice, an advance, or a d6 between two advances. */
export type AdvancementRow =
  | { readonly kind: 'skill' }
  | { readonly kind: 'advance'; readonly advance: AdvanceRow }
  | { readonly kind: 'd6'; readonly upTo3: AdvanceRow; readonly from4: AdvanceRow };

const adv = (result: string, ...characteristics: Characteristic[]): AdvanceRow => ({
  result,
  characteristics,
});
const WS_OR_BS = adv('+1 Weapon Skill or Ballistic Skill', 'WS', 'BS');

export const TABLE_18_CITE = '004 App. C Table 18: Advancement (printed "Table 3")';
export const TABLE_18_ADVANCEMENT: RangeTable<AdvancementRow> = {
  id: 'me.table18.advancement',
  cite: TABLE_18_CITE,
  dice: '2d6',
  rows: [
    { from: 2, to: 4, result: { kind: 'skill' } },
    { from: 5, to: 5, result: { kind: 'd6', upTo3: adv('+1 Strength', 'S'), from4: adv('+1 Attack', 'A') } },
    { from: 6, to: 6, result: { kind: 'd6', upTo3: adv('+1 Leadership', 'Ld'), from4: WS_OR_BS } },
    { from: 7, to: 7, result: { kind: 'advance', advance: WS_OR_BS } },
    { from: 8, to: 8, result: { kind: 'd6', upTo3: WS_OR_BS, from4: adv('+1 Initiative', 'I') } },
    { from: 9, to: 9, result: { kind: 'd6', upTo3: adv('+1 Wound', 'W'), from4: adv('+1 Toughness', 'T') } },
    { from: 10, to: 12, result: { kind: 'skill' } },
  ],
};

/** App. C: an advancement at most twice, a skill once, no characteristic above 10. */
export const ADVANCE_LIMIT = 2;
export const CHARACTERISTIC_MAX = 10;

export type SkillTable = Exclude<AdvanceTable, 'Advancement'>;
export const SKILL_TABLES: readonly SkillTable[] = ['Fighting', 'Shooting', 'Command', 'Magic'];

const skills = (
  id: string,
  n: number,
  printed: number,
  name: string,
  rows: readonly string[],
): RangeTable<string> => ({
  id,
  cite: `004 App. C Table ${n}: ${name} skills (printed "Table ${printed}")`,
  dice: 'd6',
  rows: rows.map((result, i) => ({ from: i + 1, to: i + 1, result })),
});

/** Magic skill 6: "Gain a magic level ... If a fifth level wizard rolls this result, roll again." */
export const GAIN_MAGIC_LEVEL = 'Gain a magic level';
export const MAGIC_LEVEL_MAX = 5;

/** Tables 19-22. */
export const SKILL_TABLE_DATA: Readonly<Record<SkillTable, RangeTable<string>>> = {
  Fighting: skills('me.table19.fighting', 19, 4, 'Fighting', [
    'Always Strike First',
    'Re-roll missed attacks',
    'Re-roll failed to-wound',
    'Enemies are -1 to hit the character',
    'The character is +1 to hit others',
    'Inspiring Leader',
  ]),
  Shooting: skills('me.table20.shooting', 20, 5, 'Shooting', [
    'Long range increased by 6" (3" for a normal range under 12")',
    'No penalties for moving and shooting',
    'No penalties for shooting at long range',
    'No penalties for shooting at skirmishers or single models',
    'Ignore cover penalties for shooting',
    'May ignore targeting restrictions',
  ]),
  Command: skills('me.table21.command', 21, 6, 'Command', [
    'Automatically passes all rally tests',
    'Charge distance +1"',
    'Cannot be march-blocked',
    'May reroll psychology tests',
    'May reroll break tests',
    'Command Radius',
  ]),
  Magic: skills('me.table22.magic', 22, 7, 'Magic', [
    '+1 to cast',
    '+1 to dispel',
    'May reroll spell selection rolls',
    'Can reroll results on the miscast table',
    'Can reroll one casting or dispel die per turn',
    GAIN_MAGIC_LEVEL,
  ]),
};

export const ADVANCEMENT_RANGE_TABLES: readonly RangeTable<unknown>[] = [
  TABLE_18_ADVANCEMENT,
  ...SKILL_TABLES.map((t) => SKILL_TABLE_DATA[t]),
];
