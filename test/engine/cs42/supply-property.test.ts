import fc from 'fast-check';
import { createSupplyOracle, declaredStatus, SupplyField } from '../../../src/engine/cs42/supply';
import { DIPLOMATIC_STATUSES, DiplomaticStatus } from '../../../src/engine/cs42/tables';
import type { CampaignState } from '../../../src/engine/model';
import { DIRECTIONS, Direction, formatHex, Hex, neighbour, opposite } from '../../../src/engine/hex';
import { sketch, Sketch } from './supply-fixture';

// Property tests on random 8 x 8 maps (RULINGS 9-11): monotonicity of blockers and sources, the multi-source
// field against single-source searches, and against a slow reference written straight from the rulings.

const W = 8;
const H = 8;
const P = 'P';
const PLAYERS = [P, 'X', 'Y', 'Z'] as const;

const addressArb = fc
  .record({ col: fc.integer({ min: 1, max: W }), row: fc.integer({ min: 1, max: H }) })
  .map((h) => formatHex(h));
const directionArb = fc.constantFrom<Direction>(...DIRECTIONS);
const edgeArb = fc.tuple(addressArb, directionArb);
const statusArb = fc.constantFrom<DiplomaticStatus>(...DIPLOMATIC_STATUSES);

const sketchArb: fc.Arbitrary<Sketch> = fc
  .record({
    terrain: fc.array(fc.constantFrom('.', '.', '.', '.', '.', 'f', '^', '~', ' '), {
      minLength: W * H,
      maxLength: W * H,
    }),
    rivers: fc.array(edgeArb, { maxLength: 24 }),
    bridges: fc.array(edgeArb, { maxLength: 4 }),
    fords: fc.array(edgeArb, { maxLength: 4 }),
    cities: fc.array(
      fc.record({
        player: fc.constantFrom(...PLAYERS),
        at: addressArb,
        harbor: fc.boolean(),
        conquered: fc.boolean(),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    depots: fc.array(fc.record({ player: fc.constantFrom(...PLAYERS), at: addressArb }), { maxLength: 6 }),
    watchtowers: fc.array(fc.record({ player: fc.constantFrom(...PLAYERS), at: addressArb }), {
      maxLength: 2,
    }),
    armies: fc.array(fc.record({ player: fc.constantFrom(...PLAYERS), at: addressArb }), { maxLength: 6 }),
    units: fc.array(
      fc.record({
        player: fc.constantFrom(...PLAYERS),
        at: addressArb,
        type: fc.constantFrom('Scout' as const, 'Settler' as const),
      }),
      { maxLength: 3 },
    ),
    diplomacy: fc.array(fc.tuple(fc.constantFrom(...PLAYERS), fc.constantFrom(...PLAYERS), statusArb), {
      maxLength: 10,
    }),
    portals: fc.array(addressArb, { maxLength: 3 }),
  })
  .map(({ terrain, ...rest }) => ({
    ...rest,
    rows: Array.from({ length: H }, (_, r) => terrain.slice(r * W, (r + 1) * W).join('')),
  }));

const allHexes: Hex[] = Array.from({ length: W * H }, (_, i) => ({
  col: (i % W) + 1,
  row: Math.floor(i / W) + 1,
}));
const inf = (d: number | null): number => (d === null ? Infinity : d);
const fields = (state: CampaignState, flying: boolean): SupplyField[] => {
  const oracle = createSupplyOracle(state);
  return PLAYERS.map((p) => oracle.field(p, { flying }));
};

describe('RULINGS 9-11 properties on random maps', () => {
  it('adding a blocker (an enemy army anywhere) never shortens a supply distance', () => {
    fc.assert(
      fc.property(sketchArb, addressArb, fc.boolean(), (s, where, flying) => {
        const before = fields(sketch(s), flying);
        // 'W' declares nothing, so it is Unknown, an enemy, to everyone.
        const after = fields(
          sketch({ ...s, armies: [...(s.armies ?? []), { player: 'W', at: where }] }),
          flying,
        );
        return before.every((f, i) => allHexes.every((h) => inf(after[i].distance(h)) >= inf(f.distance(h))));
      }),
      { numRuns: 150 },
    );
  });

  it('adding a river edge never shortens a supply distance where no city touches a river', () => {
    // RULINGS 33: a river touching a city opens the edges it joins for the city's owner (and its depot links,
    // which may supply its friends), so a new edge may open a shorter way; without such a city, rivers only block.
    fc.assert(
      fc.property(sketchArb, edgeArb, fc.boolean(), (s, edge, flying) => {
        const rivers = [...(s.rivers ?? []), edge];
        const afterState = sketch({ ...s, rivers });
        const onRiver = afterState.cities.some((c) =>
          DIRECTIONS.some((d) => {
            const h = afterState.map.hexes.get(formatHex(c.hex));
            const n = afterState.map.hexes.get(formatHex(neighbour(c.hex, d)));
            return (
              h !== undefined && n !== undefined && (h.rivers.includes(d) || n.rivers.includes(opposite(d)))
            );
          }),
        );
        const before = fields(sketch(s), flying);
        const after = fields(afterState, flying);
        return (
          onRiver ||
          before.every((f, i) => allHexes.every((h) => inf(after[i].distance(h)) >= inf(f.distance(h))))
        );
      }),
      { numRuns: 150 },
    );
  });

  it('adding a source (a city of P) never lengthens P’s supply distance', () => {
    fc.assert(
      fc.property(sketchArb, addressArb, fc.boolean(), (s0, where, flying) => {
        // P Neutral toward all, so P's new city cannot cut a Friendly player's depot chain (RULINGS 11).
        const s = {
          ...s0,
          diplomacy: [...(s0.diplomacy ?? []), ...PLAYERS.map((o) => [P, o, 'Neutral'] as const)],
        };
        const before = createSupplyOracle(sketch(s)).field(P, { flying });
        const after = createSupplyOracle(
          sketch({ ...s, cities: [...(s.cities ?? []), { player: P, at: where }] }),
        ).field(P, { flying });
        return allHexes.every((h) => inf(after.distance(h)) <= inf(before.distance(h)));
      }),
      { numRuns: 150 },
    );
  });

  it('the multi-source field equals the minimum over single-source searches', () => {
    fc.assert(
      fc.property(sketchArb, fc.constantFrom(...PLAYERS), fc.boolean(), (s, player, flying) => {
        const state = sketch(s);
        const oracle = createSupplyOracle(state);
        const field = oracle.field(player, { flying });
        const singles = oracle.sources(player).map((src) => oracle.fieldFrom(player, [src], { flying }));
        // A held source (RULINGS 31) is 0 on its own hex and no single search's seed.
        const { held } = referenceSources(state, player);
        return allHexes.every(
          (h) =>
            inf(field.distance(h)) ===
            (held.has(formatHex(h)) ? 0 : Math.min(Infinity, ...singles.map((f) => inf(f.distance(h))))),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('sources and distances equal a slow reference traced from each unit’s hex', () => {
    fc.assert(
      fc.property(sketchArb, fc.boolean(), (s, flying) => {
        const state = sketch(s);
        const oracle = createSupplyOracle(state);
        for (const player of PLAYERS) {
          const { open, held } = referenceSources(state, player);
          expect(oracle.sources(player).map(formatHex).sort()).toEqual([...open].sort());
          const field = oracle.field(player, { flying });
          const expected = (h: Hex): number | null =>
            held.has(formatHex(h)) ? 0 : referenceTrace(state, player, h, flying, open, Infinity);
          const wrong = allHexes.filter((h) => field.distance(h) !== expected(h));
          expect(wrong.map(formatHex)).toEqual([]);
        }
      }),
      { numRuns: 100 },
    );
  });
});

// ---- a slow reference, straight from RULINGS 3, 9-11, with string keys and no caching ----

function hostile(state: CampaignState, player: string, owner: string): boolean {
  return owner !== player && ['Unknown', 'At War'].includes(declaredStatus(state, owner, player));
}

const memo = new WeakMap<CampaignState, Map<string, Set<string>>>();
function cached(state: CampaignState, key: string, make: () => Set<string>): Set<string> {
  const m = memo.get(state) ?? new Map<string, Set<string>>();
  memo.set(state, m);
  const hit = m.get(key) ?? make();
  m.set(key, hit);
  return hit;
}

function blockedHexes(state: CampaignState, player: string): Set<string> {
  return cached(state, `blocked ${player}`, () => blockedHexesUncached(state, player));
}

function blockedHexesUncached(state: CampaignState, player: string): Set<string> {
  const out = new Set<string>();
  const things = [
    ...state.cities,
    ...state.armies,
    ...state.structures.filter((s) => s.type === 'Supply Depot' || s.type === 'Watchtower'),
  ];
  for (const t of things) if (hostile(state, player, t.player)) out.add(formatHex(t.hex));
  return out;
}

/** Hexes holding an enemy city, depot or watchtower (not only an army): a source there is lost, not held. */
function builtHexes(state: CampaignState, player: string): Set<string> {
  const things = [
    ...state.cities,
    ...state.structures.filter((s) => s.type === 'Supply Depot' || s.type === 'Watchtower'),
  ];
  return new Set(things.filter((t) => hostile(state, player, t.player)).map((t) => formatHex(t.hex)));
}

function harbourWater(state: CampaignState, player: string): Set<string> {
  return cached(state, `harbour ${player}`, () => harbourWaterUncached(state, player));
}

function harbourWaterUncached(state: CampaignState, player: string): Set<string> {
  const open = new Set<string>();
  const isWater = (a: string) => state.map.hexes.get(a)?.terrain === 'Water';
  const todo = state.cities
    .filter((c) => c.player === player && c.improvements.includes('Harbor'))
    .flatMap((c) => DIRECTIONS.map((d) => formatHex(neighbour(c.hex, d))));
  while (todo.length > 0) {
    const a = todo.pop() as string;
    if (open.has(a) || !isWater(a)) continue;
    open.add(a);
    const hex = state.map.hexes.get(a)?.hex as Hex;
    todo.push(...DIRECTIONS.map((d) => formatHex(neighbour(hex, d))));
  }
  return open;
}

/** RULINGS 33, walked from the crossing edge as the ruling words it: along river edges meeting at a corner, to
 * a hex with a city of `player`, never on past an edge an enemy city (RULINGS 11) touches. */
function ownRiverCity(state: CampaignState, player: string, a: Hex, b: Hex): boolean {
  const cityOwner = (h: Hex): string | undefined =>
    state.cities.find((c) => c.size > 0 && formatHex(c.hex) === formatHex(h))?.player;
  const riverBetween = (x: Hex, y: Hex): boolean => {
    const d = DIRECTIONS.find((e) => formatHex(neighbour(x, e)) === formatHex(y));
    if (d === undefined) return false;
    const hx = state.map.hexes.get(formatHex(x));
    const hy = state.map.hexes.get(formatHex(y));
    return hx !== undefined && hy !== undefined && (hx.rivers.includes(d) || hy.rivers.includes(opposite(d)));
  };
  const key = (x: Hex, y: Hex): string => [formatHex(x), formatHex(y)].sort().join('-');
  const seen = new Set([key(a, b)]);
  const queue: [Hex, Hex][] = [[a, b]];
  while (queue.length > 0) {
    const [x, y] = queue.shift() as [Hex, Hex];
    const owners = [cityOwner(x), cityOwner(y)];
    if (owners.includes(player)) return true;
    if (owners.some((o) => o !== undefined && hostile(state, player, o))) continue;
    const corners = DIRECTIONS.map((e) => neighbour(x, e)).filter(
      (c) =>
        state.map.hexes.has(formatHex(c)) &&
        DIRECTIONS.some((e) => formatHex(neighbour(y, e)) === formatHex(c)),
    );
    for (const c of corners)
      for (const [p, q] of [
        [x, c],
        [y, c],
      ] as [Hex, Hex][]) {
        if (seen.has(key(p, q)) || !riverBetween(p, q)) continue;
        seen.add(key(p, q));
        queue.push([p, q]);
      }
  }
  return false;
}

function edgeOpen(state: CampaignState, player: string, from: Hex, d: Direction): boolean {
  const a = state.map.hexes.get(formatHex(from));
  const b = state.map.hexes.get(formatHex(neighbour(from, d)));
  if (a === undefined || b === undefined) return false;
  const o = opposite(d);
  const river = a.rivers.includes(d) || b.rivers.includes(o);
  const bridgeHere = (h: Hex, e: Direction) =>
    state.structures.some((s) => s.type === 'Bridge' && s.edge === e && formatHex(s.hex) === formatHex(h));
  const crossing =
    a.bridges.includes(d) ||
    a.fords.includes(d) ||
    b.bridges.includes(o) ||
    b.fords.includes(o) ||
    bridgeHere(a.hex, d) ||
    bridgeHere(b.hex, o);
  return !river || crossing || ownRiverCity(state, player, from, neighbour(from, d));
}

function portals(state: CampaignState): Set<string> {
  return new Set(
    [...state.map.hexes.values()].filter((h) => h.special === 'Mystic Portal').map((h) => formatHex(h.hex)),
  );
}

/** BFS from `from` to the nearest hex in `targets` within `limit`; `from` itself never blocks. */
function referenceTrace(
  state: CampaignState,
  player: string,
  from: Hex,
  flying: boolean,
  targets: ReadonlySet<string>,
  limit: number,
): number | null {
  if (!state.map.hexes.has(formatHex(from))) return null;
  const blocked = blockedHexes(state, player);
  const harbour = harbourWater(state, player);
  const passable = (a: string): boolean => {
    const h = state.map.hexes.get(a);
    if (h === undefined || blocked.has(a)) return false;
    if (!flying && h.terrain === 'Crag') return false;
    return h.terrain !== 'Water' || harbour.has(a);
  };
  const seen = new Map<string, number>([[formatHex(from), 0]]);
  const queue: Hex[] = [from];
  while (queue.length > 0) {
    const hex = queue.shift() as Hex;
    const a = formatHex(hex);
    const d = seen.get(a) as number;
    if (targets.has(a)) return d;
    if (d >= limit || (d > 0 && !passable(a))) continue;
    for (const dir of DIRECTIONS) {
      const n = neighbour(hex, dir);
      const b = formatHex(n);
      if (seen.has(b) || !state.map.hexes.has(b) || (!flying && !edgeOpen(state, player, hex, dir))) continue;
      seen.set(b, d + 1);
      queue.push(n);
    }
    // Mystic Portal: "Supply can be traced through MP's, but you will need to count the hexes of both MP's".
    if (portals(state).has(a))
      for (const b of portals(state)) {
        if (seen.has(b)) continue;
        seen.set(b, d + 1);
        queue.push(state.map.hexes.get(b)?.hex as Hex);
      }
  }
  return null;
}

/** RULINGS 10 by fixed point: link depots one at a time until nothing changes. A depot with an enemy army of
 * its owner in its hex is linked when a chain reaches it, but links nothing further (RULINGS 31). */
function referenceLinked(state: CampaignState, owner: string): { free: Set<string>; held: Set<string> } {
  const blocked = blockedHexes(state, owner);
  const cities = new Set(
    state.cities.filter((c) => c.player === owner && !c.conquered).map((c) => formatHex(c.hex)),
  );
  for (const c of [...cities]) if (blocked.has(c)) cities.delete(c);
  const depots = [
    ...state.structures.filter((s) => s.type === 'Supply Depot' && s.player === owner).map((s) => s.hex),
    ...state.cities.filter((c) => c.player === owner && c.conquered).map((c) => c.hex),
  ].filter((h) => state.map.hexes.has(formatHex(h)) && !builtHexes(state, owner).has(formatHex(h)));
  const free = new Set<string>();
  const held = new Set<string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const h of depots) {
      const a = formatHex(h);
      if (free.has(a) || held.has(a)) continue;
      const near =
        referenceTrace(state, owner, h, false, cities, 5) !== null ||
        referenceTrace(state, owner, h, false, free, 3) !== null;
      if (near) {
        (blocked.has(a) ? held : free).add(a);
        changed = true;
      }
    }
  }
  return { free, held };
}

/** RULINGS 10, 11 and 31: `open` sources supply along paths; `held` ones (an enemy army in the hex) only the
 * hex itself: the player's own, and a Friendly or Allied player's the player's enemy holds. */
function referenceSources(state: CampaignState, player: string): { open: Set<string>; held: Set<string> } {
  const all = new Set<string>();
  const held = new Set<string>();
  const owners = new Set([...state.cities, ...state.structures].map((x) => x.player));
  for (const owner of owners) {
    if (owner !== player && !['Friendly', 'Allied'].includes(declaredStatus(state, owner, player))) continue;
    for (const c of state.cities) {
      if (c.player === owner && !c.conquered && state.map.hexes.has(formatHex(c.hex)))
        all.add(formatHex(c.hex));
    }
    const linked = referenceLinked(state, owner);
    for (const d of linked.free) all.add(d);
    if (owner === player) for (const d of linked.held) held.add(d);
  }
  const blocked = blockedHexes(state, player);
  const built = builtHexes(state, player);
  for (const a of [...all]) {
    if (!blocked.has(a)) continue;
    all.delete(a);
    if (!built.has(a)) held.add(a);
  }
  return { open: all, held };
}
