import { cityActionPhase } from '../../../../src/engine/cs42/turn/cities';
import type { TurnContext } from '../../../../src/engine/cs42/turn/context';
import { incomePhase } from '../../../../src/engine/cs42/turn/income';
import { upkeepPhase } from '../../../../src/engine/cs42/turn/upkeep';
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
  newThing,
  unit,
} from './fixture-economy';

/** CITY ACTIONS that make armies and units (RULINGS 17, 20; Tables 14, 16). */

const both = (ctx: TurnContext) => {
  cityActionPhase(ctx, 1);
  cityActionPhase(ctx, 2);
};

describe('Raise Troops (RULINGS 17)', () => {
  it('raises a FOOT army of the player’s race in the city, paid point for point', () => {
    const state = campaign({ cities: [city('Karak', ANN, '0303', 7), city('Deep', BO, '0909', 4)] });
    const ctx = context(state, {
      balances: { [ANN]: 1000, [BO]: 1000 },
      orders: {
        [ANN]: 'Karak - Raise Troops 200 Guard A\nKarak - Raise Troops 150 Guard B',
        [BO]: 'Deep - Raise Troops 200 Axes',
      },
    });
    both(ctx);
    expect(entries(ctx, ANN)).toEqual([
      'Raise -200 Guard A (200 points), Karak',
      'Raise -150 Guard B (150 points), Karak',
    ]);
    // All cities' first actions go before any second action (ORDERS: City Action 1, City Action 2).
    const at = (col: number, row: number) => ({ col, row });
    expect(ctx.state.armies).toEqual([
      {
        name: 'Guard A',
        player: ANN,
        hex: at(3, 3),
        points: 200,
        mobility: 'FOOT',
        race: 'Firstborn',
        site: 'city',
      },
      {
        name: 'Axes',
        player: BO,
        hex: at(9, 9),
        points: 200,
        mobility: 'FOOT',
        race: 'Dwarves',
        site: 'city',
      },
      {
        name: 'Guard B',
        player: ANN,
        hex: at(3, 3),
        points: 150,
        mobility: 'FOOT',
        race: 'Firstborn',
        site: 'city',
      },
    ]);
  });

  it('the city’s total across both actions is at most size x 50', () => {
    // Size 7: 350. 200 then 200 -> the second fails.
    const state = campaign({ cities: [city('Karak', ANN, '0303', 7)] });
    const lines = [
      handLine('Karak', 'RaiseTroops', newThing('Guard A', 200)),
      handLine('Karak', 'RaiseTroops', newThing('Guard B', 200)),
    ];
    const ctx = contextWithLines(state, lines, { balances: { [ANN]: 1000 } });
    both(ctx);
    expect(ctx.state.armies.map((a) => a.name)).toEqual(['Guard A']);
    expect(effects(ctx, 'Karak')[1]).toBe(
      'RaiseTroops fails: the city may raise 350 points this turn and has raised 200; 200 more is too many',
    );
    expect(ctx.balance(ANN)).toBe(800);
  });

  it('x 100 with a Military Academy, unless its upkeep went unpaid this turn', () => {
    const paid = context(campaign({ cities: [city('Karak', ANN, '0303', 7, ['Military Academy'])] }), {
      balances: { [ANN]: 1000 },
      orders: { [ANN]: 'Karak - Raise Troops 700 Host' },
    });
    both(paid);
    expect(paid.state.armies.map((a) => a.points)).toEqual([700]);
    const lines = [handLine('Karak', 'RaiseTroops', newThing('Host', 700))];
    const unpaid = contextWithLines(
      campaign({ cities: [city('Karak', ANN, '0303', 7, ['Military Academy'])] }),
      lines,
      {
        dice: { 'neglect:Karak:Military Academy': 99 },
      },
    );
    upkeepPhase(unpaid); // 0 guilders: the Academy is unpaid, survives (99 > 50) and does not work this turn.
    both(unpaid);
    expect(effects(unpaid, 'Karak').at(-1)).toMatch(/may raise 350 points this turn/);
  });

  it('cannot afford: no army and no payment', () => {
    const ctx = context(campaign({ cities: [city('Karak', ANN, '0303', 7)] }), {
      balances: { [ANN]: 199 },
      orders: { [ANN]: 'Karak - Raise Troops 200 Guard' },
    });
    both(ctx);
    expect(ctx.state.armies).toEqual([]);
    expect(ctx.entries).toEqual([]);
    expect(effects(ctx, 'Karak')).toEqual(['Raise Troops 200 Guard fails: cannot afford 200 (treasury 199)']);
  });
});

describe('Raise Engineer, Raise Spy, Commission Scouts (Table 16)', () => {
  it('cost 250, 800 and 100; the new units stand in the city', () => {
    const state = campaign({
      cities: [city('Karak', ANN, '0303', 7), city('Keep', ANN, '0309', 4)],
      armies: [army('Iron Host', ANN, '0303', 800)],
    });
    const ctx = context(state, {
      balances: { [ANN]: 2000 },
      orders: {
        [ANN]: 'Karak - Raise Engineer Sappers\nKarak - Commission Scouts Far Eyes\nKeep - Raise Spy Whisper',
      },
    });
    both(ctx);
    expect(entries(ctx, ANN)).toEqual([
      'Raise -250 Sappers (engineer battalion), Karak',
      'Raise -800 Whisper (spy), Keep',
      'Raise -100 Far Eyes (scouts), Karak',
    ]);
    expect(ctx.state.units.map((u) => `${u.type} ${u.name} ${u.hex.col}:${u.hex.row}`)).toEqual([
      'Engineer Sappers 3:3',
      'Spy Whisper 3:9',
      'Scout Far Eyes 3:3',
    ]);
  });

  it('a spy only from a city of size 4+, one per city', () => {
    const state = campaign({ cities: [city('Low', ANN, '0303', 3), city('Karak', ANN, '0309', 7)] });
    const lines = [
      handLine('Low', 'RaiseSpy', newThing('Mole')),
      handLine('Karak', 'RaiseSpy', newThing('Eye')),
      handLine('Karak', 'RaiseSpy', newThing('Ear')),
    ];
    const ctx = contextWithLines(state, lines, { balances: { [ANN]: 5000 } });
    both(ctx);
    expect(ctx.state.units.map((u) => u.name)).toEqual(['Eye']);
    expect(effects(ctx, 'Low')).toEqual([
      'RaiseSpy fails: spies are raised only in cities of size 4 or more',
    ]);
    expect(effects(ctx, 'Karak')[1]).toBe('RaiseSpy fails: one spy per city');
  });

  it('no more scouts than field armies', () => {
    const state = campaign({
      cities: [city('Karak', ANN, '0303', 7)],
      armies: [army('Iron Host', ANN, '0303', 800), army('Remnant', ANN, '0303', 400)],
      units: [unit('Far Eyes', ANN, 'Scout', '0303')],
    });
    const ctx = contextWithLines(state, [handLine('Karak', 'CommissionScouts', newThing('More Eyes'))], {
      balances: { [ANN]: 500 },
    });
    both(ctx);
    expect(effects(ctx, 'Karak')).toEqual(['CommissionScouts fails: no more scouts than field armies (1)']);
  });
});

describe('Spawn Settlers (Table 14, RULINGS 20)', () => {
  it('50 per size; the city shrinks by the band’s size', () => {
    const ctx = context(campaign({ cities: [city('Six', ANN, '0303', 6), city('Other', ANN, '0309', 3)] }), {
      balances: { [ANN]: 500 },
      orders: { [ANN]: 'Six - Spawn Settlers 2 Pilgrims' },
    });
    both(ctx);
    expect(entries(ctx, ANN)).toEqual(['Raise -100 Pilgrims (settlers, size 2), Six']);
    expect(cityOf(ctx, 'Six').size).toBe(4);
    expect(ctx.state.units).toEqual([
      { name: 'Pilgrims', player: ANN, type: 'Settler', hex: { col: 3, row: 3 }, size: 2 },
    ]);
  });

  it('Table 14: a size 5 city spawns a band of size 1 only', () => {
    const state = campaign({ cities: [city('Five', ANN, '0303', 5), city('Other', ANN, '0309', 3)] });
    const ctx = contextWithLines(state, [handLine('Five', 'SpawnSettlers', newThing('Many', null, 2))], {
      balances: { [ANN]: 500 },
    });
    both(ctx);
    expect(effects(ctx, 'Five')).toEqual([
      'SpawnSettlers fails: a size 5 city spawns a band of size 1 to 1, or the whole city',
    ]);
    expect(ctx.entries).toEqual([]);
  });

  it('the whole city leaving costs nothing and the city is gone', () => {
    const ctx = context(campaign({ cities: [city('Two', ANN, '0303', 2), city('Other', ANN, '0309', 3)] }), {
      orders: { [ANN]: 'Two - Spawn Settlers 2 Exodus' },
    });
    both(ctx);
    expect(ctx.entries).toEqual([]);
    expect(ctx.result().cities.map((c) => c.name)).toEqual(['Other']);
    expect(ctx.result().units.map((u) => `${u.name} ${u.size}`)).toEqual(['Exodus 2']);
  });

  it('no more settler bands than cities', () => {
    const state = campaign({
      cities: [city('Six', ANN, '0303', 6)],
      units: [unit('Wanderers', ANN, 'Settler', '0505')],
    });
    const ctx = contextWithLines(state, [handLine('Six', 'SpawnSettlers', newThing('Pilgrims', null, 1))], {
      balances: { [ANN]: 500 },
    });
    both(ctx);
    expect(effects(ctx, 'Six')).toEqual(['SpawnSettlers fails: no more settler bands than cities (1)']);
    expect(cityOf(ctx, 'Six').size).toBe(6);
  });
});

describe('determinism', () => {
  it('the same state, orders and seed give identical events and entries', () => {
    const state = campaign({
      cities: [city('Karak', ANN, '0303', 8, ['Granary', 'Aqueduct']), city('Deep', BO, '0909', 4)],
    });
    const run = () => {
      const ctx = context(state, {
        seed: 'd',
        balances: { [ANN]: 900, [BO]: 100 },
        orders: { [ANN]: 'Karak - Grow\nKarak - Raise Troops 300 Guard', [BO]: 'Deep - Abandon City' },
      });
      incomePhase(ctx);
      upkeepPhase(ctx);
      both(ctx);
      return [ctx.events, ctx.entries, ctx.result()];
    };
    expect(run()).toEqual(run());
  });
});
