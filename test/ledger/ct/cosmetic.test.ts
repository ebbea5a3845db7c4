/**
 * The review's cosmetic faults: an Advance refusal's example is one whole order; a sale to slavers says the half
 * is rounded down ([Battles] 3.c.3: half the base cost; a Bowman of 35 points brings 17 gc); a player this stage
 * did not touch gets a line, not an empty report. Each failed before.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { playChain } from '../../cases/golden/ct-chain';
import { ledgerTabs, play } from './tabs';

describe('CT messages a moderator and a player read', () => {
  const chain = playChain();

  it('“Advance MW 0” is refused with the example “Vanth Blades - Advance CC”', () => {
    const tabs = chain.find((c) => c.label === 'round 1 post-battle')!.tabs;
    const [line] = R.checkOrders(tabs, 'Vanth', 'Vanth Blades - Advance MW 0').lines;
    expect(line.status).toBe('rejected');
    expect(line.message).toMatch(/\(e\.g\. “Vanth Blades - Advance CC”\)$/);
  });

  it('a sale to slavers says the half is rounded down (G.Blades.3, golden round 3)', () => {
    const log = (chain.find((c) => c.label === 'round 3 purchases')!.outcome.append.get('Log') ?? []).map(
      (r) => String(r.Effect),
    );
    expect(
      log.some((e) =>
        /^sells G\.Blades\.3 to slavers for \d+ gc \(half his base cost, rounded down\)$/.test(e),
      ),
    ).toBe(true);
  });

  it('a player with nothing this stage (every battle void) reads a line, not an empty report', () => {
    // Round 1 with no stakes: both battles void at pre-battle, so the post-battle stage applies nothing of Vanth's.
    const post = play(play(ledgerTabs(R.demo()), {}).tabs, {}).outcome;
    expect(post.reports.get('Vanth')).toEqual(['Nothing of yours changed at this stage (post-battle).']);
  });
});
