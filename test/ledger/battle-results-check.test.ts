/**
 * A result cell on the Battles tab that Apply battle results cannot read (Battles!S2, Points lost, 'abc'):
 * Apply refused it but Check ledger was silent. Check's battle issues are readSettlement's, so the cell is
 * named there now; a battle already applied is history and not checked.
 */
import { readSettlement } from '../../src/ledger/battles-state';
import { BATTLES_TAB } from '../../src/ledger/schema';
import { describeIssue, TabRows, tabRows } from '../../src/ledger/tab';

const HEADERS = BATTLES_TAB.columns.map((c) => c.header);

/** A Battles row as the resolver wrote it, with the moderator's `result` cells over it. */
function battle(id: string, result: Record<string, unknown>): unknown[] {
  const cells: Record<string, unknown> = {
    Id: id,
    Turn: 1,
    Hex: '1106',
    Kind: 'field battle',
    Attacker: 'Gorthak',
    'Attacker armies': 'Wolves',
    Defender: 'Aurelia',
    'Defender armies': 'Knights',
    ...result,
  };
  return HEADERS.map((h) => cells[h] ?? '');
}

const tabs =
  (...rows: unknown[][]) =>
  (name: string): TabRows | undefined =>
    name === 'Battles' ? tabRows('Battles', [HEADERS, ...rows]) : undefined;

describe('Check ledger on the Battles tab’s result cells', () => {
  it('names Points lost "abc" at Battles!S2, as Apply battle results reads it', () => {
    expect(HEADERS[18]).toBe('Points lost'); // column S
    const { issues } = readSettlement(tabs(battle('T1-B1', { 'Points lost': 'abc', Winner: 'Gorthak' })), 2);
    expect(issues.map(describeIssue)).toEqual(['Battles!S2: \'abc\' is not "army: points"']);
  });

  it('names a mistyped choice with the values allowed', () => {
    const { issues } = readSettlement(tabs(battle('T1-B1', { 'Defender choice': 'fihgt' })), 2);
    expect(issues.map(describeIssue)).toEqual([
      expect.stringMatching(/^Battles!Q2: Defender choice must be one of fight, truce, run; got 'fihgt'$/),
    ]);
  });

  it('a good result, a blank one, a battle the resolver could not settle and an applied one are in order', () => {
    const { issues } = readSettlement(
      tabs(
        battle('T1-B1', { 'Attacker choice': 'fight', Winner: 'Gorthak', 'Points lost': 'Wolves: 100' }),
        battle('T1-B2', {}),
        battle('T1-B3', { Attacker: '', Defender: '', Result: 'Not settled by the ledger: three sides.' }),
        battle('T1-B4', { 'Points lost': 'abc', Applied: 'yes' }),
      ),
      2,
    );
    expect(issues).toEqual([]);
  });
});
