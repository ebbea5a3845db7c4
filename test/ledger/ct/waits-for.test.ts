/**
 * The post-battle stage waits for the players of the battles fought this round, no one else: a declined
 * challenge ([Battles] 4.b.2) or a void battle ([Battles] 1.a, [Forces] 1.a) has nothing to report. Golden round 2:
 * R2-C1 Ghor v Sethra is fought, R2-C2 (Karak challenged Vanth) declined: the stage waits for Ghor and Sethra.
 * Round 1 with no stake at all: both battles void, it waits for nobody. Before, all four were "missing".
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { playChain } from '../../cases/golden/ct-chain';
import { ledgerTabs, play } from './tabs';

describe('Whose battle reports the post-battle stage waits for', () => {
  const chain = playChain();
  const at = (label: string) => chain.find((c) => c.label === label)!.tabs;

  it('round 2: Ghor and Sethra (R2-C1), not Karak and Vanth (R2-C2 declined)', () => {
    expect(R.players(at('round 2 pre-battle'))).toEqual(['Ghor', 'Sethra']);
  });

  it('round 1 and 3: every player fought', () => {
    expect(R.players(at('round 1 pre-battle'))).toEqual(['Vanth', 'Ghor', 'Karak', 'Sethra']);
    expect(R.players(at('round 3 pre-battle'))).toEqual(['Vanth', 'Ghor', 'Karak', 'Sethra']);
  });

  it('every battle void: nobody', () => {
    expect(R.players(play(ledgerTabs(R.demo()), {}).tabs)).toEqual([]);
  });

  it('the other stages wait for every player', () => {
    expect(R.players(ledgerTabs(R.demo()))).toEqual(['Vanth', 'Ghor', 'Karak', 'Sethra']);
    expect(R.players(at('round 2 post-battle'))).toEqual(['Vanth', 'Ghor', 'Karak', 'Sethra']);
  });
});
