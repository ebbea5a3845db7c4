import type { Hex } from '../engine/hex';
import type { OrderReceipt } from '../engine/cs42/orders/types';
import type { RuleVariant, SupplyStatus } from '../engine/cs42/tables';
import type { TurnEvent } from '../engine/cs42/turn/context';
import type { PlayerSummary } from '../engine/cs42/turn/pipeline';
import type { SpyReport } from '../engine/cs42/visibility-spy';
import type { PlayerView } from '../engine/cs42/visibility-view';
import { orderTemplate } from './order-template';
import { ConcernedEvent, eventsConcerning } from './report-events';
import { Holdings, holdings } from './report-holdings';
import { OrderOutcome, orderOutcomes } from './report-orders';
import type { TreasuryHistory } from './treasury-chart-mail';
import {
  balanceByTurn,
  categoryTotals,
  JournalLine,
  TreasuryStatement,
  treasuryStatement,
} from './treasury-statement';

/**
 * One player's report of a resolved turn, as data: the treasury statement, each order and what became of it, the
 * events that concern them, the battles they must fight, what their spies found, their cities and forces, and
 * the order template for the next turn. Built from the player's view after the turn and the turn's records;
 * whatever is passed in about others (the whole journal, every event) is filtered here, so the report holds
 * nothing the player may not know. `report-text.ts` and `report-html.ts` write it out.
 */

/** A battle or siege to fight on the table (COMBAT, Battle Results), with its id and deadline. */
export interface BattleToFight {
  /** e.g. `T5-B1`: the id the moderator's Battles tab uses. */
  readonly id: string;
  readonly hex: Hex;
  readonly kind: string;
  readonly sides: readonly string[];
  readonly armies: readonly { readonly name: string; readonly player: string; readonly size: number }[];
  readonly terrain: string;
  readonly penalties: readonly string[];
  /** When the choice and the result are due, as the moderator words it. */
  readonly deadline: string;
}

export interface TurnReportInput {
  /** The player's view after the turn. */
  readonly view: PlayerView;
  readonly resolvedTurn: number;
  readonly events: readonly TurnEvent[];
  /** The treasury journal (any players, any turns). */
  readonly journal: readonly JournalLine[];
  /** The player's checked orders of the resolved turn, if any were sent. */
  readonly receipt: OrderReceipt | null;
  /** The turn's summaries (TurnResult.players): what the player lost is named there. */
  readonly summaries: readonly PlayerSummary[];
  readonly battles: readonly BattleToFight[];
  /** Supply status of the player's armies and units after the turn (ownSupply). */
  readonly supply: ReadonlyMap<string, SupplyStatus>;
  /** When next turn's orders are due, as the moderator words it. */
  readonly ordersDue?: string;
  readonly settlerVariant?: RuleVariant;
}

export interface TurnReport {
  readonly player: string;
  readonly turn: number;
  readonly nextTurn: number;
  readonly statement: TreasuryStatement;
  /** The player's treasury turn by turn up to this one, and by category (the charts). */
  readonly history: TreasuryHistory;
  readonly orders: readonly OrderOutcome[];
  /** True when no orders were received: everything held. */
  readonly noOrders: boolean;
  readonly events: readonly ConcernedEvent[];
  readonly lost: readonly string[];
  readonly battles: readonly BattleToFight[];
  readonly spyReports: readonly SpyReport[];
  readonly holdings: Holdings;
  readonly template: string;
  readonly ordersDue: string;
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export function buildTurnReport(input: TurnReportInput): TurnReport {
  const { view } = input;
  const player = view.player;
  const summary = input.summaries.find((s) => same(s.player, player));
  const lost = summary?.destroyed ?? [];
  const receipt = input.receipt !== null && same(input.receipt.player, player) ? input.receipt : null;
  const key = (n: string): string => n.trim().toLowerCase();
  const cities = new Set<string>();
  const forces = new Set<string>(lost.map(key));
  const others = new Set<string>();
  for (const c of view.cities) (c.own ? cities : others).add(key(c.name));
  for (const list of [view.armies, view.units, view.structures])
    for (const thing of list) (thing.own ? forces : others).add(key(thing.name));
  for (const line of receipt?.lines ?? [])
    if (line.name !== null) (line.kind === 'city' ? cities : forces).add(key(line.name));
  const shared = new Set([...cities, ...forces].filter((n) => others.has(n)));
  const corruption = new Map<string, number>();
  for (const c of view.cities) if (c.own && c.corruption !== null) corruption.set(c.name, c.corruption);
  const h = holdings(view, input.supply, input.settlerVariant);
  return {
    player,
    turn: input.resolvedTurn,
    nextTurn: view.turn,
    statement: treasuryStatement(input.journal, player, input.resolvedTurn, corruption),
    history: treasuryHistory(input.journal, player, input.resolvedTurn),
    orders: orderOutcomes(receipt, player, input.events),
    noOrders: receipt === null,
    events: eventsConcerning(input.events, player, { cities, forces, shared }),
    lost,
    battles: input.battles.filter((b) => b.sides.some((s) => same(s, player))),
    spyReports: view.spyReports,
    holdings: h,
    template: orderTemplate(player, view.turn, h),
    ordersDue: input.ordersDue ?? '',
  };
}

/** The player's own journal rows up to `turn`, for the treasury charts. */
export function treasuryHistory(
  journal: readonly JournalLine[],
  player: string,
  turn: number,
): TreasuryHistory {
  return {
    turns: balanceByTurn(journal, player).filter((t) => t.turn <= turn),
    categories: categoryTotals(journal, player, -Infinity, turn),
  };
}

/** How a player reports a battle choice (Battle Results: "fight, truce, or run"). */
export function choiceInstruction(b: BattleToFight): string {
  return `Tell the moderator your choice by ${b.deadline}: "${b.id}: fight", "${b.id}: truce" or "${b.id}: run" (Battle Results, Table 17).`;
}

/** Guilders with thousands separated by commas (no locale data needed: Apps Script's V8 may lack it). */
export function money(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
