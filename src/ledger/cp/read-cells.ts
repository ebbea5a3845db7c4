/** Reading helpers of the Campaign points tabs: a tab by name, its missing columns, names other tabs hold. */
import type { TabSpec } from '../schema';
import { normaliseHeader } from '../setup-plan';
import type { TabValues } from '../stage-ruleset';
import { type CellIssue, type RowReader, type TabRows, tabRows } from '../tab';

export const rowsOf = (tabs: TabValues, name: string): TabRows | undefined => {
  const v = tabs.get(name);
  return v ? tabRows(name, v) : undefined;
};

export function shapeIssues(spec: TabSpec, tab: TabRows | undefined): CellIssue[] {
  if (!tab)
    return [{ tab: spec.name, cell: 'A1', message: `the ${spec.name} tab is missing; run Set up ledger` }];
  const have = new Set(tab.headers.map(normaliseHeader));
  return spec.columns
    .filter((c) => !c.optional && !have.has(normaliseHeader(c.header)))
    .map((c) => ({
      tab: spec.name,
      cell: 'A1',
      message: `the column '${c.header}' is missing; run Set up ledger`,
    }));
}

/** A name another tab must hold, matched ignoring case; the tab's own spelling is returned. */
export function known(
  row: RowReader,
  header: string,
  label: string,
  names: ReadonlyMap<string, string>,
  where: string,
  blank = false,
): string | null {
  const t = row.text(header, label, !blank);
  if (t === '') return null;
  const found = names.get(t.toLowerCase());
  if (found === undefined) row.fail(header, `${label} '${t}' is not on the ${where}`);
  return found ?? null;
}

export const byName = (items: readonly string[]): Map<string, string> =>
  new Map(items.map((n) => [n.toLowerCase(), n]));
