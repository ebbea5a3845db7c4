/**
 * Where a Mighty Empires army may act (004 4.0B Table 5, App. B, 1.4A, 7.3B-7.4B; ME-R29, ME-R31): Patrol
 * targets and radius, Invade targets and the hexes an invasion starts from, a neutral kingdom's army's patrol.
 */
import { distance, parseHex } from '../hex';
import { invadeForbidden } from './diplomacy';
import { alliesOf, hexIndex, inHeldNeutralKingdom, meGraph, unorphanedHexes } from './map';
import type { MeHex, MeState } from './model';

type MapState = Pick<MeState, 'hexes' | 'kingdoms' | 'agreements'>;

/** Patrol radius (4.0B, App. B): 1, or 2 when the patrolled hex holds a Watchtower. */
export function patrolRange(hex: MeHex): number {
  return hex.watchtower ? 2 : 1;
}

/** Which army patrols: `allied` for the one army that may treat allied territory as its own (7.4B). */
export interface ArmyReach {
  readonly allied: boolean;
}

/** Why `player`'s army may not Patrol `target` (Table 5, 1.4A, 7.4B, ME-R29); null when it may. */
export function patrolProblem(
  state: Pick<MeState, 'hexes' | 'agreements' | 'neutralKingdoms'>,
  player: string,
  target: string,
  reach: ArmyReach = { allied: false },
): string | null {
  const hex = hexIndex(state.hexes).get(target);
  if (!hex) return `${target} is not on the map`;
  if (hex.terrain === 'Lake') return `${target} is a lake: no army may patrol it (ME-R29)`;
  if (hex.owner === null) return `${target} is not in your kingdom (Table 5: Patrol defends your kingdom)`;
  if (hex.owner !== player) {
    if (!alliesOf(state, player).has(hex.owner))
      return `${target} belongs to ${hex.owner}, not to your kingdom`;
    if (!reach.allied)
      return `${target} is ${hex.owner}'s: only your one allied army may patrol allied hexes (7.4B)`;
  }
  if (inHeldNeutralKingdom(state, hex))
    return `${target} is in a neutral kingdom: only its own army patrols there (1.4A)`;
  return null;
}

/**
 * The hexes an army patrolling `target` may defend (4.0B, ME-R31): friendly hexes (own; allied too for the
 * allied army) within hex distance of the patrol radius, on the same side of the orphaned / unorphaned split
 * as `target`, never inside a held neutral kingdom (1.4A). Empty when the patrol itself is not allowed.
 */
export function patrolRadius(
  state: Pick<MeState, 'hexes' | 'kingdoms' | 'agreements' | 'neutralKingdoms'>,
  player: string,
  target: string,
  reach: ArmyReach = { allied: false },
): string[] {
  if (patrolProblem(state, player, target, reach) !== null) return [];
  const index = hexIndex(state.hexes);
  const centre = index.get(target) as MeHex;
  const at = parseHex(target);
  if (!at) return [];
  const allies = alliesOf(state, player);
  const linked = unorphanedHexes(state, player);
  const side = linked.has(target);
  const range = patrolRange(centre);
  return state.hexes
    .filter((h) => {
      const p = parseHex(h.address);
      if (!p || distance(at, p) > range || h.terrain === 'Lake' || h.owner === null) return false;
      if (h.owner !== player && !(reach.allied && allies.has(h.owner))) return false;
      if (inHeldNeutralKingdom(state, h)) return false;
      return linked.has(h.address) === side;
    })
    .map((h) => h.address)
    .sort();
}

/**
 * The hexes `player`'s army may invade `target` from (4.0B, Table 6): own unorphaned hexes (and allied ones for
 * the allied army, 7.4B) adjacent to it, through a Tunnel, or a Port of theirs reaching it.
 */
export function invadeSources(
  state: MapState,
  player: string,
  target: string,
  reach: ArmyReach = { allied: false },
): string[] {
  const graph = meGraph(state.hexes, 'from the port');
  const linked = unorphanedHexes(state, player, meGraph(state.hexes, 'both ways'));
  const index = hexIndex(state.hexes);
  const allies = alliesOf(state, player);
  return [...linked]
    .filter((a) => {
      const owner = index.get(a)?.owner ?? null;
      return owner === player || (reach.allied && owner !== null && allies.has(owner));
    })
    .filter((a) => graph.neighbours(a).includes(target))
    .sort();
}

/** Why `player`'s army may not Invade `target` (Table 5, 4.0B, 7.3B, 7.4B, ME-R29); null when it may. */
export function invadeProblem(
  state: MapState,
  player: string,
  target: string,
  reach: ArmyReach = { allied: false },
): string | null {
  const hex = hexIndex(state.hexes).get(target);
  if (!hex) return `${target} is not on the map`;
  if (hex.terrain === 'Lake') return `${target} is a lake: no army may invade it (ME-R29)`;
  if (hex.owner === player) return `${target} is already yours (Table 5: Invade enters a hex you do not own)`;
  if (hex.owner !== null && alliesOf(state, player).has(hex.owner))
    return `${target} belongs to your ally ${hex.owner}`;
  if (invadeForbidden(state.agreements, player, hex.owner))
    return `${target} belongs to ${hex.owner}, with whom you hold a cease fire (7.3B)`;
  if (invadeSources(state, player, target, reach).length === 0)
    return `${target} is not adjacent to a hex of your kingdom that is not orphaned (4.0B, 1.3A)`;
  return null;
}

/**
 * The hexes a neutral kingdom's army defends (1.4A). Independent: "Each neutral kingdom is defended by a single
 * army", so every hex it still holds. Held by a player: it "returns to its permanent patrol based in the neutral
 * capital", "only within the bounds of its own kingdom": its capital's patrol radius (4.0B, App. B) over the
 * kingdom's hexes the controller holds. Empty when the capital is not held by the controller.
 */
export function neutralKingdomCovers(
  state: Pick<MeState, 'hexes' | 'neutralKingdoms'>,
  kingdomId: string,
): string[] {
  const kingdom = state.neutralKingdoms.find((k) => k.id === kingdomId);
  if (!kingdom) return [];
  const own = state.hexes.filter(
    (h) => h.neutralKingdom === kingdomId && h.owner === kingdom.conqueredBy && h.terrain !== 'Lake',
  );
  if (kingdom.conqueredBy === null) return own.map((h) => h.address).sort();
  const capital = own.find((h) => h.address === kingdom.capital);
  const at = parseHex(kingdom.capital);
  if (!capital || !at) return [];
  return own
    .filter((h) => {
      const p = parseHex(h.address);
      return p !== null && distance(at, p) <= patrolRange(capital);
    })
    .map((h) => h.address)
    .sort();
}
