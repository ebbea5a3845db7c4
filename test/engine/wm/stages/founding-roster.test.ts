/**
 * The founder's roster check in the founding year (book 002 Roster; Personalities; Establish Another Country; the
 * lead's ruling atop src/engine/wm/country.ts): the tally is taken at New Year 3, before production founds the new
 * country, and the founder paid for its first roster, so this year's spending counts what went to it. Worked by hand:
 * Ostmark holds Ostwald (a town) and 10 villages on the Old World, Lustria Coast and Jungle (villages) on Lustria,
 * where Sea Wolves landed with 4 Halberdiers and 2 Knights under Graf Wulf, Captain Voss aboard.
 *   PT = 2 (town) + 12 (villages) = 14 (PRODUCTION); roster points (2 x 14 + 5) x 100 = 3300 (Roster); character
 *   points 14 + 2 = 16 (Personalities).
 *   Roster: 22 Halberdiers x 45 = 990, 20 Knights x 110 = 2200: 3190, 110 unspent.
 *   Characters: Graf Otto, Graf Wulf (Generals, 3 each), Captain Voss, Mage Hilde (Hero, Magic User, 2 each): 10.
 *   New Ostmark's first roster: 4 x 45 + 2 x 110 = 400 roster points; Graf Wulf 3 + Captain Voss 2 = 5 character
 *   points. The founder's roster after it: 18 x 45 + 18 x 110 = 810 + 1980 = 2790, characters 5; this year's spending
 *   still 2790 + 400 = 3190 and 5 + 5 = 10.
 */
import { newFleet } from '../../../../src/engine/wm/expedition';
import type { WmState } from '../../../../src/engine/wm/model';
import type { WmOrder } from '../../../../src/engine/wm/stages/model';
import { NEW_YEAR_STAGE } from '../../../../src/engine/wm/stages/new-year-stage';
import { areaOf, holdings, nationOf, stateOf } from '../fixtures';

const ostmark = nationOf('Ostmark', {
  race: 'Empire',
  capital: 'Ostwald',
  roster: [
    { unit: 'Halberdiers', category: 'Infantry', cost: 45, bought: 22, lost: 0 },
    { unit: 'Knights', category: 'Cavalry', cost: 110, bought: 20, lost: 0 },
  ],
  characters: [
    { name: 'Graf Otto', type: 'General', status: 'active', items: [] },
    { name: 'Graf Wulf', type: 'General', status: 'active', items: [] },
    { name: 'Captain Voss', type: 'Hero', status: 'active', items: [] },
    { name: 'Mage Hilde', type: 'Magic User', status: 'active', items: [] },
  ],
});
const seaWolves = {
  ...newFleet({
    name: 'Sea Wolves',
    nation: 'Ostmark',
    port: 'Ostwald',
    destination: 'Lustria',
    general: 'Graf Wulf',
    admiral: 'Jarl Hafen',
    units: [
      { unit: 'Halberdiers', count: 4 },
      { unit: 'Knights', count: 2 },
    ],
    boats: 0,
    characters: ['Captain Voss'],
  }),
  status: 'landed' as const,
  area: 'Lustria Coast',
};
const state: WmState = stateOf({
  year: 1,
  month: 12,
  areas: [
    areaOf('Ostwald', 'Ostmark', 'Town', { coastal: true, landmass: 'Old World' }),
    ...holdings('Ostmark', 10).map((a) => ({ ...a, landmass: 'Old World' })),
    areaOf('Lustria Coast', 'Ostmark', 'Village', { coastal: true, landmass: 'Lustria' }),
    areaOf('Jungle', 'Ostmark', 'Village', { landmass: 'Lustria' }),
  ],
  nations: [ostmark],
  expeditions: [seaWolves],
});

const FOUND: WmOrder[] = [
  { kind: 'town', area: 'Lustria Coast' },
  { kind: 'country', town: 'Lustria Coast', name: 'New Ostmark', race: 'Empire' },
];

function newYear(more: WmOrder[] = []) {
  return NEW_YEAR_STAGE.run({
    state: { state, battles: [] },
    clock: { turn: 13, stage: 'new-year', round: 1 },
    orders: new Map([['Ostmark', [...FOUND, ...more]]]),
    reports: [],
    seed: 'founding-roster',
    overrides: new Map(),
  });
}

/** The moderator's lines about Ostmark's roster and characters. */
const told = (r: ReturnType<typeof newYear>): string[] =>
  r.events.filter((e) => e.subject === 'moderator' && e.effect.startsWith('Ostmark')).map((e) => e.effect);

describe('the founder’s roster in the founding year (Roster; Personalities; Establish Another Country)', () => {
  test('the unspent warning counts New Ostmark’s first roster: 3300 - 3190 = 110, not 3300 - 2790 = 510', () => {
    const r = newYear();
    expect(r.next.stage).toBe('orders');
    expect(r.state.state.nations.map((n) => n.name)).toEqual(['Ostmark', 'New Ostmark']);
    expect(told(r)).toEqual(['Ostmark has 110 roster points unspent: all must be spent']);
  });

  test('a Buy with the 400 points that left with the expedition is held to the 3300: 3190 + 4 x 45 = 3370, 70 over', () => {
    const r = newYear([{ kind: 'buy', unit: 'Halberdiers', count: 4 }]);
    // Nothing applied: the New Year stops where it is (Roster: the points "must be spent" and no more).
    expect(r.state.state).toBe(state);
    expect(r.next).toEqual({ turn: 13, stage: 'new-year', round: 1 });
    expect(r.events.map((e) => e.effect)).toEqual([
      "Ostmark spends 3370 points on its roster (400 of them on New Ostmark's first roster); the year allows 3300",
      "Ostmark's roster spends 3370 points (400 of them on New Ostmark's first roster), 70 more than the 3300 the year allows ((2 x PT 14 + 5) x 100): the New Year is not resolved until it is not (the player sends “Nation - Remove <n> <unit>”, or the moderator edits the Roster tab)",
    ]);
  });

  test('the 110 points left are his to spend: 2 Halberdiers (90) leave 20 unspent', () => {
    const r = newYear([{ kind: 'buy', unit: 'Halberdiers', count: 2 }]);
    expect(r.next.stage).toBe('orders');
    expect(told(r)).toEqual(['Ostmark has 20 roster points unspent: all must be spent']);
  });

  test('the 5 character points that went with the expedition are not bought again: 10 + General 3 + Hero 2 = 15 of 16, then a Magic User 17', () => {
    const twice: WmOrder[] = [
      { kind: 'character', type: 'General', name: 'Graf Max' },
      { kind: 'character', type: 'Hero', name: 'Sir Kurt' },
    ];
    expect(told(newYear(twice))).toEqual(['Ostmark has 110 roster points unspent: all must be spent']);
    expect(told(newYear([...twice, { kind: 'character', type: 'Magic User', name: 'Mage Rolf' }]))).toEqual([
      'Ostmark has 110 roster points unspent: all must be spent',
      "Ostmark has 17 character points of characters (5 of them with New Ostmark's first roster); the year allows 16",
    ]);
  });
});
