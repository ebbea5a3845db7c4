import { CALAMITIES, calamityPhase } from '../../../../src/engine/cs42/turn/calamities';
import { miscommunicatedArmies } from '../../../../src/engine/cs42/turn/cities';
import { incomePhase } from '../../../../src/engine/cs42/turn/income';
import {
  ANN,
  army,
  BO,
  campaign,
  city,
  cityOf,
  context,
  effects,
  entries,
  rollKeys,
  Setup,
} from './fixture-economy';

/** Calamities (RULINGS 22): d10 = 1 strikes, then a d6 in the book's order. Expected values worked by hand. */

const KIND: Record<string, number> = Object.fromEntries(CALAMITIES.map((c, i) => [c, i + 1]));
/** Ann suffers `calamity`, Bo is spared. */
const annSuffers = (calamity: string, more: Record<string, number> = {}) => ({
  'calamity:Ann': 1,
  'calamity-kind:Ann': KIND[calamity],
  'calamity:Bo': 5,
  ...more,
});

const twoCities: Setup = {
  cities: [city('Karak', ANN, '0303', 5, ['Granary', 'Aqueduct']), city('Hollow', ANN, '0308', 2)],
};

describe('calamityPhase', () => {
  it('rolls a d10 per player, 1 strikes (10%), then a d6 for which', () => {
    const ctx = context(campaign(twoCities), { dice: { 'calamity:Ann': 2, 'calamity:Bo': 10 } });
    calamityPhase(ctx);
    expect(rollKeys(ctx)).toEqual(['calamity:Ann', 'calamity:Bo']);
    expect(ctx.events.map((e) => e.effect)).toEqual(['no calamity', 'no calamity']);
    expect(CALAMITIES).toEqual([
      'Famine',
      'Epidemic',
      'Barbarian Horde',
      'Miscommunication',
      'Treachery',
      'Slave/Worker Revolt',
    ]);
  });

  it('Famine: a random city loses d3 size, a Granary cancels d4 of it', () => {
    // Karak (1st of 2 cities) loses 3, the Granary saves 1: 5 -> 3.
    const ctx = context(campaign(twoCities), {
      dice: annSuffers('Famine', { 'calamity-city:Ann': 1, 'famine:Karak': 3, 'famine-granary:Karak': 1 }),
    });
    calamityPhase(ctx);
    expect(cityOf(ctx, 'Karak').size).toBe(3);
    expect(rollKeys(ctx)).toEqual([
      'calamity:Ann',
      'calamity-kind:Ann',
      'calamity-city:Ann',
      'famine:Karak',
      'famine-granary:Karak',
      'calamity:Bo',
    ]);
  });

  it('Famine: size 0 destroys the city (no Granary to help)', () => {
    const ctx = context(campaign(twoCities), {
      dice: annSuffers('Famine', { 'calamity-city:Ann': 2, 'famine:Hollow': 3 }),
    });
    calamityPhase(ctx);
    expect(cityOf(ctx, 'Hollow').size).toBe(0);
    expect(effects(ctx, 'Hollow')).toContain('Famine: Hollow falls from size 2 to 0 and is destroyed');
    expect(ctx.result().cities.map((c) => c.name)).toEqual(['Karak']);
  });

  it('Epidemic: an Aqueduct may cancel it altogether (d4 4 >= d3 3)', () => {
    const ctx = context(campaign(twoCities), {
      dice: annSuffers('Epidemic', {
        'calamity-city:Ann': 1,
        'epidemic:Karak': 3,
        'epidemic-aqueduct:Karak': 4,
      }),
    });
    calamityPhase(ctx);
    expect(cityOf(ctx, 'Karak').size).toBe(5);
    expect(effects(ctx, 'Karak')).toContain('Epidemic: Karak keeps size 5');
  });

  it('Treachery: 10%-100% of the city’s income this turn, found by another player; 25% to learn who', () => {
    // Karak size 5, corruption 10% -> 450; Treachery d10 = 3 -> 30% = 135, Bo (the only other) finds it.
    const ctx = context(campaign(twoCities), {
      dice: annSuffers('Treachery', {
        'corruption:Karak': 10,
        'corruption:Hollow': 1,
        'calamity-city:Ann': 1,
        'treachery:Karak': 3,
        'treachery-known:Karak': 1,
      }),
    });
    incomePhase(ctx);
    calamityPhase(ctx);
    expect(entries(ctx, ANN)).toEqual([
      'City income 450 Karak',
      'City income 198 Hollow',
      'Special -135 Treachery in Karak',
    ]);
    expect(entries(ctx, BO)).toEqual(['Special 135 Treachery in Karak']);
    expect(effects(ctx, 'Karak')).toContain('Treachery: Ann finds out that Bo took the money (25%)');
  });

  it('Slave/Worker Revolt: 5%-25% of the city’s income this turn, rounded down', () => {
    // 450 x 25% = 112.5 -> 112.
    const ctx = context(campaign(twoCities), {
      dice: annSuffers('Slave/Worker Revolt', {
        'corruption:Karak': 10,
        'calamity-city:Ann': 1,
        'revolt:Karak': 5,
      }),
    });
    incomePhase(ctx);
    calamityPhase(ctx);
    expect(entries(ctx, ANN).at(-1)).toBe('Special -112 Slave/Worker Revolt in Karak');
    expect(entries(ctx, BO)).toEqual([]);
  });

  it('Barbarian Horde: size 5 + d10 appears 5 hexes from a random army, for the moderator', () => {
    // Iron Host at 0707; d10 4 -> size 9; direction 4 (south) five hexes -> 0712.
    const ctx = context(campaign({ armies: [army('Iron Host', ANN, '0707', 800)] }), {
      dice: annSuffers('Barbarian Horde', { 'horde-size:Iron Host': 4, 'horde-direction:Iron Host': 4 }),
    });
    calamityPhase(ctx);
    expect(effects(ctx, 'Iron Host').at(-1)).toMatch(
      /^Barbarian Horde of size 9 targets Iron Host \(Ann\) and appears 5 hexes away at 0712; .*\(moderator\)$/,
    );
  });

  it('Miscommunication: a random army must take two moves in random directions, exposed for movement', () => {
    const ctx = context(
      campaign({ armies: [army('Iron Host', ANN, '0707', 800), army('Red Host', ANN, '0303', 600)] }),
      {
        dice: annSuffers('Miscommunication', {
          'calamity-army:Ann': 2,
          'miscommunication-move:Red Host:1': 3,
          'miscommunication-move:Red Host:2': 5,
        }),
      },
    );
    calamityPhase(ctx);
    expect([...miscommunicatedArmies(ctx)]).toEqual([['red host', [3, 5]]]);
    expect(effects(ctx, 'Red Host').at(-1)).toMatch(/must take two moves this turn, direction 3 then 5/);
  });

  it('a calamity with nothing to strike is logged and does nothing', () => {
    const ctx = context(campaign(), { dice: annSuffers('Famine') });
    calamityPhase(ctx);
    expect(effects(ctx, ANN).at(-1)).toBe('Famine: Ann has no city, no effect');
    expect(ctx.entries).toEqual([]);
  });

  it('is deterministic', () => {
    const state = campaign({ ...twoCities, armies: [army('Iron Host', ANN, '0707', 800)] });
    const run = () => {
      const ctx = context(state, { seed: 's', dice: { 'calamity:Ann': 1, 'calamity:Bo': 1 } });
      incomePhase(ctx);
      calamityPhase(ctx);
      return [ctx.events, ctx.entries, ctx.state.cities];
    };
    expect(run()).toEqual(run());
  });
});
