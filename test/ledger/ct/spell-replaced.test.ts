/**
 * CT-R25.4 ([Forces] 2.a.3: wizards "sell back their spells and buy new ones"): one spell bought for each sold
 * back. At round 1's purchases (golden) Vanth Chronomancer sells back Second Chance and buys Time Warp; a second Buy spell is refused because the
 * one he sold back is already replaced. Before, the refusal read "sold back no spell this stage" (he did).
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { playChain } from '../../cases/golden/ct-chain';

describe('CT-R25.4: a second Buy spell after one Sell back', () => {
  it('line 3 is refused: every spell he sold back is already replaced', () => {
    const lines = R.checkOrders(
      playChain().find((c) => c.label === 'round 1 post-battle')!.tabs,
      'Vanth',
      [
        'Vanth Chronomancer - Sell back Second Chance',
        'Vanth Chronomancer - Buy spell Time Warp',
        'Vanth Chronomancer - Buy spell Second Chance',
      ].join('\n'),
    ).lines;
    expect(lines.map((l) => l.status)).toEqual(['ok', 'ok', 'rejected']);
    expect(lines[2].code).toBe('CT-O042');
    expect(lines[2].message).toContain(
      'V.Chronomancer has already replaced each spell he sold back this stage: a wizard buys a spell only in place of one he sells back',
    );
  });
});
