/**
 * Mighty Empires behind the staged-ruleset seam (stage-ruleset.ts; rulesets-design.md 3.5, 3.7): its tabs and
 * Campaign rows, the order form's help, the Five Marches demo, Check ledger, the clock and stages of meStages,
 * the form's check of a submission, Resolve of the next stage, and each player's view. Pure functions over the
 * tabs' values: the Apps Script side reads and writes them.
 */
import { stageAt } from '../../engine/core/stage';
import { ME_FORM_HELP } from './orders-help';
import { DEFAULT_ME_SETTINGS, meStages } from '../../engine/me/ruleset';
import { STAGE_SHARED_TABS, type OrdersCheck, type StageRuleset, type TabValues } from '../stage-ruleset';
import type { CellIssue } from '../tab';
import { ME_TABS } from './schema';
import { checkMeLedger } from './stage-check';
import { meStageDemo } from './stage-demo';
import { ME_ORDER_STAGES, ordersCheck } from './stage-orders';
import { FIRST_STAGE, readClock, readMeLedger, readOffers, readWork } from './stage-read';
import { runMeStage } from './stage-run';
import { ME_STAGE_SETTINGS } from './stage-settings';
import { ME_BATTLES_TAB, ME_STAGE_TABS } from './stage-tabs';
import { campaignRows } from './stage-values';
import { mePlayerView } from './stage-view';
import { orderLines } from '../../engine/core/orders/line';

/** What Mighty Empires keeps from a player (stage-view.ts), one sentence for the docs. */
export const ME_SECRETS =
  "Other players' orders, army lists, characters and power, the contents of hexes they have not explored, and a neutral kingdom's extent and capital until they learn it (1.4A, 4.1B): a player sees his own kingdom in full, explored hexes as established, and the battles he fights.";

// The form's help: the order language in short, one line per family, and the battle report lines.
export { ME_FORM_HELP } from './orders-help';

function checkOrders(tabs: TabValues, player: string, text: string): OrdersCheck {
  const ledger = readMeLedger(tabs);
  const clock = ledger.clock;
  const k = ledger.state.kingdoms.find((x) => x.player.toLowerCase() === player.trim().toLowerCase());
  const issues: CellIssue[] = [];
  const offers = readOffers(tabs, clock.turn, issues);
  const refuseAll = (message: string): OrdersCheck => ({
    player,
    clock,
    lines: orderLines(typeof text === 'string' ? text : '').map((l) => ({
      line: l.line,
      text: l.text,
      status: 'rejected',
      code: 'ME-O099',
      message,
    })),
    warnings: [],
  });
  if (!k || k.eliminated)
    return refuseAll(
      `“${player}” is not a player with a kingdom in this campaign (Kingdoms tab), so sends no orders (1.2A, 3.2A).`,
    );
  if (ledger.state.over) return refuseAll('The campaign is over (3.0A): no more orders.');
  try {
    const takesNone = ME_ORDER_STAGES[clock.stage] === undefined;
    const work = clock.stage === FIRST_STAGE || takesNone ? null : readWork(tabs, clock, offers);
    return ordersCheck(
      { state: ledger.state, settings: ledger.settings, clock, offers, work },
      k.player,
      text,
    );
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return refuseAll(`The ledger is not ready for this stage (${why}). Tell the moderator.`);
  }
}

/**
 * `presentTabs`: the tabs the stages read and rewrite only the clock's turn's rows of (at the tab's bottom; those
 * above are kept as read, src/gas/stages/ledger.ts ownPresentTabs): the Battles tab (stage-run.ts).
 */
export const ME_STAGE_RULESET: StageRuleset = {
  id: 'me',
  tabs: [...STAGE_SHARED_TABS, ...ME_TABS, ...ME_STAGE_TABS],
  presentTabs: [ME_BATTLES_TAB.name],
  settings: ME_STAGE_SETTINGS,
  ordersHelp: ME_FORM_HELP,
  demo: meStageDemo,
  check: checkMeLedger,
  clock: (tabs) => readClock(campaignRows(tabs), []),
  stage: (clock) => {
    const s = stageAt(meStages(DEFAULT_ME_SETTINGS), clock);
    return { id: s.id, label: s.label, waits: s.waits };
  },
  players: (tabs) =>
    readMeLedger(tabs)
      .state.kingdoms.filter((k) => !k.eliminated)
      .map((k) => k.player),
  checkOrders,
  runStage: runMeStage,
  playerView: mePlayerView,
};
