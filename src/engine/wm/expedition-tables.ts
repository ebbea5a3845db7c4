/**
 * The Expedition chart (book 002 EXPEDITIONS & EXPLORING, "D20 Roll"): d20 + cumulative advantages (WM-R13),
 * with the overlapping rows settled by WM-R14, and the boats per unit exchanged (WM-R15).
 */
import type { RangeTable } from '../core/tables';
import type { Category } from './model';

export type ExpeditionResult =
  | 'Mutiny'
  | 'Disease'
  | 'Storm'
  | 'Lost at sea'
  | 'Mount hardship'
  | 'Sailing'
  | 'Sea Monster'
  | 'Pirates'
  | 'Good weather'
  | 'Excellent weather'
  | 'The Gods have smiled'
  | 'Aquatic nation discovered'
  | 'New Island'
  | 'Destination reached';

/** A total of 1 or less reads as Mutiny (WM-R13); 20 or more is the destination (WM-R14). */
export const EXPEDITION_CHART: RangeTable<ExpeditionResult> = {
  id: 'wm.expedition',
  cite: '002 EXPEDITIONS & EXPLORING, Expedition Chart (WM-R13, WM-R14)',
  dice: 'd20',
  rows: [
    { from: -Infinity, to: 3, result: 'Mutiny' },
    { from: 4, to: 5, result: 'Disease' },
    { from: 6, to: 7, result: 'Storm' },
    { from: 8, to: 8, result: 'Lost at sea' },
    { from: 9, to: 9, result: 'Mount hardship' },
    { from: 10, to: 12, result: 'Sailing' },
    { from: 13, to: 13, result: 'Sea Monster' },
    { from: 14, to: 14, result: 'Pirates' },
    { from: 15, to: 15, result: 'Good weather' },
    { from: 16, to: 16, result: 'Excellent weather' },
    { from: 17, to: 17, result: 'The Gods have smiled' },
    { from: 18, to: 18, result: 'Aquatic nation discovered' },
    { from: 19, to: 19, result: 'New Island' },
    { from: 20, to: Infinity, result: 'Destination reached' },
  ],
  rulings: ['WM-R13', 'WM-R14'],
};

/**
 * Advantages gained by a result (Good weather +1, Excellent +2, Gods +3; Lost at sea -2). The aquatic nation's 3
 * are for an ally's later expeditions ("Having an allied underwater nation gives you 3 advantage to any
 * expedition"): the discovering fleet is escorted home.
 */
export const EXPEDITION_ADVANTAGES: Readonly<Partial<Record<ExpeditionResult, number>>> = {
  'Lost at sea': -2,
  'Good weather': 1,
  'Excellent weather': 2,
  'The Gods have smiled': 3,
};

/** WM-R15: 2 boats per artillery or chariot unit, 1 per infantry, cavalry or monster unit. */
export const BOATS_PER_UNIT: Readonly<Partial<Record<Category, number>>> = {
  Artillery: 2,
  Chariots: 2,
  Infantry: 1,
  Cavalry: 1,
  Monsters: 1,
};

/** Requirements: at least 3 units, exactly one General, an Admiral (EXPEDITIONS & EXPLORING). */
export const EXPEDITION_MIN_UNITS = 3;

/** An allied underwater nation: +3 advantages to any expedition of the nation (Expedition Chart 18). */
export const AQUATIC_ALLY_ADVANTAGES = 3;
