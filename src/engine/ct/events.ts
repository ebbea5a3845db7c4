/** What a Chronopia rule did, as a Log row (the shared row of core/events.ts) with the book's steps. */
import { logDieEvent, logEvent, read, type EventOf, type LogEvent, type Rolled } from '../core/events';

export { rollFor, type Rolled } from '../core/events';

/** Before the battle ([Battles] 1) and the non-battle sequence a-e ([Campaign] 1). */
export type CtPhase =
  | 'Pre-battle'
  | 'Battle'
  | 'a. Casualties'
  | 'b. Experience'
  | 'c. Maintenance'
  | 'd. Recruiting'
  | 'e. Advancement';

export type CtEvent = LogEvent<CtPhase>;

export const ctEvent: EventOf<CtPhase> = logEvent;

/** An event for dice rolled by rollFor (their total is the result). */
export function dieEvent(
  phase: CtPhase,
  subject: string,
  effect: string,
  roll: Rolled,
  table: string,
): CtEvent {
  return logDieEvent(phase, subject, effect, read(roll), table);
}
