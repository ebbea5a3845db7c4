/**
 * New Year production (book 002 PRODUCTION): Last Stand before the tally, then removal of unsupported cities and
 * towns, then new towns and a city where the villages and towns support them (WM-R12).
 */
import { wmEvent, type WmEvent } from './events';
import { area, areasOf, isTownOrCity, withArea } from './map';
import type { WmSettings, WmState } from './model';
import { popCounts, type PopCounts } from './population';
import { SUPPORT } from './population-tables';

export interface Produced {
  readonly state: WmState;
  readonly events: readonly WmEvent[];
}

const CITE = SUPPORT.cite;

/**
 * Last Stand: a nation with no Town at the start of the year, before the tally, may place one in any area it
 * controls; a nation with only a city and no towns has the city degraded to a town. That town needs no support
 * and lasts until the next year. `at` is the chosen area (ignored when a city is degraded).
 */
export function lastStand(state: WmState, of: string, at: string | null): Produced {
  const mine = areasOf(state, of);
  if (mine.some((a) => a.pop === 'Town')) return { state, events: [] };
  const cities = mine.filter((a) => a.pop === 'City');
  const cite = `${CITE}, Last Stand`;
  if (cities.length === 1 && cities[0]) {
    const c = cities[0];
    return {
      state: withArea(state, c.name, { pop: 'Town', lastStand: true }),
      events: [wmEvent('NY3 Tally', of, `Last Stand: the city of ${c.name} is degraded to a town`, cite)],
    };
  }
  if (cities.length > 1 || at === null) return { state, events: [] };
  const target = area(state, at);
  if (target.owner !== of) throw new RangeError(`Last Stand: ${at} is not controlled by ${of}`);
  return {
    state: withArea(state, at, { pop: 'Town', lastStand: true }),
    events: [wmEvent('NY3 Tally', of, `Last Stand: a town is placed in ${at}`, cite)],
  };
}

/** How many cities must be reduced and towns removed: cities first, then towns (Removal). */
export function removalsNeeded(c: PopCounts): {
  readonly citiesReduced: number;
  readonly townsRemoved: number;
} {
  let { cities, towns, villages } = c;
  let citiesReduced = 0;
  // A reduced city becomes a town, which itself supports the cities left.
  while (cities > 0 && towns < SUPPORT.townsPerCity * cities) {
    cities--;
    towns++;
    citiesReduced++;
  }
  let townsRemoved = 0;
  // "only one town (or one city)" is never removed.
  while (towns + cities > 1 && towns > 0 && villages < SUPPORT.villagesPerTown * towns) {
    towns--;
    villages++;
    townsRemoved++;
  }
  return { citiesReduced, townsRemoved };
}

/**
 * Removal, after the tally: unsupported cities are reduced to towns, then unsupported towns become villages. The
 * player names which (`picks`, in order); those not named are taken from the end of the map's order. A Last Stand
 * town is exempt this year.
 */
export function removal(state: WmState, of: string, picks: readonly string[] = []): Produced {
  const subject = areasOf(state, of).filter((a) => !a.ceded && !a.lastStand);
  const counts = popCounts({ ...state, areas: subject }, of);
  const need = removalsNeeded(counts);
  const events: WmEvent[] = [];
  let next = state;
  const choose = (pop: 'Town' | 'City', n: number): string[] => {
    const mine = areasOf(next, of).filter((a) => a.pop === pop && !a.lastStand && !a.ceded);
    const named = picks.filter((p) => mine.some((a) => a.name === p));
    const rest = mine
      .map((a) => a.name)
      .filter((a) => !named.includes(a))
      .reverse();
    return [...named, ...rest].slice(0, n);
  };
  for (const c of choose('City', need.citiesReduced)) {
    next = withArea(next, c, { pop: 'Town' });
    events.push(wmEvent('NY4 Production', of, `The city of ${c} lacks 3 towns: reduced to a town`, CITE));
  }
  for (const t of choose('Town', need.townsRemoved)) {
    next = withArea(next, t, { pop: 'Village' });
    events.push(wmEvent('NY4 Production', of, `The town of ${t} lacks 5 villages: removed`, CITE));
  }
  return { state: next, events };
}

/**
 * New towns and cities a nation may place. 'supported' (WM-R12): a town while, after the placement, villages
 * >= 5 x towns; then a city while towns >= 3 x cities and villages >= 5 x towns after converting a village area
 * (19 areas: 15 villages + 3 towns + 1 city). 'literal': floor(villages / 5) towns, then one city with 3 towns.
 */
export function productionAllowance(
  c: PopCounts,
  mode: WmSettings['production'],
): { readonly towns: number; readonly cities: number } {
  if (mode === 'literal') {
    const towns = Math.min(Math.floor(c.villages / SUPPORT.villagesPerTown), c.villages);
    const cities = c.towns + towns >= SUPPORT.townsPerCity && c.villages - towns > 0 ? 1 : 0;
    return { towns, cities };
  }
  let towns = 0;
  while (c.villages - towns - 1 >= SUPPORT.villagesPerTown * (c.towns + towns + 1)) towns++;
  const t = c.towns + towns;
  let cities = 0;
  while (
    t >= SUPPORT.townsPerCity * (c.cities + cities + 1) &&
    c.villages - towns - cities - 1 >= SUPPORT.villagesPerTown * t
  )
    cities++;
  return { towns, cities };
}

/** "no new town", "1 new town", "2 new towns". */
function newCenters(n: number, one: string, many: string): string {
  return n === 0 ? `no new ${one}` : `${n} new ${n === 1 ? one : many}`;
}

/**
 * Places the new towns, then cities, in controlled areas with no town or city; more than the allowance, an area
 * not the nation's, or one already holding a center is refused, naming it. The new centers count from next year.
 */
export function placeProduction(
  state: WmState,
  of: string,
  placed: { readonly towns: readonly string[]; readonly cities: readonly string[] },
): Produced {
  const counts = popCounts(state, of);
  const allowed = productionAllowance(counts, state.settings.production);
  if (placed.towns.length > allowed.towns)
    throw new RangeError(
      `may place ${newCenters(allowed.towns, 'town', 'towns')}, not ${placed.towns.length} (${CITE})`,
    );
  if (placed.cities.length > allowed.cities)
    throw new RangeError(
      `may place ${newCenters(allowed.cities, 'city', 'cities')}, not ${placed.cities.length} (${CITE})`,
    );
  const all = [...placed.towns, ...placed.cities];
  if (new Set(all).size !== all.length) throw new RangeError(`${of}: one area named twice for production`);
  let next = state;
  const events: WmEvent[] = [];
  const place = (name: string, pop: 'Town' | 'City'): void => {
    const a = area(next, name);
    if (a.owner !== of)
      throw new RangeError(`${of} may not place a ${pop} in ${name}: not controlled by ${of}`);
    if (isTownOrCity(a)) throw new RangeError(`${of} may not place a ${pop} in ${name}: it has a ${a.pop}`);
    next = withArea(next, name, { pop });
    events.push(wmEvent('NY4 Production', of, `A new ${pop} is placed in ${name}`, CITE));
  };
  placed.towns.forEach((t) => place(t, 'Town'));
  placed.cities.forEach((c) => place(c, 'City'));
  return { state: next, events };
}
