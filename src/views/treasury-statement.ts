/**
 * A player's treasury statement for one turn (INCOME, PAYABLES/UPKEEP: "send out income statements to each player
 * showing the monies available"), from the treasury journal's plain rows: every line of the turn in the order
 * the resolver wrote it, with the running balance, totals by category, and the opening and closing balance.
 * Rows of other players are ignored, so a whole journal may be passed in.
 */

/** One treasury journal row (the Treasury tab: Turn, Player, Category, Amount, For). */
export interface JournalLine {
  readonly turn: number;
  readonly player: string;
  readonly category: string;
  /** Guilders in (positive) or out (negative). */
  readonly amount: number;
  readonly for: string;
}

export interface StatementLine extends JournalLine {
  /** The balance after this line. */
  readonly balance: number;
  /** City income: that city's corruption this turn, when known (RULINGS 14). */
  readonly corruption: number | null;
}

export interface TreasuryStatement {
  readonly player: string;
  readonly turn: number;
  readonly opening: number;
  readonly lines: readonly StatementLine[];
  /** Sums by category in the order categories first appear. */
  readonly byCategory: readonly { readonly category: string; readonly amount: number }[];
  readonly income: number;
  readonly expenses: number;
  readonly closing: number;
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `corruption`: this turn's corruption by city name (the player's own cities), for the City income lines. */
export function treasuryStatement(
  journal: readonly JournalLine[],
  player: string,
  turn: number,
  corruption: ReadonlyMap<string, number> = new Map(),
): TreasuryStatement {
  const mine = journal.filter((e) => same(e.player, player));
  const opening = mine.filter((e) => e.turn < turn).reduce((sum, e) => sum + e.amount, 0);
  const corruptionOf = new Map([...corruption].map(([k, v]) => [k.trim().toLowerCase(), v]));
  let balance = opening;
  const lines: StatementLine[] = [];
  const byCategory = new Map<string, number>();
  for (const e of mine.filter((x) => x.turn === turn)) {
    balance += e.amount;
    const pct = e.category === 'City income' ? corruptionOf.get(e.for.trim().toLowerCase()) : undefined;
    lines.push({ ...e, balance, corruption: pct ?? null });
    byCategory.set(e.category, (byCategory.get(e.category) ?? 0) + e.amount);
  }
  const income = lines.filter((l) => l.amount > 0).reduce((sum, l) => sum + l.amount, 0);
  const expenses = lines.filter((l) => l.amount < 0).reduce((sum, l) => sum - l.amount, 0);
  return {
    player,
    turn,
    opening,
    lines,
    byCategory: [...byCategory].map(([category, amount]) => ({ category, amount })),
    income,
    expenses,
    closing: balance,
  };
}

/** Each turn's closing balance of a player, turn by turn (for the treasury chart). */
export function balanceByTurn(
  journal: readonly JournalLine[],
  player: string,
): { readonly turn: number; readonly balance: number; readonly income: number; readonly expenses: number }[] {
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
