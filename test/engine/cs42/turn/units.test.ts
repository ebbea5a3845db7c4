import { economyRecord } from '../../../../src/engine/cs42/turn/economy-record';
import { unitActionPhase } from '../../../../src/engine/cs42/turn/units';
import {
  actions,
  ANN,
  army,
  armyOf,
  battles,
  BO,
  campaign,
  context,
  effects,
  unit,
  where,
} from './fixture-units';

/** ARMY ACTIONS (Table 7): Join, Split, Disband, Recruit, Patrol, follow / engage. Karak (Ann, size 5) is 0303. */

describe('Join, Split, Disband, Recruit', () => {
  const home = () =>
    campaign({ armies: [army('Iron Host', ANN, '0303', 800), army('Red Host', ANN, '0303', 600, 'CAV')] });

  it('Join: the larger keeps its name and takes the points; any slow troops make it FOOT', () => {
    const ctx = actions(home(), {
      orders: { [ANN]: 'Iron Host - Join Red Host\nRed Host - Join Iron Host' },
    });
    expect(ctx.state.armies.map((a) => `${a.name} ${a.points} ${a.mobility}`)).toEqual([
      'Iron Host 1400 FOOT',
    ]);
    expect(effects(ctx, 'Iron Host')).toEqual(['Red Host joins Iron Host: 1400 points, FOOT, Firstborn']);
  });

  it('Split in a city: new armies in the hex, the rest keeps the old name; a part acts on the next step', () => {
    const ctx = actions(home(), {
      orders: { [ANN]: 'Iron Host - Split Iron Guard 400, Iron Reserve 300\nIron Guard - Move 4' },
    });
    expect(where(ctx, 'Iron Guard')).toBe('0304');
    expect(armyOf(ctx, 'Iron Reserve')).toMatchObject({ points: 300, player: ANN, mobility: 'FOOT' });
    expect(armyOf(ctx, 'Iron Host').points).toBe(100);
  });

  it('Disband: points off, or the whole army', () => {
    const ctx = actions(home(), { orders: { [ANN]: 'Iron Host - Disband 200\nRed Host - Disband' } });
    expect(ctx.state.armies.map((a) => `${a.name} ${a.points}`)).toEqual(['Iron Host 600']);
  });

  it('Recruit in an own city, paid in full (RULINGS 17: up to size x 100)', () => {
    const ctx = actions(home(), { orders: { [ANN]: 'Iron Host - Recruit 300' } });
    expect(armyOf(ctx, 'Iron Host').points).toBe(1100);
    expect(ctx.entries).toEqual([
      { player: ANN, category: 'Recruit', amount: -300, for: 'Recruit 300 points, Iron Host' },
    ]);
    const poor = context(home(), { orders: { [ANN]: 'Iron Host - Recruit 300' }, balances: { [ANN]: 100 } });
    unitActionPhase(poor, 1);
    expect(armyOf(poor, 'Iron Host').points).toBe(800);
    expect(effects(poor, 'Iron Host')[0]).toMatch(/cannot afford 300/);
  });
});

describe('Patrol (ARMY ACTIONS): interception', () => {
  const s = (boAt: string) =>
    campaign({ armies: [army('Watch', ANN, '0505'), army('Red Banner', BO, boAt, 700)] });

  it('an enemy moving into an adjacent hex is engaged there: the patroller moves in', () => {
    const ctx = actions(s('0507'), { orders: { [ANN]: 'Watch - Patrol', [BO]: 'Red Banner - Move 1' } });
    expect(where(ctx, 'Watch')).toBe('0506');
    expect(battles(ctx)).toEqual(['field battle 0506: Watch (Ann, 10) v Red Banner (Bo, 7)']);
  });

  it('/M reaches two hexes and carries the March penalty; without it, two hexes away is out of range', () => {
    const orders = (m: string) => ({ orders: { [ANN]: `Watch - Patrol${m}`, [BO]: 'Red Banner - Move 1' } });
    const far = actions(s('0508'), orders(' /M'));
    expect(where(far, 'Watch')).toBe('0507');
    expect(far.battles[0].penalties).toEqual([
      'Watch patrolled /M: -1 CC, MW, LD, as if it marched (ARMY ACTIONS, Patrol)',
    ]);
    expect(actions(s('0508'), orders('')).battles).toEqual([]);
  });

  it('an enemy that begins the turn in range and is still there after its first action is engaged', () => {
    const ctx = actions(s('0506'), { orders: { [ANN]: 'Watch - Patrol', [BO]: 'Red Banner - Hold' } });
    expect(where(ctx, 'Watch')).toBe('0506');
    expect(ctx.battles).toHaveLength(1);
  });
});

describe('follow and engage (simplified: re-aimed at where the target ends the step)', () => {
  it('engage: a March goes after the moving enemy army and catches it', () => {
    const s = campaign({ armies: [army('Hunter', ANN, '0505'), army('Red Banner', BO, '0506', 700)] });
    const ctx = actions(s, {
      orders: { [ANN]: 'Hunter - March 4 4 engage Red Banner', [BO]: 'Red Banner - Move 4' },
    });
    expect(where(ctx, 'Red Banner')).toBe('0507');
    expect(battles(ctx)).toEqual(['field battle 0507: Hunter (Ann, 10) v Red Banner (Bo, 7)']);
  });

  it('follow: stays adjacent to a moving settler band instead of the written direction', () => {
    const s = campaign({
      armies: [army('Tracker', ANN, '0505')],
      units: [unit('Gorthak Settlers', BO, 'Settler', '0506')],
    });
    const ctx = actions(s, {
      orders: { [ANN]: 'Tracker - Move 1 follow Gorthak Settlers', [BO]: 'Gorthak Settlers - Move 4' },
    });
    expect(where(ctx, 'Gorthak Settlers')).toBe('0507');
    expect(where(ctx, 'Tracker')).toBe('0506');
  });

  it('a target that stays put leaves the written move as it is', () => {
    const s = campaign({ armies: [army('Hunter', ANN, '0505'), army('Red Banner', BO, '0507', 700)] });
    const ctx = actions(s, { orders: { [ANN]: 'Hunter - Move 1 engage Red Banner' } });
    expect(where(ctx, 'Hunter')).toBe('0504');
  });
});

describe('Miscommunication (Calamities)', () => {
  it('replaces the army’s first Move by a one-hex move in the rolled direction', () => {
    const ctx = context(campaign({ armies: [army('Iron Host', ANN, '0505')] }), {
      orders: { [ANN]: 'Iron Host - Move 4\nIron Host - Move 4' },
    });
    economyRecord(ctx).miscommunication.set('iron host', [1, 1]);
    unitActionPhase(ctx, 1);
    unitActionPhase(ctx, 2);
    expect(where(ctx, 'Iron Host')).toBe('0503');
  });
});
