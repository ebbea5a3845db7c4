/**
 * The reads of a staged book's custom functions that need the ledger (ME_SUPPORT, CT_FIELD_ARMY_MAX,
 * WM_POPULATION …): on the first row that needs it, the Campaign tab and the book's tabs, each once per call
 * (getSheetByName + getSheetValues), built once; on a ledger whose Ruleset is another book, `notThisBook` for
 * the whole call, without reading further.
 */
import type { RulesetId } from '../engine/core/ruleset';
import type { CellResult, Grid } from '../ledger/cell-args';
import { CAMPAIGN_TAB, type TabSpec } from '../ledger/schema';
import type { TabValues } from '../ledger/stage-ruleset';
import { sheetValues } from './ledger-io';
import { activeRuleset } from './rulesets';
import { services } from './services';

export interface StagedCellsSource<T> {
  readonly ruleset: RulesetId;
  /** The answer on another book's ledger, e.g. `#not a Mighty Empires ledger`. */
  readonly notThisBook: string;
  /** The tabs the functions read besides the Campaign tab. */
  readonly tabs: readonly TabSpec[];
  /** What the functions need, from the tabs as read. */
  readonly build: (tabs: TabValues) => T;
}

/** Thrown inside the reader; the call answers `notThisBook`. */
class OtherBook extends Error {}

function readActive<T>(source: StagedCellsSource<T>): T {
  const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
  const read = (name: string): unknown[][] | undefined => {
    const sheet = spreadsheet.getSheetByName(name);
    return sheet ? sheetValues(sheet) : undefined;
  };
  const campaign = read(CAMPAIGN_TAB.name) ?? [];
  let id: RulesetId;
  try {
    id = activeRuleset(campaign).id;
  } catch {
    throw new OtherBook();
  }
  if (id !== source.ruleset) throw new OtherBook();
  const tabs = new Map<string, unknown[][]>([[CAMPAIGN_TAB.name, campaign]]);
  for (const spec of source.tabs) {
    const values = read(spec.name);
    if (values) tabs.set(spec.name, values);
  }
  return source.build(tabs);
}

/** Runs one custom function over the active ledger (its rows' errors are caught per cell by the function). */
export function stagedCells<T>(
  source: StagedCellsSource<T>,
  answer: (get: () => T) => CellResult | Grid,
): CellResult | Grid {
  let other = false;
  let built: { readonly value: T } | null = null;
  const get = (): T => {
    if (other) throw new OtherBook(); // found on an earlier row: not read again
    if (built) return built.value;
    try {
      built = { value: readActive(source) };
      return built.value;
    } catch (error) {
      if (error instanceof OtherBook) other = true;
      throw error;
    }
  };
  try {
    const result = answer(get);
    return other ? source.notThisBook : result;
  } catch (error) {
    if (other) return source.notThisBook;
    throw error;
  }
}
