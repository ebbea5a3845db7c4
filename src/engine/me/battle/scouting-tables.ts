/**
 * Table 8: Scouting (book 004, Section B 4.2B; digest §5). One d6 per army, results cumulative.
 */
import type { RangeTable } from '../../core/tables';

/** What one scouting roll reveals; each level includes the ones below it (Table 8 "Effect (cumulative)"). */
export interface ScoutingResult {
  /** 0: no result; 1: units; 2: whole list; 3: +1 choice of sides; 4: +1 first turn. */
  readonly level: 0 | 1 | 2 | 3 | 4;
  readonly effect: string;
}

export const TABLE_8_CITE = '004 4.2B Table 8: Scouting';

/** Table 8 by the modified d6: 1-3, 4, 5, 6, 7+. */
export const TABLE_8_SCOUTING: RangeTable<ScoutingResult> = {
  id: 'me.table8.scouting',
  cite: TABLE_8_CITE,
  dice: 'd6',
  rows: [
    { from: -Infinity, to: 3, result: { level: 0, effect: 'No result' } },
    {
      from: 4,
      to: 4,
      result: { level: 1, effect: 'The units in the enemy army are revealed (but not characters)' },
    },
    {
      from: 5,
      to: 5,
      result: {
        level: 2,
        effect: 'The entire enemy army list is revealed (including characters and magic items)',
      },
    },
    {
      from: 6,
      to: 6,
      result: {
        level: 3,
        effect: 'As above, and +1 to the roll to determine choice of sides during deployment',
      },
    },
    {
      from: 7,
      to: Infinity,
      result: { level: 4, effect: 'As above, and +1 to the roll to determine who takes the first turn' },
    },
  ],
};

/** Table 8's die roll modifiers. */
export const SCOUTING_DEFENDING_BONUS = 1;
export const SCOUTING_SCOUTS_BONUS = 1;

export const SCOUTING_RANGE_TABLES: readonly RangeTable<unknown>[] = [TABLE_8_SCOUTING];
