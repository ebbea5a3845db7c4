import { resolveTurn } from '../../src/engine/cs42/turn/pipeline';
import { submissionRecords } from '../../src/ledger/orders';
import { readState } from '../../src/ledger/read-state';
import { turnOrders } from '../../src/ledger/turn-orders';
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

describe('an army’s battle columns (Broken Armies; Casualties)', () => {
  const header = [
    'Army',
    'Player',
    'Hex',
    'Points',
    'Mobility',
    'Race',
    'Site',
    'Broken',
    'Battle losses',
    'Losses turn',
    'Unreplaceable',
  ];

  it('reads Broken and the battle losses into the army, for the movement limits and Replace', () => {
    const armies = tabRows('Armies', [
      header,
      ['Iron Host', 'Karak', '0101', 700, 'FOOT', 'Dwarves', 'field', true, 300, 4, 100],
      ['Deep Host', 'Karak', '0102', 900, 'FOOT', 'Dwarves', 'field', 'FALSE', '', '', ''],
    ]);
    const { state, issues } = readState({ turn: 5, players, map, armies });
    expect(issues.filter((i) => i.tab === 'Armies')).toEqual([]);
    expect(state.armies.find((a) => a.name === 'Iron Host')).toMatchObject({
      broken: true,
      battleLosses: { points: 300, turn: 4, unreplaceable: 100 },
    });
    const deep = state.armies.find((a) => a.name === 'Deep Host');
    expect(deep).toBeDefined();
    expect(deep && 'broken' in deep).toBe(false);
    expect(deep && 'battleLosses' in deep).toBe(false);
  });

  it('a bad battle cell is reported by address and the row is left out', () => {
    const armies = tabRows('Armies', [
      header,
      ['Iron Host', 'Karak', '0101', 700, 'FOOT', 'Dwarves', 'field', 'maybe', 'lots', 4, ''],
    ]);
    const { state, issues } = readState({ turn: 5, players, map, armies });
    expect(state.armies).toEqual([]);
    expect(issues.filter((i) => i.tab === 'Armies').map(describeIssue)).toEqual([
      "Armies!H2: Broken must be TRUE or FALSE, got 'maybe'",
      "Armies!I2: Battle losses must be a whole number from 0 to 2599, got 'lots'",
    ]);
  });
});

describe('Replace bought after a battle, from the ledger’s own tabs (Casualties; Table 5; RULINGS 8)', () => {
  it('an army that lost 400 points on turn 1, in its own city on turn 2, buys all 400 back for 400', () => {
    // Table 5, "In a city": up to 100% of the points lost, at normal cost (1 guilder a point): 400 for 400.
    const cities = tabRows('Cities', [
      ['City', 'Player', 'Hex', 'Size'],
      ['Karak Varn', 'Karak', '0101', 4],
    ]);
    const armies = tabRows('Armies', [
      [
        'Army',
        'Player',
        'Hex',
        'Points',
        'Mobility',
        'Race',
        'Site',
        'Battle losses',
        'Losses turn',
        'Unreplaceable',
      ],
      ['Iron Host', 'Karak', '0101', 600, 'FOOT', 'Dwarves', 'city', 400, 1, 0],
    ]);
    const { state, issues } = readState({ turn: 2, players, map, cities, armies });
    expect(issues.filter((i) => i.tab !== 'Map')).toEqual([]);
    const balances = new Map([['karak', 2000]]);
    const checked = turnOrders(
      state,
      submissionRecords(2, 'Karak', 'Iron Host - Replace'),
      balances,
      'table',
    );
    expect(checked.receipts[0].lines[0]).toMatchObject({ status: 'ok', cost: 400 });
    const result = resolveTurn({
      state,
      orders: checked.orders,
      balances,
      settings: { seed: 'ledger-replace', replacementCosts: 'table', settlersBeyondRegular: 'table' },
      overrides: new Map([
        ['corruption:Karak Varn', 10],
        ['calamity:Karak', 10],
      ]),
    });
    expect(result.entries).toContainEqual(
      expect.objectContaining({ player: 'Karak', category: 'Replacements', amount: -400 }),
    );
    expect(result.state.armies.find((a) => a.name === 'Iron Host')?.points).toBe(1000);
  });
});
