/** The area graph (digest §1) over core/graph.ts, and the lookups and immutable updates every rule uses. */
import type { MapGraph } from '../core/graph';
import type { WmArea, WmArmy, WmBoundary, WmNation, WmState } from './model';

export function wmGraph(state: WmState): MapGraph {
  const nodes = state.areas.map((a) => a.name);
  const set = new Set(nodes);
  const adjacent = new Map<string, string[]>(nodes.map((n) => [n, []]));
  for (const b of state.boundaries) {
    if (!set.has(b.a) || !set.has(b.b))
      throw new RangeError(`The boundary ${b.a}-${b.b} names an area not on the map`);
    adjacent.get(b.a)?.push(b.b);
    adjacent.get(b.b)?.push(b.a);
  }
  return {
    kind: 'graph',
    nodes: () => nodes,
    has: (n) => set.has(n),
    neighbours: (n) => adjacent.get(n) ?? [],
  };
}

export function boundary(state: WmState, from: string, to: string): WmBoundary | undefined {
  return state.boundaries.find((b) => (b.a === from && b.b === to) || (b.a === to && b.b === from));
}

export function area(state: WmState, name: string): WmArea {
  const found = state.areas.find((a) => a.name === name);
  if (!found) throw new RangeError(`No area '${name}' on the map`);
  return found;
}

export function nation(state: WmState, name: string): WmNation {
  const found = state.nations.find((n) => n.name === name);
  if (!found) throw new RangeError(`No nation '${name}'`);
  return found;
}

export function army(state: WmState, name: string): WmArmy {
  const found = state.armies.find((a) => a.name === name);
  if (!found) throw new RangeError(`No army '${name}'`);
  return found;
}

export function armiesIn(state: WmState, where: string): WmArmy[] {
  return state.armies.filter((a) => a.area === where);
}

/** Areas a nation controls, in map order. */
export function areasOf(state: WmState, of: string): WmArea[] {
  return state.areas.filter((a) => a.owner === of);
}

export function isTownOrCity(a: WmArea): boolean {
  return a.pop === 'Town' || a.pop === 'City';
}

export function withArea(state: WmState, name: string, patch: Partial<WmArea>): WmState {
  return { ...state, areas: state.areas.map((a) => (a.name === name ? { ...a, ...patch } : a)) };
}

export function withArmy(state: WmState, name: string, patch: Partial<WmArmy>): WmState {
  return { ...state, armies: state.armies.map((a) => (a.name === name ? { ...a, ...patch } : a)) };
}

export function withNation(state: WmState, name: string, patch: Partial<WmNation>): WmState {
  return { ...state, nations: state.nations.map((n) => (n.name === name ? { ...n, ...patch } : n)) };
}
