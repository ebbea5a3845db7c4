import { armyMobility, armyRace } from '../../../src/engine/cs42/army';
import {
  CITY_ACTION_COSTS,
  buildCost,
  cityActionsAllowed,
  RAISED_SETTLERS_LIMITS,
  raiseTroopsLimit,
  recruitLimit,
} from '../../../src/engine/cs42/city-actions';
import { hexCapacity, insideCityCapacity, overcrowding } from '../../../src/engine/cs42/occupancy';

// Rows copied from the book (rules/000_0ed6eb7e46d2a6b7.txt); RULINGS.md where it decides.

describe('Table 4: Max Hex Occupancy', () => {
  it.each([
    ['Underground', { underground: true, depotOwner: null }, 13],
    ['City (outside the city)', { underground: false, depotOwner: null }, 25],
    ['Hex with Supply Depot', { underground: false, depotOwner: 'Karak' }, 35],
    ['Other', { underground: false, depotOwner: null }, 25],
  ])('%s supports %i', (_row, input, max) => expect(hexCapacity(input)).toBe(max));

  it('City (inside the city): city size or 5, whichever is highest (Barracks)', () => {
    expect(insideCityCapacity(3)).toBe(5);
    expect(insideCityCapacity(8)).toBe(8);
  });

  it('the book’s overcrowding example: A 11, B 7, C 11 on plains claim 10, 6, 10 and each loses 4 wounds', () => {
    const result = overcrowding(
      new Map([
        ['A', 11],
        ['B', 7],
        ['C', 11],
      ]),
      { underground: false, depotOwner: null },
    );
    expect(result.map((r) => [r.player, r.claim, r.excess, r.woundsLost])).toEqual([
      ['A', 10, 1, 4],
      ['B', 6, 1, 4],
      ['C', 10, 1, 4],
    ]);
  });

  it('nobody loses anything within capacity; a depot owner takes 10 of 35 first', () => {
    expect(overcrowding(new Map([['A', 25]]), { underground: false, depotOwner: null })[0].excess).toBe(0);
    const depot = overcrowding(
      new Map([
        ['A', 20],
        ['B', 20],
      ]),
      { underground: false, depotOwner: 'A' },
    );
    expect(depot.map((r) => r.claim)).toEqual([23, 13]);
  });
});

describe('Table 16: City Actions (cost, upkeep)', () => {
  it.each([
    ['Marketplace', 150],
    ['Granary', 100],
    ['Courthouse', 200],
    ['Harbor', 200],
    ['Cathedral', 150],
    ['Military Academy', 250],
    ['Barracks', 150],
    ['Aqueduct', 500],
  ] as const)('Build %s costs %i', (improvement, cost) => expect(buildCost(improvement)).toBe(cost));

  it.each([
    ['Capitulate', 0, 0],
    ['Counter Espionage', 0, 0],
    ['Grow', 0, 0],
    ['Raise Engineer', 250, 50],
    ['Raise Spy', 800, 200],
    ['Abandon City', 0, 0],
    ['Commission Scouts', 100, 50],
    ['Hold', 0, 0],
  ] as const)('%s costs %i with upkeep %i', (action, cost, upkeep) => {
    expect(CITY_ACTION_COSTS[action]).toEqual({ cost, upkeep, perSize: false });
  });

  it('Raise Troops is Var. (the troops’ points); Spawn Settlers is 50 / size with 10 / size upkeep', () => {
    expect(CITY_ACTION_COSTS['Raise Troops']).toEqual({ cost: 'points', upkeep: 'points', perSize: false });
    expect(CITY_ACTION_COSTS['Spawn Settlers']).toEqual({ cost: 50, upkeep: 10, perSize: true });
  });

  it('RULINGS 15: one action at size 1-6, two at 7-10', () => {
    expect([1, 6, 7, 10].map(cityActionsAllowed)).toEqual([1, 1, 2, 2]);
  });

  it('RULINGS 17: raise size x 50 (x 100 with a Military Academy); recruit up to size x 100', () => {
    expect(raiseTroopsLimit(10, ['Military Academy'])).toBe(1000);
    expect(raiseTroopsLimit(6, [])).toBe(300);
    expect(recruitLimit(4)).toBe(400);
  });
});

describe('Table 14: Raised Settlers Limits', () => {
  it.each([
    [1, 0, 0],
    [2, 0, 0],
    [3, 1, 1],
    [4, 1, 1],
    [5, 1, 1],
    [6, 1, 2],
    [7, 1, 2],
    [8, 1, 2],
    [9, 1, 3],
    [10, 1, 3],
  ])('city size %i: min %i, max %i', (size, min, max) =>
    expect(RAISED_SETTLERS_LIMITS[size]).toEqual({ min, max }),
  );
});

describe('army classification (UNIT TYPES, Armies)', () => {
  it('all flyers: FLYER; all MV 5+ with a non-flyer: CAV; any MV 4 or less: FOOT', () => {
    expect(armyMobility([{ movement: 8, flying: true }])).toBe('FLYER');
    expect(
      armyMobility([
        { movement: 5, flying: false },
        { movement: 8, flying: true },
      ]),
    ).toBe('CAV');
    expect(
      armyMobility([
        { movement: 6, flying: false },
        { movement: 4, flying: false },
      ]),
    ).toBe('FOOT');
    expect(
      armyMobility([
        { movement: 4, flying: true },
        { movement: 5, flying: false },
      ]),
    ).toBe('FOOT');
  });

  it('70% of points from one empire gives its race; otherwise Mercenary', () => {
    expect(
      armyRace(
        new Map([
          ['Dwarves', 700],
          ['Mercenary', 300],
        ]),
      ),
    ).toBe('Dwarves');
    expect(
      armyRace(
        new Map([
          ['Dwarves', 699],
          ['Elves', 301],
        ]),
      ),
    ).toBe('Mercenary');
    expect(armyRace(new Map([['Mercenary', 1000]]))).toBe('Mercenary');
  });
});
