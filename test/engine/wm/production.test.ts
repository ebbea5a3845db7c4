import {
  tally,
  populationTotal,
  rosterPoints,
  characterPoints,
  characterPointsUsed,
} from '../../../src/engine/wm/population';
import {
  lastStand,
  placeProduction,
  productionAllowance,
  removal,
  removalsNeeded,
} from '../../../src/engine/wm/production';
import { areaOf, holdings, nationOf, stateOf } from './fixtures';

describe('Tally (002 Roster, Personalities, roster sheet)', () => {
  it('PT = 3 cities + 2 towns + villages: 1 city, 3 towns, 15 villages = 3 + 6 + 15 = 24', () => {
    expect(populationTotal({ cities: 1, towns: 3, villages: 15 })).toBe(24);
  });
  it('roster points (2 x PT + 5) x 100: PT 10 gives 2500; character points PT + 2: 12', () => {
    expect(rosterPoints(10)).toBe(2500);
    expect(characterPoints(10)).toBe(12);
    expect(characterPoints(10, 1)).toBe(13);
  });
  it('a nation of 1 town and 6 villages, with 1 Chaos village (WM-R21): PT 9, 2300 points, 11 CP, 9 mobs', () => {
    const state = stateOf({ areas: holdings('Red', 6, 1), nations: [nationOf('Red', { extraVillages: 1 })] });
    expect(tally(state, 'Red')).toEqual({
      counts: { cities: 0, towns: 1, villages: 6 },
      pt: 9,
      rosterPoints: 2300,
      characterPoints: 11,
      mobs: 9,
    });
  });
  it('ceded areas are not counted this year (POST COMBAT, ransom)', () => {
    const areas = [...holdings('Red', 3, 1), areaOf('Gift', 'Red', 'Village', { ceded: true })];
    expect(tally(stateOf({ areas }), 'Red').pt).toBe(5);
  });
  it('WM-R20: a captured character still counts against his own nation; the dead and a royal nephew do not', () => {
    const n = nationOf('Red', {
      characters: [
        { name: 'G', type: 'General', status: 'active', items: [] },
        { name: 'H', type: 'Hero', status: 'captured', capturedBy: 'Blue', items: [] },
        { name: 'W', type: 'Magic User', status: 'dead', items: [] },
        { name: 'N', type: 'General', status: 'active', items: [], royalNephew: true },
      ],
    });
    expect(characterPointsUsed(n)).toBe(5);
  });
});

describe('Production allowance (002 PRODUCTION, WM-R12 supported total)', () => {
  it("19 villages: 3 towns then 1 city, leaving 15 villages + 3 towns + 1 city (the book's 19 areas)", () => {
    expect(productionAllowance({ cities: 0, towns: 0, villages: 19 }, 'supported')).toEqual({
      towns: 3,
      cities: 1,
    });
  });
  it('18 villages: 3 towns (15 left) but no city (it would leave 14 for 3 towns)', () => {
    expect(productionAllowance({ cities: 0, towns: 0, villages: 18 }, 'supported')).toEqual({
      towns: 3,
      cities: 0,
    });
  });
  it('6 villages: one town (5 left); 5 villages: none (4 would not support it)', () => {
    expect(productionAllowance({ cities: 0, towns: 0, villages: 6 }, 'supported')).toEqual({
      towns: 1,
      cities: 0,
    });
    expect(productionAllowance({ cities: 0, towns: 0, villages: 5 }, 'supported')).toEqual({
      towns: 0,
      cities: 0,
    });
  });
  it('1 town and 10 villages: no new town (9 villages for 2 towns is short)', () => {
    expect(productionAllowance({ cities: 0, towns: 1, villages: 10 }, 'supported')).toEqual({
      towns: 0,
      cities: 0,
    });
  });
  it("setting 'literal': floor(villages / 5) new towns each year, then one city at 3 towns", () => {
    expect(productionAllowance({ cities: 0, towns: 1, villages: 10 }, 'literal')).toEqual({
      towns: 2,
      cities: 1,
    });
    expect(productionAllowance({ cities: 0, towns: 0, villages: 4 }, 'literal')).toEqual({
      towns: 0,
      cities: 0,
    });
  });
});

describe('Removal (002 PRODUCTION): cities first, then towns; the last center stays', () => {
  it('1 city, 2 towns, 20 villages: the city is reduced (3 towns then), no town removed', () => {
    expect(removalsNeeded({ cities: 1, towns: 2, villages: 20 })).toEqual({
      citiesReduced: 1,
      townsRemoved: 0,
    });
  });
  it('3 towns and 11 villages: one town removed (2 towns, 12 villages holds)', () => {
    expect(removalsNeeded({ cities: 0, towns: 3, villages: 11 })).toEqual({
      citiesReduced: 0,
      townsRemoved: 1,
    });
  });
  it('2 towns and 2 villages: one removed, the last stays though unsupported', () => {
    expect(removalsNeeded({ cities: 0, towns: 2, villages: 2 })).toEqual({
      citiesReduced: 0,
      townsRemoved: 1,
    });
  });
  it('only one city and no villages: degraded to a town, which stays', () => {
    expect(removalsNeeded({ cities: 1, towns: 0, villages: 0 })).toEqual({
      citiesReduced: 1,
      townsRemoved: 0,
    });
  });
  it("applies the player's pick first, then the last in map order", () => {
    const state = stateOf({ areas: holdings('Red', 11, 3) });
    const picked = removal(state, 'Red', ['RedT1']);
    expect(picked.state.areas.find((a) => a.name === 'RedT1')?.pop).toBe('Village');
    expect(picked.state.areas.filter((a) => a.pop === 'Town').map((a) => a.name)).toEqual(['RedT2', 'RedT3']);
    const unpicked = removal(state, 'Red');
    expect(unpicked.state.areas.filter((a) => a.pop === 'Town').map((a) => a.name)).toEqual([
      'RedT1',
      'RedT2',
    ]);
    expect(unpicked.events).toHaveLength(1);
  });
});

describe('Last Stand and placement (002 PRODUCTION)', () => {
  it('no town: one is placed in a chosen controlled area, needs no support and is kept at removal', () => {
    const state = stateOf({ areas: holdings('Red', 2) });
    const stood = lastStand(state, 'Red', 'RedV1');
    expect(stood.state.areas[0]).toMatchObject({ name: 'RedV1', pop: 'Town', lastStand: true });
    expect(removal(stood.state, 'Red').events).toEqual([]);
  });
  it('only a city and no town: the city is degraded to a town', () => {
    const stood = lastStand(stateOf({ areas: holdings('Red', 0, 0, 1) }), 'Red', null);
    expect(stood.state.areas[0]).toMatchObject({ pop: 'Town', lastStand: true });
  });
  it('a nation with a town has no Last Stand; an area not its own is refused', () => {
    expect(lastStand(stateOf({ areas: holdings('Red', 2, 1) }), 'Red', 'RedV1').events).toEqual([]);
    const mixed = stateOf({ areas: [...holdings('Red', 1), areaOf('Else', 'Blue')] });
    expect(() => lastStand(mixed, 'Red', 'Else')).toThrow('not controlled by Red');
  });
  it('places 3 towns and a city in 19 villages; a fourth town is refused', () => {
    const state = stateOf({ areas: holdings('Red', 19) });
    const done = placeProduction(state, 'Red', { towns: ['RedV1', 'RedV2', 'RedV3'], cities: ['RedV4'] });
    expect(done.state.areas.slice(0, 4).map((a) => a.pop)).toEqual(['Town', 'Town', 'Town', 'City']);
    expect(() =>
      placeProduction(state, 'Red', { towns: ['RedV1', 'RedV2', 'RedV3', 'RedV5'], cities: [] }),
    ).toThrow('may place 3 new towns, not 4');
  });
  it("refuses an area with a town, or another nation's", () => {
    const state = stateOf({ areas: [...holdings('Red', 12, 1), areaOf('Else', 'Blue')] });
    expect(() => placeProduction(state, 'Red', { towns: ['RedT1'], cities: [] })).toThrow('it has a Town');
    expect(() => placeProduction(state, 'Red', { towns: ['Else'], cities: [] })).toThrow(
      'not controlled by Red',
    );
  });
});
