/** The month's frame (book 002 TURN ORDER; WM-R2): a fresh start of the month, holding a location, the month's end. */
import { army as armyOf, withArmy } from './map';
import type { Location, WmState } from './model';
import { MONTHS_PER_YEAR } from './model';

/** Start of a month: no army has moved yet this month (retreat step 1 and Gaining Control read `cameFrom`). */
export function beginMonth(state: WmState): WmState {
  return { ...state, armies: state.armies.map((a) => ({ ...a, cameFrom: null })) };
}

/** A stay order naming where in its area the army stands (at the pop center it counts toward occupation). */
export function holdAt(state: WmState, name: string, location: Location): WmState {
  const a = armyOf(state, name);
  if (a.status === 'routed') throw new RangeError(`${name} is routed and cannot hold a location`);
  return withArmy(state, name, { location });
}

/** End of the month: the next month, or `newYear` true after the 12th (the New Year stage comes next). */
export function endMonth(state: WmState): { state: WmState; newYear: boolean } {
  if (state.month >= MONTHS_PER_YEAR) return { state, newYear: true };
  return { state: { ...state, month: state.month + 1 }, newYear: false };
}
