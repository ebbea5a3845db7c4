import { isBroken } from '../../../../src/engine/cs42/economy';
import { unitActionPhase } from '../../../../src/engine/cs42/turn/units';
import { ANN, army, BO, campaign, city, contextWithLines, effects } from './fixture-economy';

/** Broken Armies: "below the minimum sized army allowed (5)" or Broken by fleeing a battle until it regroups. */

describe('Broken armies', () => {
  it('are those under size 5, or marked Broken by a battle', () => {
    expect(isBroken({ points: 499 })).toBe(true);
    expect(isBroken({ points: 500 })).toBe(false);
    expect(isBroken({ points: 900, broken: true })).toBe(true);
    expect(isBroken({ points: 900, broken: false })).toBe(false);
  });

  it('a battle-Broken army of size 9 on Hold moves one hex toward its nearest city; a Field one holds', () => {
    // 0505 is 4 hexes from Karak (0202); 0504 (direction 1) and 0404 (direction 6) are 3 from it: the lower
    // direction is taken (Broken Armies: "must always move at least one hex").
    const state = campaign({
      turn: 5,
      cities: [city('Karak', ANN, '0202', 4), city('Varn', BO, '1212', 4)],
      armies: [
        { ...army('Fled Host', ANN, '0505', 900), broken: true },
        army('Steady Host', ANN, '0808', 900),
      ],
    });
    const ctx = contextWithLines(state, [], { balances: { [ANN]: 1000 } });
    unitActionPhase(ctx, 1);
    unitActionPhase(ctx, 2);
    const where = (name: string) => ctx.state.armies.find((a) => a.name === name)?.hex;
    expect(where('Fled Host')).toEqual({ col: 5, row: 4 });
    expect(where('Steady Host')).toEqual({ col: 8, row: 8 });
    expect(effects(ctx, 'Fled Host')[0]).toBe(
      'is Broken and must move at least one hex: it moves to 0504, toward its nearest city',
    );
  });
});
