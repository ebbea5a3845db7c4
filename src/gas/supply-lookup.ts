import { readState, stateTabs } from '../ledger/read-state';
import { LEDGER_TABS, TabSpec, UNITS_TAB } from '../ledger/schema';
import { columnLetter } from '../ledger/setup-plan';
import { SupplyLookup, supplyLookupFor } from '../ledger/supply-lookup';
import { headerIndex, TabRows, tabRows } from '../ledger/tab';
import { SpreadsheetService } from './services';

/** The columns a tab's rows are read from: every column but the computed ones (formulas read nothing back). */
function inputHeaders(spec: TabSpec): string[] {
  return spec.columns.filter((c) => !c.formula).map((c) => c.header);
}

/**
 * One read of the columns the state reader needs: `A:<last input column>` as set-up lays the tab out, so the
 * computed columns (the supply columns themselves among them) and a moderator's own columns on the right are
 * not read. Only if a moderator moved an input column out of that span is the whole tab read instead.
 */
function readInputColumns(spreadsheet: SpreadsheetService, spec: TabSpec): TabRows | undefined {
  const sheet = spreadsheet.getSheetByName(spec.name);
  if (!sheet) return undefined;
  const needed = inputHeaders(spec);
  const last = Math.max(...needed.map((h) => spec.columns.findIndex((c) => c.header === h))) + 1;
  const span = tabRows(spec.name, sheet.getRange(`A:${columnLetter(last)}`).getValues());
  const column = headerIndex(span);
  if (needed.every((h) => column(h) >= 0)) return span;
  return tabRows(spec.name, sheet.getDataRange().getValues());
}

/**
 * The supply custom functions' view of the active ledger, read once per call (a custom function over a whole
 * column is one call): the input columns of the tabs supply depends on; Units are not read (enemy settlers,
 * engineers and scouts never block supply, RULINGS 11). Rows with bad cells are left out here, as the resolver
 * leaves them out; Campaign → Check ledger names them.
 */
export function supplyLookup(spreadsheet: SpreadsheetService): SupplyLookup {
  const specs = new Map(LEDGER_TABS.map((spec) => [spec.name, spec]));
  const tab = (name: string): TabRows | undefined => {
    const spec = specs.get(name);
    return spec === undefined || name === UNITS_TAB.name ? undefined : readInputColumns(spreadsheet, spec);
  };
  return supplyLookupFor(readState(stateTabs(tab, 0)).state);
}
