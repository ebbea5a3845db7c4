import { POINTS_PER_ARMY_SIZE } from '../tables';
import type { BattleChoice } from './types';

/**
 * The battle tables of COMBAT as data: Table 17 (results of orders; RULINGS 24 reads "Run / Right" as Run /
 * Fight), Table 18 (casualties), the attacker's wounds formula, Table 19 (spoils), settlers' spoils, enslaving,
 * sacking, City Morale and a broken siege's size loss.
 */

/** What Table 17 does to one side, given its own choice and the other side's. */
export interface Table17Effect {
  /** A tabletop battle follows (normal EP's, normal booty). */
  readonly battle: boolean;
  readonly broken: boolean;
  /** Rolls on the defender casualty table (Table 18). */
  readonly casualtyRoll: boolean;
  /** Flat casualty percentage (Run / Run: 10%). */
  readonly casualtyPercent: number;
  /** "Immediately move 1 hex towards nearest friendly city". */
  readonly moveTowardCity: boolean;
  /** Experience to every character of the side (Fight / Run: 2). */
  readonly experience: number;
  /** Gains the other side's baggage train (Table 19 spoils). */
  readonly baggageTrain: boolean;
  /** May give one warband Outmaneuver in the battle (Fight / Truce). */
  readonly outmaneuver: boolean;
  /** Takes the attacker's wounds (the other side ran and rolled Table 18). */
  readonly attackerWounds: boolean;
}

const NOTHING: Table17Effect = {
  battle: false,
  broken: false,
  casualtyRoll: false,
  casualtyPercent: 0,
  moveTowardCity: false,
  experience: 0,
  baggageTrain: false,
  outmaneuver: false,
  attackerWounds: false,
};
const BATTLE: Table17Effect = { ...NOTHING, battle: true };

/** Table 17 row by row: `[own][other]`. */
export const TABLE_17: Readonly<Record<BattleChoice, Readonly<Record<BattleChoice, Table17Effect>>>> = {
  fight: {
    fight: BATTLE,
    truce: { ...BATTLE, outmaneuver: true },
    run: { ...NOTHING, experience: 2, baggageTrain: true, attackerWounds: true },
  },
  truce: {
    fight: BATTLE,
    truce: NOTHING,
    run: NOTHING,
  },
  run: {
    fight: { ...NOTHING, broken: true, casualtyRoll: true },
    truce: { ...NOTHING, broken: true, moveTowardCity: true },
    run: { ...NOTHING, broken: true, casualtyPercent: 10, moveTowardCity: true },
  },
};

/** Table 18: the percentage of wounds for a d20. */
export function casualtyPercent(d20: number): number {
  if (d20 <= 1) return 0;
  if (d20 >= 20) return 100;
  return Math.floor(d20 / 2) * 10;
}

/** Battle Results: the attacker takes (d20 + fleeing size - attacking size) x 5 percent of the defender's
 * wounds; nothing when the modified roll is 0 or less. */
export function attackerWoundPercent(d20: number, fleeingSize: number, attackingSize: number): number {
  const modified = d20 + fleeingSize - attackingSize;
  return modified <= 0 ? 0 : modified * 5;
}

/** A percentage of points, rounded up: wounds are whole models (Wound Allocation: no partial kills). */
export function percentOf(points: number, percent: number): number {
  return Math.ceil((points * percent) / 100);
}

/** Table 19: the number of d20 for a defeated army: one per 100 points (its size); x 5 guilders each. */
export function spoilsDice(points: number): number {
  return Math.floor(points / POINTS_PER_ARMY_SIZE);
}
export const SPOILS_PER_PIP = 5;

/** Spoils, settlers: one d20 per size of the band, the total in guilders; none for engineers. */
export const SETTLER_SPOILS_PER_PIP = 1;

/** Sacking a city: two d20 per size point, x 10 (RULINGS 27). */
export const SACK_DICE_PER_SIZE = 2;
export const SACK_PER_PIP = 10;
/** Sacking a city: a ruins icon when the city was size 4 or greater. */
export const SACK_RUINS_FROM_SIZE = 4;

/** Enslaving, by d100: 60% enslaved, 20% killed, 20% escapes one hex. */
export type EnslaveOutcome = 'enslaved' | 'killed' | 'escapes';
export function enslaveOutcome(d100: number): EnslaveOutcome {
  if (d100 <= 60) return 'enslaved';
  if (d100 <= 80) return 'killed';
  return 'escapes';
}

/** Co-located Settlers and Engineers: lost on a 50% roll (a d100 of 50 or less). */
export const COLOCATED_LOST_AT_MOST = 50;

/** City Morale: 10 - attacker's size + city size (+2 cathedral) - failed turns + 2 x barracks army size. */
export interface CityMoraleInput {
  readonly attackerSize: number;
  readonly citySize: number;
  readonly cathedral: boolean;
  readonly failedTurns: number;
  readonly barracksArmySize: number;
  readonly other?: number;
}
export function cityMorale(m: CityMoraleInput): number {
  return (
    10 -
    m.attackerSize +
    m.citySize +
    (m.cathedral ? 2 : 0) -
    m.failedTurns +
    2 * m.barracksArmySize +
    (m.other ?? 0)
  );
}

/** City Morale: from game turn 5, the city holds when the defender's d20 is at most its morale. */
export function cityHolds(d20: number, morale: number): boolean {
  return d20 <= morale;
}

/** Broken Siege: defenders depleted by at least 50% take a third off the city (rounded to nearest). */
export function brokenSiegeSize(size: number, defendersBefore: number, defendersLost: number): number {
  if (defendersBefore <= 0 || defendersLost * 2 < defendersBefore) return size;
  return Math.max(1, size - Math.round(size / 3));
}

/** Experience, Winning a battle against a superior foe: 1 per full 20% their PV is over yours. */
export function superiorFoeExperience(ownPoints: number, foePoints: number): number {
  if (ownPoints <= 0 || foePoints <= ownPoints) return 0;
  // Integer arithmetic: (foe - own) / own in full 20% steps is (foe - own) x 5 / own.
  return Math.floor(((foePoints - ownPoints) * 5) / ownPoints);
}

/** Casualties: a wound is regained on a d20 of 10 or higher. */
export const WOUND_RECOVERED_FROM = 10;
/** Game Completion: the minimum game length. */
export const MINIMUM_GAME_TURNS = 6;
