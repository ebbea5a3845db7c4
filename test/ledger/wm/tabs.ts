/**
 * Test helpers standing in for the Apps Script side (pure): a ledger's TabValues from the demo's records, a
 * StageOutcome applied back to them (rewrite by header, append, Campaign rows set), and a submission checked and
 * written to the Orders tab as the form would.
 */
import type { DemoLedger, StageOutcome, TabValues } from '../../../src/ledger/stage-ruleset';
import { STAGE_CAMPAIGN_ROWS } from '../../../src/ledger/stage-ruleset';
import type { Cells } from '../../../src/ledger/write-state';
import { WM_STAGE_RULESET } from '../../../src/ledger/wm/ruleset';

type Grid = (readonly unknown[])[];

function grid(headers: readonly string[], records: readonly Cells[]): Grid {
  return [headers, ...records.map((r) => headers.map((h) => r[h] ?? ''))];
}

export function demoTabs(demo: DemoLedger = WM_STAGE_RULESET.demo()): Map<string, Grid> {
  const tabs = new Map<string, Grid>();
  for (const spec of WM_STAGE_RULESET.tabs) {
    const headers = spec.columns.map((c) => c.header);
    if (spec.name === 'Campaign') {
      const rows = [...STAGE_CAMPAIGN_ROWS, ...WM_STAGE_RULESET.settings].map((s) => [
        s.setting,
        demo.campaign.get(s.setting) ?? s.value,
        s.about,
      ]);
      tabs.set('Campaign', [headers, ...rows]);
    } else tabs.set(spec.name, grid(headers, demo.tabs.get(spec.name) ?? []));
  }
  return tabs;
}

/** Sets a Campaign row's Value (adds the row when missing). */
export function setCampaign(tabs: Map<string, Grid>, setting: string, value: unknown): void {
  const rows = [...(tabs.get('Campaign') ?? [])];
  const i = rows.findIndex((r, n) => n > 0 && String(r[0]).toLowerCase() === setting.toLowerCase());
  if (i < 0) rows.push([setting, value, '']);
  else rows[i] = [rows[i]?.[0], value, rows[i]?.[2]];
  tabs.set('Campaign', rows);
}

/** The outcome written back as the Apps Script side does: by header, in the sheet's own column order. */
export function applyOutcome(tabs: ReadonlyMap<string, Grid>, outcome: StageOutcome): Map<string, Grid> {
  const next = new Map(tabs);
  for (const [name, records] of outcome.rewrite) {
    const headers = (next.get(name)?.[0] ?? []) as readonly string[];
    next.set(name, grid(headers, records));
  }
  for (const [name, records] of outcome.append) {
    const old = next.get(name) ?? [[]];
    const headers = (old[0] ?? []) as readonly string[];
    next.set(name, [...old, ...grid(headers, records).slice(1)]);
  }
  setCampaign(next, 'Turn', outcome.clock.turn);
  setCampaign(next, 'Stage', outcome.clock.stage);
  setCampaign(next, 'Round', outcome.clock.round);
  for (const [k, v] of outcome.campaign) setCampaign(next, k, v);
  return next;
}

/** A submission checked and its lines added to the Orders tab (status, code and message), as the form does. */
export function submit(
  tabs: Map<string, Grid>,
  player: string,
  text: string,
): ReturnType<typeof WM_STAGE_RULESET.checkOrders> {
  const check = WM_STAGE_RULESET.checkOrders(tabs as TabValues, player, text);
  const old = tabs.get('Orders') ?? [[]];
  const headers = (old[0] ?? []) as readonly string[];
  const rows = check.lines.map((l) => ({
    Turn: check.clock.turn,
    Stage: check.clock.stage,
    Player: player,
    Line: l.line,
    Text: l.text,
    Status: l.status,
    Code: l.code,
    Message: l.message,
    Submitted: 'test',
  }));
  tabs.set('Orders', [...old, ...grid(headers, rows).slice(1)]);
  return check;
}

/** Sets cells of the row whose `key` column holds `name` (tests set up positions by hand). */
export function editRow(
  tabs: Map<string, Grid>,
  tab: string,
  key: string,
  name: string,
  patch: Readonly<Record<string, unknown>>,
): void {
  const rows = [...(tabs.get(tab) ?? [])];
  const headers = (rows[0] ?? []) as readonly string[];
  const k = headers.indexOf(key);
  const i = rows.findIndex((r, n) => n > 0 && r[k] === name);
  if (i < 0) throw new Error(`${tab} has no ${key} ${name}`);
  const copy = [...(rows[i] ?? [])];
  for (const [h, v] of Object.entries(patch)) copy[headers.indexOf(h)] = v;
  rows[i] = copy;
  tabs.set(tab, rows);
}

/** Adds a record to a tab, by header. */
export function addRow(tabs: Map<string, Grid>, tab: string, record: Cells): void {
  const old = tabs.get(tab) ?? [[]];
  tabs.set(tab, [...old, ...grid((old[0] ?? []) as readonly string[], [record]).slice(1)]);
}

/** The demo at a given clock. */
export function demoAt(turn: number, stage: string): Map<string, Grid> {
  const tabs = demoTabs();
  setCampaign(tabs, 'Turn', turn);
  setCampaign(tabs, 'Stage', stage);
  return tabs;
}

/** A tab's rows as records by header. */
export function records(tabs: TabValues, tab: string): Record<string, unknown>[] {
  const [header = [], ...body] = tabs.get(tab) ?? [];
  return body.map((r) => Object.fromEntries(header.map((h, i) => [String(h), r[i]])));
}
