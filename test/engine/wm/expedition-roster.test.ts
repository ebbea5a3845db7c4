/**
 * EXPEDITIONS & EXPLORING, Expedition Army (book 002): the expedition roster "will divide the total forces of a nation
 * between the national roster and the expedition roster … once written no units or characters may be swapped or used
 * by the national roster". Worked by hand from Red's roster: Orc Warriors 10 bought, 2 lost; Wolf Riders 4.
 */
import {
  goToSea,
  land,
  planProblems,
  removeUnsuccessful,
  type ExpeditionPlan,
} from '../../../src/engine/wm/expedition';
import { atHome, awayRefusal, committed } from '../../../src/engine/wm/expedition-roster';
import { placeArmies, removeArmies } from '../../../src/engine/wm/new-year';
import { mayRebel } from '../../../src/engine/wm/nations';
import { checkGoToSea } from '../../../src/engine/wm/orders/expedition-orders';
import { checkFate } from '../../../src/engine/wm/orders/fate-orders';
import type { WmBattle } from '../../../src/engine/wm/stages/model';
import type { WmState } from '../../../src/engine/wm/model';
import { areaOf, nationOf, stateOf } from './fixtures';

const red = nationOf('Red', {
  characters: [
    { name: 'Grom', type: 'General', status: 'active', items: [] },
    { name: 'Ugluk', type: 'General', status: 'active', items: [] },
    { name: 'Nar', type: 'Admiral', status: 'active', items: [] },
    { name: 'Urk', type: 'Hero', status: 'active', items: [] },
  ],
});
const world = stateOf({
  areas: [
    areaOf('Harbour', 'Red', 'Town', { coastal: true }),
    areaOf('Inland', 'Red', 'Town'),
    areaOf('Beach', null, 'Village', { coastal: true, landmass: 'West Isle' }),
  ],
  nations: [red],
});
// 3 Orc Warriors and 1 Wolf Riders aboard; 4 Orc Warriors exchanged for 4 boats (WM-R15).
const plan: ExpeditionPlan = {
  name: 'Fleet',
  nation: 'Red',
  port: 'Harbour',
  destination: 'West Isle',
  general: 'Grom',
  admiral: 'Nar',
  units: [
    { unit: 'Orc Warriors', count: 3 },
    { unit: 'Wolf Riders', count: 1 },
  ],
  exchanged: [{ unit: 'Orc Warriors', count: 4 }],
  characters: ['Urk'],
};
const sailed: WmState = goToSea(world, plan).state;
const entry = (s: WmState, unit: string) => {
  const e = s.nations[0]?.roster.find((x) => x.unit === unit);
  if (!e) throw new Error(unit);
  return e;
};

describe('the expedition roster divides the nation’s forces (EXPEDITIONS & EXPLORING, Expedition Army)', () => {
  it('at sea: 3 Orc Warriors and 1 Wolf Riders with Grom, Nar and Urk are off the national roster', () => {
    expect(committed(sailed, 'Red')).toEqual({
      units: [
        { unit: 'Orc Warriors', count: 3 },
        { unit: 'Wolf Riders', count: 1 },
      ],
      characters: ['Grom', 'Nar', 'Urk'],
    });
    // Orc Warriors: 10 bought - (2 + 4 exchanged) lost - 3 aboard = 1; Wolf Riders 4 - 0 - 1 = 3.
    expect(atHome(sailed, 'Red', entry(sailed, 'Orc Warriors'))).toBe(1);
    expect(atHome(sailed, 'Red', entry(sailed, 'Wolf Riders'))).toBe(3);
  });
  it('a second expedition may not draw them again, nor take Urk', () => {
    const again: ExpeditionPlan = {
      ...plan,
      name: 'Second',
      general: 'Ugluk',
      units: [
        { unit: 'Orc Warriors', count: 2 },
        { unit: 'Wolf Riders', count: 1 },
      ],
      exchanged: [{ unit: 'Wolf Riders', count: 2 }],
      characters: ['Urk'],
    };
    const p = planProblems(sailed, again);
    expect(p).toContain('Orc Warriors: 2 wanted, 1 on the national roster');
    expect(p.filter((x) => x.startsWith('Urk is on the expedition Fleet (at sea)'))).toHaveLength(1);
    expect(p.filter((x) => x.startsWith('Nar is on the expedition Fleet (at sea)'))).toHaveLength(1);
  });
  it('no home army may be placed under Grom while he leads the fleet; Ugluk may', () => {
    expect(() => placeArmies(sailed, 'Red', [{ name: 'Home', general: 'Grom', area: 'Inland' }])).toThrow(
      /Grom is on the expedition Fleet \(at sea\)/,
    );
    expect(
      placeArmies(sailed, 'Red', [{ name: 'Home', general: 'Ugluk', area: 'Inland' }]).state.armies,
    ).toHaveLength(1);
  });
  it('landed, its army holds them (not the Admiral, gone with the ships); at New Year step 1 they are pooled again', () => {
    const ashore = land(sailed, 'Fleet', 'Beach').state;
    expect(committed(ashore, 'Red').characters).toEqual(['Grom', 'Urk']);
    expect(awayRefusal(ashore, 'Red', 'Urk')).toMatch(/landed in Beach/);
    const next = removeArmies(ashore).state;
    expect(committed(next, 'Red')).toEqual({ units: [], characters: [] });
    expect(awayRefusal(next, 'Red', 'Grom')).toBeNull();
  });
  it('New Year step 5: a fleet still at sea is removed with its units (off the roster) and characters (lost)', () => {
    const r = removeUnsuccessful(sailed).state;
    // Orc Warriors 10 - 3 aboard = 7 bought, 6 lost still; Wolf Riders 4 - 1 = 3.
    expect(entry(r, 'Orc Warriors')).toMatchObject({ bought: 7, lost: 6 });
    expect(entry(r, 'Wolf Riders')).toMatchObject({ bought: 3, lost: 0 });
    expect(r.nations[0]?.characters.map((c) => [c.name, c.status])).toEqual([
      ['Grom', 'dead'],
      ['Ugluk', 'active'],
      ['Nar', 'dead'],
      ['Urk', 'dead'],
    ]);
  });
  it('Rebellion: a nation whose every unit is at sea, with no area, starts the year with no troops', () => {
    // 4 Orc Warriors aboard; 4 Orc Warriors and 4 Wolf Riders exchanged for 8 boats: nothing left at home.
    const all: ExpeditionPlan = {
      ...plan,
      units: [{ unit: 'Orc Warriors', count: 4 }],
      exchanged: [
        { unit: 'Orc Warriors', count: 4 },
        { unit: 'Wolf Riders', count: 4 },
      ],
    };
    const gone = goToSea(world, all).state;
    const empty = { ...gone, areas: gone.areas.map((a) => ({ ...a, owner: null })) };
    expect(mayRebel(empty, 'Red')).toBe(true);
  });
});

describe('a character at sea is not in a battle at home (Expedition Army)', () => {
  const battle = (armies: [string, string]): WmBattle => ({
    id: 'T2-01',
    turn: 2,
    area: 'Inland',
    armies,
    cause: 'contact',
    engagement: 'battle',
    location: 'Countryside',
    status: 'to fight',
    winner: '',
    result: '',
    setup: [],
  });
  const ctx = {
    campaign: { state: sailed, battles: [] },
    clock: { turn: 2, stage: 'reports', round: 1 },
    player: 'Red',
    ordersAhead: false,
  };
  it('Urk, aboard Fleet, cannot be reported captured in Home’s battle (WM-O021); Ugluk at home can', () => {
    expect(checkFate(ctx, battle(['Home', 'Blue Army']), 'captured', 'Urk')).toEqual({
      ok: false,
      code: 'WM-O021',
      message:
        'Urk is on the expedition Fleet (at sea): once written, its characters may not be used by the national roster (EXPEDITIONS & EXPLORING, Expedition Army)',
    });
    expect(checkFate(ctx, battle(['Home', 'Blue Army']), 'captured', 'Ugluk').ok).toBe(true);
  });
  it('landed, its army’s battle may report him', () => {
    const ashore = land(sailed, 'Fleet', 'Beach').state;
    const c = { ...ctx, campaign: { state: ashore, battles: [] } };
    expect(checkFate(c, battle(['Fleet', 'Blue Army']), 'captured', 'Urk').ok).toBe(true);
  });
});

describe('at the next New Year the landed army has left the map: its General may sail again (Successful Expeditions)', () => {
  it('Grom, who landed Fleet on Beach, leads a new expedition in the New Year’s orders', () => {
    const ashore = land(sailed, 'Fleet', 'Beach').state;
    const ctx = {
      campaign: { state: ashore, battles: [] },
      clock: { turn: 13, stage: 'new-year', round: 1 },
      player: 'Red',
      ordersAhead: false,
    };
    expect(
      checkGoToSea(
        ctx,
        'Second',
        'from Harbour to West Isle; general Grom; admiral Nar; units 3 Orc Warriors; boats 3 Wolf Riders',
      ).ok,
    ).toBe(true);
  });
});
