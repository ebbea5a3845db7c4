import { formatHex } from '../../hex';
import type { Army, City, Structure, Unit } from '../../model';
import type { StateIndex } from './state-index';

/**
 * What one player may know of the campaign when he sends his orders: the player's view (visibility-view.ts) as
 * the checker asks it. His own everything; every surface city ("All cities are visible to all players"); others'
 * armies, units and structures, and underground cities, only in a hex he sees this turn (VISIBILITY, with his
 * allies' eyes); never another's spy ("Spies are not represented on the map"). The receipt answers about others
 * from here alone, so a name he cannot see gets the answer of a name nobody has: it never reveals what is hidden.
 */
export class Knowledge {
  constructor(
    private readonly index: StateIndex,
    private readonly player: string,
  ) {}

  private seenHex(hex: City['hex']): boolean {
    return this.index.seenBy(this.player).has(formatHex(hex));
  }

  private underground(hex: City['hex']): boolean {
    return this.index.state.map.hexes.get(formatHex(hex))?.terrain === 'Underground';
  }

  /** The player sees this army, unit or city (his own always). */
  sees(x: Army | Unit | City): boolean {
    if (x.player === this.player) return true;
    if ('type' in x) return x.type !== 'Spy' && this.seenHex(x.hex);
    if ('points' in x) return x.points > 0 && this.seenHex(x.hex);
    return x.size > 0 && (!this.underground(x.hex) || this.seenHex(x.hex));
  }

  seesStructure(s: Structure): boolean {
    return s.player === this.player || this.seenHex(s.hex);
  }

  /** Everything of that name the player knows of. */
  named(name: string): (Army | Unit | City)[] {
    return this.index.allNamed(name).filter((x) => this.sees(x));
  }

  armyNamed(name: string): Army | undefined {
    return this.named(name).find((x): x is Army => 'points' in x);
  }

  /** A settler band or engineer battalion of that name. */
  workersNamed(name: string): Unit | undefined {
    return this.named(name).find(
      (x): x is Unit => 'type' in x && (x.type === 'Settler' || x.type === 'Engineer'),
    );
  }

  cityNamed(name: string): City | undefined {
    return this.named(name).find((x): x is City => 'improvements' in x);
  }

  cities(): City[] {
    return this.index.state.cities.filter((c) => this.sees(c));
  }

  armies(): Army[] {
    return this.index.state.armies.filter((a) => this.sees(a));
  }

  /** Settler bands and engineer battalions the player sees. */
  workers(): Unit[] {
    return this.index.state.units.filter(
      (u) => (u.type === 'Settler' || u.type === 'Engineer') && this.sees(u),
    );
  }
}
