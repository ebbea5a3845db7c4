/** The small part of fast-formula-parser (MIT, ships no typings) that the formula engine uses. */
declare module 'fast-formula-parser' {
  namespace FormulaParser {
    interface CellRef {
      sheet?: string;
      row: number;
      col: number;
    }
    interface RangeRef {
      sheet?: string;
      from: { row: number; col: number };
      to: { row: number; col: number };
    }
    interface Position {
      sheet: string;
      row: number;
      col: number;
    }
    /** An argument as built-in style functions receive it: the value with its reference already read. */
    interface FunctionArg {
      value: unknown;
      isArray: boolean;
      isRangeRef?: boolean;
      isCellRef?: boolean;
      omitted?: boolean;
    }
    type FormulaFunction = (...args: never[]) => unknown;
    interface Config {
      functions?: Record<string, FormulaFunction>;
      onCell?: (ref: CellRef) => unknown;
      onRange?: (ref: RangeRef) => unknown;
      onVariable?: (name: string, sheetName: string) => CellRef | RangeRef | null;
    }
    class FormulaError extends Error {
      constructor(error: string, msg?: string, details?: unknown);
      readonly error: string;
      readonly details: unknown;
      static readonly REF: FormulaError;
      static readonly VALUE: FormulaError;
      static readonly NA: FormulaError;
      static readonly NAME: FormulaError;
      static readonly DIV0: FormulaError;
    }
  }
  class FormulaParser {
    constructor(config?: FormulaParser.Config);
    static readonly MAX_ROW: number;
    static readonly MAX_COLUMN: number;
    static readonly FormulaError: typeof FormulaParser.FormulaError;
    /** Name -> implementation; the engine swaps in a view that adds custom functions. */
    functions: Record<string, FormulaParser.FormulaFunction | undefined>;
    /** Functions called as (parser, ...rawArgs) with references left unread. */
    funsNeedContextAndNoDataRetrieve: { includes(name: string): boolean };
    position: FormulaParser.Position;
    parse(inputText: string, position: FormulaParser.Position, allowReturnArray?: boolean): unknown;
  }
  export = FormulaParser;
}
