import { readState } from '../../src/ledger/read-state';
import { describeIssue, tabRows } from '../../src/ledger/tab';

// Every bad cell gets a message naming tab, cell and problem; bad rows are left out, never defaulted silently.

const players = tabRows('Players', [
  ['Player', 'Email', 'Race', 'Colour'],
  ['Karak', 'KARAK@example.com', 'Dwarves', '#884400'],
  ['Elves', 'elves@example.com', 'Elves', '#00aa44'],
]);
const map = tabRows('Map', [
  ['Hex', 'Terrain', 'Road', 'River edges', 'Bridge edges', 'Ford edges', 'Special', 'Mine'],
  ['0101', 'Plains', true, '3, 4', '3', '', '', false],
  ['0102', 'forest', 'FALSE', '', '', '', 'Ruins', 'TRUE'],
  ['0201', 'Mountains', '', '', '', '', '', ''],
  ['0202', 'Lava', '', '7', '', '', '', ''],
]);

describe('reading the ledger into the campaign state', () => {
  it('reads good rows, matching headers and choices ignoring case, and ignores computed columns on empty rows', () => {
    const armies = tabRows('Armies', [
      ['Notes', 'Army', 'Player', 'Hex', 'Points', 'Mobility', 'Race', 'Site', 'Size', 'Upkeep'],
      ['mine', 'Iron Host', 'karak', '0101', 1200, 'cav', 'Dwarves', 'CITY', 12, 360],
      ['', '', '', '', '', '', '', '', '', ''],
    ]);
    const { state, issues } = readState({ turn: 3, players, map, armies });
    expect(issues).toEqual([
      { tab: 'Map', cell: 'B5', message: expect.stringContaining('terrain must be one of Plains') },
      {
        tab: 'Map',
        cell: 'D5',
        message: "river edges must be rosette directions 1-6 separated by commas, got '7'",
      },
    ]);
    expect(state.players.map((p) => p.email)).toEqual(['karak@example.com', 'elves@example.com']);
    expect(state.map.hexes.get('0101')).toEqual({
      hex: { col: 1, row: 1 },
      terrain: 'Plains',
      road: true,
      rivers: [3, 4],
      bridges: [3],
      fords: [],
      special: null,
      mine: false,
    });
    expect(state.map.hexes.get('0102')?.terrain).toBe('Forest');
    expect(state.map.hexes.get('0102')?.mine).toBe(true);
    expect(state.armies).toEqual([
      {
        name: 'Iron Host',
        player: 'Karak',
        hex: { col: 1, row: 1 },
        points: 1200,
        mobility: 'CAV',
        race: 'Dwarves',
        site: 'city',
      },
    ]);
  });

  it('names tab, cell and problem for bad points, unknown players, off-map hexes and duplicate names', () => {
    const armies = tabRows('Armies', [
      ['Army', 'Player', 'Hex', 'Points', 'Mobility', 'Race', 'Site'],
      ['Iron Host', 'Karak', '0101', 'abc', 'FOOT', 'Dwarves', 'field'],
      ['Green Host', 'Orcs', '0909', 600, 'FOOT', '', ''],
      ['Iron Host', 'Karak', '01-01', 700, 'FOOT', '', ''],
      ['Deep Host', 'Karak', '0201', 2600, 'FOOT', '', 'castle'],
    ]);
    const { state, issues } = readState({ turn: 1, players, map, armies });
    expect(state.armies).toEqual([]);
    expect(issues.filter((i) => i.tab === 'Armies').map(describeIssue)).toEqual([
      "Armies!D2: points must be a whole number from 0 to 2599, got 'abc'",
      "Armies!B3: 'Orcs' is not on the Players tab",
      'Armies!C3: hex 0909 is not on the Map tab',
      "Armies!C4: a hex is four digits CCRR (column, row), e.g. 0407; got '01-01'",
      "Armies!A4: the name 'Iron Host' is already used in row 2; names must be unique",
      "Armies!D5: points must be a whole number from 0 to 2599, got '2600'",
      "Armies!G5: site must be one of field, city, watchtower, depot, watchtower+depot, spring; got 'castle'",
    ]);
  });

  it('reads cities with improvements and status, and reports unknown improvements', () => {
    const cities = tabRows('Cities', [
      ['City', 'Player', 'Hex', 'Size', 'Improvements', 'Status', 'Corruption', 'Income', 'Upkeep'],
      ['Karak Varn', 'Karak', '0101', 4, 'marketplace, Granary', 'Conquered', 12, 210, 125],
      ['Lothlir', 'Elves', '0102', 3, 'none', '', '', 300, 0],
      ['Bad', 'Elves', '0201', 11, 'Moat', 'sacked', '', '', ''],
    ]);
    const { state, issues } = readState({ turn: 1, players, map, cities });
    expect(state.cities.map((c) => [c.name, c.improvements, c.conquered, c.corruption])).toEqual([
      ['Karak Varn', ['Marketplace', 'Granary'], true, 12],
      ['Lothlir', [], false, 0],
    ]);
    expect(issues.filter((i) => i.tab === 'Cities').map(describeIssue)).toEqual([
      "Cities!F4: status may list conquered, besieged; got 'sacked'",
      "Cities!E4: unknown item 'Moat'",
      "Cities!D4: size must be a whole number from 1 to 10, got '11'",
    ]);
  });

  it('a missing tab reads as empty rather than failing', () => {
    const { state, issues } = readState({ turn: 1 });
    expect(state.players).toEqual([]);
    expect(state.map.hexes.size).toBe(0);
    expect(issues).toEqual([]);
  });
});
