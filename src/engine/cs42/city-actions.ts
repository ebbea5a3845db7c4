import { CITY_UPGRADE, CityImprovement, UNIT_UPKEEP } from './tables';

/**
 * CITY ACTIONS (Table 14, Table 16, RULINGS 15, 17, 20) as data and the limits they set.
 */

export const CITY_ACTIONS = [
  'Build',
  'Capitulate',
  'Counter Espionage',
  'Grow',
  'Raise Engineer',
  'Raise Spy',
  'Raise Troops',
  'Abandon City',
  'Commission Scouts',
  'Spawn Settlers',
  'Hold',
] as const;
export type CityAction = (typeof CITY_ACTIONS)[number];

/** Table 16: cost to take the action and the upkeep of what it produces. `perSize` rows price per settler size;
 * Raise Troops is "Var." (the troops' points). Build rows come from Table 2 (the same numbers). */
export const CITY_ACTION_COSTS: Readonly<
  Record<
    Exclude<CityAction, 'Build'>,
    { cost: number | 'points'; upkeep: number | 'points'; perSize: boolean }
  >
> = {
  Capitulate: { cost: 0, upkeep: 0, perSize: false },
  'Counter Espionage': { cost: 0, upkeep: 0, perSize: false },
  Grow: { cost: 0, upkeep: 0, perSize: false },
  'Raise Engineer': { cost: 250, upkeep: UNIT_UPKEEP.Engineer.upkeep, perSize: false },
  'Raise Spy': { cost: 800, upkeep: UNIT_UPKEEP.Spy.upkeep, perSize: false },
  'Raise Troops': { cost: 'points', upkeep: 'points', perSize: false },
  'Abandon City': { cost: 0, upkeep: 0, perSize: false },
  'Commission Scouts': { cost: 100, upkeep: UNIT_UPKEEP.Scout.upkeep, perSize: false },
  'Spawn Settlers': { cost: 50, upkeep: UNIT_UPKEEP.Settler.upkeep, perSize: true },
  Hold: { cost: 0, upkeep: 0, perSize: false },
};

export function buildCost(improvement: CityImprovement): number {
  return CITY_UPGRADE[improvement].buildCost;
}

/** RULINGS 15: one action a turn at size 1-6, two at 7-10. */
export const CITY_ACTIONS_BY_SIZE: readonly { readonly maxSize: number; readonly actions: number }[] = [
  { maxSize: 6, actions: 1 },
  { maxSize: 10, actions: 2 },
];

export function cityActionsAllowed(size: number): number {
  return CITY_ACTIONS_BY_SIZE.find((band) => size <= band.maxSize)?.actions ?? 0;
}

/** Table 14: the smallest and largest settler band a city of each size may spawn. */
export const RAISED_SETTLERS_LIMITS: Readonly<Record<number, { min: number; max: number }>> = {
  1: { min: 0, max: 0 },
  2: { min: 0, max: 0 },
  3: { min: 1, max: 1 },
  4: { min: 1, max: 1 },
  5: { min: 1, max: 1 },
  6: { min: 1, max: 2 },
  7: { min: 1, max: 2 },
  8: { min: 1, max: 2 },
  9: { min: 1, max: 3 },
  10: { min: 1, max: 3 },
};

/** RULINGS 17: points a city may raise per turn (size x 50; x 100 with a Military Academy), however many
 * actions it spends; an army recruiting in a friendly city may add up to city size x 100. */
export const RAISE_TROOPS_PER_SIZE = { normal: 50, militaryAcademy: 100 } as const;
export const RECRUIT_PER_CITY_SIZE = 100;

export function raiseTroopsLimit(size: number, improvements: readonly CityImprovement[]): number {
  const rate = improvements.includes('Military Academy')
    ? RAISE_TROOPS_PER_SIZE.militaryAcademy
    : RAISE_TROOPS_PER_SIZE.normal;
  return size * rate;
}

export function recruitLimit(citySize: number): number {
  return citySize * RECRUIT_PER_CITY_SIZE;
}

/** Spies (Raise Spy, RULINGS 20's neighbour rules): only cities of size 4+, one spy per city. */
export const MIN_SPY_CITY_SIZE = 4;

/** SIEGES, Conquered city: "Conqueror may NOT buy troops from his own empire from a conquered city" (Raise
 * Troops and Recruit); the order checker and the resolver both ask this. */
export function mayRaiseTroopsIn(city: { readonly conquered: boolean }): boolean {
  return !city.conquered;
}

/** CITY ACTIONS, Abandon City: "A city being abandoned may not be used to recruit troops, nor may it collect
 * income or take any actions on the following turn even if it is not conquered." True in the turn after the
 * one it was abandoned in; the income phase, the city actions and Recruit all ask this. */
export function abandonedLastTurn(city: { readonly abandonedTurn?: number | null }, turn: number): boolean {
  return city.abandonedTurn !== undefined && city.abandonedTurn !== null && city.abandonedTurn === turn - 1;
}

/** Abandon City: no Recruit in a city abandoned this turn or the turn before (it is "being abandoned"). */
export function mayRecruitIn(city: { readonly abandonedTurn?: number | null }, turn: number): boolean {
  return !(city.abandonedTurn === turn || abandonedLastTurn(city, turn));
}

/** Why a city abandoned last turn may not act, for the log and the order receipt. */
export function abandonedReason(city: {
  readonly name: string;
  readonly abandonedTurn?: number | null;
}): string {
  return `${city.name} was abandoned on turn ${city.abandonedTurn ?? '?'}: it collects no income and takes no action this turn (CITY ACTIONS, Abandon City)`;
}
