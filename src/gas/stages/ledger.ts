import type { Clock } from '../../engine/core/stage';
import { reinterpretable, cellInput } from '../../ledger/cell-input';
import { LOG_TAB, TabSpec } from '../../ledger/schema';
import { normaliseHeader } from '../../ledger/setup-plan';
import type { StageRuleset, TabValues } from '../../ledger/stage-ruleset';
import { cellText, headerIndex, tabRows } from '../../ledger/tab';
import type { GridSize } from '../batch-io';
import { sheetValues } from '../ledger-io';
import { SheetService, SpreadsheetService } from '../services';
import { PRESENT_TABS, presentFrom, PresentWanted, readPresentTabs } from './present';

/**
 * A staged ruleset's ledger as one operation reads it: each of the ruleset's tabs once, with getSheetByName and
 * getSheetValues (never the hidden _undo tab: only Undo reads it). No book is known here.
 */
export interface StageLedger {
  readonly ruleset: StageRuleset;
  readonly sheets: ReadonlyMap<string, SheetService>;
  /** Every tab present, header row first. */
  readonly values: ReadonlyMap<string, unknown[][]>;
  /** The ruleset's tabs that are not in the spreadsheet. */
  readonly missing: readonly string[];
  /** The grids of the tabs whose present was read through the Sheets service (no getMaxRows to write them). */
  readonly grid?: ReadonlyMap<string, GridSize>;
}

export function readStageLedger(spreadsheet: SpreadsheetService, ruleset: StageRuleset): StageLedger {
  const { sheets, values, missing } = openTabs(spreadsheet, ruleset, () => true);
  return { ruleset, sheets, values, missing };
}

/** Each of the ruleset's tabs found once; the values of those `whole` says, the others' sheets set apart. */
function openTabs(spreadsheet: SpreadsheetService, ruleset: StageRuleset, whole: (name: string) => boolean) {
  const sheets = new Map<string, SheetService>();
  const values = new Map<string, unknown[][]>();
  const missing: string[] = [];
  const present = new Map<string, SheetService>();
  for (const spec of ruleset.tabs) {
    const sheet = spreadsheet.getSheetByName(spec.name);
    if (!sheet) {
      missing.push(spec.name);
      continue;
    }
    sheets.set(spec.name, sheet);
    if (whole(spec.name)) values.set(spec.name, sheetValues(sheet));
    else present.set(spec.name, sheet);
  }
  return { sheets, values, missing, present };
}

/** How far back an operation reads the append-only tabs (present.ts): from turn `least`, and from row `from`. */
export interface PresentScope {
  /** The earliest turn whose rows are needed; absent: the turn the Campaign tab's clock points at. */
  readonly least?: number;
  /** Per tab, a row (1-based) from which every row is needed whatever its turn (Undo's appended rows). */
  readonly from?: ReadonlyMap<string, number>;
}

/**
 * A ruleset's own tabs kept by turn (a Turn column, the turn's rows at the bottom) of which its stages read and
 * rewrite only the rows of the clock's turn, keeping every row above as read: Mighty Empires' Battles. Asked of
 * the ruleset as `presentTabs` (a ruleset without it has none).
 */
export function ownPresentTabs(ruleset: StageRuleset): readonly string[] {
  return ruleset.presentTabs ?? [];
}

/**
 * Whether a header row holds a column the tab's spec does not (a moderator's own): a rewrite keeps such a
 * column's formulas by reading every row's (writes.ts bodyInput), so the tab is read whole, as before.
 */
function ownColumns(spec: TabSpec | undefined): (headers: readonly string[]) => boolean {
  const known = new Set((spec?.columns ?? []).map((c) => normaliseHeader(c.header)));
  return (headers) => headers.some((h) => !known.has(normaliseHeader(h)));
}

/**
 * The ledger as a stage operation reads it (Preview, Resolve, Undo, the sidebar): every tab whole but the
 * append-only Orders, Journal and Log and the ruleset's own present tabs (ownPresentTabs), of which only the
 * present (present.ts): the rows of the clock's turn (or `scope.least`) down, the rows above it UNREAD, so an
 * operation costs the same after many turns as after one. A Campaign tab whose clock cannot be read leaves them
 * read whole (the refusal then names the cell). An own present tab takes no `scope.from`: a stage only rewrites
 * rows of its turn there, which Undo puts back from its snapshot without reading them.
 */
export function readStagePresent(
  spreadsheet: SpreadsheetService,
  ruleset: StageRuleset,
  scope: PresentScope = {},
): StageLedger {
  const own = ownPresentTabs(ruleset);
  const { sheets, values, missing, present } = openTabs(
    spreadsheet,
    ruleset,
    (n) => !PRESENT_TABS.includes(n) && !own.includes(n),
  );
  let least = scope.least;
  if (least === undefined)
    try {
      least = ruleset.clock(values).turn;
    } catch {
      least = -Infinity;
    }
  const wanted = new Map<string, PresentWanted>(
    [...present].map(([name, sheet]) => [
      name,
      own.includes(name)
        ? { sheet, least, whole: ownColumns(specOf(ruleset, name)) }
        : { sheet, least: presentFrom(name, least), from: scope.from?.get(name) },
    ]),
  );
  const read = readPresentTabs(spreadsheet, wanted);
  // In the ruleset's own order of tabs, as readStageLedger gives them (the fingerprint sorts by name anyway).
  const ordered = new Map<string, unknown[][]>();
  for (const spec of ruleset.tabs) {
    const v = values.get(spec.name) ?? read.values.get(spec.name);
    if (v) ordered.set(spec.name, v);
  }
  return { ruleset, sheets, values: ordered, missing, grid: read.grid };
}

/** The spec of one of the ruleset's tabs. */
export function specOf(ruleset: StageRuleset, name: string): TabSpec | undefined {
  return ruleset.tabs.find((t) => t.name === name);
}

/** 0-based positions, in the tab's own header row, of its columns of people's text (kept plain text). */
export function stageTextColumns(spec: TabSpec | undefined, headers: readonly string[]): number[] {
  return (spec?.columns ?? [])
    .filter((c) => c.text)
    .map((c) => headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(c.header)))
    .filter((i) => i >= 0);
}

/** The header row of a tab's values, as text. */
export function headersOf(values: readonly (readonly unknown[])[] | undefined): string[] {
  return (values?.[0] ?? []).map((h) => (h === null || h === undefined ? '' : String(h)));
}

/** The verbs a stage's button label starts with (`Resolve interim results`, `Apply the battle reports`). */
const LABEL_VERB = /^(resolve|apply|reveal)\s+/i;

/** A stage in its own words, without the button's verb: `Resolve Spend CP's round 1` → `Spend CP's round 1`. */
export function stageWords(label: string): string {
  const words = label.replace(LABEL_VERB, '').trim();
  return words === '' ? label : words;
}

/**
 * The clock as moderators and players read it, in the stage's words: `turn 2, interim results`,
 * `turn 1, Spend CP's round 2` (the round added when the words lack it). Without a ruleset, or when it cannot
 * name the stage, the Campaign tab's Stage value: `turn 2, stage orders`.
 */
export function clockText(clock: Clock, ruleset?: Pick<StageRuleset, 'stage'>): string {
  let words = `stage ${clock.stage}`;
  if (ruleset)
    try {
      words = stageWords(ruleset.stage(clock).label);
    } catch {
      // A stage the ruleset does not know: its id, as the Campaign tab holds it.
    }
  const round =
    clock.round > 1 && !words.toLowerCase().includes(`round ${clock.round}`) ? `, round ${clock.round}` : '';
  return `turn ${clock.turn}, ${words}${round}`;
}

export function sameClock(a: Clock, b: Clock): boolean {
  return a.turn === b.turn && a.stage === b.stage && a.round === b.round;
}

/** Roll overrides the moderator entered in the Log's Override column for the clock's turn (by roll key). */
export function logOverrides(values: TabValues, clock: Clock): Map<string, number> {
  const out = new Map<string, number>();
  const log = tabRows(LOG_TAB.name, values.get(LOG_TAB.name) ?? []);
  const col = headerIndex(log);
  const [turn, key, override] = ['Turn', 'Key', 'Override'].map(col);
  if (turn < 0 || key < 0 || override < 0) return out;
  for (const row of log.rows) {
    const value = Number(row[override]);
    const name = cellText(row[key]);
    if (Number(row[turn]) === clock.turn && name !== '' && cellText(row[override]) !== '')
      if (Number.isInteger(value)) out.set(name, value);
  }
  return out;
}

/**
 * The body of a tab (below the header) as setValues input that recreates it (cellInput): columns for which
 * `exact` holds keep their formulas and literal text; the others are taken as read. Reads the tab's formulas
 * (and, when some text could be reread as something else, its number formats) only when such a column exists.
 */
export function bodyInput(
  sheet: SheetService,
  values: unknown[][],
  exact: (c: number) => boolean,
): unknown[][] {
  const width = values[0]?.length ?? 0;
  const columns = Array.from({ length: width }, (_, c) => c).filter(exact);
  if (columns.length === 0 || values.length < 2) return values.slice(1).map((r) => [...r]);
  const range = sheet.getRange(1, 1, values.length, Math.max(1, width));
  const formulas = range.getFormulas();
  const needsFormat = values.some((row, r) =>
    columns.some((c) => r > 0 && (formulas[r]?.[c] ?? '') === '' && reinterpretable(row[c])),
  );
  const formats = needsFormat ? range.getNumberFormats() : null;
  return values
    .slice(1)
    .map((row, i) =>
      row.map((value, c) =>
        exact(c) ? cellInput(value, formulas[i + 1]?.[c] ?? '', formats?.[i + 1]?.[c]) : value,
      ),
    );
}
