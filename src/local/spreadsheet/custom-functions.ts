/**
 * Calling the script's custom functions the way Sheets does, and turning any formula result into cell values.
 *
 * Sheets hands a custom function a single cell as its value and a multi-cell range as a 2-D array, with empty
 * cells as ''. It caches results by arguments (a function reruns only when its arguments change), so the
 * emulation memoises per function and arguments too. A thrown error shows as `#ERROR!`.
 */
import FormulaParser from 'fast-formula-parser';
import type { CellValue } from '../../gas/services';
import type { GlobalFunction } from '../world';
import type { Computed } from './model';
import { isDate } from './values';

const { FormulaError } = FormulaParser;

/** A value as the engine hands it to the parser: empty is `null` for built-ins, '' for custom functions. */
export type RawValue = CellValue | null | FormulaParser.FormulaError;

type RangeReader = (
  sheet: string | undefined,
  r1: number,
  c1: number,
  r2: number,
  c2: number,
) => RawValue[][] | FormulaParser.FormulaError;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function numberField(v: unknown, key: string): number | undefined {
  if (!isObject(v)) return undefined;
  const n = v[key];
  return typeof n === 'number' ? n : undefined;
}

/** Turns one raw parser argument (reference, literal or nested result) into what a custom function receives. */
export function customArgument(arg: unknown, readRange: RangeReader): unknown {
  if (arg === null || arg === undefined) return '';
  if (arg instanceof FormulaError) return arg;
  if (Array.isArray(arg))
    return arg.map((row: unknown) => (Array.isArray(row) ? row.map(blankToEmpty) : row));
  if (isObject(arg) && isObject(arg.ref)) {
    const ref = arg.ref;
    const sheet = typeof ref.sheet === 'string' ? ref.sheet : undefined;
    const row = numberField(ref, 'row');
    const col = numberField(ref, 'col');
    if (row !== undefined && col !== undefined) {
      const grid = readRange(sheet, row, col, row, col);
      return grid instanceof FormulaError ? grid : grid[0][0];
    }
    const r1 = numberField(ref.from, 'row');
    const c1 = numberField(ref.from, 'col');
    const r2 = numberField(ref.to, 'row');
    const c2 = numberField(ref.to, 'col');
    if (r1 === undefined || c1 === undefined || r2 === undefined || c2 === undefined) return FormulaError.REF;
    const grid = readRange(sheet, r1, c1, r2, c2);
    if (grid instanceof FormulaError) return grid;
    return grid.length === 1 && grid[0].length === 1 ? grid[0][0] : grid;
  }
  if (isObject(arg)) return FormulaError.VALUE; // a union of ranges: not something Sheets passes on
  return arg;
}

function blankToEmpty(v: unknown): unknown {
  return v === null || v === undefined ? '' : v;
}

/**
 * The script functions a formula calls, by upper-case name. Sheets matches custom function names ignoring
 * case, so the spellings a script would use are tried; lower case only for names that are not built-ins, so a
 * helper `sum` cannot shadow SUM.
 */
export function resolveCustomFunctions(
  calls: string[],
  resolveGlobal: (name: string) => GlobalFunction | undefined,
  isBuiltin: (upperName: string) => boolean,
): Map<string, GlobalFunction> {
  const out = new Map<string, GlobalFunction>();
  for (const name of calls) {
    const upper = name.toUpperCase();
    const fn =
      resolveGlobal(name) ??
      resolveGlobal(upper) ??
      (isBuiltin(upper) ? undefined : resolveGlobal(name.toLowerCase()));
    if (typeof fn === 'function') out.set(upper, fn);
  }
  return out;
}

const memo = new WeakMap<GlobalFunction, Map<string, unknown>>();
const MEMO_LIMIT = 5000;

function memoKey(values: unknown[]): string {
  return JSON.stringify(values, function (this: unknown, key: string, v: unknown) {
    const raw = isObject(this) ? this[key] : v;
    return isDate(raw) ? { $date: raw.getTime() } : v;
  });
}

/**
 * Calls a custom function (memoised by arguments) and shapes its result for the parser; `execution` runs the
 * call as the separate execution Sheets makes of it (where its service calls are counted).
 */
export function callCustomFunction(
  fn: GlobalFunction,
  values: unknown[],
  execution: <T>(work: () => T) => T = (work) => work(),
): unknown {
  let cache = memo.get(fn);
  if (!cache) {
    cache = new Map();
    memo.set(fn, cache);
  }
  const key = memoKey(values);
  if (cache.has(key)) return cache.get(key);
  let result: unknown;
  try {
    result = forParser(execution(() => fn(...values)));
  } catch (e) {
    result = new FormulaError('#ERROR!', e instanceof Error ? e.message : String(e));
  }
  if (cache.size >= MEMO_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}

/** The parser rejects a bare object as a formula result, so a Date travels as a 1x1 array. */
function forParser(result: unknown): unknown {
  if (result === undefined || result === null) return '';
  if (isDate(result)) return [[result]];
  if (Array.isArray(result)) {
    return result.map((row: unknown) => (Array.isArray(row) ? row.map(blankToEmpty) : blankToEmpty(row)));
  }
  return result;
}

function toComputed(v: unknown): Computed {
  if (v instanceof FormulaError) return { value: v.error, error: true };
  if (v === null || v === undefined) return { value: '', error: false };
  if (isDate(v)) return { value: new Date(v.getTime()), error: false };
  if (typeof v === 'number')
    return Number.isFinite(v) ? { value: v, error: false } : { value: '#NUM!', error: true };
  if (typeof v === 'string' || typeof v === 'boolean') return { value: v, error: false };
  return { value: String(v), error: false };
}

/** Any formula result as a non-empty rectangle of cell values (a scalar is 1x1; a 1-D array is one row). */
export function fromResult(result: unknown): Computed[][] {
  if (!Array.isArray(result)) return [[toComputed(result)]];
  if (result.length === 0) return [[toComputed('')]];
  const rows: unknown[][] = result.every((r: unknown) => Array.isArray(r))
    ? (result as unknown[][])
    : [result as unknown[]];
  const width = Math.max(1, ...rows.map((r) => r.length));
  return rows.map((r) => Array.from({ length: width }, (_, i) => toComputed(r[i])));
}
