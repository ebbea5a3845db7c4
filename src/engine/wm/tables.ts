/** Every WarMaster table registered, for the coverage check and the rules reference. */
import type { MatrixTable, RangeTable } from '../core/tables';
import { CHAOS_CENTER, CHAOS_LANDS } from './chaos-tables';
import {
  OBJECTIVE_VP,
  SURVIVAL_2_STANDS,
  SURVIVAL_3_STANDS,
  VICTORY_CITE,
  VICTORY_LEVELS,
} from './combat-tables';
import { ENGAGEMENT_CHART, TERRAIN_CARDS, TERRAIN_CARDS_CITE } from './engagement-tables';
import { BOATS_PER_UNIT, EXPEDITION_ADVANTAGES, EXPEDITION_CHART } from './expedition-tables';
import { EXPERIENCE_CHOICES, EXPERIENCE_CITE } from './experience-tables';
import {
  CHARACTER_COST_CITE,
  CHARACTER_COSTS,
  MOB,
  POP_POINTS,
  POPULATION_CITE,
  ROSTER,
  SUPPORT,
} from './population-tables';

export const WM_RANGE_TABLES: readonly RangeTable<unknown>[] = [
  SURVIVAL_2_STANDS,
  SURVIVAL_3_STANDS,
  CHAOS_LANDS,
  CHAOS_CENTER,
  EXPEDITION_CHART,
];

export const WM_MATRIX_TABLES: readonly MatrixTable<string, string, unknown>[] = [ENGAGEMENT_CHART];

/** The other tables as data (fixed values, not read with dice), with where each is in the book. */
export const WM_DATA_TABLES: readonly {
  readonly id: string;
  readonly cite: string;
  readonly data: unknown;
}[] = [
  { id: 'wm.pop-points', cite: POPULATION_CITE, data: POP_POINTS },
  { id: 'wm.roster', cite: ROSTER.cite, data: ROSTER },
  { id: 'wm.character-costs', cite: CHARACTER_COST_CITE, data: CHARACTER_COSTS },
  { id: 'wm.mob', cite: '002 DESIGNING A NATION, Roster (mobs)', data: MOB },
  { id: 'wm.support', cite: SUPPORT.cite, data: SUPPORT },
  { id: 'wm.terrain-cards', cite: TERRAIN_CARDS_CITE, data: TERRAIN_CARDS },
  { id: 'wm.victory-levels', cite: VICTORY_CITE, data: VICTORY_LEVELS },
  { id: 'wm.objective-vp', cite: VICTORY_CITE, data: OBJECTIVE_VP },
  { id: 'wm.experience', cite: EXPERIENCE_CITE, data: EXPERIENCE_CHOICES },
  { id: 'wm.expedition-advantages', cite: EXPEDITION_CHART.cite, data: EXPEDITION_ADVANTAGES },
  { id: 'wm.boats', cite: '002 EXPEDITIONS & EXPLORING (WM-R15)', data: BOATS_PER_UNIT },
];
