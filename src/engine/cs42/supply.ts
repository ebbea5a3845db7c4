import type { Army, CampaignState, Unit } from '../model';
import type { Hex } from '../hex';
import {
  BLACKBLOOD_BAND_BONUS,
  HINDERING_STATUSES,
  SUPPLY_BAND_MAX,
  SupplyStatus,
  WATER_SUPPLY_BAND_BONUS,
} from './tables';
import { Oracle } from './supply-oracle';
import { declaredStatus } from './diplomacy';

export { declaredStatus };

/**
 * Supply ranges (Campaign System v4.2, "Supply ranges", Table 6; RULINGS 9-12).
 *
 * Readings where the book leaves room:
 * - Enemy (RULINGS 11): for player P, player X is an enemy when X's OWN declaration toward P is Unknown or At
 *   War (no declaration = Unknown). X's declaration alone decides whether X blocks P's routes, and whether X's
 *   cities and linked depots supply P (Friendly, Allied). Neutral neither blocks nor supplies.
 * - Blockers: a hex off the map; open water unless the water body is opened by a harbour of P (below); crag for
 *   non-flyers; a hex holding an enemy city, supply depot, watchtower or army (enemy settlers, engineers, scouts,
 *   spies, temples and bridges do not block). A river edge without a bridge or ford blocks non-flyers; a
 *   river, bridge or ford recorded on either side of an edge counts for both (RULINGS 3); a Bridge structure
 *   counts whoever built it. Flyers ignore rivers and crag but not water (RULINGS 11 exempts them from no more).
 * - Harbour (STRUCTURES, Harbor: "movement and support through water hexes that a continuous path can be
 *   traced to water hexes adjacent to the city"): the water hexes connected through water to a water hex
 *   adjacent to a city of P (conquered or not) with a Harbor are passable for P. The book's "or river running
 *   through the hex of the city" is not modelled; another player's harbour never opens water for P.
 * - Ends of a path: the unit's own hex never blocks its own trace (it may stand on water, crag or with an enemy
 *   army), so a blocked hex still gets a distance; it only cannot be passed through. A source whose hex holds
 *   something that blocks P (an enemy army) cannot supply P; a source's own terrain does not matter.
 * - Linking (RULINGS 10): a depot (or conquered city) of owner O is linked when a legal path for O's ground
 *   units of at most 5 hexes joins it to a non-conquered city of O, or of at most 3 hexes to a linked depot of
 *   O. A city or depot whose hex holds an enemy army of O neither links nor is linked.
 * - Blackblood (RULINGS 12): +1 to each band's upper bound for an army of race Blackblood, and for a unit whose
 *   owner's race is Blackblood. An army embarked on open water (non-flyer on a Water hex) adds 5 to each band
 *   (TERRAIN, Water).
 *
 * Performance (issue 9): the map as typed arrays indexed by cell = (row - 1) x width + (col - 1); a hex is
 * answered by a trace from it to the nearest source, until a player's traces have cost a map's worth of cells,
 * then by one lazy search from all the player's sources at once; a player's blockers are tested cell by cell
 * as a search reaches them. `createSupplyOracle` caches everything. The grid and searches live in
 * supply-grid.ts, the oracle in supply-oracle.ts, harbour waters and depot linking in supply-sources.ts.
 */

export interface MovementOptions {
  /** A FLYER army: rivers and crag do not block. */
  readonly flying?: boolean;
}

/** Distances from every hex to the nearest source of one player, for one movement class. */
export interface SupplyField {
  readonly player: string;
  readonly flying: boolean;
  /** Supply distance (RULINGS 9); 0 on a source; null when no legal path reaches a source. */
  distance(hex: Hex): number | null;
  distanceAt(col: number, row: number): number | null;
}

/** Answers many supply questions over one state; builds each player's field once, when first asked. */
export interface SupplyOracle {
  readonly state: CampaignState;
  field(player: string, options?: MovementOptions): SupplyField;
  distance(hex: Hex, player: string, options?: MovementOptions): number | null;
  /** The hexes that supply `player`: own and Friendly/Allied cities and linked depots, less any cut off. */
  sources(player: string): Hex[];
  /** The owner's supply depots and conquered cities that are linked (RULINGS 10). */
  linkedDepots(owner: string): Hex[];
  /** True on an open water hex (TERRAIN, Water: an army there is embarked). */
  water(hex: Hex): boolean;
  /** A field from the given hexes only (the kernel of `field`). */
  fieldFrom(player: string, seeds: readonly Hex[], options?: MovementOptions): SupplyField;
}

export interface SupplyReport {
  readonly distance: number | null;
  readonly status: SupplyStatus;
}

export interface StatusOptions {
  /** Blackblood: +1 to each band's upper bound (RULINGS 12). */
  readonly blackblood?: boolean;
  /** False: the owner does not pay the army's upkeep, so it is Out of Supply (RULINGS 12, 19). */
  readonly upkeepPaid?: boolean;
  /** Any further hexes added to each band's upper bound (e.g. embarked on open water). */
  readonly bandBonus?: number;
}

const BANDS = ['Regular', 'Long', 'Extended'] as const;

/** Table 6 and RULINGS 12: 0-5 Regular, 6-10 Long, 11-15 Extended, 16+ or unreachable Out of Supply. */
export function supplyStatus(distance: number | null, options: StatusOptions = {}): SupplyStatus {
  if (options.upkeepPaid === false || distance === null) return 'Out of Supply';
  const bonus = (options.blackblood ? BLACKBLOOD_BAND_BONUS : 0) + (options.bandBonus ?? 0);
  for (const band of BANDS) if (distance <= SUPPLY_BAND_MAX[band] + bonus) return band;
  return 'Out of Supply';
}

export function isBlackblood(race: string): boolean {
  return race.trim().toLowerCase() === 'blackblood';
}

/** RULINGS 11: `other` hinders `player` when other's own declaration toward player is Unknown or At War. */
export function isEnemy(state: CampaignState, player: string, other: string): boolean {
  return other !== player && HINDERING_STATUSES.includes(declaredStatus(state, other, player));
}

export function createSupplyOracle(state: CampaignState): SupplyOracle {
  return new Oracle(state);
}

/** The lists an oracle was built from, to tell that a state has not changed since (its types are read-only). */
function fingerprint(state: CampaignState): readonly unknown[] {
  const lists = [state.cities, state.armies, state.units, state.structures, state.diplomacy, state.map.hexes];
  return [...lists, ...lists.map((l) => ('size' in l ? l.size : l.length))];
}

const SHARED = new WeakMap<CampaignState, { oracle: SupplyOracle; seen: readonly unknown[] }>();

/** One oracle for a campaign state that is read, never changed (a turn's input: checked orders and the
 * resolver's summary ask the same questions of it, issue 9); a state whose lists changed gets a new one. */
export function sharedSupplyOracle(state: CampaignState): SupplyOracle {
  const seen = fingerprint(state);
  const hit = SHARED.get(state);
  if (hit !== undefined && hit.seen.every((x, i) => x === seen[i])) return hit.oracle;
  const oracle = createSupplyOracle(state);
  SHARED.set(state, { oracle, seen });
  return oracle;
}

/** One player's field; for many questions over one state, use `createSupplyOracle`. */
export function supplyField(
  state: CampaignState,
  player: string,
  options: MovementOptions = {},
): SupplyField {
  return createSupplyOracle(state).field(player, options);
}

/** RULINGS 9-12 for one army; `upkeepPaid: false` makes it Out of Supply whatever its distance. */
export function armySupply(
  oracle: SupplyOracle,
  army: Army,
  options: { upkeepPaid?: boolean } = {},
): SupplyReport {
  const flying = army.mobility === 'FLYER';
  const distance = oracle.distance(army.hex, army.player, { flying });
  const embarked = !flying && oracle.water(army.hex);
  const status = supplyStatus(distance, {
    blackblood: isBlackblood(army.race),
    upkeepPaid: options.upkeepPaid,
    bandBonus: embarked ? WATER_SUPPLY_BAND_BONUS : 0,
  });
  return { distance, status };
}

/** RULINGS 9-12 for an engineer battalion, scout, settler band or spy (ground; Blackblood by owner's race). */
export function unitSupply(oracle: SupplyOracle, unit: Unit): SupplyReport {
  const distance = oracle.distance(unit.hex, unit.player);
  const race = oracle.state.players.find((p) => p.name === unit.player)?.race ?? '';
  return { distance, status: supplyStatus(distance, { blackblood: isBlackblood(race) }) };
}
