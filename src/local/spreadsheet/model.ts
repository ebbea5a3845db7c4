/**
 * The in-memory workbook the emulated services read and write: plain data, no call counting.
 *
 * Why separate from the service classes: the formula engine and the .xlsx code work on this model directly, so
 * their internal work is never counted as service calls, and a service handle (Sheet, Range) stays a thin view.
 */
import type { CellValue } from '../../gas/services';
import type { GridRect } from './a1';
import type { ValidationRule } from './data-validation';

/** What a formula cell or spill target currently shows; `error` marks Sheets error values such as `#REF!`. */
export interface Computed {
  value: CellValue;
  error: boolean;
}

export interface Cell {
  /** A literal value; undefined when the cell is empty or holds a formula. */
  value?: CellValue;
  /** A formula with its leading `=`. */
  formula?: string;
  note?: string;
  numberFormat?: string;
  validation?: ValidationRule;
  bold?: boolean;
  background?: string;
  wrap?: boolean;
  /** The formula's last result, set by the formula engine. */
  computed?: Computed;
}

/** A rectangle on a sheet of the model: what an emulated Range points at. */
export interface GridRef {
  sheet: SheetModel;
  rect: GridRect;
}

/** Implemented by the emulated Range so other parts can see where it points without counted calls. */
export interface GridRefHolder {
  gridRef(): GridRef;
}

export function isGridRefHolder(v: unknown): v is GridRefHolder {
  return typeof v === 'object' && v !== null && typeof (v as Partial<GridRefHolder>).gridRef === 'function';
}

export interface ProtectionModel {
  type: 'SHEET' | 'RANGE';
  rect: GridRect;
  description: string;
  warningOnly: boolean;
}

export interface SpillCell extends Computed {
  originRow: number;
  originCol: number;
}

export function hasContent(cell: Cell | undefined): boolean {
  return cell !== undefined && (cell.value !== undefined || cell.formula !== undefined);
}

const KEY_COLS = 32768;

/** Key for per-cell maps; columns never exceed Sheets' 18,278. */
export function cellKey(row: number, col: number): number {
  return row * KEY_COLS + col;
}

export function keyRow(key: number): number {
  return Math.floor(key / KEY_COLS);
}

export function keyCol(key: number): number {
  return key % KEY_COLS;
}

export class SheetModel {
  /** rows[r - 1][c - 1]; sparse, so untouched cells cost nothing. */
  rows: (Cell | undefined)[][] = [];
  maxRows = 1000;
  maxCols = 26;
  frozenRows = 0;
  frozenCols = 0;
  hidden = false;
  tabColor: string | null = null;
  /** Widths in pixels of the columns given one (1-based column -> px); others are Sheets' default 100. */
  columnWidths = new Map<number, number>();
  protections: ProtectionModel[] = [];
  /** Values spilled by array results, rebuilt by every recalculation. */
  spills = new Map<number, SpillCell>();
  deleted = false;

  constructor(
    readonly workbook: WorkbookModel,
    public name: string,
    readonly sheetId: number,
  ) {}

  cell(row: number, col: number): Cell | undefined {
    const r = this.rows[row - 1];
    return r === undefined ? undefined : r[col - 1];
  }

  ensureCell(row: number, col: number): Cell {
    let r = this.rows[row - 1];
    if (r === undefined) {
      r = [];
      this.rows[row - 1] = r;
    }
    let c = r[col - 1];
    if (c === undefined) {
      c = {};
      r[col - 1] = c;
    }
    return c;
  }

  /** The last row holding a value, a formula or a spilled value (0 when empty), like Sheet.getLastRow. */
  lastRow(): number {
    let last = 0;
    for (let r = this.rows.length; r >= 1; r--) {
      const row = this.rows[r - 1];
      if (row !== undefined && row.some((c) => hasContent(c))) {
        last = r;
        break;
      }
    }
    for (const s of this.spills.keys()) last = Math.max(last, keyRow(s));
    return last;
  }

  lastColumn(): number {
    let last = 0;
    for (const row of this.rows) {
      if (row === undefined) continue;
      for (let c = row.length; c > last; c--) {
        if (hasContent(row[c - 1])) {
          last = c;
          break;
        }
      }
    }
    for (const s of this.spills.keys()) last = Math.max(last, keyCol(s));
    return last;
  }

  insertRowsAfter(after: number, howMany: number): void {
    // Like Sheets, new rows take the formatting of the row above them (number formats, validation, style),
    // so a plain-text column stays plain text as a tab grows.
    const above = after >= 1 ? this.rows[after - 1] : undefined;
    const formatted = (): Cell[] =>
      (above ?? []).map((cell) =>
        cell && (cell.numberFormat || cell.validation || cell.bold || cell.background || cell.wrap)
          ? {
              numberFormat: cell.numberFormat,
              validation: cell.validation,
              bold: cell.bold,
              background: cell.background,
              wrap: cell.wrap,
            }
          : (undefined as unknown as Cell),
      );
    const fresh = Array.from({ length: howMany }, () =>
      above ? formatted() : (undefined as unknown as Cell[]),
    );
    // Array literals, not splice(...spread): no argument-count limit for large inserts.
    this.rows = [
      ...this.rows.slice(0, after),
      ...(this.rows.length < after ? new Array<Cell[]>(after - this.rows.length) : []),
      ...fresh,
      ...this.rows.slice(after),
    ];
    this.maxRows += howMany;
    this.shiftRects((rect) => shiftAxis(rect, 'row', after + 1, howMany));
  }

  deleteRows(start: number, howMany: number): void {
    this.rows.splice(start - 1, howMany);
    this.maxRows -= howMany;
    this.shiftRects((rect) => shiftAxis(rect, 'row', start, -howMany));
  }

  insertColumnsAfter(after: number, howMany: number): void {
    this.rows = this.rows.map((row) =>
      row !== undefined && row.length > after
        ? [...row.slice(0, after), ...new Array<Cell>(howMany), ...row.slice(after)]
        : row,
    );
    this.maxCols += howMany;
    this.shiftRects((rect) => shiftAxis(rect, 'col', after + 1, howMany));
  }

  deleteColumns(start: number, howMany: number): void {
    this.rows = this.rows.map((row) =>
      row !== undefined && row.length >= start
        ? [...row.slice(0, start - 1), ...row.slice(start - 1 + howMany)]
        : row,
    );
    this.maxCols -= howMany;
    this.shiftRects((rect) => shiftAxis(rect, 'col', start, -howMany));
  }

  /** Named ranges and protections follow inserted and deleted rows, as in Sheets. */
  private shiftRects(shift: (rect: GridRect) => GridRect | null): void {
    // In place, so Protection handles the script holds keep pointing at the same protection.
    this.protections = this.protections.filter((p) => {
      const rect = shift(p.rect);
      if (rect !== null) p.rect = rect;
      return rect !== null;
    });
    for (const [name, named] of this.workbook.namedRanges) {
      if (named.sheet !== this) continue;
      const rect = shift(named.rect);
      if (rect === null) this.workbook.namedRanges.delete(name);
      else named.rect = rect;
    }
  }
}

/** Moves a rectangle for `delta` rows (or columns) inserted (>0) or deleted (<0) at `at`; null if it vanishes. */
function shiftAxis(rect: GridRect, axis: 'row' | 'col', at: number, delta: number): GridRect | null {
  const startKey = axis === 'row' ? 'row' : 'col';
  const sizeKey = axis === 'row' ? 'numRows' : 'numCols';
  const start = rect[startKey];
  const end = start + rect[sizeKey] - 1;
  if (delta > 0) {
    if (at <= start) return { ...rect, [startKey]: start + delta };
    if (at <= end) return { ...rect, [sizeKey]: rect[sizeKey] + delta };
    return rect;
  }
  const delStart = at;
  const delEnd = at - delta - 1;
  const keptBefore = Math.max(0, Math.min(end, delStart - 1) - start + 1);
  const keptAfter = Math.max(0, end - Math.max(start, delEnd + 1) + 1);
  if (keptBefore + keptAfter === 0) return null;
  const newStart = start < delStart ? start : Math.max(delStart, start + delta);
  return { ...rect, [startKey]: newStart, [sizeKey]: keptBefore + keptAfter };
}

export type NamedRangeModel = GridRef;

export class WorkbookModel {
  sheets: SheetModel[] = [];
  readonly namedRanges = new Map<string, NamedRangeModel>();
  readonly toasts: { message: string; title: string }[] = [];
  activeSheet: SheetModel | null = null;
  /** Bumped by every change; the formula engine recalculates when it differs from what it last saw. */
  version = 0;
  private nextSheetId = 0;

  constructor(
    public id: string,
    public name: string,
    public timeZone: string,
  ) {}

  touch(): void {
    this.version += 1;
  }

  sheetByName(name: string): SheetModel | undefined {
    return this.sheets.find((s) => s.name === name);
  }

  /** A named range by name, exact first, then ignoring case (as formulas use them). */
  namedRange(name: string): NamedRangeModel | undefined {
    const exact = this.namedRanges.get(name);
    if (exact) return exact;
    const lower = name.toLowerCase();
    for (const [key, named] of this.namedRanges) if (key.toLowerCase() === lower) return named;
    return undefined;
  }

  /** Sheet names are unique ignoring case, as in Sheets (and in .xlsx). */
  nameTaken(name: string, except?: SheetModel): boolean {
    const lower = name.toLowerCase();
    return this.sheets.some((s) => s !== except && s.name.toLowerCase() === lower);
  }

  /** Adds a sheet at `index` (0-based; default at the end); ids start at 0 like Google's first `gid`. */
  addSheet(name: string, index = this.sheets.length, sheetId?: number): SheetModel {
    const id = sheetId ?? this.nextSheetId;
    this.nextSheetId = Math.max(this.nextSheetId, id + 1);
    const sheet = new SheetModel(this, name, id);
    this.sheets.splice(index, 0, sheet);
    this.touch();
    return sheet;
  }

  removeSheet(sheet: SheetModel): void {
    this.sheets = this.sheets.filter((s) => s !== sheet);
    sheet.deleted = true;
    for (const [name, named] of this.namedRanges) if (named.sheet === sheet) this.namedRanges.delete(name);
    if (this.activeSheet === sheet) this.activeSheet = this.sheets[0] ?? null;
    this.touch();
  }
}
