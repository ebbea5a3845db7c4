/**
 * Data validation rules and their builder (SpreadsheetApp.newDataValidation()).
 *
 * Rules are immutable values, stored per cell. A rule that rejects invalid input (setAllowInvalid(false)) refuses
 * what a person types (typed-entry.ts) and, as in Apps Script, a script's Range value write when the emulation's
 * strict validation is on (validation-guard.ts); the Sheets advanced service never checks.
 */
import type { ServiceCalls } from '../calls';
import type { DataValidationBuilderService, DataValidationService, RangeService } from '../../gas/services';
import { criteriaValue, type CriteriaName } from './enums';
import { isGridRefHolder, type GridRef } from './model';

export interface ValidationRule {
  readonly criteria: CriteriaName;
  /** As getCriteriaValues() returns them: `[values, showDropdown]` for a list, `[start, end]` for a number range. */
  readonly values: readonly unknown[];
  /** For VALUE_IN_RANGE: where the allowed values live (the .xlsx writer needs it). */
  readonly source?: GridRef;
  readonly allowInvalid: boolean;
  readonly helpText: string;
}

export class EmulatedDataValidation implements DataValidationService {
  constructor(
    readonly rule: ValidationRule,
    private readonly calls: ServiceCalls,
  ) {}

  getCriteriaType(): GoogleAppsScript.Spreadsheet.DataValidationCriteria {
    this.calls.record('DataValidation.getCriteriaType');
    return criteriaValue(this.rule.criteria);
  }

  getCriteriaValues(): unknown[] {
    this.calls.record('DataValidation.getCriteriaValues');
    return this.rule.values.map((v) => (Array.isArray(v) ? [...(v as unknown[])] : v));
  }

  getAllowInvalid(): boolean {
    this.calls.record('DataValidation.getAllowInvalid');
    return this.rule.allowInvalid;
  }

  getHelpText(): string {
    this.calls.record('DataValidation.getHelpText');
    return this.rule.helpText;
  }
}

export class EmulatedDataValidationBuilder implements DataValidationBuilderService {
  private criteria: CriteriaName | null = null;
  private values: unknown[] = [];
  private source: GridRef | undefined;
  // New rules allow invalid input with a warning, as Google's builder does by default.
  private allowInvalid = true;
  private helpText = '';

  constructor(private readonly calls: ServiceCalls) {}

  requireValueInList(values: string[], showDropdown: boolean): DataValidationBuilderService {
    this.calls.record('DataValidationBuilder.requireValueInList');
    this.criteria = 'VALUE_IN_LIST';
    this.values = [[...values], showDropdown];
    this.source = undefined;
    return this;
  }

  requireValueInRange(range: RangeService, showDropdown: boolean): DataValidationBuilderService {
    this.calls.record('DataValidationBuilder.requireValueInRange');
    if (!isGridRefHolder(range)) throw new Error('The range must come from the emulated SpreadsheetApp.');
    this.criteria = 'VALUE_IN_RANGE';
    this.values = [range, showDropdown];
    this.source = range.gridRef();
    return this;
  }

  requireNumberBetween(start: number, end: number): DataValidationBuilderService {
    this.calls.record('DataValidationBuilder.requireNumberBetween');
    this.criteria = 'NUMBER_BETWEEN';
    this.values = [start, end];
    this.source = undefined;
    return this;
  }

  requireCheckbox(): DataValidationBuilderService {
    this.calls.record('DataValidationBuilder.requireCheckbox');
    this.criteria = 'CHECKBOX';
    this.values = [];
    this.source = undefined;
    return this;
  }

  setAllowInvalid(allowInvalidData: boolean): DataValidationBuilderService {
    this.calls.record('DataValidationBuilder.setAllowInvalid');
    this.allowInvalid = allowInvalidData;
    return this;
  }

  setHelpText(helpText: string): DataValidationBuilderService {
    this.calls.record('DataValidationBuilder.setHelpText');
    this.helpText = helpText;
    return this;
  }

  build(): DataValidationService {
    this.calls.record('DataValidationBuilder.build');
    if (this.criteria === null) throw new Error('You must specify a criteria for the data validation rule.');
    const rule: ValidationRule = Object.freeze({
      criteria: this.criteria,
      values: Object.freeze([...this.values]),
      allowInvalid: this.allowInvalid,
      helpText: this.helpText,
      ...(this.source ? { source: this.source } : {}),
    });
    return new EmulatedDataValidation(rule, this.calls);
  }
}
