/**
 * The New Year roster check with a Chaos gift (SPECIAL TERRAIN, Chaos Lands; WM-R21; Roster): units the Chaos lands
 * add are the land's gift, not bought with the year's points, so the moderator's warning reads the same spending as
 * the check that stops the year. Worked by hand: Red holds 4 villages and a Chaos village, PT 5, roster points
 * (2 x 5 + 5) x 100 = 1500 (Roster); its roster is 21 Orc Warriors and 4 Wolf Riders at 60: 1500, all spent. The
 * Chaos D10 rolls 5, "One Cavalry + 1 character point": a Wolf Rider more (60), character points 5 + 2 + 1 = 8
 * (Personalities), Grom (General) takes 3.
 */
import type { WmOrder } from '../../../../src/engine/wm/stages/model';
import { NEW_YEAR_STAGE } from '../../../../src/engine/wm/stages/new-year-stage';
import { areaOf, holdings, nationOf, stateOf } from '../fixtures';

const state = stateOf({
  year: 1,
  month: 12,
  areas: [...holdings('Red', 4), areaOf('Waste', 'Red', 'Village', { chaos: true })],
  nations: [
    nationOf('Red', {
      roster: [
        { unit: 'Orc Warriors', category: 'Infantry', cost: 60, bought: 21, lost: 0 },
        { unit: 'Wolf Riders', category: 'Cavalry', cost: 60, bought: 4, lost: 0 },
      ],
    }),
  ],
});

function newYear(orders: WmOrder[] = []) {
  return NEW_YEAR_STAGE.run({
    state: { state, battles: [] },
    clock: { turn: 13, stage: 'new-year', round: 1 },
    orders: new Map([['Red', orders]]),
    reports: [],
    seed: 'chaos-roster',
    overrides: new Map([['chaos:Waste', 5]]),
  });
}

const told = (r: ReturnType<typeof newYear>): string[] =>
  r.events.filter((e) => e.subject === 'moderator').map((e) => e.effect);

describe('the roster check with a Chaos gift (WM-R21; Roster)', () => {
  test('1500 bought and a Wolf Rider given: spent, and no warning that it spends 1560', () => {
    const r = newYear();
    expect(r.next.stage).toBe('orders');
    expect(r.state.state.nations[0]?.roster.map((e) => [e.unit, e.bought])).toEqual([
      ['Orc Warriors', 21],
      ['Wolf Riders', 5],
    ]);
    expect(told(r)).toEqual([]);
  });

  test('a Wolf Rider removed: 60 unspent, counted without the gift', () => {
    const r = newYear([{ kind: 'remove', unit: 'Wolf Riders', count: 1 }]);
    expect(told(r)).toEqual(['Red has 60 roster points unspent: all must be spent']);
  });
});
