/**
 * Campaign points (book 003) as a StageRuleset (src/ledger/stage-ruleset.ts): its tabs, settings, demo, check,
 * clock, stages, orders and player views, as pure functions over the tabs' values.
 */
import type { StageRuleset } from '../stage-ruleset';
import { cpDemo } from './demo';
import { readClock, readCpLedger } from './read-state';
import { CP_TABS } from './schema';
import { campaignRows, CP_SETTINGS } from './settings';
import { cpStageInfo } from './stage-info';
import { cpPlayerView } from './view';
import { CP_ORDERS_HELP, cpCheckOrders } from './orders';
import { acceptedLines, cpRunStage } from './run-stage';
import { seedIssues } from './seed';
import { cpGraphMap } from './graph-map';
import { cpPlayersWaited } from './players-waited';

export const CP_STAGE_RULESET: StageRuleset = {
  id: 'cp',
  tabs: CP_TABS,
  settings: CP_SETTINGS,
  ordersHelp: CP_ORDERS_HELP,
  demo: cpDemo,
  check: (tabs) => {
    const { ledger, issues } = readCpLedger(tabs);
    return [...issues, ...seedIssues(ledger)];
  },
  clock: (tabs) => readClock(campaignRows(tabs.get('Campaign'))),
  stage: cpStageInfo,
  // At the results stage only the sides of a battle still waiting for their report (it waits for both).
  players: cpPlayersWaited,
  checkOrders: cpCheckOrders,
  runStage: cpRunStage,
  playerView: (tabs, player) => {
    const { ledger } = readCpLedger(tabs);
    return cpPlayerView(ledger, player, acceptedLines(tabs, ledger.clock.turn, 'spend'));
  },
  // Nothing is secret in 003: every viewer's map is the whole board.
  graphMap: (read) => cpGraphMap(read),
};
