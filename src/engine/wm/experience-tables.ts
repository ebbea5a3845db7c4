/** EXPERIENCE (book 002): earning in pick-up games (WM-R17) and the one choice bought before a battle. */
import type { Category } from './model';

export const EXPERIENCE_CITE = '002 EXPERIENCE';

/** 1 point per full 100 points in a win, per full 200 in a loss, of the player's own army size (WM-R17). */
export const EXPERIENCE_EARNED = { win: 100, loss: 200 } as const;

export type ExperienceChoice =
  | { readonly kind: 'return lost unit'; readonly category: Category }
  | { readonly kind: 'battle honour' }
  | { readonly kind: 'random scenario' }
  | { readonly kind: 'magic item' };

/**
 * The choices, row by row. "Machine" is the Artillery / Machines category. The row printed only as "points"
 * between 12 and 30 is lost and not offered (WM-R18).
 */
export const EXPERIENCE_CHOICES: readonly { readonly cost: number; readonly choice: ExperienceChoice }[] = [
  { cost: 3, choice: { kind: 'return lost unit', category: 'Infantry' } },
  { cost: 4, choice: { kind: 'return lost unit', category: 'Cavalry' } },
  { cost: 5, choice: { kind: 'return lost unit', category: 'Artillery' } },
  { cost: 6, choice: { kind: 'return lost unit', category: 'Monsters' } },
  { cost: 10, choice: { kind: 'battle honour' } },
  { cost: 12, choice: { kind: 'random scenario' } },
  { cost: 30, choice: { kind: 'magic item' } },
];
