/**
 * The purchases stage, between battles ([Campaign] 1 steps d-e): each player's orders applied in order, step d
 * (recruits, moves, upgrades CT-R4, disbanding, captives, challenges, spell swaps CT-R25) before step e
 * (advancement rolls, CT-R6).
 * A ransom is applied when the captor and the owner wrote the same price ([Battles] 3.c.2). An order that no
 * longer holds is skipped with a warning. Then CT-R14's victory, and the next round.
 */
import type { StageInput, StageJournalEntry, StageResult } from '../../core/stage';
import { addSummary, nextInList, summariesOf } from '../../core/stage';
import { Dice } from '../../dice';
import type { CtCampaign } from '../campaign';
import type { CtEvent } from '../events';
import { ctEvent } from '../events';
import { purchase, type PurchaseContext } from '../orders/purchase';
import { fightingWarbands, forceRating } from '../rating';
import { CT_STAGE_INFO } from './clock';
import type { CtStageOrder, CtWorld } from './world';

/** CT-R14: the winners once the setting's victory is met, else null. */
export function victors(world: CtWorld, campaign: CtCampaign, turn: number): string[] | null {
  const ps = campaign.state.players;
  const best = (score: (p: (typeof ps)[number]) => number): string[] => {
    const top = Math.max(...ps.map(score));
    return ps.filter((p) => score(p) === top).map((p) => p.name);
  };
  switch (world.victory) {
    case 'first to 12': {
      const at12 = ps.filter((p) => p.territories.length >= 12).map((p) => p.name);
      return at12.length ? at12 : null;
    }
    case 'most territories':
      return turn >= world.lastRound ? best((p) => p.territories.length) : null;
    case 'highest force rating':
      return turn >= world.lastRound ? best((p) => forceRating(fightingWarbands(p, null))) : null;
    default:
      return null;
  }
}

export function runPurchases(input: StageInput<CtWorld, CtStageOrder>): StageResult<CtWorld, CtEvent> {
  const { clock } = input;
  const warnings: string[] = [];
  const events: CtEvent[] = [];
  const entries: StageJournalEntry[] = [];
  const cards = new Map<string, string[]>();
  let campaign = input.state.campaign;
  const ctx: PurchaseContext = {
    dice: new Dice(input.seed, input.overrides),
    turn: clock.turn,
    armyLists: input.state.armyLists,
    xpPerRoll: campaign.state.settings.xpPerAdvancementRoll,
    rolls: new Map(),
    spellsSold: new Map(),
    captivesGone: new Map(),
    ...(input.state.usedIds ? { usedIds: input.state.usedIds } : {}),
  };
  const apply = (player: string, o: CtStageOrder): void => {
    const r = purchase(campaign, player, o.order, ctx);
    if (!r.ok) {
      warnings.push(`${player}, line ${o.line}: ${r.error}; skipped`);
      events.push(
        ctEvent(
          o.order.kind === 'advance' ? 'e. Advancement' : 'd. Recruiting',
          player,
          `line ${o.line} skipped: ${r.error}`,
        ),
      );
      return;
    }
    campaign = r.value.campaign;
    events.push(...r.value.events);
    entries.push(...r.value.entries);
    for (const e of r.value.events) addSummary(cards, player, `${e.subject}: ${e.effect}`);
  };
  // Ransoms both sides agreed first, figure by figure in the captors' order ([Battles] 3.c.2: before or after
  // the owner decides on a rescue).
  const ransoms = (p: string) => (input.orders.get(p) ?? []).filter((o) => o.order.kind === 'ransom');
  for (const captor of campaign.state.players)
    for (const c of captor.captives) {
      const price = (p: string) =>
        ransoms(p).find((o) => o.order.kind === 'ransom' && o.order.figure === c.figure.id);
      const a = price(captor.name);
      const b = price(c.owner);
      if (!a && !b) continue;
      if (a && b && a.order.kind === 'ransom' && b.order.kind === 'ransom' && a.order.price === b.order.price)
        apply(captor.name, a);
      else {
        const why = `${c.figure.id}: no agreed ransom (both ${captor.name} and ${c.owner} write the same price, [Battles] 3.c.2)`;
        warnings.push(why);
        // Both players hear it, each without the other's price.
        addSummary(cards, captor.name, why);
        addSummary(cards, c.owner, why);
      }
    }
  // Then rescues, before any sale: a captive its owner will rescue may not be sold or kept meanwhile
  // ([Battles] 3.c.1); a Rescue with every captive ransomed is not fought (refused: nothing to rescue).
  for (const p of input.state.campaign.state.players)
    for (const o of input.orders.get(p.name) ?? []) if (o.order.kind === 'rescue') apply(p.name, o);
  for (const p of input.state.campaign.state.players) {
    const mine = (input.orders.get(p.name) ?? []).filter(
      (o) => o.order.kind !== 'ransom' && o.order.kind !== 'rescue',
    );
    for (const o of mine.filter((x) => x.order.kind !== 'advance')) apply(p.name, o);
    for (const o of mine.filter((x) => x.order.kind === 'advance')) apply(p.name, o);
    const was = input.state.campaign.state.players.find((x) => x.name === p.name);
    const now = campaign.state.players.find((x) => x.name === p.name);
    if (was && now && was.treasury !== now.treasury)
      addSummary(cards, p.name, `Treasury ${was.treasury} → ${now.treasury} gc`);
  }
  // A Rescue still to fight keeps the campaign open ([Battles] 3.c.1).
  const rescuing = campaign.battles.some((b) => b.kind === 'rescue' && b.status === 'scheduled');
  const winners = rescuing ? null : victors(input.state, campaign, clock.turn);
  if (winners) {
    events.push(
      ctEvent(
        'e. Advancement',
        winners.join(', '),
        `wins the campaign (${input.state.victory}, CT-R14)`,
        'CT-R14',
      ),
    );
    // The Preview and every player's report say so: the campaign is Over once this stage is resolved.
    for (const p of campaign.state.players)
      addSummary(
        cards,
        p.name,
        `The campaign is over: ${winners.join(', ')} ${winners.length > 1 ? 'win' : 'wins'} (${input.state.victory}, CT-R14)`,
      );
  }
  return {
    state: { ...input.state, campaign, warnings, winners },
    next: nextInList(CT_STAGE_INFO, clock),
    events,
    entries,
    battles: [],
    summaries: summariesOf(cards),
  };
}
