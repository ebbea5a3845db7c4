import { Dice } from '../../src/engine/dice';

// RULINGS 21: every die comes from a seeded generator, is logged, and may be overridden by the moderator.

describe('seeded dice', () => {
  const rollMany = (dice: Dice): number[] => Array.from({ length: 200 }, (_, i) => dice.d20(`roll:${i}`));

  it('gives the same rolls for the same seed and different rolls for another seed', () => {
    expect(rollMany(new Dice('turn-3'))).toEqual(rollMany(new Dice('turn-3')));
    expect(rollMany(new Dice('turn-3'))).not.toEqual(rollMany(new Dice('turn-4')));
  });

  it('stays within 1..sides and reaches every face', () => {
    const dice = new Dice('faces');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const r = dice.roll(`r${i}`, 6);
      expect(r).toBeGreaterThanOrEqual(1);
      expect(r).toBeLessThanOrEqual(6);
      seen.add(r);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is roughly uniform on a d20 (chi-square under the 0.1% critical value, 19 degrees of freedom)', () => {
    const dice = new Dice('uniform');
    const counts = new Array(20).fill(0);
    const n = 20000;
    for (let i = 0; i < n; i++) counts[dice.d20(`u${i}`) - 1] += 1;
    const expected = n / 20;
    const chi = counts.reduce((sum, c) => sum + ((c - expected) * (c - expected)) / expected, 0);
    expect(chi).toBeLessThan(43.82);
  });

  it('logs every roll with its key, and an override replaces one roll without shifting the others', () => {
    const plain = new Dice('seed');
    const a = [plain.d20('corruption:A'), plain.d20('corruption:B'), plain.d20('corruption:C')];
    const overridden = new Dice('seed', new Map([['corruption:B', 17]]));
    const b = [
      overridden.d20('corruption:A'),
      overridden.d20('corruption:B'),
      overridden.d20('corruption:C'),
    ];
    expect(b).toEqual([a[0], 17, a[2]]);
    expect(overridden.log()).toEqual([
      { key: 'corruption:A', sides: 20, result: a[0], overridden: false },
      { key: 'corruption:B', sides: 20, result: 17, overridden: true },
      { key: 'corruption:C', sides: 20, result: a[2], overridden: false },
    ]);
  });

  it('ignores an override that is not a face of the die', () => {
    const dice = new Dice('seed', new Map([['x', 21]]));
    const r = dice.d20('x');
    expect(r).toBe(new Dice('seed').d20('x'));
    expect(dice.log()[0].overridden).toBe(false);
  });

  it('draws each roll from its own key: rolls made before it, or not made at all, never change it', () => {
    const alone = new Dice('seed').d20('spy:Whisper');
    const after = new Dice('seed');
    for (let i = 0; i < 50; i++) after.d20(`calamity:${i}`);
    expect(after.d20('spy:Whisper')).toBe(alone);
  });

  it('a key rolled again in a turn gets a fresh draw each time, the same on every replay', () => {
    const draw = (): number[] => {
      const dice = new Dice('seed');
      return Array.from({ length: 40 }, () => dice.d20('mine:0404'));
    };
    expect(draw()).toEqual(draw());
    expect(new Set(draw()).size).toBeGreaterThan(5);
  });
});
