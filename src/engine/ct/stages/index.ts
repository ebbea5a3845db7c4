/** The Chronopia round's stages as StageSpecs over core/stage.ts (CT-R1). */
import type { StageSpec } from '../../core/stage';
import type { CtEvent } from '../events';
import { CT_STAGE_INFO, type CtStageId } from './clock';
import { runPostBattle } from './post-battle';
import { runPreBattle } from './pre-battle';
import { runPurchases } from './purchases';
import type { CtStageOrder, CtWorld } from './world';

const RUN: Readonly<Record<CtStageId, StageSpec<CtWorld, CtStageOrder, CtEvent>['run']>> = {
  'pre-battle': runPreBattle,
  'post-battle': runPostBattle,
  purchases: runPurchases,
};

export const CT_STAGES: readonly StageSpec<CtWorld, CtStageOrder, CtEvent>[] = CT_STAGE_INFO.map((s) => ({
  ...s,
  run: RUN[s.id],
}));
