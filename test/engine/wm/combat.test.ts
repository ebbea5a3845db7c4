import { Dice } from '../../../src/engine/dice';
import { contacts, engagement, interdictions } from '../../../src/engine/wm/engagement';
import { experienceEarned, spendExperience } from '../../../src/engine/wm/experience';
import type { WmArmy } from '../../../src/engine/wm/model';
import { decide, survivalRolls, victoryPoints } from '../../../src/engine/wm/post-combat';
import { nationOf } from './fixtures';

const at = (name: string, nation: string, area: string, status: WmArmy['status'] = 'normal'): WmArmy => ({
  name,
  nation,
  general: 'g',
  area,
  location: 'Countryside',
  status,
  cameFrom: null,
});

describe('Engagement (002 ENGAGING THE ENEMY, Siege, Assault)', () => {
  const town = { pop: 'Town' as const, ownedByEither: true, swap: false };
  it('POI / POI: *battle* with the POI card at the centre', () => {
    expect(engagement('POI', 'POI', town)).toMatchObject({
      engagement: '*battle*',
      combat: true,
      objective: 'POI card',
    });
  });
  it('Countryside / Population Center at a town: a siege, no combat this turn', () => {
    expect(engagement('Countryside', 'Population Center', town)).toMatchObject({
      engagement: 'siege',
      combat: false,
    });
  });
  it('a siege at a village is a normal engagement with a building as objective', () => {
    expect(engagement('POI', 'Population Center', { ...town, pop: 'Village' })).toMatchObject({
      engagement: 'battle',
      combat: true,
      objective: 'building',
    });
  });
  it('assault: a city piece has 8 fortifications, a town 4', () => {
    expect(engagement('Population Center', 'Population Center', { ...town, pop: 'City' }).objective).toBe(
      'city piece (8 fortifications)',
    );
    expect(engagement('Population Center', 'Population Center', town).objective).toBe(
      'town piece (4 fortifications)',
    );
  });
  it('assault where neither player owns the area: a countryside battle with no urban piece', () => {
    expect(
      engagement('Population Center', 'Population Center', { ...town, ownedByEither: false }),
    ).toMatchObject({
      engagement: 'battle',
      location: 'Countryside',
    });
  });
  it('swapping places is automatically a countryside battle, whatever was chosen', () => {
    expect(engagement('Population Center', 'Population Center', { ...town, swap: true })).toMatchObject({
      engagement: 'battle',
      location: 'Countryside',
    });
  });
  it('contacts: a swap, two nations ending in one area, and a routed army engaging no one', () => {
    const before = [
      at('A', 'Red', 'X'),
      at('B', 'Blue', 'Y'),
      at('C', 'Red', 'Z'),
      at('D', 'Blue', 'W'),
      at('E', 'Green', 'Z'),
    ];
    const after = [
      at('A', 'Red', 'Y'),
      at('B', 'Blue', 'X'),
      at('C', 'Red', 'Z'),
      at('D', 'Blue', 'Z'),
      at('E', 'Green', 'Z', 'routed'),
    ];
    expect(contacts(before, after)).toEqual([
      { area: 'Y', armies: ['A', 'B'], swap: true },
      { area: 'Z', armies: ['C', 'D'], swap: false },
    ]);
  });
});

describe('Determine the winner (002 POST COMBAT)', () => {
  it('VP: enemy losses plus 200 for sole possession of the objective', () => {
    expect(victoryPoints(450, true)).toBe(650);
    expect(victoryPoints(450, false)).toBe(450);
  });
  it.each([
    [101, 100, 'minor victory'],
    [199, 100, 'minor victory'],
    [200, 100, 'major victory'],
    [299, 100, 'major victory'],
    [300, 100, 'rout'],
    [5, 0, 'rout'],
  ])("the book's example: winner %i to loser %i is a %s (WM-R10 for loser 0)", (w, l, level) => {
    expect(decide(w, l)).toEqual({ result: 'win', winner: 'A', level });
    expect(decide(l, w)).toEqual({ result: 'win', winner: 'B', level });
  });
  it('WM-R10: equal VP is a draw', () => {
    expect(decide(300, 300)).toEqual({ result: 'draw' });
  });
});

describe('Unit survival (002 POST COMBAT; WM-R11)', () => {
  it('1 stand returns with no die; 2 stands on 3 destroyed; 3 stands on 5 returns; routed off on 4 destroyed', () => {
    const dice = new Dice(
      's',
      new Map([
        ['survival:B1:Red:Orc Warriors#2', 3],
        ['survival:B1:Red:Orc Warriors#3', 5],
        ['survival:B1:Red:Wolf Riders#1', 4],
      ]),
    );
    const out = survivalRolls(
      nationOf('Red'),
      'B1',
      [
        { unit: 'Orc Warriors', index: 1, stands: 1 },
        { unit: 'Orc Warriors', index: 2, stands: 2 },
        { unit: 'Orc Warriors', index: 3, stands: 3 },
        { unit: 'Wolf Riders', index: 1, stands: 'routed off' },
      ],
      dice,
    );
    expect(out.results.map((r) => r.survival)).toEqual(['returns', 'destroyed', 'returns', 'destroyed']);
    // Fixture: Orc Warriors 10 bought, 2 lost; Wolf Riders 4 bought, 0 lost.
    expect(out.nation.roster.map((e) => [e.unit, e.lost])).toEqual([
      ['Orc Warriors', 3],
      ['Wolf Riders', 1],
    ]);
    expect(out.events.filter((e) => e.key !== '')).toHaveLength(3);
  });
});

describe('Unit survival with none left to strike off (found by the review: the stage threw)', () => {
  it('the last Wolf Riders destroyed in a second battle of the month: logged, roster stays 4 of 4 lost', () => {
    const dice = new Dice('s', new Map([['survival:B2:Red:Wolf Riders#1', 1]]));
    const red = nationOf('Red', {
      roster: [{ unit: 'Wolf Riders', category: 'Cavalry', cost: 60, bought: 4, lost: 4 }],
    });
    const out = survivalRolls(red, 'B2', [{ unit: 'Wolf Riders', index: 1, stands: 'destroyed' }], dice);
    expect(out.results.map((r) => r.survival)).toEqual(['destroyed']);
    expect(out.nation.roster.map((e) => [e.unit, e.bought, e.lost])).toEqual([['Wolf Riders', 4, 4]]);
    expect(out.events.map((e) => e.effect)).toEqual([
      'destroyed on the table, counted as 3 stands lost: destroyed, but no Wolf Riders is left on the roster to strike off',
    ]);
  });
});

describe('EXPERIENCE (002; WM-R17, WM-R18)', () => {
  it('a 2000-point army earns 20 for a win, 10 for a loss against a lesser race; 0 against a player nation', () => {
    expect(experienceEarned('lesser race', true, 2000)).toBe(20);
    expect(experienceEarned('lesser race', false, 2000)).toBe(10);
    expect(experienceEarned('non-campaign army', false, 1999)).toBe(9);
    expect(experienceEarned('player nation', true, 2000)).toBe(0);
  });
  it('3 points return one lost Infantry; no lost Cavalry to return is refused; the lost row is refused (WM-R18)', () => {
    const n = nationOf('Red', { experience: 7 });
    const spent = spendExperience(n, 3);
    expect(spent.nation.experience).toBe(4);
    expect(spent.nation.roster[0]?.lost).toBe(1);
    expect(() => spendExperience(n, 4)).toThrow('no lost Cavalry');
    expect(() => spendExperience({ ...n, experience: 40 }, 20)).toThrow('no choice costs 20');
    expect(() => spendExperience(n, 10)).toThrow('has 7 experience, not 10');
  });
});

describe('Interdiction (002 ENGAGING THE ENEMY; Gaining Control)', () => {
  it('an army in the countryside stops a leaving enemy; one at the pop center only when ordered to interdict', () => {
    const before = [at('R', 'Red', 'X'), { ...at('B', 'Blue', 'X'), location: 'Population Center' as const }];
    const after = [{ ...at('R', 'Red', 'Y') }, before[1] as WmArmy];
    expect(interdictions(before, after)).toEqual([]);
    expect(interdictions(before, after, new Set(['B']))).toEqual([
      { area: 'X', armies: ['R', 'B'], swap: false },
    ]);
    const field = [at('R', 'Red', 'X'), at('B', 'Blue', 'X')];
    expect(interdictions(field, [at('R', 'Red', 'Y'), at('B', 'Blue', 'X')])).toEqual([
      { area: 'X', armies: ['R', 'B'], swap: false },
    ]);
  });
});
