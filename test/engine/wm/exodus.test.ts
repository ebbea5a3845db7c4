/** Exodus (002 LOSING A NATION), worked by hand on a small map. */
import { declareExodus, exodusProblem } from '../../../src/engine/wm/exodus';
import type { WmArmy } from '../../../src/engine/wm/model';
import { areaOf, nationOf, stateOf } from './fixtures';

const horde: WmArmy = {
  name: 'Horde',
  nation: 'Red',
  general: 'Grom',
  area: 'R1',
  location: 'Countryside',
  status: 'normal',
  cameFrom: null,
};
const red = nationOf('Red', {
  capital: 'Cap',
  characters: [
    { name: 'Grom', type: 'General', status: 'active', items: [] },
    { name: 'Urk', type: 'Hero', status: 'active', items: [] },
    { name: 'Old', type: 'Hero', status: 'dead', items: [] },
  ],
});
const small = stateOf({
  areas: [
    areaOf('Cap', 'Red', 'Town', { coastal: true }),
    areaOf('R1', 'Red'),
    areaOf('B1', 'Blue'),
    areaOf('Isle', null, 'Village', { coastal: true, landmass: 'Isle' }),
  ],
  nations: [red, nationOf('Blue')],
  armies: [horde],
});

describe('Exodus (002 LOSING A NATION)', () => {
  it('1 army and 2 areas: towns removed, areas uncontrolled; the remaining troops and characters take ship', () => {
    const r = declareExodus(small, 'Red', 'Flight');
    expect(r.state.areas.map((a) => [a.name, a.owner, a.pop])).toEqual([
      ['Cap', null, 'Village'],
      ['R1', null, 'Village'],
      ['B1', 'Blue', 'Village'],
      ['Isle', null, 'Village'],
    ]);
    expect(r.state.armies).toEqual([]);
    // The fixture's roster: Orc Warriors 10 bought, 2 lost = 8; Wolf Riders 4: 12 units, 12 boats
    expect(r.state.expeditions).toEqual([
      expect.objectContaining({
        name: 'Flight',
        // The army stands in R1, a village inland: the fleet takes ship from the port, Cap.
        port: 'Cap',
        destination: '',
        general: 'Grom',
        admiral: '',
        units: [
          { unit: 'Orc Warriors', count: 8 },
          { unit: 'Wolf Riders', count: 4 },
        ],
        boats: 12,
        characters: ['Urk'],
        status: 'at sea',
        exodus: true,
      }),
    ]);
    expect(r.events[0]?.effect).toContain('Cap, R1 uncontrolled');
  });
  it('what all see: the areas left and a fleet sailing; its General and size under the fleet’s own name', () => {
    // Found by the review: every player read "takes ship … under Hearthguard Dain with 20 unit(s)".
    const r = declareExodus(small, 'Red', 'Flight');
    expect(r.events.map((e) => [e.subject, e.effect])).toEqual([
      ['Red', 'declares an Exodus: Cap, R1 uncontrolled, its towns removed; a fleet sails from Cap'],
      [
        'Flight',
        'takes ship from Cap under Grom with 12 unit(s) and 12 boat(s), and chooses a landmass next month',
      ],
    ]);
  });
  it('refused with no coastal town or city to take ship from, or no other landmass to sail to', () => {
    // Found by the review: Karak Dum (inland) took ship; on a one-landmass map the fleet could never sail.
    const inland = {
      ...small,
      areas: small.areas.map((a) => (a.name === 'Cap' ? { ...a, coastal: false } : a)),
    };
    expect(exodusProblem(inland, 'Red', 'F')).toBe(
      'Red holds no coastal town or city to take ship from (an Exodus fleet performs as an expedition, which leaves from a port: EXPEDITIONS & EXPLORING, Port)',
    );
    const one = { ...small, areas: small.areas.filter((a) => a.name !== 'Isle') };
    expect(exodusProblem(one, 'Red', 'F')).toBe(
      'the map has no landmass but Main: an Exodus sails to "any landmass except the one from which the nation is leaving"',
    );
  });
  it('refused with 2 armies, or 3 areas, a fleet name taken, or an army besieged', () => {
    expect(exodusProblem({ ...small, armies: [horde, { ...horde, name: 'H2' }] }, 'Red', 'F')).toBe(
      'Red has 2 army(ies) and 2 area(s): Exodus needs at most 1 and 2',
    );
    expect(exodusProblem({ ...small, areas: [...small.areas, areaOf('R2', 'Red')] }, 'Red', 'F')).toBe(
      'Red has 1 army(ies) and 3 area(s): Exodus needs at most 1 and 2',
    );
    expect(exodusProblem(small, 'Red', 'Horde')).toBe('an army, expedition or nation is already named Horde');
    expect(exodusProblem({ ...small, armies: [{ ...horde, status: 'besieged' }] }, 'Red', 'F')).toBe(
      'Horde is besieged: it cannot take ship',
    );
  });
  it('with no army the first active General leads it from the capital', () => {
    const r = declareExodus({ ...small, armies: [] }, 'Red', 'Flight');
    expect(r.state.expeditions?.[0]).toMatchObject({ port: 'Cap', general: 'Grom' });
  });
});
