import {
  forcedRetreat,
  independentDefeated,
  lesserRaces,
  minorResult,
  mustAsk,
  type MinorNation,
} from '../../../src/engine/wm/minor-nations';
import { areaOf, stateOf } from './fixtures';

const elves: MinorNation = { race: 'Elves', box: 3, markers: { Purple: 1 }, area: null };

describe('MINOR NATIONS (002; WM-R22, WM-R23)', () => {
  it('lesser races = players - 2', () => {
    expect(lesserRaces(6)).toBe(4);
    expect(lesserRaces(2)).toBe(0);
  });
  it("the book's example: Elves in box 3 win and go Independent; Orcs lose, box 2 to box 1", () => {
    expect(minorResult(elves, true, 'Yellow')).toEqual({
      race: 'Elves',
      box: 'Independent',
      markers: { Purple: 1, Yellow: 1 },
      area: null,
    });
    expect(minorResult({ race: 'Orcs', box: 2, markers: {}, area: null }, false).box).toBe(1);
    expect(minorResult({ race: 'Orcs', box: 0, markers: {}, area: null }, false).box).toBe(0);
  });
  it('a defeated Independent army leaves the map and goes back to box 0', () => {
    expect(independentDefeated({ ...elves, box: 'Independent', area: 'Wood' })).toMatchObject({
      box: 0,
      area: null,
    });
  });
  it('affiliation: Yellow must ask Purple, who holds more markers; Purple asks no one', () => {
    expect(mustAsk(elves, 'Yellow')).toBe('Purple');
    expect(mustAsk(elves, 'Purple')).toBeNull();
  });
  it('a forced retreat goes one area directly away; from a coast with nowhere farther, into the sea: destroyed', () => {
    const state = stateOf({
      areas: [areaOf('P', null), areaOf('I', null, 'Village', { coastal: true }), areaOf('Beyond', null)],
      boundaries: [
        { a: 'P', b: 'I', delay: null },
        { a: 'I', b: 'Beyond', delay: null },
      ],
    });
    expect(forcedRetreat(state, 'I', 'P')).toEqual({ to: 'Beyond' });
    const shore = { ...state, boundaries: [{ a: 'P', b: 'I', delay: null }] };
    expect(forcedRetreat(shore, 'I', 'P')).toEqual({ destroyed: true });
  });
});
