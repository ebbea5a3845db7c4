import type { MeState } from '../../../src/engine/me/model';
import { readMeState, type MeReadResult } from '../../../src/ledger/me/read-state';
import { ME_TABS } from '../../../src/ledger/me/schema';
import { meStateGrids } from '../../../src/ledger/me/write-state';
import type { TabSpec } from '../../../src/ledger/schema';
import { tabRows, type TabRows } from '../../../src/ledger/tab';

/**
 * A stand-in for Sheets between a write and the next read: setValues input becomes what getValues returns, the
 * way typing does. A leading apostrophe keeps the rest as text; `=…` is a formula (allowed only where the tab has
 * a computed column, read back as its blank result); numeric text becomes a number; TRUE/FALSE booleans.
 */
export function asSheetsReads(input: unknown, computed: boolean): unknown {
  if (typeof input !== 'string') return input;
  if (input.startsWith("'")) return input.slice(1);
  if (input.startsWith('=')) {
    if (!computed) throw new Error(`a data cell would become the formula ${input}`);
    return '';
  }
  if (/^\s*-?\d+(\.\d+)?\s*$/.test(input)) return Number(input);
  if (/^(true|false)$/i.test(input.trim())) return input.trim().toUpperCase() === 'TRUE';
  return input;
}

/** An empty tab with the spec's header row. */
export function emptyTab(spec: TabSpec): TabRows {
  return tabRows(spec.name, [spec.columns.map((c) => c.header)]);
}

/** The state written to fresh tabs and read back as Sheets would give it. */
export function writtenTabs(state: MeState): Map<string, TabRows> {
  const grids = meStateGrids(state, emptyTab);
  const out = new Map<string, TabRows>();
  for (const [spec, grid] of grids) {
    const headers = spec.columns.map((c) => c.header);
    const values = grid.map((row) =>
      row.map((cell, i) => asSheetsReads(cell, spec.columns[i]?.formula !== undefined)),
    );
    out.set(spec.name, tabRows(spec.name, [headers, ...values]));
  }
  return out;
}

export function readTabs(tabs: ReadonlyMap<string, TabRows>, turn = 1, endCheckFrom = 0): MeReadResult {
  return readMeState({ turn, endCheckFrom, tab: (name) => tabs.get(name) });
}

/** Tabs from hand-written rows: `rows[spec name]` as header-keyed records, every other ME tab empty. */
export function tabsOf(
  rows: Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>>,
): Map<string, TabRows> {
  const out = new Map<string, TabRows>();
  for (const spec of ME_TABS) {
    const headers = spec.columns.map((c) => c.header);
    const body = (rows[spec.name] ?? []).map((r) => headers.map((h) => r[h] ?? ''));
    out.set(spec.name, tabRows(spec.name, [headers, ...body]));
  }
  return out;
}
