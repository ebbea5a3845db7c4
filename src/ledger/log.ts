import { LOG_TAB } from './schema';
import { columnLetter } from './setup-plan';
import { CellIssue, cellText, headerIndex, isBlankCell, TabRows } from './tab';
import type { Cells } from './write-state';

/** One line of the Log tab: an event or a die roll of the turn, for audit and replay (RULINGS 21). */
export interface LogEntry {
  readonly turn: number;
  readonly phase: string;
  readonly subject: string;
  /** The die rolled, e.g. d20; empty for events. */
  readonly die?: string;
  /** The roll's key (overrides match on it). */
  readonly key?: string;
  readonly result?: number | '';
  readonly table?: string;
  readonly effect: string;
}

export function logCells(entry: LogEntry): Cells {
  const cells: Record<string, unknown> = {
    Turn: entry.turn,
    Phase: entry.phase,
    Subject: entry.subject,
    Die: entry.die ?? '',
    Key: entry.key ?? '',
    Result: entry.result ?? '',
    Override: '',
    Table: entry.table ?? '',
    Effect: entry.effect,
  };
  return Object.fromEntries(LOG_TAB.columns.map((c) => [c.header, cells[c.header] ?? '']));
}

/** The range of a Log row's Die ("d10": 1-10, "2d6": 2-12); null when it names no die. */
export function dieRange(die: string): { readonly low: number; readonly high: number } | null {
  const m = /^(\d*)d(\d+)$/i.exec(die.trim());
  if (!m) return null;
  const [n, sides] = [m[1] === '' ? 1 : Number(m[1]), Number(m[2])];
  return n >= 1 && sides >= 2 ? { low: n, high: n * sides } : null;
}

/**
 * The moderator's roll overrides for `turn`: the Log's Override by Key (RULINGS 21). An Override that is not
 * a whole number in its row's die range would be ignored by the dice (a d10 never shows 15), so it is an
 * issue naming the cell and the range, and left out.
 */
export function readLogOverrides(
  log: TabRows | undefined,
  turn: number,
): { readonly overrides: Map<string, number>; readonly issues: CellIssue[] } {
  const overrides = new Map<string, number>();
  const issues: CellIssue[] = [];
  if (!log) return { overrides, issues };
  const col = headerIndex(log);
  const at = (row: readonly unknown[], header: string): unknown => (col(header) < 0 ? '' : row[col(header)]);
  log.rows.forEach((row, i) => {
    const key = cellText(at(row, 'Key'));
    const cell = at(row, 'Override');
    if (Number(at(row, 'Turn')) !== turn || key === '' || isBlankCell(cell) || cellText(cell) === '') return;
    const value = Number(cellText(cell));
    const die = cellText(at(row, 'Die'));
    const range = dieRange(die);
    const fits = Number.isInteger(value) && (!range || (value >= range.low && value <= range.high));
    if (fits) {
      overrides.set(key, value);
      return;
    }
    const allowed = range
      ? `a whole number from ${range.low} to ${range.high} (the ${die})`
      : 'a whole number';
    issues.push({
      tab: log.name,
      cell: `${columnLetter(col('Override') + 1)}${i + 2}`,
      message: `Override of ${key} must be ${allowed}, got '${cellText(cell)}': the roll would stand as rolled; correct it or clear it`,
    });
  });
  return { overrides, issues };
}
