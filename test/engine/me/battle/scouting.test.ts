import { Dice } from '../../../../src/engine/dice';
import { coverage, lookup } from '../../../../src/engine/core/tables';
import { scout } from '../../../../src/engine/me/battle/scouting';
import { TABLE_8_SCOUTING } from '../../../../src/engine/me/battle/scouting-tables';

const dice = (fixed: Record<string, number>): Dice => new Dice('scout', new Map(Object.entries(fixed)));

describe('Table 8: Scouting (004 4.2B), row by row', () => {
  it('covers the d6', () => {
    expect(coverage(TABLE_8_SCOUTING)).toEqual({ gaps: [], overlaps: [] });
  });
  it.each([
    [1, 0],
    [2, 0],
    [3, 0],
    [4, 1],
    [5, 2],
    [6, 3],
    [7, 4],
    [8, 4],
  ])('modified %i: level %i', (n, level) => {
    expect(lookup(TABLE_8_SCOUTING, n).level).toBe(level);
  });
});

describe('scouting rolls (results cumulative)', () => {
  it('a 3 with no modifier reveals nothing', () => {
    const { result } = scout(dice({ 's:A': 3 }), 's', { army: 'A', defending: false, hasScouts: false });
    expect(result).toMatchObject({
      modified: 3,
      revealsUnits: false,
      revealsList: false,
      sidesBonus: 0,
      firstTurnBonus: 0,
    });
  });
  it('a 4 reveals the units only', () => {
    const { result } = scout(dice({ 's:A': 4 }), 's', { army: 'A', defending: false, hasScouts: false });
    expect(result).toMatchObject({ revealsUnits: true, revealsList: false });
  });
  it('a defender (+1) rolling 4 reads 5: the whole list', () => {
    const { result } = scout(dice({ 's:A': 4 }), 's', { army: 'A', defending: true, hasScouts: false });
    expect(result).toMatchObject({ modified: 5, revealsUnits: true, revealsList: true, sidesBonus: 0 });
  });
  it('a defender with Scouts (+2) rolling 5 reads 7: everything, +1 sides and +1 first turn', () => {
    const { result, events } = scout(dice({ 's:A': 5 }), 's', {
      army: 'A',
      defending: true,
      hasScouts: true,
    });
    expect(result).toMatchObject({ modified: 7, revealsList: true, sidesBonus: 1, firstTurnBonus: 1 });
    expect(events[0]).toMatchObject({ key: 's:A', result: 5, table: '004 4.2B Table 8: Scouting' });
  });
  it('6 gives +1 for sides but not first turn', () => {
    const { result } = scout(dice({ 's:A': 6 }), 's', { army: 'A', defending: false, hasScouts: false });
    expect(result).toMatchObject({ sidesBonus: 1, firstTurnBonus: 0 });
  });
});
