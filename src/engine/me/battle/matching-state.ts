/**
 * Who fights whom, read from the campaign state (book 004 4.0B, 1.4A, 7.4B; ME-R31): each Patrol's radius from
 * the map rules (map-orders.ts patrolRadius), each independent neutral kingdom's army patrolling every hex it
 * still holds and a held one's from its capital (neutralKingdomCovers), the hexes' neutral defenders and the
 * Beast, then matchBattles.
 */
import type { Dice } from '../../dice';
import type { MeEvent } from '../events';
import { alliesOf, hexIndex } from '../map';
import { neutralKingdomCovers, patrolRadius } from '../map-orders';
import type { MeState } from '../model';
import { matchBattles, type ArmyOrder, type HexResult, type InvadedHex } from './matching';

/** A player's order for one army, as the orders give it. */
export interface TurnArmyOrder {
  readonly army: string;
  readonly order: 'Patrol' | 'Invade';
  readonly target: string;
  readonly combinedWith?: string | null;
  /** The one army that treats allied territory as its own (7.4B). */
  readonly allied?: boolean;
}

/** The side name of a hex's neutral defenders (4.3B). */
export function neutralSide(race: string): string {
  return `Neutral: ${race}`;
}

export function matchTurn(
  dice: Dice,
  key: string,
  state: MeState,
  orders: readonly TurnArmyOrder[],
  patrolChoice?: ReadonlyMap<string, readonly string[]>,
): { readonly hexes: HexResult[]; readonly events: MeEvent[] } {
  const owners = new Map(state.armies.map((a) => [a.name, a.owner]));
  const armyOrders: ArmyOrder[] = orders.map((o) => {
    const player = owners.get(o.army);
    if (player === undefined)
      throw new RangeError(`Army '${o.army}' has an order but is not in the campaign`);
    const reach = { allied: o.allied === true };
    return {
      army: o.army,
      player,
      order: o.order,
      target: o.target,
      combinedWith: o.combinedWith ?? null,
      ...(o.order === 'Patrol' ? { covers: patrolRadius(state, player, o.target, reach) } : {}),
    };
  });
  // 1.4A: a neutral kingdom's army, if it has one, patrols for its controller or for itself.
  for (const k of state.neutralKingdoms)
    for (const a of state.armies.filter((x) => x.owner === k.id))
      armyOrders.push({
        army: a.name,
        player: k.conqueredBy ?? k.id,
        order: 'Patrol',
        target: k.capital,
        covers: neutralKingdomCovers(state, k.id),
      });
  const index = hexIndex(state.hexes);
  const hexes: InvadedHex[] = [
    ...new Set(orders.filter((o) => o.order === 'Invade').map((o) => o.target)),
  ].map((address) => {
    const h = index.get(address);
    return {
      address,
      owner: h?.owner ?? null,
      neutralKingdom: h?.neutralKingdom ?? null,
      neutral: h?.defenders ? neutralSide(h.defenders.race) : null,
      beast: h?.beast ?? false,
    };
  });
  const allied = (a: string, b: string): boolean => alliesOf(state, a).has(b);
  return matchBattles(dice, key, {
    orders: armyOrders,
    hexes,
    allied,
    ...(patrolChoice ? { patrolChoice } : {}),
  });
}
