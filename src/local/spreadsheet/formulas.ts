/**
 * Formula evaluation for one workbook, with fast-formula-parser doing the parsing and the built-ins.
 *
 * How: when anything changed (the workbook's version moved), the next read recalculates every formula cell.
 * References to formula cells not yet evaluated are resolved with an explicit stack instead of recursion (a
 * read of such a cell throws a NeedCell signal, the cell is evaluated, then the reader is retried), so long
 * chains cannot overflow the JS stack and the single parser instance is never re-entered. A read that reaches a
 * cell already on the stack is a cycle: the cell shows `#REF!`. Formulas that could spill into a region being
 * read (above and to the left of it) are evaluated first, so spilled values are seen; if that would itself be
 * circular the spill candidate is skipped. A hard step limit turns runaway evaluation into `#ERROR!`.
 */
import FormulaParser from 'fast-formula-parser';
import type { GlobalFunction } from '../world';
import { extraFunctions, installFunctions } from './formula-functions';
import { prepareFormula, type PreparedFormula } from './formula-text';
import {
  Abandon,
  CycleHit,
  errorCode,
  Exhausted,
  NeedCell,
  unwrapSignal,
  type FormulaCell,
} from './formula-signals';
import { DONE, formulaCells, ON_STACK, PENDING } from './formula-cells';
import { cellForFormula } from './formula-reads';
import { cellKey, type Computed, type SheetModel, type WorkbookModel } from './model';
import { placeSpill } from './spill';
import {
  callCustomFunction,
  customArgument,
  fromResult,
  resolveCustomFunctions,
  type RawValue,
} from './custom-functions';
import type { DateFactory } from './values';

const { FormulaError } = FormulaParser;
type FormulaErrorT = FormulaParser.FormulaError;

export interface FormulaHost {
  resolveGlobal(name: string): GlobalFunction | undefined;
  /** Runs the evaluation without counting service calls as the operation's (recalculation is Google's work). */
  uncounted<T>(work: () => T): T;
  /** Runs one execution of a custom function, its service calls counted apart, by function name. */
  customFunction<T>(name: string, work: () => T): T;
  /** Makes the Dates custom functions receive (in the script's realm). */
  makeDate: DateFactory;
}

interface Frame {
  fc: FormulaCell;
  soft: boolean;
}

export class FormulaEngine {
  private readonly parser: FormulaParser;
  private readonly builtins: FormulaParser['functions'];
  private evaluatedVersion = -1;
  private running = false;
  private byCell = new Map<SheetModel, Map<number, FormulaCell>>();
  private bySheet = new Map<SheetModel, { list: FormulaCell[]; first: number }>();
  private stack: Frame[] = [];
  /** Per sheet, the last row with content (spills included as they land): where open ranges stop. */
  private usedRows = new Map<SheetModel, number>();
  private customs = new Map<string, GlobalFunction>();
  private readonly prepared = new Map<string, PreparedFormula>();
  private steps = 0;
  private stepLimit = 0;

  constructor(
    private readonly workbook: WorkbookModel,
    private readonly host: FormulaHost,
  ) {
    this.parser = new FormulaParser({
      onCell: (ref) => this.readCell(ref.sheet, ref.row, ref.col, false),
      onRange: (ref) => this.readRange(ref.sheet, ref.from.row, ref.from.col, ref.to.row, ref.to.col, false),
      onVariable: (name) => this.namedRef(name),
    });
    this.builtins = installFunctions(this.parser, {
      has: (name) => this.customs.has(name),
      wrapper: (name) => this.customWrapper(name),
    });
  }

  /** Recalculates if anything changed since the last pass; a no-op while a pass runs (custom functions reading). */
  ensureFresh(): void {
    if (this.running || this.evaluatedVersion === this.workbook.version) return;
    this.running = true;
    try {
      this.host.uncounted(() => this.recalculate());
    } finally {
      this.evaluatedVersion = this.workbook.version;
      this.running = false;
    }
  }

  private recalculate(): void {
    this.byCell = new Map();
    this.bySheet = new Map();
    this.usedRows = new Map();
    const all: FormulaCell[] = [];
    for (const sheet of this.workbook.sheets) {
      sheet.spills.clear();
      const { cells, list } = formulaCells(sheet);
      this.byCell.set(sheet, cells);
      this.usedRows.set(sheet, sheet.lastRow());
      this.bySheet.set(sheet, { list, first: 0 });
      all.push(...list);
    }
    this.steps = 0;
    this.stepLimit = 100_000 + 100 * all.length;
    try {
      for (const fc of all) if (fc.state !== DONE) this.run(fc);
    } catch (e) {
      if (!(e instanceof Exhausted)) throw e;
      for (const fc of all) if (fc.state !== DONE) this.store(fc, { value: '#ERROR!', error: true });
    }
  }

  /** Evaluates `root` and whatever it needs first, on an explicit stack. */
  private run(root: FormulaCell): void {
    this.stack = [{ fc: root, soft: false }];
    root.state = ON_STACK;
    while (this.stack.length > 0) {
      this.steps += 1;
      if (this.steps > this.stepLimit) throw new Exhausted('formula evaluation step limit');
      const frame = this.stack[this.stack.length - 1];
      let signal: unknown;
      try {
        this.storeResult(frame.fc, this.evaluate(frame.fc));
        this.finish();
        continue;
      } catch (e) {
        signal = unwrapSignal(e);
      }
      if (signal instanceof NeedCell) {
        signal.target.state = ON_STACK;
        this.stack.push({ fc: signal.target, soft: signal.soft });
      } else if (signal instanceof Abandon) {
        this.stack[signal.frameIndex].fc.softSkip = true;
        while (this.stack.length > signal.frameIndex) {
          const popped = this.stack.pop();
          if (popped) popped.fc.state = PENDING;
        }
      } else if (signal instanceof Exhausted) {
        throw signal;
      } else {
        const code = signal instanceof CycleHit ? '#REF!' : errorCode(signal);
        this.store(frame.fc, { value: code, error: true });
        this.finish();
      }
    }
  }

  private finish(): void {
    const frame = this.stack.pop();
    if (frame) frame.fc.state = DONE;
  }

  private evaluate(fc: FormulaCell): unknown {
    let prepared = this.prepared.get(fc.formula);
    if (!prepared) {
      prepared = prepareFormula(fc.formula);
      this.prepared.set(fc.formula, prepared);
    }
    this.customs = resolveCustomFunctions(
      prepared.calls,
      (name) => this.host.resolveGlobal(name),
      (upper) => this.builtins[upper] !== undefined || extraFunctions[upper] !== undefined,
    );
    return this.parser.parse(prepared.body, { sheet: fc.sheet.name, row: fc.row, col: fc.col }, true);
  }

  private customWrapper(name: string): (context: FormulaParser, ...args: unknown[]) => unknown {
    const fn = this.customs.get(name);
    return (context, ...args) => {
      const values = args.map((arg) =>
        customArgument(arg, (sheet, r1, c1, r2, c2) =>
          this.readRange(sheet ?? context.position.sheet, r1, c1, r2, c2, true),
        ),
      );
      const bad = values.find((v) => v instanceof FormulaError);
      if (bad !== undefined) return bad;
      if (fn === undefined) return FormulaError.NAME;
      return callCustomFunction(fn, values, (work) => this.host.customFunction(name, work));
    };
  }

  /** Stores a parse result: a scalar in the cell, or a 2-D array spilled from it. */
  private storeResult(fc: FormulaCell, result: unknown): void {
    const grid = fromResult(result);
    this.store(fc, placeSpill(fc.sheet, fc.row, fc.col, grid));
    if (grid.length > 1) {
      this.usedRows.set(fc.sheet, Math.max(this.usedRows.get(fc.sheet) ?? 0, fc.row + grid.length - 1));
    }
  }

  private store(fc: FormulaCell, computed: Computed): void {
    const cell = fc.sheet.cell(fc.row, fc.col);
    if (cell) cell.computed = computed;
  }

  private sheetNamed(name: string | undefined): SheetModel | undefined {
    return name === undefined ? undefined : this.workbook.sheetByName(name);
  }

  /** One cell's value for the parser (`forCustom`: as a custom function receives it). */
  private readCell(sheetName: string | undefined, row: number, col: number, forCustom: boolean): RawValue {
    const sheet = this.sheetNamed(sheetName);
    if (!sheet) return FormulaError.REF;
    this.awaitSpillSources(sheet, row, col, row, col);
    return this.valueAt(sheet, row, col, forCustom);
  }

  private readRange(
    sheetName: string | undefined,
    r1: number,
    c1: number,
    r2: number,
    c2: number,
    forCustom: boolean,
  ): RawValue[][] | FormulaErrorT {
    const sheet = this.sheetNamed(sheetName);
    if (!sheet) return FormulaError.REF;
    let lastRow = Math.min(r2, sheet.maxRows);
    const lastCol = Math.min(c2, sheet.maxCols);
    this.awaitSpillSources(sheet, r1, c1, lastRow, lastCol);
    // Whole and open-ended columns stop at the last row in use, so `A2:A` costs only the used rows.
    lastRow = Math.max(r1, Math.min(lastRow, this.usedRows.get(sheet) ?? sheet.maxRows));
    const out: RawValue[][] = [];
    for (let r = r1; r <= lastRow; r++) {
      const line: RawValue[] = [];
      for (let c = c1; c <= Math.max(c1, lastCol); c++) line.push(this.valueAt(sheet, r, c, forCustom));
      out.push(line);
    }
    return out;
  }

  private valueAt(sheet: SheetModel, row: number, col: number, forCustom: boolean): RawValue {
    const fc = this.byCell.get(sheet)?.get(cellKey(row, col));
    if (fc !== undefined) this.requireEvaluated(fc);
    return cellForFormula(sheet, row, col, forCustom, this.host.makeDate, this.workbook.timeZone);
  }

  private requireEvaluated(fc: FormulaCell): void {
    if (fc.state === DONE) return;
    if (fc.state === PENDING) throw new NeedCell(fc, false);
    const index = this.stack.findIndex((f) => f.fc === fc);
    for (let j = index + 1; j < this.stack.length; j++) if (this.stack[j].soft) throw new Abandon(j);
    throw new CycleHit('circular dependency');
  }

  /** Evaluates formulas above-left of a region first: their array results may spill into it. */
  private awaitSpillSources(sheet: SheetModel, r1: number, c1: number, r2: number, c2: number): void {
    const entry = this.bySheet.get(sheet);
    if (!entry) return;
    const { list } = entry;
    while (entry.first < list.length && list[entry.first].state === DONE) entry.first += 1;
    for (let i = entry.first; i < list.length; i++) {
      const fc = list[i];
      if (fc.row > r2) break;
      if (fc.state !== PENDING || fc.softSkip || fc.col > c2) continue;
      if (fc.row >= r1 && fc.col >= c1) continue; // inside the region: read as a direct dependency
      throw new NeedCell(fc, true);
    }
  }

  private namedRef(name: string): FormulaParser.RangeRef | null {
    const named = this.workbook.namedRange(name);
    if (!named) return null;
    const { rect } = named;
    return {
      sheet: named.sheet.name,
      from: { row: rect.row, col: rect.col },
      to: { row: rect.row + rect.numRows - 1, col: rect.col + rect.numCols - 1 },
    };
  }
}
