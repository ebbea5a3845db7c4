import {
  armySize,
  armyUpkeep,
  cityIncome,
  corruptionPercent,
  dogsOfWarUpkeep,
  improvementUpkeep,
  isBrokenBySize,
  structureUpkeep,
  unitUpkeep,
} from '../../../src/engine/cs42/economy';
import { CITY_UPGRADE, CityImprovement } from '../../../src/engine/cs42/tables';
import fc from 'fast-check';

// Expected values below are copied from the book (rules/000_0ed6eb7e46d2a6b7.txt) and RULINGS.md, not from code.

describe('Table 1: City Size -> Income', () => {
  it.each([
    [1, 100],
    [2, 200],
    [3, 300],
    [4, 400],
    [5, 500],
    [6, 600],
    [7, 700],
    [8, 800],
    [9, 900],
    [10, 1000],
  ])('size %i earns %i guilders', (size, income) => {
    expect(
      cityIncome({ size, improvements: [], conquered: false, afterFailedSiege: false, corruption: 0 }),
    ).toBe(income);
  });
});

describe('Table 2: City Upgrade (build cost, upkeep)', () => {
  it.each<[CityImprovement, number, number]>([
    ['Aqueduct', 500, 50],
    ['Barracks', 150, 25],
    ['Cathedral', 150, 25],
    ['Courthouse', 200, 75],
    ['Granary', 100, 50],
    ['Harbor', 200, 50],
    ['Marketplace', 150, 75],
    ['Military Academy', 250, 75],
  ])('%s costs %i to build and %i a turn', (improvement, buildCost, upkeep) => {
    expect(CITY_UPGRADE[improvement].buildCost).toBe(buildCost);
    expect(improvementUpkeep(improvement)).toBe(upkeep);
  });
});

describe('city income modifiers (CITIES, Marketplace; RULINGS 14)', () => {
  const base = {
    improvements: [] as CityImprovement[],
    conquered: false,
    afterFailedSiege: false,
    corruption: 0,
  };
  it('a Marketplace makes a size 5 city earn 750 (the book’s example)', () => {
    expect(cityIncome({ ...base, size: 5, improvements: ['Marketplace'] })).toBe(750);
  });
  it('a conquered city earns half', () => {
    expect(cityIncome({ ...base, size: 6, conquered: true })).toBe(300);
  });
  it('the turn after a failed siege halves again', () => {
    expect(cityIncome({ ...base, size: 6, conquered: true, afterFailedSiege: true })).toBe(150);
  });
  it('corruption takes its percentage, rounding down once at the end', () => {
    // 3 x 100 x 1.5 = 450; 13% corruption leaves 391.5 -> 391.
    expect(cityIncome({ ...base, size: 3, improvements: ['Marketplace'], corruption: 13 })).toBe(391);
    expect(cityIncome({ ...base, size: 10, corruption: 20 })).toBe(800);
    expect(cityIncome({ ...base, size: 1, corruption: 100 })).toBe(0);
  });
});

describe('army size (STARTING ARMIES, RULINGS 6)', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [499, 4],
    [500, 5],
    [1200, 12],
    [2599, 25],
  ])('%i points is size %i', (points, size) => expect(armySize(points)).toBe(size));

  it('below size 5 is Broken (UNIT TYPES, Broken Armies)', () => {
    expect(isBrokenBySize(499)).toBe(true);
    expect(isBrokenBySize(500)).toBe(false);
  });
});

describe('army upkeep by site (RULINGS 7), rounded up', () => {
  it.each([
    ['field', 1001, 501],
    ['city', 1010, 303],
    ['watchtower', 999, 450],
    ['depot', 1000, 450],
    ['watchtower+depot', 1001, 401],
    ['spring', 2599, 0],
  ] as const)('%s: %i points cost %i', (site, points, upkeep) =>
    expect(armyUpkeep(points, site)).toBe(upkeep),
  );

  it('never undercharges: upkeep >= points x rate and less than one guilder over', () => {
    const rates = {
      field: 0.5,
      city: 0.3,
      watchtower: 0.45,
      depot: 0.45,
      'watchtower+depot': 0.4,
      spring: 0,
    } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2599 }),
        fc.constantFrom(...(Object.keys(rates) as (keyof typeof rates)[])),
        (points, site) => {
          const exact = (points * Math.round(rates[site] * 100)) / 100;
          const upkeep = armyUpkeep(points, site);
          expect(Number.isInteger(upkeep)).toBe(true);
          expect(upkeep).toBeGreaterThanOrEqual(exact);
          expect(upkeep - exact).toBeLessThan(1);
        },
      ),
    );
  });
});

describe('unit and structure upkeep (PAYABLES/UPKEEP, RULINGS 18)', () => {
  it.each([
    ['Engineer', 1, 50],
    ['Scout', 1, 50],
    ['Settler', 1, 10],
    ['Settler', 3, 30],
    ['Spy', 1, 200],
  ] as const)('%s (size %i) costs %i a turn', (type, size, upkeep) =>
    expect(unitUpkeep(type, size)).toBe(upkeep),
  );

  it.each([
    ['Supply Depot', 10],
    ['Temple', 5],
    ['Watchtower', 50],
  ] as const)('%s costs %i a turn', (type, upkeep) => expect(structureUpkeep(type)).toBe(upkeep));

  it('a captured depot or watchtower costs double in its first turn (DESTROYING STRUCTURES)', () => {
    expect(structureUpkeep('Supply Depot', true)).toBe(20);
    expect(structureUpkeep('Watchtower', true)).toBe(100);
  });
});

describe('corruption and Courthouse (CITIES, Corruption; RULINGS 14)', () => {
  it.each([
    [13, null, 13],
    [13, 5, 8],
    [4, 17, 0],
    [20, 20, 0],
  ])('a corruption roll of %i with Courthouse roll %p loses %i%%', (roll, courthouse, percent) => {
    expect(corruptionPercent(roll, courthouse)).toBe(percent);
  });
});

describe('Dogs of War upkeep (DOGS OF WAR: upkeep on the minimum bid as PV)', () => {
  it('a warband won at 450 with a minimum bid of 300 costs 150 a turn in the field, 90 at a city', () => {
    expect(dogsOfWarUpkeep(300, 'field')).toBe(150);
    expect(dogsOfWarUpkeep(300, 'city')).toBe(90);
  });
});
