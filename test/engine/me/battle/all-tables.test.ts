import { coverage } from '../../../../src/engine/core/tables';
import { ME_BATTLE_RANGE_TABLES } from '../../../../src/engine/me/battle/all-tables';

describe('ME battle tables as data (issue 14 acceptance: every table passes the gap/overlap check or names a ruling)', () => {
  it.each(ME_BATTLE_RANGE_TABLES.map((t) => [t.id, t] as const))('%s', (_id, t) => {
    const c = coverage(t);
    if (c.gaps.length + c.overlaps.length > 0) expect(t.rulings?.length ?? 0).toBeGreaterThan(0);
    else expect(c).toEqual({ gaps: [], overlaps: [] });
  });
  it('holds Tables 8, 12-14, 18-22, 26-30 and 31, each once', () => {
    const numbers = ME_BATTLE_RANGE_TABLES.map((t) => Number(/^me\.table(\d+)\./.exec(t.id)?.[1]));
    expect(numbers).toEqual([8, 12, 13, 14, 18, 19, 20, 21, 22, 26, 27, 28, 29, 30, 31]);
  });
  it('ME-R2: the renumbered tables cite their printed number too', () => {
    const cite = (n: number): string =>
      ME_BATTLE_RANGE_TABLES.find((t) => t.id.startsWith(`me.table${n}.`))?.cite ?? '';
    expect(cite(18)).toContain('printed "Table 3"');
    expect(cite(19)).toContain('printed "Table 4"');
    expect(cite(22)).toContain('printed "Table 7"');
    expect(cite(31)).toContain('printed "Table 31:11"');
  });
});
