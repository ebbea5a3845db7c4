import { distance, formatHex, Hex, hexKey } from '../hex';
import type { CampaignState, MapHex } from '../model';
import type { Terrain } from './tables';
import {
  BADLANDS_SIGHT_MAX,
  NEAR_SIGHT,
  Sight,
  SizeCategory,
  sightRange,
  UNDERGROUND_SIGHT,
  VISIBILITY_CHART,
} from './visibility-table';
import {
  allSightings,
  allViewers,
  HexTarget,
  lower,
  SightIndex,
  Sighting,
  targetOf,
  Viewer,
} from './visibility-things';

/**
 * VISIBILITY: which hexes holding others' armies, units and structures a player sees. A hex is seen whole or not
 * at all ("there will not be a case where some of the units in a hex are visible, but others are not"), judged by
 * the largest thing in it, the armies' sizes summed (Table 3). A player looks through the eyes of their cities,
 * watchtowers, field armies, scouts (Long or Normal, Restricted when Broken), settlers, engineers, depots and
 * temples (their hex and the adjacent ones). Spies see nothing. Only through their own: an Allied declaration does
 * not share sight (Declared Alliances: "Allow access to cities and structures", and the declarations "only affect
 * the defaults used by the moderator and does not ... change any rules"; UNDERGROUND RULES: players "may trade
 * maps ... but this must be done through the moderator").
 */

export type { HexTarget, Viewer } from './visibility-things';

/** The eyes a player looks through: his own only (see above). */
export function eyesOf(player: string): Set<string> {
  return new Set([lower(player)]);
}

/** Everything of these players that looks, with its sight (VISIBILITY; Broken armies: Restricted). */
export function viewersOf(state: CampaignState, players: ReadonlySet<string>): Viewer[] {
  return allViewers(state).filter((v) => players.has(lower(v.player)));
}

function terrainAt(state: CampaignState, hex: Hex): MapHex | undefined {
  return state.map.hexes.get(formatHex(hex));
}

/**
 * Each hex holding things of players outside `side`, with its Table 3 row (targetOf). Spies are never seen
 * (SPY ACTIONS: "everywhere and nowhere").
 */
export function hexTargets(state: CampaignState, side: ReadonlySet<string>): Map<string, HexTarget> {
  const at = new Map<string, Sighting[]>();
  for (const t of allSightings(state)) {
    if (side.has(lower(t.player))) continue;
    const key = formatHex(t.hex);
    const list = at.get(key);
    if (list === undefined) at.set(key, [t]);
    else list.push(t);
  }
  return new Map([...at].map(([key, things]) => [key, targetOf(things)]));
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
  return seesAcross(d, viewer.sight, terrainAt(state, viewer.hex), terrainAt(state, target), category);
}

/** `sees` once the distance and both hexes are known (the scans below look each hex up once). */
function seesAcross(
  d: number,
  sight: Sight,
  from: MapHex | undefined,
  to: MapHex | undefined,
  category: SizeCategory,
): boolean {
  const viewerTerrain: Terrain = from?.terrain ?? 'Plains';
  const targetTerrain: Terrain = to?.terrain ?? 'Plains';
  const below = (t: Terrain): boolean => t === 'Underground';
  if (below(viewerTerrain) !== below(targetTerrain)) {
    const surface = below(viewerTerrain) ? to : from;
    return d <= 1 && surface?.special === 'Cave Entrance';
  }
  return d <= sightRange(sight, category, { viewer: viewerTerrain, target: targetTerrain });
}

/** Offsets [dcol, drow, distance] of the hexes within `reach`, by the centre column's parity (rows shift). */
const OFFSETS = new Map<string, readonly (readonly [number, number, number])[]>();

function offsetsWithin(reach: number, col: number): readonly (readonly [number, number, number])[] {
  const parity = ((col % 2) + 2) % 2;
  const cached = OFFSETS.get(`${reach}.${parity}`);
  if (cached !== undefined) return cached;
  const centre = { col: 2 + parity, row: reach + 2 };
  const out: [number, number, number][] = [];
  for (let dc = -reach; dc <= reach; dc++)
    for (let dr = -reach - 1; dr <= reach + 1; dr++) {
      const d = distance(centre, { col: centre.col + dc, row: centre.row + dr });
      if (d <= reach) out.push([dc, dr, d]);
    }
  OFFSETS.set(`${reach}.${parity}`, out);
  return out;
}

/**
 * Calls `visit` with each hex within `reach` of `centre` and its distance: a viewer looks only around itself,
 * so a scan costs the same on any map size.
 */
function around(centre: Hex, reach: number, visit: (hex: Hex, d: number) => void): void {
  for (const [dc, dr, d] of offsetsWithin(reach, centre.col))
    visit({ col: centre.col + dc, row: centre.row + dr }, d);
}

/** The farthest this viewer could see anything from where it stands (sightRange's caps), for `around`. */
function farthestFrom(sight: Sight, from: MapHex | undefined): number {
  if (from?.terrain === 'Underground' || sight === 'Near') return Math.max(NEAR_SIGHT, UNDERGROUND_SIGHT);
  const far = VISIBILITY_CHART.Overcrowded[sight];
  return from?.terrain === 'Badlands' ? Math.min(far, BADLANDS_SIGHT_MAX) : far;
}

/**
 * The addresses of the hexes holding others' things that `player` sees this turn. `index` (SightIndex) may be
 * shared by every player's look at one unchanged state; without it one is built for this look.
 */
export function visibleHexes(
  state: CampaignState,
  player: string,
  index: SightIndex = new SightIndex(state),
): Set<string> {
  // A hex's target is found at first sight of it; null when none of others' things stand there.
  const targets = new Map<string, HexTarget | null>();
  const targetAt = (key: string): HexTarget | null => {
    let t = targets.get(key);
    if (t === undefined) targets.set(key, (t = index.targetAt(key, player) ?? null));
    return t;
  };
  const seen = new Set<string>();
  // Each viewer looks at the targets near it, rather than every target asking every viewer; viewers of one
  // sight in one hex see alike, so each such pair looks once.
  const looked = new Set<string>();
  for (const v of index.viewersOf(player)) {
    const pair = `${formatHex(v.hex)} ${v.sight}`;
    if (looked.has(pair)) continue;
    looked.add(pair);
    const from = terrainAt(state, v.hex);
    around(v.hex, farthestFrom(v.sight, from), (hex, d) => {
      if (!index.holdsAnything(hex)) return;
      const key = formatHex(hex);
      if (seen.has(key)) return;
      const hit = targetAt(key);
      // Past column or row 99 two hexes share an address: the target stands where its first thing does.
      if (hit === null || hexKey(hit.hex) !== hexKey(hex)) return;
      if (seesAcross(d, v.sight, from, state.map.hexes.get(key), hit.category)) seen.add(key);
    });
  }
  return seen;
}

/**
 * The hexes `player` watches: where even a Small thing of another would be seen (the fog of war's clear area).
 * Each viewer looks only as far as it could ever see, so this is near-linear in the number of viewers.
 */
export function watchedHexes(state: CampaignState, player: string): Set<string> {
  const out = new Set<string>();
  for (const v of viewersOf(state, eyesOf(player))) {
    const reach = v.sight === 'Near' ? 1 : VISIBILITY_CHART.Small[v.sight];
    const from = terrainAt(state, v.hex);
    around(v.hex, reach, (hex, d) => {
      const key = formatHex(hex);
      if (out.has(key)) return;
      const to = state.map.hexes.get(key);
      if (to !== undefined && seesAcross(d, v.sight, from, to, 'Small')) out.add(key);
    });
  }
  return out;
}
