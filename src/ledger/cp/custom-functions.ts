/**
 * The Campaign points custom functions (rulesets-design.md §5) over cell values as Sheets passes them: a single
 * value, or a 2-D array answered row by row; a bad cell answers `#CP_…: why` in that cell only, a blank one ''.
 * Pure and reading no tab: the gas side registers the globals (src/gas/index.ts).
 */
import { MD_LIMITS } from '../../engine/cp/territory-tables';
import {
  type Cell,
  type CellResult,
  fail,
  type Grid,
  isBlank,
  lookup,
  numberOf,
  overCells,
  textOf,
} from '../cell-args';
import { CP_TERRITORY_TYPE_NAMES } from './choices';
import { maxDv } from './write-state';

export interface CpCellFunction {
  readonly name: string;
  readonly params: readonly string[];
  /** The @customfunction line. */
  readonly doc: string;
}

export const CP_CELL_FUNCTIONS: readonly CpCellFunction[] = [
  {
    name: 'CP_MAX_DV',
    params: ['type'],
    doc: 'Territory Descriptions, CP-R6: the highest DV a territory of this type may have (Fortify caps).',
  },
  {
    name: 'CP_MOVE_CHANCE',
    params: ['md'],
    doc: 'Move an army (CP-R4): the chance a D6 meets the road’s March Difficulty, (7 − MD) / 6.',
  },
];

/** =CP_MAX_DV(type): max(listed DV, Fortify Castle 3 / Fortify Settlement 2), 4 at most (CP-R6). */
export const cpMaxDvCells = (types: Cell): CellResult | Grid =>
  overCells('CP_MAX_DV', types, [], (v) => {
    if (isBlank(v)) return '';
    const type =
      lookup(CP_TERRITORY_TYPE_NAMES, {}, textOf(v)) ??
      fail(`'${textOf(v)}' is not a territory type (${CP_TERRITORY_TYPE_NAMES.join(', ')})`);
    return maxDv(type);
  });

/** =CP_MOVE_CHANCE(md): D6 at least MD (CP-R4), MD a whole number from 2 to 5 (glossary). */
export const cpMoveChanceCells = (mds: Cell): CellResult | Grid =>
  overCells('CP_MOVE_CHANCE', mds, [], (v) => {
    if (isBlank(v)) return '';
    const md = numberOf(v);
    if (md === null || !Number.isInteger(md) || md < MD_LIMITS.min || md > MD_LIMITS.max)
      return fail(`MD must be a whole number from ${MD_LIMITS.min} to ${MD_LIMITS.max}, got '${textOf(v)}'`);
    return (7 - md) / 6;
  });
