import {
  armySize,
  armyUpkeep,
  cityIncome,
  improvementUpkeep,
  isValidArmyPoints,
  structureUpkeep,
  unitUpkeep,
} from '../engine/cs42/economy';
import { supplyStatus } from '../engine/cs42/supply';
import { Hex, parseHex } from '../engine/hex';
import {
  ARMY_SITES,
  ArmySite,
  CITY_IMPROVEMENTS,
  CityImprovement,
  MAX_ARMY_POINTS,
  MAX_CITY_SIZE,
  MIN_CITY_SIZE,
  STRUCTURE_TYPES,
  StructureType,
  UNIT_TYPES,
  UnitType,
} from '../engine/cs42/tables';

/**
 * The rules behind the sheet's custom functions, over cell values as Sheets passes them: a single value, or a
 * 2-D array for a range. Each bad cell answers with a short text starting with `#` in that cell only; an empty
 * key cell answers '' so a formula over a whole column leaves the rows below the data blank.
 */

export type Cell = unknown;
export type CellResult = string | number;
export type Grid = CellResult[][];

class CellError extends Error {}

const fail = (message: string): never => {
  throw new CellError(message);
};

function isBlank(value: Cell): boolean {
  return value === '' || value === null || value === undefined;
}

/** A number from a cell: numbers as they are, numeric text trimmed; anything else is null. */
function numberOf(value: Cell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** Realm-independent: a Date made by the spreadsheet service may come from another JavaScript realm. */
export function isDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]';
}

function textOf(value: Cell): string {
  if (isDate(value)) return value.toISOString();
  return isBlank(value) ? '' : String(value).trim();
}

/** Folds case and runs of spaces: "supply  DEPOT" -> "supply depot". */
function fold(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function lookup<T extends string>(
  names: readonly T[],
  aliases: Readonly<Record<string, T>>,
  text: string,
): T | null {
  const key = fold(text);
  return names.find((name) => fold(name) === key) ?? aliases[key] ?? null;
}

/** Applies `one` to a single value, or to every cell of a 2-D array (with the other arguments aligned to it). */
function overCells(
  name: string,
  first: Cell,
  rest: readonly Cell[],
  one: (value: Cell, ...others: Cell[]) => CellResult,
): CellResult | Grid {
  const at = (arg: Cell, r: number, c: number): Cell =>
    Array.isArray(arg) ? (Array.isArray(arg[r]) ? (arg[r] as Cell[])[c] : undefined) : arg;
  const safe = (value: Cell, others: Cell[]): CellResult => {
    try {
      return one(value, ...others);
    } catch (error) {
      if (error instanceof CellError) return `#${name}: ${error.message}`;
      throw error;
    }
  };
  if (!Array.isArray(first)) return safe(first, [...rest]);
  return first.map((row, r) =>
    (Array.isArray(row) ? row : [row]).map((value, c) =>
      safe(
        value,
        rest.map((arg) => at(arg, r, c)),
      ),
    ),
  );
}

function points(value: Cell): number {
  const n = numberOf(value);
  if (n === null || !isValidArmyPoints(n))
    fail(`points must be a whole number 0-${MAX_ARMY_POINTS}, got '${textOf(value)}'`);
  return n as number;
}

const SITE_ALIASES: Readonly<Record<string, ArmySite>> = {
  'supply depot': 'depot',
  'watchtower + depot': 'watchtower+depot',
  'watchtower+supply depot': 'watchtower+depot',
  'depot+watchtower': 'watchtower+depot',
  'sweet water clear spring': 'spring',
  swcs: 'spring',
};

function site(value: Cell): ArmySite {
  if (isBlank(value)) return 'field';
  const found = lookup(ARMY_SITES, SITE_ALIASES, textOf(value));
  return found ?? fail(`site must be one of ${ARMY_SITES.join(', ')}; got '${textOf(value)}'`);
}

/** =ARMY_SIZE(points) */
export function armySizeCells(pointsArg: Cell): CellResult | Grid {
  return overCells('ARMY_SIZE', pointsArg, [], (value) => (isBlank(value) ? '' : armySize(points(value))));
}

/** =ARMY_UPKEEP(points, [site]) */
export function armyUpkeepCells(pointsArg: Cell, siteArg?: Cell): CellResult | Grid {
  return overCells('ARMY_UPKEEP', pointsArg, [siteArg], (value, where) =>
    isBlank(value) ? '' : armyUpkeep(points(value), site(where)),
  );
}

type UpkeepItem =
  | { kind: 'unit'; type: UnitType }
  | { kind: 'improvement'; type: CityImprovement }
  | { kind: 'structure'; type: StructureType };

const ITEM_ALIASES: Readonly<Record<string, string>> = {
  harbour: 'Harbor',
  engineers: 'Engineer',
  'engineer battalion': 'Engineer',
  scouts: 'Scout',
  settlers: 'Settler',
  'settler band': 'Settler',
  spies: 'Spy',
  depot: 'Supply Depot',
  'supply stash': 'Supply Depot',
  academy: 'Military Academy',
};

function upkeepItem(text: string): UpkeepItem {
  const key = ITEM_ALIASES[fold(text)] ?? text;
  const unit = lookup(UNIT_TYPES, {}, key);
  if (unit) return { kind: 'unit', type: unit };
  const improvement = lookup(CITY_IMPROVEMENTS, {}, key);
  if (improvement) return { kind: 'improvement', type: improvement };
  const structure = lookup(STRUCTURE_TYPES, {}, key);
  if (structure) return { kind: 'structure', type: structure };
  return fail(`unknown item '${text.trim()}'`);
}

/** =UPKEEP(item, [size]): a comma-separated list sums; `none` is nothing to pay. */
export function upkeepCells(itemArg: Cell, sizeArg?: Cell): CellResult | Grid {
  return overCells('UPKEEP', itemArg, [sizeArg], (value, sizeValue) => {
    if (isBlank(value)) return '';
    const size = isBlank(sizeValue) ? 1 : numberOf(sizeValue);
    if (size === null || !Number.isInteger(size) || size < 1)
      fail(`size must be a whole number from 1, got '${textOf(sizeValue)}'`);
    let total = 0;
    for (const part of textOf(value).split(',')) {
      if (part.trim() === '' || fold(part) === 'none') continue;
      const item = upkeepItem(part);
      if (item.kind === 'unit') total += unitUpkeep(item.type, size as number);
      else if (item.kind === 'improvement') total += improvementUpkeep(item.type);
      else total += structureUpkeep(item.type);
    }
    return total;
  });
}

/** Parses a comma-separated improvements cell; `none` or empty is no improvements. */
export function parseImprovements(text: string): CityImprovement[] {
  const out: CityImprovement[] = [];
  for (const part of text.split(',')) {
    if (part.trim() === '' || fold(part) === 'none') continue;
    const item = upkeepItem(part);
    if (item.kind !== 'improvement') fail(`'${part.trim()}' is not a city improvement`);
    else if (!out.includes(item.type)) out.push(item.type);
  }
  return out;
}

/** =CITY_INCOME(size, [improvements], [status], [corruption]) */
export function cityIncomeCells(
  sizeArg: Cell,
  improvementsArg?: Cell,
  statusArg?: Cell,
  corruptionArg?: Cell,
): CellResult | Grid {
  return overCells(
    'CITY_INCOME',
    sizeArg,
    [improvementsArg, statusArg, corruptionArg],
    (value, imps, status, corr) => {
      if (isBlank(value)) return '';
      const size = numberOf(value);
      if (size === null || !Number.isInteger(size) || size < MIN_CITY_SIZE || size > MAX_CITY_SIZE)
        fail(`size must be a whole number ${MIN_CITY_SIZE}-${MAX_CITY_SIZE}, got '${textOf(value)}'`);
      const flags = textOf(status)
        .split(',')
        .map(fold)
        .filter((flag) => flag !== '' && flag !== 'none' && flag !== 'normal');
      for (const flag of flags)
        if (flag !== 'conquered' && flag !== 'besieged')
          fail(`status may list conquered, besieged; got '${flag}'`);
      const corruption = isBlank(corr) ? 0 : numberOf(corr);
      if (corruption === null || corruption < 0 || corruption > 100)
        fail(`corruption must be a percentage 0-100, got '${textOf(corr)}'`);
      return cityIncome({
        size: size as number,
        improvements: parseImprovements(textOf(imps)),
        conquered: flags.includes('conquered'),
        afterFailedSiege: flags.includes('besieged'),
        corruption: corruption as number,
      });
    },
  );
}

/** What the supply functions need: the supply distance of a hex for a player, and the player's race. */
export interface SupplyLookup {
  /** The player's name as on the Players tab, or null when unknown (matched ignoring case). */
  player(name: string): { readonly name: string; readonly blackblood: boolean } | null;
  onMap(hex: Hex): boolean;
  distance(hex: Hex, player: string): number | null;
}

function hexArg(value: Cell): Hex {
  const hex = parseHex(textOf(value));
  return hex ?? fail(`hex must be four digits CCRR, got '${textOf(value)}'`);
}

function playerArg(lookup: SupplyLookup, value: Cell): { name: string; blackblood: boolean } {
  const text = textOf(value);
  return lookup.player(text) ?? fail(text === '' ? 'player is missing' : `unknown player '${text}'`);
}

/** Builds the lookup on first use only: a column of blanks reads no tabs, a full column reads them once. */
function once(make: () => SupplyLookup): () => SupplyLookup {
  let made: SupplyLookup | null = null;
  return () => (made ??= make());
}

/** =SUPPLY_RANGE(hex, player, [version]): hexes to the nearest friendly source; `none` when cut off. */
export function supplyRangeCells(
  makeLookup: () => SupplyLookup,
  hexes: Cell,
  players: Cell,
): CellResult | Grid {
  const lookup = once(makeLookup);
  return overCells('SUPPLY_RANGE', hexes, [players], (value, who) => {
    if (isBlank(value)) return '';
    const hex = hexArg(value);
    const supply = lookup();
    if (!supply.onMap(hex)) fail(`hex ${textOf(value)} is not on the Map tab`);
    const distance = supply.distance(hex, playerArg(supply, who).name);
    return distance === null ? 'none' : distance;
  });
}

/** =SUPPLY_STATUS(distance) or =SUPPLY_STATUS(hex, player, [version]) (Table 6, RULINGS 12). */
export function supplyStatusCells(
  lookup: () => SupplyLookup,
  first: Cell,
  players?: Cell,
): CellResult | Grid {
  const byHex = players !== undefined && players !== null && players !== '';
  return overCells('SUPPLY_STATUS', first, [players], (value, who) => {
    if (isBlank(value)) return '';
    if (!byHex) {
      if (textOf(value).toLowerCase() === 'none') return 'Out of Supply';
      const distance = numberOf(value);
      if (distance === null || !Number.isInteger(distance) || distance < 0)
        fail(`distance must be a whole number of hexes or none, got '${textOf(value)}'`);
      return supplyStatus(distance as number);
    }
    const hex = hexArg(value);
    const supply = lookup();
    if (!supply.onMap(hex)) fail(`hex ${textOf(value)} is not on the Map tab`);
    const player = playerArg(supply, who);
    return supplyStatus(supply.distance(hex, player.name), { blackblood: player.blackblood });
  });
}
