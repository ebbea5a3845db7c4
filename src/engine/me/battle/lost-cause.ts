/**
 * Lost Cause and Fight or Flight (book 004, Section A 2.4A, Section C 2.0C; ME-R21, ME-R36): what happens when one
 * side flees, both flee, or one army is at least twice the other "immediately before the battle would take place".
 */
import { isLostCause } from '../../abstract-battle';

export type Response = 'fight' | 'flee';

export interface Contestant {
  readonly side: string;
  /** Rounded Total Army Size (3.1B), as ME-R36 compares them. */
  readonly totalArmySize: number;
  readonly response: Response;
}

/** What a potential battle comes to once both sides have answered and Lost Cause is applied. */
export type Engagement =
  /** Both fight: a battle, on the tabletop or abstract. */
  | { readonly kind: 'battle'; readonly cite: string }
  /** One side fled (2.4A) or was a Lost Cause (2.0C): the other wins by default, its characters +1 XP each. */
  | {
      readonly kind: 'fled' | 'lost cause';
      readonly winner: string;
      readonly fled: string;
      readonly cite: string;
    }
  /** Both fled: no battle, no XP; the invader does not claim the hex, the defenders stay (ME-R21). */
  | { readonly kind: 'no battle'; readonly cite: string };

/** 2.0C with ME-R36: the smaller army, if the larger is at least twice it; null when neither. */
export function lostCauseSide(a: Contestant, b: Contestant): Contestant | null {
  if (!isLostCause(a.totalArmySize, b.totalArmySize)) return null;
  return a.totalArmySize < b.totalArmySize ? a : b;
}

/**
 * Fight or Flight, then Lost Cause. A side that chose to flee flees (2.4A); when both fight, a Lost Cause makes
 * the smaller flee "immediately before the battle" (2.0C). Two equal armies are never a Lost Cause.
 */
export function settleEngagement(a: Contestant, b: Contestant): Engagement {
  if (a.response === 'flee' && b.response === 'flee')
    return { kind: 'no battle', cite: '004 2.4A Fight or Flight, ME-R21' };
  if (a.response === 'flee' || b.response === 'flee') {
    const [fled, winner] = a.response === 'flee' ? [a, b] : [b, a];
    return { kind: 'fled', winner: winner.side, fled: fled.side, cite: '004 2.4A Fight or Flight' };
  }
  const small = lostCauseSide(a, b);
  if (small !== null) {
    const winner = small === a ? b : a;
    return { kind: 'lost cause', winner: winner.side, fled: small.side, cite: '004 2.0C Lost Cause, ME-R36' };
  }
  return { kind: 'battle', cite: '004 2.5A Battle Resolution' };
}
