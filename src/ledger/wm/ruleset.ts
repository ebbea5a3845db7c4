/**
 * WarMaster campaigning (book 002) as a staged ruleset (rulesets-design.md 3.5, 3.7): its tabs, settings, demo,
 * checks, clock, order language and stages, as pure functions over the tabs' values. A month is three stages
 * (orders, then location choices and battle reports when there is contact); every 12 months the New Year stage.
 */
import type { Clock } from '../../engine/core/stage';
import { WM_STAGES } from '../../engine/wm/stages/stages';
import type { StageInfo, StageRuleset, TabValues } from '../stage-ruleset';
import { wmDemo } from './demo';
import { WM_ORDERS_HELP } from './orders-help';
import { wmCheckOrders } from './check-orders';
import { readClock } from './campaign-read';
import { readWm } from './read-state';
import { wmRunStage } from './run-stage';
import { WM_SETTINGS, WM_TABS } from './schema';
import { wmPlayerView } from './view';
import { wmWaitsFor } from './waits-for';
import { wmGraphMap } from './graph-map';

function stage(clock: Clock): StageInfo {
  const found = WM_STAGES.find((s) => s.id === clock.stage) ?? WM_STAGES[0];
  return { id: found.id, label: found.label, waits: found.waits };
}

export const WM_STAGE_RULESET: StageRuleset = {
  id: 'wm',
  tabs: WM_TABS,
  settings: WM_SETTINGS,
  ordersHelp: WM_ORDERS_HELP,
  demo: wmDemo,
  check: (tabs: TabValues) => readWm(tabs).issues,
  clock: (tabs) => readClock(tabs),
  stage,
  players: wmWaitsFor,
  checkOrders: wmCheckOrders,
  runStage: wmRunStage,
  playerView: wmPlayerView,
  graphMap: wmGraphMap,
};
