/**
 * Scouting (book 004, Section B 4.2B, Table 8): when two non-allied armies patrol or invade the same hex, the GM
 * reveals each army's size and race, and each side rolls a d6 (+1 defending, +1 with a Scouts unit); results
 * are cumulative.
 */
import type { Dice } from '../../dice';
import { lookup } from '../../core/tables';
import { dieEvent, rollFor, type MeEvent } from '../events';
import {
  SCOUTING_DEFENDING_BONUS,
  SCOUTING_SCOUTS_BONUS,
  TABLE_8_CITE,
  TABLE_8_SCOUTING,
  type ScoutingResult,
} from './scouting-tables';

export interface ScoutingSide {
  /** The army (or `Neutral: <race>`), for the log and the key. */
  readonly army: string;
  readonly defending: boolean;
  /** At least one unit with the Scouts special rule. */
  readonly hasScouts: boolean;
}

export interface Scouting extends ScoutingResult {
  readonly army: string;
  readonly roll: number;
  readonly modified: number;
  readonly revealsUnits: boolean;
  readonly revealsList: boolean;
  readonly sidesBonus: number;
  readonly firstTurnBonus: number;
}

/** Table 8 for one army, keyed `${key}:${army}`. */
export function scout(
  dice: Dice,
  key: string,
  side: ScoutingSide,
): { readonly result: Scouting; readonly events: MeEvent[] } {
  const k = `${key}:${side.army}`;
  const roll = rollFor(dice, k, 1, 6);
  const mods = (side.defending ? SCOUTING_DEFENDING_BONUS : 0) + (side.hasScouts ? SCOUTING_SCOUTS_BONUS : 0);
  const modified = roll.total + mods;
  const read = lookup(TABLE_8_SCOUTING, modified);
  const result: Scouting = {
    ...read,
    army: side.army,
    roll: roll.total,
    modified,
    revealsUnits: read.level >= 1,
    revealsList: read.level >= 2,
    sidesBonus: read.level >= 3 ? 1 : 0,
    firstTurnBonus: read.level >= 4 ? 1 : 0,
  };
  const why = [side.defending ? '+1 defending' : '', side.hasScouts ? '+1 Scouts' : '']
    .filter(Boolean)
    .join(' ');
  return {
    result,
    events: [
      dieEvent(
        'Interim results',
        side.army,
        `Scouting: d6 ${roll.total}${why ? ` ${why}` : ''} = ${modified}: ${read.effect}`,
        { ...roll, result: roll.total },
        TABLE_8_CITE,
      ),
    ],
  };
}
