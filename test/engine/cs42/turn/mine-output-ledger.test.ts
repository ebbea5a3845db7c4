import { readState } from '../../../../src/ledger/read-state';
import { PLAYERS_TAB } from '../../../../src/ledger/schema';
import { describeIssue, tabRows } from '../../../../src/ledger/tab';
import { stateRecords } from '../../../../src/ledger/write-state';
import { ANN, campaign } from './fixture-economy';

/** The Players tab's Mine output (Table 8: paid at the next income): read, written, optional, checked. */

const HEADERS = ['Player', 'Email', 'Race', 'Colour'];

describe('the Mine output column', () => {
  it('is read: a number is the guilders due, blank none', () => {
    const players = tabRows('Players', [
      [...HEADERS, 'Mine output'],
      ['Ann', 'ann@example.com', 'Firstborn', '#f00', 200],
      ['Bo', 'bo@example.com', 'Dwarves', '#00f', ''],
    ]);
    const { state, issues } = readState({ turn: 2, players });
    expect(issues).toEqual([]);
    expect(state.players.map((p) => [p.name, p.mineOutput])).toEqual([
      ['Ann', 200],
      ['Bo', undefined],
    ]);
  });

  it('an older ledger without it reads no output due; a bad value names the cell', () => {
    const old = tabRows('Players', [HEADERS, ['Ann', 'ann@example.com', 'Firstborn', '#f00']]);
    expect(readState({ turn: 2, players: old }).state.players[0].mineOutput).toBeUndefined();
    const bad = tabRows('Players', [
      [...HEADERS, 'Mine output'],
      ['Ann', 'ann@example.com', 'Firstborn', '#f00', 'lots'],
    ]);
    expect(readState({ turn: 2, players: bad }).issues.map(describeIssue)).toEqual([
      expect.stringMatching(
        /Players!E2.*mine output must be a whole number from 0 to 1000000000, got 'lots'/,
      ),
    ]);
    expect(PLAYERS_TAB.columns.find((c) => c.header === 'Mine output')).toMatchObject({ optional: true });
  });

  it('is written: the guilders due, blank when none', () => {
    const state = campaign();
    const due = {
      ...state,
      players: state.players.map((p) => (p.name === ANN ? { ...p, mineOutput: 200 } : p)),
    };
    expect((stateRecords(due).get(PLAYERS_TAB) ?? []).map((r) => r['Mine output'])).toEqual([200, '']);
  });
});
