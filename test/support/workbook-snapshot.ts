import type { SpreadsheetService } from '../../src/gas/services';
import type { Emulation } from '../../src/local/emulation';

/** Everything a moderator could see in a spreadsheet, as plain data, read without counting service calls:
 * for comparing a whole workbook before and after an operation. */
export function workbookSnapshot(emulation: Emulation, spreadsheet: SpreadsheetService): unknown {
  return emulation.world.calls.uncounted(() =>
    spreadsheet.getSheets().map((sheet) => {
      const range = sheet.getDataRange();
      return {
        name: sheet.getName(),
        frozenRows: sheet.getFrozenRows(),
        maxRows: sheet.getMaxRows(),
        maxColumns: sheet.getMaxColumns(),
        values: range.getValues(),
        formulas: range.getFormulas(),
        notes: range.getNotes(),
        formats: range.getNumberFormats(),
        validations: range
          .getDataValidations()
          .map((row) =>
            row.map((rule) => (rule ? [String(rule.getCriteriaType()), rule.getHelpText()] : null)),
          ),
      };
    }),
  );
}
