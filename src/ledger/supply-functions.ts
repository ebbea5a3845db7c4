import { supplyStatus } from '../engine/cs42/supply';
import { ARMY_MOBILITIES, ArmyMobility } from '../engine/cs42/tables';
import { Hex, parseHex } from '../engine/hex';
import { Cell, CellResult, fail, Grid, isBlank, lookup, numberOf, overCells, textOf } from './cell-args';
import type { SupplyLookup } from './supply-lookup';

/**
 * =SUPPLY_RANGE and =SUPPLY_STATUS over cell values. The ledger is read at most once per call (a formula over a
 * whole column is one call): `makeLookup` runs on the first row that needs it, never for a column of blanks.
 * A row of an army (race and mobility given) is judged by the engine's armySupply, any other row as a unit
 * by unitSupply: the same functions the resolver calls (RULINGS 9-12).
 */

function once(make: () => SupplyLookup): () => SupplyLookup {
  let made: SupplyLookup | null = null;
  return () => (made ??= make());
}

function hexArg(value: Cell): Hex {
  const hex = parseHex(textOf(value));
  return hex ?? fail(`hex must be four digits CCRR, got '${textOf(value)}'`);
}

function mobilityArg(value: Cell): ArmyMobility {
  if (isBlank(value)) return 'FOOT';
  const found = lookup(ARMY_MOBILITIES, {}, textOf(value));
  return found ?? fail(`mobility must be one of ${ARMY_MOBILITIES.join(', ')}; got '${textOf(value)}'`);
}

/** The report for one row: an army when `race` was passed (even blank cells), else a unit. */
function rowReport(
  supply: SupplyLookup,
  hexValue: Cell,
  who: Cell,
  army: { race: Cell; mobility: Cell } | null,
) {
  const hex = hexArg(hexValue);
  if (!supply.onMap(hex)) fail(`hex ${textOf(hexValue)} is not on the Map tab`);
  const text = textOf(who);
  const player = supply.player(text) ?? fail(text === '' ? 'player is missing' : `unknown player '${text}'`);
  return army === null
    ? supply.unit(hex, player)
    : supply.army(hex, player, textOf(army.race), mobilityArg(army.mobility));
}

/**
 * =SUPPLY_RANGE(hex, player, [version], [mobility]): hexes to the nearest friendly source; `none` when cut off.
 * With a mobility (an army's row), a FLYER's range ignores rivers and crag, as the resolver's does.
 */
export function supplyRangeCells(
  makeLookup: () => SupplyLookup,
  hexes: Cell,
  players: Cell,
  mobility?: Cell,
): CellResult | Grid {
  const supply = once(makeLookup);
  const isArmy = mobility !== undefined;
  return overCells('SUPPLY_RANGE', hexes, [players, mobility], (value, who, moves) => {
    if (isBlank(value)) return '';
    const report = rowReport(supply(), value, who, isArmy ? { race: '', mobility: moves } : null);
    return report.distance === null ? 'none' : report.distance;
  });
}

/**
 * =SUPPLY_STATUS(distance): Table 6 for a distance (or `none`); reads nothing, the cheap path over a column of
 * SUPPLY_RANGE results. =SUPPLY_STATUS(hex, player, [version], [race], [mobility]): the status the resolver
 * gives a unit there, or with race and mobility an army (RULINGS 12: Blackblood by the army's own race).
 */
export function supplyStatusCells(
  makeLookup: () => SupplyLookup,
  first: Cell,
  players?: Cell,
  race?: Cell,
  mobility?: Cell,
): CellResult | Grid {
  const supply = once(makeLookup);
  const byHex = !isBlank(players);
  const isArmy = race !== undefined;
  return overCells('SUPPLY_STATUS', first, [players, race, mobility], (value, who, kind, moves) => {
    if (isBlank(value)) return '';
    if (!byHex) {
      if (textOf(value).toLowerCase() === 'none') return 'Out of Supply';
      const distance = numberOf(value);
      if (distance === null || !Number.isInteger(distance) || distance < 0)
        fail(`distance must be a whole number of hexes or none, got '${textOf(value)}'`);
      return supplyStatus(distance as number);
    }
    return rowReport(supply(), value, who, isArmy ? { race: kind, mobility: moves } : null).status;
  });
}
