/**
 * The New Year tally (PRODUCTION; DESIGNING A NATION, Roster and Personalities): population centers counted,
 * the Population Total, roster points, character points and the mob limit.
 */
import { areasOf, nation as nationOf } from './map';
import type { WmNation, WmState } from './model';
import { CHARACTER_COSTS, CHARACTER_POINTS, POP_POINTS, ROSTER } from './population-tables';

export interface PopCounts {
  readonly cities: number;
  readonly towns: number;
  readonly villages: number;
}

/** Centers a nation controls; areas ceded this New Year are not counted this year (POST COMBAT, ransom). */
export function popCounts(state: WmState, of: string): PopCounts {
  const counted = areasOf(state, of).filter((a) => !a.ceded);
  return {
    cities: counted.filter((a) => a.pop === 'City').length,
    towns: counted.filter((a) => a.pop === 'Town').length,
    villages: counted.filter((a) => a.pop === 'Village').length,
  };
}

/** PT = 3 x cities + 2 x towns + 1 x villages, plus Chaos villages this year (WM-R21). */
export function populationTotal(counts: PopCounts, otherVillages = 0): number {
  return (
    POP_POINTS.City * counts.cities +
    POP_POINTS.Town * counts.towns +
    POP_POINTS.Village * (counts.villages + otherVillages)
  );
}

/** (PT x 2 + 5) x 100, all of which must be spent (Roster; WM-R28: the 3000-point example is illustrative). */
export function rosterPoints(pt: number): number {
  return (pt * ROSTER.perPt + ROSTER.base) * ROSTER.scale;
}

/** PT + 2 for being a nation, plus extra points from POIs and Chaos lands (Personalities; WM-R21). */
export function characterPoints(pt: number, extra = 0): number {
  return pt + CHARACTER_POINTS.nation + extra;
}

/**
 * Character points a nation's characters take: the living, and the captured, which "count against the character
 * points of the nation" that owns them (POST COMBAT; WM-R20). A royal nephew is not bought (WM-R29).
 */
export function characterPointsUsed(n: WmNation): number {
  return n.characters
    .filter((c) => c.status !== 'dead' && !c.royalNephew)
    .reduce((sum, c) => sum + CHARACTER_COSTS[c.type], 0);
}

export interface Tally {
  readonly counts: PopCounts;
  readonly pt: number;
  readonly rosterPoints: number;
  readonly characterPoints: number;
  /** Mobs: up to the year's starting PT in units, off the roster. */
  readonly mobs: number;
}

/** New Year step 3 for one nation. */
export function tally(state: WmState, of: string): Tally {
  const n = nationOf(state, of);
  const counts = popCounts(state, of);
  const pt = populationTotal(counts, n.extraVillages ?? 0);
  return {
    counts,
    pt,
    rosterPoints: rosterPoints(pt),
    characterPoints: characterPoints(pt, n.extraCharacterPoints ?? 0),
    mobs: pt,
  };
}
