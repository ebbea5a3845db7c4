import { createSupplyOracle, isBlackblood } from '../engine/cs42/supply';
import { formatHex } from '../engine/hex';
import type { CampaignState } from '../engine/model';
import type { SupplyLookup } from './custom-functions';

/** The supply custom functions' view of a campaign: one supply search per player asked about (cached). */
export function supplyLookupFor(state: CampaignState): SupplyLookup {
  const oracle = createSupplyOracle(state);
  const players = new Map(
    state.players.map((p) => [p.name.toLowerCase(), { name: p.name, blackblood: isBlackblood(p.race) }]),
  );
  return {
    player: (name) => players.get(name.trim().toLowerCase()) ?? null,
    onMap: (hex) => state.map.hexes.has(formatHex(hex)),
    distance: (hex, player) => oracle.distance(hex, player),
  };
}
