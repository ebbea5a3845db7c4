import { performance } from 'node:perf_hooks';
import { formatHex } from '../engine/hex';
import type { CampaignState } from '../engine/model';
import { supplyRangeCells } from '../ledger/supply-functions';
import { supplyLookupFor } from '../ledger/supply-lookup';
import { readState } from '../ledger/read-state';
import { LEDGER_TABS } from '../ledger/schema';
import { tabRows } from '../ledger/tab';
import { stateRecords, tabGrid } from '../ledger/write-state';
import { loadBundle } from './bundle';
import { Emulation } from './emulation';
import { benchTurn } from './bench-turn';
import { syntheticCampaign } from './synthetic';

/**
 * `npm run bench`: prints figures, asserts nothing (performance is measured here, never in a timed test).
 * SUPPLY_RANGE over a 1,000-row range on a 40x40 map with 12 players: engine time (median of runs) and the
 * service calls one call of the custom function costs under the emulation.
 */
const RUNS = 9;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(work: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function tabValues(state: CampaignState): Map<string, unknown[][]> {
  const out = new Map<string, unknown[][]>();
  for (const [spec, records] of stateRecords(state)) {
    const headers = spec.columns.map((c) => c.header);
    out.set(spec.name, [headers, ...tabGrid(spec, tabRows(spec.name, [headers]), records)]);
  }
  return out;
}

function benchSupplyRange(): void {
  const state = syntheticCampaign({
    players: 12,
    width: 40,
    height: 40,
    cities: 120,
    armies: 240,
    units: 200,
    seed: 'bench',
  });
  const rows = 1000;
  const hexes = Array.from({ length: rows }, (_, i) => [
    formatHex({ col: 1 + (i % 40), row: 1 + ((i * 7) % 40) }),
  ]);
  const players = Array.from({ length: rows }, (_, i) => [state.players[i % 12].name]);
  const engineOnly = time(() => supplyRangeCells(() => supplyLookupFor(state), hexes, players));
  const values = tabValues(state);
  const withParse = time(() => {
    const tab = (name: string) => tabRows(name, values.get(name) ?? [[]]);
    const parsed = readState({
      turn: 1,
      players: tab('Players'),
      diplomacy: tab('Diplomacy'),
      map: tab('Map'),
      cities: tab('Cities'),
      armies: tab('Armies'),
      structures: tab('Structures'),
    }).state;
    supplyRangeCells(() => supplyLookupFor(parsed), hexes, players);
  });
  console.log('SUPPLY_RANGE over 1,000 rows, 40x40 map, 12 players (median of %d runs)', RUNS);
  console.log(`  engine (12 supply searches + 1,000 lookups): ${engineOnly.toFixed(1)} ms   target < 100 ms`);
  console.log(`  engine + reading the tabs' values into the state: ${withParse.toFixed(1)} ms`);

  // The same call through the built bundle under the emulation: what it costs in service calls.
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Bench');
  const script = loadBundle(emulation);
  script.call('menuSetUpLedger');
  for (const spec of LEDGER_TABS) {
    const grid = values.get(spec.name);
    const sheet = spreadsheet.getSheetByName(spec.name);
    if (!grid || !sheet) continue;
    const width = sheet.getLastColumn();
    const existing = tabRows(spec.name, [sheet.getRange(1, 1, 1, width).getValues()[0]]);
    const records = stateRecords(state).get(spec) ?? [];
    const body = tabGrid(spec, existing, records);
    if (body.length + 1 > sheet.getMaxRows())
      sheet.insertRowsAfter(sheet.getMaxRows(), body.length + 1 - sheet.getMaxRows());
    sheet.getRange(2, 1, body.length, width).setValues(body);
  }
  emulation.world.calls.reset();
  const fn = script.fn('SUPPLY_RANGE');
  const start = performance.now();
  const result = fn?.(hexes, players, 1) as unknown[][];
  const elapsed = performance.now() - start;
  const numbers = result.filter((r) => typeof r[0] === 'number').length;
  console.log(
    `  through dist/Code.js under the emulation: ${elapsed.toFixed(1)} ms, ${numbers} rows with a distance, ${rows - numbers} none/errors`,
  );
  const calls = emulation.world.calls.byMethod();
  console.log(
    `  service calls: ${emulation.world.calls.total} (${Object.entries(calls)
      .map(([m, n]) => `${m} ${n}`)
      .join(', ')})`,
  );
  console.log(
    `  tabs read: ${calls['Range.getValues'] ?? 0} getValues() for 6 tabs (at most one read per tab)`,
  );
}

benchSupplyRange();

console.log(
  '\nResolve a turn (targets: large under 1 s of engine time; service calls the same small constant per tab for every size)',
);
benchTurn(
  {
    name: 'small',
    size: { players: 4, width: 20, height: 20, cities: 12, armies: 16, units: 12 },
    orders: 40,
  },
  9,
  true,
);
benchTurn(
  {
    name: 'large',
    size: { players: 12, width: 40, height: 40, cities: 120, armies: 240, units: 200 },
    orders: 900,
  },
  5,
  true,
);
benchTurn(
  {
    name: 'huge',
    size: { players: 48, width: 99, height: 99, cities: 480, armies: 1000, units: 1200 },
    orders: 4000,
  },
  3,
  true,
);
