import { createSupplyOracle, isBlackblood } from '../engine/cs42/supply';
import { formatHex } from '../engine/hex';
import { SupplyLookup } from '../ledger/custom-functions';
import { readState } from '../ledger/read-state';
import {
  ARMIES_TAB,
  CITIES_TAB,
  DIPLOMACY_TAB,
  MAP_TAB,
  PLAYERS_TAB,
  STRUCTURES_TAB,
} from '../ledger/schema';
import { readTabRows } from './ledger-io';
import { SpreadsheetService } from './services';

/**
 * The supply custom functions' view of the ledger: the tabs supply depends on, each read once per call
 * (a custom function over a whole column is one call), and one supply search per player asked about.
 * Rows with bad cells are left out here; Campaign → Check ledger names them.
 */
export function supplyLookup(spreadsheet: SpreadsheetService): SupplyLookup {
  const tab = (name: string) => readTabRows(spreadsheet, name);
  const { state } = readState({
    turn: 0,
    players: tab(PLAYERS_TAB.name),
    diplomacy: tab(DIPLOMACY_TAB.name),
    map: tab(MAP_TAB.name),
    cities: tab(CITIES_TAB.name),
    armies: tab(ARMIES_TAB.name),
    structures: tab(STRUCTURES_TAB.name),
  });
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
