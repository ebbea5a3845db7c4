/**
 * Check ledger names one bad cell once, at its tab and cell with why, and does not cascade: a row with a bad cell is
 * left out of the campaign, but its name (a player, a territory, a warband) is still written there, so rows that
 * name it are not wrong, and a force missing a row is not checked whole ([Forces] 1.a-c, 1.c.3). Before, a word
 * in Vanth's Treasury cell listed 47 problems (each of his territories, warbands and figures "not on the Forces
 * tab"), a bad Location cell added six figures "not on the Warbands tab" and two roster problems.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { describeIssue } from '../../../src/ledger/tab';
import { ledgerTabs } from './tabs';

type Edit = readonly [tab: string, header: string, row: number, value: unknown];

/** Check ledger's problems after the edits (row: the sheet's row, 2 = the first below the headers). */
function check(...edits: readonly Edit[]): string[] {
  const tabs = ledgerTabs(R.demo());
  for (const [tab, header, row, value] of edits) {
    const grid = tabs.get(tab)!;
    const col = grid[0].indexOf(header);
    if (col < 0) throw new Error(`no column ${header} on ${tab}`);
    grid[row - 1][col] = value;
  }
  return R.check(tabs).map(describeIssue);
}

describe('CT Check ledger: one bad cell is one problem, where and why', () => {
  it('the demo is in order', () => {
    expect(check()).toEqual([]);
  });

  it('a word in Vanth’s Treasury (Forces!E2)', () => {
    expect(check(['Forces', 'Treasury', 2, 'lots'])).toEqual([
      "Forces!E2: The treasury must be a whole number from 0 to 10000000, got 'lots'",
    ]);
  });

  it('a Past series entry without its number (Forces!G2)', () => {
    expect(check(['Forces', 'Past series', 2, 'V.Bows six'])).toEqual([
      "Forces!G2: 'V.Bows six' is not a series of ids and the number its next takes (G.Bows 6)",
    ]);
  });

  it('a misspelt player on the Forces tab (Forces!A2): that cell, not each row naming Vanth', () => {
    expect(check(['Forces', 'Player', 2, 'Vanthh'])).toEqual(['Forces!A2: Vanthh is not on the Players tab']);
  });

  it('Vanth’s Forces row deleted: one problem, where his row goes (Forces!A5)', () => {
    const tabs = ledgerTabs(R.demo());
    tabs.set(
      'Forces',
      tabs.get('Forces')!.filter((r) => r[0] !== 'Vanth'),
    );
    expect(R.check(tabs).map(describeIssue)).toEqual([
      "Forces!A5: Vanth is on the Players tab and other tabs name him, but he has no row here: add his force's row",
    ]);
  });

  it('a race not in the list (Forces!D2)', () => {
    expect(check(['Forces', 'Race', 2, 'Martian'])).toEqual([
      "Forces!D2: The race must be one of Firstborn, Elf, Blackblood, Dwarf, Devout, Stygian, Other; got 'Martian'",
    ]);
  });

  it('a word in Vanth Blades’ XP (Warbands!H2)', () => {
    expect(check(['Warbands', 'XP', 2, 'ten'])).toEqual([
      "Warbands!H2: The XP pool must be a whole number from 0 to 1000000, got 'ten'",
    ]);
  });

  it('an owner not on the Forces tab, on a warband (Warbands!B2) and on a territory (Territories!B2)', () => {
    expect(check(['Warbands', 'Player', 2, 'Vanht'])).toEqual([
      'Warbands!B2: Vanht is not on the Forces tab',
    ]);
    expect(check(['Territories', 'Player', 2, 'Vanht'])).toEqual([
      'Territories!B2: Vanht is not on the Forces tab',
    ]);
  });

  it('a Location that is no territory (Warbands!G2)', () => {
    expect(check(['Warbands', 'Location', 2, 'Nowhere'])).toEqual([
      "Warbands!G2: 'Nowhere' is neither Field army nor a territory",
    ]);
  });

  it('a type not in Table 1 on Vanth’s home fortress (Territories!C2)', () => {
    expect(check(['Territories', 'Type', 2, 'Castle'])).toEqual([
      "Territories!C2: The type must be one of Fortress, City, Town, Village, Hamlet, Outpost; got 'Castle'",
    ]);
  });

  it('a word in a figure’s CC (Figures!G2), and in the Leader cell of Vanth’s Captain (Figures!F13)', () => {
    expect(check(['Figures', 'CC', 2, 'high'])).toEqual([
      "Figures!G2: CC must be a whole number from 0 to 99, got 'high'",
    ]);
    expect(check(['Figures', 'Leader', 13, 'maybe'])).toEqual([
      "Figures!F13: Leader must be TRUE or FALSE, got 'maybe'",
    ]);
  });

  it('independent problems are each named: a bad Treasury, and Ghor’s warband in Vanth’s territory', () => {
    // Row 7 is Ghor Blades (each demo force has five warbands; Vanth's come first); Vanth Spire is Vanth's.
    expect(check(['Forces', 'Treasury', 2, 'lots'], ['Warbands', 'Location', 7, 'Vanth Spire'])).toEqual([
      "Forces!E2: The treasury must be a whole number from 0 to 10000000, got 'lots'",
      "Warbands!G7: Vanth Spire is Vanth's territory, not Ghor's ([Forces] 1.c)",
    ]);
  });
});
