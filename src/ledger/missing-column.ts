import type { TabSpec } from './schema';
import { columnLetter, normaliseHeader } from './setup-plan';
import type { CellIssue, TabRows } from './tab';

/**
 * The issue for a column the rules read that the header row lacks. With the tab's schema, a header renamed in
 * place (Armies!D1 "Points" typed as "Pts") is named at its own cell with "rename it back": Set up ledger would
 * add a second, empty column beside it. Otherwise the column is missing, named just past the last header.
 */
export function missingColumnIssue(tab: TabRows, header: string, spec?: TabSpec): CellIssue {
  const present = new Map<string, number>();
  tab.headers.forEach((h, i) => {
    if (!present.has(normaliseHeader(h))) present.set(normaliseHeader(h), i);
  });
  const names = (spec?.columns ?? []).map((c) => normaliseHeader(c.header));
  const at = names.indexOf(normaliseHeader(header));
  if (at >= 0) {
    // Where it belongs: just after the nearest schema column before it that the tab has.
    let place = 0;
    for (let k = at - 1; k >= 0; k--) {
      const i = present.get(names[k]);
      if (i !== undefined) {
        place = i + 1;
        break;
      }
    }
    const there = (tab.headers[place] ?? '').trim();
    // (tab.ts imports this file: its isBlankCell is not imported back.)
    const held = tab.rows.some((r) => r[place] !== '' && r[place] !== null && r[place] !== undefined);
    if (there === '' && place < tab.headers.length && held)
      return {
        tab: tab.name,
        cell: `${columnLetter(place + 1)}1`,
        message: `the header is blank where '${header}' is expected, over a column that still holds values: type '${header}' back (Set up ledger would add a second, empty '${header}' column)`,
      };
    if (there !== '' && !names.includes(normaliseHeader(there)))
      return {
        tab: tab.name,
        cell: `${columnLetter(place + 1)}1`,
        message: `the header is '${there}' where '${header}' is expected: rename it back to '${header}' (the rules find the column by its header; Set up ledger would add a second, empty '${header}' column)`,
      };
  }
  let last = tab.headers.length - 1;
  while (last >= 0 && (tab.headers[last] ?? '').trim() === '') last--;
  return {
    tab: tab.name,
    cell: `${columnLetter(last + 2)}1`,
    message: `the column '${header}' is missing (the rules read it); run Campaign → Set up ledger to add it back`,
  };
}
