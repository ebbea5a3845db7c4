import { actions, ANN, army, BO, campaign, city, effects, KARAK, LOTUS, unit } from './fixture-units';

/**
 * A turn report is the player's, so its lines may name only what he may see (VISIBILITY: cities are visible to
 * all, but tunnels and what lies in them are "unseen by forces above ground"; armies only where he sees). Both
 * cases failed before: the report named Bo's hidden underground city, and a follow whose target never came near
 * said nothing, so the silence told the player the name was real.
 */
describe('a turn report names nothing the player may not see', () => {
  it('Found City too near Bo’s underground city says "a city", not its name (Table 10: 3 or more hexes)', () => {
    const s = campaign({
      map: { '0308': { terrain: 'Underground' } },
      cities: [KARAK, LOTUS, city('Deep Hold', BO, '0308', 2)],
      units: [unit('Pilgrims', ANN, 'Settler', '0306')],
    });
    const ctx = actions(s, {
      orders: { [ANN]: 'Pilgrims - Found City New Varn' },
      previous: { [ANN]: { Pilgrims: ['FoundCity'] } },
    });
    expect(effects(ctx, 'Pilgrims')).toContain(
      'Found City New Varn fails: a city is 2 hex(es) away; a new city needs 3 or more',
    );
  });

  it('following an army that stands still far away, or one that does not exist, reads the same (ARMY ACTIONS, Move)', () => {
    const s = campaign({
      armies: [army('Iron Host', ANN, '0303', 800), army('Gorthak Horde', BO, '1010', 500)],
    });
    const far = actions(s, { orders: { [ANN]: 'Iron Host - Move 2 follow Gorthak Horde' } });
    const none = actions(s, { orders: { [ANN]: 'Iron Host - Move 2 follow Phantom Legion' } });
    expect(effects(far, 'Iron Host')).toContain('Gorthak Horde not within reach: moves as written');
    expect(effects(none, 'Iron Host')).toContain('Phantom Legion not within reach: moves as written');
  });
});
