/**
 * The month's orders of WarMaster (book 002 TURN ORDER 1-2, MOVEMENT, Siege, ENGAGING THE ENEMY): for every order a
 * grammar case, a rejection case with its code, and an effect case through runStage. The demo: Ostmark Army in
 * Ostwald, Karak Dum Host in Karak Dum, Red Fang Horde in Fang Rock, orders ahead on.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { applyOutcome, demoAt, editRow, records, setCampaign, submit } from './tabs';

type Tabs = ReturnType<typeof demoAt>;

const verdict = (tabs: Tabs, player: string, text: string): [string, string, string] => {
  const l = R.checkOrders(tabs, player, text).lines[0];
  return [l?.status ?? '', l?.code ?? '', l?.message ?? ''];
};
const army = (tabs: Tabs, name: string): Record<string, unknown> =>
  records(tabs, 'Armies').find((r) => r.Army === name) ?? {};
const run = (tabs: Tabs, overrides: Record<string, number> = {}): Tabs =>
  applyOutcome(tabs, R.runStage(tabs, { overrides: new Map(Object.entries(overrides)) }));

describe('the line: <subject> - <action>', () => {
  test('grammar: any dash and any case; the army named as on the Armies tab', () => {
    expect(verdict(demoAt(1, 'orders'), 'Ostmark', 'ostmark army – move averheim')).toEqual(['ok', '', '']);
  });

  test('WM-O001 no dash; WM-O002 not an army of yours; WM-O003 no such order', () => {
    const t = demoAt(1, 'orders');
    expect(verdict(t, 'Ostmark', 'Ostmark Army Move Averheim')[1]).toBe('WM-O001');
    expect(verdict(t, 'Ostmark', 'Red Fang Horde - Move Barren Hills')[1]).toBe('WM-O002');
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Dance')).toEqual([
      'rejected',
      'WM-O003',
      '“dance” is not a month order: Move, Hold, Interdict, Assault, Sally forth, Rally, Engage, Force',
    ]);
  });

  test('WM-O012 comes first: a second Move is WM-O012 even when its area is not adjacent (the review: WM-O005)', () => {
    const c = R.checkOrders(
      demoAt(1, 'orders'),
      'Ostmark',
      'Ostmark Army - Move Averheim\nOstmark Army - Move Talabec\nOstmark Army - Dance',
    );
    expect(c.lines.map((l) => [l.status, l.code, l.message])).toEqual([
      ['ok', '', ''],
      ['rejected', 'WM-O012', 'line 1 already gives this order; one per submission'],
      [
        'rejected',
        'WM-O003',
        '“dance” is not a month order: Move, Hold, Interdict, Assault, Sally forth, Rally, Engage, Force',
      ],
    ]);
  });

  test('WM-O012: a second order for the same army in one submission', () => {
    const c = R.checkOrders(
      demoAt(1, 'orders'),
      'Ostmark',
      'Ostmark Army - Move Averheim\nOstmark Army - Hold',
    );
    expect(c.lines.map((l) => [l.status, l.code])).toEqual([
      ['ok', ''],
      ['rejected', 'WM-O012'],
    ]);
  });
});

describe('Move (MOVEMENT; Terrain effects; SUPPLY)', () => {
  test('effect: one area, the army in its countryside, came from kept for the retreat', () => {
    const t = demoAt(1, 'orders');
    submit(t, 'Ostmark', 'Ostmark Army - Move Averheim');
    expect(army(run(t), 'Ostmark Army')).toMatchObject({
      Area: 'Averheim',
      Location: 'Countryside',
      'Came from': 'Ostwald',
    });
  });

  test('WM-O004 no such area, with a did-you-mean; WM-O005 not adjacent', () => {
    const t = demoAt(1, 'orders');
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Move Avreheim')).toEqual([
      'rejected',
      'WM-O004',
      'no area “Avreheim”. Did you mean “Averheim”?',
    ]);
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Move Stirland')).toEqual([
      'rejected',
      'WM-O005',
      'Stirland is not adjacent to Ostwald',
    ]);
  });

  test('WM-O005 out of supply: only into own areas (WM-R26)', () => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Armies', 'Army', 'Ostmark Army', { Area: 'Tilea Road' });
    editRow(t, 'Areas', 'Area', 'Nuln Fields', { Owner: '' });
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Move Border Keep')[2]).toBe(
      'Ostmark Army is out of supply: it may only move into areas Ostmark controls (WM-R26)',
    );
  });

  test('WM-O005: no nation may move into an absent (NPP) nation’s areas (NPP 1)', () => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Nations', 'Player', 'Karak Dum', { Absences: 1 });
    editRow(t, 'Armies', 'Army', 'Ostmark Army', { Area: 'Border Keep' });
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Move Deepvale')[1]).toBe('WM-O005');
  });

  test('WM-O006: a routed army moves home on its own; a delayed one carries out its move', () => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Armies', 'Army', 'Ostmark Army', { Status: 'routed' });
    editRow(t, 'Armies', 'Army', 'Karak Dum Host', { Delay: 2, 'Delay to': 'Blackfire Pass' });
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Move Averheim')[1]).toBe('WM-O006');
    expect(verdict(t, 'Karak Dum', 'Karak Dum Host - Move Deepvale')[2]).toBe(
      'Karak Dum Host is delayed and must carry out its ordered move to Blackfire Pass (Terrain effects)',
    );
  });

  test('pick: rolled 6 against 3 delays the army 3 turns in its area of origin (Terrain effects)', () => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Armies', 'Army', 'Karak Dum Host', { Area: 'Ironpeak' });
    submit(t, 'Karak Dum', 'Karak Dum Host - Move Hochland pick 3');
    expect(army(run(t, { 'delay:Karak Dum Host:Hochland': 6 }), 'Karak Dum Host')).toMatchObject({
      Area: 'Ironpeak',
      Delay: 3,
      'Delay to': 'Hochland',
    });
  });

  test('habitat -2: hills are a Dwarf habitat; rolled 6 - 2 = 4 = picked 4 crosses', () => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Armies', 'Army', 'Karak Dum Host', { Area: 'Ironpeak' });
    expect(submit(t, 'Karak Dum', 'Karak Dum Host - Move Hochland pick 4 habitat -2').lines[0]?.status).toBe(
      'ok',
    );
    expect(army(run(t, { 'delay:Karak Dum Host:Hochland': 6 }), 'Karak Dum Host')).toMatchObject({
      Area: 'Hochland',
      Delay: '',
    });
  });

  test('WM-O007: a covered boundary needs a pick 1-6; habitat only into a natural habitat', () => {
    const t = demoAt(1, 'orders');
    expect(verdict(t, 'Karak Dum', 'Karak Dum Host - Move Blackfire Pass')[2]).toBe(
      'crossing mountains from Karak Dum into Blackfire Pass: add “pick N” (1-6) for the delay check, or “crossing” to use the marked one',
    );
    expect(verdict(t, 'Karak Dum', 'Karak Dum Host - Move Blackfire Pass pick 9')[1]).toBe('WM-O007');
    editRow(t, 'Armies', 'Army', 'Ostmark Army', { Area: 'Hochland' });
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Move Ironpeak pick 3 habitat +2')).toEqual([
      'rejected',
      'WM-O007',
      'neither Hochland (hills) nor Ironpeak (mountains) is a natural habitat of Ostmark: habitat ±2 needs one side of the boundary crossed in it (plains)',
    ]);
  });

  // Terrain effects: "Races in their natural habitats ... may choose to add or subtract 2" names no area; our reading:
  // either side of the boundary crossed (the review: Red Fang leaving its Barren Hills was refused).
  test('habitat: either side of the boundary counts; Red Fang (hills, swamp) across the Tilea Road major river', () => {
    const t = demoAt(1, 'orders');
    setCampaign(t, 'Orders ahead', 'FALSE');
    editRow(t, 'Armies', 'Army', 'Red Fang Horde', { Area: 'Barren Hills' });
    // Leaving Barren Hills (hills) for Tilea Road (plains): picked 3, rolled 5 - 2 = 3 crosses.
    expect(verdict(t, 'Red Fang', 'Red Fang Horde - Move Tilea Road pick 3 habitat -2')).toEqual([
      'ok',
      '',
      '',
    ]);
    submit(t, 'Red Fang', 'Red Fang Horde - Move Tilea Road pick 3 habitat -2');
    expect(army(run(t, { 'delay:Red Fang Horde:Tilea Road': 5 }), 'Red Fang Horde')).toMatchObject({
      Area: 'Tilea Road',
      Delay: '',
    });
    // Entering Barren Hills from Tilea Road: the other side of the same boundary.
    editRow(t, 'Armies', 'Army', 'Red Fang Horde', { Area: 'Tilea Road' });
    expect(verdict(t, 'Red Fang', 'Red Fang Horde - Move Barren Hills pick 3 habitat +2')).toEqual([
      'ok',
      '',
      '',
    ]);
    // Tilea Road (now Red Fang's) to Nuln Fields, plains on both sides of the major river: refused.
    editRow(t, 'Areas', 'Area', 'Tilea Road', { Owner: 'Red Fang' });
    expect(verdict(t, 'Red Fang', 'Red Fang Horde - Move Nuln Fields pick 3 habitat -2')[2]).toBe(
      'neither Tilea Road (plains) nor Nuln Fields (plains) is a natural habitat of Red Fang: habitat ±2 needs one side of the boundary crossed in it (hills, swamp)',
    );
  });

  test('a pick where no check is rolled: accepted, the receipt says it is not needed (the review: silent)', () => {
    const t = demoAt(1, 'orders');
    setCampaign(t, 'Orders ahead', 'FALSE');
    editRow(t, 'Armies', 'Army', 'Red Fang Horde', { Area: 'Bloodmarsh' });
    // Bloodmarsh and Barren Hills share no covered boundary (the demo's Boundaries tab lists none).
    expect(verdict(t, 'Red Fang', 'Red Fang Horde - Move Barren Hills pick 3')).toEqual([
      'ok',
      '',
      'Bloodmarsh to Barren Hills crosses no mountain, swamp, major forest or major river: no delay check, the pick is not needed',
    ]);
    expect(verdict(t, 'Karak Dum', 'Karak Dum Host - Move Blackfire Pass crossing pick 2')).toEqual([
      'ok',
      '',
      'Karak Dum to Blackfire Pass by the marked crossing: no delay check, the pick is not needed',
    ]);
    expect(verdict(t, 'Red Fang', 'Red Fang Horde - Move Barren Hills')).toEqual(['ok', '', '']);
  });

  test('crossing: the marked pass waives the check, no die rolled (WM-R4)', () => {
    const t = demoAt(1, 'orders');
    submit(t, 'Karak Dum', 'Karak Dum Host - Move Blackfire Pass crossing');
    const out = R.runStage(t, { overrides: new Map() });
    expect(out.append.get('Log')?.filter((r) => r.Die !== '')).toEqual([]);
    expect(army(applyOutcome(t, out), 'Karak Dum Host').Area).toBe('Blackfire Pass');
  });

  test('orders ahead: 2 areas from a friendly town writes 2 months; the next month follows them', () => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Armies', 'Army', 'Ostmark Army', { Area: 'Stirland' });
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Move Nuln Fields')).toEqual([
      'rejected',
      'WM-O008',
      'Ostmark Army is 2 area(s) from a friendly town or city: write 2 months of orders, e.g. “Move Nuln Fields, …, hold”',
    ]);
    submit(t, 'Ostmark', 'Ostmark Army - Move Nuln Fields, Wissen');
    const t2 = run(t);
    expect(army(t2, 'Ostmark Army')).toMatchObject({ Area: 'Nuln Fields', 'Orders ahead': 'Wissen' });
    expect(verdict(t2, 'Ostmark', 'Ostmark Army - Hold')).toEqual([
      'rejected',
      'WM-O009',
      'Ostmark Army has orders written ahead (Wissen), which stand',
    ]);
    expect(army(run(t2), 'Ostmark Army')).toMatchObject({ Area: 'Wissen', 'Orders ahead': '' });
  });
});

describe('Hold and Interdict (Gaining Control; ENGAGING THE ENEMY)', () => {
  test('Hold at the population center: an enemy village held one full month is taken (WM-R7)', () => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Armies', 'Army', 'Ostmark Army', { Area: 'Border Keep' });
    setCampaign(t, 'Orders ahead', false);
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Hold Population Center')).toEqual(['ok', '', '']);
    submit(t, 'Ostmark', 'Ostmark Army - Hold Population Center');
    const after = run(t);
    expect(army(after, 'Ostmark Army').Location).toBe('Population Center');
    expect(records(after, 'Areas').find((r) => r.Area === 'Border Keep')?.Owner).toBe('Ostmark');
  });

  test('WM-O010: no POI to hold at Ostwald; interdict only from the population center', () => {
    const t = demoAt(1, 'orders');
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Hold POI')[2]).toBe('Ostwald has no POI to hold');
    editRow(t, 'Armies', 'Army', 'Ostmark Army', { Location: 'Countryside' });
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Interdict')[1]).toBe('WM-O010');
  });

  test('Interdict: an enemy leaving the area is stopped and brought to battle there', () => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Armies', 'Army', 'Ostmark Army', {
      Area: 'Fang Rock',
      Location: 'Countryside',
      Status: 'besieging',
    });
    editRow(t, 'Armies', 'Army', 'Red Fang Horde', { Status: 'besieged' });
    editRow(t, 'Areas', 'Area', 'Marsh of Mourn', { Owner: 'Ostmark' });
    setCampaign(t, 'Orders ahead', false);
    expect(submit(t, 'Red Fang', 'Red Fang Horde - Interdict').lines[0]?.status).toBe('ok');
    submit(t, 'Ostmark', 'Ostmark Army - Move Marsh of Mourn');
    const after = run(t);
    expect(army(after, 'Ostmark Army').Area).toBe('Fang Rock');
    expect(records(after, 'Battles')[0]).toMatchObject({
      Battle: 'T1-01',
      Cause: 'interdiction',
      Engagement: 'battle',
      Status: 'to fight',
    });
    expect(R.clock(after)).toEqual({ turn: 1, stage: 'reports', round: 1 });
  });
});

describe('Assault and Sally forth (Siege)', () => {
  const siege = (): Tabs => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Armies', 'Army', 'Ostmark Army', {
      Area: 'Karak Dum',
      Location: 'Countryside',
      Status: 'besieging',
    });
    editRow(t, 'Armies', 'Army', 'Karak Dum Host', { Status: 'besieged' });
    return t;
  };

  test('WM-O011: assault needs a besieging army, sally forth a besieged one; a besieged army may not move (WM-O006)', () => {
    const t = demoAt(1, 'orders');
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Assault')).toEqual([
      'rejected',
      'WM-O011',
      'Ostmark Army is not besieging a town or city',
    ]);
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Sally forth')[1]).toBe('WM-O011');
    expect(verdict(siege(), 'Karak Dum', 'Karak Dum Host - Move Deepvale')[1]).toBe('WM-O006');
  });

  test('Assault: an assault engagement on the town piece, to fight this month', () => {
    const t = siege();
    submit(t, 'Ostmark', 'Ostmark Army - Assault');
    expect(records(run(t), 'Battles')[0]).toMatchObject({
      Cause: 'assault',
      Engagement: 'assault',
      Status: 'to fight',
    });
  });

  test('the Assault garrison setting read literally (WM-R9 setting 1000): garrisons from his 1000 points', () => {
    const t = siege();
    setCampaign(t, 'Assault garrison from', 1000);
    submit(t, 'Ostmark', 'Ostmark Army - Assault');
    expect(String(records(run(t), 'Battles')[0]?.Setup)).toContain(
      'pavises / garrisons 20 points each from his 1000 (WM-R9)',
    );
  });

  test('Sally forth: the besieged attack the besiegers, a countryside battle', () => {
    const t = siege();
    submit(t, 'Karak Dum', 'Karak Dum Host - Sally forth');
    expect(records(run(t), 'Battles')[0]).toMatchObject({
      Armies: 'Karak Dum Host vs Ostmark Army',
      Cause: 'sally forth',
      Engagement: 'battle',
      Location: 'Countryside',
    });
  });
});

describe('Rally (POST COMBAT: once per game, when all the nation’s forces are routed)', () => {
  const routed = (): Tabs => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Armies', 'Army', 'Ostmark Army', {
      Area: 'Averheim',
      Location: 'Countryside',
      Status: 'routed',
    });
    return t;
  };

  test('grammar and effect: the routed army is an army again, and the rally is spent', () => {
    const t = routed();
    expect(submit(t, 'Ostmark', 'Ostmark Army - Rally').lines[0]?.status).toBe('ok');
    const after = run(t);
    expect(army(after, 'Ostmark Army')).toMatchObject({ Status: 'normal', Area: 'Averheim' });
    expect(records(after, 'Nations').find((r) => r.Player === 'Ostmark')?.['Rally used']).toBe(true);
  });

  test('WM-O011: not routed; the rally already used', () => {
    expect(verdict(demoAt(1, 'orders'), 'Ostmark', 'Ostmark Army - Rally')[2]).toBe(
      'Ostmark Army is not routed: only a routed army rallies',
    );
    const t = routed();
    editRow(t, 'Nations', 'Player', 'Ostmark', { 'Rally used': true });
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Rally')).toEqual([
      'rejected',
      'WM-O011',
      'Ostmark has already used its once-per-game rally',
    ]);
  });
});
