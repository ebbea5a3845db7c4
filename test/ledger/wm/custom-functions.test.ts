import type { WmArmy, WmState } from '../../../src/engine/wm/model';
import {
  WM_CELL_FUNCTIONS,
  wmCharacterPointsCells,
  wmPopulationCells,
  wmRosterPointsCells,
  wmSupplyCells,
  wmVictoryCells,
} from '../../../src/ledger/wm/custom-functions';
import { areaOf, holdings, nationOf, stateOf } from '../../engine/wm/fixtures';

// Issue 15: the WarMaster custom functions, values worked by hand from book 002.

describe('WM_ROSTER_POINTS (DESIGNING A NATION, Roster: double the PT, add 5, multiply by 100)', () => {
  it.each([
    [0, 500], // (0 x 2 + 5) x 100
    [1, 700], // (1 x 2 + 5) x 100
    [10, 2500], // (20 + 5) x 100
    [12, 2900], // (24 + 5) x 100
  ])('PT %i gives %i points', (pt, points) => {
    expect(wmRosterPointsCells(pt)).toBe(points);
  });

  it('answers a column row by row, a blank row blank, a bad row in that row only', () => {
    expect(wmRosterPointsCells([[3], [''], ['2.5'], ['-1'], [' 4 ']])).toEqual([
      [1100],
      [''],
      ["#WM_ROSTER_POINTS: The PT must be a whole number from 0, got '2.5'"],
      ["#WM_ROSTER_POINTS: The PT must be a whole number from 0, got '-1'"],
      [1300],
    ]);
  });
});

describe('WM_CHARACTER_POINTS (DESIGNING A NATION, Personalities: the PT, 2 pts for being a nation)', () => {
  it.each([
    [0, 2],
    [7, 9],
    [13, 15],
  ])('PT %i gives %i character points', (pt, points) => {
    expect(wmCharacterPointsCells(pt)).toBe(points);
  });

  it('names a cell that is no number', () => {
    expect(wmCharacterPointsCells('many')).toBe(
      "#WM_CHARACTER_POINTS: The PT must be a whole number from 0, got 'many'",
    );
  });
});

describe('WM_VICTORY (POST COMBAT, Determine the winner)', () => {
  it.each([
    // The book's own examples with the loser at 100: 101 to 199 minor, 200 to 299 major, 300 or more a rout.
    [101, 100, 'minor victory'],
    [199, 100, 'minor victory'],
    [200, 100, 'major victory'],
    [299, 100, 'major victory'],
    [300, 100, 'rout'],
    [1250, 400, 'rout'],
    // WM-R10: a loser at 0 and a winner above it is a rout (the ratio is unbounded).
    [60, 0, 'rout'],
    [100, 100, 'draw'],
    [0, 0, 'draw'],
  ])('%i VP to %i is %s', (winner, loser, level) => {
    expect(wmVictoryCells(winner, loser)).toBe(level);
  });

  it('refuses a winner below the loser, and aligns two columns row by row', () => {
    expect(wmVictoryCells(90, 100)).toBe(
      "#WM_VICTORY: the winner's VP (90) are below the loser's (100): swap them",
    );
    expect(wmVictoryCells([[450], [''], [250]], [[150], [100], [100]])).toEqual([
      ['rout'],
      [''],
      ['major victory'],
    ]);
  });
});

describe('WM_POPULATION (PRODUCTION: Village 1, Town 2, City 3)', () => {
  // Red: 1 city, 2 towns, 4 villages = 3 + 4 + 4 = 11; one more village ceded by ransom is not counted this year.
  // Blue: 3 villages and 2 Chaos villages this year (WM-R21) = 5.
  const state = stateOf({
    areas: [
      ...holdings('Red', 4, 2, 1),
      areaOf('Ceded', 'Red', 'Village', { ceded: true }),
      ...holdings('Blue', 3),
      areaOf('Wild', null, 'City'),
    ],
    nations: [nationOf('Red'), nationOf('Blue', { extraVillages: 2 })],
  });

  it('sums the centers the nation controls, reading the ledger once for the column', () => {
    let reads = 0;
    const read = (): WmState => {
      reads += 1;
      return state;
    };
    expect(wmPopulationCells(read, [['Red'], ['blue'], [''], ['Green']])).toEqual([
      [11],
      [5],
      [''],
      ['#WM_POPULATION: Green is not on the Nations tab'],
    ]);
    expect(reads).toBe(1);
  });

  it('reads nothing for a blank cell', () => {
    const read = (): WmState => {
      throw new Error('read');
    };
    expect(wmPopulationCells(read, '')).toBe('');
  });
});

describe('WM_SUPPLY (SUPPLY: a path of controlled areas to a controlled town or city)', () => {
  const army = (name: string, area: string): WmArmy => ({
    name,
    nation: 'Red',
    general: 'Grom',
    area,
    location: 'Countryside',
    status: 'normal',
    cameFrom: null,
  });
  // Town - V1 - V2 - Neutral - Far, all Red but Neutral; Far is cut off from the town by the neutral area.
  const state = stateOf({
    areas: [
      areaOf('Town', 'Red', 'Town'),
      areaOf('V1', 'Red'),
      areaOf('V2', 'Red'),
      areaOf('Neutral', null),
      areaOf('Far', 'Red'),
      areaOf('Beyond', null),
    ],
    boundaries: [
      { a: 'Town', b: 'V1', delay: null },
      { a: 'V1', b: 'V2', delay: null },
      { a: 'V2', b: 'Neutral', delay: null },
      { a: 'Neutral', b: 'Far', delay: null },
      { a: 'Far', b: 'Beyond', delay: null },
    ],
    armies: [army('Horde', 'V2'), army('Raiders', 'Neutral'), army('Lost', 'Beyond')],
  });

  it('in supply on a controlled path or one step beyond it, out of supply past a gap', () => {
    expect(wmSupplyCells(() => state, [['Horde'], ['raiders'], ['Lost'], ['Ghost'], ['']])).toEqual([
      ['in supply'],
      ['in supply'],
      ['out of supply'],
      ['#WM_SUPPLY: Ghost is not on the Armies tab'],
      [''],
    ]);
  });
});

describe('WM_CELL_FUNCTIONS', () => {
  it('lists the five functions the design names, prefixed WM_', () => {
    expect(WM_CELL_FUNCTIONS.map((f) => f.name)).toEqual([
      'WM_POPULATION',
      'WM_ROSTER_POINTS',
      'WM_CHARACTER_POINTS',
      'WM_SUPPLY',
      'WM_VICTORY',
    ]);
  });
});
