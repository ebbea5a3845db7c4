/**
 * The Engagement chart's notes reach the Battles tab's Setup cell, which joins and splits its lines at ';'
 * (src/ledger/wm/write-state.ts, read-state.ts): a note holding ';' read back as two lines.
 */
import { engagement } from '../../../src/engine/wm/engagement';
import type { Location, PopCenter } from '../../../src/engine/wm/model';

const LOCATIONS: readonly Location[] = ['Countryside', 'Population Center', 'POI'];
const POPS: readonly PopCenter[] = ['Village', 'Town', 'City'];

describe('Engagement notes are one Setup line each (002 ENGAGING THE ENEMY, Siege, Assault)', () => {
  const notes = LOCATIONS.flatMap((a) =>
    LOCATIONS.flatMap((b) =>
      POPS.flatMap((pop) =>
        [true, false].flatMap((ownedByEither) =>
          [true, false].map((swap) => engagement(a, b, { pop, ownedByEither, swap }).note),
        ),
      ),
    ),
  );
  it('no note of any chart cell, place or owner holds a ;', () => {
    expect(notes.filter((n) => n.includes(';'))).toEqual([]);
  });
  it('a siege of a town says no combat, and the army inside may only sally forth or interdict', () => {
    const town = { pop: 'Town' as const, ownedByEither: true, swap: false };
    expect(engagement('Countryside', 'Population Center', town).note).toBe(
      '002 ENGAGING THE ENEMY: no combat this turn: the army inside may only sally forth or interdict',
    );
  });
});
