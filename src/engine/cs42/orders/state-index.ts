import { Hex, hexKey } from '../../hex';
import type { Army, CampaignState, City, Structure, Unit } from '../../model';
import { sharedSupplyOracle, SupplyOracle } from '../supply';
import { MapView } from '../turn/movement-paths';
import { visibleHexes } from '../visibility';
import { SightIndex } from '../visibility-things';
import { KnownMaps } from './known-map';
import { normalize } from './parse';

/**
 * What every player's check of one state shares, built once (issue 9: near-linear, not per player over the
 * whole map): the supply oracle, the map as movement sees it, every name in use, and the campaign's cities,
 * armies, units and structures by player, by hex and by name. The lists keep the ledger's order.
 */
export class StateIndex {
  readonly oracle: SupplyOracle;
  readonly view: MapView;
  /** Every army, unit and city name in the ledger (normalized). */
  readonly namesInUse = new Set<string>();
  private readonly owned = new Map<string, { cities: City[]; armies: Army[]; units: Unit[] }>();
  private readonly citiesByHex = new Map<number, City[]>();
  private readonly armiesByHex = new Map<number, Army[]>();
  private readonly unitsByHex = new Map<number, Unit[]>();
  private readonly structuresByHex = new Map<number, Structure[]>();
  private readonly citiesByName = new Map<string, City>();
  /** Units, then armies, then cities by normalized name: the first of each name. */
  private readonly byName = new Map<string, Unit | Army | City>();
  private readonly armiesByName = new Map<string, Army>();
  private readonly unitsByName = new Map<string, Unit>();
  /** Every unit, army and city by normalized name (a name the ledger holds twice lists both). */
  private readonly allByName = new Map<string, (Unit | Army | City)[]>();
  private known: KnownMaps | null = null;
  /** Each player's seen hexes (visibility.ts), found at first use: a check that needs none pays nothing. */
  private readonly seen = new Map<string, ReadonlySet<string>>();
  /** What looks and what is looked at, by player and hex, built at the first seenBy for every player's. */
  private sights: SightIndex | null = null;

  constructor(readonly state: CampaignState) {
    this.oracle = sharedSupplyOracle(state);
    this.view = new MapView(state);
    for (const x of [...state.armies, ...state.units, ...state.cities])
      this.namesInUse.add(normalize(x.name));
    for (const c of state.cities) {
      this.of(c.player).cities.push(c);
      push(this.citiesByHex, hexKey(c.hex), c);
      if (!this.citiesByName.has(normalize(c.name))) this.citiesByName.set(normalize(c.name), c);
    }
    for (const a of state.armies) {
      this.of(a.player).armies.push(a);
      push(this.armiesByHex, hexKey(a.hex), a);
    }
    for (const u of state.units) {
      this.of(u.player).units.push(u);
      push(this.unitsByHex, hexKey(u.hex), u);
    }
    for (const s of state.structures) push(this.structuresByHex, hexKey(s.hex), s);
    for (const x of [...state.units, ...state.armies, ...state.cities])
      if (!this.byName.has(normalize(x.name))) this.byName.set(normalize(x.name), x);
    for (const a of state.armies)
      if (!this.armiesByName.has(normalize(a.name))) this.armiesByName.set(normalize(a.name), a);
    for (const u of state.units)
      if (!this.unitsByName.has(normalize(u.name))) this.unitsByName.set(normalize(u.name), u);
    for (const x of [...state.units, ...state.armies, ...state.cities]) {
      const list = this.allByName.get(normalize(x.name));
      if (list === undefined) this.allByName.set(normalize(x.name), [x]);
      else list.push(x);
    }
  }

  /** Everything of that name, any player's (units, then armies, then cities). */
  allNamed(name: string): readonly (Unit | Army | City)[] {
    return this.allByName.get(normalize(name)) ?? [];
  }

  /** The addresses of the hexes holding others' things that `player` sees (VISIBILITY). */
  seenBy(player: string): ReadonlySet<string> {
    const key = normalize(player);
    let hexes = this.seen.get(key);
    if (hexes === undefined) {
      this.sights ??= new SightIndex(this.state);
      this.seen.set(key, (hexes = visibleHexes(this.state, player, this.sights)));
    }
    return hexes;
  }

  /** Each player's map as his receipt knows it (known-map.ts), indexed at first use. */
  get knownMaps(): KnownMaps {
    return (this.known ??= new KnownMaps(this.state, this.view));
  }

  private of(player: string): { cities: City[]; armies: Army[]; units: Unit[] } {
    let mine = this.owned.get(player);
    if (mine === undefined) this.owned.set(player, (mine = { cities: [], armies: [], units: [] }));
    return mine;
  }

  citiesOf(player: string): readonly City[] {
    return this.owned.get(player)?.cities ?? [];
  }

  armiesOf(player: string): readonly Army[] {
    return this.owned.get(player)?.armies ?? [];
  }

  unitsOf(player: string): readonly Unit[] {
    return this.owned.get(player)?.units ?? [];
  }

  citiesAt(hex: Hex): readonly City[] {
    return this.citiesByHex.get(hexKey(hex)) ?? [];
  }

  armiesAt(hex: Hex): readonly Army[] {
    return this.armiesByHex.get(hexKey(hex)) ?? [];
  }

  unitsAt(hex: Hex): readonly Unit[] {
    return this.unitsByHex.get(hexKey(hex)) ?? [];
  }

  structuresAt(hex: Hex): readonly Structure[] {
    return this.structuresByHex.get(hexKey(hex)) ?? [];
  }

  cityNamed(name: string): City | undefined {
    return this.citiesByName.get(normalize(name));
  }

  armyNamed(name: string): Army | undefined {
    return this.armiesByName.get(normalize(name));
  }

  unitNamed(name: string): Unit | undefined {
    return this.unitsByName.get(normalize(name));
  }

  /** The first unit, army or city of that name (any player's). */
  named(name: string): Unit | Army | City | undefined {
    return this.byName.get(normalize(name));
  }
}

function push<T>(map: Map<number, T[]>, key: number, value: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
