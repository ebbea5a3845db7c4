import { maintain, underdogGold } from '../../../src/engine/ct/economy';
import { awardExperience } from '../../../src/engine/ct/experience';
import { band, dice, fig, individual, player } from './fixtures';

describe('Experience pooled per warband (001 [Experience] 1; CT-R10, CT-R16)', () => {
  const p = player('A', {
    warbands: [
      band('S', 2),
      individual('Cap'),
      band('G', 4, { station: { kind: 'garrison', territory: 'A Town' } }),
    ],
  });

  it('1D6 per survivor, 5 per wounding hit, 10 to the winning General, the underdog bonus per survivor', () => {
    // S: 3 survivors rolling 2, 5, 6 = 13; 2 wounding hits = 10; underdog 1 × 3 = 3 → 26.
    // Cap: 1 survivor rolling 4; General of the winning side +10; underdog 1 → 15. G did not fight: 0.
    const d = dice({ 'ct:xp:B1:S#1': 2, 'ct:xp:B1:S#2': 5, 'ct:xp:B1:S#3': 6, 'ct:xp:B1:Cap': 4 });
    const r = awardExperience(
      d,
      'B1',
      p,
      ['S.L', 'S.1', 'S.2', 'Cap'],
      [{ warband: 'S', woundingHits: 2 }],
      'Cap',
      1,
    );
    expect(r.player.warbands.map((w) => [w.id, w.xp])).toEqual([
      ['S', 26],
      ['Cap', 15],
      ['G', 0],
    ]);
  });

  it('gives Drugged and summoned figures nothing ([Races] 5.d, 6.b.2)', () => {
    const w = band('S', 2);
    const q = player('A', {
      warbands: [
        { ...w, figures: [w.figures[0]!, fig('d', { drugged: true }), fig('s', { summoned: true })] },
      ],
    });
    const r = awardExperience(dice({ 'ct:xp:B1:S': 3 }), 'B1', q, ['S.L', 'd', 's'], [], null, 2);
    // One earner: 3 + underdog 2 = 5.
    expect(r.player.warbands[0]!.xp).toBe(5);
  });
});

describe('Underdog gold, income and maintenance (001 [Economics] 1-2; CT-R3, CT-R9, CT-R20)', () => {
  it('rolls u D6 for the gold, each die keyed alone', () => {
    const g = underdogGold(
      dice({ 'ct:underdog-gold:B1:A#1': 3, 'ct:underdog-gold:B1:A#2': 6 }),
      'B1',
      'A',
      2,
    );
    expect(g.gc).toBe(9);
    expect(underdogGold(dice(), 'B1', 'A', 0)).toEqual({ gc: 0, event: null });
  });

  it('pays maintenance out of treasury, underdog gold and income together', () => {
    // Roster 100 + 60 = 160 points → 32 gc. Cash 5 + 9 + 300 = 314 → 282 left.
    const p = player('A', { treasury: 5, warbands: [band('S', 4), individual('Cap')] });
    const r = maintain(p, 9, []);
    expect(r.ok && [r.value.income, r.value.maintenance, r.value.player.treasury]).toEqual([300, 32, 282]);
  });

  it('refuses when cash falls short, naming the shortfall, and applies a disband plan that covers it', () => {
    // One territory, an Outpost: 25 gc income. Roster: 6 × 20 + 60 = 180 points → 36 gc; short by 11.
    const poor = player('A', {
      territories: [{ name: 'Post', type: 'Outpost', home: true }],
      warbands: [band('S', 5), individual('Cap')],
    });
    const refused = maintain(poor, 0, []);
    expect(!refused.ok && refused.error).toMatch(/owes 36 gc maintenance and has 25.*11 gc short/);
    // Disbanding two followers would leave S (minimum 5) with 4: refused (CT-R20).
    const under = maintain(poor, 0, ['S.4', 'S.5']);
    expect(!under.ok && under.error).toMatch(/minimum/);
    const rich = maintain({ ...poor, treasury: 7 }, 0, ['S.5']);
    // With 7 gc in hand: cash 7 + 25 = 32; after disbanding S.5, 160 points → 32 gc due → treasury 0.
    expect(rich.ok && [rich.value.maintenance, rich.value.player.treasury]).toEqual([32, 0]);
  });

  it('refuses a disband plan when maintenance can be paid', () => {
    const p = player('A', { warbands: [band('S', 5), individual('Cap')] });
    const r = maintain(p, 0, ['S.5']);
    expect(!r.ok && r.error).toMatch(/no troops need be disbanded/);
  });
});
