/**
 * CT-R14: "Checked after each round's purchases; the campaign is Over when it is met." The demo's Last round is
 * 3 and its Victory "Most territories after the last round": after round 3's purchases Karak holds the most
 * (golden: 8 territories). The stage sets Over and Winner, which must be rows Set up ledger makes, since the
 * Apps Script side refuses a Campaign row that is not there (campaignGrid, the Resolve's write). Before, they were
 * no rows of the schema: every Resolve of the last round was refused and Set up ledger had nothing to add; the
 * Preview said nothing of the victory.
 */
import { campaignGrid } from '../../../src/gas/stages/writes';
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { STAGE_CAMPAIGN_ROWS } from '../../../src/ledger/stage-ruleset';
import { playChain } from '../../cases/golden/ct-chain';

describe('CT-R14: the last round finishes', () => {
  const chain = playChain();
  const before = chain.find((c) => c.label === 'round 3 post-battle')!.tabs;
  const last = chain.find((c) => c.label === 'round 3 purchases')!.outcome;

  it('Over and Winner are Campaign rows of the schema (Set up ledger adds them to an old ledger)', () => {
    const rows = [...STAGE_CAMPAIGN_ROWS, ...R.settings].map((s) => s.setting);
    expect(rows).toEqual(expect.arrayContaining(['Over', 'Winner']));
    expect(R.settings.find((s) => s.setting === 'Over')?.value).toBe(false);
  });

  it('the Resolve’s Campaign write finds every row the stage sets: Over TRUE, Winner Karak', () => {
    const campaign = before.get('Campaign')!;
    const settings = new Map<string, unknown>([...last.campaign, ['Turn', 4], ['Stage', 'pre-battle']]);
    const grid = campaignGrid(campaign, campaign.slice(1), settings);
    const row = (name: string) => grid.find((r) => r[0] === name);
    expect(row('Over')?.[1]).toBe(true);
    expect(row('Winner')?.[1]).toBe('Karak');
  });

  it('the Preview (the stage’s summaries) and every player’s report say the campaign is over', () => {
    const line = 'The campaign is over: Karak wins (most territories, CT-R14)';
    for (const p of ['Vanth', 'Ghor', 'Karak', 'Sethra']) {
      expect(last.summaries.find((s) => s.player === p)?.lines).toContain(line);
      expect(last.reports.get(p)).toContain(line);
    }
  });
});
