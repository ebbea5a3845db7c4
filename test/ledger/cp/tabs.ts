/**
 * Test helpers: a ledger's tabs as TabValues from records (header row first, in the specs' column order), and a
 * StageOutcome fed back into them (rewrite by header, append, Campaign rows set) as the Apps Script side does.
 */
import type { TabSpec } from '../../../src/ledger/schema';
import type { DemoLedger, StageOutcome, StageRuleset, TabValues } from '../../../src/ledger/stage-ruleset';
import { STAGE_CAMPAIGN_ROWS } from '../../../src/ledger/stage-ruleset';
import type { Cells } from '../../../src/ledger/write-state';

type Grid = readonly (readonly unknown[])[];

const rowOf = (spec: TabSpec, record: Cells): unknown[] => spec.columns.map((c) => record[c.header] ?? '');

/** The demo as TabValues: every tab of the ruleset, the Campaign tab's rows with the demo's values. */
export function demoTabs(ruleset: StageRuleset, demo: DemoLedger = ruleset.demo()): Map<string, Grid> {
  const out = new Map<string, Grid>();
  for (const spec of ruleset.tabs) {
    const header = spec.columns.map((c) => c.header);
    if (spec.name === 'Campaign') {
      const rows = [...STAGE_CAMPAIGN_ROWS, ...ruleset.settings].map((r) => [
        r.setting,
        demo.campaign.has(r.setting) ? demo.campaign.get(r.setting) : r.value,
        r.about,
      ]);
      out.set(spec.name, [header, ...rows]);
    } else out.set(spec.name, [header, ...(demo.tabs.get(spec.name) ?? []).map((r) => rowOf(spec, r))]);
  }
  return out;
}

/** A copy with one cell set: `tab`, 1-based sheet row, header. */
export function withCell(
  tabs: TabValues,
  tab: string,
  row: number,
  header: string,
  value: unknown,
): Map<string, Grid> {
  const out = new Map<string, Grid>([...tabs].map(([k, v]) => [k, v.map((r) => [...r])]));
  const grid = out.get(tab) as unknown[][];
  const c = (grid[0] as unknown[]).indexOf(header);
  if (c < 0) throw new Error(`no column ${header} on ${tab}`);
  while (grid.length < row) grid.push(new Array((grid[0] as unknown[]).length).fill(''));
  (grid[row - 1] as unknown[])[c] = value;
  return out;
}

/** Rows appended to a tab from records keyed by header. */
export function appendRows(tabs: TabValues, tab: string, records: readonly Cells[]): Map<string, Grid> {
  const out = new Map<string, Grid>([...tabs]);
  const grid = out.get(tab) ?? [[]];
  const header = (grid[0] ?? []) as readonly unknown[];
  out.set(tab, [...grid, ...records.map((r) => header.map((h) => r[String(h)] ?? ''))]);
  return out;
}

/** The Campaign tab's value of a setting. */
export function campaignValue(tabs: TabValues, setting: string): unknown {
  return (tabs.get('Campaign') ?? []).find((r) => r[0] === setting)?.[1];
}

/** Feeds a stage's outcome back into the tabs: rewrite by header, append, the clock and Campaign rows set. */
export function applyOutcome(tabs: TabValues, outcome: StageOutcome): Map<string, Grid> {
  let out = new Map<string, Grid>([...tabs]);
  for (const [tab, records] of outcome.rewrite) {
    const header = ((out.get(tab) ?? [[]])[0] ?? []) as readonly unknown[];
    out.set(tab, [header, ...records.map((r) => header.map((h) => r[String(h)] ?? ''))]);
  }
  for (const [tab, records] of outcome.append) out = appendRows(out, tab, records);
  const set = new Map<string, unknown>([
    ['Turn', outcome.clock.turn],
    ['Stage', outcome.clock.stage],
    ['Round', outcome.clock.round],
    ...outcome.campaign,
  ]);
  out.set(
    'Campaign',
    (out.get('Campaign') ?? []).map((r, i) =>
      i > 0 && set.has(String(r[0])) ? [r[0], set.get(String(r[0])), r[2]] : r,
    ),
  );
  return out;
}
