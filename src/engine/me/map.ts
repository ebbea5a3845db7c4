/**
 * The Mighty Empires map as a graph (004 1.1A-1.4A, Table 6, 7.4B): hex neighbours plus Port and Tunnel
 * links, friendly hexes (own and allied) and orphaned hexes. Patrol and Invade are in map-orders.ts.
 * Lakes are never owned, patrolled or invaded (ME-R29); they block orphan tracing except through a Port.
 */
import { connected, hexGraph, type MapGraph } from '../core/graph';
import { formatHex, neighbours, parseHex } from '../hex';
import { allied } from './diplomacy';
import type { MeHex, MeState } from './model';

/** The hexes by address. */
export function hexIndex(hexes: readonly MeHex[]): Map<string, MeHex> {
  return new Map(hexes.map((h) => [h.address, h]));
}

function adjacent(address: string, index: ReadonlyMap<string, MeHex>): MeHex[] {
  const hex = parseHex(address);
  if (!hex) return [];
  return neighbours(hex)
    .filter((h) => h.col > 0 && h.row > 0)
    .map((h) => index.get(formatHex(h)))
    .filter((h): h is MeHex => h !== undefined);
}

/** The hexes of one lake: lake hexes joined edge to edge, from `start`. */
function lakeFrom(start: MeHex, index: ReadonlyMap<string, MeHex>): Set<string> {
  const lake = new Set<string>([start.address]);
  const queue = [start.address];
  for (let i = 0; i < queue.length; i++)
    for (const h of adjacent(queue[i] as string, index))
      if (h.terrain === 'Lake' && !lake.has(h.address)) {
        lake.add(h.address);
        queue.push(h.address);
      }
  return lake;
}

/**
 * The hexes a Port reaches (Table 6): "any hexes bordering the adjacent lake, or up to two river hexes from any
 * river running through the port". Lake hexes themselves are not reached (ME-R29). Empty unless `port` holds a
 * Port.
 */
export function portReach(hexes: readonly MeHex[], port: string): string[] {
  const index = hexIndex(hexes);
  const here = index.get(port);
  if (!here || here.major !== 'Port') return [];
  const reach = new Set<string>();
  for (const water of adjacent(port, index).filter((h) => h.terrain === 'Lake'))
    for (const l of lakeFrom(water, index))
      for (const shore of adjacent(l, index)) if (shore.terrain !== 'Lake') reach.add(shore.address);
  if (here.river !== null) {
    // Two steps along the river: river hexes of the same river, edge to edge.
    let frontier = [port];
    const seen = new Set([port]);
    for (let step = 0; step < 2; step++) {
      const next: string[] = [];
      for (const a of frontier)
        for (const h of adjacent(a, index))
          if (h.river === here.river && !seen.has(h.address) && h.terrain !== 'Lake') {
            seen.add(h.address);
            next.push(h.address);
            reach.add(h.address);
          }
      frontier = next;
    }
  }
  reach.delete(port);
  return [...reach].sort();
}

/** Tunnel links (Table 6): a Tunnel's entrance and its exit are adjacent, both ways. */
function tunnelLinks(hexes: readonly MeHex[], index: ReadonlyMap<string, MeHex>): [string, string][] {
  return hexes
    .filter((h) => h.major === 'Tunnel' && h.tunnelTo !== null && index.has(h.tunnelTo))
    .map((h) => [h.address, h.tunnelTo as string]);
}

/**
 * The map graph. `ports: 'both ways'` makes a Port and what it reaches adjacent to each other (orphan tracing:
 * "the port counts as being adjacent to these hexes"); `'from the port'` only lets the Port's holder act on
 * them (Invade and Patrol orders are given "by the controlling player").
 */
export function meGraph(
  hexes: readonly MeHex[],
  ports: 'both ways' | 'from the port' = 'both ways',
): MapGraph {
  const index = hexIndex(hexes);
  const links = new Map<string, string[]>();
  const link = (a: string, b: string): void => {
    links.set(a, [...(links.get(a) ?? []), b]);
  };
  for (const [a, b] of tunnelLinks(hexes, index)) {
    link(a, b);
    link(b, a);
  }
  for (const h of hexes.filter((x) => x.major === 'Port'))
    for (const r of portReach(hexes, h.address)) {
      link(h.address, r);
      if (ports === 'both ways') link(r, h.address);
    }
  return hexGraph(
    hexes.map((h) => h.address),
    links,
  );
}

/**
 * Players allied to `player`: an Alliance, or a Vassalage either way (7.4B, 7.5B "a permanent Alliance"), as
 * diplomacy.ts's `allied` (the 7.0B owner) reads each agreement.
 */
export function alliesOf(state: Pick<MeState, 'agreements'>, player: string): Set<string> {
  const out = new Set<string>();
  for (const a of state.agreements) {
    const other = a.a === player ? a.b : a.b === player ? a.a : null;
    if (other !== null && allied(state.agreements, player, other)) out.add(other);
  }
  return out;
}

/**
 * A hex of a neutral kingdom whose capital its owner holds (1.4A): its support and entitlements keep the
 * neutral army, it takes no edicts, and only the neutral army patrols it.
 */
export function inHeldNeutralKingdom(state: Pick<MeState, 'neutralKingdoms'>, hex: MeHex): boolean {
  if (hex.neutralKingdom === null || hex.owner === null) return false;
  const kingdom = state.neutralKingdoms.find((k) => k.id === hex.neutralKingdom);
  return kingdom !== undefined && kingdom.conqueredBy === hex.owner;
}

type MapState = Pick<MeState, 'hexes' | 'kingdoms' | 'agreements'>;

/**
 * The hexes joined to `player`'s capital by "an unbroken line of friendly hexes" (1.3A): own hexes and allied
 * ones (7.4B), through neighbours, Tunnels and Ports. Empty when the player holds no capital.
 */
export function unorphanedHexes(
  state: MapState,
  player: string,
  graph: MapGraph = meGraph(state.hexes),
): Set<string> {
  const capital = state.kingdoms.find((k) => k.player === player)?.capital ?? null;
  const index = hexIndex(state.hexes);
  if (capital === null || index.get(capital)?.owner !== player) return new Set();
  const allies = alliesOf(state, player);
  const friendly = (a: string): boolean => {
    const h = index.get(a);
    return (
      h !== undefined &&
      h.terrain !== 'Lake' &&
      h.owner !== null &&
      (h.owner === player || allies.has(h.owner))
    );
  };
  return connected(graph, capital, friendly);
}

/** The player's own hexes that are orphaned (1.3A, ME-R29), in address order. */
export function orphanedHexes(
  state: MapState,
  player: string,
  graph: MapGraph = meGraph(state.hexes),
): string[] {
  const linked = unorphanedHexes(state, player, graph);
  return state.hexes
    .filter((h) => h.owner === player && h.terrain !== 'Lake' && !linked.has(h.address))
    .map((h) => h.address)
    .sort();
}
