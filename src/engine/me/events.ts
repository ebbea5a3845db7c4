/**
 * What a Mighty Empires rule did, as a Log row (rulesets-design.md 3.1 TurnEvent): the phase, who or where,
 * the effect in words, and the die that decided it with its override key and the table read.
 */
import type { Dice } from '../dice';
import { rollDice } from '../core/rolls';

/** The book's phases (2.0A) plus the resolver's end of turn (ME-R30). */
export type MePhase =
  'Orders' | 'Interim results' | 'Fight or flight' | 'Battle resolution' | 'Final results' | 'End of turn';

export interface MeEvent {
  readonly phase: MePhase;
  /** A hex address, a player, an army or a character. */
  readonly subject: string;
  readonly effect: string;
  /** `d6`, `2d6`, `d66`, `d3`; blank when no die was rolled. */
  readonly die: string;
  /** The total read (or the d66 as tens·10 + units); blank when no die was rolled. */
  readonly result: number | '';
  /** The override key of the die (`me:explore:0405`); blank when none. */
  readonly key: string;
  /** The table or rule read, e.g. `004 Table 3 (Looting)`, `ME-R11`. */
  readonly table: string;
}

/** An event with no die. */
export function meEvent(phase: MePhase, subject: string, effect: string, table = ''): MeEvent {
  return { phase, subject, effect, die: '', result: '', key: '', table };
}

/** An event for a die roll already made. */
export function dieEvent(
  phase: MePhase,
  subject: string,
  effect: string,
  roll: { readonly die: string; readonly result: number; readonly key: string },
  table: string,
): MeEvent {
  return { phase, subject, effect, die: roll.die, result: roll.result, key: roll.key, table };
}

/**
 * Rolls `n` dice of `sides` through the seeded dice and returns the dice, their total and the die text (`2d6`)
 * for a dieEvent. One die is keyed `key` itself; several are keyed `${key}#1` ... (src/engine/core/rolls.ts), so
 * each can be overridden alone.
 */
export function rollFor(
  dice: Dice,
  key: string,
  n: number,
  sides: number,
): { readonly dice: readonly number[]; readonly total: number; readonly die: string; readonly key: string } {
  const rolled = n === 1 ? [dice.roll(key, sides)] : rollDice(dice, key, n, sides);
  return { dice: rolled, total: rolled.reduce((a, b) => a + b, 0), die: `${n === 1 ? '' : n}d${sides}`, key };
}
