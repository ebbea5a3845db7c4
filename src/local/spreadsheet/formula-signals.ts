/**
 * Control-flow signals of the formula engine. They travel as exceptions through fast-formula-parser (which
 * wraps them in a FormulaError whose `details` is the signal) back to the engine's evaluation loop.
 */
import FormulaParser from 'fast-formula-parser';
import type { SheetModel } from './model';

const { FormulaError } = FormulaParser;

/** A formula cell during one recalculation pass. */
export interface FormulaCell {
  sheet: SheetModel;
  row: number;
  col: number;
  formula: string;
  state: number;
  /** Not to be awaited as a possible spill source again in this pass (doing so was circular). */
  softSkip: boolean;
}

/** The reader needs this formula cell evaluated first; `soft` when it is only a possible spill source. */
export class NeedCell extends Error {
  constructor(
    readonly target: FormulaCell,
    readonly soft: boolean,
  ) {
    super('need cell');
  }
}

/** A possible spill source led back into the stack: drop it from the stack at this frame. */
export class Abandon extends Error {
  constructor(readonly frameIndex: number) {
    super('abandon');
  }
}
/** A real circular reference. */
export class CycleHit extends Error {}
/** The step limit was reached. */
export class Exhausted extends Error {}

/** What a parse threw: our signal if it carries one, else the error itself. */
export function unwrapSignal(e: unknown): unknown {
  return e instanceof FormulaError && e.details instanceof Error ? e.details : e;
}

/** The Sheets error a failed parse shows: `#NAME?` for unknown functions, `#ERROR!` for anything else. */
export function errorCode(signal: unknown): string {
  if (signal instanceof FormulaError) {
    if (signal.details instanceof FormulaError) return signal.details.error;
    if (signal.error !== '#ERROR!') return signal.error;
  }
  return '#ERROR!';
}
