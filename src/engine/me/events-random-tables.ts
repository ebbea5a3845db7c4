/**
 * Table 31: Random events (printed "Table 31:11"; book 004 Appendix F, optional; ME-R2): 2d6 per player, rolled
 * "at the start of each turn, after player orders have been submitted".
 */
import type { RangeTable } from '../core/tables';

export type RandomEventName =
  | 'Untimely death'
  | 'Disaster'
  | 'Storms'
  | 'No event'
  | 'Reinforcements'
  | 'Bountiful resource'
  | 'Unlikely Ally';

export interface RandomEventRow {
  readonly name: RandomEventName;
  readonly effect: string;
}

export const TABLE_31_CITE = '004 App. F Table 31: Random events (printed "Table 31:11")';

export const TABLE_31_RANDOM_EVENTS: RangeTable<RandomEventRow> = {
  id: 'me.table31.random-events',
  cite: TABLE_31_CITE,
  dice: '2d6',
  rows: [
    {
      from: 2,
      to: 2,
      result: {
        name: 'Untimely death',
        effect:
          'A random hero in your army (not your Lord) is struck down: unavailable this turn, he may be replaced by a new hero next turn',
      },
    },
    {
      from: 3,
      to: 3,
      result: {
        name: 'Disaster',
        effect: "A random hex in your kingdom is Razed (never the player's capital)",
      },
    },
    {
      from: 4,
      to: 4,
      result: {
        name: 'Storms',
        effect:
          'An invading army (random if several) fails its invasion this turn; no exploration is possible',
      },
    },
    { from: 5, to: 9, result: { name: 'No event', effect: 'No event' } },
    {
      from: 10,
      to: 10,
      result: {
        name: 'Reinforcements',
        effect:
          'A mercenary unit (250 points or less, chosen by the GM) joins the army with your Lord (the Grand Marshall) for d3 turns',
      },
    },
    {
      from: 11,
      to: 11,
      result: {
        name: 'Bountiful resource',
        effect: 'Improve a Mine, Woods or empty hex to a Deep Mine, Deep Woods or Fertile Fields',
      },
    },
    { from: 12, to: 12, result: { name: 'Unlikely Ally', effect: 'A nearby settlement joins your kingdom' } },
  ],
};

/** Table 31 Reinforcements: "worth 250 points or less". */
export const REINFORCEMENTS_MAX_POINTS = 250;

export const EVENTS_RANDOM_RANGE_TABLES: readonly RangeTable<unknown>[] = [TABLE_31_RANDOM_EVENTS];
