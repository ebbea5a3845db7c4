/**
 * Allies ([Forces] 3; [Races] 5.a, 6.a; CT-R5, CT-R10): an ally's field army joins a side, counts in its rating
 * before the battle, reports its own casualties and hits, earns XP and collects income as one who fought; a
 * Stygian allies only with Stygians.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { ledgerTabs, play, recordOf } from './tabs';

function withAllies(allies: string) {
  const tabs = ledgerTabs(R.demo());
  const battles = tabs.get('Battles')!;
  battles.splice(2); // R1-A only
  battles[1][battles[0].indexOf('Allies')] = allies;
  return tabs;
}

describe('Chronopia allies', () => {
  it('Karak’s field army (770) fights beside Vanth’s (580): the side is rated 1350 ([Campaign] 3)', () => {
    const pre = play(withAllies('Karak with Vanth'), {
      Vanth: ['R1-A - Stake Oldfield'],
      Ghor: ['R1-A - Stake Cinderholm'],
    });
    expect(recordOf(pre.tabs, 'Battles', 'R1-A').Ratings).toBe('Vanth 1350; Ghor 580');
    const post = play(
      pre.tabs,
      {
        Vanth: ['R1-A - Mission achieved', 'R1-A - Wounds 4'],
        Karak: ['R1-A - Casualty K.Blades.1', 'R1-A - Hits Karak Axes 1'],
        Ghor: ['R1-A - Mission failed', 'R1-A - Wounds 2'],
      },
      {
        'ct:casualty:R1-A:K.Blades.1': 5, // Captured: by Ghor, the side's enemy
        'ct:xp:R1-A:Karak Captain': 2,
        'ct:xp:R1-A:Vanth Captain': 2,
      },
    );
    expect(recordOf(post.tabs, 'Figures', 'K.Blades.1')['Held by']).toBe('Ghor');
    // CT-R10: each allied player's General on the winning side earns the leader's 10.
    expect(recordOf(post.tabs, 'Warbands', 'Karak Captain').XP).toBe(12);
    expect(recordOf(post.tabs, 'Warbands', 'Vanth Captain').XP).toBe(12);
    // Karak fought: his income (200 + 200) less maintenance ceil(900 / 5) = 180 (K.Blades.1 taken): 70 + 400 − 180.
    expect(recordOf(post.tabs, 'Forces', 'Karak').Treasury).toBe(290);
    // Ghor's underdog: floor(5 × (1350 − 580) / 580) = 6 XP a surviving figure.
    expect(
      post.outcome.append.get('Log')?.some((r) => String(r.Effect).includes('underdog bonus (6 each)')),
    ).toBe(true);
  });

  it('[Races] 6.a: a Stygian ally with a Firstborn voids the battle, with a warning', () => {
    const pre = play(withAllies('Sethra with Vanth'), {
      Vanth: ['R1-A - Stake Oldfield'],
      Ghor: ['R1-A - Stake Cinderholm'],
    });
    expect(recordOf(pre.tabs, 'Battles', 'R1-A').Status).toBe('void');
    expect(pre.outcome.warnings[0]).toMatch(
      /Stygian players may only ally with Stygian players \(\[Races\] 6\.a\)/,
    );
  });
});
