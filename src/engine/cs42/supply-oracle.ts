import type { CampaignState, City } from '../model';
import { distance, Hex } from '../hex';
import { DiplomaticStatus, HINDERING_STATUSES, SUPPLY_LINK_RANGE, SUPPLYING_STATUSES } from './tables';
import { buildGrid, cellOf, Grid, hexOf, OVER_BUDGET, Passage, Search, Tracer } from './supply-grid';
import { harbourWater, linkDepots } from './supply-sources';
import { openRiverEdges, riverCities } from './supply-rivers';
import { declaredStatus } from './diplomacy';
import type { MovementOptions, SupplyField, SupplyOracle } from './supply';

/** The supply oracle behind `createSupplyOracle` (the readings are listed in supply.ts). */

function listOf<K, T>(map: Map<K, T[]>, key: K): T[] {
  let list = map.get(key);
  if (list === undefined) map.set(key, (list = []));
  return list;
}

function memo<K, T>(cache: Map<K, T>, key: K, make: () => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const made = make();
  cache.set(key, made);
  return made;
}

type CellTest = (cell: number) => boolean;

interface SourceSet {
  readonly open: number[];
  readonly held: number[];
  readonly marks: Uint8Array;
}

export class Oracle implements SupplyOracle {
  private readonly grid: Grid;
  private readonly owners = new Set<string>();
  private readonly citiesOf = new Map<string, City[]>();
  private readonly depotsOf = new Map<string, number[]>();
  /** Who holds a city, depot, watchtower or army in a cell, as a list per cell (first link by cell; next
   * link and owner by link): a player's blockers are tested cell by cell as a search reaches them, not
   * marked over the whole map for every player (issue 9). */
  private readonly ownerIndex = new Map<string, number>();
  private readonly firstLink: Int32Array;
  private readonly nextLink: number[] = [];
  private readonly linkOwner: number[] = [];
  /** 1 where the link is an army's, 0 a city's, depot's or watchtower's. */
  private readonly linkArmy: number[] = [];
  private readonly hinders = new Map<string, Uint8Array>();
  private readonly harbours = new Map<string, Uint8Array | null>();
  private readonly passes = new Map<string, CellTest>();
  private readonly rivers = new Map<string, Uint8Array>();
  private readonly linked = new Map<string, { readonly free: number[]; readonly held: number[] }>();
  private readonly ownSupply = new Map<string, number[]>();
  private readonly sourceList = new Map<string, SourceSet>();
  private readonly fields = new Map<string, SupplyField>();
  private tracer: Tracer | null = null;
  private riverCityList: { cell: number; player: string }[] | null = null;

  constructor(readonly state: CampaignState) {
    this.grid = buildGrid(state);
    this.firstLink = new Int32Array(this.grid.size).fill(-1);
    for (const c of state.cities) {
      this.owners.add(c.player);
      listOf(this.citiesOf, c.player).push(c);
      if (c.conquered) listOf(this.depotsOf, c.player).push(cellOf(this.grid, c.hex));
      this.presence(c.hex, c.player, 0);
    }
    for (const s of state.structures) {
      if (s.type !== 'Supply Depot' && s.type !== 'Watchtower') continue;
      this.presence(s.hex, s.player, 0);
      if (s.type !== 'Supply Depot') continue;
      this.owners.add(s.player);
      listOf(this.depotsOf, s.player).push(cellOf(this.grid, s.hex));
    }
    for (const a of state.armies) this.presence(a.hex, a.player, 1);
  }

  private presence(hex: Hex, owner: string, army: number): void {
    const cell = cellOf(this.grid, hex);
    if (cell < 0) return;
    const index = memo(this.ownerIndex, owner, () => this.ownerIndex.size);
    this.nextLink.push(this.firstLink[cell]);
    this.linkOwner.push(index);
    this.linkArmy.push(army);
    this.firstLink[cell] = this.nextLink.length - 1;
  }

  private status(from: string, toward: string): DiplomaticStatus {
    return declaredStatus(this.state, from, toward);
  }

  /** True where a cell holds an enemy city, depot, watchtower or army of `player` (RULINGS 11). */
  /** 1 by owner index where that owner hinders `player` (RULINGS 11). */
  private hindering(player: string): Uint8Array {
    return memo(this.hinders, player, () => {
      // One status per owner, then its cells: not a status per army, city and depot (issue 9).
      const out = new Uint8Array(this.ownerIndex.size);
      for (const [owner, i] of this.ownerIndex)
        out[i] = owner !== player && HINDERING_STATUSES.includes(this.status(owner, player)) ? 1 : 0;
      return out;
    });
  }

  private enemies(player: string): CellTest {
    const hinders = this.hindering(player);
    const { firstLink, nextLink, linkOwner } = this;
    return (cell) => {
      for (let k = firstLink[cell]; k >= 0; k = nextLink[k]) if (hinders[linkOwner[k]]) return true;
      return false;
    };
  }

  /** True where a cell holds an enemy city, depot or watchtower of `player`: a source there is lost, where
   * one with only an enemy army is held (RULINGS 31 speaks of "an enemy army in its hex"). */
  private enemyBuilt(player: string): CellTest {
    const hinders = this.hindering(player);
    const { firstLink, nextLink, linkOwner, linkArmy } = this;
    return (cell) => {
      for (let k = firstLink[cell]; k >= 0; k = nextLink[k])
        if (linkArmy[k] === 0 && hinders[linkOwner[k]]) return true;
      return false;
    };
  }

  /** Water cells joined through water to a water hex next to a harbour city of `player`; null when none. */
  private harbourWater(player: string): Uint8Array | null {
    return memo(this.harbours, player, () => {
      const cities = this.citiesOf.get(player) ?? [];
      return cities.some((c) => c.improvements.includes('Harbor')) ? harbourWater(this.grid, cities) : null;
    });
  }

  private passable(player: string, flying: boolean): CellTest {
    return memo(this.passes, `${flying}\n${player}`, () => {
      const { crag, water } = this.grid;
      const enemy = this.enemies(player);
      const harbour = this.harbourWater(player);
      return (c) =>
        !enemy(c) && (flying || crag[c] === 0) && (water[c] === 0 || (harbour !== null && harbour[c] === 1));
    });
  }

  private passage(player: string, flying: boolean): Passage {
    return {
      passable: this.passable(player, flying),
      riverBlocked: flying ? null : this.riverBlocked(player),
    };
  }

  /** River edges without bridge or ford that `player`'s supply may not cross: all of them but those its own
   * river cities open (RULINGS 33; an enemy city as RULINGS 11 has it). */
  private riverBlocked(player: string): Uint8Array {
    return memo(this.rivers, player, () => {
      const hinders = this.hindering(player);
      const enemy = (owner: string): boolean => hinders[this.ownerIndex.get(owner) ?? -1] === 1;
      this.riverCityList ??= riverCities(this.grid, this.state.cities);
      const walked = openRiverEdges(this.grid, this.riverCityList, player, enemy);
      if (walked === null) return this.grid.riverBlocked;
      const blocked = this.grid.riverBlocked.slice();
      for (const c of walked.cells) blocked[c] &= ~walked.open[c];
      return blocked;
    });
  }

  /** The owner's linked depots (RULINGS 10): `free` ones, and `held` ones, with an army hostile to the owner
   * in the hex, which a chain reaches but which pass nothing on (RULINGS 31). */
  private linkedCells(owner: string): { readonly free: number[]; readonly held: number[] } {
    return memo(this.linked, owner, () => {
      const built = this.enemyBuilt(owner);
      const depots = (this.depotsOf.get(owner) ?? []).filter((c) => c >= 0 && !built(c));
      if (depots.length === 0) return { free: [], held: [] };
      const enemy = this.enemies(owner);
      // Without portals a path is never shorter than the hex distance: a city farther than the city link
      // range from every depot can link none, and its search would be wasted (issue 9).
      const depotHexes = depots.map((d) => hexOf(this.grid, d));
      const near = (c: City): boolean =>
        this.grid.portals.length > 1 ||
        depotHexes.some((d) => distance(c.hex, d) <= SUPPLY_LINK_RANGE.fromCity);
      const cities = (this.citiesOf.get(owner) ?? [])
        .filter((c) => !c.conquered && near(c))
        .map((c) => cellOf(this.grid, c.hex))
        .filter((c) => c >= 0 && !enemy(c));
      const linked = linkDepots(this.grid, this.passage(owner, false), cities, depots, enemy);
      return { free: linked.filter((c) => !enemy(c)), held: linked.filter(enemy) };
    });
  }

  /** An owner's cities (not conquered) and free linked depots: what it supplies itself and its friends with. */
  private ownSources(owner: string): number[] {
    return memo(this.ownSupply, owner, () => {
      const cells: number[] = [];
      for (const c of this.citiesOf.get(owner) ?? []) if (!c.conquered) cells.push(cellOf(this.grid, c.hex));
      return [...cells, ...this.linkedCells(owner).free].filter((c) => c >= 0);
    });
  }

  /**
   * The cells that supply `player`: `open` ones, sorted, marked 1 in `marks`; `held` ones marked 2: a source
   * with a hostile army in its hex gives distance 0 to whoever stands on it and supplies nothing beyond
   * (RULINGS 31): the player's own cities and linked depots, and a Friendly or Allied player's (those the
   * player's enemy holds; a depot its owner's enemy holds supplies only its owner). A source sharing its hex
   * with an enemy city, depot or watchtower supplies nothing (RULINGS 11).
   */
  private sourceSet(player: string): SourceSet {
    return memo(this.sourceList, player, () => {
      const enemy = this.enemies(player);
      const built = this.enemyBuilt(player);
      const marks = new Uint8Array(this.grid.size);
      const open: number[] = [];
      const held: number[] = [];
      const add = (c: number, mark: number): void => {
        if (marks[c] !== 0) return;
        marks[c] = mark;
        (mark === 1 ? open : held).push(c);
      };
      for (const owner of this.owners) {
        if (owner !== player && !SUPPLYING_STATUSES.includes(this.status(owner, player))) continue;
        for (const c of this.ownSources(owner)) if (!built(c)) add(c, enemy(c) ? 2 : 1);
        if (owner === player) for (const c of this.linkedCells(owner).held) add(c, 2);
      }
      return { open: open.sort((x, y) => x - y), held, marks };
    });
  }

  private fieldOf(player: string, flying: boolean, at: (cell: number) => number): SupplyField {
    const distance = (hex: Hex): number | null => {
      const d = at(cellOf(this.grid, hex));
      return d < 0 ? null : d;
    };
    return { player, flying, distance, distanceAt: (col, row) => distance({ col, row }) };
  }

  /** A player's field answers each hex by a trace from it while the traces together have reached fewer cells
   * than the map holds; past that, by one search from all the sources, which then serves every hex. Either way
   * the same distance, for at most about twice the cheaper one's work (issue 9: a sheet column asks about
   * its own rows, the resolver about every army). */
  private hybridField(player: string, flying: boolean): SupplyField {
    const { grid } = this;
    const { open, held, marks } = this.sourceSet(player);
    const passage = this.passage(player, flying);
    const traced = new Map<number, number>();
    let budget = grid.size;
    let search: Search | null = null;
    return this.fieldOf(player, flying, (cell) => {
      if (search !== null) return search.distance(cell);
      let d = traced.get(cell);
      if (d !== undefined) return d;
      const tracer = (this.tracer ??= new Tracer(grid));
      d = open.length + held.length === 0 ? -1 : tracer.trace(cell, passage, marks, budget);
      budget -= tracer.visited;
      if (d !== OVER_BUDGET) {
        traced.set(cell, d);
        return d;
      }
      search = new Search(grid, passage, open, held);
      return search.distance(cell);
    });
  }

  field(player: string, options: MovementOptions = {}): SupplyField {
    const flying = options.flying === true;
    return memo(this.fields, `${flying}\n${player}`, () => this.hybridField(player, flying));
  }

  water(hex: Hex): boolean {
    const cell = cellOf(this.grid, hex);
    return cell >= 0 && this.grid.water[cell] === 1;
  }

  distance(hex: Hex, player: string, options: MovementOptions = {}): number | null {
    return this.field(player, options).distance(hex);
  }

  sources(player: string): Hex[] {
    return this.sourceSet(player).open.map((c) => hexOf(this.grid, c));
  }

  linkedDepots(owner: string): Hex[] {
    return [...this.linkedCells(owner).free].sort((a, b) => a - b).map((c) => hexOf(this.grid, c));
  }

  fieldFrom(player: string, seeds: readonly Hex[], options: MovementOptions = {}): SupplyField {
    const flying = options.flying === true;
    const cells = seeds.map((h) => cellOf(this.grid, h));
    const search = new Search(this.grid, this.passage(player, flying), cells, []);
    return this.fieldOf(player, flying, (cell) => search.distance(cell));
  }
}
