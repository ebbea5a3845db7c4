/**
 * [Races] 6.b, [Battles] 3.c.2-3: a captive kept as Drugged, sold or ransomed is no longer a captive; a later line
 * of the same submission about him is refused for that reason. Golden round 1 purchases: Sethra (Stygian) holds
 * Karak's K.Blades.1. Before, "K.Blades.1 - Ransom 50" after the Drug order read "nobody holds K.Blades.1 captive".
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { playChain } from '../../cases/golden/ct-chain';

describe('a captive disposed of by an earlier line', () => {
  const tabs = playChain().find((c) => c.label === 'round 1 post-battle')!.tabs;
  const lines = (text: string) => R.checkOrders(tabs, 'Sethra', text).lines;

  it('Drug then Ransom: the ransom is refused because line 1 drugs him', () => {
    const [drug, ransom] = lines('K.Blades.1 - Drug Sethra Blades\nK.Blades.1 - Ransom 50');
    expect(drug.status).toBe('ok');
    expect(ransom).toMatchObject({
      status: 'rejected',
      code: 'CT-O036',
      message: expect.stringContaining(
        'K.Blades.1 is no longer a captive: an earlier order keeps him as Drugged in Sethra Blades',
      ),
    });
  });

  it('Sell then Drug: the Drug order is refused because he was sold', () => {
    const [, drug] = lines('K.Blades.1 - Sell\nK.Blades.1 - Drug Sethra Blades');
    expect(drug).toMatchObject({
      status: 'rejected',
      message: expect.stringContaining(
        'K.Blades.1 is no longer a captive: an earlier order sells him to slavers',
      ),
    });
  });
});
