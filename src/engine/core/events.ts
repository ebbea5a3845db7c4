/**
 * What a rule did, as a Log row (rulesets-design.md 3.1 TurnEvent), for every ruleset but CS42: the phase, who
 * or where, the effect in words, and the die that decided it with its override key and the table read.
 */
import type { Dice } from '../dice';
import { rollDice } from './rolls';

/** A log row but for its phase (WarMaster calls the phase a step). */
export interface EventBody {
  /** A hex address, a player, an army, a territory or a character. */
  readonly subject: string;
  readonly effect: string;
  /** `d6`, `2d6`, `d3`; blank when no die was rolled. */
  readonly die: string;
  /** The total read (or a d66 as tens·10 + units); blank when no die was rolled. */
  readonly result: number | '';
  /** The override key of the die (`me:explore:0405`); blank when none. */
  readonly key: string;
  /** The table or rule read, e.g. `004 Table 3 (Looting)`, `ME-R11`. */
  readonly table: string;
}

export interface LogEvent<P extends string> extends EventBody {
  readonly phase: P;
}

/** A die already rolled, as a log row reports it. */
export interface DieRead {
  readonly die: string;
  readonly result: number;
  readonly key: string;
}

/** Dice rolled by rollFor: each die, their total, the die text (`2d6`) and the key. */
export interface Rolled {
  readonly dice: readonly number[];
  readonly total: number;
  readonly die: string;
  readonly key: string;
}

/** A ruleset's event maker and die-event maker, with its phases. */
export type EventOf<P extends string> = (
  phase: P,
  subject: string,
  effect: string,
  table?: string,
) => LogEvent<P>;
export type DieEventOf<P extends string> = (
  phase: P,
  subject: string,
  effect: string,
  roll: DieRead,
  table: string,
) => LogEvent<P>;

/** The row's body with no die. */
export function noDie(subject: string, effect: string, table = ''): EventBody {
  return { subject, effect, die: '', result: '', key: '', table };
}

/** The row's body for a die roll already made. */
export function withDie(subject: string, effect: string, roll: DieRead, table: string): EventBody {
  return { subject, effect, die: roll.die, result: roll.result, key: roll.key, table };
}

/** An event with no die. */
export function logEvent<P extends string>(
  phase: P,
  subject: string,
  effect: string,
  table = '',
): LogEvent<P> {
  return { phase, ...noDie(subject, effect, table) };
}

/** An event for a die roll already made. */
export function logDieEvent<P extends string>(
  phase: P,
  subject: string,
  effect: string,
  roll: DieRead,
  table: string,
): LogEvent<P> {
  return { phase, ...withDie(subject, effect, roll, table) };
}

/**
 * Rolls `n` dice of `sides` through the seeded dice. One die is keyed `key` itself; several are keyed `${key}#1`
 * ... (rolls.ts), so each can be overridden alone; none rolls nothing.
 */
export function rollFor(dice: Dice, key: string, n: number, sides: number): Rolled {
  const rolled = n === 1 ? [dice.roll(key, sides)] : rollDice(dice, key, n, sides);
  return { dice: rolled, total: rolled.reduce((a, b) => a + b, 0), die: `${n === 1 ? '' : n}d${sides}`, key };
}

/** What a log row reports of dice rolled: the die text, the total, the key. */
export function read(roll: Rolled): DieRead {
  return { die: roll.die, result: roll.total, key: roll.key };
}
