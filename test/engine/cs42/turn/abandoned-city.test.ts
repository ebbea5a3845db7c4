import { abandonedLastTurn, mayRecruitIn } from '../../../../src/engine/cs42/city-actions';
import { cityActionPhase } from '../../../../src/engine/cs42/turn/cities';
import { incomePhase } from '../../../../src/engine/cs42/turn/income';
import { unitActionPhase } from '../../../../src/engine/cs42/turn/units';
import {
  ANN,
  army,
  campaign,
  city,
  cityOf,
  contextWithLines,
  effects,
  entries,
  handLine,
  rollKeys,
} from './fixture-economy';

/**
 * CITY ACTIONS, Abandon City: "A city being abandoned may not be used to recruit troops, nor may it collect
 * income or take any actions on the following turn even if it is not conquered." The lines are made by hand,
 * as an accepted receipt would hand them over, so the resolver's own refusal is what is tested.
 */

const WHY =
  'Karak was abandoned on turn 4: it collects no income and takes no action this turn (CITY ACTIONS, Abandon City)';

describe('a city abandoned last turn', () => {
  it('is abandoned last turn only in the turn right after', () => {
    expect(abandonedLastTurn({ abandonedTurn: 4 }, 5)).toBe(true);
    expect(abandonedLastTurn({ abandonedTurn: 3 }, 5)).toBe(false);
    expect(abandonedLastTurn({ abandonedTurn: 5 }, 5)).toBe(false);
    expect(abandonedLastTurn({ abandonedTurn: null }, 5)).toBe(false);
    expect(abandonedLastTurn({}, 5)).toBe(false);
  });

  it('collects no income and rolls no corruption; another city of the owner does', () => {
    const state = campaign({
      turn: 5,
      cities: [city('Karak', ANN, '0303', 4, [], { abandonedTurn: 4 }), city('Varn', ANN, '0909', 2)],
    });
    const ctx = contextWithLines(state, [], { dice: { 'corruption:Varn': 10 } });
    incomePhase(ctx);
    // Varn: size 2 x 100 = 200, less 10% corruption = 180 (Table 1; RULINGS 14).
    expect(entries(ctx, ANN)).toEqual(['City income 180 Varn']);
    expect(effects(ctx, 'Karak')).toEqual([`no income: ${WHY}`]);
    expect(rollKeys(ctx)).toEqual(['corruption:Varn']);
  });

  it('takes no action: a Grow is refused with the reason, and no die is rolled', () => {
    const state = campaign({ turn: 5, cities: [city('Karak', ANN, '0303', 3, [], { abandonedTurn: 4 })] });
    const ctx = contextWithLines(state, [handLine('Karak', 'Grow', null)], { dice: { 'grow:Karak:1': 20 } });
    cityActionPhase(ctx, 1);
    cityActionPhase(ctx, 2);
    expect(cityOf(ctx, 'Karak').size).toBe(3);
    expect(effects(ctx, 'Karak')).toEqual([`Grow fails: ${WHY}`]);
    expect(rollKeys(ctx)).toEqual([]);
  });

  it('is not used to recruit troops, the turn it is abandoned or the next', () => {
    expect(mayRecruitIn({ abandonedTurn: 5 }, 5)).toBe(false);
    expect(mayRecruitIn({ abandonedTurn: 4 }, 5)).toBe(false);
    expect(mayRecruitIn({ abandonedTurn: 3 }, 5)).toBe(true);
    const state = campaign({
      turn: 5,
      cities: [city('Karak', ANN, '0303', 4, [], { abandonedTurn: 4 })],
      armies: [army('Guard', ANN, '0303', 600, 'city')],
    });
    const recruit = {
      ...handLine('Guard', 'Recruit', { type: 'points', points: 200, note: null }),
      kind: 'army' as const,
    };
    const ctx = contextWithLines(state, [recruit], { balances: { [ANN]: 1000 } });
    unitActionPhase(ctx, 1);
    expect(ctx.state.armies.find((a) => a.name === 'Guard')?.points).toBe(600);
    expect(entries(ctx, ANN)).toEqual([]);
    expect(effects(ctx, 'Guard')).toContain(
      'Recruit fails: Karak is being abandoned (turn 4): no troops are recruited there',
    );
  });

  it('Abandon City records the turn, and the city acts again two turns later', () => {
    const state = campaign({ turn: 5, cities: [city('Karak', ANN, '0303', 2)] });
    const ctx = contextWithLines(state, [handLine('Karak', 'AbandonCity', null)], {
      dice: { 'abandon:Karak:1': 8, 'abandon:Karak:2': 8 },
    });
    cityActionPhase(ctx, 1);
    expect(cityOf(ctx, 'Karak')).toMatchObject({ size: 2, abandonedTurn: 5 });
    expect(abandonedLastTurn(cityOf(ctx, 'Karak'), 6)).toBe(true);
    expect(abandonedLastTurn(cityOf(ctx, 'Karak'), 7)).toBe(false);
  });
});
