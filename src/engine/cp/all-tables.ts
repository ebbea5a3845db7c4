/**
 * Every range table of book 003 in one list for the coverage check: the Sabotage D6 and the battle scenario D6 of
 * each territory type that rolls one (with the default settings for CP-R14's lost rows).
 */
import type { RangeTable } from '../core/tables';
import { SABOTAGE_TABLE } from './action-tables';
import { DEFAULT_CP_SETTINGS } from './model';
import { scenarioTables } from './territory-tables';

export const CP_RANGE_TABLES: readonly RangeTable<unknown>[] = [
  SABOTAGE_TABLE,
  ...Object.values(scenarioTables(DEFAULT_CP_SETTINGS)).filter(
    (t): t is RangeTable<string> => t !== undefined,
  ),
];
