import { cityActionPhase, counterEspionageCities } from '../../../../src/engine/cs42/turn/cities';
import type { TurnContext } from '../../../../src/engine/cs42/turn/context';
import {
  ANN,
  army,
  BO,
  campaign,
  city,
  cityOf,
  context,
  contextWithLines,
  effects,
  entries,
  handLine,
  rollKeys,
} from './fixture-economy';

/** CITY ACTIONS (RULINGS 15, 16; Tables 2, 15, 16): build, grow, abandon, capitulate, counter espionage. */

const both = (ctx: TurnContext) => {
  cityActionPhase(ctx, 1);
  cityActionPhase(ctx, 2);
};

describe('Build City Upgrade (Table 2, RULINGS 15)', () => {
  it('pays the build cost and adds the upgrade', () => {
    const ctx = context(campaign({ cities: [city('Karak', ANN, '0303', 7)] }), {
      balances: { [ANN]: 500 },
      orders: { [ANN]: 'Karak - Build Marketplace' },
    });
    both(ctx);
    expect(entries(ctx, ANN)).toEqual(['Build -150 Marketplace, Karak']);
    expect(cityOf(ctx, 'Karak').improvements).toEqual(['Marketplace']);
    expect(ctx.events[0]).toMatchObject({ phase: 'City Action 1', table: 'Table 2; Table 16' });
  });

  it('cannot afford: the action fails whole and nothing changes', () => {
    const ctx = context(campaign({ cities: [city('Karak', ANN, '0303', 7)] }), {
      balances: { [ANN]: 400 },
      orders: { [ANN]: 'Karak - Build Aqueduct' },
    });
    both(ctx);
    expect(ctx.entries).toEqual([]);
    expect(cityOf(ctx, 'Karak').improvements).toEqual([]);
    expect(effects(ctx, 'Karak')).toEqual(['Build Aqueduct fails: cannot afford 500 (treasury 400)']);
  });

  it('one upgrade per city per turn, even with two actions', () => {
    const state = campaign({ cities: [city('Karak', ANN, '0303', 7)] });
    const lines = [
      handLine('Karak', 'Build', { type: 'improvement', improvement: 'Marketplace' }),
      handLine('Karak', 'Build', { type: 'improvement', improvement: 'Granary' }),
    ];
    const ctx = contextWithLines(state, lines, { balances: { [ANN]: 1000 } });
    both(ctx);
    expect(cityOf(ctx, 'Karak').improvements).toEqual(['Marketplace']);
    expect(effects(ctx, 'Karak')[1]).toBe('Build fails: one upgrade per city per turn');
    expect(ctx.balance(ANN)).toBe(850);
  });
});

describe('Grow (RULINGS 16)', () => {
  it('succeeds when a d20 is greater than twice the size', () => {
    const state = campaign({ cities: [city('Up', ANN, '0303', 3), city('Flat', BO, '0909', 3)] });
    const ctx = context(state, {
      orders: { [ANN]: 'Up - Grow', [BO]: 'Flat - Grow' },
      dice: { 'grow:Up:1': 7, 'grow:Flat:1': 6 },
    });
    both(ctx);
    expect(cityOf(ctx, 'Up').size).toBe(4);
    expect(cityOf(ctx, 'Flat').size).toBe(3);
    expect(effects(ctx, 'Flat')).toEqual(['Grow fails (6 <= 6)']);
  });

  it('cannot pass 4 without a Granary, 6 without an Aqueduct, or 10 (no roll)', () => {
    const state = campaign({
      cities: [
        city('Four', ANN, '0303', 4),
        city('Six', ANN, '0309', 6, ['Granary']),
        city('Ten', BO, '0909', 10, ['Granary', 'Aqueduct']),
      ],
    });
    const ctx = context(state, {
      orders: { [ANN]: 'Four - Grow\nSix - Grow', [BO]: 'Ten - Grow' },
    });
    both(ctx);
    expect(rollKeys(ctx)).toEqual([]);
    expect(ctx.state.cities.map((c) => c.size)).toEqual([4, 6, 10]);
    expect(effects(ctx, 'Six')).toEqual(['Grow fails: a city cannot pass size 6 without a working Aqueduct']);
    expect(effects(ctx, 'Ten')).toEqual(['Grow fails: size 10 is the largest']);
  });

  it('two Grows give two rolls and one step at most', () => {
    const state = campaign({
      cities: [
        city('First', ANN, '0303', 7, ['Granary', 'Aqueduct']),
        city('Second', BO, '0909', 7, ['Granary', 'Aqueduct']),
      ],
    });
    const ctx = context(state, {
      orders: { [ANN]: 'First - Grow\nFirst - Grow', [BO]: 'Second - Grow\nSecond - Grow' },
      dice: { 'grow:First:1': 15, 'grow:Second:1': 14, 'grow:Second:2': 15 },
    });
    both(ctx);
    expect(cityOf(ctx, 'First').size).toBe(8);
    expect(cityOf(ctx, 'Second').size).toBe(8);
    expect(rollKeys(ctx)).toEqual(['grow:First:1', 'grow:Second:1', 'grow:Second:2']);
    expect(effects(ctx, 'First')[1]).toBe('the city has grown this turn already: a second Grow adds no step');
  });
});

describe('actions per turn (RULINGS 15)', () => {
  it('a size 1-6 city has one action', () => {
    const state = campaign({ cities: [city('Small', ANN, '0303', 5)] });
    const ctx = contextWithLines(state, [
      handLine('Small', 'Hold', { type: 'none' }),
      handLine('Small', 'Grow', { type: 'none' }),
    ]);
    both(ctx);
    expect(effects(ctx, 'Small')).toEqual(['holds', 'Grow fails: a size 5 city has one action a turn']);
  });

  it('a size 7 city keeps its second action after shrinking by spawning settlers', () => {
    const ctx = context(campaign({ cities: [city('Karak', ANN, '0303', 7)] }), {
      balances: { [ANN]: 1000 },
      orders: { [ANN]: 'Karak - Spawn Settlers 1 Pilgrims\nKarak - Raise Engineer Sappers' },
    });
    both(ctx);
    expect(cityOf(ctx, 'Karak').size).toBe(6);
    expect(ctx.state.units.map((u) => `${u.type} ${u.name}`)).toEqual([
      'Settler Pilgrims',
      'Engineer Sappers',
    ]);
  });
});

describe('Abandon City (Table 15)', () => {
  it('one d20 per size point; bands placed; improvements lost on 50%', () => {
    // d20s: 2 destroyed (-1), 8 stay, 13 band to a random adjacent hex (d6 1 -> 0302, -1), 19 band here (-1).
    const state = campaign({ cities: [city('Karak', ANN, '0303', 4, ['Marketplace', 'Granary'])] });
    const ctx = context(state, {
      orders: { [ANN]: 'Karak - Abandon City' },
      dice: {
        'abandon:Karak:1': 2,
        'abandon:Karak:2': 8,
        'abandon:Karak:3': 13,
        'abandon-hex:Karak:3': 1,
        'abandon:Karak:4': 19,
        'abandon-improvement:Karak:Marketplace': 50,
        'abandon-improvement:Karak:Granary': 51,
      },
    });
    both(ctx);
    expect(cityOf(ctx, 'Karak')).toMatchObject({ size: 1, improvements: ['Granary'] });
    expect(ctx.state.units.map((u) => `${u.name} ${u.hex.col}:${u.hex.row} ${u.size}`)).toEqual([
      'Karak Settlers 3:2 1',
      'Karak Settlers 2 3:3 1',
    ]);
    expect(ctx.entries).toEqual([]);
    expect(effects(ctx, 'Karak').at(-1)).toMatch(/^abandoned: size 4 to 1; the garrison is disbanded/);
  });

  it('a city whose every inhabitant leaves is gone', () => {
    const ctx = context(campaign({ cities: [city('Tiny', ANN, '0303', 2)] }), {
      orders: { [ANN]: 'Tiny - Abandon City' },
      dice: { 'abandon:Tiny:1': 1, 'abandon:Tiny:2': 20 },
    });
    both(ctx);
    expect(ctx.result().cities).toEqual([]);
    expect(ctx.result().units.map((u) => u.name)).toEqual(['Tiny Settlers']);
  });

  it('must be the only action: no second action after it, and it fails as the second', () => {
    const state = campaign({ cities: [city('A', ANN, '0303', 7), city('B', ANN, '0309', 7)] });
    const lines = [
      handLine('A', 'AbandonCity', { type: 'none' }),
      handLine('A', 'Grow', { type: 'none' }),
      handLine('B', 'Hold', { type: 'none' }),
      handLine('B', 'AbandonCity', { type: 'none' }),
    ];
    const ctx = contextWithLines(state, lines, { dice: { 'abandon:A:1': 10 } });
    both(ctx);
    expect(effects(ctx, 'A').at(-1)).toBe('Grow fails: the city has no further action this turn');
    expect(effects(ctx, 'B')).toEqual([
      'holds',
      'AbandonCity fails: Abandon City must be the city’s only action this turn',
    ]);
    expect(cityOf(ctx, 'B').size).toBe(7);
  });
});

describe('Capitulate, Counter Espionage, Hold', () => {
  it('Capitulate hands the city to the one enemy besieging it, as a conquered city (RULINGS 26)', () => {
    const state = campaign({
      cities: [city('Karak', ANN, '0303', 7, [], { besieged: true, failedSieges: 2 })],
      armies: [
        army('Horde', BO, '0303', 900),
        army('Horde II', BO, '0303', 600),
        army('Iron Host', ANN, '0303', 500),
      ],
    });
    const ctx = context(state, { orders: { [ANN]: 'Karak - Capitulate' } });
    both(ctx);
    // Size 7 less a third (2.33, rounded to 2) = 5.
    expect(cityOf(ctx, 'Karak')).toMatchObject({
      player: BO,
      size: 5,
      conquered: true,
      conqueredTurn: 5,
      besieged: false,
      failedSieges: 0,
    });
  });

  it('Capitulate with no besieger is left to the moderator', () => {
    const ctx = context(campaign({ cities: [city('Karak', ANN, '0303', 7)] }), {
      orders: { [ANN]: 'Karak - Capitulate' },
    });
    both(ctx);
    expect(cityOf(ctx, 'Karak').player).toBe(ANN);
    expect(effects(ctx, 'Karak')).toEqual([
      'capitulates, but no enemy army is in its hex: the moderator decides who takes it',
    ]);
  });

  it('Counter Espionage is recorded for the spy phase', () => {
    const ctx = context(campaign({ cities: [city('Karak', ANN, '0303', 7), city('Low', ANN, '0309', 3)] }), {
      orders: { [ANN]: 'Karak - Counter Espionage\nLow - Hold' },
    });
    both(ctx);
    expect([...counterEspionageCities(ctx)]).toEqual(['karak']);
    expect(effects(ctx, 'Low')).toEqual(['holds']);
    expect(ctx.state.units.length + ctx.entries.length).toBe(0);
  });
});
