/**
 * Retreat and rout (book 002 POST COMBAT): the loser retreats at once by the four priorities, or is routed; a
 * routed army walks one area a turn toward the nearest unoccupied controlled town or city and reforms there after
 * one full turn standing still and uncontacted (shortest paths over core/graph.ts).
 */
import { distances, shortestPath } from '../core/graph';
import { wmEvent, type WmEvent } from './events';
import { area, army as armyOf, armiesIn, isTownOrCity, wmGraph, withArmy } from './map';
import type { WmState } from './model';

const CITE = '002 POST COMBAT, retreat';

/** Occupied: another army that is not routed stands there (routed forces may share an area). */
function occupied(state: WmState, where: string, self: string): boolean {
  return armiesIn(state, where).some((a) => a.name !== self && a.status !== 'routed');
}

/** Steps from `from` to the nearest town or city `of` controls (Infinity when none). */
function stepsHome(state: WmState, from: string, of: string): number {
  const d = distances(wmGraph(state), from);
  let best = Infinity;
  for (const [n, steps] of d) {
    const a = area(state, n);
    if (a.owner === of && isTownOrCity(a)) best = Math.min(best, steps);
  }
  return best;
}

export type RetreatTarget =
  { readonly to: string; readonly priority: 1 | 2 | 3 | 4 } | { readonly routed: true };

/**
 * Where the loser must go: 1 the area it came from; 2 an adjacent area it owns; 3 an adjacent uncontrolled area;
 * 4 an adjacent area of another player with no town or city, strictly closer to a town or city of its own
 * (WM-R31); else routed. Within a priority the player's `prefer` is taken if it qualifies, else map order.
 */
export function retreatTarget(state: WmState, name: string, prefer?: string): RetreatTarget {
  const a = armyOf(state, name);
  const g = wmGraph(state);
  const free = g.neighbours(a.area).filter((n) => !occupied(state, n, name));
  if (a.cameFrom && a.cameFrom !== a.area && free.includes(a.cameFrom))
    return { to: a.cameFrom, priority: 1 };
  const home = stepsHome(state, a.area, a.nation);
  const tiers: [2 | 3 | 4, string[]][] = [
    [2, free.filter((n) => area(state, n).owner === a.nation)],
    [3, free.filter((n) => area(state, n).owner === null)],
    [
      4,
      free.filter((n) => {
        const x = area(state, n);
        return (
          x.owner !== null && x.owner !== a.nation && !isTownOrCity(x) && stepsHome(state, n, a.nation) < home
        );
      }),
    ],
  ];
  for (const [priority, options] of tiers) {
    const first = options.find((o) => o === prefer) ?? options[0];
    if (first) return { to: first, priority };
  }
  return { routed: true };
}

export interface Retreated {
  readonly state: WmState;
  readonly events: readonly WmEvent[];
}

/** Carries out the loser's retreat, or routs it and makes its first move toward home (the turn of the rout). */
export function retreat(state: WmState, name: string, prefer?: string): Retreated {
  const a = armyOf(state, name);
  const target = retreatTarget(state, name, prefer);
  if ('to' in target) {
    const moved = withArmy(state, name, { area: target.to, cameFrom: a.area, location: 'Countryside' });
    return {
      state: moved,
      events: [wmEvent('M4 Retreat', name, `retreats to ${target.to} (${target.priority})`, CITE)],
    };
  }
  const routed = withArmy(state, name, { status: 'routed', still: 0 });
  const first = routMove(routed, name);
  return {
    state: first.state,
    events: [wmEvent('M4 Retreat', name, 'cannot retreat: routed', CITE), ...first.events],
  };
}

/**
 * A routed army moves one area toward the nearest controlled town or city area with no other army; standing
 * there one full turn uncontacted, it reforms. With no such area it stays where it is.
 */
export function routMove(state: WmState, name: string, contacted = false): Retreated {
  const a = armyOf(state, name);
  if (a.status !== 'routed') return { state, events: [] };
  const goal = (n: string): boolean => {
    const x = area(state, n);
    return x.owner === a.nation && isTownOrCity(x) && !occupied(state, n, name);
  };
  if (goal(a.area)) {
    const still = contacted ? 0 : (a.still ?? 0) + 1;
    if (still >= 1 && !contacted)
      return {
        state: withArmy(state, name, { status: 'normal', still: 0 }),
        events: [wmEvent('M4 Retreat', name, `reforms at ${a.area} after a full turn standing still`, CITE)],
      };
    return { state: withArmy(state, name, { still }), events: [] };
  }
  const path = shortestPath(wmGraph(state), a.area, goal);
  const next = path?.[1];
  if (!next)
    return { state, events: [wmEvent('M4 Retreat', name, 'routed, with no town or city to reach', CITE)] };
  return {
    state: withArmy(state, name, { area: next, cameFrom: a.area, still: 0 }),
    events: [wmEvent('M4 Retreat', name, `routed: moves to ${next}, toward home`, CITE)],
  };
}
