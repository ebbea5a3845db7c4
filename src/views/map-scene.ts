import type { Direction, Hex } from '../engine/hex';
import type { CampaignMap, CampaignState } from '../engine/model';
import { armySize } from '../engine/cs42/economy';
import type { StructureType, UnitType } from '../engine/cs42/tables';
import type { PlayerView } from '../engine/cs42/visibility-view';

/**
 * What a map picture shows: the map and the things drawn on it. A player's scene comes from their view (so it
 * can only draw what they may know); the moderator's from the whole state.
 */
export interface MapScene {
  readonly title: string;
  readonly map: CampaignMap;
  /** Player name → colour as typed on the Players tab (validated when drawn). */
  readonly players: readonly { readonly name: string; readonly colour: string }[];
  readonly cities: readonly { readonly name: string; readonly player: string; readonly hex: Hex }[];
  readonly armies: readonly {
    readonly name: string;
    readonly player: string;
    readonly hex: Hex;
    readonly size: number;
  }[];
  readonly units: readonly {
    readonly name: string;
    readonly player: string;
    readonly type: UnitType;
    readonly hex: Hex;
  }[];
  readonly structures: readonly {
    readonly name: string;
    readonly player: string;
    readonly type: StructureType;
    readonly hex: Hex;
    readonly edge: Direction | null;
  }[];
  /** Fog of war: hexes outside this set are shaded (visibility's watchedHexes). None: no fog. */
  readonly watched?: ReadonlySet<string>;
  /** Supply overlay: each hex's supply distance for one player (null: unreachable). None: no overlay. */
  readonly supply?: {
    readonly distances: ReadonlyMap<string, number | null>;
    readonly blackblood?: boolean;
    /** Whose supply it is, for the legend. */
    readonly player?: string;
  };
}

export interface SceneOptions {
  readonly title?: string;
  readonly watched?: ReadonlySet<string>;
  readonly supply?: MapScene['supply'];
}

/** A player's map: exactly what their view holds. */
export function sceneOfView(view: PlayerView, options: SceneOptions = {}): MapScene {
  return {
    title: options.title ?? `${view.player}, turn ${view.turn}`,
    map: view.map,
    players: view.players,
    cities: view.cities,
    armies: view.armies,
    units: view.units,
    structures: view.structures,
    watched: options.watched,
    supply: options.supply,
  };
}

/** The moderator's map: everything. */
export function sceneOfState(state: CampaignState, options: SceneOptions = {}): MapScene {
  return {
    title: options.title ?? `Turn ${state.turn}`,
    map: state.map,
    players: state.players,
    cities: state.cities.filter((c) => c.size > 0),
    armies: state.armies.filter((a) => a.points > 0).map((a) => ({ ...a, size: armySize(a.points) })),
    units: state.units,
    structures: state.structures,
    watched: options.watched,
    supply: options.supply,
  };
}
