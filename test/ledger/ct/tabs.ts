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

/** A tab's rows as records by header. */
export function records(tabs: TabValues, name: string): Record<string, unknown>[] {
  const [headers, ...rows] = tabs.get(name) ?? [[]];
  return rows.map((r) => Object.fromEntries(headers.map((h, i) => [String(h), r[i]])));
}

/** One record of a tab by its first column. */
export function recordOf(tabs: TabValues, name: string, key: string): Record<string, unknown> {
  const found = records(tabs, name).find((r) => Object.values(r)[0] === key);
  if (!found) throw new Error(`${name}: no row ${key}`);
  return found;
}

export interface Played {
  readonly tabs: Map<string, Grid>;
  readonly outcome: StageOutcome;
}

/**
 * One stage as the form and the sidebar play it: each player's lines checked by checkOrders (every one must be
 * accepted) and kept on the Orders tab, then runStage with the overrides, and the outcome written back.
 */
export function play(
  before: TabValues,
  orders: Readonly<Record<string, readonly string[]>>,
  overrides: Readonly<Record<string, number>> = {},
): Played {
  const tabs = new Map<string, Grid>([...before].map(([k, v]) => [k, v.map((r) => [...r])]));
  const clock = CT_STAGE_RULESET.clock(tabs);
  for (const [player, lines] of Object.entries(orders)) {
    const check = CT_STAGE_RULESET.checkOrders(tabs, player, lines.join('\n'));
    const refused = check.lines.filter((l) => l.status === 'rejected');
    if (refused.length > 0)
      throw new Error(`${player}: ${refused.map((l) => `${l.text}: ${l.code} ${l.message}`).join('; ')}`);
    appendRows(tabs, 'Orders', orderRows(clock.turn, clock.stage, player, lines));
  }
  const outcome = CT_STAGE_RULESET.runStage(tabs, { overrides: new Map(Object.entries(overrides)) });
  return { tabs: applyOutcome(tabs, outcome), outcome };
}

/** The same value for each of a warband's n survivor dice ([Experience] 1.a.1: `ct:xp:<battle>:<warband>#i`). */
export function xpDice(
  battle: string,
  counts: Readonly<Record<string, number>>,
  value: number,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [warband, n] of Object.entries(counts))
    if (n === 1) out[`ct:xp:${battle}:${warband}`] = value;
    else for (let i = 1; i <= n; i++) out[`ct:xp:${battle}:${warband}#${i}`] = value;
  return out;
}
