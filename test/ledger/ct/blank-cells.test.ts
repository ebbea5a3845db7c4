/**
 * A ledger as a moderator types it: a new warband's XP pool left blank means no XP ("initial forces have no
 * experience", [Campaign] 3.a), as a blank XP spent or Basic PW already did; an Individual's blank Minimum is 1. Before, every blank XP cell was an
 * issue and no stage ran; the cascade also reported each of the warband's figures as on no warband.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { readCt } from '../../../src/ledger/ct/ledger';
import { ledgerTabs, play, recordOf } from './tabs';

describe('CT: blank cells a moderator leaves', () => {
  const tabs = ledgerTabs(R.demo());
  const warbands = tabs.get('Warbands')!;
  const xp = warbands[0].indexOf('XP');
  for (const row of warbands.slice(1)) row[xp] = '';

  it('a blank XP pool reads as 0, and Check finds nothing', () => {
    expect(R.check(tabs)).toEqual([]);
    expect(readCt(tabs).campaign.state.players.flatMap((p) => p.warbands.map((w) => w.xp))).toEqual(
      new Array(21).fill(0),
    );
  });

  it('an Individual’s blank Minimum is 1 ([Experience] 1.b: a warband of one figure); a warband’s is still named', () => {
    const t = ledgerTabs(R.demo());
    const rows = t.get('Warbands')!;
    const [kind, minimum] = ['Kind', 'Minimum'].map((h) => rows[0].indexOf(h));
    for (const row of rows.slice(1)) row[minimum] = '';
    const issues = R.check(t).filter((i) => i.tab === 'Warbands' && i.cell.startsWith('F'));
    expect(issues).toHaveLength(rows.slice(1).filter((r) => r[kind] === 'warband').length);
    expect(issues[0].message).toBe("The minimum must be a whole number from 1 to 99, got ''");
    const captain = readCt(t).campaign.state.players[0].warbands.find((w) => w.id === 'Vanth Captain');
    expect(captain?.minimum).toBe(1);
  });

  it('the pre-battle stage runs and rates Vanth at his 580 points', () => {
    const { tabs: after } = play(tabs, {
      Vanth: ['R1-A - Stake Oldfield'],
      Ghor: ['R1-A - Stake Cinderholm'],
    });
    expect(recordOf(after, 'Battles', 'R1-A').Ratings).toBe('Vanth 580; Ghor 580');
  });
});
