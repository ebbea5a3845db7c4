/**
 * Built-in functions that Sheets has and fast-formula-parser lacks (or only stubs), limited to what ledger
 * formulas plausibly use. Each receives fast-formula-parser's argument objects (references already read).
 */
import FormulaParser from 'fast-formula-parser';

type Arg = FormulaParser.FunctionArg;
type Fn = (...args: Arg[]) => unknown;
const { FormulaError } = FormulaParser;

/** Every value of the arguments, ranges and arrays flattened in row order. */
function flatten(args: Arg[]): unknown[] {
  const out: unknown[] = [];
  for (const arg of args) {
    if (Array.isArray(arg.value)) {
      for (const row of arg.value as unknown[]) {
        if (Array.isArray(row)) out.push(...(row as unknown[]));
        else out.push(row);
      }
    } else out.push(arg.value);
  }
  return out;
}

function firstError(values: unknown[]): unknown {
  return values.find((v) => v instanceof FormulaError);
}

function extreme(pick: (a: number, b: number) => number): Fn {
  return (...args) => {
    const values = flatten(args);
    const err = firstError(values);
    if (err !== undefined) return err;
    const numbers = values.filter((v): v is number => typeof v === 'number');
    return numbers.length === 0 ? 0 : numbers.reduce(pick);
  };
}

function isBlank(v: unknown): boolean {
  return v === null || v === undefined || v === '';
}

function scalar(arg: Arg | undefined): unknown {
  if (arg === undefined) return undefined;
  const v = arg.value;
  if (Array.isArray(v)) {
    const row: unknown = v[0];
    return Array.isArray(row) ? row[0] : row;
  }
  return v;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  return a === b;
}

export const extraFunctions: Record<string, Fn> = {
  /** Sheets evaluates the argument as an array; the parser already yields arrays, so it passes through. */
  ARRAYFORMULA: (arg) => (arg === undefined ? FormulaError.NA : arg.value),
  MAX: extreme((a, b) => Math.max(a, b)),
  MIN: extreme((a, b) => Math.min(a, b)),
  COUNTA: (...args) => flatten(args).filter((v) => !isBlank(v)).length,
  COUNTBLANK: (...args) => flatten(args).filter((v) => isBlank(v)).length,
  LEN: (arg) => String(scalar(arg) ?? '').length,
  UPPER: (arg) => String(scalar(arg) ?? '').toUpperCase(),
  TEXTJOIN: (delimiter, ignoreEmpty, ...rest) => {
    const skip = Boolean(scalar(ignoreEmpty));
    const parts = flatten(rest).filter((v) => !(skip && isBlank(v)));
    const err = firstError(parts);
    if (err !== undefined) return err;
    return parts.map((v) => (isBlank(v) ? '' : String(v))).join(String(scalar(delimiter) ?? ''));
  },
  /** MATCH with match type 0 (exact, case-insensitive) or 1 (largest value <= key in an ascending list). */
  MATCH: (key, range, type) => {
    const needle = scalar(key);
    const list = flatten([range]);
    const mode = type === undefined || type.omitted ? 1 : Number(scalar(type));
    if (mode === 0) {
      const i = list.findIndex((v) => sameValue(v, needle));
      return i < 0 ? FormulaError.NA : i + 1;
    }
    let found = -1;
    list.forEach((v, i) => {
      if (
        typeof v === typeof needle &&
        v !== null &&
        needle !== null &&
        (v as number) <= (needle as number)
      ) {
        found = i;
      }
    });
    return found < 0 ? FormulaError.NA : found + 1;
  },
};

/** How the engine exposes the custom functions of the formula being evaluated. */
export interface CustomLookup {
  has(upperName: string): boolean;
  wrapper(upperName: string): (context: FormulaParser, ...args: unknown[]) => unknown;
}

/**
 * Points the parser's function table at: the formula's custom functions, then the extras above, then its
 * built-ins. Custom functions are called with raw references (as context-taking functions are), so the engine
 * can read them as Sheets hands them over: Dates as Dates, blanks as ''. Returns the original built-ins.
 */
export function installFunctions(parser: FormulaParser, customs: CustomLookup): FormulaParser['functions'] {
  const builtins = parser.functions;
  parser.functions = new Proxy(builtins, {
    get: (target, name: string) =>
      customs.has(name) ? customs.wrapper(name) : (extraFunctions[name] ?? target[name]),
  });
  const raw = parser.funsNeedContextAndNoDataRetrieve;
  parser.funsNeedContextAndNoDataRetrieve = {
    includes: (name: string) => customs.has(name) || raw.includes(name),
  };
  return builtins;
}
