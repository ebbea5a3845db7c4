/**
 * The Mighty Empires turn as stages (004 2.0A; rulesets-design.md 3.5) and its settings: the digest's rulings
 * marked *(setting)* and the optional modules, each with its default and the text the moderator reads.
 */
import type { StageSpec } from '../core/stage';
import type { MeEvent } from './events';
import type { MeOrder } from './orders/types';
import { runBattlesStage } from './stages/battles-stage';
import { runFightOrFlightStage } from './stages/fight-or-flight';
import { runFinalStage } from './stages/final-stage';
import { runOrdersStage } from './stages/orders-stage';
import type { MeSettings } from './stages/settings';
import type { MeStageState } from './stages/turn';
import { DEFAULT_SUPPORT_SETTINGS } from './support-tables';

export type { MeSettings } from './stages/settings';

/** The rulings as the digest proposes them. */
export const DEFAULT_ME_SETTINGS: MeSettings = {
  warFooting: 4,
  solidVictory: 'major',
  generalshipBase: 'smaller',
  support: DEFAULT_SUPPORT_SETTINGS,
  bank: 'carry',
  forest12: 'as 11',
  tableLostCause: 'step down',
  randomEvents: false,
  beast: false,
  beastPoints: 1500,
};

/** One setting as the Campaign tab shows it: its name, the choices, and why it exists. */
export interface MeSettingAbout {
  readonly name: string;
  readonly ruling: string;
  readonly choices: readonly string[];
  readonly about: string;
}

export const ME_SETTINGS_ABOUT: readonly MeSettingAbout[] = [
  {
    name: 'War Footing bonus',
    ruling: 'ME-R1',
    choices: ['4', '2'],
    about:
      'Unit recovery under War Footing: Table 12 prints +4, Table 2 says +2. Default 4 (the table where the roll is read).',
  },
  {
    name: 'Solid victory',
    ruling: 'ME-R4',
    choices: ['major', 'minor'],
    about:
      'A tabletop solid victory read as a major (default) or a minor victory on Tables 12-13; the loser mirrors it.',
  },
  {
    name: 'Generalship difference',
    ruling: 'ME-R6',
    choices: ['smaller', 'larger'],
    about: "Table 16's Total Army Size difference as a share of the smaller (default) or the larger army.",
  },
  {
    name: 'Port',
    ruling: 'ME-R9',
    choices: ['as a town', 'as printed'],
    about:
      "A Port keeps its Town's +250 support and entitlement (default), or gives nothing, as Table 6 prints.",
  },
  {
    name: 'Production bank',
    ruling: 'ME-R11',
    choices: ['carry', 'empty'],
    about:
      'Production converts at 3 to 1 Power; the remainder carries to next turn (default) or the bank is emptied.',
  },
  {
    name: 'High Elves turn six',
    ruling: 'ME-R14',
    choices: ['6+', '1-6'],
    about:
      'The High Elves\' "turns 1-6" and "turns 6+" overlap at turn 6: read it as 6+ (default) or as 1-6.',
  },
  {
    name: 'Basic minimum',
    ruling: 'ME-R15',
    choices: ['at least', 'above'],
    about: 'Basic Army Size at least 500 (default, so two armies fit exactly 1000) or strictly above 500.',
  },
  {
    name: 'Forest 12',
    ruling: 'ME-R27',
    choices: ['as 11', 'reroll'],
    about: 'Table 29 (Forest terrain) has no 12: read it as 11, a Ruin (default), or roll again.',
  },
  {
    name: 'Table 23 Lost Cause cells',
    ruling: 'ME-R38',
    choices: ['step down', 'treat as Lost Cause'],
    about:
      'Abstract battles: armies less than twice apart whose rounded strengths land on an LC cell of Table 23. Step the larger down 250 at a time until the cell is a number (default), or treat the battle as a Lost Cause.',
  },
  {
    name: 'Random events',
    ruling: 'App. F',
    choices: ['off', 'on'],
    about: 'Optional: each player rolls 2d6 on Table 31 every turn after orders. Default off.',
  },
  {
    name: 'Beast',
    ruling: 'App. G',
    choices: ['off', 'on'],
    about:
      'Optional: the Beast may wake in Deep Mines and Deep Woods and rampage until a player army beats it. Default off.',
  },
  {
    name: 'Beast points',
    ruling: 'App. G',
    choices: ['1000-2000'],
    about: "The Beast's size, 1000 to 2000 points of monstrous creatures (the GM's choice). Default 1500.",
  },
];

export type MeStage = StageSpec<MeStageState, MeOrder, MeEvent>;

/**
 * The ME turn (2.0A): Orders ending in the Interim Results, Fight or Flight, Battles (reports, then App. D for
 * the rest), Final Results. A turn with no battle goes from the orders straight to the Final Results.
 */
export function meStages(settings: MeSettings = DEFAULT_ME_SETTINGS): readonly MeStage[] {
  return [
    {
      id: 'orders',
      label: 'Resolve interim results',
      waits: 'orders',
      run: (input) => runOrdersStage(input, settings),
    },
    {
      id: 'fight-or-flight',
      label: 'Resolve fight or flight',
      waits: 'choices',
      run: (input) => runFightOrFlightStage(input, settings),
    },
    {
      id: 'battles',
      label: 'Apply battle results',
      waits: 'battle reports',
      run: (input) => runBattlesStage(input, settings),
    },
    {
      id: 'final',
      label: 'Resolve final results',
      waits: 'nothing',
      run: (input) => runFinalStage(input, settings),
    },
  ];
}
