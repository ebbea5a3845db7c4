/**
 * [Battles] 4.b: the challenged player accepts or declines. CT-R27 (a ruling of this ledger): one who sends no
 * answer by the pre-battle resolve has declined, and gives up his territory of lowest Table 1 income other than
 * his home fortress (the choice he did not make, made as he would at least cost). Before, the challenge was void
 * and the silent player lost nothing. Holding only his home fortress he could not decline (CT-R19): still void.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { ledgerTabs, play, recordOf, records } from './tabs';

/** Round 1 with no stakes (both battles void), then Vanth challenges Karak at step d. */
function challenged(before?: (tabs: Map<string, unknown[][]>) => void) {
  let tabs = ledgerTabs(R.demo());
  before?.(tabs);
  tabs = play(tabs, {}).tabs;
  tabs = play(tabs, {}).tabs;
  return play(tabs, { Vanth: ['Force - Challenge Karak'] }).tabs;
}

describe('CT-R27: a challenge left unanswered is declined', () => {
  // Karak holds Karak Deep (home fortress) and Low Hall (Fortress): Low Hall is the one he may give.
  const { tabs, outcome } = play(challenged(), { Vanth: ['R2-C1 - Stake Low Hall'] });

  it('Low Hall passes to Vanth; the battle is declined, not fought', () => {
    expect(recordOf(tabs, 'Territories', 'Low Hall').Player).toBe('Vanth');
    expect(recordOf(tabs, 'Battles', 'R2-C1').Status).toBe('declined');
  });

  it('the moderator’s warning and both players’ reports say why', () => {
    expect(outcome.warnings).toEqual([
      "R2-C1: Karak sent no answer to Vanth's challenge by the pre-battle resolve: read as declined, giving up Low Hall, his territory of lowest income other than his home fortress (CT-R27): Karak declines and gives Low Hall to Vanth",
    ]);
    expect(outcome.reports.get('Karak')).toContain(
      "R2-C1: you sent no answer to Vanth's challenge by the pre-battle resolve, so you declined it and give up Low Hall, your territory of lowest income other than your home fortress (CT-R27)",
    );
    expect(outcome.reports.get('Vanth')).toContain(
      'R2-C1: Karak sent no answer to your challenge, which counts as declining it (CT-R27); Karak declines and gives Low Hall to Vanth',
    );
  });

  it('before the resolve, Karak’s view tells him what silence means; Vanth’s does not carry it', () => {
    const line =
      'R2-C1: Vanth challenges you. Answer “R2-C1 - Accept” or “R2-C1 - Decline <territory>” by the pre-battle resolve; no answer is a decline, giving up your territory of lowest income other than your home fortress (CT-R27).';
    expect(R.playerView(challenged(), 'Karak')).toContain(line);
    expect(R.playerView(challenged(), 'Vanth').join('\n')).not.toContain('challenges you');
  });

  it('an answer still rules: Karak’s Accept leaves the challenge to be fought', () => {
    const accepted = play(challenged(), {
      Vanth: ['R2-C1 - Stake Low Hall'],
      Karak: ['R2-C1 - Accept', 'R2-C1 - Stake Oldfield'],
    });
    expect(recordOf(accepted.tabs, 'Battles', 'R2-C1').Status).toBe('to fight');
    expect(recordOf(accepted.tabs, 'Territories', 'Low Hall').Player).toBe('Karak');
  });
});

describe('CT-R27 with only the home fortress: he could not decline (CT-R19), so the challenge is void', () => {
  it('Karak, who gave Low Hall away before, says nothing: void, naming his silence and CT-R19', () => {
    const tabs = challenged((t) => {
      const grid = t.get('Territories')!;
      const row = grid.find((r) => r[0] === 'Low Hall')!;
      row[1] = 'Ghor';
    });
    expect(records(tabs, 'Territories').filter((t) => t.Player === 'Karak')).toHaveLength(1);
    const { outcome } = play(tabs, { Vanth: ['R2-C1 - Stake Karak Deep'] });
    expect(outcome.warnings).toEqual([
      "R2-C1 is void: Karak neither accepted nor declined Vanth's challenge and, holding only his home fortress, could not decline (CT-R19, CT-R27); no stake for Vanth (chosen by the opponent, [Battles] 4.b)",
    ]);
  });
});
