/** Post-combat tables (book 002 POST COMBAT): victory levels by VP ratio, unit survival, objective bonus. */
import type { RangeTable } from '../core/tables';

export const VICTORY_CITE = '002 POST COMBAT, Determine the winner';

/** +200 VP to the side in sole possession of the objective. */
export const OBJECTIVE_VP = 200;

export type VictoryLevel = 'minor victory' | 'major victory' | 'rout';

/** Ratios winner : loser, highest first; compared in integers (winner >= ratio x loser). */
export const VICTORY_LEVELS: readonly { readonly ratio: number; readonly level: VictoryLevel }[] = [
  { ratio: 3, level: 'rout' },
  { ratio: 2, level: 'major victory' },
  { ratio: 1, level: 'minor victory' },
];

export const SURVIVAL_CITE = '002 POST COMBAT, survival';

export type Survival = 'returns' | 'destroyed';

/** Units with 2 stands lost: 4+ returns to full strength, else destroyed and removed from the roster. */
export const SURVIVAL_2_STANDS: RangeTable<Survival> = {
  id: 'wm.survival.2',
  cite: `${SURVIVAL_CITE}: 2 stand loss`,
  dice: 'd6',
  rows: [
    { from: 1, to: 3, result: 'destroyed' },
    { from: 4, to: 6, result: 'returns' },
  ],
};

/** Units with 3 stands lost (destroyed or routed off the table, WM-R11): 5+ returns, else destroyed. */
export const SURVIVAL_3_STANDS: RangeTable<Survival> = {
  id: 'wm.survival.3',
  cite: `${SURVIVAL_CITE}: 3 stand loss (WM-R11)`,
  dice: 'd6',
  rows: [
    { from: 1, to: 4, result: 'destroyed' },
    { from: 5, to: 6, result: 'returns' },
  ],
  rulings: ['WM-R11'],
};
