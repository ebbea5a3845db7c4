import { actions, ANN, campaign, effects, unit, where } from './fixture-units';

/** SETTLER ACTIONS, Found City (two consecutive actions, one a turn; RULINGS 20: 3+ hexes from every city). */

const found = (name: string) => [ANN, { [name]: ['FoundCity' as const] }] as const;

describe('Found City', () => {
  it('the first action only begins the work', () => {
    const s = campaign({ units: [unit('Pilgrims', ANN, 'Settler', '0306', 2)] });
    const ctx = actions(s, { orders: { [ANN]: 'Pilgrims - Found City New Varn' } });
    expect(ctx.state.cities.map((c) => c.name)).toEqual(['Karak', 'Lotus Spire']);
    expect(where(ctx, 'Pilgrims')).toBe('0306');
  });

  it('the second (next turn) founds a city of the band’s size and removes the band', () => {
    const s = campaign({ units: [unit('Pilgrims', ANN, 'Settler', '0306', 2)] });
    const [player, prev] = found('Pilgrims');
    const ctx = actions(s, {
      orders: { [ANN]: 'Pilgrims - Found City New Varn' },
      previous: { [player]: prev },
    });
    expect(ctx.state.cities.find((c) => c.name === 'New Varn')).toMatchObject({
      player: ANN,
      size: 2,
      conquered: false,
    });
    expect(where(ctx, 'Pilgrims')).toBeNull();
  });

  it('two bands 2 hexes apart: the first founds, the second is then too close', () => {
    const s = campaign({
      units: [unit('Pilgrims', ANN, 'Settler', '0306'), unit('Wanderers', ANN, 'Settler', '0308')],
    });
    const ctx = actions(s, {
      orders: { [ANN]: 'Pilgrims - Found City New Varn\nWanderers - Found City Far Varn' },
      previous: { [ANN]: { Pilgrims: ['FoundCity'], Wanderers: ['FoundCity'] } },
    });
    expect(ctx.state.cities.map((c) => c.name)).toEqual(['Karak', 'Lotus Spire', 'New Varn']);
    expect(effects(ctx, 'Wanderers')).toEqual([
      'Found City Far Varn fails: New Varn is 2 hex(es) away; a new city needs 3 or more',
    ]);
  });

  it('on a Ruined City one action is enough (TERRAIN, Ruined/Abandoned City)', () => {
    const s = campaign({
      map: { '0306': { special: 'Ruined City' } },
      units: [unit('Pilgrims', ANN, 'Settler', '0306')],
    });
    const ctx = actions(s, { orders: { [ANN]: 'Pilgrims - Found City New Varn' } });
    expect(ctx.state.cities.map((c) => c.name)).toContain('New Varn');
    expect(ctx.state.map.hexes.get('0306')?.special).toBeNull();
  });
});
