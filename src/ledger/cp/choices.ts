import type { CpArmyStatus, CpTerritoryType } from '../../engine/cp/model';
import { TERRITORY_TYPES } from '../../engine/cp/territory-tables';

/** The 13 territory types in the book's order (003 Territory Descriptions; CP-R23 spellings). */
export const CP_TERRITORY_TYPE_NAMES = Object.keys(TERRITORY_TYPES) as CpTerritoryType[];

export const CP_STATUSES: readonly CpArmyStatus[] = ['normal', 'defeated', 'broken'];

/** CP-R21: interactive rounds (one Resolve a round) or each player's queued list in one Resolve. */
export const CP_SPENDING = ['rounds', 'queued'] as const;
export type CpSpending = (typeof CP_SPENDING)[number];

/** The book's three example victory conditions (003 A Turn). */
export const CP_VICTORY_KINDS = ['most territories', 'most battles won', 'share of territories'] as const;
