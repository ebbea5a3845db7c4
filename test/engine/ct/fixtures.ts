/** Small rosters for the Chronopia territories tests; costs are made up, every sum below is worked by hand. */
import { Dice } from '../../../src/engine/dice';
import type { CtPlayer, Figure, Profile, Station, Warband } from '../../../src/engine/ct/model';

export const dice = (fixed: Record<string, number> = {}): Dice =>
  new Dice('ct-test', new Map(Object.entries(fixed)));

export const PROFILE: Profile = { CC: 10, MW: 8, PW: 0, LD: 10, AC: 1, W: 1, ST: 2, MV: 4, A: 10, DEF: -1 };

export function fig(id: string, over: Partial<Figure> = {}): Figure {
  return {
    id,
    type: 'Swordsman',
    baseCost: 20,
    profile: PROFILE,
    basicPW: 0,
    leader: false,
    spent: 0,
    mounted: false,
    magicUser: false,
    alchemist: false,
    secondChance: false,
    race: 'human',
    summoned: false,
    drugged: false,
    hospital: false,
    ...over,
  };
}

/** A warband of a leader and `followers` figures of `cost` each; ids `<id>.L`, `<id>.1` ... */
export function band(id: string, followers: number, over: Partial<Warband> = {}, cost = 20): Warband {
  const figures = [fig(`${id}.L`, { leader: true, baseCost: cost })];
  for (let i = 1; i <= followers; i++) figures.push(fig(`${id}.${i}`, { baseCost: cost }));
  return {
    id,
    kind: 'warband',
    armyList: 'Firstborn',
    missile: false,
    minimum: 5,
    station: FIELD,
    xp: 0,
    figures,
    ...over,
  };
}

export function individual(id: string, over: Partial<Figure> = {}, station: Station = FIELD): Warband {
  return {
    id,
    kind: 'individual',
    armyList: 'Firstborn',
    missile: false,
    minimum: 1,
    station,
    xp: 0,
    figures: [fig(id, { type: 'Captain', baseCost: 60, leader: true, ...over })],
  };
}

export const FIELD: Station = { kind: 'field' };

export function player(name: string, over: Partial<CtPlayer> = {}): CtPlayer {
  return {
    name,
    armyList: 'Firstborn',
    alsoLists: [],
    race: 'Firstborn',
    treasury: 0,
    territories: [
      { name: `${name} Keep`, type: 'Fortress', home: true },
      { name: `${name} Town`, type: 'Town', home: false },
    ],
    warbands: [],
    captives: [],
    allies: [],
    ...over,
  };
}
