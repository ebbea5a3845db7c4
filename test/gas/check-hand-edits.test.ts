import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';

// A new moderator's hand edits on the CS42 demo, through the built bundle: Campaign → Check ledger names each
// (it used to say the ledger was in order) and Resolve stops on it, naming the cell.

function demo() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Check test');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  const ui = emulation.services.Ui;
  const check = (): string[] => {
    script.call('menuCheckLedger');
    return String(ui.alerts[ui.alerts.length - 1].prompt).split('\n');
  };
  const cell = (tab: string, a1: string, value: unknown): void => {
    spreadsheet.getSheetByName(tab)?.getRange(a1).setValue(value);
  };
  return { script, check, cell };
}

describe('Check ledger on hand edits', () => {
  it('a second player given Aurelian’s email: named at Players!B3, and Resolve stops on it', () => {
    const { script, check, cell } = demo();
    cell('Players', 'B3', 'firstborn@example.com');
    expect(check()).toContain(
      "Players!B3: 'firstborn@example.com' is a duplicate of B2 (Aurelian Throne's): orders from it are recorded as the first player's and this player's turn report is mailed there; give each player his own address",
    );
    expect(() => script.call('resolveTurn', [1, {}])).toThrow(
      /Players!B3: 'firstborn@example.com' is a duplicate/,
    );
  });

  it('Armies!D1 renamed "Pts": named at D1, "rename it back"', () => {
    const { check, cell } = demo();
    cell('Armies', 'D1', 'Pts');
    const report = check();
    expect(report).toContain(
      "Armies!D1: the header is 'Pts' where 'Points' is expected: rename it back to 'Points' (the rules find the column by its header; Set up ledger would add a second, empty 'Points' column)",
    );
    expect(report.filter((l) => /^Armies!A\d+: points/.test(l))).toEqual([]);
    // Once: the gas reader's 'run Set up ledger' advice (at a column past the end) made it worse; it failed before.
    expect(report.filter((l) => l.startsWith('Armies!'))).toHaveLength(1);
  });

  it('a Log Override of 15 on a d10 is named at its cell, and Resolve stops (it was silently ignored)', () => {
    const { script, check, cell } = demo();
    cell('Log', 'A2', 1);
    cell('Log', 'D2', 'd10');
    cell('Log', 'E2', 'calamity:Clan Varn');
    cell('Log', 'G2', 15);
    expect(check().join('\n')).toMatch(
      /Log!G2: Override of calamity:Clan Varn must be a whole number from 1 to 10/,
    );
    expect(() => script.call('resolveTurn', [1, {}])).toThrow(/Log!G2: Override of calamity:Clan Varn/);
  });

  it('Turn set back to 1 after turn 1 was resolved: named at the Turn cell, and Resolve stops', () => {
    const { script, check, cell } = demo();
    script.call('resolveTurn', [1, {}]);
    expect(check()).toEqual(['The ledger is in order: every cell the rules read is valid.']);
    cell('Campaign', 'B4', 1);
    const report = check();
    expect(report[0]).toBe('1 problem (rows with problems are left out of the rules until fixed):');
    expect(report[1]).toMatch(
      /^Campaign!B4: Turn is 1 but turn 1 was already resolved \(Treasury rows \d+–\d+ hold turn 1's income and upkeep\): a Resolve now would pay them again; set it back to 2, or Undo$/,
    );
    expect(() => script.call('resolveTurn', [1, {}])).toThrow(
      /Campaign!B4: Turn is 1 but turn 1 was already resolved/,
    );
  });
});
