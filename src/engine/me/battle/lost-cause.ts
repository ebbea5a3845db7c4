/**
 * Lost Cause (book 004, Section C 2.0C; ME-R36): "If one army is at least twice the size of the other, then the
 * smaller army automatically declares a flee response ... immediately before the battle would take place". The
 * victors' characters gain 1 XP each (experience.ts); the fleeing army's characters are unharmed.
 */
import { isLostCause } from '../../abstract-battle';

export type Response = 'fight' | 'flee';

export interface Contestant {
  readonly side: string;
  /** Rounded Total Army Size (3.1B), as ME-R36 compares them. */
  readonly totalArmySize: number;
  readonly response: Response;
}

/** 2.0C with ME-R36: the smaller army, if the larger is at least twice it; null when neither. */
export function lostCauseSide(a: Contestant, b: Contestant): Contestant | null {
  if (!isLostCause(a.totalArmySize, b.totalArmySize)) return null;
  return a.totalArmySize < b.totalArmySize ? a : b;
}
