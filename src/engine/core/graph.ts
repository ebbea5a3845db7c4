/**
 * Map algorithms over a small graph interface (rulesets-design.md 3.3), so every ruleset's map (a hex grid with
 * extra links, or named areas) shares one connectivity, distance and shortest-path code: ME orphans and patrol
 * radius, WM supply and retreat, CP retreat. Every result is deterministic: ties break on node order.
 */
import { formatHex, neighbours, parseHex } from '../hex';

export type GraphKind = 'hex-grid' | 'graph';

export interface MapGraph<N extends string = string> {
  readonly kind: GraphKind;
  /** Every node, in a stable order (it breaks ties). */
  nodes(): readonly N[];
  has(node: N): boolean;
  /** Nodes one step away, in a stable order. */
  neighbours(node: N): readonly N[];
}

/** The cost of the step `from` → `to` (0 or more); null: the step cannot be taken. */
export type EdgeCost<N extends string> = (from: N, to: N) => number | null;

const unitCost = (): number => 1;

/**
 * Least cost from `from` to every node it reaches (Dijkstra; unit steps by default). `from` itself is 0; a node
 * absent from the map gives an empty result.
 */
export function distances<N extends string>(
  g: MapGraph<N>,
  from: N,
  cost: EdgeCost<N> = unitCost,
): Map<N, number> {
  const done = new Map<N, number>();
  if (!g.has(from)) return done;
  const best = new Map<N, number>([[from, 0]]);
  const order = new Map<N, number>(g.nodes().map((n, i) => [n, i]));
  while (best.size > 0) {
    let next: N | null = null;
    let nextCost = Infinity;
    for (const [n, c] of best)
      if (c < nextCost || (c === nextCost && next !== null && (order.get(n) ?? 0) < (order.get(next) ?? 0))) {
        next = n;
        nextCost = c;
      }
    if (next === null) break;
    best.delete(next);
    done.set(next, nextCost);
    for (const m of g.neighbours(next)) {
      if (done.has(m)) continue;
      const step = cost(next, m);
      if (step === null) continue;
      if (step < 0) throw new RangeError(`A step cost must be 0 or more: ${next} to ${m} costs ${step}`);
      const c = nextCost + step;
      if (c < (best.get(m) ?? Infinity)) best.set(m, c);
    }
  }
  return done;
}

/**
 * A least-cost path from `from` to the nearest node satisfying `to` (both ends included), or null when none is
 * reached. Among equally near goals, and among equally cheap predecessors, `tieBreak` (default: node order)
 * picks the first.
 */
export function shortestPath<N extends string>(
  g: MapGraph<N>,
  from: N,
  to: (n: N) => boolean,
  cost: EdgeCost<N> = unitCost,
  tieBreak?: (a: N, b: N) => number,
): N[] | null {
  const dist = distances(g, from, cost);
  const order = new Map<N, number>(g.nodes().map((n, i) => [n, i]));
  const compare = tieBreak ?? ((a: N, b: N) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const goals = [...dist.keys()].filter(to);
  if (goals.length === 0) return null;
  goals.sort((a, b) => (dist.get(a) ?? 0) - (dist.get(b) ?? 0) || compare(a, b));
  const path: N[] = [goals[0] as N];
  let at = goals[0] as N;
  while (at !== from) {
    const here = dist.get(at) ?? 0;
    const previous = g
      .nodes()
      .filter((p) => dist.has(p) && p !== at && g.neighbours(p).includes(at))
      .filter((p) => {
        const step = cost(p, at);
        return step !== null && (dist.get(p) ?? 0) + step === here && (dist.get(p) ?? 0) <= here;
      })
      .sort(compare);
    // A zero-cost cycle could offer `at` itself again; the strict progress check below keeps the walk finite.
    const p = previous.find((q) => !path.includes(q));
    if (p === undefined) throw new Error(`No way back from ${at} to ${from}`);
    path.unshift(p);
    at = p;
  }
  return path;
}

/** Every node reachable from `from` through nodes satisfying `within` (`from` included); empty if `from` is not. */
export function connected<N extends string>(g: MapGraph<N>, from: N, within: (n: N) => boolean): Set<N> {
  const seen = new Set<N>();
  if (!g.has(from) || !within(from)) return seen;
  seen.add(from);
  const queue: N[] = [from];
  for (let i = 0; i < queue.length; i++)
    for (const m of g.neighbours(queue[i] as N))
      if (!seen.has(m) && within(m)) {
        seen.add(m);
        queue.push(m);
      }
  return seen;
}

/**
 * A hex grid (CS42, ME): nodes are `CCRR` addresses, neighbours the adjacent addresses that are on the map
 * (src/engine/hex.ts), plus `extra` links (ME ports and tunnels). Extra links are one-way as given; list both
 * ends for a two-way link. A malformed address or a link to a hex off the map is an error naming it.
 */
export function hexGraph(
  addresses: Iterable<string>,
  extra?: ReadonlyMap<string, readonly string[]>,
): MapGraph {
  const nodes = [...new Set(addresses)];
  const set = new Set(nodes);
  const adjacent = new Map<string, string[]>();
  for (const address of nodes) {
    const hex = parseHex(address);
    if (!hex) throw new RangeError(`'${address}' is not a hex address (CCRR)`);
    adjacent.set(
      address,
      neighbours(hex)
        .filter((h) => h.col > 0 && h.row > 0)
        .map(formatHex)
        .filter((a) => set.has(a)),
    );
  }
  for (const [from, links] of extra ?? []) {
    const list = adjacent.get(from);
    if (!list) throw new RangeError(`A link starts at ${from}, which is not on the map`);
    for (const to of links) {
      if (!set.has(to)) throw new RangeError(`A link from ${from} leads to ${to}, which is not on the map`);
      if (to !== from && !list.includes(to)) list.push(to);
    }
  }
  return {
    kind: 'hex-grid',
    nodes: () => nodes,
    has: (node) => set.has(node),
    neighbours: (node) => adjacent.get(node) ?? [],
  };
}
