/** The shape of one action of the order language, and the argument readers its entries share. */
import type { Phrased } from '../../core/orders/phrase';
import type { CtOrder, CtOrderKind } from './types';

export type SubjectKind = 'force' | 'battle' | 'warband' | 'captive';

export interface ActionSpec extends Phrased {
  readonly kind: CtOrderKind;
  readonly subject: SubjectKind;
  readonly example: string;
  /** Reads the words after the phrase; a string is the reason they are wrong. */
  readonly read: (subject: string, rest: readonly string[]) => CtOrder | string;
}

export const text = (rest: readonly string[]): string => rest.join(' ').replace(/ , /g, ', ').trim();
export const whole = (w: string | undefined): number | null =>
  w !== undefined && /^\d+$/.test(w) ? Number(w) : null;
