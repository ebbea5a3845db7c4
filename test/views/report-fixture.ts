import type { CampaignState } from '../../src/engine/model';
import { checkOrders } from '../../src/engine/cs42/orders/check';
import type { OrderLine, OrderReceipt } from '../../src/engine/cs42/orders/types';
import { resolveTurn, TurnResult } from '../../src/engine/cs42/turn/pipeline';
import { playerView } from '../../src/engine/cs42/visibility-view';
import { BattleToFight, buildTurnReport, TurnReport } from '../../src/views/report';
import { ownSupply } from '../../src/views/report-holdings';
import type { JournalLine } from '../../src/views/treasury-statement';

/**
 * A real turn for the report tests: each player's orders checked by the real checker and resolved by the real
 * pipeline with fixed dice; the journal is the players' opening balances at turn 0 and the turn's entries.
 */
export interface PlayedTurn {
  readonly before: CampaignState;
  readonly result: TurnResult;
  readonly receipts: ReadonlyMap<string, OrderReceipt>;
  readonly journal: readonly JournalLine[];
  readonly battles: readonly BattleToFight[];
}

export function playTurn(
  state: CampaignState,
  orders: Readonly<Record<string, string>>,
  balances: Readonly<Record<string, number>>,
  dice: Readonly<Record<string, number>> = {},
): PlayedTurn {
  const receipts = new Map<string, OrderReceipt>();
  const accepted = new Map<string, OrderLine[]>();
  for (const [player, text] of Object.entries(orders)) {
    const receipt = checkOrders({ state, player, text, treasury: balances[player] ?? 0 });
    receipts.set(player, receipt);
    for (const l of receipt.lines)
      if (l.status !== 'rejected' && l.name !== null)
        accepted.set(l.name.toLowerCase(), [...(accepted.get(l.name.toLowerCase()) ?? []), l]);
  }
  const result = resolveTurn({
    state,
    orders: accepted,
    balances: new Map(Object.entries(balances)),
    settings: { seed: 'report-test', replacementCosts: 'table', settlersBeyondRegular: 'table' },
    overrides: new Map(Object.entries(dice)),
  });
  const journal: JournalLine[] = [
    ...Object.entries(balances).map(([player, amount]) => ({
      turn: 0,
      player,
      category: 'Opening balance',
      amount,
      for: 'Starting treasury',
    })),
    ...result.entries.map((e) => ({ ...e, turn: state.turn })),
  ];
  const battles = result.battles.map((b, i) => ({
    ...b,
    id: `T${state.turn}-B${i + 1}`,
    deadline: `the end of turn ${state.turn + 1}`,
  }));
  return { before: state, result, receipts, journal, battles };
}

export function reportFor(turn: PlayedTurn, player: string): TurnReport {
  const view = playerView(turn.result.state, player);
  return buildTurnReport({
    view,
    resolvedTurn: turn.result.resolvedTurn,
    events: turn.result.events,
    journal: turn.journal,
    receipt: turn.receipts.get(player) ?? null,
    summaries: turn.result.players,
    battles: turn.battles,
    supply: ownSupply(turn.result.state, player),
    ordersDue: 'Sunday at noon',
  });
}
