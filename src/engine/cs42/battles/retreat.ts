import type { Dice } from '../../dice';
import { DIRECTIONS, distance, formatHex, Hex, neighbour, sameHex } from '../../hex';
import type { Army, CampaignState } from '../../model';
import { portalAt } from '../portals';
import { declaredStatus } from '../supply';
import type { DiplomaticStatus } from '../tables';
import { MapView } from '../turn/movement-paths';

/**
 * Retreats (COMBAT): "back to the hex the army came from prior to entering this hex, or one hex in the direction
 * of the nearest city in his empire. If these are not possible then the retreat is to a random adjacent hex. If
 * there is no allowable hex ... it is destroyed." Never into a hex holding an enemy unit or enemy city; a hex with
 * another empire's units only when the retreating empire declared it Friendly or Allied. A step must be one the
 * army could move (map edge, crag, water, unbridged rivers: movement-paths.ts), or back through a Mystic Portal.
 */

export type RetreatHow = 'came from' | 'toward city' | 'random' | 'destroyed';
export interface Retreat {
  readonly to: Hex | null;
  readonly how: RetreatHow;
  /** The roll key used when the retreat was random. */
  readonly key: string | null;
}

const WELCOMING: readonly DiplomaticStatus[] = ['Friendly', 'Allied'];

/** Both hexes are Mystic Portals: "Retreating back through a portal ... is a legal option and may indeed be
 * required" (Retreats; SPECIAL TERRAIN TYPES, Mystic Portal). */
export function throughPortal(state: CampaignState, from: Hex, to: Hex): boolean {
  const at = (h: Hex) => portalAt(state.map.hexes.get(formatHex(h)));
  return !sameHex(from, to) && at(from) !== null && at(to) !== null;
}

/** May `army` retreat from its hex into the adjacent `to`, or back through the portal it stands on to `to`? */
export function retreatAllowed(state: CampaignState, army: Army, to: Hex): boolean {
  const d = DIRECTIONS.find((x) => sameHex(neighbour(army.hex, x), to));
  if (d === undefined && !throughPortal(state, army.hex, to)) return false;
  const walker = {
    name: army.name,
    player: army.player,
    kind: 'army' as const,
    mobility: army.mobility,
    race: army.race,
  };
  if (d !== undefined && new MapView(state).blocked(walker, army.hex, d, false) !== null) return false;
  const owners = [
    ...state.armies.filter((a) => a.points > 0 && sameHex(a.hex, to)).map((a) => a.player),
    ...state.units.filter((u) => sameHex(u.hex, to)).map((u) => u.player),
    ...state.cities.filter((c) => c.size > 0 && sameHex(c.hex, to)).map((c) => c.player),
  ];
  return owners.every((p) => p === army.player || WELCOMING.includes(declaredStatus(state, army.player, p)));
}

/** The adjacent hex that brings the army nearer its empire's nearest city (lowest direction on ties). */
export function towardNearestCity(state: CampaignState, army: Army): Hex | null {
  const own = state.cities.filter((c) => c.size > 0 && c.player === army.player);
  if (own.length === 0) return null;
  const nearest = (h: Hex): number => Math.min(...own.map((c) => distance(h, c.hex)));
  const here = nearest(army.hex);
  let best: Hex | null = null;
  for (const d of DIRECTIONS) {
    const h = neighbour(army.hex, d);
    if (nearest(h) >= here || !retreatAllowed(state, army, h)) continue;
    if (best === null || nearest(h) < nearest(best)) best = h;
  }
  return best;
}

/**
 * One retreat in the book's order of preference. `cameFrom` is tried first unless `cityFirst` (Table 17's "move 1
 * hex towards nearest friendly city" for a side that ran), which tries it second. The random choice is a die with as many sides as
 * allowed hexes, under `key` (a single allowed hex needs no die).
 */
export function chooseRetreat(
  state: CampaignState,
  army: Army,
  cameFrom: Hex | null,
  dice: Dice,
  key: string,
  cityFirst = false,
): Retreat {
  const back = cameFrom !== null && retreatAllowed(state, army, cameFrom) ? cameFrom : null;
  if (!cityFirst && back !== null) return { to: back, how: 'came from', key: null };
  const toward = towardNearestCity(state, army);
  if (toward !== null) return { to: toward, how: 'toward city', key: null };
  if (back !== null) return { to: back, how: 'came from', key: null };
  const open = DIRECTIONS.map((d) => neighbour(army.hex, d)).filter((h) => retreatAllowed(state, army, h));
  if (open.length === 0) return { to: null, how: 'destroyed', key: null };
  if (open.length === 1) return { to: open[0], how: 'random', key: null };
  return { to: open[dice.roll(key, open.length) - 1], how: 'random', key };
}

export function describeRetreat(army: string, r: Retreat): string {
  switch (r.how) {
    case 'came from':
      return `${army} retreats back to ${formatHex(r.to ?? { col: 0, row: 0 })}, the hex it came from`;
    case 'toward city':
      return `${army} retreats to ${formatHex(r.to ?? { col: 0, row: 0 })}, toward its nearest city`;
    case 'random':
      return `${army} retreats to ${formatHex(r.to ?? { col: 0, row: 0 })}, a random adjacent hex`;
    case 'destroyed':
      return `${army} has no hex to retreat to: destroyed`;
  }
}
