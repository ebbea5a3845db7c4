/**
 * Reading a staged ledger's tabs as given to a StageRuleset (TabValues: each tab's values, header row first): a
 * tab as TabRows, and the Campaign tab's Setting → Value rows with the A1 cell of each value, so a problem names
 * its cell.
 */
import type { TabValues } from '../stage-ruleset';
import { cellText, isBlankCell, tabRows, type CellIssue, type TabRows } from '../tab';
import { columnLetter, normaliseHeader } from '../setup-plan';

/** A tab as read, or undefined when the ledger has no such tab. */
export function tabOf(tabs: TabValues, name: string): TabRows | undefined {
  const values = tabs.get(name);
  return values === undefined ? undefined : tabRows(name, values);
}

/** One Campaign row: its value and where it is. */
export interface CampaignCell {
  readonly value: unknown;
  /** A1 address of the Value cell. */
  readonly cell: string;
}

/** The Campaign tab by setting name (matched ignoring case and spaces); the first row of a name counts. */
export interface CampaignRows {
  get(setting: string): CampaignCell | undefined;
  /** The Value cell's address for a setting, or the header's when the row is missing. */
  cellOf(setting: string): string;
}

export function campaignRows(tabs: TabValues): CampaignRows {
  const tab = tabOf(tabs, 'Campaign');
  const found = new Map<string, CampaignCell>();
  if (tab) {
    const at = (h: string): number => tab.headers.findIndex((x) => normaliseHeader(x) === normaliseHeader(h));
    const s = at('Setting');
    const v = at('Value');
    const letter = columnLetter((v < 0 ? 1 : v) + 1);
    tab.rows.forEach((row, i) => {
      const name = normaliseHeader(cellText(row[s < 0 ? 0 : s]));
      if (name !== '' && !found.has(name))
        found.set(name, { value: row[v < 0 ? 1 : v], cell: `${letter}${i + 2}` });
    });
  }
  return {
    get: (setting) => found.get(normaliseHeader(setting)),
    cellOf: (setting) => found.get(normaliseHeader(setting))?.cell ?? 'A1',
  };
}

/** A whole number read from a Campaign row; blank gives `fallback`. */
export function campaignInteger(
  rows: CampaignRows,
  setting: string,
  min: number,
  fallback: number,
  issues: CellIssue[],
): number {
  const c = rows.get(setting);
  if (c === undefined || isBlankCell(c.value)) return fallback;
  const n = typeof c.value === 'number' ? c.value : Number(cellText(c.value));
  if (!Number.isInteger(n) || n < min) {
    issues.push({
      tab: 'Campaign',
      cell: c.cell,
      message: `${setting} must be a whole number of at least ${min}, got '${cellText(c.value)}'`,
    });
    return fallback;
  }
  return n;
}

/** A Campaign row's text, trimmed ('' when blank or missing). */
export function campaignText(rows: CampaignRows, setting: string): string {
  return cellText(rows.get(setting)?.value);
}

/** TRUE/FALSE (or yes/no) from a Campaign row; blank is false. */
export function campaignFlag(rows: CampaignRows, setting: string, issues: CellIssue[]): boolean {
  const c = rows.get(setting);
  if (c === undefined || typeof c.value === 'boolean') return c?.value === true;
  const t = cellText(c.value).toLowerCase();
  if (t === '' || t === 'false' || t === 'no') return false;
  if (t === 'true' || t === 'yes') return true;
  issues.push({ tab: 'Campaign', cell: c.cell, message: `${setting} must be TRUE or FALSE, got '${t}'` });
  return false;
}
