/**
 * An army routed out of a meeting of three or more armies (MULTIPLE PLAYERS / ARMIES, Option A) while another battle
 * of the month is still open: it makes its first move home at the rout and no second that month (POST COMBAT: "each
 * turn (including the turn that caused the route) they must move one area closer"), however many stages or report
 * rounds the month takes. Worked by hand on a small map, through the orders, location and report stages.
 */
import type { WmArmy, WmState } from '../../../../src/engine/wm/model';
import { LOCATIONS_STAGE } from '../../../../src/engine/wm/stages/locations-stage';
import { ORDERS_STAGE } from '../../../../src/engine/wm/stages/orders-stage';
import { REPORTS_STAGE } from '../../../../src/engine/wm/stages/reports-stage';
import type { WmBattle, WmCampaign, WmOrder } from '../../../../src/engine/wm/stages/model';
import type { Clock } from '../../../../src/engine/core/stage';
import { areaOf, nationOf, stateOf } from '../fixtures';

const NATIONS = ['Red', 'Blue', 'Green', 'Yellow', 'Purple', 'White'];
const army = (
  nation: string,
  area: string,
  cameFrom: string | null = null,
  name = `${nation} Army`,
): WmArmy => ({
  name,
  nation,
  general: 'Grom',
  area,
  location: 'Countryside',
  status: 'normal',
  cameFrom,
});
/*
 * X (Red's village) in the middle, each of Red, Blue, Green and Yellow's home town next to it; Red Keep (Red's town)
 * lies beyond Blue Home. Red Guard holds Red Home, so Red Army forced out of X has nowhere to retreat (the other
 * neighbours are other players' towns): routed, it walks toward Red Keep, through Blue Home (POST COMBAT).
 * Y, far off, is where Purple Army stands and White Army marches in from White Home: the month's other battle.
 */
const map = (armies: WmArmy[]): WmState =>
  stateOf({
    areas: [
      areaOf('X', 'Red'),
      ...NATIONS.slice(0, 4).map((n) => areaOf(`${n} Home`, n, 'Town')),
      areaOf('Red Keep', 'Red', 'Town'),
      areaOf('Y', null),
      areaOf('White Home', 'White', 'Town'),
    ],
    boundaries: [
      ...NATIONS.slice(0, 4).map((n) => ({ a: 'X', b: `${n} Home`, delay: null })),
      { a: 'Blue Home', b: 'Red Keep', delay: null },
      { a: 'Y', b: 'White Home', delay: null },
    ],
    nations: NATIONS.map((n) => nationOf(n)),
    armies,
  });
const byPlayer = (o: Record<string, WmOrder[]>): Map<string, readonly WmOrder[]> =>
  new Map(Object.entries(o));
const input = (state: WmCampaign, clock: Clock, o: Record<string, WmOrder[]>) => ({
  state,
  clock,
  orders: byPlayer(o),
  reports: [],
  seed: 'meeting-rout',
  overrides: new Map<string, number>(),
});
const killed = (battle: string, points: number): WmOrder => ({ kind: 'killed', battle, points });
const side = (nation: string, s: 'attack' | 'defend'): WmOrder => ({
  kind: 'side',
  army: `${nation} Army`,
  side: s,
});
const where = (c: WmCampaign, name: string): [string, string] => {
  const a = c.state.armies.find((x) => x.name === name);
  return [a?.area ?? '', a?.status ?? ''];
};
const battle = (id: string, area: string, armies: [string, string], patch: Partial<WmBattle>): WmBattle => ({
  id,
  turn: 1,
  area,
  armies,
  cause: 'contact',
  engagement: '',
  location: '',
  status: 'awaiting choices',
  winner: '',
  result: '',
  setup: [],
  ...patch,
});

describe('routed out of a meeting while another battle of the month is open: one move home that month', () => {
  test('forced out at the location stage, the month ending at the report stage: it stays in Blue Home', () => {
    // Orders: Blue and Green march into X where Red stands (a meeting of three); White marches into Y onto Purple.
    const orders = ORDERS_STAGE.run(
      input(
        {
          state: map([
            army('Red', 'X'),
            army('Blue', 'Blue Home'),
            army('Green', 'Green Home'),
            army('Red', 'Red Home', null, 'Red Guard'),
            army('Purple', 'Y'),
            army('White', 'White Home'),
          ]),
          battles: [],
        },
        { turn: 1, stage: 'orders', round: 1 },
        {
          Blue: [{ kind: 'move', army: 'Blue Army', to: 'X', ahead: [] }],
          Green: [{ kind: 'move', army: 'Green Army', to: 'X', ahead: [] }],
          White: [{ kind: 'move', army: 'White Army', to: 'Y', ahead: [] }],
        },
      ),
    );
    expect(orders.state.battles.map((b) => [b.id, b.area, b.status])).toEqual([
      ['T1-01', 'X', 'awaiting choices'],
      ['T1-02', 'Y', 'awaiting choices'],
    ]);
    // Locations: Blue and Green attack, Red (silent) defends: 2 against 1, Red is forced out and routed, its first
    // move home made at the rout (X to Blue Home). Purple and White both in the countryside: a battle to fight.
    const locations = LOCATIONS_STAGE.run(
      input(orders.state, orders.next, { Blue: [side('Blue', 'attack')], Green: [side('Green', 'attack')] }),
    );
    expect(where(locations.state, 'Red Army')).toEqual(['Blue Home', 'routed']);
    expect(locations.next).toEqual({ turn: 1, stage: 'reports', round: 1 });
    // Reports of T1-02: Purple 300, White 100: the month ends. Red Army does not walk on to Red Keep.
    const reports = REPORTS_STAGE.run(
      input(locations.state, locations.next, {
        Purple: [killed('T1-02', 300)],
        White: [killed('T1-02', 100)],
      }),
    );
    expect(reports.next).toEqual({ turn: 2, stage: 'orders', round: 1 });
    expect(where(reports.state, 'Red Army')).toEqual(['Blue Home', 'routed']);
    expect(reports.events.filter((e) => e.subject === 'Red Army').map((e) => e.effect)).toEqual([]);
  });

  test('routed by the larger game while another report is missing: no second move when that report comes in', () => {
    // 2 against 2 in X (Blue and Green attack; Red and Yellow defend): one larger game. T1-02 in Y to fight too.
    const c: WmCampaign = {
      state: map([
        army('Red', 'X'),
        army('Blue', 'X', 'Blue Home'),
        army('Green', 'X', 'Green Home'),
        army('Yellow', 'X', 'Yellow Home'),
        army('Red', 'Red Home', null, 'Red Guard'),
        army('Purple', 'Y'),
        army('White', 'Y', 'White Home'),
      ]),
      battles: [
        battle('T1-01', 'X', ['Blue Army', 'Red Army'], {
          status: 'to fight',
          engagement: 'battle',
          location: 'Countryside',
          more: ['Green Army', 'Yellow Army'],
          attackers: ['Blue Army', 'Green Army'],
        }),
        battle('T1-02', 'Y', ['White Army', 'Purple Army'], {
          status: 'to fight',
          engagement: 'battle',
          location: 'Countryside',
        }),
      ],
    };
    const larger = {
      Blue: [killed('T1-01', 300)],
      Green: [killed('T1-01', 300)],
      Red: [killed('T1-01', 100)],
      Yellow: [killed('T1-01', 100)],
    };
    // Round 1: the attackers' 600 VP to 200 is a rout (3:1); Red Army has nowhere to retreat: routed, first move
    // to Blue Home. Purple has not reported T1-02: it waits, the month with it.
    const first = REPORTS_STAGE.run(
      input(c, { turn: 1, stage: 'reports', round: 1 }, { ...larger, White: [killed('T1-02', 100)] }),
    );
    expect(first.next).toEqual({ turn: 1, stage: 'reports', round: 2 });
    expect(first.state.battles.map((b) => b.status)).toEqual(['applied', 'to fight']);
    expect(where(first.state, 'Red Army')).toEqual(['Blue Home', 'routed']);
    // Round 2: Purple's report in, T1-02 applied and the month ends; Red Army stays in Blue Home.
    const second = REPORTS_STAGE.run(
      input(first.state, first.next, { Purple: [killed('T1-02', 300)], White: [killed('T1-02', 100)] }),
    );
    expect(second.next).toEqual({ turn: 2, stage: 'orders', round: 1 });
    expect(where(second.state, 'Red Army')).toEqual(['Blue Home', 'routed']);
  });

  test('the next month it walks on as usual: Blue Home to Red Keep (each turn one area closer)', () => {
    const c: WmCampaign = {
      state: map([
        { ...army('Red', 'Blue Home', 'X'), status: 'routed', still: 0 },
        army('Red', 'Red Home', null, 'Red Guard'),
      ]),
      battles: [battle('T1-01', 'X', ['Red Army', 'Blue Army'], { status: 'void', more: ['Green Army'] })],
    };
    const month2 = ORDERS_STAGE.run(input(c, { turn: 2, stage: 'orders', round: 1 }, {}));
    expect(month2.next).toEqual({ turn: 3, stage: 'orders', round: 1 });
    expect(where(month2.state, 'Red Army')).toEqual(['Red Keep', 'routed']);
  });
});
