import { readState } from '../../../../src/ledger/read-state';
import { CITIES_TAB } from '../../../../src/ledger/schema';
import { describeIssue, tabRows } from '../../../../src/ledger/tab';
import { stateRecords, tabGrid } from '../../../../src/ledger/write-state';
import { campaign, city } from './fixture-economy';

/** The Cities tab's Abandoned turn (CITY ACTIONS, Abandon City): read and written like the other turn columns;
 * a ledger made before it keeps working; a bad value is named by cell. */

const players = tabRows('Players', [
  ['Player', 'Email', 'Race', 'Colour'],
  ['Ann', 'ann@example.com', 'Firstborn', '#f00'],
]);
const OLD = [
  'City',
  'Player',
  'Hex',
  'Size',
  'Improvements',
  'Status',
  'Corruption',
  'Conquered turn',
  'Failed sieges',
];

describe('the Abandoned turn column', () => {
  it('is read: blank is never abandoned, a number is the turn', () => {
    const cities = tabRows('Cities', [
      [...OLD, 'Abandoned turn'],
      ['Karak', 'Ann', '0303', 4, '', '', 0, '', 0, 4],
      ['Varn', 'Ann', '0909', 2, '', '', 0, '', 0, ''],
    ]);
    const { state, issues } = readState({ turn: 5, players, cities });
    expect(issues).toEqual([]);
    expect(state.cities.map((c) => [c.name, c.abandonedTurn])).toEqual([
      ['Karak', 4],
      ['Varn', null],
    ]);
  });

  it('an older ledger without the column reads every city as never abandoned', () => {
    const cities = tabRows('Cities', [OLD, ['Karak', 'Ann', '0303', 4, '', '', 0, '', 0]]);
    const { state, issues } = readState({ turn: 5, players, cities });
    expect(issues).toEqual([]);
    expect(state.cities[0].abandonedTurn).toBeNull();
  });

  it('a bad value is a cell issue naming the cell, and the row is left out', () => {
    const cities = tabRows('Cities', [
      [...OLD, 'Abandoned turn'],
      ['Karak', 'Ann', '0303', 4, '', '', 0, '', 0, 'last week'],
    ]);
    const { state, issues } = readState({ turn: 5, players, cities });
    expect(issues.map(describeIssue)).toEqual([
      expect.stringMatching(
        /Cities!J2.*abandoned turn must be a whole number from 1 to 100000, got 'last week'/,
      ),
    ]);
    expect(state.cities).toEqual([]);
  });

  it('is written back: the turn, or blank', () => {
    const state = campaign({
      cities: [city('Karak', 'Ann', '0303', 4, [], { abandonedTurn: 4 }), city('Varn', 'Ann', '0909', 2)],
    });
    const records = stateRecords(state).get(CITIES_TAB) ?? [];
    expect(records.map((r) => r['Abandoned turn'])).toEqual([4, '']);
    const headers = [...OLD, 'Abandoned turn'];
    const grid = tabGrid(CITIES_TAB, tabRows('Cities', [headers]), records);
    expect(grid.map((row) => row[headers.indexOf('Abandoned turn')])).toEqual([4, '']);
  });

  it('is optional in the schema: set-up adds it, a ledger without it is not blocked', () => {
    expect(CITIES_TAB.columns.find((c) => c.header === 'Abandoned turn')).toMatchObject({ optional: true });
  });
});
