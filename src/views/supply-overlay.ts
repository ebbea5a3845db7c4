import { formatHex } from '../engine/hex';
import type { CampaignState } from '../engine/model';
import { createSupplyOracle, isBlackblood } from '../engine/cs42/supply';
import type { PlayerView } from '../engine/cs42/visibility-view';
import type { MapScene } from './map-scene';

/**
 * The supply overlay of a map (Supply ranges, Table 6; RULINGS 9-12): each hex's supply distance for one player's
 * ground forces, shaded Regular, Long or Extended. The moderator's overlay is traced on the whole state. A
 * player's is traced on what that player knows (knownState): enemies they cannot see neither block it nor show in
 * it, so its shape gives away nothing outside their view; it may be wider than the truth where an unseen enemy
 * cuts a path, and their own forces' true status is the one the report gives.
 */

type Supply = NonNullable<MapScene['supply']>;

const key = (s: string): string => s.trim().toLowerCase();

/** `player`'s supply distance in every hex of the map, traced on `state`. */
export function supplyOverlay(state: CampaignState, player: string): Supply {
  const field = createSupplyOracle(state).field(player);
  const distances = new Map<string, number | null>();
  for (const h of state.map.hexes.values())
    distances.set(formatHex(h.hex), field.distanceAt(h.hex.col, h.hex.row));
  const race = state.players.find((p) => key(p.name) === key(player))?.race ?? '';
  return { player, distances, blackblood: isBlackblood(race) };
}

/**
 * A campaign state holding only what the view holds: the player's own everything, the others' things they see
 * and every city's position. What the view hides (others' sizes, points, races, sites, emails) is filled with
 * neutral values that the supply trace does not read.
 */
export function knownState(view: PlayerView): CampaignState {
  return {
    turn: view.turn,
    players: view.players.map((p) => ({ ...p, email: '' })),
    diplomacy: view.diplomacy,
    map: view.map,
    cities: view.cities.map((c) => ({
      name: c.name,
      player: c.player,
      hex: c.hex,
      size: c.size ?? 1,
      improvements: c.improvements ?? [],
      conquered: c.conquered ?? false,
      besieged: false,
      corruption: c.corruption ?? 0,
    })),
    armies: view.armies.map((a) => ({
      name: a.name,
      player: a.player,
      hex: a.hex,
      points: a.points ?? 1,
      mobility: a.mobility,
      race: a.race ?? '',
      site: a.site ?? 'field',
    })),
    units: view.units.map((u) => ({
      name: u.name,
      player: u.player,
      type: u.type,
      hex: u.hex,
      size: u.size,
    })),
    structures: view.structures.map((s) => ({
      name: s.name,
      type: s.type,
      player: s.player,
      hex: s.hex,
      edge: s.edge,
      capturedTurn: s.capturedTurn,
    })),
  };
}

/** A player's own supply overlay, from their view alone. */
export function viewSupplyOverlay(view: PlayerView): Supply {
  return supplyOverlay(knownState(view), view.player);
}
