/**
 * The territories graph (digest §1): territories are nodes, roads edges with an MD. Lookups and the small
 * immutable updates every rule uses.
 */
import type { MapGraph } from '../core/graph';
import type { CpArmy, CpPlayer, CpRoad, CpState, CpTerritory } from './model';

export function cpGraph(state: CpState): MapGraph {
  const nodes = state.territories.map((t) => t.name);
  const set = new Set(nodes);
  const adjacent = new Map<string, string[]>(nodes.map((n) => [n, []]));
  for (const r of state.roads) {
    adjacent.get(r.a)?.push(r.b);
    adjacent.get(r.b)?.push(r.a);
  }
  return {
    kind: 'graph',
    nodes: () => nodes,
    has: (n) => set.has(n),
    neighbours: (n) => adjacent.get(n) ?? [],
  };
}

/** A road as written in the log: `A-B`, either way round. */
export function roadName(road: CpRoad): string {
  return `${road.a}-${road.b}`;
}

export function findRoad(state: CpState, from: string, to: string): CpRoad | undefined {
  return state.roads.find((r) => (r.a === from && r.b === to) || (r.a === to && r.b === from));
}

/** The road a log target names (`A-B` or `B-A`). */
export function roadByName(state: CpState, name: string): CpRoad | undefined {
  return state.roads.find((r) => name === `${r.a}-${r.b}` || name === `${r.b}-${r.a}`);
}

export function territory(state: CpState, name: string): CpTerritory | undefined {
  return state.territories.find((t) => t.name === name);
}

export function army(state: CpState, name: string): CpArmy | undefined {
  return state.armies.find((a) => a.name === name);
}

export function player(state: CpState, name: string): CpPlayer | undefined {
  return state.players.find((p) => p.name === name);
}

/** Same side: the same player, or players the moderator lists as allied (CP-R19). */
export function sameSide(state: CpState, a: string, b: string): boolean {
  return a === b || state.alliances.some((group) => group.includes(a) && group.includes(b));
}

export function armiesIn(state: CpState, where: string): CpArmy[] {
  return state.armies.filter((a) => a.territory === where);
}

export function enemyArmiesIn(state: CpState, where: string, of: string): CpArmy[] {
  return armiesIn(state, where).filter((a) => !sameSide(state, a.player, of));
}

/** Owned by a player not on `of`'s side (the owner flag of an enemy). */
export function enemyOwned(state: CpState, t: CpTerritory, of: string): boolean {
  return t.owner !== null && !sameSide(state, t.owner, of);
}

export function withTerritory(state: CpState, name: string, patch: Partial<CpTerritory>): CpState {
  return { ...state, territories: state.territories.map((t) => (t.name === name ? { ...t, ...patch } : t)) };
}

export function withArmy(state: CpState, name: string, patch: Partial<CpArmy>): CpState {
  return { ...state, armies: state.armies.map((a) => (a.name === name ? { ...a, ...patch } : a)) };
}

export function withoutArmy(state: CpState, name: string): CpState {
  return { ...state, armies: state.armies.filter((a) => a.name !== name) };
}

export function withPlayer(state: CpState, name: string, patch: Partial<CpPlayer>): CpState {
  return { ...state, players: state.players.map((p) => (p.name === name ? { ...p, ...patch } : p)) };
}

export function withRoad(state: CpState, road: CpRoad, md: number): CpState {
  return { ...state, roads: state.roads.map((r) => (r === road ? { ...r, md } : r)) };
}
