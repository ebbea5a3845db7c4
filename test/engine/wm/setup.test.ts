import { engagement } from '../../../src/engine/wm/engagement';
import { RATED_FROM_ROSTERS, setupLines, terrainCardsKept } from '../../../src/engine/wm/setup';
import { areaOf } from './fixtures';

describe('PREPARING FOR BATTLE (002)', () => {
  it.each([
    ['plains', false, 1],
    ['plains', true, 3],
    ['hills', false, 3],
    ['forest', false, 3],
    ['mountains', false, 6],
    ['swamp', true, 6],
  ] as const)('%s (coast %s) keeps %i terrain card(s)', (terrain, coastal, cards) => {
    expect(terrainCardsKept(areaOf('A', null, 'Village', { terrain, coastal }))).toBe(cards);
  });
  it('an assault on a town: the owner holds it, garrisons at 20 points from his 2000 (WM-R9), the stayer deploys forward', () => {
    const burg = areaOf('Burg', 'Blue', 'Town', { terrain: 'hills' });
    const e = engagement('Population Center', 'Population Center', {
      pop: 'Town',
      ownedByEither: true,
      swap: false,
    });
    expect(setupLines(burg, e, ['Guard'])).toEqual([
      'Both sides rate up 2000-point armies from their rosters, characters and magic items included',
      'Each draws 6 terrain cards and keeps 3 (hills)',
      'Objective at the centre: town piece (4 fortifications)',
      'Draw 1 random event card, then play 2 hours or until one army is at 0 morale',
      'Blue holds the urban piece from the start and its fortifications are free: pavises / garrisons 20 points each from his 2000 (WM-R9)',
      'Guard did not move: may deploy behind the centre line and/or in the urban square',
    ]);
  });
  describe('the rating lines: supplied or left out, not dropped by position', () => {
    const plains = areaOf('Field', 'Blue', 'Village');
    const e = engagement('Countryside', 'Countryside', { pop: 'Village', ownedByEither: true, swap: false });
    const table = [
      'Each draws 6 terrain cards and keeps 1 (plains)',
      'Objective at the centre: objective',
      'Draw 1 random event card, then play 2 hours or until one army is at 0 morale',
    ];
    it('by default both sides rate up from their rosters (PREPARING FOR BATTLE 1)', () => {
      expect(setupLines(plains, e, [])).toEqual([RATED_FROM_ROSTERS, ...table]);
      expect(RATED_FROM_ROSTERS).toBe(
        'Both sides rate up 2000-point armies from their rosters, characters and magic items included',
      );
    });
    it('an army with no roster: the caller’s own lines in their place; [] leaves them out', () => {
      const rating = ['Red Army from Red’s roster', 'the Goblins a fresh 2000-point army'];
      expect(setupLines(plains, e, [], 2000, { rating })).toEqual([...rating, ...table]);
      expect(setupLines(plains, e, [], 2000, { rating: [] })).toEqual(table);
    });
  });
});
