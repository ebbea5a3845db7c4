/**
 * [Battles] 4.b: the challenged player accepts or declines. One who does neither leaves the challenge without his
 * stake choice, and it is void; the moderator's warning and both reports now say that he did not answer, so the
 * moderator can rule. Before, the void named only a missing stake.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { ledgerTabs, play } from './tabs';

describe('CT: a challenge left unanswered', () => {
  it('Vanth challenges Karak, who says nothing: the void names Karak’s silence', () => {
    let tabs = ledgerTabs(R.demo());
    tabs = play(tabs, {}).tabs; // round 1: no stakes, both battles void
    tabs = play(tabs, {}).tabs;
    tabs = play(tabs, { Vanth: ['Force - Challenge Karak'] }).tabs;
    const { outcome } = play(tabs, { Vanth: ['R2-C1 - Stake Low Hall'] });
    const said =
      "R2-C1 is void: Karak neither accepted nor declined Vanth's challenge; no stake for Vanth (chosen by the opponent, [Battles] 4.b)";
    expect(outcome.warnings).toEqual([said]);
    expect(outcome.reports.get('Karak')!.join('\n')).toContain('Karak neither accepted nor declined');
  });
});
