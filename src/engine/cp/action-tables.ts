/**
 * Available Actions (book 003) as data: each action's CP cost (CP-R1, CP-R2) and the Sabotage D6 table, plus the
 * CP generation base (D3+1, CP-R3).
 */
import type { RangeTable } from '../core/tables';
import type { CpSettings, CpTwoCpAction } from './model';

export type CpActionName =
  | 'Rebuild Defeated Army'
  | 'Rebuild Broken Army'
  | 'Fortify Castle'
  | 'Fortify Settlement'
  | 'Build Roads'
  | 'Sabotage'
  | 'Move an army'
  | 'Decrease DV';

export const ACTIONS_CITE = '003 Available Actions';

/** CP per action: printed for some, lost for others (CP-R1); Rebuild Broken Army per CP-R2's setting. */
export function actionCost(action: CpActionName, settings: CpSettings): number {
  switch (action) {
    case 'Rebuild Defeated Army':
    case 'Fortify Settlement':
    case 'Move an army':
    case 'Decrease DV':
      return 1;
    case 'Rebuild Broken Army':
      return settings.rebuildBrokenCost;
    case 'Fortify Castle':
    case 'Build Roads':
    case 'Sabotage':
      return 2;
  }
}

export function isTwoCp(action: CpActionName, settings: CpSettings): action is CpTwoCpAction {
  return actionCost(action, settings) === 2;
}

/** Fortify Castle "up to a maximum of three"; Fortify Settlement "up to a maximum of two"; Build Roads to 2. */
export const FORTIFY_CASTLE_MAX = 3;
export const FORTIFY_SETTLEMENT_MAX = 2;
export const BUILD_ROADS_MIN_MD = 2;

/** Generate CP's: D3 + 1 (CP-R3: a true D3). */
export const CP_BASE_PLUS = 1;

export type SabotageResult = 'failed' | 'succeeded a bit' | 'fooled them' | 'failed horribly';

/** Sabotage, D6 after the second CP; the label "6:" is lost (CP-R11). */
export const SABOTAGE_TABLE: RangeTable<SabotageResult> = {
  id: 'cp.sabotage',
  cite: `${ACTIONS_CITE}: Sabotage`,
  dice: 'd6',
  rows: [
    { from: 1, to: 1, result: 'failed' },
    { from: 2, to: 3, result: 'succeeded a bit' },
    { from: 4, to: 5, result: 'fooled them' },
    { from: 6, to: 6, result: 'failed horribly' },
  ],
  rulings: ['CP-R11'],
};
