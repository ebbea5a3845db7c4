import { distance, formatHex, Hex } from '../hex';
import type { CampaignState, MapHex } from '../model';
import { armySize, isBrokenBySize } from './economy';
import { declaredStatus } from './supply';
import type { Terrain } from './tables';
import {
  categoryRank,
  raceConceals,
  Sight,
  SizeCategory,
  sightRange,
  sizeCategory,
  smallerCategory,
  THING_CATEGORY,
  VISIBILITY_CHART,
} from './visibility-table';

/**
 * VISIBILITY: which hexes holding others' armies, units and structures a player sees. A hex is seen whole or not
 * at all ("there will not be a case where some of the units in a hex are visible, but others are not"), judged by
 * the largest thing in it, the armies' sizes summed (Table 3). A player looks through the eyes of their cities,
 * watchtowers, field armies, scouts (Long or Normal, Restricted when Broken), settlers, engineers, depots and
 * temples (their hex and the adjacent ones), and of every player who has declared themselves Allied toward them
 * (Declared Alliances: an ally shares what it sees). Spies see nothing.
 */

export interface Viewer {
  readonly player: string;
  /** The army, unit, city or structure that looks. */
  readonly name: string;
  readonly hex: Hex;
  readonly sight: Sight;
}

/** What stands in one hex of others', as Table 3 reads it. */
export interface HexTarget {
  readonly hex: Hex;
  readonly category: SizeCategory;
  /** The summed size of the armies in the hex, 0 when none. */
  readonly armySize: number;
}

export interface VisibilityOptions {
  /** Look through the eyes of players who declared themselves Allied toward this player (default true). */
  readonly allies?: boolean;
}

const lower = (s: string): string => s.trim().toLowerCase();

/** The player and, unless switched off, every player whose declaration toward them is Allied (lower case). */
export function eyesOf(state: CampaignState, player: string, options: VisibilityOptions = {}): Set<string> {
  const out = new Set([lower(player)]);
  if (options.allies === false) return out;
  for (const p of state.players)
    if (lower(p.name) !== lower(player) && declaredStatus(state, p.name, player) === 'Allied')
      out.add(lower(p.name));
  return out;
}

/** Everything of these players that looks, with its sight (VISIBILITY; Broken armies: Restricted). */
export function viewersOf(state: CampaignState, players: ReadonlySet<string>): Viewer[] {
  const out: Viewer[] = [];
  const mine = (p: string): boolean => players.has(lower(p));
  for (const c of state.cities)
    if (mine(c.player) && c.size > 0) out.push({ player: c.player, name: c.name, hex: c.hex, sight: 'Long' });
  for (const a of state.armies)
    if (mine(a.player) && a.points > 0)
      out.push({
        player: a.player,
        name: a.name,
        hex: a.hex,
        sight: isBrokenBySize(a.points) ? 'Restricted' : 'Normal',
      });
  for (const u of state.units) {
    if (!mine(u.player) || u.type === 'Spy') continue;
    out.push({ player: u.player, name: u.name, hex: u.hex, sight: u.type === 'Scout' ? 'Long' : 'Near' });
  }
  for (const s of state.structures) {
    if (!mine(s.player) || s.type === 'Bridge') continue;
    out.push({
      player: s.player,
      name: s.name,
      hex: s.hex,
      sight: s.type === 'Watchtower' ? 'Long' : 'Near',
    });
  }
  return out;
}

function terrainAt(state: CampaignState, hex: Hex): MapHex | undefined {
  return state.map.hexes.get(formatHex(hex));
}

interface Gathering {
  hex: Hex;
  armySize: number;
  allConceal: boolean;
  other: SizeCategory | null;
}

/**
 * Each hex holding things of players outside `side`, with its Table 3 row: the armies' sizes summed (one row
 * smaller when every army there conceals itself in that terrain), or the largest other thing, whichever is larger.
 * Spies are never seen (SPY ACTIONS: "everywhere and nowhere").
 */
export function hexTargets(state: CampaignState, side: ReadonlySet<string>): Map<string, HexTarget> {
  const at = new Map<string, Gathering>();
  const other = (p: string): boolean => !side.has(lower(p));
  const gather = (hex: Hex): Gathering => {
    const key = formatHex(hex);
    let g = at.get(key);
    if (g === undefined) at.set(key, (g = { hex, armySize: 0, allConceal: true, other: null }));
    return g;
  };
  const add = (hex: Hex, category: SizeCategory): void => {
    const g = gather(hex);
    if (g.other === null || categoryRank(category) > categoryRank(g.other)) g.other = category;
  };
  for (const a of state.armies) {
    if (!other(a.player) || a.points <= 0) continue;
    const g = gather(a.hex);
    g.armySize += armySize(a.points);
    const terrain = terrainAt(state, a.hex)?.terrain;
    g.allConceal &&= terrain !== undefined && raceConceals(a.race, terrain);
  }
  for (const u of state.units) if (other(u.player) && u.type !== 'Spy') add(u.hex, THING_CATEGORY[u.type]);
  for (const s of state.structures) if (other(s.player)) add(s.hex, THING_CATEGORY[s.type]);
  for (const c of state.cities) if (other(c.player) && c.size > 0) add(c.hex, THING_CATEGORY.City);
  const out = new Map<string, HexTarget>();
  for (const [key, g] of at) {
    let category: SizeCategory | null = null;
    if (g.armySize > 0 || g.other === null) {
      const summed = sizeCategory(g.armySize);
      category = g.allConceal ? smallerCategory(summed) : summed;
    }
    if (g.other !== null && (category === null || categoryRank(g.other) > categoryRank(category)))
      category = g.other;
    out.set(key, { hex: g.hex, category: category ?? 'Small', armySize: g.armySize });
  }
  return out;
}

/** The farthest any sight reaches on the surface (Table 3, Long, Overcrowded): a quick bound. */
const FARTHEST = VISIBILITY_CHART.Overcrowded.Long;

/**
 * Whether `viewer` sees a target of `category` at `target`. A viewer and a target on different levels (one
 * underground, UNDERGROUND RULES: tunnels "unseen by forces above ground") see each other only across a Cave
 * Entrance: adjacent hexes, the surface one holding the entrance.
 */
export function sees(state: CampaignState, viewer: Viewer, target: Hex, category: SizeCategory): boolean {
  const d = distance(viewer.hex, target);
  if (d > FARTHEST) return false;
  const from = terrainAt(state, viewer.hex);
  const to = terrainAt(state, target);
  const viewerTerrain: Terrain = from?.terrain ?? 'Plains';
  const targetTerrain: Terrain = to?.terrain ?? 'Plains';
  const below = (t: Terrain): boolean => t === 'Underground';
  if (below(viewerTerrain) !== below(targetTerrain)) {
    const surface = below(viewerTerrain) ? to : from;
    return d <= 1 && surface?.special === 'Cave Entrance';
  }
  return d <= sightRange(viewer.sight, category, { viewer: viewerTerrain, target: targetTerrain });
}

/** The addresses of the hexes holding others' things that `player` (and their allies' eyes) see this turn. */
export function visibleHexes(
  state: CampaignState,
  player: string,
  options: VisibilityOptions = {},
): Set<string> {
  const eyes = eyesOf(state, player, options);
  const viewers = viewersOf(state, eyes);
  const seen = new Set<string>();
  for (const [key, t] of hexTargets(state, new Set([lower(player)])))
    if (viewers.some((v) => sees(state, v, t.hex, t.category))) seen.add(key);
  return seen;
}

/**
 * The hexes `player` watches: where even a Small thing of another would be seen (the fog of war's clear area).
 * Each viewer looks only as far as it could ever see, so this is near-linear in the number of viewers.
 */
export function watchedHexes(
  state: CampaignState,
  player: string,
  options: VisibilityOptions = {},
): Set<string> {
  const out = new Set<string>();
  for (const v of viewersOf(state, eyesOf(state, player, options))) {
    const reach = v.sight === 'Near' ? 1 : VISIBILITY_CHART.Small[v.sight];
    for (let col = v.hex.col - reach; col <= v.hex.col + reach; col++)
      for (let row = v.hex.row - reach - 1; row <= v.hex.row + reach + 1; row++) {
        const hex = { col, row };
        const key = formatHex(hex);
        if (out.has(key) || !state.map.hexes.has(key)) continue;
        if (sees(state, v, hex, 'Small')) out.add(key);
      }
  }
  return out;
}
