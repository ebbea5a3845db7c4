/**
 * The Mighty Empires settings the stages read: the digest's rulings marked *(setting)* (ME-R1, R4, R6, R9, R11,
 * R14, R15, R27) and the optional modules (App. F random events, App. G the Beast). Defaults and the text a
 * moderator reads are in ruleset.ts.
 */
import type { DifferenceBase } from '../battle/experience';
import type { SolidVictoryReads } from '../battle/report';
import type { Forest12 } from '../battle/setup';
import type { EdictSettings } from '../edicts';
import type { BankRule } from '../power-tables';
import type { WarFootingSetting } from '../support-armies';
import type { SupportSettings } from '../support-tables';

export interface MeSettings {
  /** ME-R1: War Footing's unit recovery bonus, Table 12's 4 or Table 2's 2. */
  readonly warFooting: WarFootingSetting;
  /** ME-R4: a solid victory reads as a major (default) or a minor victory on Tables 12-13. */
  readonly solidVictory: SolidVictoryReads;
  /** ME-R6: Table 16's size difference over the smaller (default) or the larger army. */
  readonly generalshipBase: DifferenceBase;
  /** ME-R9 (Port), ME-R14 (High Elves turn six), ME-R15 (Basic minimum). */
  readonly support: SupportSettings;
  /** ME-R11: the production bank's remainder carries (default) or is emptied. */
  readonly bank: BankRule;
  /**
   * ME-R38: armies less than 2× apart whose rounded strengths land on a Table 23 LC cell: step the larger down
   * until the cell is a number (default, abstract-battle.ts) or treat the battle as a Lost Cause.
   */
  readonly tableLostCause: 'step down' | 'treat as Lost Cause';
  /** ME-R27: Table 29's missing 12 read as 11 (default) or rolled again. */
  readonly forest12: Forest12;
  /** App. F: random events rolled each turn. */
  readonly randomEvents: boolean;
  /** App. G: the Beast module. */
  readonly beast: boolean;
  /** App. G: the Beast's size, 1000-2000 points (the GM's choice). */
  readonly beastPoints: number;
}

/** The edict rules' part of the settings. */
export function edictSettings(s: MeSettings): EdictSettings {
  return { beast: s.beast, port: s.support.port };
}
