/**
 * After a larger game (MULTIPLE PLAYERS / ARMIES, Option A; POST COMBAT), worked by hand on a 2-against-2 meeting in
 * X (Red's village) with each nation's home town next to it: who holds a captured character when the enemy side
 * has two nations (our reading: the enemy army that destroyed the most points, a tie by a keyed die), the winners
 * left together pre-engaged (told in their reports, no orders, a contact next month) unless a winner's Retreat line
 * says he leaves, and the texts a player reads (the Winner of a side, the reveal of an uncontrolled area).
 */
import type { WmArmy, WmState } from '../../../../src/engine/wm/model';
import { checkSubmission } from '../../../../src/engine/wm/orders/check';
import { LOCATIONS_STAGE } from '../../../../src/engine/wm/stages/locations-stage';
import type { WmBattle, WmCampaign, WmOrder } from '../../../../src/engine/wm/stages/model';
import { ORDERS_STAGE } from '../../../../src/engine/wm/stages/orders-stage';
import { REPORTS_STAGE } from '../../../../src/engine/wm/stages/reports-stage';
import { Dice } from '../../../../src/engine/dice';
import { survivalRolls } from '../../../../src/engine/wm/post-combat';
import { areaOf, nationOf, stateOf } from '../fixtures';

const NATIONS = ['Red', 'Blue', 'Green', 'Yellow'];
const army = (nation: string, area: string, cameFrom: string | null = null): WmArmy => ({
  name: `${nation} Army`,
  nation,
  general: `${nation} General`,
  area,
  location: 'Countryside',
  status: 'normal',
  cameFrom,
});
const map = (owner: string | null): WmState =>
  stateOf({
    areas: [areaOf('X', owner), ...NATIONS.map((n) => areaOf(`${n} Home`, n, 'Town'))],
    boundaries: NATIONS.map((n) => ({ a: 'X', b: `${n} Home`, delay: null })),
    nations: NATIONS.map((n) =>
      nationOf(n, {
        characters: [
          { name: `${n} General`, type: 'General', status: 'active', items: [] },
          { name: `${n} Wizard`, type: 'Magic User', status: 'active', items: [] },
        ],
      }),
    ),
    armies: [
      army('Red', 'X'),
      army('Blue', 'X', 'Blue Home'),
      army('Green', 'X', 'Green Home'),
      army('Yellow', 'X', 'Yellow Home'),
    ],
  });
// Blue and Green attack, Red and Yellow defend: one larger game, fought.
const fought = (owner: string | null = 'Red'): WmCampaign => ({
  state: map(owner),
  battles: [
    {
      id: 'T1-01',
      turn: 1,
      area: 'X',
      armies: ['Blue Army', 'Red Army'],
      more: ['Green Army', 'Yellow Army'],
      attackers: ['Blue Army', 'Green Army'],
      cause: 'contact',
      engagement: 'battle',
      location: 'Countryside',
      status: 'to fight',
      winner: '',
      result: '',
      setup: [],
    } satisfies WmBattle,
  ],
});
const killed = (points: number): WmOrder => ({ kind: 'killed', battle: 'T1-01', points });
const captured = (nation: string): WmOrder => ({
  kind: 'fate',
  battle: 'T1-01',
  character: `${nation} Wizard`,
  fate: 'captured',
  inContact: false,
  items: [],
});
const retreatTo = (to: string): WmOrder => ({ kind: 'retreat', battle: 'T1-01', to });
const reports = (
  o: Record<string, WmOrder[]>,
  overrides: ReadonlyMap<string, number> = new Map(),
  c: WmCampaign = fought(),
) =>
  REPORTS_STAGE.run({
    state: c,
    clock: { turn: 1, stage: 'reports', round: 1 },
    orders: new Map(Object.entries(o)),
    reports: [],
    seed: 'larger',
    overrides,
  });
const heldBy = (r: ReturnType<typeof reports>, nation: string): string | undefined =>
  r.state.state.nations.find((n) => n.name === nation)?.characters.find((c) => c.name === `${nation} Wizard`)
    ?.capturedBy;
const moderator = (r: { events: readonly { subject: string; effect: string }[] }): string[] =>
  r.events.filter((e) => e.subject === 'moderator').map((e) => e.effect);
const cardOf = (r: ReturnType<typeof reports>, player: string): readonly string[] =>
  r.summaries.find((s) => s.player === player)?.lines ?? [];

describe('the captor in a larger game (POST COMBAT: the ransom is owed to "the player in possession")', () => {
  test('Red Wizard captured: Green destroyed 300 points, Blue 200, so Green holds him, not the first-listed Blue', () => {
    // Attackers 200 + 300 = 500 VP; defenders 150 + 150 = 300 VP: the attackers win (500 < 2 x 300: minor).
    const r = reports({
      Blue: [killed(200)],
      Green: [killed(300)],
      Red: [killed(150), captured('Red')],
      Yellow: [killed(150)],
    });
    expect(heldBy(r, 'Red')).toBe('Green');
    expect(moderator(r).some((m) => m.includes("Red Army's captured characters are held by Green"))).toBe(
      true,
    );
    expect(r.events.some((e) => e.subject === 'T1-01' && e.effect === 'Red Wizard captured by Green')).toBe(
      true,
    );
  });

  test('a tie (Blue and Green 250 each): the die keyed captor:T1-01:Red Army picks; overridden 1 gives Blue, 2 Green', () => {
    const o = {
      Blue: [killed(250)],
      Green: [killed(250)],
      Red: [killed(100), captured('Red')],
      Yellow: [killed(100)],
    };
    expect(heldBy(reports(o, new Map([['captor:T1-01:Red Army', 1]])), 'Red')).toBe('Blue');
    const two = reports(o, new Map([['captor:T1-01:Red Army', 2]]));
    expect(heldBy(two, 'Red')).toBe('Green');
    const row = two.events.find((e) => e.key === 'captor:T1-01:Red Army');
    expect(row).toMatchObject({
      die: 'd2',
      result: 2,
      effect: "who takes Red Army's characters: Green Army (Green)",
    });
  });

  test('a winner captured too: Blue Wizard is held by the defenders’ best, Yellow (200 against Red’s 100)', () => {
    const r = reports({
      Blue: [killed(400), captured('Blue')],
      Green: [killed(300)],
      Red: [killed(100)],
      Yellow: [killed(200)],
    });
    expect(heldBy(r, 'Blue')).toBe('Yellow');
  });
});

describe('winners left in one area (Option A: "neither army may be given orders")', () => {
  const won = {
    Blue: [killed(300)],
    Green: [killed(200)],
    Red: [killed(100)],
    Yellow: [killed(100)],
  };

  test('no winner wrote Retreat: Blue and Green stay pre-engaged, each told in his report; the Winner names the side', () => {
    const r = reports(won);
    const status = r.state.state.armies.map((a) => [a.name, a.area, a.status]);
    expect(status).toEqual([
      ['Red Army', 'Red Home', 'normal'],
      ['Blue Army', 'X', 'pre-engaged'],
      ['Green Army', 'X', 'pre-engaged'],
      ['Yellow Army', 'Yellow Home', 'normal'],
    ]);
    expect(cardOf(r, 'Blue')).toContain(
      'T1-01 X: Blue Army stays pre-engaged with Green Army (no report said who leaves): it may not be given orders next month, when they fight each other in X to decide who stays, and other armies may march in (MULTIPLE PLAYERS / ARMIES, Option A)',
    );
    expect(
      cardOf(r, 'Green').some((l) => l.startsWith('T1-01 X: Green Army stays pre-engaged with Blue Army')),
    ).toBe(true);
    expect(cardOf(r, 'Red').some((l) => l.includes('pre-engaged'))).toBe(false);
    expect(r.state.battles[0]?.winner).toBe('Blue Army, Green Army');
    expect(r.battles[0]?.winner).toBe('Blue, Green');
  });

  test('pre-engaged: an order is refused (WM-O006), and next month they hold and meet again: location choices awaited', () => {
    const after = reports(won);
    const next: WmCampaign = after.state;
    const check = checkSubmission(
      { campaign: next, clock: { turn: 2, stage: 'orders', round: 1 }, player: 'Blue', ordersAhead: false },
      'Blue Army - Move Blue Home',
    );
    expect(check.map((x) => [x.status, x.code])).toEqual([['rejected', 'WM-O006']]);
    const month = ORDERS_STAGE.run({
      state: next,
      clock: { turn: 2, stage: 'orders', round: 1 },
      orders: new Map(),
      reports: [],
      seed: 'larger',
      overrides: new Map(),
    });
    const opened = month.state.battles.filter((b) => b.turn === 2);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      area: 'X',
      armies: ['Blue Army', 'Green Army'],
      status: 'awaiting choices',
    });
    expect(month.state.state.armies.filter((a) => a.area === 'X').map((a) => a.status)).toEqual([
      'normal',
      'normal',
    ]);
  });

  test('Green wrote Retreat Green Home (the winners agreed): Green leaves, Blue holds X alone, nobody pre-engaged', () => {
    const r = reports({ ...won, Green: [killed(200), retreatTo('Green Home')] });
    expect(r.state.state.armies.map((a) => [a.name, a.area, a.status])).toEqual([
      ['Red Army', 'Red Home', 'normal'],
      ['Blue Army', 'X', 'normal'],
      ['Green Army', 'Green Home', 'normal'],
      ['Yellow Army', 'Yellow Home', 'normal'],
    ]);
    expect(moderator(r).some((m) => m.includes('won together'))).toBe(false);
  });

  test('both winners wrote Retreat: only the first (Blue) leaves, Green stays (one army per area is the limit)', () => {
    const r = reports({
      ...won,
      Blue: [killed(300), retreatTo('Blue Home')],
      Green: [killed(200), retreatTo('Green Home')],
    });
    expect(r.state.state.armies.filter((a) => a.area === 'X').map((a) => [a.name, a.status])).toEqual([
      ['Green Army', 'normal'],
    ]);
  });
  test('forced out by greater numbers (2 attack, Red defends): Blue and Green hold X together, pre-engaged and told so', () => {
    const c = fought();
    const three: WmCampaign = {
      state: { ...c.state, armies: c.state.armies.filter((a) => a.nation !== 'Yellow') },
      battles: [
        {
          ...(c.battles[0] as WmBattle),
          armies: ['Red Army', 'Blue Army'],
          more: ['Green Army'],
          attackers: undefined,
          status: 'awaiting choices',
          engagement: '',
          location: '',
        },
      ],
    };
    const attack = (n: string): WmOrder => ({ kind: 'side', army: `${n} Army`, side: 'attack' });
    const r = LOCATIONS_STAGE.run({
      state: three,
      clock: { turn: 1, stage: 'locations', round: 1 },
      orders: new Map([
        ['Blue', [attack('Blue')]],
        ['Green', [attack('Green')]],
      ]),
      reports: [],
      seed: 'larger',
      overrides: new Map(),
    });
    expect(r.state.state.armies.map((a) => [a.name, a.area, a.status])).toEqual([
      ['Red Army', 'Red Home', 'normal'],
      ['Blue Army', 'X', 'pre-engaged'],
      ['Green Army', 'X', 'pre-engaged'],
    ]);
    expect(r.summaries.find((x) => x.player === 'Green')?.lines).toContain(
      'T1-01 X: Green Army stays pre-engaged with Blue Army (your side’s greater numbers forced the rest out): it may not be given orders next month, when they fight each other in X to decide who stays, and other armies may march in (MULTIPLE PLAYERS / ARMIES, Option A)',
    );
  });
});

describe('texts', () => {
  test('the reveal in an uncontrolled area says what attack and defend mean there', () => {
    const c = fought(null);
    const meeting: WmCampaign = {
      ...c,
      battles: [
        {
          ...(c.battles[0] as WmBattle),
          armies: ['Red Army', 'Blue Army'],
          more: ['Green Army', 'Yellow Army'],
          attackers: undefined,
          status: 'awaiting choices',
          engagement: '',
          location: '',
        },
      ],
    };
    const side = (n: string, s: 'attack' | 'defend'): WmOrder => ({
      kind: 'side',
      army: `${n} Army`,
      side: s,
    });
    const r = LOCATIONS_STAGE.run({
      state: meeting,
      clock: { turn: 1, stage: 'locations', round: 1 },
      orders: new Map([
        ['Blue', [side('Blue', 'attack')]],
        ['Green', [side('Green', 'attack')]],
      ]),
      reports: [],
      seed: 'larger',
      overrides: new Map(),
    });
    expect(r.events[0]?.effect).toBe(
      'attack (to take X, which no one controls): Blue Army, Green Army; defend (to keep it uncontrolled): Red Army, Yellow Army',
    );
  });

  test('a survival line says the stands lost once (POST COMBAT survival table; WM-R11 counts destroyed and routed off as 3)', () => {
    const key = (unit: string, i: number): string => `survival:T1-01:Red:${unit}#${i}`;
    const dice = new Dice(
      's',
      new Map([
        [key('Orc Warriors', 1), 5],
        [key('Wolf Riders', 1), 4],
        [key('Orc Warriors', 2), 6],
        [key('Wolf Riders', 2), 4],
      ]),
    );
    const r = survivalRolls(
      nationOf('Red'),
      'T1-01',
      [
        { unit: 'Orc Warriors', index: 1, stands: 3 },
        { unit: 'Wolf Riders', index: 1, stands: 'destroyed' },
        { unit: 'Orc Warriors', index: 2, stands: 'routed off' },
        { unit: 'Wolf Riders', index: 2, stands: 2 },
      ],
      dice,
    );
    // 3 stands: 5+ returns (5); destroyed: 5+ (4 fails); routed off: 5+ (6); 2 stands: 4+ (4).
    expect(r.events.map((e) => e.effect)).toEqual([
      '3 stands lost: returns to full strength',
      'destroyed on the table, counted as 3 stands lost: destroyed, off the roster',
      'routed off the table, counted as 3 stands lost: returns to full strength',
      '2 stands lost: returns to full strength',
    ]);
  });
});
