/** What a Chronopia rule did, as a Log row: the step, who, the effect, and the die with its override key. */
import type { Dice } from '../dice';
import { rollDice } from '../core/rolls';

/** Before the battle ([Battles] 1) and the non-battle sequence a-e ([Campaign] 1). */
export type CtPhase =
  | 'Pre-battle'
  | 'Battle'
  | 'a. Casualties'
  | 'b. Experience'
  | 'c. Maintenance'
  | 'd. Recruiting'
  | 'e. Advancement';

export interface CtEvent {
  readonly phase: CtPhase;
  readonly subject: string;
  readonly effect: string;
  readonly die: string;
  readonly result: number | '';
  readonly key: string;
  readonly table: string;
}

export function ctEvent(phase: CtPhase, subject: string, effect: string, table = ''): CtEvent {
  return { phase, subject, effect, die: '', result: '', key: '', table };
}

export interface Rolled {
  readonly dice: readonly number[];
  readonly total: number;
  readonly die: string;
  readonly key: string;
}

export function dieEvent(
  phase: CtPhase,
  subject: string,
  effect: string,
  roll: Rolled,
  table: string,
): CtEvent {
  return { phase, subject, effect, die: roll.die, result: roll.total, key: roll.key, table };
}

/** `n` dice of `sides`: one die is keyed `key`, several `${key}#1`... so each can be overridden alone. */
export function rollFor(dice: Dice, key: string, n: number, sides: number): Rolled {
  const rolled = n === 1 ? [dice.roll(key, sides)] : n === 0 ? [] : rollDice(dice, key, n, sides);
  return { dice: rolled, total: rolled.reduce((a, b) => a + b, 0), die: `${n === 1 ? '' : n}d${sides}`, key };
}
