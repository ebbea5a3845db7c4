/**
 * [Battles] 4.a.2: the captives freed in a Rescue return to their warbands; [Economics] 2.a and CT-R9: maintenance
 * is a fifth of the whole roster's points, rounded up. The golden chain's R3-R1: Sethra frees S.Blades.4 (30
 * points) from Ghor. Sethra's roster without him is 775 points (ceil(775 / 5) = 155); with him back, 805:
 * ceil(805 / 5) = 161. Before, maintenance was worked out before the captive was freed: −155.
 */
import { playChain } from '../../cases/golden/ct-chain';
import { recordOf } from './tabs';

describe('[Economics] 2.a: a figure freed in a Rescue counts for its owner’s maintenance', () => {
  const post = playChain().find((c) => c.label === 'round 3 post-battle')!;
  const journal = (post.outcome.append.get('Journal') ?? []).filter(
    (j) => j.Player === 'Sethra' && String(j.For).includes('maintenance'),
  );

  it('S.Blades.4 is back with Sethra Blades, held by nobody', () => {
    expect(recordOf(post.tabs, 'Figures', 'S.Blades.4')).toMatchObject({
      Warband: 'Sethra Blades',
      'Held by': '',
    });
  });

  it('Sethra pays ceil(805 / 5) = 161 gc, not 155', () => {
    expect(journal.map((j) => j.Amount)).toEqual([-161]);
  });

  it('the Log: freed first, then Sethra’s maintenance of 161 gc', () => {
    const log = (post.outcome.append.get('Log') ?? []).map(
      (r) => `${String(r.Subject)}: ${String(r.Effect)}`,
    );
    const freed = log.indexOf('R3-R1: S.Blades.4 freed: back with Sethra');
    const upkeep = log.indexOf('Sethra: maintenance 161 gc; treasury 541 gc');
    expect(freed).toBeGreaterThanOrEqual(0);
    expect(upkeep).toBeGreaterThan(freed);
  });
});
