import { BrokenGround, brokenCut, nearestCityDistance } from '../../../src/engine/cs42/broken-army';
import { MapView, Walker } from '../../../src/engine/cs42/turn/movement-paths';
import { formatHex, Hex, parseHex, sameHex } from '../../../src/engine/hex';
import { ledger } from './battles/fixture';

// Broken Armies (UNIT TYPES): "Broken armies may not move into any hex that contains an unfriendly unit of any
// type. Broken armies may only move in a direction that reduces the distance between it and the nearest city of
// its empire (unless an enemy unit or impassable terrain blocks the way), and must always move at least one hex."
// The one copy of the rule, on open plains: Red's city Redholm in 0401, the army in 0404 (3 hexes south). Of
// 0404's neighbours only 0403 (north, direction 1) is 2 from 0401; 0405 is 4, the four diagonals 3 (worked on
// the hex grid of RULINGS 1-2).

const hex = (t: string): Hex => parseHex(t) ?? { col: 0, row: 0 };
const hexes = (...t: string[]): Hex[] => t.map(hex);
const state = ledger({ turn: 2, cities: [{ name: 'Redholm', player: 'Red', hex: '0401', size: 4 }] });
const view = new MapView(state);
const walker: Walker = { name: 'Red Host', player: 'Red', kind: 'army', mobility: 'FOOT', race: 'Human' };

function ground(unfriendly: readonly string[] = [], cities = state.cities): BrokenGround {
  return {
    view,
    nearestCity: (h) => nearestCityDistance(cities, h),
    unfriendlyAt: (h) => unfriendly.some((u) => sameHex(hex(u), h)),
  };
}
const cut = (g: BrokenGround, path: string[], movedBefore = false, mustMove = false) => {
  const out = brokenCut(g, walker, hex('0404'), hexes(...path), movedBefore, mustMove);
  return { ...out, path: out.path.map(formatHex), turned: out.turned && formatHex(out.turned) };
};

describe('Broken Armies, the one rule (broken-army.ts)', () => {
  it('nearestCityDistance counts only cities still standing', () => {
    expect(nearestCityDistance(state.cities, hex('0404'))).toBe(3);
    expect(nearestCityDistance([{ hex: hex('0401'), size: 0 }], hex('0404'))).toBeNull();
  });

  it('a move toward its city is kept', () => {
    expect(cut(ground(), ['0403', '0402'])).toEqual({
      path: ['0403', '0402'],
      stop: null,
      turned: null,
      closed: false,
    });
  });

  it('a move away is cut (W003) and, cut to nothing, the army turns one hex toward its city', () => {
    expect(cut(ground(), ['0405'])).toEqual({
      path: ['0403'],
      stop: { code: 'W003', why: '0405 does not bring it nearer its nearest city', at: hex('0404') },
      turned: '0403',
      closed: false,
    });
  });

  it('an army that already moved this turn is cut but not turned again', () => {
    expect(cut(ground(), ['0405'], true)).toMatchObject({ path: [], turned: null, closed: false });
  });

  it('a hex with an unfriendly unit is refused (W013); with the only nearer hex held, it may go elsewhere', () => {
    expect(cut(ground(['0403']), ['0403'])).toEqual({
      path: [],
      stop: { code: 'W013', why: '0403 holds an unfriendly unit', at: hex('0404') },
      turned: null,
      closed: false,
    });
    // "unless an enemy unit ... blocks the way": no direction to keep, so 0405 is allowed.
    expect(cut(ground(['0403']), ['0405']).path).toEqual(['0405']);
  });

  it('an army made to move with every nearer hex closed stays, and says so', () => {
    expect(cut(ground(['0403']), [], false, true)).toEqual({
      path: [],
      stop: null,
      turned: null,
      closed: true,
    });
    expect(cut(ground(), [], false, true)).toMatchObject({ path: ['0403'], turned: '0403' });
  });

  it('an army with no city has no direction to keep; one on its city is not made to move', () => {
    expect(cut(ground([], []), ['0405']).path).toEqual(['0405']);
    const onCity = brokenCut(ground(), walker, hex('0401'), [], false, true);
    expect(onCity).toEqual({ path: [], stop: null, turned: null, closed: false });
  });
});
