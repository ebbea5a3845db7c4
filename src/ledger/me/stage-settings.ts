/**
 * The Mighty Empires rows of the Campaign tab (rulesets-design.md §6 "Nine become settings"): the rulings marked
 * *(setting)* and the optional modules from ME_SETTINGS_ABOUT with their defaults, the turn the end check starts
 * (3.0A) and whether the campaign is over; and their reading back into MeSettings, each bad cell named.
 */
import { DEFAULT_ME_SETTINGS, ME_SETTINGS_ABOUT, type MeSettings } from '../../engine/me/ruleset';
import type { SettingRow } from '../stage-ruleset';
import { cellText, isBlankCell, type CellIssue } from '../tab';
import { campaignFlag, campaignInteger, type CampaignRows } from './stage-values';

export const END_CHECK_FROM = 'End check from';
export const OVER = 'Over';

/** The default of each setting as the Campaign tab shows it. */
function defaultValue(name: string, d: MeSettings): string | number {
  const values: Readonly<Record<string, string | number>> = {
    'War Footing bonus': String(d.warFooting),
    'Solid victory': d.solidVictory,
    'Generalship difference': d.generalshipBase,
    Port: d.support.port,
    'Production bank': d.bank,
    'High Elves turn six': d.support.highElfTurnSix,
    'Basic minimum': d.support.basicMinimum,
    'Forest 12': d.forest12,
    'Table 23 Lost Cause cells': d.tableLostCause,
    'Random events': d.randomEvents ? 'on' : 'off',
    Beast: d.beast ? 'on' : 'off',
    'Beast points': d.beastPoints,
  };
  const v = values[name];
  if (v === undefined) throw new Error(`ME setting '${name}' has no default in stage-settings.ts`);
  return v;
}

/** Beast points are a range, not a dropdown (App. G: 1000-2000). */
const RANGE = 'Beast points';

export const ME_STAGE_SETTINGS: readonly SettingRow[] = [
  ...ME_SETTINGS_ABOUT.map((s): SettingRow => ({
    setting: s.name,
    value: defaultValue(s.name, DEFAULT_ME_SETTINGS),
    about: `${s.about} (${s.ruling})`,
    ...(s.name === RANGE ? {} : { choices: s.choices }),
  })),
  {
    setting: END_CHECK_FROM,
    value: 0,
    about:
      'The turn, announced at the start, from which the campaign may end at random at the end of each turn; 0 or blank: not announced (3.0A).',
  },
  {
    setting: OVER,
    value: false,
    about: 'TRUE once the end check has ended the campaign (3.0A); set by Resolve.',
    choices: ['TRUE', 'FALSE'],
  },
];

/** The settings as the Campaign tab holds them; a bad cell is an issue and its default is used. */
export function readMeSettings(rows: CampaignRows, issues: CellIssue[]): MeSettings {
  const d = DEFAULT_ME_SETTINGS;
  const pick = <T extends string>(name: string, fallback: T): T => {
    const c = rows.get(name);
    if (c === undefined || isBlankCell(c.value)) return fallback;
    const about = ME_SETTINGS_ABOUT.find((s) => s.name === name);
    const text = cellText(c.value).toLowerCase();
    const found = about?.choices.find((x) => x.toLowerCase() === text);
    if (found === undefined) {
      issues.push({
        tab: 'Campaign',
        cell: c.cell,
        message: `${name} must be one of ${about?.choices.join(', ') ?? ''}; got '${cellText(c.value)}'`,
      });
      return fallback;
    }
    return found as T;
  };
  const beastPoints = campaignInteger(rows, RANGE, 0, d.beastPoints, issues);
  if (beastPoints < 1000 || beastPoints > 2000)
    issues.push({
      tab: 'Campaign',
      cell: rows.cellOf(RANGE),
      message: `Beast points must be from 1000 to 2000 (App. G), got ${beastPoints}`,
    });
  return {
    warFooting: pick('War Footing bonus', String(d.warFooting)) === '2' ? 2 : 4,
    solidVictory: pick('Solid victory', d.solidVictory),
    generalshipBase: pick('Generalship difference', d.generalshipBase),
    support: {
      port: pick('Port', d.support.port),
      highElfTurnSix: pick('High Elves turn six', d.support.highElfTurnSix),
      basicMinimum: pick('Basic minimum', d.support.basicMinimum),
    },
    bank: pick('Production bank', d.bank),
    forest12: pick('Forest 12', d.forest12),
    tableLostCause: pick('Table 23 Lost Cause cells', d.tableLostCause),
    randomEvents: pick<string>('Random events', 'off') === 'on',
    beast: pick<string>('Beast', 'off') === 'on',
    beastPoints: beastPoints >= 1000 && beastPoints <= 2000 ? beastPoints : d.beastPoints,
  };
}

/** 3.0A and the end: the announced turn (0: none) and whether the campaign is over. */
export function readMeEnd(
  rows: CampaignRows,
  issues: CellIssue[],
): { readonly endCheckFrom: number; readonly over: boolean } {
  return {
    endCheckFrom: campaignInteger(rows, END_CHECK_FROM, 0, 0, issues),
    over: campaignFlag(rows, OVER, issues),
  };
}
