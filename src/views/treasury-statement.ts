/**
 * A player's treasury statement for one turn (INCOME, PAYABLES/UPKEEP: "send out income statements to each player
 * showing the monies available"), from the treasury journal's plain rows: every line of the turn in the order
 * the resolver wrote it, with the running balance, totals by category, and the opening and closing balance.
 * Rows of other players are ignored, so a whole journal may be passed in.
 */

import { IncomeStatement, incomeStatement, JournalEntry } from '../ledger/treasury';

/** One treasury journal row (the Treasury tab: Turn, Player, Category, Amount, For). */
export type JournalLine = JournalEntry;

export interface StatementLine extends JournalLine {
  /** The balance after this line. */
  readonly balance: number;
  /** City income: that city's corruption this turn, when known (RULINGS 14). */
  readonly corruption: number | null;
}

/** The ledger's income statement, each line with its running balance and its city's corruption. */
export interface TreasuryStatement extends Omit<IncomeStatement, 'entries'> {
  readonly lines: readonly StatementLine[];
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `corruption`: this turn's corruption by city name (the player's own cities), for the City income lines. */
export function treasuryStatement(
  journal: readonly JournalLine[],
  player: string,
  turn: number,
  corruption: ReadonlyMap<string, number> = new Map(),
): TreasuryStatement {
  const { entries, ...totals } = incomeStatement(journal, player, turn);
  const corruptionOf = new Map([...corruption].map(([k, v]) => [k.trim().toLowerCase(), v]));
  let balance = totals.opening;
  const lines = entries.map((e): StatementLine => {
    balance += e.amount;
    const pct = e.category === 'City income' ? corruptionOf.get(e.for.trim().toLowerCase()) : undefined;
    return { ...e, balance, corruption: pct ?? null };
  });
  return { ...totals, lines };
}

/** One turn of a player's treasury: its closing balance and the guilders in and out. */
export interface TurnBalance {
  readonly turn: number;
  readonly balance: number;
  readonly income: number;
  readonly expenses: number;
}

/** Each turn's closing balance of a player, turn by turn (for the treasury chart). */
export function balanceByTurn(journal: readonly JournalLine[], player: string): TurnBalance[] {
  const turns = new Map<number, { income: number; expenses: number }>();
  for (const e of journal) {
    if (!same(e.player, player)) continue;
    const t = turns.get(e.turn) ?? { income: 0, expenses: 0 };
    if (e.amount > 0) t.income += e.amount;
    else t.expenses -= e.amount;
    turns.set(e.turn, t);
  }
  let balance = 0;
  return [...turns]
    .sort(([a], [b]) => a - b)
    .map(([turn, t]) => {
      balance += t.income - t.expenses;
      return { turn, balance, income: t.income, expenses: t.expenses };
    });
}

/** A player's guilders by category over the turns `from`..`to` (all when omitted), largest first, zeros left out. */
export function categoryTotals(
  journal: readonly JournalLine[],
  player: string,
  from = -Infinity,
  to = Infinity,
): { readonly category: string; readonly amount: number }[] {
  const sums = new Map<string, number>();
  for (const e of journal)
    if (same(e.player, player) && e.turn >= from && e.turn <= to)
      sums.set(e.category, (sums.get(e.category) ?? 0) + e.amount);
  return [...sums]
    .filter(([, v]) => v !== 0)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .map(([category, amount]) => ({ category, amount }));
}
