/**
 * [Forces] 1.a: a force that breaks the force rules voids its battle; a roster is its owner's alone. Ghor Bows
 * (a Sergeant and 4 Bowmen, minimum 5, [Forces] 2.b.3) loses G.Bows.1 from the Figures tab: 4 figures. R1-A,
 * Vanth v Ghor, both stake: void. The Battles Result and the Log row (read by Vanth too) say only that a warband
 * of Ghor's is under strength; Ghor's report has the roster detail. Before, the Result read "void: Battle R1-A:
 * Warband Ghor Bows: 4 figure(s), its minimum is 5; …" for everyone.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { ledgerTabs, play, recordOf } from './tabs';

const tabs = ledgerTabs(R.demo());
const figures = tabs.get('Figures')!;
figures.splice(
  figures.findIndex((r) => r[0] === 'G.Bows.1'),
  1,
);
const { tabs: after, outcome } = play(tabs, {
  Vanth: ['R1-A - Stake Oldfield'],
  Ghor: ['R1-A - Stake Cinderholm'],
});
const DETAIL = 'Warband Ghor Bows: 4 figure(s), its minimum is 5';

describe('[Forces] 1.a: a void battle keeps the breaking roster to its owner', () => {
  it('the Battles Result says whose warband, not its roster', () => {
    const battle = recordOf(after, 'Battles', 'R1-A');
    expect(battle.Status).toBe('void');
    expect(battle.Result).toBe("void: a warband of Ghor's is under strength ([Forces] 2.b.3)");
  });

  it('Vanth’s report and view do not name Ghor Bows; Ghor’s report does', () => {
    expect(outcome.reports.get('Vanth')!.join('\n')).not.toContain('Ghor Bows');
    expect(R.playerView(after, 'Vanth').join('\n')).not.toContain('Ghor Bows');
    expect(outcome.reports.get('Ghor')!.join('\n')).toContain(`R1-A is void: ${DETAIL}`);
  });

  it('the Log row (every player of the battle reads it) carries no roster; the moderator’s warning does', () => {
    const log = (outcome.append.get('Log') ?? []).filter((r) => r.Subject === 'R1-A');
    expect(log.map((r) => r.Effect)).toEqual([
      "void: a warband of Ghor's is under strength ([Forces] 2.b.3)",
    ]);
    expect(outcome.warnings.join('\n')).toContain(DETAIL);
  });
});
