/**
 * The end of a WarMaster month (TURN ORDER 4-5; POST COMBAT; Gaining Control): routed armies walk home, areas held
 * long enough change hands, and after the 12th month comes the New Year stage (WM-R1, WM-R2).
 */
import type { WmArmy } from '../../../../src/engine/wm/model';
import { endOfMonth } from '../../../../src/engine/wm/stages/month-end';
import { monthOf, yearOf } from '../../../../src/engine/wm/stages/model';
import { areaOf, nationOf, stateOf } from '../fixtures';

const line = ['A', 'B', 'C', 'D'];
const routed = (name: string, where: string): WmArmy => ({
  name,
  nation: 'Red',
  general: 'Grom',
  area: where,
  location: 'Countryside',
  status: 'routed',
  cameFrom: null,
});
// A (Red's town) - B - C - D in a line; Blue holds D.
const state = (armies: WmArmy[], month = 5) =>
  stateOf({
    month,
    areas: [areaOf('A', 'Red', 'Town'), areaOf('B', 'Red'), areaOf('C', null), areaOf('D', 'Blue')],
    boundaries: line.slice(1).map((b, i) => ({ a: line[i] ?? '', b, delay: null })),
    nations: [nationOf('Red'), nationOf('Blue')],
    armies,
  });

describe('endOfMonth', () => {
  test('turn 13 is month 1 of year 2 (TURN ORDER: years of 12 turns)', () => {
    expect([yearOf(12), monthOf(12), yearOf(13), monthOf(13)]).toEqual([1, 12, 2, 1]);
  });

  test('after month 5 the next month’s orders; after month 12 the New Year stage', () => {
    const c = { state: state([]), battles: [] };
    expect(endOfMonth(c, { turn: 5, stage: 'orders', round: 1 }, new Set()).next).toEqual({
      turn: 6,
      stage: 'orders',
      round: 1,
    });
    const year = { state: state([], 12), battles: [] };
    expect(endOfMonth(year, { turn: 12, stage: 'reports', round: 1 }, new Set()).next).toEqual({
      turn: 13,
      stage: 'new-year',
      round: 1,
    });
  });

  test('a routed army moves one area toward its nearest free town each month, but not twice in the month of its rout', () => {
    const c = { state: state([routed('Horde', 'C')]), battles: [] };
    const clock = { turn: 5, stage: 'orders', round: 1 };
    expect(endOfMonth(c, clock, new Set()).campaign.state.armies[0]?.area).toBe('B');
    expect(endOfMonth(c, clock, new Set(), new Set(['Horde'])).campaign.state.armies[0]?.area).toBe('C');
  });

  test('at its own town, a full month standing still and uncontacted, it reforms (POST COMBAT)', () => {
    const c = { state: state([routed('Horde', 'A')]), battles: [] };
    const after = endOfMonth(c, { turn: 5, stage: 'orders', round: 1 }, new Set());
    expect(after.campaign.state.armies[0]?.status).toBe('normal');
  });

  test('an army held a month at an enemy village’s population center takes it, unless it fought (WM-R7, WM-R8)', () => {
    const holder: WmArmy = { ...routed('Host', 'D'), status: 'normal', location: 'Population Center' };
    const c = { state: state([holder]), battles: [] };
    const clock = { turn: 5, stage: 'orders', round: 1 };
    expect(endOfMonth(c, clock, new Set()).campaign.state.areas[3]?.owner).toBe('Red');
    expect(endOfMonth(c, clock, new Set(['Host'])).campaign.state.areas[3]?.owner).toBe('Blue');
  });
});
