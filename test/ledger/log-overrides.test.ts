/**
 * The Log's Override column read for a turn (RULINGS 21). A reviewer's reproduction: Override 15 on the d10 of
 * `calamity:Clan Varn` was silently ignored (the dice take only a face of the die). The reader names the cell
 * and the die's range; the value is left out.
 */
import { dieRange, readLogOverrides } from '../../src/ledger/log';
import { describeIssue, tabRows } from '../../src/ledger/tab';

const HEADERS = ['Turn', 'Phase', 'Subject', 'Die', 'Key', 'Result', 'Override', 'Table', 'Effect'];
const log = (...rows: unknown[][]) => tabRows('Log', [HEADERS, ...rows]);

describe('the Log’s Override column', () => {
  it('an Override out of its die’s range is an issue at the Override cell, naming the range', () => {
    const { overrides, issues } = readLogOverrides(
      log([1, 'Calamity', 'Clan Varn', 'd10', 'calamity:Clan Varn', 4, 15, 'Table 14', 'none']),
      1,
    );
    expect(issues.map(describeIssue)).toEqual([
      "Log!G2: Override of calamity:Clan Varn must be a whole number from 1 to 10 (the d10), got '15': the roll would stand as rolled; correct it or clear it",
    ]);
    expect(overrides.size).toBe(0);
  });

  it('overrides in range are read by key for this turn only; 2d6 runs 2 to 12', () => {
    const { overrides, issues } = readLogOverrides(
      log(
        [1, 'Calamity', 'Clan Varn', 'd10', 'calamity:Clan Varn', 4, 10, '', ''],
        [1, 'Explore', '0304', '2d6', 'me:explore:0304', 9, 12, '', ''],
        [1, 'Explore', '0305', '2d6', 'me:explore:0305', 9, '', '', ''],
        [0, 'Calamity', 'Aurelian', 'd10', 'calamity:Aurelian', 4, 99, '', ''],
      ),
      1,
    );
    expect(issues).toEqual([]);
    expect([...overrides]).toEqual([
      ['calamity:Clan Varn', 10],
      ['me:explore:0304', 12],
    ]);
  });

  it('a 2d6 row overridden with 1, or any die with text, is an issue', () => {
    const { issues } = readLogOverrides(
      log(
        [1, 'Explore', '0304', '2d6', 'me:explore:0304', 9, 1, '', ''],
        [1, 'Calamity', 'Clan Varn', 'd10', 'calamity:Clan Varn', 4, 'six', '', ''],
      ),
      1,
    );
    expect(issues.map((i) => [i.cell, i.message.split(',')[0]])).toEqual([
      ['G2', 'Override of me:explore:0304 must be a whole number from 2 to 12 (the 2d6)'],
      ['G3', 'Override of calamity:Clan Varn must be a whole number from 1 to 10 (the d10)'],
    ]);
  });

  it('dieRange reads the Die column as the events write it', () => {
    expect(dieRange('d20')).toEqual({ low: 1, high: 20 });
    expect(dieRange('3d6')).toEqual({ low: 3, high: 18 });
    expect(dieRange('')).toBeNull();
  });
});
