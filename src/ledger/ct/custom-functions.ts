/**
 * The Chronopia territories custom functions (rulesets-design.md §5) over cell values as Sheets passes them: a
 * single value, or a 2-D array answered row by row; a bad cell answers `#CT_…: why` in that cell only, a blank
 * key cell ''. Pure: the gas side registers the globals (src/gas/index.ts) and passes the ledger for
 * CT_FIELD_ARMY_MAX, read once per call.
 */
import type { CtPlayer, TerritoryType } from '../../engine/ct/model';
import { fieldArmyCap, underdogBonus } from '../../engine/ct/rating';
import { MAINTENANCE_DIVISOR, TERRITORY_ROWS, territoryRow } from '../../engine/ct/tables';
import {
  type Cell,
  type CellResult,
  fail,
  fold,
  type Grid,
  isBlank,
  numberOf,
  overCells,
  textOf,
} from '../cell-args';

export interface CtCellFunction {
  readonly name: string;
  readonly params: readonly string[];
  /** The @customfunction line. */
  readonly doc: string;
}

export const CT_CELL_FUNCTIONS: readonly CtCellFunction[] = [
  {
    name: 'CT_INCOME',
    params: ['type'],
    doc: 'Table 1: the gc a territory of this type yields after each battle.',
  },
  {
    name: 'CT_GARRISON_MAX',
    params: ['type'],
    doc: 'Table 1: the most points a territory of this type may garrison.',
  },
  {
    name: 'CT_FIELD_ARMY_MAX',
    params: ['player', 'version'],
    doc: '[Forces] 1.b: 850 + the Field Army column of the player’s territories.',
  },
  {
    name: 'CT_MAINTENANCE',
    params: ['points'],
    doc: '[Economics] 2.a: the army’s points divided by five, rounded up (CT-R9).',
  },
  {
    name: 'CT_UNDERDOG',
    params: ['enemyRating', 'ownRating'],
    doc: '[Experience] 1.c: floor(5 × (enemy − own) / own) when positive, else 0.',
  },
];

function typeOf(value: Cell): TerritoryType {
  const t = TERRITORY_ROWS.find((r) => fold(r.type) === fold(textOf(value)));
  return t
    ? t.type
    : fail(`'${textOf(value)}' is not a Table 1 type (${TERRITORY_ROWS.map((r) => r.type).join(', ')})`);
}

function whole(value: Cell, what: string): number {
  const n = numberOf(value);
  return n !== null && Number.isInteger(n) && n >= 0
    ? n
    : fail(`${what} must be a whole number from 0, got '${textOf(value)}'`);
}

export const ctIncomeCells = (types: Cell): CellResult | Grid =>
  overCells('CT_INCOME', types, [], (v) => (isBlank(v) ? '' : territoryRow(typeOf(v)).income));

export const ctGarrisonMaxCells = (types: Cell): CellResult | Grid =>
  overCells('CT_GARRISON_MAX', types, [], (v) => (isBlank(v) ? '' : territoryRow(typeOf(v)).garrison));

export const ctMaintenanceCells = (points: Cell): CellResult | Grid =>
  overCells('CT_MAINTENANCE', points, [], (v) => {
    if (isBlank(v)) return '';
    const n = whole(v, 'The points');
    return (n - (n % MAINTENANCE_DIVISOR)) / MAINTENANCE_DIVISOR + (n % MAINTENANCE_DIVISOR > 0 ? 1 : 0);
  });

export const ctUnderdogCells = (enemy: Cell, own: Cell): CellResult | Grid =>
  overCells('CT_UNDERDOG', enemy, [own], (e, o) => {
    if (isBlank(e) || isBlank(o)) return '';
    const mine = whole(o, 'The own rating');
    if (mine === 0) fail('the own rating must be above 0');
    return underdogBonus(mine, whole(e, 'The enemy rating'));
  });

/** `players()` is the Forces as read, called once on the first row that needs it. */
export function ctFieldArmyMaxCells(players: () => readonly CtPlayer[], names: Cell): CellResult | Grid {
  let read: readonly CtPlayer[] | null = null;
  return overCells('CT_FIELD_ARMY_MAX', names, [], (v) => {
    if (isBlank(v)) return '';
    read ??= players();
    const p = read.find((x) => fold(x.name) === fold(textOf(v)));
    return p ? fieldArmyCap(p) : fail(`${textOf(v)} is not on the Forces tab`);
  });
}
