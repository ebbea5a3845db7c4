/**
 * An Independent lesser-race army in contact (MINOR NATIONS; WM-R23), worked by hand: a player army moving into its
 * area brings it to battle (`Engage`) or forces it to retreat (`Force`, or no choice); the forced retreat goes one
 * area directly away, into the sea it is destroyed, onto another army it brings a campaign battle; the battle's
 * result (the player's win: box 0; its win: the player retreats); and the area it holds long enough becomes neutral.
 */
import { checkSubmission } from '../../../src/engine/wm/orders/check';
import type { MinorNation, WmArmy, WmState } from '../../../src/engine/wm/model';
import { ORDERS_STAGE } from '../../../src/engine/wm/stages/orders-stage';
import { REPORTS_STAGE } from '../../../src/engine/wm/stages/reports-stage';
import type { WmBattle, WmCampaign, WmOrder } from '../../../src/engine/wm/stages/model';
import { areaOf, nationOf, stateOf } from './fixtures';

const army = (name: string, nation: string, area: string): WmArmy => ({
  name,
  nation,
  general: 'Grom',
  area,
  location: 'Countryside',
  status: 'normal',
  cameFrom: null,
});
const goblins = (area: string | null = 'I'): MinorNation => ({
  race: 'Goblins',
  box: 'Independent',
  markers: {},
  area,
});
/*
 * Home (Red's town) - P - I - B1, I - B2, and S next to both P and I. From P, B1 and B2 are two steps (directly
 * away from P); S is one step, as close to P as I is.
 */
const map = (patch: Partial<WmState> = {}): WmState =>
  stateOf({
    areas: [
      areaOf('Home', 'Red', 'Town'),
      areaOf('P', 'Red'),
      areaOf('I', 'Blue'),
      areaOf('S', null),
      areaOf('B1', null),
      areaOf('B2', null),
    ],
    boundaries: [
      { a: 'Home', b: 'P', delay: null },
      { a: 'P', b: 'I', delay: null },
      { a: 'P', b: 'S', delay: null },
      { a: 'S', b: 'I', delay: null },
      { a: 'I', b: 'B1', delay: null },
      { a: 'I', b: 'B2', delay: null },
    ],
    nations: [nationOf('Red'), nationOf('Blue')],
    armies: [army('Red Army', 'Red', 'P')],
    minors: [goblins()],
    ...patch,
  });

const orders = (o: WmOrder[]): Map<string, readonly WmOrder[]> => new Map([['Red', o]]);
const move: WmOrder = { kind: 'move', army: 'Red Army', to: 'I', ahead: [] };
const run = (s: WmState, o: WmOrder[], overrides: Record<string, number> = {}) =>
  ORDERS_STAGE.run({
    state: { state: s, battles: [] },
    clock: { turn: 1, stage: 'orders', round: 1 },
    orders: orders(o),
    reports: [],
    seed: 'independent',
    overrides: new Map(Object.entries(overrides)),
  });
const effects = (r: { events: readonly { subject: string; effect: string }[] }): string[] =>
  r.events.map((e) => `${e.subject}: ${e.effect}`);

describe('contact with an Independent army (MINOR NATIONS; WM-R23)', () => {
  test('Force: it retreats one area directly away, B1 or B2 by the keyed die (2 of d2 gives B2); no battle', () => {
    const r = run(
      map(),
      [move, { kind: 'independent', army: 'Red Army', race: 'Goblins', choice: 'force' }],
      {
        'independent retreat:Goblins': 2,
      },
    );
    expect(r.state.state.minors).toEqual([goblins('B2')]);
    expect(r.state.battles).toEqual([]);
    expect(effects(r)).toContain(
      'Goblins: Red Army forces it to retreat: Goblins (Independent) retreats from I to B2',
    );
    const roll = r.events.find((e) => e.key === 'independent retreat:Goblins');
    expect([roll?.die, roll?.result]).toEqual(['d2', 2]);
  });

  test('no choice written: it is forced to retreat; an area with a town is never taken, so B1 alone, no die', () => {
    const s = map();
    const r = run(
      { ...s, areas: s.areas.map((a) => (a.name === 'B2' ? { ...a, pop: 'Town' as const } : a)) },
      [move],
    );
    expect(r.state.state.minors).toEqual([goblins('B1')]);
    expect(effects(r)).toContain(
      'Goblins: Red Army forces it to retreat: Goblins (Independent) retreats from I to B1',
    );
    // The row is read by every player: it no longer tells them the army wrote no choice (a reviewer's finding).
    expect(effects(r).some((e) => e.includes('no choice'))).toBe(false);
    expect(r.events.some((e) => e.key.startsWith('independent retreat'))).toBe(false);
  });

  test('the month it arrives does not count toward control: B1 keeps no occupation at the month’s end', () => {
    const s = map();
    const r = run(
      { ...s, areas: s.areas.map((a) => (a.name === 'B1' ? { ...a, owner: 'Blue' } : a)) },
      [move],
      { 'independent retreat:Goblins': 1 },
    );
    const b1 = r.state.state.areas.find((a) => a.name === 'B1');
    expect([b1?.owner, b1?.occupation ?? null]).toEqual(['Blue', null]);
  });

  test('from a coast with no area farther away it goes into the sea: destroyed, back to box 0', () => {
    const s = map();
    const coast = {
      ...s,
      areas: s.areas.map((a) => (a.name === 'I' ? { ...a, coastal: true } : a)),
      boundaries: s.boundaries.filter((b) => b.b !== 'B1' && b.b !== 'B2'),
    };
    const r = run(coast, [move]);
    expect(r.state.state.minors).toEqual([{ ...goblins(), box: 0, area: null }]);
  });

  test('retreating onto another player’s army brings a campaign battle there', () => {
    const s = map({ armies: [army('Red Army', 'Red', 'P'), army('Blue Army', 'Blue', 'B1')] });
    const r = run(
      { ...s, areas: s.areas.map((a) => (a.name === 'B2' ? { ...a, pop: 'City' as const } : a)) },
      [move],
    );
    expect(r.state.battles.map((b) => [b.id, b.area, b.armies, b.cause, b.status])).toEqual([
      ['T1-01', 'B1', ['Blue Army', 'Goblins (Independent)'], 'forced retreat', 'to fight'],
    ]);
    expect(r.next).toEqual({ turn: 1, stage: 'reports', round: 1 });
  });

  test('Engage: a campaign battle in the countryside of its area, to fight at the reports stage', () => {
    const r = run(map(), [
      move,
      { kind: 'independent', army: 'Red Army', race: 'Goblins', choice: 'battle' },
    ]);
    expect(r.state.battles.map((b) => [b.id, b.area, b.armies, b.engagement, b.location, b.status])).toEqual([
      ['T1-01', 'I', ['Red Army', 'Goblins (Independent)'], 'battle', 'Countryside', 'to fight'],
    ]);
    expect(r.state.state.minors).toEqual([goblins()]);
  });
});

describe('the battle against an Independent army (MINOR NATIONS: "all campaign rules and the effects are used")', () => {
  const fought = (): WmCampaign => {
    const s = map({ armies: [{ ...army('Red Army', 'Red', 'I'), cameFrom: 'P' }] });
    const b: WmBattle = {
      id: 'T1-01',
      turn: 1,
      area: 'I',
      armies: ['Red Army', 'Goblins (Independent)'],
      cause: 'contact',
      engagement: 'battle',
      location: 'Countryside',
      status: 'to fight',
      winner: '',
      result: '',
      setup: [],
    };
    return { state: s, battles: [b] };
  };
  const report = (o: WmOrder[], overrides: Record<string, number> = {}) =>
    REPORTS_STAGE.run({
      state: fought(),
      clock: { turn: 1, stage: 'reports', round: 1 },
      orders: orders(o),
      reports: [],
      seed: 'independent',
      overrides: new Map(Object.entries(overrides)),
    });
  const lost = (n: number): WmOrder => ({
    kind: 'loss',
    battle: 'T1-01',
    unit: 'Orc Warriors',
    index: n,
    stands: 'destroyed',
  });

  test('the player wins (600 VP to 60, one Orc Warriors at 60 destroyed: rout): the race leaves the map, box 0', () => {
    const r = report([{ kind: 'killed', battle: 'T1-01', points: 600 }, lost(1)], {
      'survival:T1-01:Red:Orc Warriors#1': 6,
    });
    expect(r.state.state.minors).toEqual([{ ...goblins(), box: 0, area: null }]);
    expect(r.state.battles[0]).toMatchObject({ status: 'applied', winner: 'Red Army' });
    expect(r.state.battles[0]?.result).toBe('Red Army wins a rout, 600 to 60 VP');
    expect(r.state.state.armies[0]?.area).toBe('I');
  });

  test('the race wins (120 VP, two Orc Warriors destroyed, to 50: 2.4 to 1, major): the player retreats to P; its units roll, the race’s do not', () => {
    const r = report([{ kind: 'killed', battle: 'T1-01', points: 50 }, lost(1), lost(2)], {
      'survival:T1-01:Red:Orc Warriors#1': 1,
      'survival:T1-01:Red:Orc Warriors#2': 5,
    });
    expect(r.state.battles[0]?.result).toBe('Goblins (Independent) wins a major victory, 120 to 50 VP');
    expect(r.state.state.armies[0]).toMatchObject({ area: 'P', status: 'normal' });
    expect(r.state.state.minors).toEqual([goblins()]);
    // One of the two destroyed on a 1 (5+ needed, WM-R11): Red had 2 lost, now 3.
    expect(r.state.state.nations[0]?.roster[0]?.lost).toBe(3);
    // It fought this month: its occupation of I is negated, Blue keeps I.
    expect(r.state.state.areas.find((a) => a.name === 'I')?.owner).toBe('Blue');
  });
});

describe('the objective held by the Independent army alone: its opponent reports it (POST COMBAT +200)', () => {
  const battle: WmBattle = {
    id: 'T1-01',
    turn: 1,
    area: 'I',
    armies: ['Red Army', 'Goblins (Independent)'],
    cause: 'contact',
    engagement: 'battle',
    location: 'Countryside',
    status: 'to fight',
    winner: '',
    result: '',
    setup: [],
  };
  const s = map({ armies: [{ ...army('Red Army', 'Red', 'I'), cameFrom: 'P' }] });
  test('“T1-01 - Objective Goblins” is read as theirs; 150 VP to 0 + 200: the race wins a minor victory', () => {
    const checked = checkSubmission(
      {
        campaign: { state: s, battles: [battle] },
        clock: { turn: 1, stage: 'reports', round: 1 },
        player: 'Red',
        ordersAhead: false,
      },
      'T1-01 - Killed 150\nT1-01 - Objective Goblins',
    );
    expect(checked.map((c) => c.order)).toEqual([
      { kind: 'killed', battle: 'T1-01', points: 150 },
      { kind: 'objective', battle: 'T1-01', independent: true },
    ]);
    const r = REPORTS_STAGE.run({
      state: { state: s, battles: [battle] },
      clock: { turn: 1, stage: 'reports', round: 1 },
      orders: orders(checked.flatMap((c) => (c.order ? [c.order] : []))),
      reports: [],
      seed: 'independent',
      overrides: new Map(),
    });
    expect(r.state.battles[0]?.result).toBe('Goblins (Independent) wins a minor victory, 200 to 150 VP');
    expect(r.state.state.armies[0]?.area).toBe('P');
  });
});

describe('a draw against an Independent army (WM-R10)', () => {
  const drawn = (draw: 'none' | 'mover') => {
    const s = map({ armies: [{ ...army('Red Army', 'Red', 'I'), cameFrom: 'P' }] });
    return REPORTS_STAGE.run({
      state: {
        state: { ...s, settings: { ...s.settings, draw } },
        battles: [
          {
            id: 'T1-01',
            turn: 1,
            area: 'I',
            armies: ['Red Army', 'Goblins (Independent)'],
            cause: 'contact',
            engagement: 'battle',
            location: 'Countryside',
            status: 'to fight',
            winner: '',
            result: '',
            setup: [],
          },
        ],
      },
      clock: { turn: 1, stage: 'reports', round: 1 },
      orders: orders([{ kind: 'killed', battle: 'T1-01', points: 0 }]),
      reports: [],
      seed: 'independent',
      overrides: new Map(),
    });
  };
  test('0 VP each: nobody retreats by default; under the mover setting the player army that moved in does', () => {
    expect(drawn('none').state.battles[0]?.result).toBe('draw, 0 VP each');
    expect(drawn('none').state.state.armies[0]?.area).toBe('I');
    expect(drawn('mover').state.state.armies[0]?.area).toBe('P');
  });
});

describe('an Independent army takes control (MINOR NATIONS: "the area will become neutral")', () => {
  test('a month standing in a village area owned by Blue: it becomes neutral (Gaining Control, village 1 turn)', () => {
    const r = run(map({ armies: [army('Red Army', 'Red', 'Home')] }), []);
    expect(r.state.state.areas.find((a) => a.name === 'I')).toMatchObject({ owner: null, occupation: null });
    expect(effects(r)).toContain('I: Goblins (Independent) takes control: the area becomes neutral');
  });

  test('in a town area it needs 2 turns: the first leaves the count at 1 of 2', () => {
    const s = map({ armies: [army('Red Army', 'Red', 'Home')] });
    const town = { ...s, areas: s.areas.map((a) => (a.name === 'I' ? { ...a, pop: 'Town' as const } : a)) };
    const r = run(town, []);
    expect(r.state.state.areas.find((a) => a.name === 'I')).toMatchObject({
      owner: 'Blue',
      occupation: { army: 'Goblins (Independent)', turns: 1 },
    });
  });
});

describe('the order: Engage / Force <race> (WM-O029)', () => {
  const check = (text: string) =>
    checkSubmission(
      {
        campaign: { state: map(), battles: [] },
        clock: { turn: 1, stage: 'orders', round: 1 },
        player: 'Red',
        ordersAhead: false,
      },
      text,
    ).map((c) => [c.status, c.code, c.message]);

  test('beside a Move of the same army; a race with no Independent army on the map is refused', () => {
    expect(check('Red Army - Move I\nRed Army - Engage Goblins')).toEqual([
      ['ok', '', ''],
      ['ok', '', 'if Red Army meets the Goblins’ army (now in I) this month, a campaign battle'],
    ]);
    expect(check('Red Army - Force Elves')[0]?.slice(0, 2)).toEqual(['rejected', 'WM-O029']);
  });
});
