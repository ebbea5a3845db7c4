/**
 * EXPEDITIONS & EXPLORING (book 002), worked by hand: the requirements (Port, Admiral, Expedition Army, boats by
 * WM-R15), every row of the Expedition chart (WM-R13, WM-R14, WM-R32; Sea Monster by the moderator's result,
 * WM-R24), landing (Successful Expeditions) and New Year step 5 (WM-R1).
 */
import { Dice } from '../../../src/engine/dice';
import {
  boatsFor,
  expedition,
  goToSea,
  landingRefusal,
  piratesAfloat,
  planProblems,
  portRefusal,
  removeUnsuccessful,
  type ExpeditionPlan,
} from '../../../src/engine/wm/expedition';
import { seaMonth, type SeaChoices } from '../../../src/engine/wm/expedition-month';
import type { WmExpedition, WmState } from '../../../src/engine/wm/model';
import { turnsToWrite } from '../../../src/engine/wm/orders-ahead';
import { areaOf, nationOf, stateOf } from './fixtures';

const red = nationOf('Red', {
  roster: [
    { unit: 'Orc Warriors', category: 'Infantry', cost: 60, bought: 10, lost: 2 },
    { unit: 'Wolf Riders', category: 'Cavalry', cost: 60, bought: 4, lost: 0 },
    { unit: 'Trolls', category: 'Monsters', cost: 110, bought: 2, lost: 0 },
    { unit: 'Rock Lobber', category: 'Artillery', cost: 80, bought: 2, lost: 0 },
    { unit: 'Snotlings', category: 'Specials', cost: 30, bought: 2, lost: 0 },
  ],
  characters: [
    { name: 'Grom', type: 'General', status: 'active', items: [] },
    { name: 'Nar', type: 'Admiral', status: 'active', items: [] },
    { name: 'Urk', type: 'Hero', status: 'active', items: [] },
    { name: 'Zog', type: 'Magic User', status: 'active', items: [] },
  ],
});
const world = stateOf({
  areas: [
    areaOf('Harbour', 'Red', 'Town', { coastal: true }),
    areaOf('Inland', 'Red', 'Town'),
    areaOf('Shore', null, 'Village', { coastal: true }),
    areaOf('Beach', null, 'Village', { coastal: true, landmass: 'West Isle' }),
    areaOf('Port2', 'Blue', 'Town', { coastal: true, landmass: 'West Isle' }),
    areaOf('Hills', null, 'Village', { landmass: 'West Isle' }),
    areaOf('Rock', null, 'Village', { coastal: true, landmass: 'New Isle' }),
  ],
  nations: [red, nationOf('Blue')],
});

const fleet: WmExpedition = {
  name: 'Fleet',
  nation: 'Red',
  port: 'Harbour',
  destination: 'West Isle',
  general: 'Grom',
  admiral: 'Nar',
  units: [
    { unit: 'Orc Warriors', count: 3 },
    { unit: 'Wolf Riders', count: 1 },
  ],
  boats: 5,
  advantages: 0,
  characters: ['Urk'],
  healer: false,
  status: 'at sea',
  area: null,
  result: '',
  mutinied: 0,
  piratesSunk: 0,
  monster: null,
  monsterResult: null,
  ally: null,
  exodus: false,
};
const at = (patch: Partial<WmExpedition> = {}, more: WmExpedition[] = []): WmState => ({
  ...world,
  expeditions: [{ ...fleet, ...patch }, ...more],
});
const dice = (d20: number, extra: [string, number][] = []) =>
  new Dice('sea', new Map<string, number>([['expedition:Fleet', d20], ...extra]));
const month = (s: WmState, d: Dice, choices: SeaChoices = {}) => {
  const r = seaMonth(s, 'Fleet', d, choices);
  return { ...r, e: expedition(r.state, 'Fleet') };
};
const lost = (s: WmState, unit: string): number =>
  s.nations.find((n) => n.name === 'Red')?.roster.find((e) => e.unit === unit)?.lost ?? -1;

const plan: ExpeditionPlan = {
  name: 'Fleet',
  nation: 'Red',
  port: 'Harbour',
  destination: 'West Isle',
  general: 'Grom',
  admiral: 'Nar',
  units: fleet.units,
  // 1 Rock Lobber = 2 boats, 2 Orc Warriors = 2 boats: 4 boats for 4 units (WM-R15)
  exchanged: [
    { unit: 'Rock Lobber', count: 1 },
    { unit: 'Orc Warriors', count: 2 },
  ],
  characters: ['Urk'],
};

describe('Expedition requirements (002 EXPEDITIONS & EXPLORING; WM-R15)', () => {
  it('boats: 1 artillery and 1 chariot give 4, 3 infantry give 3: 7; a Special cannot be exchanged', () => {
    expect(
      boatsFor([
        { category: 'Artillery', count: 1 },
        { category: 'Chariots', count: 1 },
        { category: 'Infantry', count: 3 },
      ]),
    ).toBe(7);
    expect(() => boatsFor([{ category: 'Specials', count: 1 }])).toThrow('cannot be exchanged');
  });
  it('a port is a coastal town or city of the nation', () => {
    expect(portRefusal(world, 'Red', 'Harbour')).toBeNull();
    expect(portRefusal(world, 'Red', 'Inland')).toBe('Inland is not a coastal town or city of Red');
  });
  it('the plan: 4 units, 1 General, an Admiral, 4 boats from the roster: no problem', () => {
    expect(planProblems(world, plan)).toEqual([]);
  });
  it('every requirement broken is named', () => {
    expect(
      planProblems(world, {
        ...plan,
        port: 'Inland',
        destination: 'Atlantis',
        general: 'Urk',
        admiral: 'Zog',
        characters: ['Grom'],
        units: [{ unit: 'Orc Warriors', count: 2 }],
        exchanged: [
          { unit: 'Orc Warriors', count: 7 },
          { unit: 'Snotlings', count: 1 },
        ],
      }),
    ).toEqual([
      'Inland is not a coastal town or city of Red',
      'Atlantis is not a landmass on the map',
      'Urk is not an active General of Red',
      'Zog is not an active Admiral of Red (a 2-point character)',
      'Grom is not an active character of Red other than a General or Admiral',
      '2 unit(s) aboard: an expedition needs at least 3',
      // 2 aboard + 7 exchanged = 9 of 10 bought - 2 lost = 8
      'Orc Warriors: 9 wanted, 8 on the national roster',
      'Snotlings (Specials) cannot be exchanged for boats (WM-R15)',
    ]);
    expect(planProblems(world, { ...plan, exchanged: [{ unit: 'Orc Warriors', count: 3 }] })).toEqual([
      '3 boat(s) for 4 unit(s): ships must be >= units (WM-R15)',
    ]);
  });
  it('going to sea: the exchanged units leave this year’s roster (lost), 4 boats, at sea, no advantage', () => {
    const r = goToSea(world, plan);
    expect(r.exchanged).toBe(3);
    expect(lost(r.state, 'Orc Warriors')).toBe(4);
    expect(lost(r.state, 'Rock Lobber')).toBe(1);
    expect(expedition(r.state, 'Fleet')).toMatchObject({ boats: 4, advantages: 0, status: 'at sea' });
    expect(() => goToSea(r.state, plan)).toThrow('already named Fleet');
  });
  it('an allied aquatic nation gives any later expedition 3 advantages (Expedition Chart 18)', () => {
    const allied = {
      ...world,
      expeditions: [{ ...fleet, name: 'Old', status: 'landed' as const, ally: 'Zog' }],
    };
    expect(expedition(goToSea(allied, plan).state, 'Fleet').advantages).toBe(3);
  });
});

describe('A month at sea, row by row (Expedition Chart; WM-R13, WM-R14)', () => {
  it('d20 12 + 3 advantages = 15: Good weather, +1 (4); 16 Excellent +2; 17 the Gods +3; 10-12 Sailing', () => {
    const m = month(at({ advantages: 3 }), dice(12));
    expect(m.e).toMatchObject({ advantages: 4, result: 'Good weather (15)' });
    expect(m.events[0]?.effect).toBe('Good weather: 15 with 3 advantage(s)');
    expect(month(at(), dice(16)).e.advantages).toBe(2);
    expect(month(at(), dice(17)).e.advantages).toBe(3);
    expect(month(at(), dice(11)).e).toMatchObject({ advantages: 0, boats: 5, result: 'Sailing (11)' });
  });
  it('d20 4: Disease, 2 boats and 2 units (the last listed first), marked lost; a healer 1 and 1', () => {
    const m = month(at(), dice(4));
    expect(m.e).toMatchObject({ boats: 3, units: [{ unit: 'Orc Warriors', count: 2 }] });
    expect(m.lost).toEqual([
      { unit: 'Wolf Riders', count: 1 },
      { unit: 'Orc Warriors', count: 1 },
    ]);
    expect(lost(m.state, 'Wolf Riders')).toBe(1);
    expect(lost(m.state, 'Orc Warriors')).toBe(3);
    expect(month(at({ healer: true }), dice(5)).e).toMatchObject({ boats: 4, units: [{ count: 3 }] });
  });
  it('d20 6-7: Storm takes an advantage while there is one, or a boat and a unit when the player says so', () => {
    expect(month(at({ advantages: 1 }), dice(5)).e).toMatchObject({ advantages: 0, boats: 5 });
    expect(month(at({ advantages: 1 }), dice(5), { storm: 'boat' }).e).toMatchObject({
      advantages: 1,
      boats: 4,
      units: [{ unit: 'Orc Warriors', count: 3 }],
    });
    expect(month(at(), dice(7)).e).toMatchObject({ advantages: 0, boats: 4 });
  });
  it('the Log row gives the die once, in its own column: "Storm" with no advantage, not "Storm (d20 6 + 0 …) (d20 6)"', () => {
    // Found by the review: "Sea Wolves: Storm (d20 6 + 0 advantages = 6) (d20 6)".
    const m = month(at(), dice(6));
    expect([m.events[0]?.effect, m.events[0]?.die, m.events[0]?.result]).toEqual(['Storm', 'd20', 6]);
  });
  it('d20 8: Lost at sea, -2 advantages; d20 1 - 2 = -1 reads as Mutiny (WM-R13): each ship d6, 6 rallies (WM-R32)', () => {
    expect(month(at({ advantages: 1 }), dice(7)).e.advantages).toBe(-1);
    const m = month(
      at({ advantages: -2 }),
      dice(1, [
        ['mutiny:Fleet#1', 6],
        ['mutiny:Fleet#2', 5],
        ['mutiny:Fleet#3', 6],
        ['mutiny:Fleet#4', 1],
        ['mutiny:Fleet#5', 6],
      ]),
    );
    // 2 ships turn pirate: 3 boats for 4 units, so the unit without a ship goes too (each ship carries one)
    expect(m.e).toMatchObject({ result: 'Mutiny (-1)', mutinied: 2, boats: 3 });
    expect(m.lost).toEqual([{ unit: 'Wolf Riders', count: 1 }]);
    expect(piratesAfloat(m.state)).toBe(2);
  });
  it('d20 9: Mount hardship takes the cavalry aboard, at most 2: here the one Wolf Riders', () => {
    const m = month(at(), dice(9));
    expect(m.lost).toEqual([{ unit: 'Wolf Riders', count: 1 }]);
    expect(m.e.boats).toBe(5);
  });
  it('d20 13: Sea Monster, 2 ships lost (and the unit with no ship); or a major character fights it', () => {
    const m = month(at(), dice(13));
    expect(m.e.boats).toBe(3);
    expect(m.lost).toEqual([{ unit: 'Wolf Riders', count: 1 }]);
    const f = month(at(), dice(13), { monster: 'Urk' });
    expect(f.e).toMatchObject({ boats: 5, monster: 'Urk', monsterResult: null });
    expect(f.warnings[0]).toContain('enter the character result roll');
    // Not the General: only a character aboard other than the General or Admiral
    expect(month(at(), dice(13), { monster: 'Grom' }).e.boats).toBe(3);
  });
  it('the moderator’s result (WM-R24) next month: Escape 1 ship, Capture +1 monster and +1 advantage, Kill the character', () => {
    const waiting = month(at({ monster: 'Urk' }), dice(12));
    expect(waiting.events).toEqual([]);
    expect(waiting.warnings[0]).toContain('waits on the sea monster fight');
    expect(month(at({ monster: 'Urk', monsterResult: 'Escape' }), dice(11)).e).toMatchObject({
      boats: 4,
      monster: null,
    });
    const cap = month(at({ monster: 'Urk', monsterResult: 'Capture' }), dice(11));
    expect(cap.e.advantages).toBe(1);
    expect(cap.state.nations[0]?.roster.find((e) => e.unit === 'Trolls')?.bought).toBe(3);
    const kill = month(at({ monster: 'Urk', monsterResult: 'Kill' }), dice(11));
    expect(kill.e.characters).toEqual([]);
    expect(kill.state.nations[0]?.characters.find((c) => c.name === 'Urk')?.status).toBe('dead');
  });
  it('d20 14: Pirates! 3 from past mutinies + d6 4 = 7; 5 ships + 3 characters destroy 4; the 3 left sink 1', () => {
    const old = { ...fleet, name: 'Old', status: 'lost' as const, mutinied: 3 };
    const m = month(at({}, [old]), dice(14, [['pirates:Fleet', 4]]));
    expect(m.e).toMatchObject({ boats: 4, piratesSunk: 3 });
    expect(piratesAfloat(m.state)).toBe(0);
    expect(month(at({ exodus: true }, [old]), dice(14)).e.boats).toBe(5);
  });
  it('d20 18: the aquatic nation; the ally leaves the fleet; it is escorted home to its port next month', () => {
    const m = month(at(), dice(18), { ally: 'Urk' });
    expect(m.e).toMatchObject({ status: 'escorted', ally: 'Urk', characters: [], advantages: 0 });
    const home = month(m.state, dice(3));
    expect(home.e).toMatchObject({ status: 'landed', area: 'Harbour', boats: 0 });
    expect(home.state.armies).toMatchObject([{ name: 'Fleet', area: 'Harbour', general: 'Grom' }]);
  });
  it('escorted home to its port while its own army stands there: the port is still its own (Expedition Chart 18)', () => {
    // Found by the review: Ostmark Army in Ostwald made "its port is lost"; only the port's control matters.
    const own = {
      name: 'Home Army',
      nation: 'Red',
      general: 'Ugluk',
      area: 'Harbour',
      location: 'Countryside' as const,
      status: 'normal' as const,
      cameFrom: null,
    };
    const s = { ...at({ status: 'escorted' }), armies: [own] };
    const home = month(s, dice(3));
    expect(home.e).toMatchObject({ status: 'landed', area: 'Harbour' });
    expect(home.warnings).toEqual([]);
  });
  it('d20 19: a New Island for the moderator to draw; 20+ the destination: landed where the player says', () => {
    const island = month(at(), dice(19), { land: 'Beach' });
    expect(island.e.status).toBe('new island');
    expect(island.warnings[0]).toContain('found a new island');
    expect(island.warnings[1]).toContain('Beach is on West Isle, not a new island');
    expect(month(island.state, dice(3), { land: 'Rock' }).e).toMatchObject({
      status: 'landed',
      area: 'Rock',
    });
    const there = month(at({ advantages: 2 }), dice(18), { land: 'Beach' });
    expect(there.e).toMatchObject({
      status: 'landed',
      area: 'Beach',
      boats: 0,
      result: 'Destination reached (20)',
    });
    expect(there.state.armies).toMatchObject([{ name: 'Fleet', area: 'Beach', location: 'Countryside' }]);
  });
  it('destination reached with no landing area named: it waits, and lands the next month', () => {
    const m = month(at(), dice(20));
    expect(m.e.status).toBe('landing');
    expect(m.warnings).toEqual([
      'Fleet (Red) has not landed: name the landing area next month (Sail land <area>)',
    ]);
    expect(month(m.state, dice(1), { land: 'Beach' }).e.status).toBe('landed');
  });
  it('the last ship lost: the expedition is lost with its General, Admiral and characters', () => {
    const m = month(at({ boats: 2, units: [{ unit: 'Orc Warriors', count: 2 }] }), dice(4));
    expect(m.e).toMatchObject({ status: 'lost', boats: 0, units: [] });
    expect(m.state.nations[0]?.characters.filter((c) => c.status === 'dead').map((c) => c.name)).toEqual([
      'Grom',
      'Nar',
      'Urk',
    ]);
  });
  it('the 2d10 setting (WM-R13): two dice keyed #1 and #2, 7 + 8 = 15 Good weather', () => {
    const s = { ...at(), settings: { ...world.settings, expeditionDice: '2d10' as const } };
    const d = new Dice(
      'sea',
      new Map([
        ['expedition:Fleet#1', 7],
        ['expedition:Fleet#2', 8],
      ]),
    );
    expect(month(s, d).e.result).toBe('Good weather (15)');
  });
});

describe('Landings (Successful Expeditions) and New Year step 5 (WM-R1)', () => {
  it('a free coastal area of its destination, not by a town, inland or elsewhere', () => {
    const s = at();
    expect(landingRefusal(s, fleet, 'Beach')).toBeNull();
    expect(landingRefusal(s, fleet, 'Port2')).toBe('Port2 holds a Town');
    expect(landingRefusal(s, fleet, 'Hills')).toBe('Hills is not a coastal area');
    expect(landingRefusal(s, fleet, 'Harbour')).toBe('Harbour is not on West Isle');
    const held = {
      ...s,
      armies: [
        {
          name: 'B',
          nation: 'Blue',
          general: 'X',
          area: 'Beach',
          location: 'Countryside' as const,
          status: 'normal' as const,
          cameFrom: null,
        },
      ],
    };
    expect(landingRefusal(held, fleet, 'Beach')).toBe("Beach holds another player's army");
  });
  it('step 5: those still on the water are removed; the landed stay on record', () => {
    const s = at({}, [{ ...fleet, name: 'Home', status: 'landed', area: 'Beach' }]);
    const r = removeUnsuccessful(s);
    expect(r.state.expeditions?.map((e) => [e.name, e.status])).toEqual([
      ['Fleet', 'removed'],
      ['Home', 'landed'],
    ]);
    expect(r.events.map((e) => e.effect)).toEqual([
      "Red's expedition never landed: removed, with 4 unit(s) and Grom, Nar, Urk off the roster",
    ]);
  });
});

describe('Optional restriction on written orders (002 MOVEMENT)', () => {
  const state = stateOf({
    areas: [
      areaOf('Town', 'Red', 'Town'),
      areaOf('A1', null),
      areaOf('A2', null),
      areaOf('A3', null),
      areaOf('Isle', null),
    ],
    boundaries: [
      { a: 'Town', b: 'A1', delay: null },
      { a: 'A1', b: 'A2', delay: null },
      { a: 'A2', b: 'A3', delay: null },
    ],
  });
  it.each([
    ['Town', 1],
    ['A1', 1],
    ['A2', 2],
    ['A3', 3],
  ])('an army in %s writes orders for %i turn(s)', (where, turns) => {
    expect(turnsToWrite(state, where, 'Red')).toBe(turns);
  });
  it('no friendly town reachable: null', () => {
    expect(turnsToWrite(state, 'Isle', 'Red')).toBeNull();
  });
});
