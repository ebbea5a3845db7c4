/**
 * The end of a month (TURN ORDER 4-5; WM-R2): routed armies walk home one area ("each turn, including the turn of the
 * rout") and reform after a full turn still; Update map takes areas held long enough (Gaining Control, WM-R7/R8);
 * then the next month, or the New Year stage after the 12th.
 */
import type { Clock } from '../../core/stage';
import { escapeNotes } from '../captives';
import { updateControl } from '../control';
import type { WmEvent } from '../events';
import { endMonth } from '../month';
import { routMove } from '../retreat';
import type { WmState } from '../model';
import type { WmBattle, WmCampaign } from './model';
import { WM_STAGE_IDS } from './model';

export interface MonthEnd {
  readonly campaign: WmCampaign;
  readonly next: Clock;
  readonly events: readonly WmEvent[];
}

/**
 * `fought`: armies in a tabletop battle this month (their occupation is negated); `routedNow`: armies routed this
 * month, whose first move home was made at the rout; `capturedNow`: characters captured this month, who roll to
 * escape from the next. The month's battles settled in an earlier stage or report round count too (settledArmies).
 */
export function endOfMonth(
  c: WmCampaign,
  clock: Clock,
  fought: ReadonlySet<string>,
  routedNow: ReadonlySet<string> = new Set(),
  capturedNow: ReadonlySet<string> = new Set(),
): MonthEnd {
  let s = c.state;
  const events: WmEvent[] = [];
  const settled = settledArmies(c.battles, clock.turn);
  const foughtAll = new Set([...fought, ...settled.fought]);
  for (const a of s.armies) {
    if (a.status !== 'routed' || routedNow.has(a.name) || settled.inBattle.has(a.name)) continue;
    const r = routMove(s, a.name);
    s = r.state;
    events.push(...r.events);
  }
  events.push(...escapeNotes(s, capturedNow));
  const control = updateControl(s, foughtAll);
  events.push(...control.events);
  const ended = endMonth(control.state);
  const next: Clock = {
    turn: clock.turn + 1,
    stage: ended.newYear ? WM_STAGE_IDS.newYear : WM_STAGE_IDS.orders,
    round: 1,
  };
  return { campaign: { state: ended.state, battles: liftedSieges(c.battles, ended.state) }, next, events };
}

/**
 * The armies of the month's settled battles, read from the Battles rows so a month spread over stages and report
 * rounds forgets none: `fought`, those of a tabletop battle applied (Gaining Control: the turn is negated);
 * `inBattle`, those of any settled battle or meeting. A routed army among them was routed by it, its first move home
 * made at the rout (POST COMBAT: "each turn (including the turn that caused the route)"): a routed army engages in
 * no battle, so it cannot have been routed before it.
 */
export function settledArmies(
  battles: readonly WmBattle[],
  turn: number,
): { fought: Set<string>; inBattle: Set<string> } {
  const mine = battles.filter((b) => b.turn === turn);
  const names = (b: WmBattle): string[] => [...b.armies, ...(b.more ?? [])];
  return {
    fought: new Set(mine.filter((b) => b.status === 'applied').flatMap(names)),
    inBattle: new Set(mine.filter((b) => ['applied', 'void'].includes(b.status)).flatMap(names)),
  };
}

/**
 * A siege lasts while one army holds the town or city and the enemy the countryside (Siege); once the besieger has
 * left, lost or taken it, or the besieged has broken out, its row is closed, so the Battles tab shows no open
 * engagement of armies that may leave the map at the New Year.
 */
export function liftedSieges(battles: readonly WmBattle[], s: WmState): WmBattle[] {
  const status = (name: string): string | undefined => s.armies.find((a) => a.name === name)?.status;
  const area = (name: string): string | undefined => s.armies.find((a) => a.name === name)?.area;
  return battles.map((b) => {
    if (b.status !== 'siege') return b;
    const [x, y] = b.armies;
    const on =
      area(x) === b.area &&
      area(y) === b.area &&
      [status(x), status(y)].sort().join() === 'besieged,besieging';
    return on ? b : { ...b, status: 'applied' };
  });
}
