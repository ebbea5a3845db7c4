/** What a WarMaster rule did, as a Log row (the shared row of core/events.ts): the step, who, the effect, the die. */
import { noDie, withDie, type DieRead, type EventBody } from '../core/events';

/** New Year steps (WM-R1) and month steps (WM-R2). */
export type WmStep =
  | 'NY1 Remove armies'
  | 'NY2 Ransom'
  | 'NY3 Tally'
  | 'NY4 Production'
  | 'NY5 Expeditions'
  | 'NY6 Roster'
  | 'NY7 Placement'
  | 'M2 Move'
  /** A nation's own delay check: the number picked, the die and the units it costs (Terrain effects). */
  | 'M2 Delay check'
  | 'M3 Combat'
  | 'M4 Retreat'
  | 'M5 Update map';

export interface WmEvent extends EventBody {
  readonly step: WmStep;
}

export function wmEvent(step: WmStep, subject: string, effect: string, table = ''): WmEvent {
  return { step, ...noDie(subject, effect, table) };
}

export function wmDieEvent(
  step: WmStep,
  subject: string,
  effect: string,
  roll: DieRead,
  table: string,
): WmEvent {
  return { step, ...withDie(subject, effect, roll, table) };
}
