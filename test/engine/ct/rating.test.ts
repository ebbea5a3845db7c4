import {
  fieldArmyCap,
  fightingWarbands,
  forceRating,
  maintenanceDue,
  territoryIncome,
  underdogBonus,
} from '../../../src/engine/ct/rating';
import { band, fig, individual, player } from './fixtures';

describe('Force rating (001 [Campaign] 3; CT-R8)', () => {
  it("sums base costs, XP or cash spent, and the warbands' unspent pools counted once", () => {
    // Warband: leader 20 (spent 6) + 4 × 20 = 106, pool 9 → 115. Captain 60 (spent 4), pool 3 → 67. Total 182.
    const w = band('S', 4, { xp: 9 });
    const withSpent = { ...w, figures: w.figures.map((f) => (f.leader ? { ...f, spent: 6 } : f)) };
    const cap = individual('Cap', { spent: 4 });
    expect(forceRating([withSpent, { ...cap, xp: 3 }])).toBe(182);
  });

  it('leaves out the Hospital, whose figures never fight ([Forces] 1.c.3)', () => {
    const w = band('S', 4);
    const hurt = { ...w, figures: w.figures.map((f, i) => (i === 1 ? { ...f, hospital: true } : f)) };
    expect(forceRating([hurt])).toBe(80);
  });

  it('an Individual in the Hospital is not in the force: his pool is left out too ([Forces] 1.c.3, CT-R8)', () => {
    // Warband 5 × 20 = 100, pool 4; the Captain (60, pool 15) is wounded: 104, not 119.
    const cap = individual('Cap', { hospital: true });
    expect(forceRating([band('S', 4, { xp: 4 }), { ...cap, xp: 15 }])).toBe(104);
  });

  it('counts a garrison only when its territory is staked ([Forces] 1.c.1)', () => {
    const g = band('G', 4, { station: { kind: 'garrison', territory: 'A Town' } });
    const p = player('A', { warbands: [band('S', 4), g] });
    expect(fightingWarbands(p, null).map((w) => w.id)).toEqual(['S']);
    expect(fightingWarbands(p, 'A Town').map((w) => w.id)).toEqual(['S', 'G']);
  });
});

describe('Underdog bonus (001 [Experience] 1.c, [Economics] 1.b), integer arithmetic', () => {
  // floor(5 × (enemy / friendly − 1)), worked by hand.
  const cases: [number, number, number][] = [
    [1000, 1000, 0], // 5 × 0 = 0
    [1000, 900, 0], // negative: no bonus
    [1000, 1199, 0], // 5 × 0.199 = 0.995
    [1000, 1200, 1], // 5 × 0.2 = 1 exactly
    [1000, 1500, 2], // 5 × 0.5 = 2.5
    [1000, 2000, 5], // 5 × 1 = 5
    [1100, 1540, 2], // 5 × 0.4 = 2 exactly
    [750, 1000, 1], // 5 × 1/3 = 1.67
  ];
  it.each(cases)('friendly %i, enemy %i: %i', (friendly, enemy, u) => {
    expect(underdogBonus(friendly, enemy)).toBe(u);
  });

  it('gives 1 at 1000 against 1200, where floating point gives (1200/1000 − 1) × 5 = 0.99999...', () => {
    expect(Math.floor((1200 / 1000 - 1) * 5)).toBe(0);
    expect(underdogBonus(1000, 1200)).toBe(1);
  });

  it('refuses a rating of zero or a fraction', () => {
    expect(() => underdogBonus(0, 100)).toThrow(/whole positive/);
    expect(() => underdogBonus(10.5, 100)).toThrow(/whole positive/);
  });
});

describe('Maintenance (001 [Economics] 2.a; CT-R9)', () => {
  it("is the whole roster's points over five, rounded up: 1005 → 201, 1000 → 200", () => {
    // 5 warbands of 5 × 20 = 500 ... built as one warband of 50 figures at 20 = 1000 points.
    const thousand = player('A', { warbands: [band('S', 49)] });
    expect(maintenanceDue(thousand)).toBe(200);
    const more = player('A', {
      warbands: [band('S', 49), { ...individual('X'), figures: [fig('X', { baseCost: 5 })] }],
    });
    expect(maintenanceDue(more)).toBe(201);
    const odd = player('A', { warbands: [{ ...individual('X'), figures: [fig('X', { baseCost: 1 })] }] });
    expect(maintenanceDue(odd)).toBe(1);
  });

  it('counts garrisons, the Hospital and Drugged, not experience nor summoned creatures (CT-R9)', () => {
    const w = band('S', 4, { xp: 50, station: { kind: 'garrison', territory: 'A Town' } });
    const figures = [
      { ...w.figures[0]!, hospital: true },
      { ...w.figures[1]!, drugged: true },
      { ...w.figures[2]!, summoned: true },
      w.figures[3]!,
      w.figures[4]!,
    ];
    // 4 figures × 20 = 80 points (the summoned one left out) → 16 gc.
    expect(maintenanceDue(player('A', { warbands: [{ ...w, figures }] }))).toBe(16);
  });
});

describe('Field army cap and income (001 [Forces] 1.b, [Economics] 1.a)', () => {
  it('is 850 + 150 + 100 = 1100 for the starting Fortress and Town', () => {
    expect(fieldArmyCap(player('A'))).toBe(1100);
  });

  it('collects 200 + 100 = 300 gc from a Fortress and a Town', () => {
    expect(territoryIncome(player('A'))).toBe(300);
  });
});
