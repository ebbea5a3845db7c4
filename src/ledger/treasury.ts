import { TREASURY_TAB } from './schema';
import { columnLetter } from './setup-plan';
import { CellIssue, headerIndex, readRows, TabRows } from './tab';

/**
 * The treasury is a journal: every change of a player's guilders is one row, and balances are derived from
 * the rows, never edited in place. A player never goes below 0 (RULINGS 19): the resolver pays what it can.
 */
export const TREASURY_CATEGORIES = [
  'Opening balance',
  'City income',
  'Mine',
  'Spoils',
  'Sack',
  'Loot',
  'Transfer',
  'Special',
  'Building upkeep',
  'Army upkeep',
  'Engineer upkeep',
  'Scout upkeep',
  'Settler upkeep',
  'Spy upkeep',
  'Build',
  'Raise',
  'Recruit',
  'Replacements',
  'Hire',
  'Other',
] as const;

export interface JournalEntry {
  readonly turn: number;
  readonly player: string;
  readonly category: string;
  /** Guilders in (positive) or out (negative). */
  readonly amount: number;
  readonly for: string;
}

export interface JournalRow extends JournalEntry {
  /** The player's balance after this entry. */
  readonly balance: number;
}

/** Appends entries to a journal, deriving each running balance from the player's previous one. */
export function appendEntries(
  journal: readonly JournalRow[],
  entries: readonly JournalEntry[],
): JournalRow[] {
  const balance = balances(journal);
  const rows = [...journal];
  for (const entry of entries) {
    const key = entry.player.toLowerCase();
    const next = (balance.get(key) ?? 0) + entry.amount;
    balance.set(key, next);
    rows.push({ ...entry, balance: next });
  }
  return rows;
}

/** Each player's balance (keyed by lower-case name) after the whole journal. */
export function balances(journal: readonly JournalEntry[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of journal)
    out.set(entry.player.toLowerCase(), (out.get(entry.player.toLowerCase()) ?? 0) + entry.amount);
  return out;
}

export function balanceOf(journal: readonly JournalEntry[], player: string): number {
  return balances(journal).get(player.toLowerCase()) ?? 0;
}

export interface IncomeStatement {
  readonly player: string;
  readonly turn: number;
  /** Balance before the turn's first entry. */
  readonly opening: number;
  readonly entries: readonly JournalEntry[];
  /** Sums by category, in the order categories first appear in the turn. */
  readonly byCategory: readonly { readonly category: string; readonly amount: number }[];
  readonly income: number;
  readonly expenses: number;
  readonly closing: number;
}

/** A player's income statement for one turn, from the journal alone. */
export function incomeStatement(
  journal: readonly JournalEntry[],
  player: string,
  turn: number,
): IncomeStatement {
  const mine = journal.filter((e) => e.player.toLowerCase() === player.toLowerCase());
  const opening = mine.filter((e) => e.turn < turn).reduce((sum, e) => sum + e.amount, 0);
  const entries = mine.filter((e) => e.turn === turn);
  const byCategory = new Map<string, number>();
  for (const e of entries) byCategory.set(e.category, (byCategory.get(e.category) ?? 0) + e.amount);
  const income = entries.filter((e) => e.amount > 0).reduce((sum, e) => sum + e.amount, 0);
  const expenses = entries.filter((e) => e.amount < 0).reduce((sum, e) => sum - e.amount, 0);
  return {
    player,
    turn,
    opening,
    entries,
    byCategory: [...byCategory].map(([category, amount]) => ({ category, amount })),
    income,
    expenses,
    closing: opening + income - expenses,
  };
}

/** A readable row's written Balance beside the one the rows above give. */
interface BalanceCheck {
  readonly player: string;
  readonly row: number;
  readonly written: unknown;
  readonly expected: number;
}

/**
 * The Balance cells that do not follow from the rows above, per player in order. A gap that starts at a row
 * and stays on the player's next row means a row before it is missing (deleted): named once, at the first
 * row where the running balance breaks, with the amount missing; a gap on one row alone is an edited cell.
 */
function balanceIssues(tab: TabRows, checks: readonly BalanceCheck[]): CellIssue[] {
  const column = columnLetter(headerIndex(tab)('Balance') + 1);
  const byPlayer = new Map<string, BalanceCheck[]>();
  for (const c of checks)
    byPlayer.set(c.player.toLowerCase(), [...(byPlayer.get(c.player.toLowerCase()) ?? []), c]);
  const issues: CellIssue[] = [];
  const at = (c: BalanceCheck, message: string): void => {
    issues.push({ tab: tab.name, cell: `${column}${c.row}`, message });
  };
  for (const rows of byPlayer.values()) {
    let gap = 0;
    rows.forEach((c, i) => {
      const now = typeof c.written === 'number' ? c.written - c.expected : NaN;
      if (now === gap) return;
      const next = rows.slice(i + 1).find((n) => typeof n.written === 'number');
      if (Number.isNaN(now) || next === undefined || (next.written as number) - next.expected !== now) {
        at(
          c,
          `balance ${String(c.written)} does not follow from the journal (expected ${c.expected}); balances are derived, do not edit them`,
        );
        return;
      }
      const missing = now - gap;
      gap = now;
      at(
        c,
        `balance ${String(c.written)} does not follow from the rows above (expected ${c.expected}), nor do ${c.player}'s later balances: a row of ${missing > 0 ? '+' : ''}${missing} guilders for ${c.player} before this one seems to be missing (deleted?); put it back, or Undo`,
      );
    });
  }
  return issues;
}

/**
 * Reads the Treasury tab. A Balance that does not follow from the rows above it is reported (someone edited a
 * derived cell, or deleted a row above), naming the cell and the balance the journal gives.
 */
export function readJournal(tab: TabRows): { readonly rows: JournalRow[]; readonly issues: CellIssue[] } {
  const running = new Map<string, number>();
  const checks: BalanceCheck[] = [];
  const result = readRows<JournalRow>(
    tab,
    (row) => {
      const entry = {
        turn: row.integer('Turn', 'turn', 0, 100000),
        player: row.text('Player', 'the player'),
        category: row.text('Category', 'the category'),
        amount: row.integer('Amount', 'amount', -10_000_000, 10_000_000),
        for: row.text('For', 'what it is for', false),
      };
      if (!row.ok) return { ...entry, balance: 0 }; // left out of the journal and reported
      const key = entry.player.toLowerCase();
      const expected = (running.get(key) ?? 0) + entry.amount;
      running.set(key, expected);
      const written = row.raw('Balance');
      // A wrong derived cell is reported but does not drop the entry: the amounts are the journal.
      if (written !== '') checks.push({ player: entry.player, row: row.rowNumber, written, expected });
      return { ...entry, balance: expected };
    },
    { spec: TREASURY_TAB },
  );
  const issues = balanceIssues(tab, checks);
  const rowOf = (issue: CellIssue): number => Number(/\d+$/.exec(issue.cell)?.[0] ?? 0);
  return { rows: result.items, issues: [...result.issues, ...issues].sort((a, b) => rowOf(a) - rowOf(b)) };
}

/** Journal rows as the Treasury tab's cells, by header. */
export function journalCells(row: JournalRow): Record<string, unknown> {
  const cells: Record<string, unknown> = {};
  const values: Record<string, unknown> = {
    Turn: row.turn,
    Player: row.player,
    Category: row.category,
    Amount: row.amount,
    For: row.for,
    Balance: row.balance,
  };
  for (const column of TREASURY_TAB.columns) cells[column.header] = values[column.header];
  return cells;
}
