/**
 * Runtime values for the Spreadsheet enums. @types/google-apps-script declares them only as ambient types; in
 * Apps Script they are objects whose members print as their names, so strings with the member names stand in.
 */
const criteriaNames = [
  'DATE_AFTER',
  'DATE_BEFORE',
  'DATE_BETWEEN',
  'DATE_EQUAL_TO',
  'DATE_IS_VALID_DATE',
  'DATE_NOT_BETWEEN',
  'DATE_ON_OR_AFTER',
  'DATE_ON_OR_BEFORE',
  'NUMBER_BETWEEN',
  'NUMBER_EQUAL_TO',
  'NUMBER_GREATER_THAN',
  'NUMBER_GREATER_THAN_OR_EQUAL_TO',
  'NUMBER_LESS_THAN',
  'NUMBER_LESS_THAN_OR_EQUAL_TO',
  'NUMBER_NOT_BETWEEN',
  'NUMBER_NOT_EQUAL_TO',
  'TEXT_CONTAINS',
  'TEXT_DOES_NOT_CONTAIN',
  'TEXT_EQUAL_TO',
  'TEXT_IS_VALID_EMAIL',
  'TEXT_IS_VALID_URL',
  'VALUE_IN_LIST',
  'VALUE_IN_RANGE',
  'CUSTOM_FORMULA',
  'CHECKBOX',
] as const;

function enumOf<T extends string>(names: readonly T[]): { readonly [K in T]: K } {
  const out: Partial<Record<T, T>> = {};
  for (const name of names) out[name] = name;
  return Object.freeze(out) as { readonly [K in T]: K };
}

export type CriteriaName = (typeof criteriaNames)[number];
export type ProtectionTypeName = 'RANGE' | 'SHEET';

export const DataValidationCriteria = enumOf(
  criteriaNames,
) as unknown as typeof GoogleAppsScript.Spreadsheet.DataValidationCriteria;

export const ProtectionType = enumOf([
  'RANGE',
  'SHEET',
] as const) as unknown as typeof GoogleAppsScript.Spreadsheet.ProtectionType;

/** The member name behind an enum value handed in by the script. */
export function enumName(value: unknown): string {
  return String(value);
}

/** The enum value for a criteria name, typed as the script expects it. */
export function criteriaValue(name: CriteriaName): GoogleAppsScript.Spreadsheet.DataValidationCriteria {
  return DataValidationCriteria[name];
}
