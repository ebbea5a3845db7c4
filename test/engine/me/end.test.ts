import { Dice } from '../../../src/engine/dice';
import { capitalLost, endCheck, winners } from '../../../src/engine/me/end';

const dice = (fixed: Record<string, number> = {}): Dice => new Dice('end', new Map(Object.entries(fixed)));

describe('3.0A: the end check', () => {
  it('no roll before the announced turn', () => {
    expect(endCheck(dice(), 7, 8)).toEqual({ over: false, events: [] });
    expect(endCheck(dice(), 7, 0)).toEqual({ over: false, events: [] });
  });
  it.each([
    [1, false],
    [3, false],
    [4, true],
    [6, true],
  ])('from the announced turn on, d6 %i: over %s', (n, over) => {
    const r = endCheck(dice({ 'me:end:8': n }), 8, 8);
    expect(r.over).toBe(over);
    expect(r.events[0]?.key).toBe('me:end:8');
  });
});

describe('3.1A: winning', () => {
  it('the most Effective Power wins', () => {
    expect(
      winners([
        { player: 'A', effectivePower: 12.5, eliminated: false },
        { player: 'B', effectivePower: 14, eliminated: false },
        { player: 'C', effectivePower: 20, eliminated: true },
      ]).winners,
    ).toEqual(['B']);
  });
  it('the last player left wins whatever the power', () => {
    expect(
      winners([
        { player: 'A', effectivePower: 2, eliminated: false },
        { player: 'B', effectivePower: 30, eliminated: true },
      ]).winners,
    ).toEqual(['A']);
  });
  it('Proposal: a tie shares the victory', () => {
    expect(
      winners([
        { player: 'A', effectivePower: 9, eliminated: false },
        { player: 'B', effectivePower: 9, eliminated: false },
      ]).winners,
    ).toEqual(['A', 'B']);
  });
});

describe('3.2A: losing the capital (ME-R28)', () => {
  it('the chosen city becomes the capital', () => {
    expect(
      capitalLost({ player: 'A', lostCapital: '0101', cities: ['0105', '0103'], chosen: '0105' }).outcome,
    ).toEqual({
      kind: 'new capital',
      capital: '0105',
    });
  });
  it('ME-R28: with no (valid) choice, the city nearest the lost capital (0103 at 2 before 0105 at 4)', () => {
    expect(
      capitalLost({ player: 'A', lostCapital: '0101', cities: ['0105', '0103'], chosen: '0909' }).outcome,
    ).toEqual({
      kind: 'new capital',
      capital: '0103',
    });
  });
  it('7.5B: with no city, vassalage if agreed; else eliminated', () => {
    expect(capitalLost({ player: 'A', lostCapital: '0101', cities: [], vassalOf: 'B' }).outcome).toEqual({
      kind: 'vassal',
      overlord: 'B',
    });
    expect(capitalLost({ player: 'A', lostCapital: '0101', cities: [] }).outcome).toEqual({
      kind: 'eliminated',
    });
  });
});
