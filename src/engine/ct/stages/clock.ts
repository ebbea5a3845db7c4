/**
 * A Chronopia round's stages (CT-R1; rulesets-design.md 3.5 "ct: stakes → reports → post-battle purchases"):
 * before the battles (stakes, challenges answered, Table 1 and Table 3 rolled, ratings recorded), after them (the
 * players' reports: the exchange, then [Campaign] 1 steps a-c), then the purchases (steps d-e), and the next round.
 */
import type { StageWaits } from '../../core/stage';

export type CtStageId = 'pre-battle' | 'post-battle' | 'purchases';

export interface CtStageInfo {
  readonly id: CtStageId;
  readonly label: string;
  readonly waits: StageWaits;
}

export const CT_STAGE_INFO: readonly CtStageInfo[] = [
  { id: 'pre-battle', label: 'Resolve pre-battle: stakes, territory, climate', waits: 'orders' },
  {
    id: 'post-battle',
    label: 'Resolve post-battle: casualties, experience, income',
    waits: 'battle reports',
  },
  { id: 'purchases', label: 'Resolve purchases and advancement', waits: 'orders' },
];

export const CT_FIRST_STAGE: CtStageId = 'pre-battle';

export const ctStageInfo = (id: string): CtStageInfo | undefined => CT_STAGE_INFO.find((s) => s.id === id);
