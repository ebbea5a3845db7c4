import { invalidCell, typeIntoCell } from '../../../src/local/spreadsheet/typed-entry';
import { fixture } from './helpers';

// A person's entry in the Sheets UI meets the cell's data validation; a script's write does only with strict
// validation (strict-validation.test.ts). Rejecting rules refuse and leave the cell as it was; warn-only rules
// keep the entry.

const refused = (a1: string, why: string) => ({
  kind: 'refused',
  message: `The data you entered in cell ${a1} violates the data validation rules set on this cell. ${why}`,
});

describe('typing into a validated cell', () => {
  test('a rejecting list refuses an unlisted entry and keeps the old value; a listed one is kept', () => {
    const { app, sheet } = fixture();
    const rule = app
      .newDataValidation()
      .setAllowInvalid(false)
      .requireValueInList(['ok', 'late'], true)
      .build();
    sheet.getRange('A1').setDataValidation(rule).setValue('ok');
    expect(typeIntoCell(sheet.getRange('A1'), 'lost')).toEqual(
      refused('A1', 'Input must be an item on the specified list. The dropdown offers: ok, late.'),
    );
    expect(sheet.getRange('A1').getValue()).toBe('ok');
    expect(typeIntoCell(sheet.getRange('A1'), 'late')).toEqual({ kind: 'kept' });
    expect(sheet.getRange('A1').getValue()).toBe('late');
  });

  test('a formula is checked by its result; a refused formula leaves the old formula in place', () => {
    const { app, sheet } = fixture();
    sheet.getRange('B1:B2').setValues([['ok'], ['lost']]);
    const rule = app
      .newDataValidation()
      .setAllowInvalid(false)
      .requireValueInList(['ok', 'late'], true)
      .build();
    sheet.getRange('A1').setDataValidation(rule).setFormula('=B1');
    expect(typeIntoCell(sheet.getRange('A1'), '=B2').kind).toBe('refused');
    expect(sheet.getRange('A1').getFormula()).toBe('=B1');
    expect(sheet.getRange('A1').getValue()).toBe('ok');
    expect(typeIntoCell(sheet.getRange('A1'), '=B1&""')).toEqual({ kind: 'kept' });
  });

  test('help text replaces Sheets’ default words; a range dropdown offers its non-blank values once', () => {
    const { app, sheet } = fixture();
    sheet.getRange('C1:C4').setValues([['Elves'], [''], ['Dwarfs'], ['Elves']]);
    const rule = app
      .newDataValidation()
      .setAllowInvalid(false)
      .setHelpText('The owner.')
      .requireValueInRange(sheet.getRange('C1:C4'), true)
      .build();
    sheet.getRange('A2').setDataValidation(rule);
    expect(typeIntoCell(sheet.getRange('A2'), 'Orcs')).toEqual(
      refused('A2', 'The owner. The dropdown offers: Elves, Dwarfs.'),
    );
    expect(sheet.getRange('A2').getValue()).toBe('');
    expect(typeIntoCell(sheet.getRange('A2'), 'Dwarfs')).toEqual({ kind: 'kept' });
  });

  test('a warn-only rule (the builder’s default) keeps the entry and says why it is invalid', () => {
    const { app, sheet } = fixture();
    sheet.getRange('A3').setDataValidation(app.newDataValidation().requireNumberBetween(1, 10).build());
    expect(typeIntoCell(sheet.getRange('A3'), '12')).toEqual({
      kind: 'warned',
      warning: 'Invalid: Input must be a number between 1 and 10.',
    });
    expect(sheet.getRange('A3').getValue()).toBe(12);
    expect(invalidCell(sheet.getRange('A3'))).toBe('Input must be a number between 1 and 10.');
    expect(typeIntoCell(sheet.getRange('A3'), '10')).toEqual({ kind: 'kept' });
    expect(invalidCell(sheet.getRange('A3'))).toBeNull();
  });

  test('a checkbox takes TRUE or FALSE as typed in any case; blank always passes', () => {
    const { app, sheet } = fixture();
    const rule = app.newDataValidation().setAllowInvalid(false).requireCheckbox().build();
    sheet.getRange('A4').setDataValidation(rule);
    expect(typeIntoCell(sheet.getRange('A4'), 'false')).toEqual({ kind: 'kept' });
    expect(sheet.getRange('A4').getValue()).toBe(false);
    expect(typeIntoCell(sheet.getRange('A4'), 'maybe')).toEqual(
      refused('A4', 'Input must be TRUE or FALSE.'),
    );
    expect(typeIntoCell(sheet.getRange('A4'), '')).toEqual({ kind: 'kept' });
    expect(sheet.getRange('A4').getValue()).toBe('');
  });

  test("without strict validation a script's setValue is stored, and the cell then shows as invalid", () => {
    const { app, sheet } = fixture();
    app.setStrictValidation(false);
    const rule = app.newDataValidation().setAllowInvalid(false).requireValueInList(['ok'], true).build();
    sheet.getRange('A5').setDataValidation(rule).setValue('lost');
    expect(sheet.getRange('A5').getValue()).toBe('lost');
    expect(invalidCell(sheet.getRange('A5'))).toBe(
      'Input must be an item on the specified list. The dropdown offers: ok.',
    );
  });
});
