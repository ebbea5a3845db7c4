/**
 * Figure ids are never reused, so a Log row stays about its figure: golden round 1, G.Bows.1 was a casualty of
 * R1-A (its Table 4 roll keyed ct:casualty:R1-A:G.Bows.1) and was disbanded at the purchases ([Forces] 2.b.5); the
 * recruit of round 1 took G.Bows.5. At round 2's purchases another Bowman for Ghor Bows is G.Bows.6, not G.Bows.1.
 * A raised warband's figures take the ledger's style: "Ghor Pikes" → G.Pikes.L, G.Pikes.1 … (as the demo's
 * G.Blades.L), not GhorPikes.L. Before, the recruit was G.Bows.1 and the leader GhorPikes.L.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { playChain } from '../../cases/golden/ct-chain';
import { play, records } from './tabs';

describe('CT figure ids: never reused, in one style', () => {
  const tabs = playChain().find((c) => c.label === 'round 2 post-battle')!.tabs;
  const { tabs: after } = play(tabs, {
    Ghor: ['Ghor Bows - Recruit 1 Bowman', 'Force - Raise Ghor Pikes: Sergeant + 4 Swordsman'],
  });
  const ids = (warband: string) =>
    records(after, 'Figures')
      .filter((r) => r.Warband === warband)
      .map((r) => r.Figure);

  it('the new Bowman is G.Bows.6: G.Bows.1 (disbanded, named in the Log) keeps his id', () => {
    expect(ids('Ghor Bows')).toEqual([
      'G.Bows.L',
      'G.Bows.2',
      'G.Bows.3',
      'G.Bows.4',
      'G.Bows.5',
      'G.Bows.6',
    ]);
  });

  it('Ghor Pikes: G.Pikes.L and G.Pikes.1-4', () => {
    expect(ids('Ghor Pikes')).toEqual(['G.Pikes.L', 'G.Pikes.1', 'G.Pikes.2', 'G.Pikes.3', 'G.Pikes.4']);
  });

  it('the receipt of the same lines is accepted', () => {
    const lines = R.checkOrders(tabs, 'Ghor', 'Ghor Bows - Recruit 1 Bowman').lines;
    expect(lines.map((l) => l.status)).toEqual(['ok']);
  });
});
