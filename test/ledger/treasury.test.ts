import { appendEntries, balanceOf, incomeStatement, readJournal } from '../../src/ledger/treasury';
import { tabRows } from '../../src/ledger/tab';

// The treasury is a journal: balances are derived from the entries, never edited in place.

const entries = [
  { turn: 1, player: 'Karak', category: 'Opening balance', amount: 500, for: 'Starting treasury' },
  { turn: 1, player: 'Elves', category: 'Opening balance', amount: 300, for: 'Starting treasury' },
  { turn: 2, player: 'Karak', category: 'City income', amount: 400, for: 'Karak Varn' },
  { turn: 2, player: 'karak', category: 'Army upkeep', amount: -350, for: 'Iron Host' },
  { turn: 2, player: 'Karak', category: 'Build', amount: -150, for: 'Marketplace, Karak Varn' },
  { turn: 3, player: 'Karak', category: 'Spoils', amount: 45, for: 'Battle at 0704' },
];

describe('treasury journal', () => {
  it('derives running balances per player, names matched ignoring case', () => {
    const rows = appendEntries([], entries);
    expect(rows.map((r) => r.balance)).toEqual([500, 300, 900, 550, 400, 445]);
    expect(balanceOf(rows, 'KARAK')).toBe(445);
    expect(balanceOf(rows, 'Elves')).toBe(300);
    expect(balanceOf(rows, 'Nobody')).toBe(0);
  });

  it('continues from an existing journal', () => {
    const first = appendEntries([], entries.slice(0, 3));
    const more = appendEntries(first, entries.slice(3));
    expect(more).toEqual(appendEntries([], entries));
  });

  it('produces a player’s income statement for a turn from the journal alone', () => {
    const statement = incomeStatement(appendEntries([], entries), 'Karak', 2);
    expect(statement.opening).toBe(500);
    expect(statement.income).toBe(400);
    expect(statement.expenses).toBe(500);
    expect(statement.closing).toBe(400);
    expect(statement.byCategory).toEqual([
      { category: 'City income', amount: 400 },
      { category: 'Army upkeep', amount: -350 },
      { category: 'Build', amount: -150 },
    ]);
    expect(statement.entries).toHaveLength(3);
  });

  it('reads the Treasury tab and reports a balance someone edited, naming the cell and the right value', () => {
    const tab = tabRows('Treasury', [
      ['Turn', 'Player', 'Category', 'Amount', 'For', 'Balance'],
      [1, 'Karak', 'Opening balance', 500, 'Starting treasury', 500],
      [2, 'Karak', 'City income', 400, 'Karak Varn', 1000],
      [2, 'Karak', 'Army upkeep', 'lots', 'Iron Host', 550],
    ]);
    const { rows, issues } = readJournal(tab);
    expect(rows.map((r) => [r.amount, r.balance])).toEqual([
      [500, 500],
      [400, 900],
    ]);
    expect(issues).toEqual([
      {
        tab: 'Treasury',
        cell: 'F3',
        message:
          'balance 1000 does not follow from the journal (expected 900); balances are derived, do not edit them',
      },
      {
        tab: 'Treasury',
        cell: 'D4',
        message: "amount must be a whole number from -10000000 to 10000000, got 'lots'",
      },
    ]);
  });
});
