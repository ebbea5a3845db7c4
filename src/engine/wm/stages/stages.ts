/**
 * The stages of a WarMaster month and year (TURN ORDER; WM-R1, WM-R2), over core/stage.ts: orders (write and move),
 * locations (secret choices, only when armies are in contact), reports (post combat, only when a battle is fought),
 * and every 12 months the New Year. Each stage decides the next clock.
 */
import type { StageSpec } from '../../core/stage';
import type { WmEvent } from '../events';
import { LOCATIONS_STAGE } from './locations-stage';
import type { WmCampaign, WmOrder } from './model';
import { NEW_YEAR_STAGE } from './new-year-stage';
import { ORDERS_STAGE } from './orders-stage';
import { REPORTS_STAGE } from './reports-stage';

export const WM_STAGES: readonly [
  StageSpec<WmCampaign, WmOrder, WmEvent>,
  ...StageSpec<WmCampaign, WmOrder, WmEvent>[],
] = [ORDERS_STAGE, LOCATIONS_STAGE, REPORTS_STAGE, NEW_YEAR_STAGE];
