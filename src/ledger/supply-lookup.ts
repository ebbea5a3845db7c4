import { armySupply, createSupplyOracle, SupplyReport, unitSupply } from '../engine/cs42/supply';
import type { ArmyMobility } from '../engine/cs42/tables';
import { formatHex, Hex } from '../engine/hex';
import type { CampaignState } from '../engine/model';

/**
 * What the supply functions need, built once per execution from the ledger. The reports come from the same
 * engine functions the resolver calls (armySupply, unitSupply), so the sheet and the resolver agree by
 * construction: an army's Blackblood bonus by the army's race, a unit's by its owner's (RULINGS 12), flyers
 * over rivers and crag, embarked armies' water bonus.
 */
export interface SupplyLookup {
  /** The player's name as on the Players tab, or null when unknown (matched ignoring case). */
  player(name: string): string | null;
  onMap(hex: Hex): boolean;
  /** An army of `player` with this race and mobility standing on `hex` (RULINGS 9-12). */
  army(hex: Hex, player: string, race: string, mobility: ArmyMobility): SupplyReport;
  /** An engineer battalion, scout or settler band of `player` on `hex` (ground; owner's race). */
  unit(hex: Hex, player: string): SupplyReport;
}

/** The supply custom functions' view of a campaign: one supply search per player and movement class asked. */
export function supplyLookupFor(state: CampaignState): SupplyLookup {
  const oracle = createSupplyOracle(state);
  const players = new Map(state.players.map((p) => [p.name.toLowerCase(), p.name]));
  return {
    player: (name) => players.get(name.trim().toLowerCase()) ?? null,
    onMap: (hex) => state.map.hexes.has(formatHex(hex)),
    // Only the fields the rule reads matter: a row of the sheet is not a whole army or unit record.
    army: (hex, player, race, mobility) =>
      armySupply(oracle, { name: '', player, hex, points: 0, mobility, race, site: 'field' }),
    unit: (hex, player) => unitSupply(oracle, { name: '', player, type: 'Scout', hex, size: 1 }),
  };
}
