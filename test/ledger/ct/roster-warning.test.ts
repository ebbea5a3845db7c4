/**
 * [Forces] 2.b.2: "If a warband has dropped below its permissible minimums, it must recruit back up to minimum
 * strength or else disband"; the ledger voids the battle of a force that breaks [Forces] 1.a. The player is now
 * told, in his report after the stage and in his view, before the battle is lost; before, only the moderator's
 * Check said so and the player learnt it from the void.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { ledgerTabs, play } from './tabs';

describe('CT: a player hears that his roster must be mended before his next battle', () => {
  let tabs = ledgerTabs(R.demo());
  tabs = play(tabs, { Vanth: ['R1-A - Stake Oldfield'], Ghor: ['R1-A - Stake Cinderholm'] }).tabs;
  // Table 4: 8 is Wounded; V.Bows.1 goes to the Hospital and Vanth Bows (minimum 5) has 4 to field.
  const post = play(
    tabs,
    {
      Vanth: ['R1-A - Mission achieved', 'R1-A - Casualty V.Bows.1'],
      Ghor: ['R1-A - Mission failed'],
    },
    { 'ct:casualty:R1-A:V.Bows.1': 8 },
  );
  const said =
    'Before your next battle: Warband Vanth Bows: 4 figure(s), its minimum is 5; recruit back up or disband ([Forces] 2.b.2). Until then a battle of yours is void ([Forces] 1.a).';

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
