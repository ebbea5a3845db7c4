/**
 * What a Campaign points rule did, as a Log row (the shared row of core/events.ts): the book asks for the same in
 * its message log (Spend CP's: "action, action target", the rolls, the CP left).
 */
import type { Dice } from '../dice';
import { logDieEvent, logEvent, read, rollFor, type EventOf, type LogEvent } from '../core/events';

/** The book's phases ("A Turn") plus set-up, and the victory condition "decided beforehand" as recorded. */
export type CpPhase =
  | 'Set-up'
  | 'Determine Order'
  | "Generate CP's"
  | "Spend CP's"
  | 'Resolve Battles'
  | 'End of turn'
  | 'Victory condition';

export type CpEvent = LogEvent<CpPhase>;

export const cpEvent: EventOf<CpPhase> = logEvent;

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
  const roll = rollFor(dice, key, 1, sides);
  return { result: roll.total, event: logDieEvent(phase, subject, effect(roll.total), read(roll), table) };
}
