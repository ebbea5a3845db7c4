/** The formula cells of a recalculation pass and their states (formulas.ts evaluates them). */
import type { FormulaCell } from './formula-signals';
import { cellKey, type SheetModel } from './model';

/** Not evaluated yet in this pass. */
export const PENDING = 0;
/** Being evaluated: reaching it again is a cycle. */
export const ON_STACK = 1;
export const DONE = 2;

/**
 * The sheet's formula cells, PENDING, by cell key and in reading order (row by row); their previous results
 * are dropped.
 */
export function formulaCells(sheet: SheetModel): { cells: Map<number, FormulaCell>; list: FormulaCell[] } {
  const cells = new Map<number, FormulaCell>();
  const list: FormulaCell[] = [];
  sheet.rows.forEach((row, r) => {
    row?.forEach((cell, c) => {
      if (cell?.formula === undefined) return;
      cell.computed = undefined;
      const fc = {
        sheet,
        row: r + 1,
        col: c + 1,
        formula: cell.formula,
        state: PENDING,
        softSkip: false,
      };
      cells.set(cellKey(fc.row, fc.col), fc);
      list.push(fc);
    });
  });
  return { cells, list };
}
