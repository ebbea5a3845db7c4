import { incomePhase } from '../../../../src/engine/cs42/turn/income';
import { ANN, BO, campaign, city, cityOf, context, entries, rollKeys } from './fixture-economy';

/** INCOME (Table 1, Corruption, RULINGS 14). Expected values worked by hand. */

describe('incomePhase', () => {
  it('pays size x 100 less a d20 percentage of corruption, rounded down', () => {
    // Size 5: 500; corruption d20 = 7 -> 7% -> 465.
    const ctx = context(campaign({ cities: [city('High Keep', ANN, '0312', 5)] }), {
      dice: { 'corruption:High Keep': 7 },
    });
    incomePhase(ctx);
    expect(entries(ctx, ANN)).toEqual(['City income 465 High Keep']);
    expect(cityOf(ctx, 'High Keep').corruption).toBe(7);
    expect(ctx.balance(ANN)).toBe(465);
  });

  it('a Courthouse takes a second d20 off the corruption, to no less than 0', () => {
    // Size 4 with Courthouse: corruption 12 - 15 -> 0% -> 400. Another: 12 - 5 -> 7% of 400 = 372.
    const state = campaign({
      cities: [city('Law', ANN, '0303', 4, ['Courthouse']), city('Order', BO, '0903', 4, ['Courthouse'])],
    });
    const ctx = context(state, {
      dice: { 'corruption:Law': 12, 'courthouse:Law': 15, 'corruption:Order': 12, 'courthouse:Order': 5 },
    });
    incomePhase(ctx);
    expect(cityOf(ctx, 'Law').corruption).toBe(0);
    expect(cityOf(ctx, 'Order').corruption).toBe(7);
    expect(entries(ctx, ANN)).toEqual(['City income 400 Law']);
    expect(entries(ctx, BO)).toEqual(['City income 372 Order']);
    expect(rollKeys(ctx)).toEqual([
      'corruption:Law',
      'courthouse:Law',
      'corruption:Order',
      'courthouse:Order',
    ]);
  });

  it('a city without a Courthouse rolls no second die', () => {
    const ctx = context(campaign({ cities: [city('Plain', ANN, '0303', 3)] }));
    incomePhase(ctx);
    expect(rollKeys(ctx)).toEqual(['corruption:Plain']);
  });

  it('a Marketplace adds half: size 5, 10% corruption -> 750 x 0.9 = 675', () => {
    const ctx = context(campaign({ cities: [city('Bazaar', ANN, '0303', 5, ['Marketplace'])] }), {
      dice: { 'corruption:Bazaar': 10 },
    });
    incomePhase(ctx);
    expect(entries(ctx, ANN)).toEqual(['City income 675 Bazaar']);
  });

  it('a conquered city earns half: size 6 with Marketplace, 3% -> 900 x 0.5 = 450 x 0.97 = 436.5 -> 436', () => {
    const ctx = context(
      campaign({
        cities: [city('Taken', BO, '0303', 6, ['Marketplace'], { conquered: true, conqueredTurn: 3 })],
      }),
      { dice: { 'corruption:Taken': 3 } },
    );
    incomePhase(ctx);
    expect(entries(ctx, BO)).toEqual(['City income 436 Taken']);
  });

  it('after a failed siege income is halved that one turn, then besieged is cleared', () => {
    // Size 5 besieged: 250, 1% -> 247.5 -> 247. Besieged and conquered: 500 x 0.25 = 125, 20% -> 100.
    const state = campaign({
      cities: [
        city('Walls', ANN, '0303', 5, [], { besieged: true }),
        city('Ashes', BO, '0903', 5, [], { besieged: true, conquered: true }),
      ],
    });
    const ctx = context(state, { dice: { 'corruption:Walls': 1, 'corruption:Ashes': 20 } });
    incomePhase(ctx);
    expect(entries(ctx, ANN)).toEqual(['City income 247 Walls']);
    expect(entries(ctx, BO)).toEqual(['City income 100 Ashes']);
    expect(cityOf(ctx, 'Walls').besieged).toBe(false);
    expect(cityOf(ctx, 'Ashes').besieged).toBe(false);
    // The caller's state is untouched.
    expect(state.cities[0].besieged).toBe(true);
  });

  it('adds to the opening balance and logs each roll and payment with its rule', () => {
    const ctx = context(campaign({ cities: [city('High Keep', ANN, '0312', 2)] }), {
      balances: { [ANN]: 40 },
      dice: { 'corruption:High Keep': 20 },
    });
    incomePhase(ctx);
    expect(ctx.balance(ANN)).toBe(40 + 160);
    expect(ctx.events.map((e) => [e.phase, e.die, e.result, e.table])).toEqual([
      ['Income', 'd20', 20, 'Corruption'],
      ['Income', '', '', 'Table 1; RULINGS 14'],
    ]);
  });

  it('is deterministic: the same state and seed give the same events and entries', () => {
    const state = campaign({
      cities: [city('A', ANN, '0303', 7, ['Courthouse', 'Marketplace']), city('B', BO, '0909', 4)],
    });
    const run = () => {
      const ctx = context(state, { seed: 'same' });
      incomePhase(ctx);
      return [ctx.events, ctx.entries];
    };
    expect(run()).toEqual(run());
  });
});
