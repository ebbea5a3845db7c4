/**
 * CT-R6's fallback ([Experience] 2, the XP cost of a roll lost): "Until it is set, the ledger records the XP spent
 * on each roll as the player enters it, and checks only that the warband holds that much." Before, an Advance
 * order was refused outright while the setting was blank.
 */
import { advancementCost, rollAdvancement } from '../../../src/engine/ct/advancement';
import type { CtPlayer } from '../../../src/engine/ct/model';
import { band, dice, individual, player } from './fixtures';

const KEY = 'ct:advance:1:S:CC';
// A warband S: a leader at CC 10 and 4 followers, 30 XP in its pool; 40 gc in the treasury.
const withBand = (xp = 30): CtPlayer =>
  player('A', { treasury: 40, warbands: [band('S', 4, { xp }), individual('Cap')] });

describe('CT-R6 unset: the roll costs what the player writes', () => {
  it('advancementCost: the setting when set, the entry when not; an entry must match a set cost', () => {
    expect(advancementCost(20, null)).toBe(20);
    expect(advancementCost(20, 20)).toBe(20);
    expect(advancementCost(null, 15)).toBe(15);
    expect(advancementCost(20, 15)).toMatch(/a roll costs 20 .* not 15 \(CT-R6\)/);
    expect(advancementCost(null, null)).toMatch(/write what this roll costs, e\.g\. “Advance CC 20”.*CT-R6/);
    expect(advancementCost(null, 0)).toMatch(/whole number above 0/);
  });

  it('a roll entered at 25 XP: D20 11 beats the leader’s CC 10, every figure +1, the pool 30 − 25 = 5', () => {
    const r = rollAdvancement(dice({ [KEY]: 11 }), KEY, withBand(), 'S', 'CC', 'xp', null, 25);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const w = r.value.player.warbands[0]!;
    expect([r.value.outcome, r.value.cost, w.xp]).toEqual(['improved', 25, 5]);
    expect(w.figures.map((f) => f.profile.CC)).toEqual([11, 11, 11, 11, 11]);
    // 25 spread over 5 figures as XP spent ([Campaign] 3.a): 5 each.
    expect(w.figures.map((f) => f.spent)).toEqual([5, 5, 5, 5, 5]);
    expect(r.value.event.effect).toContain('25 XP as entered, CT-R6');
  });

  it('checks only that the warband holds that much: 31 from a pool of 30 is refused, no die rolled', () => {
    const d = dice();
    const r = rollAdvancement(d, KEY, withBand(), 'S', 'CC', 'xp', null, 31);
    expect(!r.ok && r.error).toMatch(/a roll costs 31 XP, it has 30/);
    expect(d.log()).toEqual([]);
  });

  it('paid in cash as XP ([Economics] 3.a): 40 gc − 12 = 28, the pool untouched', () => {
    const r = rollAdvancement(dice({ [KEY]: 3 }), KEY, withBand(), 'S', 'CC', 'cash', null, 12);
    expect(r.ok && [r.value.outcome, r.value.player.treasury, r.value.player.warbands[0]!.xp]).toEqual([
      'failed',
      28,
      30,
    ]);
  });
});
