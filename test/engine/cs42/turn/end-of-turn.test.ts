import { endOfTurnPhase } from '../../../../src/engine/cs42/turn/end-of-turn';
import { uprisingsOf } from '../../../../src/engine/cs42/turn/units-memory';
import {
  actions,
  ANN,
  army,
  armyOf,
  BO,
  campaign,
  city,
  context,
  effects,
  KARAK,
  LOTUS,
  structure,
  unit,
  where,
} from './fixture-units';
import type { CampaignState } from '../../../../src/engine/model';
import type { Run } from './fixture-units';

/**
 * End of turn: Foraging (Supply ranges; stand-in test number = army size, 10 points per wound), Table 6
 * eliminations (RULINGS 13), Table 4 overcrowding, Conquered city (RULINGS 26).
 */

function endTurn(state: CampaignState, run: Run = {}, unpaid: string[] = []) {
  const ctx = context(state, run);
  for (const a of unpaid) ctx.unpaidArmies.add(a);
  endOfTurnPhase(ctx);
  return ctx;
}

describe('Foraging (Out of Supply: d20 >= army size, 2 wounds per point missed)', () => {
  const s = campaign({ armies: [army('Iron Host', ANN, '0505')], map: { '0909': { terrain: 'Desert' } } });

  it('a size 10 army rolling 4 misses by 6: 12 wounds = 120 points', () => {
    const ctx = endTurn(s, { dice: { 'forage:Iron Host': 4 } }, ['Iron Host']);
    expect(armyOf(ctx, 'Iron Host').points).toBe(880);
    expect(effects(ctx, 'Iron Host')).toEqual([
      'Out of Supply: forage 4 vs 10+ (army size): missed by 6',
      'starvation: 12 wounds = 120 points (cannot be replaced); 880 points left',
    ]);
  });

  it('10 or more avoids starvation; a paid army in supply does not roll', () => {
    expect(armyOf(endTurn(s, { dice: { 'forage:Iron Host': 10 } }, ['Iron Host']), 'Iron Host').points).toBe(
      1000,
    );
    expect(endTurn(s).events).toEqual([]);
  });

  it('in the desert an army forced to forage is eliminated, unless Stygian', () => {
    const desert = campaign({
      map: { '0909': { terrain: 'Desert' } },
      armies: [army('Iron Host', ANN, '0909'), army('Sand Walkers', ANN, '0909', 1000, 'FOOT', 'Stygian')],
    });
    const ctx = endTurn(desert, { dice: { 'forage:Sand Walkers': 20 } }, ['Iron Host', 'Sand Walkers']);
    expect(where(ctx, 'Iron Host')).toBeNull();
    expect(where(ctx, 'Sand Walkers')).toBe('0909');
  });
});

describe('units beyond supply (Table 6, RULINGS 13)', () => {
  it('engineers and scouts Out of Supply are eliminated; engineers in Extended too', () => {
    const s = campaign({
      cities: [city('Far Home', ANN, '0101', 3), LOTUS],
      units: [
        unit('Sappers', ANN, 'Engineer', '0112'),
        unit('Lost Sappers', ANN, 'Engineer', '1212'),
        unit('Far Eyes', ANN, 'Scout', '1212'),
        unit('Near Eyes', ANN, 'Scout', '0102'),
      ],
    });
    const ctx = endTurn(s);
    expect(ctx.state.units.map((u) => u.name)).toEqual(['Near Eyes']);
  });

  it('settlers in Long supply survive under the table, are eliminated under the prose setting', () => {
    const s = campaign({
      cities: [city('Far Home', ANN, '0101', 3)],
      units: [unit('Pilgrims', ANN, 'Settler', '0108')],
    });
    expect(endTurn(s).state.units).toHaveLength(1);
    expect(endTurn(s, { settlers: 'prose' }).state.units).toHaveLength(0);
  });
});

describe('overcrowding (Table 4: 25 in a plains hex, 4 wounds per size over the claim)', () => {
  it('Ann (14 = 52% → claim 13) and Bo (13 = 48% → claim 12) each lose 4 wounds = 40 points', () => {
    const s = campaign({
      armies: [
        army('Iron Host', ANN, '0505', 800),
        army('Red Host', ANN, '0505', 600),
        army('Red Banner', BO, '0505', 1300),
      ],
    });
    const ctx = endTurn(s);
    expect(ctx.state.armies.map((a) => `${a.name} ${a.points}`)).toEqual([
      'Iron Host 760',
      'Red Host 600',
      'Red Banner 1260',
    ]);
  });
});

describe('conquered cities (RULINGS 26)', () => {
  const held = (conqueredTurn: number, points: number | null) =>
    campaign({
      turn: 10,
      cities: [KARAK, LOTUS, city('Old Holm', ANN, '1010', 5, { conquered: true, conqueredTurn })],
      armies: points === null ? [] : [army('Garrison Host', ANN, '1010', points)],
    });

  it('no army: an uprising on d20 <= 5', () => {
    expect(uprisingsOf(endTurn(held(8, null), { dice: { 'uprising:Old Holm': 5 } }))).toEqual(['Old Holm']);
    expect(uprisingsOf(endTurn(held(8, null), { dice: { 'uprising:Old Holm': 6 } }))).toEqual([]);
  });

  it('a size 2 army: 5 - 2 x 2 = 1 (the book’s example); a size 3 army (half the city) prevents the roll', () => {
    expect(uprisingsOf(endTurn(held(8, 200), { dice: { 'uprising:Old Holm': 1 } }))).toEqual(['Old Holm']);
    const guarded = endTurn(held(8, 300), { dice: { 'uprising:Old Holm': 1 } });
    expect(guarded.events.some((e) => e.key === 'uprising:Old Holm')).toBe(false);
  });

  it('after 7 turns it is a normal city', () => {
    const ctx = endTurn(held(3, null));
    expect(ctx.state.cities.find((c) => c.name === 'Old Holm')).toMatchObject({
      conquered: false,
      conqueredTurn: null,
    });
    expect(ctx.events.some((e) => e.key === 'uprising:Old Holm')).toBe(false);
    expect(endTurn(held(4, null)).state.cities.find((c) => c.name === 'Old Holm')?.conquered).toBe(true);
  });
});

describe('upkeep sites (RULINGS 7)', () => {
  it('are set from where each army now stands', () => {
    const s = campaign({
      map: { '0909': { special: 'Sweet Water Clear Spring' }, '1010': { special: 'Ruins' } },
      armies: [
        army('Home', ANN, '0303'),
        army('Spring', ANN, '0909'),
        army('Ruin', ANN, '1010'),
        army('Field', ANN, '0505'),
        army('Both', ANN, '0606'),
      ],
      structures: [structure(ANN, 'Watchtower', '0606'), structure(ANN, 'Supply Depot', '0606')],
    });
    const ctx = endTurn(s);
    expect(ctx.state.armies.map((a) => `${a.name} ${a.site}`)).toEqual([
      'Home city',
      'Spring spring',
      'Ruin watchtower',
      'Field field',
      'Both watchtower+depot',
    ]);
  });
});

describe('determinism (RULINGS 21)', () => {
  it('the same state, orders and seed give the same events, battles and state', () => {
    const s = campaign({
      armies: [
        army('Iron Host', ANN, '0503'),
        army('Red Banner', BO, '0504', 700),
        army('Watch', ANN, '0410', 600),
      ],
      units: [unit('Gorthak Settlers', BO, 'Settler', '0505')],
    });
    const run: Run = {
      orders: {
        [ANN]: 'Iron Host - Move 4\nWatch - Hold',
        [BO]: 'Red Banner - Move 1\nGorthak Settlers - Move 4',
      },
    };
    const once = () => {
      const ctx = actions(s, run, true);
      ctx.unpaidArmies.add('Watch');
      endOfTurnPhase(ctx);
      return JSON.stringify({
        events: ctx.events,
        battles: ctx.battles,
        state: ctx.result(),
        entries: ctx.entries,
      });
    };
    const first = once();
    expect(once()).toBe(first);
    expect(first).toMatch(/crossing:Iron Host:Red Banner/);
  });
});
