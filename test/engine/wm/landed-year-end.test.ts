/**
 * A landed expedition's end (book 002 EXPEDITIONS & EXPLORING, Successful Expeditions: the army "looses all ships and
 * the admiral and move as an army for the remainder of the year. At the start of a new year, all armies are removed
 * as normal including the expedition army"; Admiral: he commands "as long as it is at sea"). Worked by hand on Red:
 * Grom (General) and Nar (Admiral) sail Fleet from Harbour with Urk, 3 Orc Warriors and 1 Wolf Riders, 4 Orc
 * Warriors exchanged for 4 boats (WM-R15); d20 20 reaches West Isle and the army lands on Beach.
 */
import { Dice } from '../../../src/engine/dice';
import { expedition, goToSea, type ExpeditionPlan } from '../../../src/engine/wm/expedition';
import { seaMonth } from '../../../src/engine/wm/expedition-month';
import { committed } from '../../../src/engine/wm/expedition-roster';
import type { WmArmy, WmState } from '../../../src/engine/wm/model';
import { endLandedExpeditions } from '../../../src/engine/wm/new-year';
import type { WmOrder } from '../../../src/engine/wm/stages/model';
import { NEW_YEAR_STAGE } from '../../../src/engine/wm/stages/new-year-stage';
import { areaOf, nationOf, stateOf } from './fixtures';

const red = nationOf('Red', {
  characters: [
    { name: 'Grom', type: 'General', status: 'active', items: [] },
    { name: 'Ugluk', type: 'General', status: 'active', items: [] },
    { name: 'Nar', type: 'Admiral', status: 'active', items: [] },
    { name: 'Urk', type: 'Hero', status: 'active', items: [] },
    { name: 'Zog', type: 'Magic User', status: 'active', items: [] },
  ],
});
const world = stateOf({
  year: 1,
  month: 11,
  areas: [
    areaOf('Harbour', 'Red', 'Town', { coastal: true }),
    areaOf('Inland', 'Red', 'Town'),
    areaOf('Beach', null, 'Village', { coastal: true, landmass: 'West Isle' }),
  ],
  nations: [red],
});
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
const sailed = goToSea(world, plan).state;
const ashore = seaMonth(sailed, 'Fleet', new Dice('landed', new Map([['expedition:Fleet', 20]])), {
  land: 'Beach',
}).state;

const status = (s: WmState): [string, string][] =>
  s.nations[0]?.characters.map((c) => [c.name, c.status]) ?? [];

function newYear(s: WmState, orders: WmOrder[] = []) {
  return NEW_YEAR_STAGE.run({
    state: { state: s, battles: [] },
    clock: { turn: 13, stage: 'new-year', round: 1 },
    orders: new Map([['Red', orders]]),
    reports: [],
    seed: 'landed-year-end',
    overrides: new Map(),
  });
}

describe('the landing: the ships and the Admiral leave the army (Successful Expeditions; Admiral)', () => {
  it('d20 20: Fleet lands on Beach, 0 boats; Nar is back on Red’s roster, the army holds Grom and Urk', () => {
    expect(expedition(ashore, 'Fleet')).toMatchObject({
      status: 'landed',
      area: 'Beach',
      boats: 0,
      admiral: 'Nar',
    });
    expect(ashore.armies.map((a) => [a.name, a.general, a.area])).toEqual([['Fleet', 'Grom', 'Beach']]);
    expect(status(ashore)).toEqual([
      ['Grom', 'active'],
      ['Ugluk', 'active'],
      ['Nar', 'active'],
      ['Urk', 'active'],
      ['Zog', 'active'],
    ]);
    expect(committed(ashore, 'Red')).toEqual({
      units: [
        { unit: 'Orc Warriors', count: 3 },
        { unit: 'Wolf Riders', count: 1 },
      ],
      characters: ['Grom', 'Urk'],
    });
  });
});

describe('the next New Year: the expedition army is removed with the others (Successful Expeditions)', () => {
  it('the stage ends the expedition: its row removed, a record; its army gone; nothing held apart', () => {
    const r = newYear(ashore);
    const s = r.state.state;
    expect(r.next.stage).toBe('orders');
    expect(s.armies).toEqual([]);
    expect(expedition(s, 'Fleet')).toMatchObject({
      status: 'removed',
      area: 'Beach',
      general: 'Grom',
      admiral: 'Nar',
      characters: ['Urk'],
    });
    expect(committed(s, 'Red')).toEqual({ units: [], characters: [] });
    expect(r.events.filter((e) => e.subject === 'Fleet').map((e) => [e.step, e.effect])).toEqual([
      [
        'NY1 Remove armies',
        "Red's expedition army left the map with the others: the expedition is over, its troops and characters back on one roster",
      ],
    ]);
  });

  it('Nar, the Admiral, may be dismissed at the New Year; the row keeps his name as a record', () => {
    const s = newYear(ashore, [{ kind: 'dismiss', character: 'Nar' }]).state.state;
    expect(s.nations[0]?.characters.map((c) => c.name)).toEqual(['Grom', 'Ugluk', 'Urk', 'Zog']);
    expect(expedition(s, 'Fleet')).toMatchObject({ status: 'removed', admiral: 'Nar' });
  });

  it('only a landed row whose army has left the map ends; a fleet at sea waits for step 5, a lost one stays lost', () => {
    const stillThere: WmArmy = {
      name: 'Second',
      nation: 'Red',
      general: 'Ugluk',
      area: 'Beach',
      location: 'Countryside',
      status: 'normal',
      cameFrom: null,
    };
    const e = expedition(ashore, 'Fleet');
    const s: WmState = {
      ...ashore,
      armies: [stillThere],
      expeditions: [
        e,
        { ...e, name: 'Second', general: 'Ugluk' },
        { ...e, name: 'Afloat', status: 'at sea', area: null, boats: 4 },
        { ...e, name: 'Sunk', status: 'lost', area: null },
      ],
    };
    const r = endLandedExpeditions(s);
    expect(r.state.expeditions?.map((x) => [x.name, x.status])).toEqual([
      ['Fleet', 'removed'],
      ['Second', 'landed'],
      ['Afloat', 'at sea'],
      ['Sunk', 'lost'],
    ]);
    expect(r.events.map((x) => x.subject)).toEqual(['Fleet']);
    expect(endLandedExpeditions(r.state).events).toEqual([]);
  });
});

describe('an aquatic alliance lasts while its character is paid for (Expedition Chart 18)', () => {
  const allied = (s: WmState): WmState => ({
    ...s,
    expeditions: [{ ...expedition(ashore, 'Fleet'), status: 'removed', ally: 'Zog' }],
  });
  const second = { ...plan, name: 'Second', exchanged: [{ unit: 'Orc Warriors', count: 4 }] };
  it('Zog still on Red’s roster: the next expedition starts with 3 advantages', () => {
    expect(expedition(goToSea(allied(world), second).state, 'Second').advantages).toBe(3);
  });
  it('Zog dismissed or dead: the alliance is no more, 0 advantages (before: 3 while the Ally cell was written)', () => {
    const without = (patch: 'gone' | 'dead'): WmState =>
      allied({
        ...world,
        nations: [
          {
            ...red,
            characters:
              patch === 'gone'
                ? red.characters.filter((c) => c.name !== 'Zog')
                : red.characters.map((c) => (c.name === 'Zog' ? { ...c, status: 'dead' as const } : c)),
          },
        ],
      });
    expect(expedition(goToSea(without('gone'), second).state, 'Second').advantages).toBe(0);
    expect(expedition(goToSea(without('dead'), second).state, 'Second').advantages).toBe(0);
  });
});
