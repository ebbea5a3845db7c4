/**
 * CT-R1: a round of battles is the Campaign tab's Turn, and the player's view names it in the book's words with
 * the stage as the Stage cell names it. Golden: after round 2's post-battle the clock is Turn 2, Stage purchases
 * (the Round cell stays 1). Before, the view read "Round 2, stage purchases", "Round" meaning the Turn.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { playChain } from '../../cases/golden/ct-chain';

describe('the player view’s first line', () => {
  it('“Battle round 2, purchases.”', () => {
    const tabs = playChain().find((c) => c.label === 'round 2 post-battle')!.tabs;
    expect(R.playerView(tabs, 'Vanth')[0]).toBe('Battle round 2, purchases.');
  });
});
