/**
 * Every range table of the ME battle rules and of App. F (book 004 Tables 8, 12-14, 18-22, 26-30, 31), in one
 * list for the coverage check (each must cover its dice, or name the ruling that explains the gap).
 */
import type { RangeTable } from '../../core/tables';
import { EVENTS_RANDOM_RANGE_TABLES } from '../events-random-tables';
import { ADVANCEMENT_RANGE_TABLES } from './advancement-tables';
import { RECOVERY_RANGE_TABLES } from './recovery-tables';
import { SCOUTING_RANGE_TABLES } from './scouting-tables';
import { SETUP_RANGE_TABLES } from './setup-tables';

export const ME_BATTLE_RANGE_TABLES: readonly RangeTable<unknown>[] = [
  ...SCOUTING_RANGE_TABLES,
  ...RECOVERY_RANGE_TABLES,
  ...ADVANCEMENT_RANGE_TABLES,
  ...SETUP_RANGE_TABLES,
  ...EVENTS_RANDOM_RANGE_TABLES,
];
