/**
 * CT-R1: "A ledger round = a set of battles the moderator schedules, each player in at most one, plus any
 * immediate Rescue." A challenge is scheduled by the ledger ([Battles] 4.b) and may meet the moderator's own
 * schedule: the pre-battle stage warns the moderator, naming the player and the battles. Before, nothing said so.
 * A Rescue does not count: the golden's round 3 (Ghor in R3-A and the Rescue R3-R1) stays without a warning.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { appendRows, ledgerTabs, play } from './tabs';

describe('CT-R1: each player in at most one battle a round', () => {
  it('Vanth scheduled in R1-A and R1-C are named in a warning', () => {
    const tabs = ledgerTabs(R.demo());
    appendRows(tabs, 'Battles', [
      { Battle: 'R1-C', Turn: 1, Kind: 'two-player', Players: 'Vanth, Karak', Status: 'scheduled' },
    ]);
    const { outcome } = play(tabs, {
      Vanth: ['R1-A - Stake Oldfield', 'R1-C - Stake Vanth Spire'],
      Ghor: ['R1-A - Stake Cinderholm'],
      Karak: ['R1-B - Stake Low Hall', 'R1-C - Stake Karak Deep'],
      Sethra: ['R1-B - Stake Mirefen'],
    });
    expect(outcome.warnings).toEqual([
      'Vanth fights R1-A and R1-C in round 1: each player fights at most one battle a round, plus a Rescue (CT-R1)',
      'Karak fights R1-B and R1-C in round 1: each player fights at most one battle a round, plus a Rescue (CT-R1)',
    ]);
  });

  it('the demo’s round 1 (one battle each) gives no such warning', () => {
    const { outcome } = play(ledgerTabs(R.demo()), {
      Vanth: ['R1-A - Stake Oldfield'],
      Ghor: ['R1-A - Stake Cinderholm'],
      Karak: ['R1-B - Stake Low Hall'],
      Sethra: ['R1-B - Stake Mirefen'],
    });
    expect(outcome.warnings).toEqual([]);
  });
});
