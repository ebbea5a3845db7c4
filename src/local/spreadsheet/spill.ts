/**
 * Placing an array result: Sheets writes it into the cells below and to the right of the formula ("spills"),
 * unless one of them holds data ("Array result was not expanded because it would overwrite data in X") or the
 * grid is too small; then the formula cell shows `#REF!`.
 */
import { cellKey, hasContent, type Computed, type SheetModel } from './model';

const REF: Computed = { value: '#REF!', error: true };

/** Spills `grid` from (row, col) into the sheet's spill map; returns what the formula cell itself shows. */
export function placeSpill(sheet: SheetModel, row: number, col: number, grid: Computed[][]): Computed {
  const rows = grid.length;
  const cols = grid[0].length;
  if (rows === 1 && cols === 1) return grid[0][0];
  if (row + rows - 1 > sheet.maxRows || col + cols - 1 > sheet.maxCols) return REF;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (r === 0 && c === 0) continue;
      if (hasContent(sheet.cell(row + r, col + c)) || sheet.spills.has(cellKey(row + r, col + c))) return REF;
    }
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (r === 0 && c === 0) continue;
      sheet.spills.set(cellKey(row + r, col + c), { ...grid[r][c], originRow: row, originCol: col });
    }
  }
  return grid[0][0];
}
