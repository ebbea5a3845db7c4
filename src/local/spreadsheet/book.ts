/**
 * One spreadsheet as the emulation holds it: the workbook model, its formula engine, and the shared World.
 * Every service handle (Spreadsheet, Sheet, Range ...) of that spreadsheet carries its Book.
 */
import type { ServiceCalls } from '../calls';
import type { World } from '../world';
import { FormulaEngine } from './formulas';
import type { WorkbookModel } from './model';
import type { DateFactory } from './values';

/** Settings every Book of one SpreadsheetApp shares (changed in one place, seen by all). */
export interface BookSettings {
  makeDate: DateFactory;
  /** Script value writes meet rules that reject invalid input, as in Apps Script (validation-guard.ts). */
  strictValidation: boolean;
}

export class Book {
  readonly engine: FormulaEngine;

  constructor(
    readonly model: WorkbookModel,
    readonly world: World,
    private readonly settings: BookSettings = { makeDate: (ms) => new Date(ms), strictValidation: false },
  ) {
    this.engine = new FormulaEngine(model, {
      resolveGlobal: (name) => world.resolveGlobal(name),
      uncounted: (work) => world.calls.uncounted(work),
      customFunction: (name, work) => world.calls.insideCustomFunction(name, work),
      makeDate: (ms) => this.settings.makeDate(ms),
    });
  }

  readonly makeDate: DateFactory = (ms) => this.settings.makeDate(ms);

  get strictValidation(): boolean {
    return this.settings.strictValidation;
  }

  get calls(): ServiceCalls {
    return this.world.calls;
  }

  /** Brings formula results up to date before anything reads values. */
  fresh(): WorkbookModel {
    this.engine.ensureFresh();
    return this.model;
  }
}
