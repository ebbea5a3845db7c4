import {
  cell,
  coverage,
  diceTotals,
  lookup,
  matrixShapeErrors,
  type RangeTable,
} from '../../../src/engine/core/tables';
import { pick, rollD66, rollDice, shuffle } from '../../../src/engine/core/rolls';
import { Dice } from '../../../src/engine/dice';

const table: RangeTable<string> = {
  id: 'test.table',
  cite: 'Test table',
  dice: '2d6',
  rows: [
    { from: 2, to: 4, result: 'low' },
    { from: 5, to: 9, result: 'mid' },
    { from: 9, to: 11, result: 'high' },
  ],
};

describe('tables as data', () => {
  it('lists the totals each dice spec can give', () => {
    expect(diceTotals('d6')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(diceTotals('2d6')).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(diceTotals('d66')).toHaveLength(36);
    expect(diceTotals('d66')[0]).toBe(11);
    expect(diceTotals('d66')[35]).toBe(66);
    expect(diceTotals('d20')).toHaveLength(20);
  });

  it('finds the row of a total and names the table when none covers it', () => {
    expect(lookup(table, 2)).toBe('low');
    expect(lookup(table, 8)).toBe('mid');
    expect(() => lookup(table, 12)).toThrow('Test table: no row for 12');
  });

  it('reports gaps and overlaps over the dice range', () => {
    expect(coverage(table)).toEqual({ gaps: [12], overlaps: [9] });
  });

  it('reads a matrix by row and column, and checks its shape', () => {
    const m = { id: 'm', cite: 'Matrix', rows: ['a', 'b'], cols: [1, 2], cells: [['a1', 'a2'], ['b1']] };
    expect(cell(m, 'a', 2)).toBe('a2');
    expect(() => cell(m, 'c', 1)).toThrow('Matrix: no row c');
    expect(() => cell(m, 'b', 2)).toThrow('Matrix: no entry at b/2');
    expect(matrixShapeErrors(m)).toEqual(['Matrix: row b has 1 entries for 2 columns']);
  });
});

describe('rolls beyond one die', () => {
  it('keys each die apart so one can be overridden alone', () => {
    const dice = new Dice('seed', new Map([['strategy#2', 6]]));
    const [first, second] = rollDice(dice, 'strategy', 2, 6);
    expect(second).toBe(6);
    expect(first).toBe(new Dice('seed').roll('strategy#1', 6));
    expect(dice.log().map((r) => r.key)).toEqual(['strategy#1', 'strategy#2']);
  });

  it('reads a d66 as tens then units', () => {
    const dice = new Dice(
      'seed',
      new Map([
        ['event#1', 3],
        ['event#2', 5],
      ]),
    );
    expect(rollD66(dice, 'event')).toBe(35);
  });

  it('a d66 overridden under its own key (the Log row shows 35) sets both dice; 37 is no d66 and rolls as seeded', () => {
    const dice = new Dice('seed', new Map([['event', 35]]));
    expect(rollD66(dice, 'event')).toBe(35);
    expect(dice.log().map((r) => [r.key, r.result, r.overridden])).toEqual([
      ['event#1', 3, true],
      ['event#2', 5, true],
    ]);
    expect(rollD66(new Dice('seed', new Map([['event', 37]])), 'event')).toBe(
      rollD66(new Dice('seed'), 'event'),
    );
  });

  it('picks without a die from a list of one, and shuffles every item exactly once', () => {
    const dice = new Dice('seed');
    expect(pick(dice, 'only', ['x'])).toBe('x');
    expect(dice.log()).toHaveLength(0);
    const order = shuffle(dice, 'order', ['a', 'b', 'c', 'd']);
    expect([...order].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(dice.log().map((r) => r.key)).toEqual(['order#1', 'order#2', 'order#3']);
  });
});
