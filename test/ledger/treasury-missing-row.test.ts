/**
 * A Treasury row deleted by hand: every later Balance of that player is off by its amount. Before, each of them
 * was reported as an edited derived cell ("do not edit them"), pointing away from the cause; now the first row
 * where the running balance breaks is named once, with the amount missing.
 */
import { readJournal } from '../../src/ledger/treasury';
import { describeIssue, tabRows } from '../../src/ledger/tab';

const HEADERS = ['Turn', 'Player', 'Category', 'Amount', 'For', 'Balance'];

describe('a deleted Treasury row', () => {
  it('is named once, at the first row whose balance breaks, with the amount missing', () => {
    // Aurelian's journal was 500, +300 (deleted), -100, +200, -50: balances 500, 800, 700, 900, 850.
    const tab = tabRows('Treasury', [
      HEADERS,
      [1, 'Aurelian', 'Opening balance', 500, 'Starting treasury', 500],
      [1, 'Clan Varn', 'Opening balance', 400, 'Starting treasury', 400],
      [1, 'Aurelian', 'Army upkeep', -100, 'Gold Host', 700],
      [2, 'Aurelian', 'City income', 200, 'Aurel', 900],
      [2, 'Clan Varn', 'City income', 100, 'Varnhold', 500],
      [2, 'Aurelian', 'Army upkeep', -50, 'Gold Host', 850],
    ]);
    const { rows, issues } = readJournal(tab);
    expect(issues.map(describeIssue)).toEqual([
      "Treasury!F4: balance 700 does not follow from the rows above (expected 400), nor do Aurelian's later balances: a row of +300 guilders for Aurelian before this one seems to be missing (deleted?); put it back, or Undo",
    ]);
    // The amounts are the journal: every row is kept.
    expect(rows.map((r) => r.balance)).toEqual([500, 400, 400, 600, 500, 550]);
  });

  it('a payment deleted reads as a row of minus that amount', () => {
    const tab = tabRows('Treasury', [
      HEADERS,
      [1, 'Aurelian', 'Opening balance', 500, '', 500],
      [1, 'Aurelian', 'City income', 100, '', 350], // a -250 row was above
      [2, 'Aurelian', 'City income', 100, '', 450],
    ]);
    expect(readJournal(tab).issues.map(describeIssue)).toEqual([
      "Treasury!F3: balance 350 does not follow from the rows above (expected 600), nor do Aurelian's later balances: a row of -250 guilders for Aurelian before this one seems to be missing (deleted?); put it back, or Undo",
    ]);
  });

  it('one Balance cell typed over, the next ones right, is still an edited derived cell', () => {
    const tab = tabRows('Treasury', [
      HEADERS,
      [1, 'Aurelian', 'Opening balance', 500, '', 500],
      [1, 'Aurelian', 'City income', 100, '', 9999],
      [2, 'Aurelian', 'City income', 100, '', 700],
    ]);
    expect(readJournal(tab).issues.map(describeIssue)).toEqual([
      'Treasury!F3: balance 9999 does not follow from the journal (expected 600); balances are derived, do not edit them',
    ]);
  });
});
