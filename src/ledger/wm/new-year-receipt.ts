/**
 * The New Year receipt's warnings (TURN ORDER, New Year; Roster; PRODUCTION; MOVEMENT): the player's accepted lines
 * resolved as the stage will (same seed, same die overrides), and what the stage would warn the moderator of about
 * his nation told to him at once: roster points over- or underspent ("must all be spent"), more new towns or cities
 * than the rules allow, a General left without an army or expedition. Other players' orders are not known yet, so a ransom paid
 * to him can still change his figures.
 */
import { stageSeed, type Clock } from '../../engine/core/stage';
import { afloat } from '../../engine/wm/expedition';
import type { CheckedOrder } from '../../engine/wm/orders/check';
import type { WmCampaign, WmOrder } from '../../engine/wm/stages/model';
import { NEW_YEAR_STAGE } from '../../engine/wm/stages/new-year-stage';
import type { TabValues } from '../stage-ruleset';
import { logOverrides } from './orders-tab';

export function newYearWarnings(
  tabs: TabValues,
  read: { readonly campaign: WmCampaign; readonly clock: Clock; readonly seed: string },
  player: string,
  checked: readonly CheckedOrder[],
): string[] {
  const orders: WmOrder[] = checked.flatMap((c) => (c.order ? [c.order] : []));
  const result = NEW_YEAR_STAGE.run({
    state: read.campaign,
    clock: read.clock,
    orders: new Map([[player, orders]]),
    reports: [],
    seed: stageSeed(read.seed, read.clock),
    overrides: logOverrides(tabs, read.clock),
  });
  const out = result.events
    .filter((e) => e.subject === 'moderator')
    .map((e) => e.effect)
    .filter((w) => w.startsWith(`${player}:`) || w.startsWith(`${player} `));
  const s = result.state.state;
  // A General at sea leads his expedition (EXPEDITIONS & EXPLORING: "each general must have a separate expedition").
  const led = new Set([
    ...s.armies.filter((a) => a.nation === player).map((a) => a.general),
    ...(s.expeditions ?? []).filter((e) => e.nation === player && afloat(e)).map((e) => e.general),
  ]);
  const nation = s.nations.find((n) => n.name === player);
  for (const c of nation?.characters ?? [])
    if (c.type === 'General' && c.status === 'active' && !led.has(c.name))
      out.push(
        `${c.name} leads no army this year: write “<army> - Place <town or city> under ${c.name}” (MOVEMENT)`,
      );
  return out;
}
