import { abandonedLastTurn } from '../engine/cs42/city-actions';
import {
  armySize,
  armyUpkeep,
  cityIncome,
  improvementUpkeep,
  isValidArmyPoints,
  structureUpkeep,
  unitUpkeep,
} from '../engine/cs42/economy';
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
import {
  Cell,
  CellResult,
  fail,
  fold,
  Grid,
  isBlank,
  lookup,
  numberOf,
  overCells,
  ownEntry,
  textOf,
} from './cell-args';

/**
 * The rules behind the sheet's custom functions, over cell values as Sheets passes them: a single value, or a
 * 2-D array for a range. Each bad cell answers with a short text starting with `#` in that cell only; an empty
 * key cell answers '' so a formula over a whole column leaves the rows below the data blank. The supply
 * functions are in supply-functions.ts.
 */

export type { Cell, CellResult, Grid } from './cell-args';
export { isDate } from './cell-args';

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
  const key = ownEntry(ITEM_ALIASES, fold(text)) ?? text;
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

/** A turn number cell (the Abandoned turn column, the Campaign tab's Turn), or null when blank. */
function turnOf(value: Cell, label: string): number | null {
  if (isBlank(value)) return null;
  const n = numberOf(value);
  if (n === null || !Number.isInteger(n) || n < 1)
    fail(`${label} must be a whole number from 1, got '${textOf(value)}'`);
  return n as number;
}

/**
 * =CITY_INCOME(size, [improvements], [status], [corruption], [abandoned turn], [turn]): Table 1 and RULINGS 14 by
 * economy's cityIncome; 0 when the city was abandoned the turn before `turn` (CITY ACTIONS, Abandon City: "nor
 * may it collect income ... on the following turn"), asked of the resolver's own rule, abandonedLastTurn.
 */
export function cityIncomeCells(
  sizeArg: Cell,
  improvementsArg?: Cell,
  statusArg?: Cell,
  corruptionArg?: Cell,
  abandonedArg?: Cell,
  turnArg?: Cell,
): CellResult | Grid {
  return overCells(
    'CITY_INCOME',
    sizeArg,
    [improvementsArg, statusArg, corruptionArg, abandonedArg, turnArg],
    (value, imps, status, corr, abandonedCell, turnCell) => {
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
      const improvements = parseImprovements(textOf(imps));
      // The turn matters only to an abandoned city: a bad Turn cell must not mark every other city's income.
      const abandonedTurn = turnOf(abandonedCell, 'abandoned turn');
      if (abandonedTurn !== null) {
        const turn = turnOf(turnCell, 'turn');
        if (turn === null) fail('give the turn (the Campaign tab’s Turn) with an abandoned turn');
        if (abandonedLastTurn({ abandonedTurn }, turn as number)) return 0;
      }
      return cityIncome({
        size: size as number,
        improvements,
        conquered: flags.includes('conquered'),
        afterFailedSiege: flags.includes('besieged'),
        corruption: corruption as number,
      });
    },
  );
}
