import { Dice } from '../../../src/engine/dice';
import { newYearEconomy } from '../../../src/engine/wm/new-year-economy';
import { areaOf, holdings, nationOf, stateOf } from './fixtures';

describe('A whole New Year economy (002 TURN ORDER, WM-R1; PRODUCTION; WM-R12, WM-R16, WM-R21)', () => {
  it('ransom, Chaos, tally, removal and production for two nations, worked by hand', () => {
    const state = stateOf({
      year: 1,
      month: 12,
      areas: [
        ...holdings('Red', 12, 1),
        areaOf('Waste', 'Red', 'Village', { chaos: true }),
        ...holdings('Blue', 2, 0, 1),
      ],
      nations: [
        nationOf('Red', {
          characters: [
            { name: 'Grom', type: 'General', status: 'active', items: [] },
            { name: 'Ugg', type: 'Hero', status: 'captured', capturedBy: 'Blue', items: [] },
          ],
        }),
        nationOf('Blue'),
      ],
      armies: [
        {
          name: 'Horde',
          nation: 'Red',
          general: 'Grom',
          area: 'RedT1',
          location: 'Countryside',
          status: 'normal',
          cameFrom: null,
        },
      ],
    });
    const choices = new Map([
      ['Red', { ransoms: [{ character: 'Ugg', cede: ['RedV1', 'RedV2'] }], towns: ['RedV3'] }],
      ['Blue', {}],
    ]);
    const out = newYearEconomy(state, choices, new Dice('ny', new Map([['chaos:Waste', 9]])));
    // Red: 1 town + 13 village areas, 2 ceded: 2 + 11 + 2 Chaos villages (d10 9) = PT 15; (30 + 5) x 100; 15 + 2.
    expect(out.tallies.get('Red')).toMatchObject({ pt: 15, rosterPoints: 3500, characterPoints: 17 });
    // Blue: a city and no town, so Last Stand degrades the city to a town before the tally; with 2 villages
    // (the ceded areas count for no one): 2 + 2 = 4; (8 + 5) x 100; 4 + 2.
    expect(out.tallies.get('Blue')).toMatchObject({ pt: 4, rosterPoints: 1300, characterPoints: 6 });
    const pop = (name: string) => out.state.areas.find((a) => a.name === name)?.pop;
    // Blue's Last Stand town needs no support this year: it stays.
    expect(out.state.areas.find((a) => a.name === 'BlueC1')).toMatchObject({ pop: 'Town', lastStand: true });
    // Red: 11 villages, 1 town: one new town leaves 10 villages for 2 towns (WM-R12).
    expect(pop('RedV3')).toBe('Town');
    expect(out.state).toMatchObject({ year: 2, month: 1, armies: [] });
    expect(out.state.nations[0]?.roster.map((e) => e.lost)).toEqual([0, 0]);
    expect(out.state.nations[0]?.characters[1]).toMatchObject({ status: 'active' });
    expect(out.events.map((e) => e.step)).toEqual([
      'NY1 Remove armies',
      'NY2 Ransom',
      'NY3 Tally',
      'NY3 Tally',
      'NY3 Tally',
      'NY3 Tally',
      'NY4 Production',
    ]);
  });
  it('a second town for Red is refused: the allowance is one', () => {
    const state = stateOf({ areas: holdings('Red', 11, 1) });
    expect(() =>
      newYearEconomy(state, new Map([['Red', { towns: ['RedV1', 'RedV2'] }]]), new Dice('ny')),
    ).toThrow('may place 1 new town, not 2');
  });
});
