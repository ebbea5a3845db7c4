import { Dice } from '../../../src/engine/dice';
import { chaosLands } from '../../../src/engine/wm/chaos';
import { updateControl } from '../../../src/engine/wm/control';
import type { WmArmy } from '../../../src/engine/wm/model';
import {
  placeArmies,
  ransom,
  removeArmies,
  replaceLosses,
  rosterProblems,
} from '../../../src/engine/wm/new-year';
import { tally } from '../../../src/engine/wm/population';
import { areaOf, holdings, nationOf, stateOf } from './fixtures';

const at = (name: string, nation: string, area: string, patch: Partial<WmArmy> = {}): WmArmy => ({
  name,
  nation,
  general: 'g',
  area,
  location: 'Population Center',
  status: 'normal',
  cameFrom: null,
  ...patch,
});

describe('New Year step 1 (002 TURN ORDER, WM-R1)', () => {
  it('every army leaves; the year turns; Last Stand, ceded and royal nephew marks end', () => {
    const state = stateOf({
      year: 2,
      month: 12,
      areas: [
        areaOf('A', 'Red', 'Town', { lastStand: true }),
        areaOf('B', 'Blue', 'Village', { ceded: true }),
      ],
      armies: [at('X', 'Red', 'A')],
      nations: [
        nationOf('Red', {
          extraVillages: 2,
          characters: [{ name: 'Nephew', type: 'General', status: 'active', items: [], royalNephew: true }],
        }),
      ],
    });
    const out = removeArmies(state).state;
    expect(out).toMatchObject({ year: 3, month: 1, armies: [] });
    expect(out.areas.map((a) => [a.lastStand, a.ceded])).toEqual([
      [false, false],
      [false, false],
    ]);
    expect(out.nations[0]).toMatchObject({ extraVillages: 0, characters: [] });
  });
});

describe('Ransom (002 POST COMBAT; WM-R16)', () => {
  const captive = nationOf('Red', {
    characters: [{ name: 'Hero', type: 'Hero', status: 'captured', capturedBy: 'Blue', items: [] }],
  });
  const state = stateOf({ areas: [...holdings('Red', 3, 1)], nations: [captive, nationOf('Blue')] });
  it('a Hero (level 2) is bought back by ceding 2 villages; they go to Blue and count for no one this year', () => {
    const out = ransom(state, 'Red', 'Hero', ['RedV1', 'RedV2']).state;
    expect(out.nations[0]?.characters[0]).toMatchObject({ status: 'active' });
    expect(out.areas.filter((a) => a.owner === 'Blue').map((a) => [a.name, a.ceded])).toEqual([
      ['RedV1', true],
      ['RedV2', true],
    ]);
    expect(tally(out, 'Blue').pt).toBe(0);
    expect(tally(out, 'Red').pt).toBe(3);
  });
  it('a Hero is also bought with one town (2 points); 1 village is short, and a town plus a village is too much', () => {
    expect(() => ransom(state, 'Red', 'Hero', ['RedT1'])).not.toThrow();
    expect(() => ransom(state, 'Red', 'Hero', ['RedV1'])).toThrow('ransomed for 2 pop point(s)');
    expect(() => ransom(state, 'Red', 'Hero', ['RedT1', 'RedV1'])).toThrow('give 3');
  });
});

describe('Chaos Lands (002 SPECIAL TERRAIN; WM-R21)', () => {
  const state = () =>
    stateOf({
      areas: [
        areaOf('Waste', 'Red', 'Village', { chaos: true }),
        areaOf('Spire', 'Red', 'Town', { chaos: true }),
        areaOf('Next', 'Red'),
      ],
      boundaries: [
        { a: 'Waste', b: 'Spire', delay: null },
        { a: 'Spire', b: 'Next', delay: null },
      ],
    });
  it('d10 4: two Infantry on the roster and +1 character point; d10 2: a village and -1', () => {
    const four = chaosLands(
      state(),
      'Red',
      new Dice(
        'c',
        new Map([
          ['chaos:Waste', 4],
          ['chaos-center:Spire', 1],
        ]),
      ),
    );
    expect(four.state.nations[0]?.roster[0]?.bought).toBe(12);
    expect(four.state.nations[0]?.extraCharacterPoints).toBe(1);
    const two = chaosLands(
      state(),
      'Red',
      new Dice(
        'c',
        new Map([
          ['chaos:Waste', 2],
          ['chaos-center:Spire', 2],
        ]),
      ),
    );
    expect(two.state.nations[0]).toMatchObject({ extraVillages: 1, extraCharacterPoints: -1 });
    // Village 1 + Town 2 + Next 1 + the Chaos village 1 = 5.
    expect(tally(two.state, 'Red').pt).toBe(5);
  });
  it('a town on a 3+ moves to an adjacent area with no town (Waste or Next, picked by die)', () => {
    const out = chaosLands(
      state(),
      'Red',
      new Dice(
        'c',
        new Map([
          ['chaos:Waste', 1],
          ['chaos-center:Spire', 3],
          ['chaos-move:Spire', 2],
        ]),
      ),
    );
    expect(out.state.areas.map((a) => a.pop)).toEqual(['Village', 'Village', 'Town']);
  });
});

describe('Roster and placement (002 Roster, Personalities, MOVEMENT)', () => {
  it('PT 9 allows 2300 points: 10 x 60 + 4 x 60 = 840 leaves 1460 unspent; year 1 allows one General', () => {
    const state = stateOf({
      nations: [
        nationOf('Red', {
          characters: [
            { name: 'G1', type: 'General', status: 'active', items: [] },
            { name: 'G2', type: 'General', status: 'active', items: [] },
          ],
        }),
      ],
    });
    expect(rosterProblems(state, 'Red', 9)).toEqual([
      'Red has 1460 roster points unspent: all must be spent',
      'Red: the 1st year all nations may only have ONE general',
    ]);
  });
  it('lost units are replaced at the New Year', () => {
    expect(replaceLosses(stateOf({}), 'Red').nations[0]?.roster.map((e) => e.lost)).toEqual([0, 0]);
  });
  it('one army per General, in a controlled town or city; a village is refused', () => {
    const state = stateOf({ areas: holdings('Red', 2, 1) });
    const placed = placeArmies(state, 'Red', [{ name: 'Horde', general: 'Grom', area: 'RedT1' }]);
    expect(placed.state.armies[0]).toMatchObject({ name: 'Horde', area: 'RedT1', nation: 'Red' });
    expect(() => placeArmies(state, 'Red', [{ name: 'Horde', general: 'Grom', area: 'RedV1' }])).toThrow(
      'not a controlled town, city or allowed POI',
    );
    expect(() =>
      placeArmies(state, 'Red', [
        { name: 'A', general: 'Grom', area: 'RedT1' },
        { name: 'B', general: 'Grom', area: 'RedT1' },
      ]),
    ).toThrow('1 General(s)');
  });
});

describe('Gaining Control (002; WM-R7, WM-R8)', () => {
  it('a town (level 2) is taken after two stationary turns; a battle resets the count', () => {
    const s0 = stateOf({ areas: [areaOf('Burg', 'Blue', 'Town')], armies: [at('X', 'Red', 'Burg')] });
    const s1 = updateControl(s0, new Set()).state;
    expect(s1.areas[0]).toMatchObject({ owner: 'Blue', occupation: { army: 'X', turns: 1 } });
    expect(updateControl(s1, new Set(['X'])).state.areas[0]).toMatchObject({
      owner: 'Blue',
      occupation: null,
    });
    expect(updateControl(s1, new Set()).state.areas[0]).toMatchObject({ owner: 'Red', occupation: null });
  });
  it('WM-R7: a village needs one stationary turn; an army that moved in this turn does not count', () => {
    const moved = stateOf({ areas: [areaOf('V', null)], armies: [at('X', 'Red', 'V', { cameFrom: 'W' })] });
    expect(updateControl(moved, new Set()).state.areas[0]?.owner).toBeNull();
    const stayed = stateOf({ areas: [areaOf('V', null)], armies: [at('X', 'Red', 'V')] });
    expect(updateControl(stayed, new Set()).state.areas[0]?.owner).toBe('Red');
  });
});
