import { isDate } from './custom-functions';

/**
 * What Undo needs to put the ledger back as it was before a Resolve, kept as JSON in a hidden tab: only what
 * the Resolve rewrote (each such tab's body as cell input, formulas as formulas), and for the tabs it only
 * appended to (Treasury, Log, Battles) how many rows they used before. So its size follows the present, not
 * the campaign's history.
 */
export const UNDO_TAB = '_undo';
/** Google Sheets holds at most 50,000 characters in a cell. */
const CHUNK = 45000;
const CHUNK_MARK = '~';

export interface RewrittenTab {
  /** The first body row (0: the row below the header) of the rows the Resolve changed. */
  readonly from: number;
  /** Those rows' values before the Resolve. */
  readonly values: unknown[][];
  /** Cells whose setValues input differs from their value (a formula, text kept literal), by `row:column`
   * relative to `from` (see cellInput). */
  readonly inputs: Readonly<Record<string, unknown>>;
  /** Computed columns: their formula, set in the first body row and spilling down (blank below). */
  readonly computed: Readonly<Record<string, string>>;
  /** The tab's row count before, when the Resolve may have grown it (Undo deletes rows it added); null: no. */
  readonly maxRows: number | null;
}

export interface AppendedTab {
  /** Rows used below the header before the Resolve appended its own. */
  readonly rows: number;
  readonly maxRows: number | null;
}

/** A tab given a new column before `column` (a player's report): Undo deletes it, and rows it grew by. */
export interface InsertedColumn {
  readonly column: number;
  readonly maxColumns: number | null;
  readonly maxRows: number | null;
}

export interface LedgerSnapshot {
  /** Matches the undo marker that announced it (a snapshot left by another Resolve is never restored). */
  readonly id: string;
  /** The turn the snapshot was taken before. */
  readonly turn: number;
  readonly rewritten: Readonly<Record<string, RewrittenTab>>;
  readonly appended: Readonly<Record<string, AppendedTab>>;
  /** Absent in snapshots of earlier versions. */
  readonly inserted?: Readonly<Record<string, InsertedColumn>>;
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

/** Splits text into cells of at most `size` characters, never between the two halves of a surrogate pair. */
export function chunkText(text: string, size = CHUNK): string[] {
  const chunks: string[] = [];
  let at = 0;
  while (at < text.length) {
    let end = Math.min(at + size, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1; // a high surrogate: keep its pair
    chunks.push(text.slice(at, end));
    at = end;
  }
  return chunks;
}

/** The snapshot as cells (chunks of JSON) for one column of the hidden tab. */
export function encodeSnapshot(snapshot: LedgerSnapshot): string[] {
  const rewritten: Record<string, unknown> = {};
  for (const [name, tab] of Object.entries(snapshot.rewritten))
    rewritten[name] = {
      ...tab,
      values: tab.values.map((row) => row.map(encodeCell)),
      inputs: Object.fromEntries(Object.entries(tab.inputs).map(([k, v]) => [k, encodeCell(v)])),
    };
  // Each cell starts with a mark no cell parser reads as a formula, number or date, whatever its format.
  return chunkText(JSON.stringify({ ...snapshot, rewritten })).map((chunk) => `${CHUNK_MARK}${chunk}`);
}

const damaged = (why: string): Error =>
  new Error(`The ${UNDO_TAB} tab is damaged (${why}), so the last turn cannot be undone.`);

/** The grid that writes a rewritten tab's rows back as they were (its formulas and literal text included). */
export function restoreInput(tab: RewrittenTab): unknown[][] {
  return tab.values.map((row, r) =>
    row.map((value, c) => {
      const formula = tab.computed[String(c)];
      if (formula !== undefined) return tab.from + r === 0 ? formula : '';
      const key = `${r}:${c}`;
      return key in tab.inputs ? tab.inputs[key] : value;
    }),
  );
}

/** Reads a snapshot back from its cells; null when they hold none. */
export function decodeSnapshot(cells: readonly unknown[]): LedgerSnapshot | null {
  const json = cells
    .map((cell) => (typeof cell === 'string' && cell.startsWith(CHUNK_MARK) ? cell.slice(1) : ''))
    .join('');
  if (json.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw damaged('its snapshot cannot be read');
  }
  const data = parsed as { id?: unknown; turn?: unknown; rewritten?: unknown; appended?: unknown };
  if (
    typeof data.id !== 'string' ||
    typeof data.turn !== 'number' ||
    typeof data.rewritten !== 'object' ||
    data.rewritten === null ||
    typeof data.appended !== 'object' ||
    data.appended === null
  )
    throw damaged('its snapshot has no id, turn or tabs');
  const rewritten: Record<string, RewrittenTab> = {};
  for (const [name, value] of Object.entries(data.rewritten as Record<string, unknown>)) {
    const tab = value as {
      from?: unknown;
      values?: unknown;
      inputs?: unknown;
      computed?: unknown;
      maxRows?: unknown;
    };
    const record = (v: unknown): Record<string, unknown> =>
      typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
    rewritten[name] = {
      from: typeof tab.from === 'number' ? tab.from : 0,
      values: Array.isArray(tab.values)
        ? tab.values.map((row: unknown) => (Array.isArray(row) ? row.map(decodeCell) : []))
        : [],
      inputs: Object.fromEntries(Object.entries(record(tab.inputs)).map(([k, v]) => [k, decodeCell(v)])),
      computed: Object.fromEntries(Object.entries(record(tab.computed)).map(([k, v]) => [k, String(v)])),
      maxRows: typeof tab.maxRows === 'number' ? tab.maxRows : null,
    };
  }
  const appended: Record<string, AppendedTab> = {};
  for (const [name, value] of Object.entries(data.appended as Record<string, unknown>)) {
    const tab = value as { rows?: unknown; maxRows?: unknown };
    appended[name] = {
      rows: typeof tab.rows === 'number' ? tab.rows : 0,
      maxRows: typeof tab.maxRows === 'number' ? tab.maxRows : null,
    };
  }
  const inserted: Record<string, InsertedColumn> = {};
  const insertedData = (parsed as { inserted?: unknown }).inserted;
  const count = (v: unknown): number | null => (typeof v === 'number' ? v : null);
  if (typeof insertedData === 'object' && insertedData !== null)
    for (const [name, value] of Object.entries(insertedData as Record<string, unknown>)) {
      const tab = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      inserted[name] = {
        column: count(tab.column) ?? 2,
        maxColumns: count(tab.maxColumns),
        maxRows: count(tab.maxRows),
      };
    }
  return { id: data.id, turn: data.turn, rewritten, appended, inserted };
}
