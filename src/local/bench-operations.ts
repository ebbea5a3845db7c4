import { performance } from 'node:perf_hooks';
import type { CampaignState } from '../engine/model';
import { orderCells, OrderRecord } from '../ledger/orders';
import { ORDERS_TAB } from '../ledger/schema';
import { tabRows } from '../ledger/tab';
import { appendGrid } from '../ledger/write-state';
import { heapOf, loadMeteredBundle, Meter, Volume } from './bench-meter';
import { syntheticOrders } from './bench-turn';
import { SyntheticLedger, syntheticLedger } from './synthetic-ledger';

/**
 * What users wait for, through dist/Code.js under the emulation: the bundle's own global entry points (the
 * sidebar's server calls, the form's submit trigger), so the bench keeps measuring whatever those do now.
 */
export const OPERATIONS = ['Sidebar refresh', 'Preview', 'Form submission', 'Resolve', 'Undo'] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface OperationFigures extends Volume {
  readonly operation: Operation;
  readonly ms: number;
  readonly calls: number;
  /** Calls on the spreadsheet (SpreadsheetApp, its sheets and ranges, the advanced Sheets service). */
  readonly sheetCalls: number;
  readonly reads: number;
  readonly writes: number;
  /** Tabs the operation touched (read, wrote or resized). */
  readonly tabs: number;
  /** Calls made inside custom functions recalculating meanwhile (executions of their own). */
  readonly customCalls: number;
  readonly heapMb: number;
  /** Characters of the hidden _undo tab after the operation (both slots, and any stale chunks). */
  readonly undoChars: number;
  /** Characters of the snapshot the undo marker points at after the operation (what a Resolve wrote). */
  readonly snapshotChars: number;
  readonly failed: string;
}

export interface Bench {
  readonly ledger: SyntheticLedger;
  readonly meter: Meter;
  readonly state: CampaignState;
  readonly ordersPerTurn: number;
  turn: number;
}

/** A synthetic ledger with the turn's orders on the Orders tab and an orders form, over metered services. */
export function openBench(state: CampaignState, ordersPerTurn: number): Bench {
  const meter = new Meter();
  const ledger = syntheticLedger(state, {
    orders: syntheticOrders(state, ordersPerTurn),
    // BENCH_DIST: a copy of dist/ to measure, so a build made meanwhile cannot mix two versions in one run.
    load: (emulation) => loadMeteredBundle(emulation, meter, process.env.BENCH_DIST || undefined),
  });
  ledger.script.call('menuCreateOrdersForm');
  return { ledger, meter, state, ordersPerTurn, turn: state.turn };
}

function undoChars(bench: Bench): number {
  return bench.ledger.emulation.world.calls.uncounted(() => {
    const values = bench.ledger.spreadsheet.getSheetByName('_undo')?.getDataRange().getValues() ?? [];
    return values.reduce((n, row) => n + row.reduce((m: number, cell) => m + String(cell).length, 0), 0);
  });
}

/** The snapshot the undo marker points at: its slot's first `chunks` cells below the header. */
function snapshotChars(bench: Bench): number {
  const { emulation, spreadsheet } = bench.ledger;
  return emulation.world.calls.uncounted(() => {
    const text =
      emulation.services.PropertiesService.getDocumentProperties().getProperty('campaignLedger.undo');
    const marker = JSON.parse(text ?? '{}') as { slot?: number; chunks?: number };
    if (!marker.slot || !marker.chunks) return 0;
    const values = spreadsheet.getSheetByName('_undo')?.getDataRange().getValues() ?? [];
    const slot = marker.slot;
    return values.slice(1, 1 + marker.chunks).reduce((n, row) => n + String(row[slot - 1] ?? '').length, 0);
  });
}

function run(bench: Bench, operation: Operation): void {
  const { script, emulation } = bench.ledger;
  if (operation === 'Sidebar refresh') script.call('getSidebarState');
  else if (operation === 'Preview') script.call('previewTurn', [{}]);
  else if (operation === 'Resolve') script.call('resolveTurn', [bench.turn, {}]);
  else if (operation === 'Undo') script.call('undoLastTurn');
  else {
    const player = bench.state.players[0];
    const lines = syntheticOrders({ ...bench.state, turn: bench.turn }, bench.ordersPerTurn)
      .filter((r) => r.player === player.name)
      .map((r) => r.text);
    const form = emulation.services.FormApp.forms[0];
    emulation.services.FormApp.submit(form.id, player.email, { Orders: lines.join('\n') });
  }
}

/** The services that reach the spreadsheet's tabs (the rest: lock, properties, form, mail, utilities). */
export const SHEET_CALLS = ['SpreadsheetApp.', 'Spreadsheet.', 'Sheet.', 'Range.', 'RangeList.', 'Sheets.'];

/** One measured run of `operation` (the caller runs warm-ups): time, calls, volume, heap. */
export function measure(bench: Bench, operation: Operation): OperationFigures {
  const { calls } = bench.ledger.emulation.world;
  calls.reset();
  bench.meter.reset();
  let ms = 0;
  let failed = '';
  const heapMb = heapOf(() => {
    const start = performance.now();
    try {
      run(bench, operation);
    } catch (error) {
      failed = error instanceof Error ? error.message : String(error);
    }
    ms = performance.now() - start;
  });
  if (operation === 'Resolve' && failed === '') bench.turn += 1;
  if (operation === 'Undo' && failed === '') bench.turn -= 1;
  let customCalls = 0;
  for (const entry of calls.customFunctions.values()) customCalls += entry.calls.total;
  return {
    operation,
    ms,
    calls: calls.total,
    sheetCalls: SHEET_CALLS.reduce((n, prefix) => n + calls.countMatching(prefix), 0),
    reads:
      calls.count('Range.getValues') +
      calls.count('Range.getValue') +
      calls.count('Sheet.getSheetValues') +
      calls.count('Sheets.Spreadsheets.Values.batchGet'),
    writes:
      calls.count('Range.setValues') +
      calls.count('Range.setValue') +
      calls.count('Sheets.Spreadsheets.Values.batchUpdate'),
    tabs: bench.meter.tabs.size,
    customCalls,
    heapMb,
    undoChars: undoChars(bench),
    snapshotChars: snapshotChars(bench),
    failed,
    ...bench.meter.operation,
  };
}

/** Appends the next turn's orders straight to the Orders tab (the fixture, not a measured operation). */
export function addTurnOrders(bench: Bench): void {
  const records: OrderRecord[] = syntheticOrders({ ...bench.state, turn: bench.turn }, bench.ordersPerTurn);
  const { emulation, spreadsheet } = bench.ledger;
  emulation.world.calls.uncounted(() => {
    const sheet = spreadsheet.getSheetByName(ORDERS_TAB.name);
    if (!sheet) return;
    const tab = tabRows(ORDERS_TAB.name, sheet.getDataRange().getValues());
    const { firstRow, grid } = appendGrid(tab, ORDERS_TAB, records.map(orderCells));
    const needed = firstRow + grid.length - 1;
    if (needed > sheet.getMaxRows()) sheet.insertRowsAfter(sheet.getMaxRows(), needed - sheet.getMaxRows());
    if (grid.length > 0) sheet.getRange(firstRow, 1, grid.length, grid[0].length).setValues(grid);
  });
}

/** Every operation once as a warm-up (not counted), then once measured; Resolve is left applied. */
export function measureAll(bench: Bench, warmUp: boolean): OperationFigures[] {
  const figures: OperationFigures[] = [];
  for (const operation of ['Sidebar refresh', 'Preview', 'Form submission'] as const) {
    if (warmUp) measure(bench, operation);
    figures.push(measure(bench, operation));
  }
  if (warmUp) {
    measure(bench, 'Resolve');
    measure(bench, 'Undo');
  }
  figures.push(measure(bench, 'Resolve'));
  figures.push(measure(bench, 'Undo'));
  measure(bench, 'Resolve'); // applied again, so the next turn can follow
  return figures;
}
