import type { Army, CampaignState, City, Unit } from '../model';
import { formatHex, Hex } from '../hex';
import {
  BLACKBLOOD_BAND_BONUS,
  DiplomaticStatus,
  HINDERING_STATUSES,
  SUPPLY_BAND_MAX,
  SUPPLYING_STATUSES,
  SupplyStatus,
  WATER_SUPPLY_BAND_BONUS,
} from './tables';
import { breadthFirst, buildGrid, cellOf, Grid, hexOf } from './supply-grid';
import { harbourWater, linkDepots } from './supply-sources';
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
 * Performance: one breadth-first search per (player, ground/flying), from all of the player's sources at once,
 * over typed arrays indexed by cell = (row - 1) x width + (col - 1); `createSupplyOracle` caches everything.
 * The grid and search live in supply-grid.ts; harbour waters and depot linking in supply-sources.ts.
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
  const embarked = !flying && oracle.state.map.hexes.get(formatHex(army.hex))?.terrain === 'Water';
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

function listOf<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (list === undefined) map.set(key, (list = []));
  return list;
}

class Oracle implements SupplyOracle {
  private readonly grid: Grid;
  private readonly owners = new Set<string>();
  private readonly citiesOf = new Map<string, City[]>();
  private readonly depotsOf = new Map<string, number[]>();
  /** Cells holding a city, depot, watchtower or army, by owner. */
  private readonly presenceOf = new Map<string, number[]>();
  private readonly cache = new Map<string, Uint8Array | number[] | SupplyField>();

  constructor(readonly state: CampaignState) {
    this.grid = buildGrid(state);
    const blocker = (hex: Hex, owner: string): void => {
      const cell = cellOf(this.grid, hex);
      if (cell >= 0) listOf(this.presenceOf, owner).push(cell);
    };
    for (const c of state.cities) {
      this.owners.add(c.player);
      listOf(this.citiesOf, c.player).push(c);
      if (c.conquered) listOf(this.depotsOf, c.player).push(cellOf(this.grid, c.hex));
      blocker(c.hex, c.player);
    }
    for (const s of state.structures) {
      if (s.type !== 'Supply Depot' && s.type !== 'Watchtower') continue;
      blocker(s.hex, s.player);
      if (s.type !== 'Supply Depot') continue;
      this.owners.add(s.player);
      listOf(this.depotsOf, s.player).push(cellOf(this.grid, s.hex));
    }
    for (const a of state.armies) blocker(a.hex, a.player);
  }

  private status(from: string, toward: string): DiplomaticStatus {
    return declaredStatus(this.state, from, toward);
  }

  private memo<T extends Uint8Array | number[] | SupplyField>(key: string, make: () => T): T {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit as T;
    const made = make();
    this.cache.set(key, made);
    return made;
  }

  /** 1 where a hex holds an enemy city, depot, watchtower or army of `player`. */
  private enemies(player: string): Uint8Array {
    return this.memo(`enemy\n${player}`, () => {
      // One status per owner, then its cells: not a status per army, city and depot (issue 9).
      const mask = new Uint8Array(this.grid.size);
      for (const [owner, cells] of this.presenceOf) {
        if (owner === player || !HINDERING_STATUSES.includes(this.status(owner, player))) continue;
        for (const cell of cells) mask[cell] = 1;
      }
      return mask;
    });
  }

  /** Water cells joined through water to a water hex next to a harbour city of `player`. */
  private harbourWater(player: string): Uint8Array {
    return this.memo(`harbour\n${player}`, () => harbourWater(this.grid, this.citiesOf.get(player) ?? []));
  }

  private passable(player: string, flying: boolean): Uint8Array {
    return this.memo(`pass\n${flying}\n${player}`, () => {
      const { onMap, crag, water, size } = this.grid;
      const enemy = this.enemies(player);
      const harbour = this.harbourWater(player);
      const pass = new Uint8Array(size);
      for (let i = 0; i < size; i++) {
        pass[i] = onMap[i] && !enemy[i] && (flying || !crag[i]) && (!water[i] || harbour[i]) ? 1 : 0;
      }
      return pass;
    });
  }

  private linkedCells(owner: string): number[] {
    return this.memo(`linked\n${owner}`, () => {
      const enemy = this.enemies(owner);
      const free = (cell: number): boolean => cell >= 0 && !enemy[cell];
      const cities = (this.citiesOf.get(owner) ?? [])
        .filter((c) => !c.conquered)
        .map((c) => cellOf(this.grid, c.hex));
      const depots = (this.depotsOf.get(owner) ?? []).filter(free);
      return linkDepots(this.grid, this.passable(owner, false), cities.filter(free), depots);
    });
  }

  private sourceCells(player: string): number[] {
    return this.memo(`sources\n${player}`, () => {
      const enemy = this.enemies(player);
      const cells = new Set<number>();
      for (const owner of this.owners) {
        if (owner !== player && !SUPPLYING_STATUSES.includes(this.status(owner, player))) continue;
        for (const c of this.citiesOf.get(owner) ?? []) if (!c.conquered) cells.add(cellOf(this.grid, c.hex));
        for (const d of this.linkedCells(owner)) cells.add(d);
      }
      return [...cells].filter((c) => c >= 0 && !enemy[c]).sort((a, b) => a - b);
    });
  }

  private makeField(player: string, flying: boolean, seeds: Iterable<number>): SupplyField {
    const { grid } = this;
    const dist = breadthFirst(grid, this.passable(player, flying), seeds, flying);
    const at = (hex: Hex): number | null => {
      const cell = cellOf(grid, hex);
      return cell < 0 || dist[cell] < 0 ? null : dist[cell];
    };
    return { player, flying, distance: at, distanceAt: (col, row) => at({ col, row }) };
  }

  field(player: string, options: MovementOptions = {}): SupplyField {
    const flying = options.flying === true;
    return this.memo(`field\n${flying}\n${player}`, () =>
      this.makeField(player, flying, this.sourceCells(player)),
    );
  }

  distance(hex: Hex, player: string, options: MovementOptions = {}): number | null {
    return this.field(player, options).distance(hex);
  }

  sources(player: string): Hex[] {
    return this.sourceCells(player).map((c) => hexOf(this.grid, c));
  }

  linkedDepots(owner: string): Hex[] {
    return [...this.linkedCells(owner)].sort((a, b) => a - b).map((c) => hexOf(this.grid, c));
  }

  fieldFrom(player: string, seeds: readonly Hex[], options: MovementOptions = {}): SupplyField {
    return this.makeField(
      player,
      options.flying === true,
      seeds.map((h) => cellOf(this.grid, h)),
    );
  }
}
