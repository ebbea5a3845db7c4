/**
 * TabValues for the Chronopia tests: the demo laid out as a sheet (header rows from the specs, Campaign rows
 * shared + the book's), and a StageOutcome fed back into them as the Apps Script side writes it: tabs rewritten
 * by header, rows appended, Campaign rows set.
 */
import type { Cells } from '../../../src/ledger/write-state';
import type { DemoLedger, StageOutcome, TabValues } from '../../../src/ledger/stage-ruleset';
import { STAGE_CAMPAIGN_ROWS } from '../../../src/ledger/stage-ruleset';
import { CT_STAGE_RULESET } from '../../../src/ledger/ct/ruleset';

type Grid = unknown[][];

const headersOf = (name: string): string[] => {
  const spec = CT_STAGE_RULESET.tabs.find((t) => t.name === name);
  if (!spec) throw new Error(`no tab ${name}`);
  return spec.columns.map((c) => c.header);
};

const row = (headers: readonly string[], cells: Cells): unknown[] => headers.map((h) => cells[h] ?? '');

export function ledgerTabs(demo: DemoLedger): Map<string, Grid> {
  const tabs = new Map<string, Grid>();
  for (const spec of CT_STAGE_RULESET.tabs) tabs.set(spec.name, [spec.columns.map((c) => c.header)]);
  const campaign = tabs.get('Campaign')!;
  for (const s of [...STAGE_CAMPAIGN_ROWS, ...CT_STAGE_RULESET.settings])
    campaign.push([s.setting, demo.campaign.get(s.setting) ?? s.value, s.about]);
  for (const [name, records] of demo.tabs) {
    const headers = headersOf(name);
    tabs.get(name)!.push(...records.map((r) => row(headers, r)));
  }
  return tabs;
}

/** Sets a Campaign row's value (adding the row when missing). */
export function setCampaign(tabs: Map<string, Grid>, setting: string, value: unknown): void {
  const grid = tabs.get('Campaign')!;
  const found = grid.find((r, i) => i > 0 && String(r[0]).toLowerCase() === setting.toLowerCase());
  if (found) found[1] = value;
  else grid.push([setting, value, '']);
}

/** Appends records to a tab by header. */
export function appendRows(tabs: Map<string, Grid>, name: string, records: readonly Cells[]): void {
  const grid = tabs.get(name)!;
  const headers = grid[0].map(String);
  grid.push(...records.map((r) => row(headers, r)));
}

/** The outcome written back: rewritten tabs by header, appended rows, the clock and Campaign rows. */
export function applyOutcome(tabs: TabValues, outcome: StageOutcome): Map<string, Grid> {
  const next = new Map<string, Grid>([...tabs].map(([k, v]) => [k, v.map((r) => [...r])]));
  for (const [name, records] of outcome.rewrite) {
    const headers = next.get(name)![0].map(String);
    next.set(name, [headers, ...records.map((r) => row(headers, r))]);
  }
  for (const [name, records] of outcome.append) appendRows(next, name, records);
  setCampaign(next, 'Turn', outcome.clock.turn);
  setCampaign(next, 'Stage', outcome.clock.stage);
  setCampaign(next, 'Round', outcome.clock.round);
  for (const [k, v] of outcome.campaign) setCampaign(next, k, v);
  return next;
}

/** Orders rows for the Orders tab: accepted lines of (turn, stage) as a player's submission. */
export function orderRows(turn: number, stage: string, player: string, lines: readonly string[]): Cells[] {
  return lines.map((text, i) => ({
    Turn: turn,
    Stage: stage,
    Player: player,
    Line: i + 1,
    Text: text,
    Status: 'ok',
    Code: '',
    Message: '',
    Submitted: '2026-11-24T08:00:00Z',
  }));
}
