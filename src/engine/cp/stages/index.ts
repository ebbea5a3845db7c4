/** The stages of a Campaign points turn, in order (003 A Turn). */
import type { StageSpec } from '../../core/stage';
import type { CpEvent } from '../events';
import { CP_BATTLES_STAGE } from './battles';
import type { CpOrderLine, CpStageState } from './model';
import { CP_RESULTS_STAGE } from './results';
import { CP_SPEND_STAGE } from './spend';
import { CP_START_STAGE } from './start';

export const CP_STAGES: readonly StageSpec<CpStageState, CpOrderLine, CpEvent>[] = [
  CP_START_STAGE,
  CP_SPEND_STAGE,
  CP_BATTLES_STAGE,
  CP_RESULTS_STAGE,
];
