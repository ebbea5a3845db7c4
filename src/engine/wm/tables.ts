/** Every WarMaster table registered, for the coverage check and the rules reference. */
import type { MatrixTable, RangeTable } from '../core/tables';
import { CHAOS_CENTER, CHAOS_LANDS } from './chaos-tables';
import { SURVIVAL_2_STANDS, SURVIVAL_3_STANDS } from './combat-tables';
import { ENGAGEMENT_CHART } from './engagement-tables';
import { EXPEDITION_CHART } from './expedition-tables';

export const WM_RANGE_TABLES: readonly RangeTable<unknown>[] = [
  SURVIVAL_2_STANDS,
  SURVIVAL_3_STANDS,
  CHAOS_LANDS,
  CHAOS_CENTER,
  EXPEDITION_CHART,
];

export const WM_MATRIX_TABLES: readonly MatrixTable<string, string, unknown>[] = [ENGAGEMENT_CHART];
