/** Rebellion and New Nation (002 LOSING A NATION), worked by hand on a small map. */
import {
  keepRecords,
  newNation,
  newNationProblems,
  NEW_NATION,
  rebel,
  rebellionProblem,
  type NewNationPlan,
} from '../../../src/engine/wm/rebellion';
import type { WmArmy, WmNation } from '../../../src/engine/wm/model';
import { areaOf, nationOf, stateOf } from './fixtures';

const beaten: WmNation = nationOf('Red', {
  race: 'Orcs',
  roster: [
    { unit: 'Orc Warriors', category: 'Infantry', cost: 60, bought: 6, lost: 6 },
    { unit: 'Wolf Riders', category: 'Cavalry', cost: 60, bought: 4, lost: 4 },
  ],
  characters: [
    { name: 'Grom', type: 'General', status: 'dead', items: [] },
    { name: 'Urk', type: 'Hero', status: 'active', items: ['Orc Banner'] },
  ],
  onceOwned: ['Old Town', 'Lost Town'],
});
const world = stateOf({
  areas: [
    areaOf('Old Town', 'Blue', 'Town'),
    areaOf('Lost Town', 'Blue'),
    areaOf('Blue Town', 'Blue', 'Town'),
    areaOf('Isle', null, 'Village', { coastal: true, landmass: 'Lustria' }),
  ],
  nations: [beaten, nationOf('Blue')],
});

describe('Rebellion (002 LOSING A NATION)', () => {
  it('no troops and no areas: a town it once owned, still a town, is taken; the Rebel leader named', () => {
    expect(rebellionProblem(world, 'Red', 'Old Town')).toBeNull();
    const r = rebel(world, 'Red', 'Old Town', 'Urk');
    expect(r.state.areas[0]).toMatchObject({ name: 'Old Town', owner: 'Red', pop: 'Town' });
    expect(r.state.nations[0]?.rebelLeader).toBe('Urk');
    expect(r.events[0]?.effect).toBe('rebels: takes Old Town from Blue, led by Urk (the Rebel leader)');
  });
  it('refused: a town it never owned, a town gone, or a nation with troops left', () => {
    expect(rebellionProblem(world, 'Red', 'Blue Town')).toBe('Blue Town was never a town of Red');
    expect(rebellionProblem(world, 'Red', 'Lost Town')).toBe('Lost Town holds no town any more');
    const armed = {
      ...world,
      nations: [nationOf('Red', { onceOwned: ['Old Town'] }), nationOf('Blue')],
    };
    expect(rebellionProblem(armed, 'Red', 'Old Town')).toBe(
      'Red still has troops on its roster or areas: no Rebellion',
    );
  });
  it('the leader captured or slain: the rebel nation is destroyed (areas uncontrolled, armies gone)', () => {
    const risen = rebel(world, 'Red', 'Old Town', 'Urk').state;
    const army: WmArmy = {
      name: 'Rebels',
      nation: 'Red',
      general: 'Urk',
      area: 'Old Town',
      location: 'Countryside',
      status: 'normal',
      cameFrom: null,
    };
    const fallen = {
      ...risen,
      armies: [army],
      nations: risen.nations.map((n) =>
        n.name === 'Red'
          ? {
              ...n,
              characters: n.characters.map((c) =>
                c.name === 'Urk' ? { ...c, status: 'captured' as const, capturedBy: 'Blue' } : c,
              ),
            }
          : n,
      ),
    };
    const r = keepRecords(fallen);
    expect(r.state.areas[0]?.owner).toBeNull();
    expect(r.state.armies).toEqual([]);
    expect(r.events[0]?.effect).toBe(
      'the Rebel leader Urk is captured: the rebel nation is destroyed; Red must start a new nation',
    );
    expect(keepRecords(risen).events).toEqual([]);
  });
  it('the towns and cities each nation owns are remembered ("previously owned")', () => {
    const r = keepRecords(world);
    expect(r.state.nations.find((n) => n.name === 'Blue')?.onceOwned).toEqual(['Old Town', 'Blue Town']);
  });
});

describe('New Nation (002 LOSING A NATION)', () => {
  const plan: NewNationPlan = {
    name: 'Black Sails',
    nation: 'Red',
    race: 'Goblins',
    destination: 'Lustria',
    general: 'Skarsnik',
    admiral: 'Gobbla',
    characters: [{ type: 'Hero', name: 'Snaga' }],
    units: [
      { unit: 'Orc Warriors', count: 6 },
      { unit: 'Wolf Riders', count: 4 },
    ],
    item: 'Prodder',
  };
  it('10 units, 10 boats, an Admiral, 5 points of characters (General 3 + Hero 2), 1 magic item', () => {
    expect(NEW_NATION).toEqual({ units: 10, boats: 10, characterPoints: 5, items: 1 });
    expect(newNationProblems(world, plan)).toEqual([]);
    const r = newNation(world, plan);
    const red = r.state.nations[0];
    expect(red).toMatchObject({ race: 'Goblins', spareItems: ['Prodder'] });
    expect(red?.roster.map((e) => [e.unit, e.bought, e.lost])).toEqual([
      ['Orc Warriors', 6, 0],
      ['Wolf Riders', 4, 0],
    ]);
    expect(red?.characters.map((c) => [c.name, c.type, c.status])).toEqual([
      ['Grom', 'General', 'dead'],
      ['Skarsnik', 'General', 'active'],
      ['Gobbla', 'Admiral', 'active'],
      ['Snaga', 'Hero', 'active'],
    ]);
    expect(r.state.expeditions?.[0]).toMatchObject({
      name: 'Black Sails',
      boats: 10,
      port: '',
      status: 'at sea',
    });
  });
  it('refused: the defeated player’s own race, 9 units, 7 points of characters, a nation still standing', () => {
    expect(
      newNationProblems(world, {
        ...plan,
        race: 'orcs',
        units: [{ unit: 'Orc Warriors', count: 9 }],
        characters: [
          { type: 'Hero', name: 'Snaga' },
          { type: 'Magic User', name: 'Zog' },
        ],
      }),
    ).toEqual([
      'a defeated player may not choose his original race (Orcs): choose Exodus instead',
      '7 points of characters with the General: a New Nation has 5',
      '9 unit(s): a New Nation sails with 10',
    ]);
    expect(newNationProblems(world, { ...plan, nation: 'Blue' })[0]).toBe(
      'Blue still has areas or troops: a New Nation is for a defeated or new player',
    );
  });
});
