/**
 * Scouting at Fight or Flight (004 4.2B, Table 8): "If two non-allied armies (owned by non-allied players and/or
 * neutrals) are patrolling or invading the same hex ... the Scouting die roll", d6 +1 defending, +1 "Your army
 * contains at least one unit with the Scouts special rule".
 */
import type { MeStageState } from '../../../../src/engine/me/stages/turn';
import { OVERRIDES, ORDERS, startState } from './fixture';
import { runStage } from './harness';

function flight(state: MeStageState, overrides: ReadonlyMap<string, number>) {
  const o = runStage('orders', state, ORDERS, overrides);
  return runStage('fight-or-flight', o.state, new Map(), overrides);
}

describe('ME scouting (4.2B, Table 8)', () => {
  it('is rolled against neutrals too: Iron Host 4 (units revealed), the Dwarves 4 + 1 defending = 5 (list revealed)', () => {
    // 4.3B: d3 2 → (2 + 3) × 250 = 1250 Dwarves; 2000 < 2 × 1250, so T3-01 is fought (2.0C).
    const overrides = new Map([
      ...OVERRIDES,
      ['me:defenders:0201', 2],
      ['me:scout:T3-01:Iron Host', 4],
      ['me:scout:T3-01:Neutral: Dwarves', 4],
    ]);
    const f = flight(startState(), overrides);
    const setup = f.state.work.battles[0]?.setup ?? [];
    expect(f.state.work.battles[0]?.mode).toBe('tabletop');
    expect(setup.slice(0, 2)).toEqual([
      'Iron Host scouting 4: The units in the enemy army are revealed (but not characters)',
      'Neutral: Dwarves scouting 5: The entire enemy army list is revealed (including characters and magic items)',
    ]);
  });

  it('an army flagged as having Scouts adds 1: Red Band 3 + 1 = 4 (units revealed)', () => {
    const s = startState();
    const armies = s.campaign.armies.map((a) => (a.name === 'Red Band' ? { ...a, scouts: true } : a));
    const f = flight({ ...s, campaign: { ...s.campaign, armies } }, OVERRIDES);
    const setup = f.state.work.battles[1]?.setup ?? [];
    expect(setup[0]).toBe(
      'Red Band scouting 4: The units in the enemy army are revealed (but not characters)',
    );
  });
});
