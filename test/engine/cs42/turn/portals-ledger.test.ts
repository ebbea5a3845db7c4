import { mysticPortals } from '../../../../src/engine/cs42/portals';
import { resolveTurn, TurnResult } from '../../../../src/engine/cs42/turn/pipeline';
import { formatHex } from '../../../../src/engine/hex';
import type { CampaignState } from '../../../../src/engine/model';
import { submissionRecords } from '../../../../src/ledger/orders';
import { readState, StateTabs } from '../../../../src/ledger/read-state';
import { ARMIES_TAB, MAP_TAB } from '../../../../src/ledger/schema';
import { describeIssue, TabRows, tabRows } from '../../../../src/ledger/tab';
import { turnOrders } from '../../../../src/ledger/turn-orders';
import { stateRecords, tabGrid } from '../../../../src/ledger/write-state';

/**
 * Mystic Portals through the ledger (SPECIAL TERRAIN TYPES, Mystic Portal): the Map tab's Portal and Discovered by
 * columns read, checked and written back by a Resolve, and an army that went through a portal taking all its
 * actions from the exit on the next turn ("You appear there on your next turn and may use all of your actions").
 */

const MAP_HEADERS = [
  'Hex',
  'Terrain',
  'Road',
  'River edges',
  'Bridge edges',
  'Ford edges',
  'Special',
  'Mine',
];
const PORTAL_HEADERS = [...MAP_HEADERS, 'Portal', 'Discovered by'];

const players = tabRows('Players', [
  ['Player', 'Email', 'Race', 'Colour'],
  ['Red', 'red@example.com', 'Firstborn', '#f00'],
  ['Blue', 'blue@example.com', 'Firstborn', '#00f'],
]);

/** A 12 x 6 plain map with `portals` by address: [letter, discovered by]. */
function mapTab(portals: Record<string, [string, string]>, headers = PORTAL_HEADERS): TabRows {
  const rows: unknown[][] = [];
  for (let col = 1; col <= 12; col++)
    for (let row = 1; row <= 6; row++) {
      const hex = `${String(col).padStart(2, '0')}0${row}`;
      const p = portals[hex];
      const base = [hex, 'Plains', false, '', '', '', p === undefined ? '' : 'Mystic Portal', false];
      rows.push(headers === PORTAL_HEADERS ? [...base, p?.[0] ?? '', p?.[1] ?? ''] : base);
    }
  return tabRows('Map', [headers, ...rows]);
}

const cities = tabRows('Cities', [
  ['City', 'Player', 'Hex', 'Size'],
  ['Redholm', 'Red', '0602', 4],
  ['Bluetown', 'Blue', '1101', 4],
]);

function armiesTab(rows: unknown[][]): TabRows {
  return tabRows('Armies', [['Army', 'Player', 'Hex', 'Points'], ...rows]);
}

function play(state: CampaignState, orders: Record<string, string>, overrides: Record<string, number> = {}) {
  const records = Object.entries(orders).flatMap(([p, text]) => submissionRecords(state.turn, p, text));
  const balances = new Map([
    ['red', 1000],
    ['blue', 1000],
  ]);
  const checked = turnOrders(state, records, balances, 'table');
  const result = resolveTurn({
    state,
    orders: checked.orders,
    balances,
    settings: { seed: 'portals', replacementCosts: 'table', settlersBeyondRegular: 'table' },
    overrides: new Map(Object.entries({ 'calamity:Red': 10, 'calamity:Blue': 10, ...overrides })),
  });
  return { receipts: checked.receipts, result };
}

/** The tabs as a Resolve leaves them: each state tab rewritten with its records. */
function rewritten(tabs: StateTabs, result: TurnResult): StateTabs {
  const records = stateRecords(result.state);
  const again = (spec: typeof MAP_TAB, tab: TabRows): TabRows =>
    tabRows(tab.name, [[...tab.headers], ...tabGrid(spec, tab, records.get(spec) ?? [])]);
  return {
    ...tabs,
    turn: result.state.turn,
    map: again(MAP_TAB, tabs.map as TabRows),
    armies: again(ARMIES_TAB, tabs.armies as TabRows),
  };
}

const cell = (tab: TabRows | undefined, hex: string, header: string): unknown => {
  const t = tab as TabRows;
  return t.rows.find((r) => r[0] === hex)?.[t.headers.indexOf(header)];
};

describe('Mystic Portals on the Map tab', () => {
  it('reads letters and discoverers (players in the Players tab spelling); other hexes carry no portal', () => {
    const { state, issues } = readState({
      turn: 1,
      players,
      map: mapTab({ '0202': ['A', 'red, BLUE'], '1003': ['B', ''], '0605': ['', ''] }),
    });
    expect(issues).toEqual([]);
    expect(state.map.hexes.get('0202')).toMatchObject({
      portal: { name: 'A', discoveredBy: ['Red', 'Blue'] },
    });
    expect(state.map.hexes.get('1003')).toMatchObject({ portal: { name: 'B', discoveredBy: [] } });
    expect(state.map.hexes.get('0605')).not.toHaveProperty('portal');
    expect(state.map.hexes.get('0101')).not.toHaveProperty('portal');
    // "A letter will designate MP's": by letter; one with none goes by its address.
    expect(mysticPortals(state).map((p) => `${p.name} ${formatHex(p.hex)}`)).toEqual([
      '0605 0605',
      'A 0202',
      'B 1003',
    ]);
  });

  it('names each bad cell: a letter off a portal hex, a letter used twice (any case), an unknown player', () => {
    // Rows run column by column, 6 to a column: 0202 is sheet row 9, 1003 row 58.
    const map = mapTab({ '0202': ['A', ''], '1003': ['a', ''] });
    const rows = map.rows.map((r) => (r[0] === '0101' ? [...r.slice(0, 8), 'C', ''] : r));
    const { issues } = readState({ turn: 1, players, map: tabRows('Map', [[...map.headers], ...rows]) });
    expect(issues.map(describeIssue)).toEqual([
      "Map!I2: a portal letter or discoverers need Special = Mystic Portal in this row; Special is ''",
      "Map!I58: the portal letter 'a' is already used in row 9; each portal needs its own",
    ]);
    const green = readState({ turn: 1, players, map: mapTab({ '1003': ['B', 'Green'] }) }).issues;
    expect(green.map(describeIssue)).toEqual(["Map!J58: 'Green' is not on the Players tab"]);
    expect(MAP_TAB.columns.filter((c) => c.optional).map((c) => c.header)).toEqual([
      'Portal',
      'Discovered by',
    ]);
  });

  it('an older Map tab without the columns reads: portals by address, discovered by nobody', () => {
    const { state, issues } = readState({
      turn: 1,
      players,
      map: mapTab({ '0202': ['', ''], '1003': ['', ''] }, MAP_HEADERS),
      cities,
      armies: armiesTab([['Wayfarers', 'Red', '0202', 600]]),
    });
    expect(issues).toEqual([]);
    expect(state.map.hexes.get('0202')).not.toHaveProperty('portal');
    const { receipts, result } = play(state, { Red: 'Wayfarers - Enter Portal 1003' });
    expect(receipts[0].lines[0]).toMatchObject({ status: 'rejected', code: 'O082' });
    expect(result.state.armies[0].hex).toEqual({ col: 2, row: 2 });
  });
});

describe('an army through a portal, turn after turn', () => {
  const tabs: StateTabs = {
    turn: 1,
    players,
    map: mapTab({ '0202': ['A', ''], '1003': ['B', 'Red'] }),
    cities,
    armies: armiesTab([
      ['Wayfarers', 'Red', '0202', 600],
      ['Stayers', 'Red', '0601', 600],
    ]),
  };

  it('steps in, stands at the exit when Resolve writes the ledger, with the entry discovered, and then takes both its actions', () => {
    const one = readState(tabs);
    expect(one.issues).toEqual([]);
    const turn1 = play(one.state, { Red: 'Wayfarers - Enter Portal B' });
    expect(turn1.receipts[0].lines[0]).toMatchObject({
      status: 'ok',
      code: 'O000',
      actionsUsed: 0,
      message:
        'Wayfarers enters Mystic Portal A (0202) and appears at B (1003) next turn, with all its actions (SPECIAL TERRAIN TYPES, Mystic Portal).',
    });
    const after = rewritten(tabs, turn1.result);
    // Resolve writes the Map tab: Red has now discovered A, the portal its army stepped into.
    expect(cell(after.map, '0202', 'Discovered by')).toBe('Red');
    expect(cell(after.map, '0202', 'Portal')).toBe('A');
    expect(cell(after.map, '1003', 'Discovered by')).toBe('Red');
    expect(cell(after.armies, 'Wayfarers', 'Hex')).toBe('1003');
    // The armies tab keeps its row order: the army is back in its own place.
    expect((after.armies as TabRows).rows.map((r) => r[0])).toEqual(['Wayfarers', 'Stayers']);

    const two = readState(after);
    expect(two.issues).toEqual([]);
    const turn2 = play(two.state, { Red: 'Wayfarers - Move 4\nWayfarers - Move 4' });
    expect(
      turn2.receipts[0].lines.map((l) => [l.status, l.message.endsWith(`(action ${l.line} of 2)`)]),
    ).toEqual([
      ['ok', true],
      ['ok', true],
    ]);
    expect(
      formatHex(turn2.result.state.armies.find((a) => a.name === 'Wayfarers')?.hex ?? { col: 0, row: 0 }),
    ).toBe('1005');
  });

  it('a random exit: one die d(number undiscovered), keyed portal:<army>, logged; an override picks the n-th by letter', () => {
    const state = readState({
      ...tabs,
      map: mapTab({
        '0202': ['A', 'Red'],
        '1003': ['B', 'Red'],
        '0605': ['C', ''],
        '1205': ['D', ''],
        '0906': ['E', 'Blue'],
      }),
    }).state;
    const rolled = play(state, { Red: 'Wayfarers - Enter Portal' });
    const die = rolled.result.events.filter((e) => e.key === 'portal:Wayfarers');
    expect(die).toEqual([
      expect.objectContaining({ die: 'd3', table: 'SPECIAL TERRAIN TYPES, Mystic Portal' }),
    ]);
    // Red had not discovered C (0605), D (1205) or E (0906, Blue's): by letter, the die's 1, 2 and 3.
    for (const [n, hex] of [
      [1, '0605'],
      [2, '1205'],
      [3, '0906'],
    ] as const) {
      const fixed = play(state, { Red: 'Wayfarers - Enter Portal' }, { 'portal:Wayfarers': n });
      expect(formatHex(fixed.result.state.armies[0].hex)).toBe(hex);
      // Only its own roll changed: the other rolls of the turn are the same.
      const others = (r: TurnResult) => r.events.filter((x) => x.die !== '' && x.key !== 'portal:Wayfarers');
      expect(others(fixed.result)).toEqual(others(rolled.result));
    }
  });
});
