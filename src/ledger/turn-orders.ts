import { checkOrders, OrderReceipt } from '../engine/cs42/orders';
import type { TurnLine } from '../engine/cs42/turn/context';
import { StateIndex } from '../engine/cs42/orders/state-index';
import type { CampaignState } from '../engine/model';
import type { RuleVariant } from '../engine/cs42/tables';
import { counts, OrderRecord, previousOrders } from './orders';

/**
 * The orders a turn resolves: each player's counted submission for the turn (on time, by the moderator, or late
 * and accepted), checked again against the ledger as it stands now, so the resolver acts only on lines that are
 * valid at resolution. Missing players simply hold.
 */
export interface TurnOrdersResult {
  /** Accepted lines by unit or city (lower-case name), in the order written, each with its writer: two players'
   * things may share a name (each hidden from the other), and the turn gives each only his own lines. */
  readonly orders: Map<string, TurnLine[]>;
  readonly receipts: readonly OrderReceipt[];
  /** Each player's submission status for the sidebar: submitted, late, missing, with rejected lines. */
  readonly status: readonly {
    player: string;
    state: 'submitted' | 'late' | 'missing';
    lines: number;
    rejected: number;
  }[];
}

export function turnOrders(
  state: CampaignState,
  records: readonly OrderRecord[],
  balances: ReadonlyMap<string, number>,
  settlerVariant: RuleVariant,
  /** RULINGS 8's setting: the price a Replace line's receipt shows is the one the upkeep will charge. */
  replacementVariant: RuleVariant = 'table',
): TurnOrdersResult {
  const orders = new Map<string, TurnLine[]>();
  const receipts: OrderReceipt[] = [];
  const status: TurnOrdersResult['status'][number][] = [];
  // One index and one supply oracle for every player's check, and each player's records found once (issue 9).
  const index = new StateIndex(state);
  const byPlayer = new Map<string, OrderRecord[]>();
  for (const r of records) {
    const key = r.player.toLowerCase();
    const list = byPlayer.get(key);
    if (list === undefined) byPlayer.set(key, [r]);
    else list.push(r);
  }
  for (const player of state.players) {
    const theirs = byPlayer.get(player.name.toLowerCase()) ?? [];
    const mine = theirs.filter((r) => r.turn === state.turn);
    const counted = mine.filter(counts).sort((a, b) => a.line - b.line);
    if (mine.length === 0) {
      status.push({ player: player.name, state: 'missing', lines: 0, rejected: 0 });
      continue;
    }
    status.push({
      player: player.name,
      state: counted.length === 0 ? 'late' : 'submitted',
      lines: mine.length,
      rejected: mine.filter((r) => r.status === 'rejected').length,
    });
    if (counted.length === 0) continue;
    const receipt = checkOrders({
      state,
      player: player.name,
      text: counted.map((r) => r.text).join('\n'),
      treasury: balances.get(player.name.toLowerCase()) ?? 0,
      settings: { settlerVariant, replacementVariant },
      previous: previousOrders(theirs, player.name, state.turn),
      index,
    });
    receipts.push(receipt);
    for (const line of receipt.lines) {
      if (line.status === 'rejected' || line.name === null) continue;
      const key = line.name.toLowerCase();
      const mine: TurnLine = { ...line, player: player.name };
      const list = orders.get(key);
      if (list === undefined) orders.set(key, [mine]);
      else list.push(mine);
    }
  }
  return { orders, receipts, status };
}
