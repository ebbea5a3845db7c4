/**
 * Lesser-race box moves at the reports stage (MINOR NATIONS; WM-R22) and the Independent army's placement
 * (WM-R23), worked by hand from the digest §5 "Minor nations".
 */
import { placementRefused } from '../../../src/engine/wm/minor-nations';
import type { MinorNation } from '../../../src/engine/wm/model';
import { minorStep } from '../../../src/engine/wm/stages/minor-step';
import type { WmOrder } from '../../../src/engine/wm/stages/model';
import { areaOf, stateOf } from './fixtures';

const orcs: MinorNation = { race: 'Orcs', box: 2, markers: {}, area: null };
const pickUp = (won: boolean, race: string, commanding = false): WmOrder => ({
  kind: 'pick-up',
  won,
  points: 2000,
  opponent: 'lesser race',
  race,
  ...(commanding ? { commanding } : {}),
});

describe('minorStep (WM-R22)', () => {
  it('the book’s example: Orcs lose, box 2 to box 1; the winning nation gets no marker (it did not command them)', () => {
    const out = minorStep(stateOf({ minors: [orcs] }), new Map([['Purple', [pickUp(true, 'Orcs')]]]));
    expect(out.state.minors).toEqual([{ race: 'Orcs', box: 1, markers: {}, area: null }]);
    expect(out.events.map((e) => e.effect)).toEqual([
      'loses a pick-up game against Purple: box 2 to 1 (WM-R22)',
    ]);
  });

  it('two games of one race in a stage move it twice: commanded to a win 2 to 3, then beaten 3 to 2', () => {
    const out = minorStep(
      stateOf({ minors: [orcs] }),
      new Map([
        ['Yellow', [pickUp(true, 'Orcs', true)]],
        ['Purple', [pickUp(true, 'Orcs')]],
      ]),
    );
    // Yellow's game: the Orcs win (2 to 3), Yellow's marker; Purple's: the Orcs lose (3 to 2), a different result.
    expect(out.state.minors).toEqual([{ race: 'Orcs', box: 2, markers: { Yellow: 1 }, area: null }]);
  });

  it('a report on a race already Independent moves nothing (it can no longer be chosen, WM-R23)', () => {
    const wild: MinorNation = { ...orcs, box: 'Independent', area: 'Wood' };
    const out = minorStep(stateOf({ minors: [wild] }), new Map([['Purple', [pickUp(true, 'Orcs')]]]));
    expect(out.state.minors).toEqual([wild]);
    expect(out.events).toEqual([]);
  });
});

describe('placementRefused (WM-R23: at least one area away from any town or city)', () => {
  const s = stateOf({
    areas: [areaOf('Keep', null, 'City'), areaOf('Burg', null, 'Town'), areaOf('Wood', null, 'Village')],
  });
  it('refuses a city or a town area, allows a village area next to them', () => {
    expect(placementRefused(s, 'Keep')).toBe(
      'Keep holds a city: an Independent army is placed at least one area away from any town or city (WM-R23)',
    );
    expect(placementRefused(s, 'Burg')).toContain('holds a town');
    expect(placementRefused(s, 'Wood')).toBeNull();
    expect(placementRefused(s, 'Nowhere')).toBe("'Nowhere' is not an area on the Areas tab");
  });
});
