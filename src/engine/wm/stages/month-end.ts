/**
 * The end of a month (TURN ORDER 4-5; WM-R2): routed armies walk home one area ("each turn, including the turn of the
 * rout") and reform after a full turn still; Update map takes areas held long enough (Gaining Control, WM-R7/R8);
 * then the next month, or the New Year stage after the 12th.
 */
import type { Clock } from '../../core/stage';
import { updateControl } from '../control';
import type { WmEvent } from '../events';
import { endMonth } from '../month';
import { routMove } from '../retreat';
import type { WmCampaign } from './model';
import { WM_STAGE_IDS } from './model';

export interface MonthEnd {
  readonly campaign: WmCampaign;
  readonly next: Clock;
  readonly events: readonly WmEvent[];
}

/**
 * `fought`: armies in a tabletop battle this month (their occupation is negated); `routedNow`: armies routed this
 * month, whose first move home was made at the rout.
 */
export function endOfMonth(
  c: WmCampaign,
  clock: Clock,
  fought: ReadonlySet<string>,
  routedNow: ReadonlySet<string> = new Set(),
): MonthEnd {
  let s = c.state;
  const events: WmEvent[] = [];
  for (const a of s.armies) {
    if (a.status !== 'routed' || routedNow.has(a.name)) continue;
    const r = routMove(s, a.name);
    s = r.state;
    events.push(...r.events);
  }
  const control = updateControl(s, fought);
  events.push(...control.events);
  const ended = endMonth(control.state);
  const next: Clock = {
    turn: clock.turn + 1,
    stage: ended.newYear ? WM_STAGE_IDS.newYear : WM_STAGE_IDS.orders,
    round: 1,
  };
  return { campaign: { ...c, state: ended.state }, next, events };
}
