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
import type { InvadeOrder, PatrolOrder } from '../orders/types';
import { matchBattles, type ArmyOrder, type HexResult, type InvadedHex } from './matching';

/** A Patrol or Invade order as the order language accepts it (orders/types.ts). */
export type TurnArmyOrder = PatrolOrder | InvadeOrder;

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
    if (o.kind === 'patrol')
      return {
        army: o.army,
        player,
        order: 'Patrol',
        target: o.hex,
        covers: patrolRadius(state, player, o.hex, { allied: o.allied }),
      };
    return { army: o.army, player, order: 'Invade', target: o.hex, combinedWith: o.combinedWith };
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
  const hexes: InvadedHex[] = [...new Set(orders.filter((o) => o.kind === 'invade').map((o) => o.hex))].map(
    (address) => {
      const h = index.get(address);
      return {
        address,
        owner: h?.owner ?? null,
        neutralKingdom: h?.neutralKingdom ?? null,
        neutral: h?.defenders ? neutralSide(h.defenders.race) : null,
        beast: h?.beast ?? false,
      };
    },
  );
  const allied = (a: string, b: string): boolean => alliesOf(state, a).has(b);
  return matchBattles(dice, key, {
    orders: armyOrders,
    hexes,
    allied,
    ...(patrolChoice ? { patrolChoice } : {}),
  });
}
