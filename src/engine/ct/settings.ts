/**
 * The Campaign-tab settings this book needs (digest §9): CT-R6's advancement cost, which the book lost and which
 * has no default, CT-R2's starting die and CT-R5's Devout alliances. Read from the cells' text with clear refusals.
 */
import type { CtResult, CtSettings, StartingDie } from './model';
import { DEFAULT_CT_SETTINGS, ok, refuse } from './model';

export interface CtSettingSpec {
  readonly name: string;
  /** Blank: required, no default. */
  readonly defaultValue: string;
  readonly about: string;
  readonly choices?: readonly string[];
}

export const CT_SETTING_SPECS: readonly CtSettingSpec[] = [
  {
    name: 'XP per advancement roll',
    defaultValue: '',
    about:
      'CT-R6: the XP (or gc) an advancement roll costs; lost from the book. Until set, each Advance order names its own cost',
  },
  {
    name: 'Starting territory die',
    defaultValue: 'D6',
    about: 'CT-R2: the book says D6 (Fortress, City or Town); D20 reads all of Table 1',
    choices: ['D6', 'D20'],
  },
  {
    name: 'Devout ally only with Devout',
    defaultValue: 'Yes',
    about: 'CT-R5: "Devout players may ally with other Devout players" read as a restriction',
    choices: ['Yes', 'No'],
  },
];

/** Reads the settings from the cells' text by name; a blank XP cost stays unset (null), never a guess. */
export function readCtSettings(cells: Readonly<Record<string, string>>): CtResult<CtSettings> {
  const text = (name: string): string => (cells[name] ?? '').trim();
  const xp = text('XP per advancement roll');
  let xpPerAdvancementRoll: number | null = null;
  if (xp !== '') {
    if (!/^\d+$/.test(xp) || Number(xp) <= 0)
      return refuse(`Campaign tab, "XP per advancement roll": "${xp}" is not a whole number above 0 (CT-R6)`);
    xpPerAdvancementRoll = Number(xp);
  }
  const die = text('Starting territory die').toLowerCase() || DEFAULT_CT_SETTINGS.startingDie;
  if (die !== 'd6' && die !== 'd20')
    return refuse(`Campaign tab, "Starting territory die": "${die}" is neither D6 nor D20 (CT-R2)`);
  const devout = text('Devout ally only with Devout').toLowerCase() || 'yes';
  if (devout !== 'yes' && devout !== 'no')
    return refuse(`Campaign tab, "Devout ally only with Devout": "${devout}" is neither Yes nor No (CT-R5)`);
  return ok({
    xpPerAdvancementRoll,
    startingDie: die as StartingDie,
    devoutAllyOnlyDevout: devout === 'yes',
  });
}
