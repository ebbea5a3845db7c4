/** What a WarMaster rule did, as a Log row: the step, who, the effect, and the die with its override key. */

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
  | 'M3 Combat'
  | 'M4 Retreat'
  | 'M5 Update map';

export interface WmEvent {
  readonly step: WmStep;
  readonly subject: string;
  readonly effect: string;
  readonly key: string;
  readonly die: string;
  readonly result: number | '';
  readonly table: string;
}

export function wmEvent(step: WmStep, subject: string, effect: string, table = ''): WmEvent {
  return { step, subject, effect, key: '', die: '', result: '', table };
}

export function wmDieEvent(
  step: WmStep,
  subject: string,
  effect: string,
  roll: { readonly key: string; readonly die: string; readonly result: number },
  table: string,
): WmEvent {
  return { step, subject, effect, key: roll.key, die: roll.die, result: roll.result, table };
}
