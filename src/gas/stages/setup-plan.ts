import { ColumnSpec, TabSpec } from '../../ledger/schema';
import { normaliseHeader } from '../../ledger/setup-plan';
import type { SettingRow } from '../../ledger/stage-ruleset';
import type { ExistingTab, TabPlan } from '../../ledger/setup-plan';

/**
 * What Set up ledger must add to a staged ruleset's ledger: ledger/setup-plan.ts's planSetup and
 * missingSettings for any tab list and settings rows (those are bound to Campaign System v4.2's LEDGER_TABS
 * and CAMPAIGN_SETTINGS). It never removes, renames or moves anything a moderator made.
 */
export function planStageSetup(
  existing: readonly ExistingTab[],
  specs: readonly TabSpec[],
): { tabs: TabPlan[]; changes: string[] } {
  const byName = new Map(existing.map((tab) => [tab.name.trim().toLowerCase(), tab]));
  const changes: string[] = [];
  const tabs = specs.map((spec): TabPlan => {
    const current = byName.get(spec.name.toLowerCase());
    const headers = current ? current.headers : [];
    const found = new Map<string, number>();
    headers.forEach((header, i) => {
      const key = normaliseHeader(header);
      if (key !== '' && !found.has(key)) found.set(key, i + 1);
    });
    let lastUsed = headers.length;
    while (lastUsed > 0 && headers[lastUsed - 1].trim() === '') lastUsed -= 1;
    const columnIndex = new Map<string, number>();
    const addColumns: { column: ColumnSpec; index: number }[] = [];
    for (const column of spec.columns) {
      const at = found.get(normaliseHeader(column.header));
      if (at !== undefined) columnIndex.set(column.header, at);
      else {
        lastUsed += 1;
        addColumns.push({ column, index: lastUsed });
        columnIndex.set(column.header, lastUsed);
      }
    }
    if (!current) changes.push(`Created tab ${spec.name} (${spec.purpose}).`);
    else if (addColumns.length > 0)
      changes.push(`Added to ${spec.name}: ${addColumns.map((a) => a.column.header).join(', ')}.`);
    return { spec, create: !current, addColumns, columnIndex };
  });
  return { tabs, changes };
}

/** The settings rows whose Setting is not on the Campaign tab yet (matched ignoring case and spaces). */
export function missingStageSettings(
  existingNames: readonly string[],
  rows: readonly SettingRow[],
): SettingRow[] {
  const have = new Set(existingNames.map(normaliseHeader));
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = normaliseHeader(row.setting);
    if (have.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
