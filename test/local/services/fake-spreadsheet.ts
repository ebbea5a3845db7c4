/**
 * A small stand-in for the SpreadsheetApp emulation (written separately), with just what forms and triggers
 * touch. It follows Sheets' rules for setValues: a leading `=` makes a formula, a number or TRUE/FALSE is
 * parsed, and a leading `'` is a quote prefix that stores the rest as literal text. Its methods count calls, so
 * tests can prove the emulation's own spreadsheet work is uncounted.
 */
import type {
  RangeService,
  SheetService,
  SpreadsheetAppService,
  SpreadsheetService,
} from '../../../src/gas/services';
import type { World } from '../../../src/local/world';

interface FakeCell {
  value: unknown;
  formula: string;
  numberFormat: string;
}

function view<T>(fake: object): T {
  return fake as unknown as T;
}

export class FakeRange {
  constructor(
    private readonly sheet: FakeSheet,
    readonly row: number,
    readonly column: number,
    readonly numRows: number,
    readonly numColumns: number,
  ) {}

  getRow(): number {
    this.sheet.world.calls.record('Range.getRow');
    return this.row;
  }

  getNumRows(): number {
    this.sheet.world.calls.record('Range.getNumRows');
    return this.numRows;
  }

  getSheet(): SheetService {
    this.sheet.world.calls.record('Range.getSheet');
    return view<SheetService>(this.sheet);
  }

  getValues(): unknown[][] {
    this.sheet.world.calls.record('Range.getValues');
    return this.map((cell) => (cell ? cell.value : ''));
  }

  getFormulas(): string[][] {
    this.sheet.world.calls.record('Range.getFormulas');
    return this.map((cell) => (cell ? cell.formula : ''));
  }

  getNumberFormats(): string[][] {
    this.sheet.world.calls.record('Range.getNumberFormats');
    return this.map((cell) => (cell ? cell.numberFormat : ''));
  }

  setValues(values: unknown[][]): FakeRange {
    this.sheet.world.calls.record('Range.setValues');
    values.forEach((rowValues, r) =>
      rowValues.forEach((value, c) => {
        const cell = this.sheet.cell(this.row + r, this.column + c);
        if (typeof value === 'string' && value.startsWith("'")) {
          cell.value = value.slice(1);
          cell.formula = '';
        } else if (typeof value === 'string' && value.startsWith('=')) {
          cell.value = '';
          cell.formula = value;
        } else if (typeof value === 'string' && /^\s*[+-]?\d+(\.\d*)?\s*$/.test(value)) {
          cell.value = Number(value);
          cell.formula = '';
        } else if (typeof value === 'string' && /^(true|false)$/i.test(value)) {
          cell.value = value.toUpperCase() === 'TRUE';
          cell.formula = '';
        } else {
          cell.value = value;
          cell.formula = '';
        }
      }),
    );
    return this;
  }

  setNumberFormat(format: string): FakeRange {
    this.sheet.world.calls.record('Range.setNumberFormat');
    this.map((_cell, r, c) => (this.sheet.cell(r, c).numberFormat = format));
    return this;
  }

  private map<T>(f: (cell: FakeCell | undefined, row: number, column: number) => T): T[][] {
    const out: T[][] = [];
    for (let r = 0; r < this.numRows; r++) {
      const line: T[] = [];
      for (let c = 0; c < this.numColumns; c++) {
        const row = this.row + r;
        const column = this.column + c;
        line.push(f(this.sheet.peek(row, column), row, column));
      }
      out.push(line);
    }
    return out;
  }
}

export class FakeSheet {
  private readonly cells = new Map<string, FakeCell>();
  frozenRows = 0;

  constructor(
    readonly world: World,
    readonly parent: FakeSpreadsheet,
    public name: string,
    readonly id: number,
  ) {}

  peek(row: number, column: number): FakeCell | undefined {
    return this.cells.get(`${row},${column}`);
  }

  cell(row: number, column: number): FakeCell {
    let cell = this.cells.get(`${row},${column}`);
    if (!cell) {
      cell = { value: '', formula: '', numberFormat: '' };
      this.cells.set(`${row},${column}`, cell);
    }
    return cell;
  }

  private filled(): [number, number][] {
    return [...this.cells.entries()]
      .filter(([, cell]) => cell.value !== '' || cell.formula !== '')
      .map(([key]) => key.split(',').map(Number) as [number, number]);
  }

  getName(): string {
    this.world.calls.record('Sheet.getName');
    return this.name;
  }

  getSheetId(): number {
    this.world.calls.record('Sheet.getSheetId');
    return this.id;
  }

  getLastRow(): number {
    this.world.calls.record('Sheet.getLastRow');
    return Math.max(0, ...this.filled().map(([r]) => r));
  }

  getLastColumn(): number {
    this.world.calls.record('Sheet.getLastColumn');
    return Math.max(0, ...this.filled().map(([, c]) => c));
  }

  getRange(row: number, column: number, numRows = 1, numColumns = 1): RangeService {
    this.world.calls.record('Sheet.getRange');
    return view<RangeService>(new FakeRange(this, row, column, numRows, numColumns));
  }

  setFrozenRows(rows: number): void {
    this.world.calls.record('Sheet.setFrozenRows');
    this.frozenRows = rows;
  }

  /** Test helper: the whole used area as values. */
  dump(): unknown[][] {
    const rows = Math.max(0, ...this.filled().map(([r]) => r));
    const cols = Math.max(0, ...this.filled().map(([, c]) => c));
    return this.world.calls.uncounted(() => new FakeRange(this, 1, 1, rows, cols).getValues());
  }
}

export class FakeSpreadsheet {
  readonly sheets: FakeSheet[] = [];
  private nextSheetId = 0;

  constructor(
    readonly world: World,
    readonly id: string,
    readonly timeZone = 'Etc/UTC',
  ) {
    this.sheets.push(new FakeSheet(world, this, 'Sheet1', this.nextSheetId++));
  }

  getId(): string {
    this.world.calls.record('Spreadsheet.getId');
    return this.id;
  }

  getSheets(): SheetService[] {
    this.world.calls.record('Spreadsheet.getSheets');
    return this.sheets.map((s) => view<SheetService>(s));
  }

  getSheetByName(name: string): SheetService | null {
    this.world.calls.record('Spreadsheet.getSheetByName');
    const sheet = this.sheets.find((s) => s.name === name);
    return sheet ? view<SheetService>(sheet) : null;
  }

  insertSheet(name: string, index?: number): SheetService {
    this.world.calls.record('Spreadsheet.insertSheet');
    if (this.sheets.some((s) => s.name === name))
      throw new Error(`A sheet with the name "${name}" already exists.`);
    const sheet = new FakeSheet(this.world, this, name, this.nextSheetId++);
    this.sheets.splice(index ?? this.sheets.length, 0, sheet);
    return view<SheetService>(sheet);
  }

  getSpreadsheetTimeZone(): string {
    this.world.calls.record('Spreadsheet.getSpreadsheetTimeZone');
    return this.timeZone;
  }

  sheet(name: string): FakeSheet {
    const sheet = this.sheets.find((s) => s.name === name);
    if (!sheet) throw new Error(`no sheet ${name}`);
    return sheet;
  }
}

export class FakeSpreadsheetApp {
  readonly files = new Map<string, FakeSpreadsheet>();

  constructor(private readonly world: World) {}

  add(id: string, timeZone?: string): FakeSpreadsheet {
    const ss = new FakeSpreadsheet(this.world, id, timeZone);
    this.files.set(id, ss);
    return ss;
  }

  openById(id: string): SpreadsheetService {
    this.world.calls.record('SpreadsheetApp.openById');
    const ss = this.files.get(id);
    if (!ss)
      throw new Error(
        `Unexpected error while getting the method or property openById on object SpreadsheetApp.`,
      );
    return view<SpreadsheetService>(ss);
  }

  asService(): SpreadsheetAppService {
    return view<SpreadsheetAppService>(this);
  }
}
