import { formatHex } from '../../hex';
import type { Army, CampaignState, City, Structure, Unit } from '../../model';
import type { StateIndex } from './state-index';

/**
 * Whether `player` may know of this army, unit or city, given the hexes he sees (visibility.ts): his own always;
 * a surface city always ("All cities are visible to all players"); an underground city, another's army or unit
 * only in a seen hex; another's spy never ("Spies are not represented on the map"). The checker asks it at
 * submission (Knowledge below), the resolver when a name clashes mid-turn (turn/settlers.ts).
 */
export function playerSees(
  state: CampaignState,
  seen: ReadonlySet<string>,
  player: string,
  x: Army | Unit | City,
): boolean {
  if (x.player === player) return true;
  const seenHex = seen.has(formatHex(x.hex));
  if ('type' in x) return x.type !== 'Spy' && seenHex;
  if ('points' in x) return x.points > 0 && seenHex;
  return x.size > 0 && (state.map.hexes.get(formatHex(x.hex))?.terrain !== 'Underground' || seenHex);
}

/**
 * What one player may know of the campaign when he sends his orders: the player's view (visibility-view.ts) as
 * the checker asks it. His own everything; every surface city ("All cities are visible to all players"); others'
 * armies, units and structures, and underground cities, only in a hex he sees this turn (VISIBILITY); never
 * another's spy ("Spies are not represented on the map"). The receipt answers about others from here alone, so a
 * name he cannot see gets the answer of a name nobody has: it never reveals what is hidden.
 */
export class Knowledge {
  constructor(
    private readonly index: StateIndex,
    private readonly player: string,
  ) {}

  private seenHex(hex: City['hex']): boolean {
    return this.index.seenBy(this.player).has(formatHex(hex));
  }

  /** The player sees this army, unit or city (his own always). */
  sees(x: Army | Unit | City): boolean {
    if (x.player === this.player) return true;
    return playerSees(this.index.state, this.index.seenBy(this.player), this.player, x);
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
