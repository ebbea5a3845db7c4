/** Chaos Lands (book 002 SPECIAL TERRAIN): the D10 per controlled Chaos area, and the D6 for a town or city. */
import type { RangeTable } from '../core/tables';
import type { Category } from './model';

export interface ChaosResult {
  readonly text: string;
  /** Villages added to this year's PT (WM-R21). */
  readonly villages: number;
  readonly characterPoints: number;
  readonly units: { readonly category: Category; readonly count: number } | null;
}

const r = (
  text: string,
  villages: number,
  characterPoints: number,
  units: ChaosResult['units'] = null,
): ChaosResult => ({ text, villages, characterPoints, units });

export const CHAOS_LANDS: RangeTable<ChaosResult> = {
  id: 'wm.chaos.lands',
  cite: '002 SPECIAL TERRAIN, Chaos Lands D10',
  dice: 'd10',
  rows: [
    { from: 1, to: 1, result: r('No points', 0, 0) },
    { from: 2, to: 2, result: r('One village but -1 character points', 1, -1) },
    { from: 3, to: 3, result: r('Two character points but no villages', 0, 2) },
    {
      from: 4,
      to: 4,
      result: r('Two Infantry + 1 character point', 0, 1, { category: 'Infantry', count: 2 }),
    },
    { from: 5, to: 5, result: r('One Cavalry + 1 character point', 0, 1, { category: 'Cavalry', count: 1 }) },
    {
      from: 6,
      to: 6,
      result: r('Two monsters + 1 character point', 0, 1, { category: 'Monsters', count: 2 }),
    },
    {
      from: 7,
      to: 7,
      result: r('One Special + 1 character point', 0, 1, { category: 'Specials', count: 1 }),
    },
    // "machine": the Artillery / Machines category of the roster.
    {
      from: 8,
      to: 8,
      result: r('One machine + 0 character point', 0, 0, { category: 'Artillery', count: 1 }),
    },
    { from: 9, to: 9, result: r('2 villages', 2, 0) },
    { from: 10, to: 10, result: r('3 villages', 3, 0) },
  ],
  rulings: ['WM-R21'],
};

/** A town or city starting the year in a Chaos area: 1-2 stays (no chart roll), 3+ moves to an adjacent area. */
export const CHAOS_CENTER: RangeTable<'stays' | 'moves'> = {
  id: 'wm.chaos.center',
  cite: '002 SPECIAL TERRAIN, Chaos Lands: Town or City D6',
  dice: 'd6',
  rows: [
    { from: 1, to: 2, result: 'stays' },
    { from: 3, to: 6, result: 'moves' },
  ],
};
