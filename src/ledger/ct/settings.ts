/**
 * The Campaign rows Chronopia territories adds (digest §9, the rulings marked setting): CT-R6's advancement cost,
 * required, with no default, because the book lost it; CT-R2's starting die; CT-R5's Devout alliances; CT-R14's
 * campaign victory, which the book does not give.
 */
import { CT_SETTING_SPECS } from '../../engine/ct/settings';
import type { SettingRow } from '../stage-ruleset';

export const XP_PER_ROLL = 'XP per advancement roll';
export const VICTORY = 'Victory';
export const LAST_ROUND = 'Last round';
/** CT-R14: set by the purchases stage when the victory is met; a stage refuses to run while it is TRUE. */
export const OVER = 'Over';
export const WINNER = 'Winner';

/** CT-R14: the campaign's victory, a setting (digest §7). */
export const CT_VICTORIES = [
  'Most territories after the last round',
  'First to 12 territories',
  'Highest force rating after the last round',
  'None (the moderator decides)',
] as const;
export type CtVictory = (typeof CT_VICTORIES)[number];

const ABOUT: Readonly<Record<string, string>> = {
  [XP_PER_ROLL]:
    'Required (CT-R6): the XP, or gc spent as XP ([Economics] 3.a), one advancement roll costs. The book lost the figure ([Experience] 2): a whole number above 0. Until it is set, each Advance order names its cost (“Advance CC 20”) and the ledger records it, checking only that the warband holds that much.',
  'Starting territory die':
    'CT-R2: the die for a starting force’s second territory. D6 as the book writes it (Fortress 1, City 2-3, Town 4-6); D20 reads all of Table 1.',
  'Devout ally only with Devout':
    'CT-R5: Yes reads "Devout players may ally with other Devout players" ([Races] 5.a) as a restriction like the Stygians’ ([Races] 6.a); No lets Devout ally with anyone.',
};

export const CT_SETTINGS: readonly SettingRow[] = [
  ...CT_SETTING_SPECS.map((s): SettingRow => ({
    setting: s.name,
    value: s.defaultValue,
    about: ABOUT[s.name] ?? s.about,
    ...(s.choices ? { choices: s.choices } : {}),
  })),
  {
    setting: VICTORY,
    value: CT_VICTORIES[0],
    about:
      'CT-R14: the book gives no campaign victory, only each battle’s. Checked after each round’s purchases; the campaign is Over when it is met.',
    choices: CT_VICTORIES,
  },
  {
    setting: LAST_ROUND,
    value: 6,
    about: 'CT-R14: the round after which a victory "after the last round" is judged.',
  },
  {
    setting: OVER,
    value: false,
    about:
      'CT-R14: TRUE once the Victory is met (set by the last purchases stage); no stage runs while it is TRUE. Clear it to play on.',
    choices: ['TRUE', 'FALSE'],
  },
  {
    setting: WINNER,
    value: '',
    about: 'CT-R14: the player (or players, on a tie) who met the Victory; set with Over.',
  },
];
