import { ownEntry } from '../../own';
import {
  Direction,
  DIRECTIONS,
  directionTo,
  distance,
  formatHex,
  Hex,
  hexKey,
  neighbour,
  neighbours,
  opposite,
} from '../../hex';
import type { CampaignState, City, MapHex } from '../../model';
import { isEnemy } from '../supply';
import { harbourWater } from '../supply-sources';
import { buildGrid, cellOf, Grid } from '../supply-grid';
import { openRiverEdges, riverCities } from '../supply-rivers';
import type { ArmyMobility, Terrain } from '../tables';

/**
 * Where one action's Move or March can take a unit (ARMY ACTIONS, Move and March; TERRAIN; RULINGS 3-5).
 *
 * - Hexes per action (RULINGS 5): Move 1, March 2; +1 CAV on land (scouts are cavalry: "Move 2 and March 3");
 *   +1 FLYER on a March; +1 when the whole action runs on road hexes (not FLYER). Engineer battalions "move
 *   like armies, but cannot March" and settlers Move only; neither takes the road bonus (RULINGS 29: settler
 *   bands and engineer battalions move one hex per Move whatever the road).
 * - Road hexes (RULINGS 4): a hex with a road, or a city, watchtower, supply depot or temple hex next to one.
 * - Rivers (RULINGS 3): an edge with a river on either side's record is crossed only where either side records
 *   a bridge or ford, or a Bridge structure stands on it; flyers ignore rivers. RULINGS 33: a force also
 *   crosses a river edge when its owner has a city on a hex touching the same river, reachable along the
 *   river's connected edges (edges meeting at a corner) from the crossing edge without passing an edge touched
 *   by an enemy city (one whose owner engages the force's owner: Unknown, Neutral or At War either way).
 * - Crag: impassable unless flying. Water: flyers only, or boats: a non-flyer may enter the open water its
 *   owner's harbour opens (STRUCTURES, Harbor, read as the supply engine reads it), and an action that enters
 *   water moves 2 hexes with no bonuses (RULINGS 5). River boats are not simulated (the moderator moves them).
 *   A flyer's one turn over water is not tracked.
 * - Marching (TERRAIN; SPECIAL RULES): no March into Desert, Swamp (heart), Mountains, Snow or Badlands unless
 *   the hex has a road; flyers march over mountains and snow but not desert, swamp heart or badlands; an army
 *   of Dwarves marches in mountains, Stygian in desert, Sons of Kronos in snow, Swamp Goblins in swamp heart.
 *   A path stops short, in the last hex it could enter, at the first hex it may not enter.
 */

export interface Walker {
  readonly name: string;
  readonly player: string;
  readonly kind: 'army' | 'scout' | 'engineer' | 'settler';
  readonly mobility: ArmyMobility;
  /** The army's race; for units, the owner's race. */
  readonly race: string;
}

const NO_MARCH: Partial<Record<Terrain, { readonly flyers: boolean; readonly race: string | null }>> = {
  Desert: { flyers: false, race: 'Stygian' },
  'Swamp (heart)': { flyers: false, race: 'Swamp Goblins' },
  Mountains: { flyers: true, race: 'Dwarves' },
  Snow: { flyers: true, race: 'Sons of Kronos' },
  Badlands: { flyers: false, race: null },
};

/** Boats move 2 hexes per action on water, with no bonuses (RULINGS 5). */
export const BOAT_HEXES = 2;

/** Hexes (by `hexKey`) holding a city or a non-bridge structure, and bridge edges by hex. */
interface Sites {
  readonly built: ReadonlySet<number>;
  readonly bridges: ReadonlyMap<number, Direction[]>;
}

/** The map as movement sees it during one action step: the resolver's, and the order checker's at the start
 * of the turn, so a receipt promises what the resolver does (issue 10). */
export class MapView {
  private grid: Grid | null = null;
  private readonly harbours = new Map<string, Uint8Array>();
  /** RULINGS 33's open river edges by player, found at first use. */
  private readonly openRivers = new Map<string, Uint8Array | null>();
  /** Hexes holding a city or a non-bridge structure, and bridge edges by hex: indexed at first use, since a
   * view lives for one action step, in which neither changes (issue 9: no scan of every city per hex). */
  private sites: Sites | null = null;
  /** The cities on rivers, and each player's cities: found once for every player's question. */
  private onRivers: { cell: number; player: string }[] | null = null;
  private citiesOf: Map<string, City[]> | null = null;

  /** `sharedGrid`: the grid of a view of the same map and bridges, to share it (orders/known-map.ts). */
  constructor(
    readonly state: CampaignState,
    private readonly sharedGrid?: () => Grid,
  ) {}

  /** The supply engine's grid of this map, built at first use. */
  gridOf(): Grid {
    return (this.grid ??= this.sharedGrid?.() ?? buildGrid(this.state));
  }

  private indexed(): Sites {
    if (this.sites !== null) return this.sites;
    const built = new Set<number>();
    const bridges = new Map<number, Direction[]>();
    for (const c of this.state.cities) if (c.size > 0) built.add(hexKey(c.hex));
    for (const s of this.state.structures) {
      if (s.type !== 'Bridge') built.add(hexKey(s.hex));
      else if (s.edge !== null) {
        const edges = bridges.get(hexKey(s.hex));
        if (edges === undefined) bridges.set(hexKey(s.hex), [s.edge]);
        else edges.push(s.edge);
      }
    }
    return (this.sites = { built, bridges });
  }

  at(hex: Hex): MapHex | undefined {
    return this.state.map.hexes.get(formatHex(hex));
  }

  terrain(hex: Hex): Terrain | null {
    return this.at(hex)?.terrain ?? null;
  }

  road(hex: Hex): boolean {
    if (this.at(hex)?.road === true) return true;
    return this.indexed().built.has(hexKey(hex)) && neighbours(hex).some((n) => this.at(n)?.road === true);
  }

  /** True when the edge `d` of `from` has a river that nothing crosses (RULINGS 3). */
  riverBlocks(from: Hex, d: Direction): boolean {
    const to = neighbour(from, d);
    const back = opposite(d);
    const here = this.at(from);
    const there = this.at(to);
    const has = (h: MapHex | undefined, f: 'rivers' | 'bridges' | 'fords', e: Direction): boolean =>
      h?.[f].includes(e) === true;
    if (!has(here, 'rivers', d) && !has(there, 'rivers', back)) return false;
    const bridged = (hex: Hex, e: Direction): boolean =>
      this.indexed().bridges.get(hexKey(hex))?.includes(e) === true;
    const crossing =
      has(here, 'bridges', d) ||
      has(here, 'fords', d) ||
      has(there, 'bridges', back) ||
      has(there, 'fords', back) ||
      bridged(from, d) ||
      bridged(to, back);
    return !crossing;
  }

  /** RULINGS 33: `player` has a city on a hex touching the river of the edge `a`-`b`, reachable along the
   * river's connected edges from that edge without passing an edge touched by an enemy city: the walk supply
   * makes too (supply-rivers.ts), with an enemy city as RULINGS 11 has it, as in supply. */
  ownRiverCity(player: string, a: Hex, b: Hex): boolean {
    const grid = this.gridOf();
    let open = this.openRivers.get(player);
    if (open === undefined) {
      const enemy = (other: string): boolean => isEnemy(this.state, player, other);
      this.onRivers ??= riverCities(grid, this.state.cities);
      open = openRiverEdges(grid, this.onRivers, player, enemy)?.open ?? null;
      this.openRivers.set(player, open);
    }
    const d = directionTo(a, b);
    const cell = cellOf(grid, a);
    return open !== null && d !== null && cell >= 0 && (open[cell] & (1 << (d - 1))) !== 0;
  }

  /** Open water a player's harbours open to boats. */
  harbourOpen(player: string, hex: Hex): boolean {
    const grid = this.gridOf();
    let open = this.harbours.get(player);
    if (open === undefined) {
      if (this.citiesOf === null) {
        this.citiesOf = new Map();
        for (const c of this.state.cities) {
          const list = this.citiesOf.get(c.player);
          if (list === undefined) this.citiesOf.set(c.player, [c]);
          else list.push(c);
        }
      }
      open = harbourWater(grid, this.citiesOf.get(player) ?? []);
      this.harbours.set(player, open);
    }
    const cell = cellOf(grid, hex);
    return cell >= 0 && open[cell] === 1;
  }

  /** Why `w` may not step from `from` across edge `d`, or null when it may. */
  blocked(w: Walker, from: Hex, d: Direction, march: boolean): string | null {
    const to = neighbour(from, d);
    const h = this.at(to);
    if (h === undefined) return 'the edge of the map';
    const flyer = w.mobility === 'FLYER';
    if (h.terrain === 'Crag' && !flyer) return 'crag (impassable unless flying)';
    if (h.terrain === 'Water' && !flyer && !this.harbourOpen(w.player, to))
      return 'open water (boats need a harbour of the owner)';
    if (!flyer && this.riverBlocks(from, d) && !this.ownRiverCity(w.player, from, to))
      return 'a river with no bridge or ford';
    const rule = ownEntry(NO_MARCH, h.terrain);
    if (march && rule !== undefined && !h.road && !(flyer && rule.flyers) && rule.race !== w.race)
      return `${h.terrain} (no marching there without a road)`;
    return null;
  }

  /** RULINGS 5: the hexes an action may take along `hexes` (the start first). */
  allowance(w: Walker, march: boolean, hexes: readonly Hex[]): number {
    const boat = w.mobility !== 'FLYER' && hexes.some((h) => this.terrain(h) === 'Water');
    if (boat) return BOAT_HEXES;
    let n = march ? 2 : 1;
    if (w.mobility === 'CAV') n += 1;
    if (w.mobility === 'FLYER' && march) n += 1;
    const roadBonus = w.kind === 'army' || w.kind === 'scout';
    if (roadBonus && w.mobility !== 'FLYER' && hexes.every((h) => this.road(h))) n += 1;
    return n;
  }

  /** The hexes entered by an action written as `directions`, cut at the first hex it may not enter and at the
   * hexes the action allows; `stop` says why it stopped short, if it did. */
  plan(
    w: Walker,
    from: Hex,
    directions: readonly Direction[],
    march: boolean,
  ): { path: Hex[]; stop: string | null } {
    const path: Hex[] = [];
    let stop: string | null = null;
    let at = from;
    for (const d of directions) {
      const why = this.blocked(w, at, d, march);
      if (why !== null) {
        stop = `stops short of ${formatHex(neighbour(at, d))}: ${why}`;
        break;
      }
      at = neighbour(at, d);
      path.push(at);
    }
    return this.cut(w, from, path, march, stop);
  }

  /** Greedy path toward `goal` (follow / engage): each hex the legal neighbour nearest the goal (lowest
   * direction on ties), while it gets nearer; `adjacent` stops one hex short. */
  toward(
    w: Walker,
    from: Hex,
    goal: Hex,
    march: boolean,
    adjacent: boolean,
  ): { path: Hex[]; stop: string | null } {
    const path: Hex[] = [];
    let at = from;
    for (let i = 0; i < 6; i++) {
      const left = distance(at, goal);
      if (left === 0 || (adjacent && left <= 1)) break;
      const next = DIRECTIONS.filter((d) => this.blocked(w, at, d, march) === null)
        .map((d) => neighbour(at, d))
        .filter((h) => distance(h, goal) < left)
        .sort((a, b) => distance(a, goal) - distance(b, goal))[0];
      if (next === undefined) break;
      path.push((at = next));
    }
    return this.cut(w, from, path, march, null);
  }

  private cut(
    w: Walker,
    from: Hex,
    path: Hex[],
    march: boolean,
    stop: string | null,
  ): { path: Hex[]; stop: string | null } {
    let why = stop;
    while (path.length > this.allowance(w, march, [from, ...path])) {
      path.pop();
      why = `moves only ${path.length} hex(es) on this action (RULINGS 5)`;
    }
    return { path, stop: why };
  }
}
