/**
 * Three or more armies meeting in one area (MULTIPLE PLAYERS / ARMIES, Option A), worked by hand: the meeting opened
 * at the orders stage, the secret Attack / Defend choices at the location stage (a silent army defends), the larger
 * side forcing the smaller out (each retreats as standard), equal sides playing one larger game, and that game's
 * result from every player's report.
 */
import { checkSubmission } from '../../../src/engine/wm/orders/check';
import type { WmArmy, WmState } from '../../../src/engine/wm/model';
import { LOCATIONS_STAGE } from '../../../src/engine/wm/stages/locations-stage';
import { ORDERS_STAGE } from '../../../src/engine/wm/stages/orders-stage';
import { REPORTS_STAGE } from '../../../src/engine/wm/stages/reports-stage';
import type { WmBattle, WmCampaign, WmOrder } from '../../../src/engine/wm/stages/model';
import { areaOf, nationOf, stateOf } from './fixtures';

const NATIONS = ['Red', 'Blue', 'Green', 'Yellow'];
const army = (nation: string, area: string, cameFrom: string | null = null): WmArmy => ({
  name: `${nation} Army`,
  nation,
  general: 'Grom',
  area,
  location: 'Countryside',
  status: 'normal',
  cameFrom,
});
// X (Red's village) in the middle; each nation's home town next to it.
const map = (armies: WmArmy[]): WmState =>
  stateOf({
    areas: [areaOf('X', 'Red'), ...NATIONS.map((n) => areaOf(`${n} Home`, n, 'Town'))],
    boundaries: NATIONS.map((n) => ({ a: 'X', b: `${n} Home`, delay: null })),
    nations: NATIONS.map((n) => nationOf(n)),
    armies,
  });
const byPlayer = (o: Record<string, WmOrder[]>): Map<string, readonly WmOrder[]> =>
  new Map(Object.entries(o));
const meeting = (armies: [string, string], more: string[], patch: Partial<WmBattle> = {}): WmBattle => ({
  id: 'T1-01',
  turn: 1,
  area: 'X',
  armies,
  cause: 'contact',
  engagement: '',
  location: '',
  status: 'awaiting choices',
  winner: '',
  result: '',
  setup: [],
  more,
  ...patch,
});
const side = (nation: string, s: 'attack' | 'defend'): WmOrder => ({
  kind: 'side',
  army: `${nation} Army`,
  side: s,
});
const locations = (c: WmCampaign, o: Record<string, WmOrder[]>) =>
  LOCATIONS_STAGE.run({
    state: c,
    clock: { turn: 1, stage: 'locations', round: 1 },
    orders: byPlayer(o),
    reports: [],
    seed: 'meeting',
    overrides: new Map(),
  });
const moderator = (r: { events: readonly { subject: string; effect: string }[] }): string[] =>
  r.events.filter((e) => e.subject === 'moderator').map((e) => e.effect);

describe('MULTIPLE PLAYERS / ARMIES, Option A', () => {
  test('Blue and Green march into X where Red stands: one meeting of three, its choices awaited', () => {
    const r = ORDERS_STAGE.run({
      state: {
        state: map([army('Red', 'X'), army('Blue', 'Blue Home'), army('Green', 'Green Home')]),
        battles: [],
      },
      clock: { turn: 1, stage: 'orders', round: 1 },
      orders: byPlayer({
        Blue: [{ kind: 'move', army: 'Blue Army', to: 'X', ahead: [] }],
        Green: [{ kind: 'move', army: 'Green Army', to: 'X', ahead: [] }],
      }),
      reports: [],
      seed: 'meeting',
      overrides: new Map(),
    });
    expect(r.state.battles.map((b) => [b.id, b.armies, b.more, b.status])).toEqual([
      ['T1-01', ['Red Army', 'Blue Army'], ['Green Army'], 'awaiting choices'],
    ]);
    expect(r.next).toEqual({ turn: 1, stage: 'locations', round: 1 });
    expect(moderator(r)).toEqual([]);
  });

  test('2 attack, 1 silent (defends): the larger side forces Red out; Red retreats to its own Red Home (2)', () => {
    const c: WmCampaign = {
      state: map([army('Red', 'X'), army('Blue', 'X', 'Blue Home'), army('Green', 'X', 'Green Home')]),
      battles: [meeting(['Red Army', 'Blue Army'], ['Green Army'])],
    };
    const r = locations(c, { Blue: [side('Blue', 'attack')], Green: [side('Green', 'attack')] });
    expect(r.state.state.armies.map((a) => [a.name, a.area])).toEqual([
      ['Red Army', 'Red Home'],
      ['Blue Army', 'X'],
      ['Green Army', 'X'],
    ]);
    expect(r.state.battles[0]).toMatchObject({
      status: 'void',
      attackers: ['Blue Army', 'Green Army'],
      result: 'Blue Army, Green Army force Red Army from the area',
    });
    expect(moderator(r)).toEqual([
      'T1-01 X: Blue Army, Green Army hold it together; they decide among themselves who retreats until one army is left, or fight each other (pre-engaged) (MULTIPLE PLAYERS / ARMIES, Option A)',
    ]);
    expect(r.next).toEqual({ turn: 2, stage: 'orders', round: 1 });
  });

  test('forced out with nowhere to retreat: routed, it makes its first move home at the rout and no second that month', () => {
    const s = map([
      army('Red', 'X'),
      army('Blue', 'X', 'Blue Home'),
      army('Green', 'X', 'Green Home'),
      { ...army('Red', 'Red Home'), name: 'Red Guard' },
    ]);
    // Red Home is held by Red Guard; every other neighbour is another player's town: routed (POST COMBAT). Its
    // nearest free town is Red Keep, two areas on through Blue Home.
    const c: WmCampaign = {
      state: {
        ...s,
        areas: [...s.areas, areaOf('Red Keep', 'Red', 'Town')],
        boundaries: [...s.boundaries, { a: 'Blue Home', b: 'Red Keep', delay: null }],
      },
      battles: [meeting(['Red Army', 'Blue Army'], ['Green Army'])],
    };
    const r = locations(c, { Blue: [side('Blue', 'attack')], Green: [side('Green', 'attack')] });
    expect(r.state.state.armies[0]).toMatchObject({ name: 'Red Army', status: 'routed', area: 'Blue Home' });
  });

  test('Option B (the setting): 2 against 1, nobody is forced out; the larger side decides who leaves (the moderator)', () => {
    const s = map([army('Red', 'X'), army('Blue', 'X', 'Blue Home'), army('Green', 'X', 'Green Home')]);
    const c: WmCampaign = {
      state: { ...s, settings: { ...s.settings, multipleArmies: 'B' } },
      battles: [meeting(['Red Army', 'Blue Army'], ['Green Army'])],
    };
    const r = locations(c, { Blue: [side('Blue', 'attack')], Green: [side('Green', 'attack')] });
    expect(r.state.state.armies.map((a) => a.area)).toEqual(['X', 'X', 'X']);
    expect(r.state.battles[0]).toMatchObject({
      status: 'void',
      result: 'Option B: Blue Army, Green Army decide who leaves',
    });
    expect(moderator(r)).toHaveLength(1);
  });

  const four = (): WmCampaign => ({
    state: map([
      army('Red', 'X'),
      army('Blue', 'X', 'Blue Home'),
      army('Green', 'X', 'Green Home'),
      army('Yellow', 'X', 'Yellow Home'),
    ]),
    battles: [meeting(['Red Army', 'Blue Army'], ['Green Army', 'Yellow Army'])],
  });

  test('2 attack against 2 defending (Yellow silent): one larger game to fight, the sides recorded', () => {
    const r = locations(four(), {
      Blue: [side('Blue', 'attack')],
      Green: [side('Green', 'attack')],
      Red: [side('Red', 'defend')],
    });
    expect(r.state.battles[0]).toMatchObject({
      status: 'to fight',
      engagement: 'battle',
      armies: ['Blue Army', 'Red Army'],
      more: ['Green Army', 'Yellow Army'],
      attackers: ['Blue Army', 'Green Army'],
    });
    expect(r.next).toEqual({ turn: 1, stage: 'reports', round: 1 });
    expect(r.battles[0]?.sides.map((s) => [s.side, s.role])).toEqual([
      ['Blue', 'attacker'],
      ['Red', 'defender'],
      ['Green', 'attacker'],
      ['Yellow', 'defender'],
    ]);
  });

  test('the larger game: attackers 300 + 200 = 500 VP, defenders 100 + 100 + 200 objective = 400: a minor victory (< 2:1); both defenders retreat', () => {
    const c = four();
    const fought: WmCampaign = {
      ...c,
      battles: [
        meeting(['Blue Army', 'Red Army'], ['Green Army', 'Yellow Army'], {
          status: 'to fight',
          engagement: 'battle',
          location: 'Countryside',
          attackers: ['Blue Army', 'Green Army'],
        }),
      ],
    };
    const killed = (points: number): WmOrder => ({ kind: 'killed', battle: 'T1-01', points });
    const r = REPORTS_STAGE.run({
      state: fought,
      clock: { turn: 1, stage: 'reports', round: 1 },
      orders: byPlayer({
        Blue: [killed(300)],
        Green: [killed(200)],
        Red: [killed(100), { kind: 'objective', battle: 'T1-01' }],
        Yellow: [killed(100)],
      }),
      reports: [],
      seed: 'meeting',
      overrides: new Map(),
    });
    expect(r.state.battles[0]).toMatchObject({
      status: 'applied',
      winner: 'Blue Army, Green Army',
      result: 'Blue Army, Green Army win a minor victory, 500 to 400 VP',
    });
    expect(r.state.state.armies.map((a) => [a.name, a.area])).toEqual([
      ['Red Army', 'Red Home'],
      ['Blue Army', 'X'],
      ['Green Army', 'X'],
      ['Yellow Army', 'Yellow Home'],
    ]);
    expect(moderator(r)).toContain(
      'T1-01 X: Blue Army, Green Army won together; they decide among themselves who retreats until one army is left, or fight each other (pre-engaged) (MULTIPLE PLAYERS / ARMIES, Option A)',
    );
  });

  test('the order at the location stage: Attack / Defend in a meeting (WM-O030); a report from a third army’s player is his', () => {
    const check = (player: string, text: string, c: WmCampaign, stage = 'locations') =>
      checkSubmission(
        { campaign: c, clock: { turn: 1, stage, round: 1 }, player, ordersAhead: false },
        text,
      ).map((x) => [x.status, x.code, x.message]);
    expect(check('Yellow', 'Yellow Army - Attack', four())).toEqual([['ok', '', '']]);
    expect(check('Yellow', 'Yellow Army - Location Countryside', four())).toEqual([
      [
        'ok',
        '',
        'a meeting of three or more armies: also write “Yellow Army - Attack” or “Yellow Army - Defend”; silent, it defends',
      ],
    ]);
    const pair: WmCampaign = { ...four(), battles: [meeting(['Red Army', 'Blue Army'], [])] };
    expect(check('Red', 'Red Army - Attack', pair)[0]?.slice(0, 2)).toEqual(['rejected', 'WM-O030']);
    const toFight: WmCampaign = {
      ...four(),
      battles: [meeting(['Blue Army', 'Red Army'], ['Green Army', 'Yellow Army'], { status: 'to fight' })],
    };
    expect(check('Yellow', 'T1-01 - Killed 100', toFight, 'reports')).toEqual([['ok', '', '']]);
  });
});
