import { LOG_TAB } from './schema';
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
