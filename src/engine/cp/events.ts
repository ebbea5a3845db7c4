/**
 * What a Campaign points rule did, as a Log row: the phase, who or what, the effect in words, and the die that
 * decided it with its override key and the table read. The book asks for the same in its message log
 * (Spend CP's: "action, action target", the rolls, the CP left).
 */
import type { Dice } from '../dice';

/** The book's phases ("A Turn") plus set-up. */
export type CpPhase =
  'Set-up' | 'Determine Order' | "Generate CP's" | "Spend CP's" | 'Resolve Battles' | 'End of turn';

export interface CpEvent {
  readonly phase: CpPhase;
  /** A player, an army, a territory or a road. */
  readonly subject: string;
  readonly effect: string;
  /** `d6`, `d3`; blank when no die was rolled. */
  readonly die: string;
  readonly result: number | '';
  /** The override key of the die; blank when none. */
  readonly key: string;
  /** The table or rule read, e.g. `003 Available Actions: Sabotage`, `CP-R5`. */
  readonly table: string;
}

export function cpEvent(phase: CpPhase, subject: string, effect: string, table = ''): CpEvent {
  return { phase, subject, effect, die: '', result: '', key: '', table };
}

/** Rolls one die of `sides` under `key` and the event that reports it (its effect written once the die is read). */
export function rollEvent(
  dice: Dice,
  key: string,
  sides: number,
  phase: CpPhase,
  subject: string,
  table: string,
  effect: (result: number) => string,
): { readonly result: number; readonly event: CpEvent } {
  const result = dice.roll(key, sides);
  return { result, event: { phase, subject, effect: effect(result), die: `d${sides}`, result, key, table } };
}
