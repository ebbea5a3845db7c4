import { isDate } from './custom-functions';
import { LEDGER_TABS, TabSpec } from './schema';
import { columnLetter, normaliseHeader } from './setup-plan';

/**
 * The pre-turn copy of the ledger that Undo restores: every tab's values, kept as JSON in a hidden tab.
 * Computed columns are not stored as values: restoring writes their formula back in row 2, as the ledger does.
 */
export const UNDO_TAB = '_undo';
/** Google Sheets holds at most 50,000 characters in a cell. */
const CHUNK = 45000;

export interface LedgerSnapshot {
  /** The turn the snapshot was taken before. */
  readonly turn: number;
  readonly tabs: Readonly<Record<string, unknown[][]>>;
}

type Encoded = string | number | boolean | null | { $date: string };

function encodeCell(value: unknown): Encoded {
  if (isDate(value)) return { $date: value.toISOString() };
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return value === null || value === undefined ? null : String(value);
}

function decodeCell(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && '$date' in value)
    return new Date(String((value as { $date: unknown }).$date));
  return value ?? '';
}

/** The snapshot as a column of cells (chunks of JSON) for the hidden tab. */
export function encodeSnapshot(snapshot: LedgerSnapshot): string[][] {
  const tabs: Record<string, Encoded[][]> = {};
  for (const [name, rows] of Object.entries(snapshot.tabs))
    tabs[name] = rows.map((row) => row.map(encodeCell));
  const json = JSON.stringify({ ...snapshot, tabs });
  const chunks: string[][] = [];
  for (let i = 0; i < json.length; i += CHUNK) chunks.push([json.slice(i, i + CHUNK)]);
  return chunks;
}

/** Reads the hidden tab back; null when it holds no snapshot (nothing to undo). */
export function decodeSnapshot(cells: readonly (readonly unknown[])[]): LedgerSnapshot | null {
  const json = cells.map((row) => (typeof row[0] === 'string' ? row[0] : '')).join('');
  if (json.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(
      `The ${UNDO_TAB} tab is damaged: its snapshot cannot be read, so the last turn cannot be undone.`,
    );
  }
  const data = parsed as { turn?: unknown; tabs?: unknown };
  if (typeof data.turn !== 'number' || typeof data.tabs !== 'object' || data.tabs === null)
    throw new Error(`The ${UNDO_TAB} tab is damaged: its snapshot has no turn or tabs.`);
  const tabs: Record<string, unknown[][]> = {};
  for (const [name, rows] of Object.entries(data.tabs as Record<string, unknown>))
    tabs[name] = Array.isArray(rows)
      ? rows.map((row) => (Array.isArray(row) ? row.map(decodeCell) : []))
      : [];
  return { turn: data.turn, tabs };
}

/**
 * The grid to write below a tab's header to bring back `values` (the tab as read, header first), covering at
 * least `rows` rows so anything written since is blanked; computed columns get their formula in row 2.
 */
export function restoreGrid(
  name: string,
  values: readonly (readonly unknown[])[],
  rows: number,
): unknown[][] {
  const headers = (values[0] ?? []).map((h) => String(h ?? ''));
  const width = Math.max(headers.length, ...values.map((r) => r.length), 1);
  const spec: TabSpec | undefined = LEDGER_TABS.find((t) => t.name === name);
  const computed = new Map<number, string>();
  for (const column of spec?.columns ?? []) {
    const at = headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(column.header));
    if (at >= 0 && column.formula)
      computed.set(
        at,
        column.formula((header) =>
          columnLetter(headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(header)) + 1),
        ),
      );
  }
  const body = values.slice(1);
  const height = Math.max(body.length, rows, 1);
  return Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c) => {
      if (computed.has(c)) return r === 0 ? computed.get(c) : '';
      return body[r]?.[c] ?? '';
    }),
  );
}
