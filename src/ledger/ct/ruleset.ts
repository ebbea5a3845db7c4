/**
 * Chronopia territories (book 001) as a StageRuleset: pure functions over the tabs' values, so the Apps Script
 * side runs it as any other staged book. A round of battles is a turn (CT-R1): pre-battle, post-battle, purchases.
 */
import { ctStageInfo } from '../../engine/ct/stages/clock';
import type { StageRuleset } from '../stage-ruleset';
import { ctCheckOrders } from './orders';
import { CT_ORDERS_HELP } from './orders-help';
import { ctCheck, ctNotes } from './check';
import { ctDemo } from './demo';
import { ctPlayersWaited, readClock, readCt } from './ledger';
import { CT_TABS } from './schema';
import { CT_SETTINGS } from './settings';
import { ctRunStage } from './run-stage';
import { ctPlayerView } from './view';

export const CT_STAGE_RULESET: StageRuleset = {
  id: 'ct',
  tabs: CT_TABS,
  settings: CT_SETTINGS,
  ordersHelp: CT_ORDERS_HELP,
  demo: ctDemo,
  check: ctCheck,
  notes: ctNotes,
  clock: (tabs) => readClock(tabs),
  stage: (clock) => {
    const info = ctStageInfo(clock.stage);
    if (!info)
      throw new RangeError(
        `Campaign!Stage: '${clock.stage}' is not a Chronopia stage (pre-battle, post-battle, purchases)`,
      );
    return { id: info.id, label: info.label, waits: info.waits };
  },
  players: (tabs) => ctPlayersWaited(readCt(tabs)),
  checkOrders: ctCheckOrders,
  runStage: ctRunStage,
  playerView: (tabs, player) => ctPlayerView(readCt(tabs), player),
};
