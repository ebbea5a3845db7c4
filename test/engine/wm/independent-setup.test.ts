/**
 * The set-up the players read for a battle against an Independent lesser-race army (MINOR NATIONS; WM-R23): "all
 * campaign rules and the effects are used"; the race "is not a rostered army, battle casualties have no effect and
 * they will be rated up within legal composition for each battle". Each said once, with nothing that contradicts it
 * (before, a line said its casualties had no effect and the next that both sides rate up from their rosters).
 */
import type { WmArmy, WmState } from '../../../src/engine/wm/model';
import { ORDERS_STAGE } from '../../../src/engine/wm/stages/orders-stage';
import { areaOf, nationOf, stateOf } from './fixtures';

const army: WmArmy = {
  name: 'Red Army',
  nation: 'Red',
  general: 'Grom',
  area: 'P',
  location: 'Countryside',
  status: 'normal',
  cameFrom: null,
};
// Home (Red's town, its supply) - P (Red's village) - I (Blue's plains village), where the Goblins stand.
const state: WmState = stateOf({
  areas: [areaOf('Home', 'Red', 'Town'), areaOf('P', 'Red'), areaOf('I', 'Blue')],
  boundaries: [
    { a: 'Home', b: 'P', delay: null },
    { a: 'P', b: 'I', delay: null },
  ],
  nations: [nationOf('Red'), nationOf('Blue')],
  armies: [army],
  minors: [{ race: 'Goblins', box: 'Independent', markers: {}, area: 'I' }],
});

test('Red Army engages the Goblins in I: the set-up says once who rates up what, and who rolls for survival', () => {
  const r = ORDERS_STAGE.run({
    state: { state, battles: [] },
    clock: { turn: 1, stage: 'orders', round: 1 },
    orders: new Map([
      [
        'Red',
        [
          { kind: 'move', army: 'Red Army', to: 'I', ahead: [] },
          { kind: 'independent', army: 'Red Army', race: 'Goblins', choice: 'battle' },
        ],
      ],
    ]),
    reports: [],
    seed: 'independent-setup',
    overrides: new Map(),
  });
  const setup = r.state.battles[0]?.setup ?? [];
  expect(setup).toEqual([
    '002 MINOR NATIONS, Independent: all campaign rules apply',
    "Red Army is rated up as a 2000-point army from Red's roster, characters and magic items included",
    'Goblins (Independent) is no rostered army: a fresh 2000-point Goblins army within the legal composition of its list',
    // PREPARING FOR BATTLE: plains keep 1 card of the 6; a countryside battle has the objective at the centre.
    'Each draws 6 terrain cards and keeps 1 (plains)',
    'Objective at the centre: objective',
    'Draw 1 random event card, then play 2 hours or until one army is at 0 morale',
    "After the battle only Red's units roll for survival (POST COMBAT): the Goblins casualties have no effect",
    "Red reports the battle alone: VP to Goblins (Independent) are Red Army's units destroyed or routed off, and 'T1-01 - Objective Goblins' if it alone held the objective",
    'Red Army wins: Goblins (Independent) leaves the map, Goblins back to box 0. Goblins (Independent) wins: Red Army retreats as standard',
  ]);
  // Nothing says the race rates up from a roster, or that both sides do.
  expect(setup.filter((l) => /both sides|rosters/i.test(l))).toEqual([]);
  expect(setup.filter((l) => /casualties/i.test(l))).toHaveLength(1);
  // The Battles tab's Setup cell joins the lines with ';' and splits them there again.
  expect(setup.filter((l) => l.includes(';'))).toEqual([]);
});
