/**
 * The tabs of a staged Mighty Empires ledger as the Apps Script side would hold them, for tests: set up from the
 * ruleset's tab specs and demo, and a StageOutcome applied the way the gas side writes it (each rewritten tab's
 * body replaced by its records in the sheet's own header order, rows appended, Campaign rows set). Text columns
 * are kept as text (the sheet formats them plain text); computed columns read blank.
 */
import type { TabSpec } from '../../../src/ledger/schema';
import {
  STAGE_CAMPAIGN_ROWS,
  type DemoLedger,
  type StageOutcome,
  type StageRuleset,
  type TabValues,
} from '../../../src/ledger/stage-ruleset';
import type { Cells } from '../../../src/ledger/write-state';

type Grid = (readonly unknown[])[];

function cellFor(spec: TabSpec | undefined, header: string, value: unknown): unknown {
  const col = spec?.columns.find((c) => c.header === header);
  if (col?.formula) return '';
  if (value === undefined || value === null) return '';
  if (col?.text && typeof value !== 'string') return String(value);
  return value;
}

function rowsOf(spec: TabSpec, headers: readonly string[], records: readonly Cells[]): Grid {
  return records.map((r) => headers.map((h) => cellFor(spec, h, r[h])));
}

/** A fresh ledger with the demo loaded, as Set up ledger then Load demo campaign would leave it. */
export function demoTabs(ruleset: StageRuleset, demo: DemoLedger = ruleset.demo()): Map<string, Grid> {
  const tabs = new Map<string, Grid>();
  for (const spec of ruleset.tabs) {
    const headers = spec.columns.map((c) => c.header);
    if (spec.name === 'Campaign') {
      const rows = [...STAGE_CAMPAIGN_ROWS, ...ruleset.settings].map((s) => [
        s.setting,
        demo.campaign.get(s.setting) ?? s.value,
        s.about,
      ]);
      tabs.set(spec.name, [headers, ...rows]);
      continue;
    }
    tabs.set(spec.name, [headers, ...rowsOf(spec, headers, demo.tabs.get(spec.name) ?? [])]);
  }
  return tabs;
}

/** The ledger after the gas side writes `outcome`. */
export function applyOutcome(
  ruleset: StageRuleset,
  tabs: TabValues,
  outcome: StageOutcome,
): Map<string, Grid> {
  const out = new Map<string, Grid>([...tabs].map(([k, v]) => [k, [...v]]));
  const specOf = (name: string): TabSpec | undefined => ruleset.tabs.find((t) => t.name === name);
  for (const [name, records] of outcome.rewrite) {
    const grid = out.get(name);
    if (!grid) throw new Error(`rewrite of a missing tab ${name}`);
    const headers = (grid[0] ?? []).map(String);
    out.set(name, [grid[0] ?? [], ...rowsOf(specOf(name) as TabSpec, headers, records)]);
  }
  for (const [name, records] of outcome.append) {
    const grid = out.get(name);
    if (!grid) throw new Error(`append to a missing tab ${name}`);
    const headers = (grid[0] ?? []).map(String);
    out.set(name, [...grid, ...rowsOf(specOf(name) as TabSpec, headers, records)]);
  }
  const campaign = new Map<string, string | number | boolean>([
    ['Turn', outcome.clock.turn],
    ['Stage', outcome.clock.stage],
    ['Round', outcome.clock.round],
    ...outcome.campaign,
  ]);
  out.set(
    'Campaign',
    (out.get('Campaign') ?? []).map((row, i) => {
      const key = String(row[0]);
      return i > 0 && campaign.has(key) ? [row[0], campaign.get(key), ...row.slice(2)] : row;
    }),
  );
  return out;
}

/** A submission's checked lines written to the Orders tab, as the form does (a new one replaces the old). */
export function submitOrders(
  ruleset: StageRuleset,
  tabs: TabValues,
  player: string,
  text: string,
  submitted = '',
): { tabs: Map<string, Grid>; rejected: string[] } {
  const check = ruleset.checkOrders(tabs, player, text);
  const out = new Map<string, Grid>([...tabs].map(([k, v]) => [k, [...v]]));
  const grid = out.get('Orders') ?? [];
  const headers = (grid[0] ?? []).map(String);
  const col = (h: string): number => headers.indexOf(h);
  const kept = grid
    .slice(1)
    .filter(
      (r) =>
        !(
          Number(r[col('Turn')]) === check.clock.turn &&
          String(r[col('Stage')]) === check.clock.stage &&
          String(r[col('Player')]) === player
        ),
    );
  const records: Cells[] = check.lines.map((l) => ({
    Turn: check.clock.turn,
    Stage: check.clock.stage,
    Player: player,
    Line: l.line,
    Text: l.text,
    Status: l.status,
    Code: l.code,
    Message: l.message,
    Submitted: submitted,
  }));
  const spec = ruleset.tabs.find((t) => t.name === 'Orders') as TabSpec;
  out.set('Orders', [grid[0] ?? [], ...kept, ...rowsOf(spec, headers, records)]);
  return {
    tabs: out,
    rejected: check.lines
      .filter((l) => l.status === 'rejected')
      .map((l) => `${player} ${l.line}: ${l.text} → ${l.code} ${l.message}`),
  };
}
