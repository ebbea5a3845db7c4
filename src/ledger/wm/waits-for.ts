/**
 * Whom a WarMaster stage waits for: every player at the orders and New Year stages; at the location choices and the
 * battle reports only the players with an army in an engagement awaiting them (ENGAGING THE ENEMY; POST COMBAT), so
 * a player with no battle is not listed as missing (found by the review: Red Fang "missing" with nothing to send).
 * A pick-up game report (EXPERIENCE) is optional: it is not waited for, but a player who sent lines is listed.
 * The ruleset's players() is this list (the sidebar's and the CLI's status read it for who is in or missing).
 */
import { armiesOf } from '../../engine/wm/stages/meeting';
import { WM_STAGE_IDS } from '../../engine/wm/stages/model';
import type { TabValues } from '../stage-ruleset';
import { orderRows } from './orders-tab';
import { readWm } from './read-state';

export function wmWaitsFor(tabs: TabValues): string[] {
  const { campaign, clock, players } = readWm(tabs);
  const awaiting =
    clock.stage === WM_STAGE_IDS.locations
      ? 'awaiting choices'
      : clock.stage === WM_STAGE_IDS.reports
        ? 'to fight'
        : null;
  if (awaiting === null) return [...players];
  const involved = new Set(
    campaign.battles
      .filter((b) => b.status === awaiting)
      .flatMap(armiesOf)
      .flatMap((name) => campaign.state.armies.filter((a) => a.name === name).map((a) => a.nation)),
  );
  const sent = new Set(
    orderRows(tabs)
      .filter((r) => r.turn === clock.turn && r.stage === clock.stage.toLowerCase())
      .map((r) => r.player.toLowerCase()),
  );
  return players.filter((p) => involved.has(p) || sent.has(p.toLowerCase()));
}
