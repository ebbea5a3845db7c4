/**
 * A month whose battle reports come in over two rounds (a missing report waits, the others are applied): the battles
 * applied in the first round still count at the month's end, in the second. Gaining Control (WM-R7, WM-R8): "any
 * tabletop battle involving it negates that turn"; POST COMBAT: a routed army moves one area a turn, "including the
 * turn that caused the route", so once.
 */
import type { Clock } from '../../../../src/engine/core/stage';
import type { WmArmy, WmState } from '../../../../src/engine/wm/model';
import { REPORTS_STAGE } from '../../../../src/engine/wm/stages/reports-stage';
import type { WmBattle, WmCampaign, WmOrder } from '../../../../src/engine/wm/stages/model';
import { areaOf, nationOf, stateOf } from '../fixtures';

const army = (nation: string, area: string, patch: Partial<WmArmy> = {}): WmArmy => ({
  name: `${nation} Army`,
  nation,
  general: 'Grom',
  area,
  location: 'Countryside',
  status: 'normal',
  cameFrom: null,
  ...patch,
});
const toFight = (id: string, area: string, armies: [string, string]): WmBattle => ({
  id,
  turn: 1,
  area,
  armies,
  cause: 'contact',
  engagement: 'battle',
  location: 'Countryside',
  status: 'to fight',
  winner: '',
  result: '',
  setup: [],
});
const killed = (battle: string, points: number): WmOrder => ({ kind: 'killed', battle, points });
const run = (state: WmCampaign, clock: Clock, o: Record<string, WmOrder[]>) =>
  REPORTS_STAGE.run({
    state,
    clock,
    orders: new Map(Object.entries(o)),
    reports: [],
    seed: 'report-rounds',
    overrides: new Map(),
  });

// V: Red's village, Blue Army at its population center since last month, Red Army in its countryside. Y far off:
// Purple and White.
const state = (): WmState =>
  stateOf({
    areas: [areaOf('V', 'Red'), areaOf('Red Home', 'Red', 'Town'), areaOf('Y', null)],
    boundaries: [{ a: 'V', b: 'Red Home', delay: null }],
    nations: ['Red', 'Blue', 'Purple', 'White'].map((n) => nationOf(n)),
    armies: [
      army('Blue', 'V', { location: 'Population Center' }),
      army('Red', 'V'),
      army('Purple', 'Y'),
      army('White', 'Y'),
    ],
  });

test('a draw at V applied in round 1 still negates Blue Army’s month at V when the month ends in round 2 (WM-R7, WM-R8)', () => {
  const c: WmCampaign = {
    state: state(),
    battles: [
      toFight('T1-01', 'V', ['Blue Army', 'Red Army']),
      toFight('T1-02', 'Y', ['Purple Army', 'White Army']),
    ],
  };
  // Round 1: 100 VP each at V, a draw (no retreat, WM-R10); White has not reported T1-02: it waits.
  const first = run(
    c,
    { turn: 1, stage: 'reports', round: 1 },
    { Blue: [killed('T1-01', 100)], Red: [killed('T1-01', 100)], Purple: [killed('T1-02', 100)] },
  );
  expect(first.state.battles.map((b) => [b.status, b.result])).toEqual([
    ['applied', 'draw, 100 VP each'],
    ['to fight', ''],
  ]);
  // Round 2: T1-02 in; the month ends. A village needs one month (Village 1), but the battle negated this one.
  const second = run(first.state, first.next, {
    Purple: [killed('T1-02', 100)],
    White: [killed('T1-02', 300)],
  });
  expect(second.next).toEqual({ turn: 2, stage: 'orders', round: 1 });
  expect(second.state.state.areas.find((a) => a.name === 'V')?.owner).toBe('Red');
  expect(second.events.filter((e) => e.subject === 'V')).toEqual([]);
});

test('the same month in one round: the draw negates it too; with no battle at V, Blue Army takes it', () => {
  const both = run(
    { state: state(), battles: [toFight('T1-01', 'V', ['Blue Army', 'Red Army'])] },
    { turn: 1, stage: 'reports', round: 1 },
    { Blue: [killed('T1-01', 100)], Red: [killed('T1-01', 100)] },
  );
  expect(both.state.state.areas.find((a) => a.name === 'V')?.owner).toBe('Red');
  const none = run(
    { state: state(), battles: [toFight('T1-02', 'Y', ['Purple Army', 'White Army'])] },
    { turn: 1, stage: 'reports', round: 1 },
    { Purple: [killed('T1-02', 100)], White: [killed('T1-02', 300)] },
  );
  expect(none.state.state.areas.find((a) => a.name === 'V')?.owner).toBe('Blue');
});
