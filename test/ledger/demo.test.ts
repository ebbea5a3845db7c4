import {
  Direction,
  Hex,
  directionTo,
  distance,
  formatHex,
  neighbour,
  parseHex,
  sameHex,
} from '../../src/engine/hex';
import { MapHex } from '../../src/engine/model';
import { RACES, SPECIAL_TERRAINS, STRUCTURE_TYPES, TERRAINS, Terrain } from '../../src/engine/cs42/tables';
import { DemoCampaign, DEMO_OPENING_TREASURY, demoCampaign } from '../../src/ledger/demo';
import { DEMO_MINES, DEMO_RIVERS, DEMO_ROADS, DemoEdge } from '../../src/ledger/demo-map';

const demo: DemoCampaign = demoCampaign();
const { state } = demo;
const { map } = state;

function hexOf(address: string): Hex {
  const hex = parseHex(address);
  if (!hex) throw new Error(`bad address ${address}`);
  return hex;
}

function cell(hex: Hex): MapHex {
  const found = map.hexes.get(formatHex(hex));
  if (!found) throw new Error(`hex ${formatHex(hex)} is not on the map`);
  return found;
}

/** An edge named by the two hexes it parts, in either order (RULINGS 3: one record serves both sides). */
function edgeKey(hex: Hex, direction: Direction): string {
  return [formatHex(hex), formatHex(neighbour(hex, direction))].sort().join('|');
}

function edgeKeys(edges: readonly DemoEdge[]): Set<string> {
  return new Set(edges.map((e) => edgeKey(hexOf(e.hex), e.direction)));
}

/** The two corners of an edge on an integer grid: x in quarter hex widths, y in half hex heights (RULINGS 1). */
function corners(hex: Hex, direction: Direction): [string, string] {
  const cx = 3 * hex.col;
  const cy = 2 * hex.row + (hex.col % 2 === 0 ? 1 : 0);
  const vertex: Record<string, [number, number]> = {
    ne: [cx + 1, cy - 1],
    e: [cx + 2, cy],
    se: [cx + 1, cy + 1],
    sw: [cx - 1, cy + 1],
    w: [cx - 2, cy],
    nw: [cx - 1, cy - 1],
  };
  const ends: Record<Direction, [string, string]> = {
    1: ['nw', 'ne'],
    2: ['ne', 'e'],
    3: ['e', 'se'],
    4: ['se', 'sw'],
    5: ['sw', 'w'],
    6: ['w', 'nw'],
  };
  const [a, b] = ends[direction];
  return [vertex[a].join(','), vertex[b].join(',')];
}

const LAND_FOR_CITIES = (terrain: Terrain): boolean =>
  terrain !== 'Water' && terrain !== 'Crag' && terrain !== 'Underground' && terrain !== 'Swamp (heart)';

const playerNames = state.players.map((p) => p.name);
const citiesOf = (player: string) => state.cities.filter((c) => c.player === player);
const ownCityAtOrNext = (player: string, hex: Hex): boolean =>
  citiesOf(player).some((c) => distance(c.hex, hex) <= 1);

describe('demo campaign', () => {
  it('is fixed data: two calls give equal campaigns, starting at turn 1 with a seed', () => {
    expect(demoCampaign()).toEqual(demoCampaign());
    expect(state.turn).toBe(1);
    expect(demo.seed).not.toBe('');
    expect(demo.name).not.toBe('');
  });

  it('gives every player the demo’s opening treasury of 500 guilders (the book sets none)', () => {
    expect(DEMO_OPENING_TREASURY).toBe(500);
    expect(demo.openingTreasury).toEqual(playerNames.map((player) => ({ player, amount: 500 })));
  });

  describe('players and diplomacy', () => {
    it('has four players of different races of the book (SPECIAL RULES), with emails and distinct colours', () => {
      expect(state.players).toHaveLength(4);
      const races = state.players.map((p) => p.race);
      expect(new Set(races).size).toBe(4);
      for (const race of races) expect(RACES).toContain(race);
      for (const p of state.players) {
        expect(p.email).toMatch(/^[a-z]+@example\.com$/);
        expect(p.colour).toMatch(/^#[0-9a-f]{6}$/);
      }
      expect(new Set(state.players.map((p) => p.colour)).size).toBe(4);
      expect(new Set(state.players.map((p) => p.email)).size).toBe(4);
    });

    it('declares each player’s status toward every other player once (DIPLOMACY), in a mix of statuses', () => {
      const pairs = state.diplomacy.map((d) => `${d.from}>${d.toward}`);
      expect(new Set(pairs).size).toBe(12);
      for (const from of playerNames)
        for (const toward of playerNames) if (from !== toward) expect(pairs).toContain(`${from}>${toward}`);
      const statuses = new Set(state.diplomacy.map((d) => d.status));
      for (const status of ['At War', 'Neutral', 'Friendly', 'Allied'] as const)
        expect(statuses).toContain(status);
    });
  });

  describe('the map (THE MAP)', () => {
    it('is at least 24 x 16 with every hex present (RULINGS 1: CCRR addresses)', () => {
      expect(map.width).toBeGreaterThanOrEqual(24);
      expect(map.height).toBeGreaterThanOrEqual(16);
      expect(map.hexes.size).toBe(map.width * map.height);
      for (let col = 1; col <= map.width; col += 1)
        for (let row = 1; row <= map.height; row += 1) {
          const found = cell({ col, row });
          expect(found.hex).toEqual({ col, row });
        }
    });

    it('has every terrain (TERRAIN) and every special terrain (SPECIAL TERRAIN TYPES), two Mystic Portals', () => {
      const terrains = new Set([...map.hexes.values()].map((h) => h.terrain));
      for (const terrain of TERRAINS) expect(terrains).toContain(terrain);
      const specials = [...map.hexes.values()].map((h) => h.special);
      for (const special of SPECIAL_TERRAINS) expect(specials).toContain(special);
      expect(specials.filter((s) => s === 'Mystic Portal')).toHaveLength(2);
    });

    it('reaches the underground only through a Cave Entrance on a Mountains hex (Mountains/Cave Entrances)', () => {
      const underground = [...map.hexes.values()].filter((h) => h.terrain === 'Underground');
      expect(underground.length).toBeGreaterThanOrEqual(2);
      const entrances = [...map.hexes.values()].filter((h) => h.special === 'Cave Entrance');
      for (const entrance of entrances) expect(entrance.terrain).toBe('Mountains');
      // Every underground hex is joined to an entrance through other underground hexes.
      const reached = new Set<string>();
      const queue = entrances.map((e) => e.hex);
      while (queue.length > 0) {
        const here = queue.shift() as Hex;
        for (let d = 1; d <= 6; d += 1) {
          const next = neighbour(here, d as Direction);
          const found = map.hexes.get(formatHex(next));
          if (found?.terrain === 'Underground' && !reached.has(formatHex(next))) {
            reached.add(formatHex(next));
            queue.push(next);
          }
        }
      }
      expect(reached.size).toBe(underground.length);
    });

    it('has a couple of mines, on land (Mine Entrance)', () => {
      const mines = [...map.hexes.values()].filter((h) => h.mine);
      expect(mines.length).toBeGreaterThanOrEqual(2);
      expect(mines.map((h) => formatHex(h.hex)).sort()).toEqual([...DEMO_MINES].sort());
      for (const mine of mines) expect(LAND_FOR_CITIES(mine.terrain)).toBe(true);
    });

    it('has at least two rivers, each one continuous line of hex edges (Rivers, RULINGS 3)', () => {
      expect(DEMO_RIVERS.length).toBeGreaterThanOrEqual(2);
      for (const river of DEMO_RIVERS) {
        const degree = new Map<string, number>();
        const links = new Map<string, string[]>();
        for (const edge of river.edges) {
          const [a, b] = corners(hexOf(edge.hex), edge.direction);
          for (const [v, w] of [
            [a, b],
            [b, a],
          ]) {
            degree.set(v, (degree.get(v) ?? 0) + 1);
            links.set(v, [...(links.get(v) ?? []), w]);
          }
        }
        expect(edgeKeys(river.edges).size).toBe(river.edges.length);
        expect([...degree.values()].every((n) => n <= 2)).toBe(true);
        expect([...degree.values()].filter((n) => n === 1)).toHaveLength(2);
        const start = [...degree.keys()][0];
        const seen = new Set([start]);
        const stack = [start];
        while (stack.length > 0)
          for (const w of links.get(stack.pop() as string) ?? [])
            if (!seen.has(w)) {
              seen.add(w);
              stack.push(w);
            }
        expect(seen.size).toBe(degree.size);
      }
    });

    it('records every river edge, bridge and ford on the Map (a side recorded counts for both, RULINGS 3)', () => {
      const onMap = (pick: (h: MapHex) => readonly Direction[]): Set<string> => {
        const keys = new Set<string>();
        for (const h of map.hexes.values()) for (const d of pick(h)) keys.add(edgeKey(h.hex, d));
        return keys;
      };
      const rivers = onMap((h) => h.rivers);
      const bridges = onMap((h) => h.bridges);
      const fords = onMap((h) => h.fords);
      const allRiverEdges = new Set(DEMO_RIVERS.flatMap((r) => [...edgeKeys(r.edges)]));
      expect(rivers).toEqual(allRiverEdges);
      for (const key of [...bridges, ...fords]) expect(rivers).toContain(key);
      for (const river of DEMO_RIVERS) {
        const own = edgeKeys(river.edges);
        expect([...bridges].filter((k) => own.has(k)).length).toBeGreaterThanOrEqual(1);
        expect([...fords].filter((k) => own.has(k)).length).toBeGreaterThanOrEqual(1);
      }
    });

    it('lays roads as connected hex lines between cities, off water and crag, crossing rivers only at a bridge or ford (Road, RULINGS 4)', () => {
      const crossings = new Set<string>();
      for (const h of map.hexes.values())
        for (const d of [...h.bridges, ...h.fords]) crossings.add(edgeKey(h.hex, d));
      const rivers = new Set(DEMO_RIVERS.flatMap((r) => [...edgeKeys(r.edges)]));
      const cityAt = (address: string) => state.cities.find((c) => formatHex(c.hex) === address);
      expect(DEMO_ROADS.length).toBeGreaterThanOrEqual(2);
      for (const road of DEMO_ROADS) {
        const hexes = road.hexes.map(hexOf);
        expect(cityAt(road.hexes[0])).toBeDefined();
        expect(cityAt(road.hexes[road.hexes.length - 1])).toBeDefined();
        for (const hex of hexes) {
          expect(cell(hex).road).toBe(true);
          expect(['Water', 'Crag', 'Underground']).not.toContain(cell(hex).terrain);
        }
        for (let i = 1; i < hexes.length; i += 1) {
          const direction = directionTo(hexes[i - 1], hexes[i]);
          expect(direction).not.toBeNull();
          const key = edgeKey(hexes[i - 1], direction as Direction);
          if (rivers.has(key)) expect(crossings).toContain(key);
        }
      }
      const roadHexes = [...map.hexes.values()].filter((h) => h.road).length;
      expect(roadHexes).toBe(new Set(DEMO_ROADS.flatMap((r) => r.hexes)).size);
    });
  });

  describe('starting cities (CITIES)', () => {
    it('gives each player three size 4 cities or four size 3 cities, both options in use', () => {
      const options = playerNames.map((player) => {
        const sizes = citiesOf(player).map((c) => c.size);
        expect([
          [4, 4, 4],
          [3, 3, 3, 3],
        ]).toContainEqual(sizes);
        return sizes.length;
      });
      expect(new Set(options)).toEqual(new Set([3, 4]));
    });

    it('keeps every city more than 5 hexes from any enemy city, each player with one within 10', () => {
      for (const player of playerNames) {
        let nearest = Infinity;
        for (const city of citiesOf(player))
          for (const other of state.cities.filter((c) => c.player !== player)) {
            expect(distance(city.hex, other.hex)).toBeGreaterThan(5);
            nearest = Math.min(nearest, distance(city.hex, other.hex));
          }
        expect(nearest).toBeLessThanOrEqual(10);
      }
    });

    it('keeps a player’s own cities at least 3 hexes apart (RULINGS 20)', () => {
      for (const player of playerNames) {
        const own = citiesOf(player);
        for (let i = 0; i < own.length; i += 1)
          for (let j = i + 1; j < own.length; j += 1)
            expect(distance(own[i].hex, own[j].hex)).toBeGreaterThanOrEqual(3);
      }
    });

    it('builds cities on land, never on a mine, special terrain or another city (Mine Entrance, SWCS, STRUCTURES)', () => {
      expect(new Set(state.cities.map((c) => formatHex(c.hex))).size).toBe(state.cities.length);
      for (const city of state.cities) {
        const h = cell(city.hex);
        expect(LAND_FOR_CITIES(h.terrain)).toBe(true);
        expect(h.mine).toBe(false);
        expect(h.special).toBeNull();
        expect(city.conquered || city.besieged || city.corruption !== 0).toBe(false);
      }
    });

    it('has a few improvements: a Marketplace, a Granary, a Courthouse, and a Harbor only beside water (Table 2)', () => {
      const improvements = state.cities.flatMap((c) => c.improvements);
      for (const name of ['Marketplace', 'Granary', 'Harbor', 'Courthouse'] as const)
        expect(improvements).toContain(name);
      for (const city of state.cities.filter((c) => c.improvements.includes('Harbor'))) {
        const nextToWater = [1, 2, 3, 4, 5, 6].some(
          (d) => map.hexes.get(formatHex(neighbour(city.hex, d as Direction)))?.terrain === 'Water',
        );
        expect(nextToWater).toBe(true);
      }
    });
  });

  describe('starting armies (STARTING ARMIES)', () => {
    it('gives each player 1,200 points in armies of at least 400 points', () => {
      for (const player of playerNames) {
        const armies = state.armies.filter((a) => a.player === player);
        expect(armies.reduce((sum, a) => sum + a.points, 0)).toBe(1200);
        for (const army of armies) expect(army.points).toBeGreaterThanOrEqual(400);
      }
    });

    it('starts every army in or next to one of its own cities, with the city site only in an own city hex (RULINGS 7)', () => {
      for (const army of state.armies) {
        expect(ownCityAtOrNext(army.player, army.hex)).toBe(true);
        const inOwnCity = citiesOf(army.player).some((c) => sameHex(c.hex, army.hex));
        expect(army.site).toBe(inOwnCity ? 'city' : 'field');
        expect(LAND_FOR_CITIES(cell(army.hex).terrain)).toBe(true);
      }
    });

    it('fields the player’s race, one Mercenary army, and at least one CAV and one FLYER army (UNIT TYPES, Armies)', () => {
      const raceOf = new Map(state.players.map((p) => [p.name, p.race]));
      for (const army of state.armies) expect([raceOf.get(army.player), 'Mercenary']).toContain(army.race);
      expect(state.armies.filter((a) => a.race === 'Mercenary')).toHaveLength(1);
      const mobilities = new Set(state.armies.map((a) => a.mobility));
      expect(mobilities).toContain('CAV');
      expect(mobilities).toContain('FLYER');
    });
  });

  describe('units and structures', () => {
    it('has engineers, settlers, scouts and one spy, each in or next to an own city (Scouts, Engineers, Settlers)', () => {
      const types = state.units.map((u) => u.type);
      for (const type of ['Engineer', 'Settler', 'Scout'] as const)
        expect(types.filter((t) => t === type).length).toBeGreaterThanOrEqual(2);
      expect(types.filter((t) => t === 'Spy')).toHaveLength(1);
      for (const unit of state.units) {
        expect(ownCityAtOrNext(unit.player, unit.hex)).toBe(true);
        expect(unit.size).toBe(1);
        expect(LAND_FOR_CITIES(cell(unit.hex).terrain)).toBe(true);
      }
    });

    it('puts the spy in an own city of size 4 or more (Spy)', () => {
      for (const spy of state.units.filter((u) => u.type === 'Spy')) {
        const city = citiesOf(spy.player).find((c) => sameHex(c.hex, spy.hex));
        expect(city?.size).toBeGreaterThanOrEqual(4);
      }
    });

    it('gives no player more settler bands than cities (RULINGS 20) or more scouts than field armies (Scouts)', () => {
      for (const player of playerNames) {
        const units = state.units.filter((u) => u.player === player);
        // A field army is one of size 5 or more; below that it is Broken (RULINGS 6).
        const fieldArmies = state.armies.filter((a) => a.player === player && a.points >= 500).length;
        expect(units.filter((u) => u.type === 'Settler').length).toBeLessThanOrEqual(citiesOf(player).length);
        expect(units.filter((u) => u.type === 'Scout').length).toBeLessThanOrEqual(fieldArmies);
      }
    });

    it('has a Supply Depot and a Watchtower for at least two players, a Temple and a Bridge (STRUCTURES)', () => {
      const builders = (type: string) =>
        new Set(state.structures.filter((s) => s.type === type).map((s) => s.player));
      const both = [...builders('Supply Depot')].filter((p) => builders('Watchtower').has(p));
      expect(both.length).toBeGreaterThanOrEqual(2);
      for (const type of STRUCTURE_TYPES) expect(builders(type).size).toBeGreaterThanOrEqual(1);
    });

    it('builds structures off city hexes, mines and special terrain; each bridge spans a bridged river edge (STRUCTURES, RULINGS 3)', () => {
      const bridges = new Set<string>();
      for (const h of map.hexes.values()) for (const d of h.bridges) bridges.add(edgeKey(h.hex, d));
      for (const s of state.structures) {
        const h = cell(s.hex);
        expect(state.cities.some((c) => sameHex(c.hex, s.hex))).toBe(false);
        expect(h.mine).toBe(false);
        expect(h.special).toBeNull();
        expect(LAND_FOR_CITIES(h.terrain)).toBe(true);
        if (s.type === 'Bridge') {
          expect(s.edge).not.toBeNull();
          expect(bridges).toContain(edgeKey(s.hex, s.edge as Direction));
        } else expect(s.edge).toBeNull();
        expect(s.capturedTurn).toBeNull();
      }
    });
  });

  it('has every owner on the Players tab and every city, army, unit and structure hex on the map', () => {
    const things = [...state.cities, ...state.armies, ...state.units, ...state.structures];
    for (const thing of things) {
      expect(playerNames).toContain(thing.player);
      expect(map.hexes.has(formatHex(thing.hex))).toBe(true);
    }
    for (const d of state.diplomacy) expect(playerNames).toEqual(expect.arrayContaining([d.from, d.toward]));
  });

  it('names everything readably and uniquely within each kind', () => {
    const kinds = [
      state.players,
      state.cities,
      state.armies,
      state.units,
      state.structures,
      DEMO_RIVERS,
      DEMO_ROADS,
    ];
    for (const kind of kinds) {
      const names = kind.map((x) => x.name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z' -]+$/);
    }
  });
});
