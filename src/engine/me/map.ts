/**
 * The Mighty Empires map as a graph (004 1.1A-1.4A, Table 6, 4.0B, 7.4B): hex neighbours plus Port and Tunnel
 * links, friendly hexes (own and allied), orphaned hexes, patrol radius and where an army may invade from.
 * Lakes are never owned, patrolled or invaded (ME-R29); they block orphan tracing except through a Port.
 */
import { connected, hexGraph, type MapGraph } from '../core/graph';
import { distance, formatHex, neighbours, parseHex } from '../hex';
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

/** Players allied to `player`: an Alliance, or a Vassalage either way (7.4B, 7.5B "a permanent Alliance"). */
export function alliesOf(state: Pick<MeState, 'agreements'>, player: string): Set<string> {
  const out = new Set<string>();
  for (const a of state.agreements)
    if (a.kind === 'Alliance' || a.kind === 'Vassalage') {
      if (a.a === player) out.add(a.b);
      if (a.b === player) out.add(a.a);
    }
  return out;
}

/** Players holding a cease fire with `player` (7.3B). */
export function ceaseFiresOf(state: Pick<MeState, 'agreements'>, player: string): Set<string> {
  const out = new Set<string>();
  for (const a of state.agreements)
    if (a.kind === 'Cease fire') {
      if (a.a === player) out.add(a.b);
      if (a.b === player) out.add(a.a);
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

/** Patrol radius (4.0B, App. B): 1, or 2 when the patrolled hex holds a Watchtower. */
export function patrolRange(hex: MeHex): number {
  return hex.watchtower ? 2 : 1;
}

/** Which army patrols: `allied` for the one army that may treat allied territory as its own (7.4B). */
export interface ArmyReach {
  readonly allied: boolean;
}

/** Why `player`'s army may not Patrol `target` (Table 5, 1.4A, 7.4B, ME-R29); null when it may. */
export function patrolProblem(
  state: Pick<MeState, 'hexes' | 'agreements' | 'neutralKingdoms'>,
  player: string,
  target: string,
  reach: ArmyReach = { allied: false },
): string | null {
  const hex = hexIndex(state.hexes).get(target);
  if (!hex) return `${target} is not on the map`;
  if (hex.terrain === 'Lake') return `${target} is a lake: no army may patrol it (ME-R29)`;
  if (hex.owner === null) return `${target} is not in your kingdom (Table 5: Patrol defends your kingdom)`;
  if (hex.owner !== player) {
    if (!alliesOf(state, player).has(hex.owner))
      return `${target} belongs to ${hex.owner}, not to your kingdom`;
    if (!reach.allied)
      return `${target} is ${hex.owner}'s: only your one allied army may patrol allied hexes (7.4B)`;
  }
  if (inHeldNeutralKingdom(state, hex))
    return `${target} is in a neutral kingdom: only its own army patrols there (1.4A)`;
  return null;
}

/**
 * The hexes an army patrolling `target` may defend (4.0B, ME-R31): friendly hexes (own; allied too for the
 * allied army) within hex distance of the patrol radius, on the same side of the orphaned / unorphaned split
 * as `target`, never inside a held neutral kingdom (1.4A). Empty when the patrol itself is not allowed.
 */
export function patrolRadius(
  state: Pick<MeState, 'hexes' | 'kingdoms' | 'agreements' | 'neutralKingdoms'>,
  player: string,
  target: string,
  reach: ArmyReach = { allied: false },
): string[] {
  if (patrolProblem(state, player, target, reach) !== null) return [];
  const index = hexIndex(state.hexes);
  const centre = index.get(target) as MeHex;
  const at = parseHex(target);
  if (!at) return [];
  const allies = alliesOf(state, player);
  const linked = unorphanedHexes(state, player);
  const side = linked.has(target);
  const range = patrolRange(centre);
  return state.hexes
    .filter((h) => {
      const p = parseHex(h.address);
      if (!p || distance(at, p) > range || h.terrain === 'Lake' || h.owner === null) return false;
      if (h.owner !== player && !(reach.allied && allies.has(h.owner))) return false;
      if (inHeldNeutralKingdom(state, h)) return false;
      return linked.has(h.address) === side;
    })
    .map((h) => h.address)
    .sort();
}

/**
 * The hexes `player`'s army may invade `target` from (4.0B, Table 6): own unorphaned hexes (and allied ones for
 * the allied army, 7.4B) adjacent to it, through a Tunnel, or a Port of theirs reaching it.
 */
export function invadeSources(
  state: MapState,
  player: string,
  target: string,
  reach: ArmyReach = { allied: false },
): string[] {
  const graph = meGraph(state.hexes, 'from the port');
  const linked = unorphanedHexes(state, player, meGraph(state.hexes, 'both ways'));
  const index = hexIndex(state.hexes);
  const allies = alliesOf(state, player);
  return [...linked]
    .filter((a) => {
      const owner = index.get(a)?.owner ?? null;
      return owner === player || (reach.allied && owner !== null && allies.has(owner));
    })
    .filter((a) => graph.neighbours(a).includes(target))
    .sort();
}

/** Why `player`'s army may not Invade `target` (Table 5, 4.0B, 7.3B, 7.4B, ME-R29); null when it may. */
export function invadeProblem(
  state: MapState,
  player: string,
  target: string,
  reach: ArmyReach = { allied: false },
): string | null {
  const hex = hexIndex(state.hexes).get(target);
  if (!hex) return `${target} is not on the map`;
  if (hex.terrain === 'Lake') return `${target} is a lake: no army may invade it (ME-R29)`;
  if (hex.owner === player) return `${target} is already yours (Table 5: Invade enters a hex you do not own)`;
  if (hex.owner !== null && alliesOf(state, player).has(hex.owner))
    return `${target} belongs to your ally ${hex.owner}`;
  if (hex.owner !== null && ceaseFiresOf(state, player).has(hex.owner))
    return `${target} belongs to ${hex.owner}, with whom you hold a cease fire (7.3B)`;
  if (invadeSources(state, player, target, reach).length === 0)
    return `${target} is not adjacent to a hex of your kingdom that is not orphaned (4.0B, 1.3A)`;
  return null;
}

/**
 * The hexes a neutral kingdom's army defends (1.4A). Independent: "Each neutral kingdom is defended by a single
 * army", so every hex it still holds. Held by a player: it "returns to its permanent patrol based in the neutral
 * capital", "only within the bounds of its own kingdom": its capital's patrol radius (4.0B, App. B) over the
 * kingdom's hexes the controller holds. Empty when the capital is not held by the controller.
 */
export function neutralKingdomCovers(
  state: Pick<MeState, 'hexes' | 'neutralKingdoms'>,
  kingdomId: string,
): string[] {
  const kingdom = state.neutralKingdoms.find((k) => k.id === kingdomId);
  if (!kingdom) return [];
  const own = state.hexes.filter(
    (h) => h.neutralKingdom === kingdomId && h.owner === kingdom.conqueredBy && h.terrain !== 'Lake',
  );
  if (kingdom.conqueredBy === null) return own.map((h) => h.address).sort();
  const capital = own.find((h) => h.address === kingdom.capital);
  const at = parseHex(kingdom.capital);
  if (!capital || !at) return [];
  return own
    .filter((h) => {
      const p = parseHex(h.address);
      return p !== null && distance(at, p) <= patrolRange(capital);
    })
    .map((h) => h.address)
    .sort();
}
