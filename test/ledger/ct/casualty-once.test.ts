/**
 * Table 4 ([Battles] 3.b): "All other casualties roll a D20" — one roll a casualty. A figure reported twice (a
 * slip, or a correction such as adding "skeleton") is rolled once, from its last line. Before, it was rolled
 * twice and logged twice.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { ledgerTabs, play } from './tabs';

describe('CT: a casualty reported twice', () => {
  const pre = play(ledgerTabs(R.demo()), {
    Vanth: ['R1-A - Stake Oldfield'],
    Ghor: ['R1-A - Stake Cinderholm'],
  }).tabs;

  it('is rolled once on Table 4', () => {
    const { outcome } = play(
      pre,
      {
        Vanth: ['R1-A - Mission achieved', 'R1-A - Casualty V.Blades.1', 'R1-A - Casualty V.Blades.1'],
        Ghor: ['R1-A - Mission failed'],
      },
      { 'ct:casualty:R1-A:V.Blades.1': 9 },
    );
    const rolls = outcome.append.get('Log')!.filter((r) => r.Key === 'ct:casualty:R1-A:V.Blades.1');
    expect(rolls).toHaveLength(1);
    expect(rolls[0]).toMatchObject({ Result: 9, Effect: 'Wounded' });
  });

  it('its last line stands: “skeleton” added later means well and truly dead, not rolled ([Battles] 3.a)', () => {
    const { outcome } = play(pre, {
      Vanth: ['R1-A - Mission achieved', 'R1-A - Casualty V.Blades.1', 'R1-A - Casualty V.Blades.1 skeleton'],
      Ghor: ['R1-A - Mission failed'],
    });
    const about = outcome.append.get('Log')!.filter((r) => String(r.Subject).endsWith('V.Blades.1'));
    expect(about.map((r) => r.Effect)).toEqual(['well and truly dead, not rolled']);
  });
});
