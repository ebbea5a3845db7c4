import { ownEntry } from '../own';
import {
  ARMY_UPKEEP_RATE,
  ArmySite,
  CAPTURED_FIRST_TURN_MULTIPLIER,
  CITY_SIZE_INCOME,
  CITY_UPGRADE,
  CityImprovement,
  INCOME_MULTIPLIER,
  MAX_ARMY_POINTS,
  MIN_FIELD_ARMY_SIZE,
  POINTS_PER_ARMY_SIZE,
  STRUCTURE_UPKEEP,
  StructureType,
  UNIT_UPKEEP,
  UnitType,
} from './tables';

/** RULINGS 6: floor(points / 100). Callers validate points (0..2,599) first. */
export function armySize(points: number): number {
  return Math.floor(points / POINTS_PER_ARMY_SIZE);
}

export function isValidArmyPoints(points: number): boolean {
  return Number.isInteger(points) && points >= 0 && points <= MAX_ARMY_POINTS;
}

/** UNIT TYPES, Broken Armies: an army below size 5 is Broken. */
export function isBrokenBySize(points: number): boolean {
  return armySize(points) < MIN_FIELD_ARMY_SIZE;
}

/** Broken Armies: below size 5, or Broken by a battle (fled or withdrew) until it regroups (`Army.broken`). The
 * resolver's movement limits ask this; the order checker should too. */
export function isBroken(army: { readonly points: number; readonly broken?: boolean }): boolean {
  return army.broken === true || isBrokenBySize(army.points);
}

/** RULINGS 7: points x rate for the site, rounded up to a whole guilder. */
export function armyUpkeep(points: number, site: ArmySite): number {
  // Integer arithmetic in hundredths avoids 0.3 * 1010 = 302.99999... rounding the wrong way.
  const hundredths = Math.round(ARMY_UPKEEP_RATE[site] * 100);
  return Math.ceil((points * hundredths) / 100);
}

export function unitUpkeep(type: UnitType, size = 1): number {
  const rule = UNIT_UPKEEP[type];
  return rule.perSize ? rule.upkeep * size : rule.upkeep;
}

export function improvementUpkeep(improvement: CityImprovement): number {
  return CITY_UPGRADE[improvement].upkeep;
}

export function structureUpkeep(type: StructureType, capturedThisTurn = false): number {
  return STRUCTURE_UPKEEP[type] * (capturedThisTurn ? CAPTURED_FIRST_TURN_MULTIPLIER : 1);
}

export interface CityIncomeInput {
  size: number;
  improvements: readonly CityImprovement[];
  conquered: boolean;
  /** The turn after a failed siege attempt (RULINGS 14). */
  afterFailedSiege: boolean;
  /** The percentage lost to corruption this turn, after any Courthouse (0-100). */
  corruption: number;
}

/** RULINGS 14 and Table 1: size x 100, x1.5 Marketplace, x0.5 conquered, x0.5 after a failed siege, less
 * corruption %, rounded down once at the end. */
export function cityIncome(input: CityIncomeInput): number {
  let income = ownEntry(CITY_SIZE_INCOME, input.size) ?? 0;
  if (input.improvements.includes('Marketplace')) income *= INCOME_MULTIPLIER.marketplace;
  if (input.conquered) income *= INCOME_MULTIPLIER.conquered;
  if (input.afterFailedSiege) income *= INCOME_MULTIPLIER.afterFailedSiege;
  return Math.floor((income * (100 - input.corruption)) / 100 + 1e-9);
}

/** Corruption (RULINGS 14): a d20 percentage per city per turn; a Courthouse takes off another d20, to no less
 * than 0. The rolls come from the seeded dice; this only combines them. */
export function corruptionPercent(corruptionRoll: number, courthouseRoll: number | null): number {
  return Math.max(0, corruptionRoll - (courthouseRoll ?? 0));
}

/** DOGS OF WAR: the winning bid buys the warband (a Hire entry in the treasury); from then on its upkeep is
 * figured on its minimum bid as its points, at the army's site rate. */
export function dogsOfWarUpkeep(minimumBid: number, site: ArmySite): number {
  return armyUpkeep(minimumBid, site);
}
