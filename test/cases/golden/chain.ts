import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatHex } from '../../../src/engine/hex';
import type { CampaignState } from '../../../src/engine/model';
import { resolveTurn, TurnResult } from '../../../src/engine/cs42/turn/pipeline';
import { demoCampaign } from '../../../src/ledger/demo';
import type { OrderReceipt } from '../../../src/engine/cs42/orders';
import { OrderRecord, submissionRecords } from '../../../src/ledger/orders';
import { turnOrders } from '../../../src/ledger/turn-orders';

/** Plays the demo campaign turn after turn with the fixed orders, carrying state and treasury along. */
export interface PlayedTurn {
  readonly turn: number;
  readonly rejected: readonly string[];
  /** The order receipts, with their warnings. */
  readonly receipts: readonly OrderReceipt[];
  /** The campaign as the turn began. */
  readonly before: CampaignState;
  readonly result: TurnResult;
  readonly balances: ReadonlyMap<string, number>;
}

export const GOLDEN_DIR = __dirname;

/** What happens between two turns (the moderator applying battle results): it may change the state and the
 * treasuries the next turn starts from. */
export type BetweenTurns = (
  played: PlayedTurn,
  state: CampaignState,
  balances: Map<string, number>,
) => { state: CampaignState; balances: Map<string, number> };

/** The demo's three turns of fixed orders (demo-orders.json). */
export function demoTurns(): Record<string, string>[] {
  return (
    JSON.parse(readFileSync(path.join(GOLDEN_DIR, 'demo-orders.json'), 'utf8')) as {
      turns: Record<string, string>[];
    }
  ).turns;
}

export function playDemo(): PlayedTurn[] {
  return playChain(demoTurns());
}

/** Plays the demo campaign from turn 1 through `turns`, calling `between` after each resolved turn. */
export function playChain(turns: readonly Record<string, string>[], between?: BetweenTurns): PlayedTurn[] {
  const demo = demoCampaign();
  let state: CampaignState = demo.state;
  let balances = new Map(demo.openingTreasury.map((o) => [o.player.toLowerCase(), o.amount]));
  const history: OrderRecord[] = [];
  const played: PlayedTurn[] = [];
  for (const orders of turns) {
    for (const [player, text] of Object.entries(orders))
      history.push(...submissionRecords(state.turn, player, text));
    const checked = turnOrders(state, history, balances, 'table');
    // The receipts' accepted actions become next turn's "previous" orders (for two-turn work).
    for (const receipt of checked.receipts)
      for (const line of receipt.lines) {
        const record = history.find(
          (r) => r.turn === state.turn && r.player === receipt.player && r.text === line.text,
        );
        if (record)
          Object.assign(record, { unit: line.name ?? '', action: line.action ?? '', status: line.status });
      }
    const result = resolveTurn({
      state,
      orders: checked.orders,
      balances,
      settings: { seed: demo.seed, replacementCosts: 'table', settlersBeyondRegular: 'table' },
    });
    balances = new Map(result.players.map((p) => [p.player.toLowerCase(), p.closing]));
    const turn: PlayedTurn = {
      turn: state.turn,
      rejected: checked.receipts.flatMap((r) =>
        r.lines.filter((l) => l.status === 'rejected').map((l) => `${l.text}: ${l.message}`),
      ),
      receipts: checked.receipts,
      before: state,
      result,
      balances,
    };
    played.push(turn);
    state = result.state;
    if (between !== undefined) ({ state, balances } = between(turn, state, new Map(balances)));
  }
  return played;
}

/** What the golden file records of a turn: compact, readable, and enough to catch any change of outcome. */
export function summary(turn: PlayedTurn): unknown {
  const s = turn.result.state;
  return {
    turn: turn.turn,
    treasury: turn.result.entries.map((e) => `${e.player} | ${e.category} | ${e.amount} | ${e.for}`),
    balances: Object.fromEntries(turn.balances),
    cities: s.cities.map(
      (c) =>
        `${c.name} (${c.player}) ${formatHex(c.hex)} size ${c.size} [${c.improvements.join(', ')}]${c.conquered ? ' conquered' : ''}`,
    ),
    armies: s.armies.map((a) => `${a.name} (${a.player}) ${formatHex(a.hex)} ${a.points} pts ${a.site}`),
    units: s.units.map((u) => `${u.name} (${u.player}) ${u.type} ${formatHex(u.hex)}`),
    structures: s.structures.map((x) => `${x.name} (${x.player}) ${x.type} ${formatHex(x.hex)}`),
    roads: [...s.map.hexes.values()].filter((h) => h.road).map((h) => formatHex(h.hex)),
    battles: turn.result.battles.map(
      (b) => `${b.kind} at ${formatHex(b.hex)}: ${b.armies.map((a) => `${a.name} ${a.size}`).join(' vs ')}`,
    ),
    dice: turn.result.events
      .filter((e) => e.die !== '')
      .map((e) => `${e.key} ${e.die}=${e.result}: ${e.effect}`),
  };
}
