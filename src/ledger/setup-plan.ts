import { CAMPAIGN_SETTINGS } from './settings';
import { ColumnSpec, LEDGER_TABS, TabSpec } from './schema';

/** A tab as it stands in the spreadsheet before set-up: its header row as text. */
export interface ExistingTab {
  readonly name: string;
  readonly headers: readonly string[];
}

export interface TabPlan {
  readonly spec: TabSpec;
  readonly create: boolean;
  /** Columns to add at the right of the existing header row, with the 1-based column each will take. */
  readonly addColumns: readonly { readonly column: ColumnSpec; readonly index: number }[];
  /** 1-based column of every schema column once the plan is applied. */
  readonly columnIndex: ReadonlyMap<string, number>;
}

export interface SetupPlan {
  readonly tabs: readonly TabPlan[];
  /** What set-up will change, one sentence each; empty when the ledger is complete. */
  readonly changes: readonly string[];
}

/** Header names match ignoring case and surrounding spaces, so "points " still finds Points. */
export function normaliseHeader(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** 1-based column → letters (1 → A, 27 → AA). */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Works out what set-up must add; it never removes, renames or moves anything a moderator made. */
export function planSetup(existing: readonly ExistingTab[]): SetupPlan {
  const byName = new Map(existing.map((tab) => [tab.name.trim().toLowerCase(), tab]));
  const changes: string[] = [];
  const tabs = LEDGER_TABS.map((spec): TabPlan => {
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
      if (at !== undefined) {
        columnIndex.set(column.header, at);
      } else {
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

/** Campaign settings rows that are missing (matched on the Setting column, ignoring case). */
export function missingSettings(existingNames: readonly string[]): typeof CAMPAIGN_SETTINGS {
  const have = new Set(existingNames.map(normaliseHeader));
  return CAMPAIGN_SETTINGS.filter((setting) => !have.has(normaliseHeader(setting.name)));
}
