/**
 * [Battles] 3.c.2: a ransom is "at a price mutually agreeable to both": both players write the same price. When
 * they do not, both players' reports say so (not only the moderator's warnings), without the other's price.
 * Before, the two players heard nothing: their lines had been accepted and the figure simply stayed captive. Agreed
 * ransoms come before rescues: a Rescue with every captive ransomed is not fought (before, it was, for nothing).
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { ledgerTabs, play, records } from './tabs';

describe('CT ransom not agreed', () => {
  let tabs = ledgerTabs(R.demo());
  tabs = play(tabs, { Karak: ['R1-B - Stake Low Hall'], Sethra: ['R1-B - Stake Mirefen'] }).tabs;
  tabs = play(
    tabs,
    {
      Karak: ['R1-B - Mission achieved', 'R1-B - Wounds 4'],
      Sethra: ['R1-B - Mission failed', 'R1-B - Wounds 2', 'R1-B - Casualty S.Blades.1'],
    },
    { 'ct:casualty:R1-B:S.Blades.1': 5 }, // Table 4: 3-6 Captured
  ).tabs;

  it('30 asked, 20 offered: each player’s report says there is no agreed ransom, and neither price', () => {
    const { outcome } = play(tabs, { Karak: ['S.Blades.1 - Ransom 30'], Sethra: ['S.Blades.1 - Ransom 20'] });
    const said = 'S.Blades.1: no agreed ransom (both Karak and Sethra write the same price, [Battles] 3.c.2)';
    expect(outcome.reports.get('Karak')).toContain(said);
    expect(outcome.reports.get('Sethra')).toContain(said);
    expect(outcome.reports.get('Karak')!.join('\n')).not.toContain('20');
    expect(outcome.reports.get('Sethra')!.join('\n')).not.toContain('30');
    expect(outcome.warnings).toEqual([said]);
  });

  it('ransomed and rescued in one stage: the ransom comes first and no Rescue is fought for nothing', () => {
    // Sethra writes the Rescue first; both agree 30 gc for S.Blades.1, her only captive.
    const { tabs: after, outcome } = play(tabs, {
      Sethra: ['R1-B - Rescue', 'S.Blades.1 - Ransom 30'],
      Karak: ['S.Blades.1 - Ransom 30'],
    });
    expect(records(after, 'Battles').some((b) => b.Kind === 'rescue')).toBe(false);
    expect(outcome.reports.get('Sethra')).toContain('S.Blades.1: ransomed by Sethra from Karak for 30 gc');
    expect(outcome.reports.get('Sethra')!.join('\n')).toMatch(/line 1 skipped: .*\[Battles\] 3\.c\.1/);
  });
});
