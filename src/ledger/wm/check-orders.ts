/**
 * The orders form's receipt for a WarMaster submission: each line checked against the ledger as it stands for the
 * stage the clock points at (codes WM-O001…), and warnings about the whole (armies given no order; at the New Year
 * what the stage would warn the moderator of: points over- or underspent, centers the rules do not allow).
 */
import { checkSubmission } from '../../engine/wm/orders/check';
import { WM_STAGE_IDS } from '../../engine/wm/stages/model';
import type { OrdersCheck, TabValues } from '../stage-ruleset';
import { newYearWarnings } from './new-year-receipt';
import { readWm } from './read-state';

export function wmCheckOrders(tabs: TabValues, player: string, text: string): OrdersCheck {
  const { campaign, clock, settings, players } = readWm(tabs);
  if (!players.includes(player))
    return {
      player,
      clock,
      lines: [
        {
          line: 1,
          text: '',
          status: 'rejected',
          code: 'WM-O002',
          message: `${player} is not on the Players tab`,
        },
      ],
      warnings: [],
    };
  const ctx = { campaign, clock, player, ordersAhead: settings.ordersAhead };
  const checked = checkSubmission(ctx, text);
  const warnings: string[] = [];
  if (clock.stage === WM_STAGE_IDS.orders) {
    const ordered = new Set(checked.flatMap((c) => (c.order && 'army' in c.order ? [c.order.army] : [])));
    for (const a of campaign.state.armies)
      if (a.nation === player && a.status !== 'routed' && !a.delay && !ordered.has(a.name))
        warnings.push(
          (a.ahead ?? []).length > 0
            ? `${a.name} follows its orders ahead: ${(a.ahead ?? []).join(', ')}`
            : `${a.name} has no order: it holds where it stands`,
        );
  }
  if (clock.stage === WM_STAGE_IDS.newYear)
    warnings.push(...newYearWarnings(tabs, { campaign, clock, seed: settings.seed }, player, checked));
  return {
    player,
    clock,
    lines: checked.map((c) => ({
      line: c.line,
      text: c.text,
      status: c.status,
      code: c.code,
      message: c.message,
    })),
    warnings,
  };
}
