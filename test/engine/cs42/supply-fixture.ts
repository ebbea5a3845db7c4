import type { Army, CampaignState, City, MapHex, Structure, Unit } from '../../../src/engine/model';
import { Direction, formatHex, Hex, parseHex } from '../../../src/engine/hex';
import type { ArmyMobility, DiplomaticStatus, Terrain, UnitType } from '../../../src/engine/cs42/tables';

/**
 * A small campaign written as data for the supply tests. `rows` draws the map, one string per row and one
 * character per column (row 1 first): `.` Plains, `~` Water, `^` Crag, `f` Forest, ` ` (space) off the map.
 * Everything else is placed by `CCRR` address.
 */
export interface Sketch {
  readonly rows: readonly string[];
  readonly rivers?: readonly (readonly [string, Direction])[];
  readonly bridges?: readonly (readonly [string, Direction])[];
  readonly fords?: readonly (readonly [string, Direction])[];
  readonly cities?: readonly { player: string; at: string; harbor?: boolean; conquered?: boolean }[];
  readonly depots?: readonly { player: string; at: string }[];
  readonly watchtowers?: readonly { player: string; at: string }[];
  /** Bridge structures: a hex and an edge. */
  readonly bridgeStructures?: readonly { player: string; at: string; edge: Direction }[];
  readonly armies?: readonly { player: string; at: string; race?: string; mobility?: ArmyMobility }[];
  readonly units?: readonly { player: string; at: string; type: UnitType }[];
  /** [from, toward, status]: from's declaration toward toward. */
  readonly diplomacy?: readonly (readonly [string, string, DiplomaticStatus])[];
  readonly races?: Readonly<Record<string, string>>;
  /** Mystic Portal hexes (SPECIAL TERRAIN TYPES). */
  readonly portals?: readonly string[];
}

const TERRAIN: Readonly<Record<string, Terrain>> = { '.': 'Plains', '~': 'Water', '^': 'Crag', f: 'Forest' };

export function at(address: string): Hex {
  const hex = parseHex(address);
  if (hex === null) throw new Error(`bad hex ${address}`);
  return hex;
}

export function sketch(s: Sketch): CampaignState {
  const edges = (list: Sketch['rivers'], address: string): Direction[] =>
    (list ?? []).filter(([a]) => a === address).map(([, d]) => d);
  const hexes = new Map<string, MapHex>();
  s.rows.forEach((line, r) => {
    [...line].forEach((ch, c) => {
      if (ch === ' ') return;
      const terrain = TERRAIN[ch];
      if (terrain === undefined) throw new Error(`unknown terrain ${ch}`);
      const hex = { col: c + 1, row: r + 1 };
      const address = formatHex(hex);
      hexes.set(address, {
        hex,
        terrain,
        road: false,
        rivers: edges(s.rivers, address),
        bridges: edges(s.bridges, address),
        fords: edges(s.fords, address),
        special: (s.portals ?? []).includes(address) ? 'Mystic Portal' : null,
        mine: false,
      });
    });
  });
  const cities: City[] = (s.cities ?? []).map((c, i) => ({
    name: `City ${i + 1}`,
    player: c.player,
    hex: at(c.at),
    size: 3,
    improvements: c.harbor ? ['Harbor'] : [],
    conquered: c.conquered ?? false,
    besieged: false,
    corruption: 0,
  }));
  const structure = (type: Structure['type'], player: string, address: string, edge: Direction | null) => ({
    name: `${type} ${address}`,
    type,
    player,
    hex: at(address),
    edge,
    capturedTurn: null,
  });
  const structures: Structure[] = [
    ...(s.depots ?? []).map((d) => structure('Supply Depot', d.player, d.at, null)),
    ...(s.watchtowers ?? []).map((d) => structure('Watchtower', d.player, d.at, null)),
    ...(s.bridgeStructures ?? []).map((d) => structure('Bridge', d.player, d.at, d.edge)),
  ];
  const armies: Army[] = (s.armies ?? []).map((a, i) => ({
    name: `Army ${i + 1}`,
    player: a.player,
    hex: at(a.at),
    points: 1000,
    mobility: a.mobility ?? 'FOOT',
    race: a.race ?? 'Firstborn',
    site: 'field',
  }));
  const units: Unit[] = (s.units ?? []).map((u, i) => ({
    name: `Unit ${i + 1}`,
    player: u.player,
    type: u.type,
    hex: at(u.at),
    size: 1,
  }));
  const names = new Set<string>([...cities, ...structures, ...armies, ...units].map((x) => x.player));
  return {
    turn: 1,
    players: [...names].map((name) => ({
      name,
      email: `${name.toLowerCase()}@example.com`,
      race: s.races?.[name] ?? 'Firstborn',
      colour: '#000000',
    })),
    diplomacy: (s.diplomacy ?? []).map(([from, toward, status]) => ({ from, toward, status })),
    map: { width: Math.max(...s.rows.map((r) => r.length)), height: s.rows.length, hexes },
    cities,
    armies,
    units,
    structures,
  };
}
