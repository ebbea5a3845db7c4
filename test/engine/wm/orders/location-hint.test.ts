/**
 * The receipt's hint under a Location line in a meeting of three or more armies (MULTIPLE PLAYERS / ARMIES: each
 * army secretly attacks or defends; silent, it defends): "also write … Attack or … Defend" only when the submission
 * has neither for that army. The review's receipt hinted it under line 2 with "Yellow Army - Attack" on line 1.
 */
import { checkSubmission } from '../../../../src/engine/wm/orders/check';
import type { WmArmy } from '../../../../src/engine/wm/model';
import type { WmCampaign } from '../../../../src/engine/wm/stages/model';
import { areaOf, nationOf, stateOf } from '../fixtures';

const NATIONS = ['Red', 'Blue', 'Green', 'Yellow'];
const army = (nation: string, cameFrom: string | null): WmArmy => ({
  name: `${nation} Army`,
  nation,
  general: 'Grom',
  area: 'X',
  location: 'Countryside',
  status: 'normal',
  cameFrom,
});
// Four armies in X (Red's village): Red and Blue engaged, Green and Yellow joining (a meeting of four).
const campaign: WmCampaign = {
  state: stateOf({
    areas: [areaOf('X', 'Red'), ...NATIONS.map((n) => areaOf(`${n} Home`, n, 'Town'))],
    boundaries: NATIONS.map((n) => ({ a: 'X', b: `${n} Home`, delay: null })),
    nations: NATIONS.map((n) => nationOf(n)),
    armies: [
      army('Red', null),
      army('Blue', 'Blue Home'),
      army('Green', 'Green Home'),
      army('Yellow', 'Yellow Home'),
    ],
  }),
  battles: [
    {
      id: 'T1-01',
      turn: 1,
      area: 'X',
      armies: ['Red Army', 'Blue Army'],
      cause: 'contact',
      engagement: '',
      location: '',
      status: 'awaiting choices',
      winner: '',
      result: '',
      setup: [],
      more: ['Green Army', 'Yellow Army'],
    },
  ],
};
const check = (lines: string[]) =>
  checkSubmission(
    { campaign, clock: { turn: 1, stage: 'locations', round: 1 }, player: 'Yellow', ordersAhead: false },
    lines.join('\n'),
  ).map((c) => [c.status, c.message]);

const HINT =
  'a meeting of three or more armies: also write “Yellow Army - Attack” or “Yellow Army - Defend”; silent, it defends';

describe('the Attack or Defend hint under a Location line (MULTIPLE PLAYERS / ARMIES)', () => {
  test('Attack on line 1: no hint under the Location on line 2', () => {
    expect(check(['Yellow Army - Attack', 'Yellow Army - Location Countryside'])).toEqual([
      ['ok', ''],
      ['ok', ''],
    ]);
  });

  test('Defend written after the Location answers it too', () => {
    expect(check(['Yellow Army - Location POI', 'Yellow Army - Defend'])).toEqual([
      ['ok', ''],
      ['ok', ''],
    ]);
  });

  test('the Location alone: hinted', () => {
    expect(check(['Yellow Army - Location Countryside'])).toEqual([['ok', HINT]]);
  });

  test('a side refused (written twice) answers nothing more than the first: no hint, the second is WM-O012', () => {
    expect(
      check(['Yellow Army - Attack', 'Yellow Army - Defend', 'Yellow Army - Location Countryside']).map(
        (c) => c[1],
      ),
    ).toEqual(['', 'line 1 already gives this order; one per submission', '']);
  });
});
