/**
 * [Forces] 2.b.2: "If a warband has dropped below its permissible minimums, it must recruit back up to minimum
 * strength or else disband"; the ledger voids the battle of a force that breaks [Forces] 1.a. The player is told,
 * in his report after the stage and in his view, before the battle is lost.
 * CT-R26: a warband short only because a figure is in the Hospital is not under its minimum: it plays short.
 * Before, V.Bows.1 wounded (Table 4: 7-12) left Vanth Bows at 4 to field and voided Vanth's next battle.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { appendRows, ledgerTabs, play, recordOf } from './tabs';

const said =
  'Before your next battle: Warband Vanth Bows: 4 figure(s), its minimum is 5; recruit back up or disband ([Forces] 2.b.2). Until then a battle of yours is void ([Forces] 1.a).';
const round1 = play(ledgerTabs(R.demo()), {
  Vanth: ['R1-A - Stake Oldfield'],
  Ghor: ['R1-A - Stake Cinderholm'],
}).tabs;
// Vanth Bows: a Sergeant and 4 Bowmen, minimum 5; V.Bows.1 is a casualty of R1-A.
const casualty = (roll: number) =>
  play(
    round1,
    {
      Vanth: ['R1-A - Mission achieved', 'R1-A - Casualty V.Bows.1'],
      Ghor: ['R1-A - Mission failed'],
    },
    { 'ct:casualty:R1-A:V.Bows.1': roll },
  );

describe('CT: a player hears that his roster must be mended before his next battle', () => {
  // Table 4: 1 is Killed; Vanth Bows has 4 figures left.
  const post = casualty(1);

  it('in his report after the post-battle stage, and in his view; not in Ghor’s', () => {
    expect(post.outcome.reports.get('Vanth')).toContain(said);
    expect(R.playerView(post.tabs, 'Vanth')).toContain(said);
    expect(R.playerView(post.tabs, 'Ghor').join('\n')).not.toContain('Vanth Bows');
  });

  it('no longer once he recruits a Bowman at step d', () => {
    const { tabs: after, outcome } = play(post.tabs, { Vanth: ['Vanth Bows - Recruit 1 Bowman'] });
    expect(outcome.reports.get('Vanth')).not.toContain(said);
    expect(R.playerView(after, 'Vanth')).not.toContain(said);
  });
});

describe('CT-R26: a warband short of its minimum because of the Hospital plays short', () => {
  // Table 4: 8 is Wounded; V.Bows.1 goes to the Hospital: 5 on the roster, 4 to field.
  const post = casualty(8);
  const purchases = play(post.tabs, {}).tabs;
  appendRows(purchases, 'Battles', [
    { Battle: 'R2-A', Turn: 2, Kind: 'two-player', Players: 'Vanth, Ghor', Status: 'scheduled' },
  ]);
  const pre2 = play(purchases, { Vanth: ['R2-A - Stake Oldfield'], Ghor: ['R2-A - Stake Ghor Pits'] });

  it('no warning to mend in Vanth’s report or view', () => {
    expect(recordOf(post.tabs, 'Figures', 'V.Bows.1').Hospital).toBe(true);
    expect(post.outcome.reports.get('Vanth')!.join('\n')).not.toContain('Before your next battle');
    expect(R.playerView(post.tabs, 'Vanth').join('\n')).not.toContain('Before your next battle');
  });

  it('his next battle is fought, not void, and Check says nothing of Vanth Bows', () => {
    expect(recordOf(pre2.tabs, 'Battles', 'R2-A').Status).toBe('to fight');
    expect(pre2.outcome.warnings).toEqual([]);
    expect(R.check(purchases).filter((i) => i.message.includes('Vanth Bows'))).toEqual([]);
  });

  it('Vanth hears that Vanth Bows plays short; Ghor does not', () => {
    const said = 'R2-A: Vanth Bows plays short, 4 of its minimum 5: V.Bows.1 in the Hospital (CT-R26)';
    expect(pre2.outcome.reports.get('Vanth')).toContain(said);
    expect(pre2.outcome.reports.get('Ghor')).not.toContain(said);
  });

  it('V.Bows.1 misses it: the rating leaves out his 35 points (Table 4, CT-R17)', () => {
    const log = (pre2.outcome.append.get('Log') ?? []).find(
      (r) => r.Subject === 'Vanth' && String(r.Effect).startsWith('force rating'),
    );
    // The field army's points: Blades 190 + Bows 180 − 35 + Captain 100 + Chronomancer 110 = 545.
    expect(String(log?.Effect)).toMatch(/\(545 points\)$/);
  });
});
