/**
 * CT-R6's fallback ("Until it is set, the ledger records the XP spent on each roll as the player enters it")
 * through the purchases stage: with "XP per advancement roll" blank, "Vanth Blades - Advance CC 25" rolls at the
 * 25 XP Vanth entered and the Journal records it. The blank setting is a note (a warning at the Preview), never a
 * problem: before, Check listed it among the problems and refuseIfBroken refused every Preview and Resolve while it
 * was blank. Only an Advance naming no cost is refused, at intake.
 */
import { stageIssues } from '../../../src/gas/stages/check';
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { playChain } from '../../cases/golden/ct-chain';
import { play, recordOf, setCampaign } from './tabs';

describe('CT-R6 unset: the purchases stage takes the cost the player wrote', () => {
  const start = playChain().find((c) => c.label === 'round 1 post-battle')!.tabs;
  const tabs = new Map([...start].map(([k, v]) => [k, v.map((r) => [...r])]));
  setCampaign(tabs, 'XP per advancement roll', '');

  it('nothing stops the stage: Check’s problems (what a Preview and a Resolve refuse on) are none', () => {
    expect(R.check(tabs)).toEqual([]);
    expect(stageIssues({ ruleset: R, values: tabs, missing: [] })).toEqual([]);
  });

  it('an Advance naming no cost is refused at intake, one naming its cost accepted', () => {
    const check = R.checkOrders(tabs, 'Vanth', 'Vanth Blades - Advance CC\nVanth Blades - Advance CC 25');
    expect(check.lines.map((l) => l.status)).toEqual(['rejected', 'ok']);
    expect(check.lines[0].message).toContain('CT-R6');
  });

  // Vanth Blades: 28 XP after round 1 (golden). The leader's CC is 12: a D20 of 15 beats it ([Experience] 2.a).
  const { tabs: after, outcome } = play(
    tabs,
    { Vanth: ['Vanth Blades - Advance CC 25'] },
    { 'ct:advance:1:Vanth Blades:CC:1': 15 },
  );

  it('the pool goes 28 − 25 = 3 and every figure gains 1 CC (the leader 12 → 13)', () => {
    expect(recordOf(after, 'Warbands', 'Vanth Blades').XP).toBe(3);
    expect(recordOf(after, 'Figures', 'V.Blades.L').CC).toBe(13);
  });

  it('the Journal holds −25 XP and the Log says the cost was as entered', () => {
    const xp = (outcome.append.get('Journal') ?? []).filter(
      (j) => j.Player === 'Vanth' && j.Resource === 'XP',
    );
    expect(xp.map((j) => j.Amount)).toEqual([-25]);
    const log = (outcome.append.get('Log') ?? []).find((r) => r.Key === 'ct:advance:1:Vanth Blades:CC:1');
    expect(String(log?.Effect)).toContain('25 XP as entered, CT-R6');
  });

  it('the Preview warns the moderator, naming the cell (Campaign!B9)', () => {
    expect(outcome.warnings).toHaveLength(1);
    expect(outcome.warnings[0]).toMatch(
      /^Campaign!B9: XP per advancement roll is not set.*names its cost.*CT-R6\)$/,
    );
  });
});
