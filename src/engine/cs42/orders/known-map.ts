import { formatHex } from '../../hex';
import type { CampaignState, City, Structure } from '../../model';
import { MapView } from '../turn/movement-paths';
import { playerSees } from './knowledge';

/**
 * The map each player's receipt measures moves on (context.ts `view`): the cities and structures he knows of,
 * his own and others' in a hex he sees, and every surface city (VISIBILITY). Found from indexes built once for
 * every player (issue 9: a scan of every city and structure, and a grid of the whole map, per player was players
 * x campaign): others' structures are looked up by the hexes he sees, the cities are the ledger's own list unless
 * one he may not know of (an underground or razed one) is hidden from him, and the grid is shared unless a
 * bridge is hidden from him (the grid holds the bridges).
 */
export class KnownMaps {
  private readonly structuresAt = new Map<string, Structure[]>();
  private readonly structuresOf = new Map<string, Structure[]>();
  private readonly order = new Map<Structure, number>();
  private readonly bridges: Structure[] = [];
  /** Cities not every player knows of: underground, or of size 0. */
  private readonly unsure: City[] = [];

  constructor(
    private readonly state: CampaignState,
    private readonly shared: MapView,
  ) {
    state.structures.forEach((s, i) => {
      this.order.set(s, i);
      push(this.structuresAt, formatHex(s.hex), s);
      push(this.structuresOf, s.player, s);
      if (s.type === 'Bridge') this.bridges.push(s);
    });
    const underground = (c: City): boolean =>
      state.map.hexes.get(formatHex(c.hex))?.terrain === 'Underground';
    for (const c of state.cities) if (c.size <= 0 || underground(c)) this.unsure.push(c);
  }

  /** `player`'s map, `seen` the hexes he sees (visibility.ts). */
  viewOf(player: string, seen: ReadonlySet<string>): MapView {
    const knows = (c: City): boolean => playerSees(this.state, seen, player, c);
    const cities = this.unsure.every(knows) ? this.state.cities : this.state.cities.filter(knows);
    const structures = [...(this.structuresOf.get(player) ?? [])];
    for (const address of seen)
      for (const s of this.structuresAt.get(address) ?? []) if (s.player !== player) structures.push(s);
    structures.sort((a, b) => (this.order.get(a) ?? 0) - (this.order.get(b) ?? 0));
    const allBridges = this.bridges.every((b) => b.player === player || seen.has(formatHex(b.hex)));
    return new MapView(
      { ...this.state, cities, structures },
      allBridges ? () => this.shared.gridOf() : undefined,
    );
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
