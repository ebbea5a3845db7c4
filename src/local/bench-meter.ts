import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Services } from '../gas/services';
import { DEFAULT_DIST } from './bundle';
import type { Emulation } from './emulation';
import { loadScript, LoadedScript } from './script-host';
import { splitSheetPrefix } from './spreadsheet/a1';

/**
 * What an operation costs, measured on the script's side of the service boundary: the bundle runs over
 * services wrapped in a meter that counts cells and characters read and written (the emulation's own counter
 * gives the calls). Reads made inside custom functions (Sheets recalculating while the operation runs) are
 * kept apart: they are executions of their own.
 */
export interface Volume {
  cellsRead: number;
  charsRead: number;
  cellsWritten: number;
  charsWritten: number;
}

const zero = (): Volume => ({ cellsRead: 0, charsRead: 0, cellsWritten: 0, charsWritten: 0 });

function chars(value: unknown): number {
  return value === null || value === undefined ? 0 : String(value).length;
}

function tally(grid: unknown, into: Volume, read: boolean): void {
  const rows = Array.isArray(grid) ? (grid as unknown[]) : [[grid]];
  for (const row of rows)
    for (const cell of Array.isArray(row) ? (row as unknown[]) : [row]) {
      if (read) {
        into.cellsRead += 1;
        into.charsRead += chars(cell);
      } else {
        into.cellsWritten += 1;
        into.charsWritten += chars(cell);
      }
    }
}

/** A service object (a sheet, a range ...), not a value: arrays of values and Dates pass through as they are. */
function isService(value: unknown): value is object {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.prototype.toString.call(value) !== '[object Date]'
  );
}

const READS = new Set([
  'getValues',
  'getValue',
  'getSheetValues',
  'getDisplayValues',
  'getDisplayValue',
  'getFormulas',
]);
const WRITES = new Set(['setValues', 'setValue', 'setFormulas', 'setFormula']);

/** The tab an emulated range belongs to (read from the emulation's own object, without a service call). */
function tabOf(handle: object): string | null {
  const sheet: unknown = Reflect.get(handle, 'sheet') ?? Reflect.get(handle, 'model');
  const isSheet = typeof sheet === 'object' && sheet !== null && Reflect.has(sheet, 'maxRows');
  const name: unknown = isSheet ? Reflect.get(sheet, 'name') : null;
  return typeof name === 'string' ? name : null;
}

/** The tab a Sheets API range names (`'Tab'!A1:B2`, or a bare `'Tab'`). */
function tabOfRange(range: unknown): string | null {
  if (typeof range !== 'string') return null;
  const { sheetName, address } = splitSheetPrefix(range.trim());
  const name = sheetName ?? address;
  return /^'.*'$/.test(name) ? name.slice(1, -1).replace(/''/g, "'") : name;
}

/** The advanced Sheets service's objects on the way to Values (plain objects, not functions). */
const API_BRANCHES = new Set(['Spreadsheets', 'Values']);

/** What a Values.batchGet / batchUpdate call touches, reads and writes (its ranges' tabs and values). */
function apiCall(name: string, args: unknown[]): { ranges: unknown[]; written: unknown[] } | null {
  if (name === 'batchGet') return { ranges: (args[1] as { ranges?: unknown[] })?.ranges ?? [], written: [] };
  if (name !== 'batchUpdate') return null;
  const data = (args[0] as { data?: { range?: unknown; values?: unknown }[] })?.data ?? [];
  return { ranges: data.map((d) => d.range), written: data.map((d) => d.values ?? []) };
}

export class Meter {
  operation = zero();
  insideCustomFunctions = zero();
  /** The tabs the operation touched: a call on one of its sheets or ranges (custom functions aside). */
  readonly tabs = new Set<string>();
  private depth = 0;

  reset(): void {
    this.operation = zero();
    this.insideCustomFunctions = zero();
    this.tabs.clear();
  }

  /** Wraps a service object: every method's result is wrapped too, reads and writes are tallied. */
  wrap<T>(target: T): T {
    if (Array.isArray(target))
      return (target.some(isService) ? target.map((item: unknown) => this.wrap(item)) : target) as T;
    if (!isService(target)) return target;
    return new Proxy(target, {
      get: (object, property) => {
        const value: unknown = Reflect.get(object, property);
        if (typeof value !== 'function') return API_BRANCHES.has(String(property)) ? this.wrap(value) : value;
        const name = String(property);
        return (...args: unknown[]) => {
          const into = this.depth > 0 ? this.insideCustomFunctions : this.operation;
          const api = apiCall(name, args);
          if (this.depth === 0) {
            const tabs = api ? api.ranges.map(tabOfRange) : [tabOf(object)];
            for (const tab of tabs) if (tab !== null) this.tabs.add(tab);
          }
          if (WRITES.has(name)) tally(args[0], into, false);
          for (const grid of api?.written ?? []) tally(grid, into, false);
          this.depth += 1;
          try {
            const result: unknown = (value as (...a: unknown[]) => unknown).apply(object, args);
            if (READS.has(name)) tally(result, into, true);
            if (name === 'batchGet')
              for (const range of (result as { valueRanges?: { values?: unknown[][] }[] }).valueRanges ?? [])
                tally(range.values ?? [], into, true);
            if (api) return result;
            return this.wrap(result);
          } finally {
            this.depth -= 1;
          }
        };
      },
    }) as T;
  }
}

/** Loads dist/Code.js as loadBundle does, over metered services. */
export function loadMeteredBundle(emulation: Emulation, meter: Meter, dist = DEFAULT_DIST): LoadedScript {
  const code = readFileSync(path.join(dist, 'Code.js'), 'utf8');
  for (const file of readdirSync(dist))
    if (file.endsWith('.html'))
      emulation.world.htmlFiles.set(file.slice(0, -5), readFileSync(path.join(dist, file), 'utf8'));
  const globals = emulation.globals();
  const metered = Object.fromEntries(
    Object.entries(globals).map(([name, service]) => [name, meter.wrap(service)]),
  ) as unknown as Services;
  const script = loadScript(code, emulation.world, metered, path.join(dist, 'Code.js'));
  const ScriptDate = vm.runInContext('Date', script.context) as DateConstructor;
  emulation.spreadsheetApp.setDateFactory((ms) => new ScriptDate(ms));
  return script;
}

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

/** Heap the operation allocated and kept until it returned (after a full collection before it), in MB. */
export function heapOf(work: () => void): number {
  collect();
  const before = process.memoryUsage().heapUsed;
  work();
  return (process.memoryUsage().heapUsed - before) / 1024 / 1024;
}

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median time in ms of `runs` runs of `work`, after `warmUp` runs that are not counted. */
export function timed(work: () => void, runs: number, warmUp = 1): number {
  for (let i = 0; i < warmUp; i++) work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return median(samples);
}
