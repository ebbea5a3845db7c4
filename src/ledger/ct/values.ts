/**
 * The tabs as a StageRuleset is given them (TabValues, header row first): one tab as TabRows, and the Campaign
 * tab's Setting → Value rows with the A1 cell of each value, so a problem names its cell.
 */
import { columnLetter, normaliseHeader } from '../setup-plan';
import type { TabValues } from '../stage-ruleset';
import { cellText, tabRows, type TabRows } from '../tab';

export function tabOf(tabs: TabValues, name: string): TabRows | undefined {
  const values = tabs.get(name);
  return values === undefined ? undefined : tabRows(name, values);
}

export interface CampaignCell {
  readonly value: string;
  /** A1 address of the Value cell; the header's when the row is missing. */
  readonly cell: string;
  readonly present: boolean;
}

/** The Campaign tab's rows by setting (matched ignoring case and spaces); the first row of a name counts. */
export function campaignCells(tabs: TabValues): (setting: string) => CampaignCell {
  const tab = tabOf(tabs, 'Campaign');
  const found = new Map<string, CampaignCell>();
  if (tab) {
    const at = (h: string): number => tab.headers.findIndex((x) => normaliseHeader(x) === normaliseHeader(h));
    const s = Math.max(0, at('Setting'));
    const v = at('Value') < 0 ? 1 : at('Value');
    tab.rows.forEach((row, i) => {
      const name = normaliseHeader(cellText(row[s]));
      if (name !== '' && !found.has(name))
        found.set(name, { value: cellText(row[v]), cell: `${columnLetter(v + 1)}${i + 2}`, present: true });
    });
  }
  return (setting) => found.get(normaliseHeader(setting)) ?? { value: '', cell: 'A1', present: false };
}
