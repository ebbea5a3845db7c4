import { performance } from 'node:perf_hooks';
import { resolveTurn } from '../engine/cs42/turn/pipeline';
import type { CampaignState } from '../engine/model';
import { turnOrders } from '../ledger/turn-orders';
import { orderCells, OrderRecord, submissionRecords } from '../ledger/orders';
import { LEDGER_TABS } from '../ledger/schema';
import { tabRows } from '../ledger/tab';
import { stateRecords, tabGrid } from '../ledger/write-state';
import { loadBundle } from './bundle';
import { Emulation } from './emulation';
import { SyntheticSize, syntheticCampaign } from './synthetic';

/** Orders for a synthetic campaign: every army moves or holds, every city grows, until `count` lines. */
export function syntheticOrders(state: CampaignState, count: number): OrderRecord[] {
  const lines: { player: string; text: string }[] = [];
  // Armies and engineers write both their actions; cities of size 7+ two, the rest one (RULINGS 15, Table 6).
  state.armies.forEach((a, i) => {
    lines.push({ player: a.player, text: `${a.name} - ${i % 3 === 0 ? 'Hold' : `Move ${1 + (i % 6)}`}` });
    lines.push({ player: a.player, text: `${a.name} - Hold` });
  });
  state.cities.forEach((c) => {
    lines.push({ player: c.player, text: `${c.name} - Grow` });
    if (c.size >= 7) lines.push({ player: c.player, text: `${c.name} - Grow` });
  });
  state.units.forEach((u) => {
    lines.push({ player: u.player, text: `${u.name} - Hold` });
    if (u.type === 'Engineer' || u.type === 'Scout')
      lines.push({ player: u.player, text: `${u.name} - Hold` });
  });
  const byPlayer = new Map<string, string[]>();
  for (const l of lines.slice(0, count)) byPlayer.set(l.player, [...(byPlayer.get(l.player) ?? []), l.text]);
  return [...byPlayer].flatMap(([player, texts]) =>
    submissionRecords(state.turn, player, texts.join('\n'), 'by moderator'),
  );
}

export interface TurnBench {
  readonly name: string;
  readonly size: SyntheticSize;
  readonly orders: number;
}

function median(samples: number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

/** Engine time of one turn (median of `runs`), then the service calls of a Resolve through the bundle. */
export function benchTurn(bench: TurnBench, runs: number, withEmulation: boolean): void {
  const state = syntheticCampaign(bench.size);
  const records = syntheticOrders(state, bench.orders);
  const balances = new Map(state.players.map((p) => [p.name.toLowerCase(), 5000]));
  const settings = {
    seed: 'bench',
    replacementCosts: 'table' as const,
    settlersBeyondRegular: 'table' as const,
  };
  const samples: number[] = [];
  let events = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const orders = turnOrders(state, records, balances, 'table');
    const result = resolveTurn({ state, orders: orders.orders, balances, settings });
    samples.push(performance.now() - start);
    events = result.events.length;
  }
  const heap = process.memoryUsage().heapUsed / 1024 / 1024;
  console.log(
    `${bench.name.padEnd(6)} ${bench.size.players} players, ${bench.size.width}x${bench.size.height}, ${state.cities.length} cities, ${state.armies.length} armies, ${state.units.length} units, ${records.length} orders: engine ${median(samples).toFixed(0)} ms (median of ${runs}), ${events} log lines, heap ${heap.toFixed(0)} MB`,
  );
  if (!withEmulation) return;
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet(`Bench ${bench.name}`);
  const script = loadBundle(emulation);
  script.call('menuSetUpLedger');
  const stateTabs = stateRecords(state);
  for (const spec of LEDGER_TABS) {
    const sheet = spreadsheet.getSheetByName(spec.name);
    if (!sheet) continue;
    const width = sheet.getLastColumn();
    const existing = tabRows(spec.name, [sheet.getRange(1, 1, 1, width).getValues()[0]]);
    const cells = spec.name === 'Orders' ? records.map(orderCells) : (stateTabs.get(spec) ?? []);
    if (spec.name !== 'Orders' && !stateTabs.has(spec)) continue;
    const body = tabGrid(spec, existing, cells);
    if (body.length + 1 > sheet.getMaxRows())
      sheet.insertRowsAfter(sheet.getMaxRows(), body.length + 1 - sheet.getMaxRows());
    sheet.getRange(2, 1, body.length, width).setValues(body);
  }
  emulation.world.calls.reset();
  const start = performance.now();
  script.call('resolveTurn', [state.turn, {}]);
  const elapsed = performance.now() - start;
  const calls = emulation.world.calls;
  if (process.env.BENCH_CALLS === '1') console.log(calls.byMethod());
  console.log(
    `       Resolve through dist/Code.js under the emulation: ${elapsed.toFixed(0)} ms, ${calls.total} service calls (${calls.count('Range.getValues')} reads, ${calls.count('Range.setValues')} writes, ${calls.count('Sheet.insertRowsAfter')} tabs grown); max RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
}
