/**
 * What a Mighty Empires rule did, as a Log row (rulesets-design.md 3.1 TurnEvent): the shared row of
 * core/events.ts with the book's phases.
 */
import { logDieEvent, logEvent, type DieEventOf, type EventOf, type LogEvent } from '../core/events';

export { rollFor } from '../core/events';

/** The book's phases (2.0A) plus the resolver's end of turn (ME-R30). */
export type MePhase =
  'Orders' | 'Interim results' | 'Fight or flight' | 'Battle resolution' | 'Final results' | 'End of turn';

export type MeEvent = LogEvent<MePhase>;

/** An event with no die. */
export const meEvent: EventOf<MePhase> = logEvent;

/** An event for a die roll already made. */
export const dieEvent: DieEventOf<MePhase> = logDieEvent;
