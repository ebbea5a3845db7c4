/**
 * Experience (book 004, Section C 6.2C): Table 15 feats and Table 16 Generalship (printed "Table 15:
 * Generalship", and "Table 12: Generalship" in Table 15's notes; ME-R2), with ME-R6's percentage bands.
 */

export type Feat = 'slew general' | 'challenge won' | 'standard captured';

export interface ExperienceRow {
  readonly feat: 'participate' | 'general of a victorious battle' | Feat;
  readonly xp: number | 'Table 16';
  readonly note: string;
}

export const TABLE_15_CITE = '004 6.2C Table 15: Experience';

/** Table 15. "These feats are cumulative; so you gain two points for slaying the enemy General in a challenge". */
export const TABLE_15_EXPERIENCE: readonly ExperienceRow[] = [
  { feat: 'participate', xp: 1, note: 'Participate in a battle' },
  { feat: 'general of a victorious battle', xp: 'Table 16', note: 'Only your General' },
  {
    feat: 'slew general',
    xp: 1,
    note: 'Killed directly by damage (missiles, magic, or combat); run down or fled off the table does not count',
  },
  { feat: 'challenge won', xp: 1, note: 'Defeat any enemy character in a challenge' },
  {
    feat: 'standard captured',
    xp: 1,
    note: 'The enemy battle standard (or regular standards if it has none), held at the end; only if your army has a standard',
  },
];

/** Table 16's award for one General: a number, or a d6 read 1-3 → 1, 4-6 → 0. */
export type GeneralshipAward =
  { readonly xp: number } | { readonly d6: { readonly upTo3: number; readonly from4: number } };

export interface GeneralshipRow {
  /** The difference in percent, as ME-R6 bands it: above `abovePercent` and at most `upToPercent`. */
  readonly abovePercent: number;
  readonly upToPercent: number;
  readonly label: string;
  readonly larger: GeneralshipAward;
  readonly smaller: GeneralshipAward;
}

export const TABLE_16_CITE = '004 6.2C Table 16: Generalship (printed "Table 15: Generalship")';

/** Table 16 with ME-R6: ≤ 10% row 1; > 10% and ≤ 50% row 2; > 50% row 3. */
export const TABLE_16_GENERALSHIP: readonly GeneralshipRow[] = [
  { abovePercent: -1, upToPercent: 10, label: '0-10%', larger: { xp: 1 }, smaller: { xp: 1 } },
  {
    abovePercent: 10,
    upToPercent: 50,
    label: '11-50%',
    larger: { d6: { upTo3: 1, from4: 0 } },
    smaller: { xp: 2 },
  },
  { abovePercent: 50, upToPercent: Infinity, label: '51% or greater', larger: { xp: 0 }, smaller: { xp: 3 } },
];
export const TABLE_16_RULINGS: readonly string[] = ['ME-R6'];

/** 2.4A / 2.0C: each character of an army that wins because the other fled (or was a Lost Cause). */
export const FLEE_VICTORY_XP = 1;
/** 2.5A / App. D: each surviving character of an abstract battle, "no more, no less". */
export const ABSTRACT_BATTLE_XP = 1;
/** 6.4C: one random character of the army, for a complete battle report. */
export const BATTLE_REPORT_XP = 1;
