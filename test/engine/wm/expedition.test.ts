import { Dice } from '../../../src/engine/dice';
import {
  boatsFor,
  expeditionProblems,
  landingRefusal,
  portRefusal,
  unsuccessful,
  monthAtSea,
  type WmExpedition,
} from '../../../src/engine/wm/expedition';
import { turnsToWrite } from '../../../src/engine/wm/orders-ahead';
import { areaOf, stateOf } from './fixtures';

const fleet: WmExpedition = {
  name: 'Fleet',
  nation: 'Red',
  port: 'Harbour',
  destination: 'West Isle',
  generals: 1,
  admiral: true,
  units: 4,
  boats: 5,
  advantages: 0,
  healer: false,
};
const roll = (d20: number, extra: [string, number][] = []) =>
  new Dice('sea', new Map<string, number>([['expedition:Fleet', d20], ...extra]));

describe('Expedition requirements (002 EXPEDITIONS & EXPLORING; WM-R15)', () => {
  it('boats: 1 artillery and 1 chariot give 4, 3 infantry give 3: 7', () => {
    expect(
      boatsFor([
        { category: 'Artillery', count: 1 },
        { category: 'Chariots', count: 1 },
        { category: 'Infantry', count: 3 },
      ]),
    ).toBe(7);
    expect(() => boatsFor([{ category: 'Specials', count: 1 }])).toThrow('cannot be exchanged');
  });
  it('at least 3 units, exactly one General, an Admiral, ships >= units', () => {
    expect(expeditionProblems(fleet)).toEqual([]);
    expect(expeditionProblems({ ...fleet, units: 2, generals: 2, admiral: false, boats: 1 })).toEqual([
      'Fleet has 2 unit(s); an expedition needs at least 3',
      'Fleet has 2 General(s); an expedition has exactly one',
      'Fleet has no Admiral',
      'Fleet has 1 boat(s) for 2 unit(s): ships must be >= units',
    ]);
  });
});

describe('A month at sea (Expedition Chart; WM-R13, WM-R14, WM-R32)', () => {
  it('d20 12 + 3 advantages = 15: Good weather, +1 advantage (4)', () => {
    const out = monthAtSea({ ...fleet, advantages: 3 }, roll(12));
    expect(out).toMatchObject({ result: 'Good weather', total: 15, expedition: { advantages: 4 } });
  });
  it('d20 4: Disease, 2 boats and 2 units; with a healer 1 and 1', () => {
    expect(monthAtSea(fleet, roll(4)).expedition).toMatchObject({ boats: 3, units: 2 });
    expect(monthAtSea({ ...fleet, healer: true }, roll(4)).expedition).toMatchObject({ boats: 4, units: 3 });
  });
  it('d20 6: Storm takes an advantage when there is one, else a boat and a unit', () => {
    expect(monthAtSea({ ...fleet, advantages: 1 }, roll(5)).expedition).toMatchObject({
      advantages: 0,
      boats: 5,
    });
    expect(monthAtSea(fleet, roll(6)).expedition).toMatchObject({ advantages: 0, boats: 4, units: 3 });
  });
  it('d20 8: Lost at sea removes 2 advantages; d20 1 - 2 = -1 reads as Mutiny (WM-R13)', () => {
    expect(monthAtSea({ ...fleet, advantages: 1 }, roll(7)).expedition.advantages).toBe(-1);
    const mutiny = monthAtSea(
      { ...fleet, advantages: -2 },
      roll(1, [
        ['mutiny:Fleet#1', 6],
        ['mutiny:Fleet#2', 5],
        ['mutiny:Fleet#3', 6],
        ['mutiny:Fleet#4', 1],
        ['mutiny:Fleet#5', 6],
      ]),
    );
    expect(mutiny).toMatchObject({ result: 'Mutiny', total: -1, mutinied: 2, expedition: { boats: 3 } });
  });
  it('d20 9: Mount hardship, 2 cavalry off the roster; 19 New Island and 20 Destination land the army', () => {
    expect(monthAtSea(fleet, roll(9))).toMatchObject({ unitsLost: 2, expedition: { units: 4 } });
    expect(monthAtSea(fleet, roll(19))).toMatchObject({ result: 'New Island', landed: true });
    expect(monthAtSea(fleet, roll(20))).toMatchObject({ result: 'Destination reached', landed: true });
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

describe('Ports and landings (002 EXPEDITIONS & EXPLORING)', () => {
  const state = stateOf({
    areas: [
      areaOf('Harbour', 'Red', 'Town', { coastal: true }),
      areaOf('Inland', 'Red', 'Town'),
      areaOf('Beach', null, 'Village', { coastal: true, landmass: 'West Isle' }),
      areaOf('Port2', 'Blue', 'Town', { coastal: true, landmass: 'West Isle' }),
      areaOf('Hills', null, 'Village', { landmass: 'West Isle' }),
    ],
  });
  it('a port is a coastal town or city of the nation', () => {
    expect(portRefusal(state, 'Red', 'Harbour')).toBeNull();
    expect(portRefusal(state, 'Red', 'Inland')).toBe('Inland is not a coastal town or city of Red');
  });
  it('it lands on a free coastal area of its destination, not by a town, inland or elsewhere', () => {
    expect(landingRefusal(state, fleet, 'Beach')).toBeNull();
    expect(landingRefusal(state, fleet, 'Port2')).toBe('Port2 holds a Town');
    expect(landingRefusal(state, fleet, 'Hills')).toBe('Hills is not a coastal area');
    expect(landingRefusal(state, fleet, 'Harbour')).toBe('Harbour is not on West Isle');
  });
});

describe('New Year step 5 (WM-R1)', () => {
  it('expeditions still at sea are removed', () => {
    expect(
      unsuccessful([
        { ...fleet, landed: false },
        { ...fleet, name: 'Home', landed: true },
      ]),
    ).toEqual(['Fleet']);
  });
});
