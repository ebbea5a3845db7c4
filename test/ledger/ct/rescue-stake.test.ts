/**
 * [Battles] 4.a: a Rescue changes no territory, so nothing is staked in it. Golden round 3: R3-R1 is Sethra's
 * Rescue of S.Blades.4 from Ghor. "R3-R1 - Stake R1-B Outpost" is refused with the reason; before, it was accepted and
 * then ignored (the Preview read "stakes none").
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { playChain } from '../../cases/golden/ct-chain';

describe('[Battles] 4.a: no stake in a Rescue', () => {
  const tabs = playChain().find((c) => c.label === 'round 2 purchases')!.tabs;

  it('both sides’ stakes are refused at the receipt, CT-O010, naming the rule', () => {
    for (const [player, line] of [
      ['Sethra', 'R3-R1 - Stake R1-B Outpost'],
      ['Ghor', 'R3-R1 - Stake Ghor Pits'],
    ]) {
      const [checked] = R.checkOrders(tabs, player, line).lines;
      expect(checked).toMatchObject({ status: 'rejected', code: 'CT-O010' });
      expect(checked.message).toContain(
        'no territory is staked in a Rescue: it changes no territory ([Battles] 4.a)',
      );
    }
  });
});
