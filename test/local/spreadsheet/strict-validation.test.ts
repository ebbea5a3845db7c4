import { EmulatedSheetsApi } from '../../../src/local/spreadsheet/sheets-api';
import { typeIntoCell } from '../../../src/local/spreadsheet/typed-entry';
import { fixture } from './helpers';

// Apps Script refuses a script's Range write that breaks a rule set to reject invalid input
// (setAllowInvalid(false)): "Exception: The data you entered in cell A2 violates the data validation rules set
// on this cell." A warn-only rule accepts the value; a blank always passes; the Sheets API does not check.

const refusal = (a1: string) =>
  `The data you entered in cell ${a1} violates the data validation rules set on this cell.`;

/** A strict fixture: A2:A4 take 'yes' or 'no' only, B2:B4 warn on anything else, C2:C4 are checkboxes. */
function strict() {
  const f = fixture();
  f.app.setStrictValidation(true);
  const list = (allowInvalid: boolean) =>
    f.app.newDataValidation().setAllowInvalid(allowInvalid).requireValueInList(['yes', 'no'], true).build();
  f.sheet.getRange('A2:A4').setDataValidation(list(false));
  f.sheet.getRange('B2:B4').setDataValidation(list(true));
  f.sheet
    .getRange('C2:C4')
    .setDataValidation(f.app.newDataValidation().setAllowInvalid(false).requireCheckbox().build());
  return f;
}

describe('strict validation: script writes meet rules that reject invalid input', () => {
  test('setValue of an unlisted value is refused with Apps Script message and the cell keeps its value', () => {
    const { sheet } = strict();
    sheet.getRange('A2').setValue('yes');
    expect(() => sheet.getRange('A2').setValue('maybe')).toThrow(refusal('A2'));
    expect(sheet.getRange('A2').getValue()).toBe('yes');
  });

  test('"yes" into a checkbox cell is refused; TRUE is kept', () => {
    const { sheet } = strict();
    expect(() => sheet.getRange('C3').setValue('yes')).toThrow(refusal('C3'));
    expect(sheet.getRange('C3').getValue()).toBe('');
    sheet.getRange('C3').setValue(true);
    expect(sheet.getRange('C3').getValue()).toBe(true);
  });

  test('setValues names the first refused cell row by row and writes nothing at all', () => {
    const { sheet } = strict();
    sheet.getRange('A2:D2').setValues([['no', 'x', false, 'kept']]);
    const write = () =>
      sheet.getRange('A2:D3').setValues([
        ['yes', 'y', true, 'new'],
        ['never', 'z', 'maybe', 'new'],
      ]);
    // Row 3 breaks A3 (unlisted) then C3 (not TRUE/FALSE): A3 comes first.
    expect(write).toThrow(refusal('A3'));
    expect(sheet.getRange('A2:D3').getValues()).toEqual([
      ['no', 'x', false, 'kept'],
      ['', '', '', ''],
    ]);
  });

  test('a warn-only rule accepts an unlisted value', () => {
    const { sheet } = strict();
    sheet.getRange('B2:B3').setValues([['perhaps'], ['later']]);
    sheet.getRange('B4').setValue('never');
    expect(sheet.getRange('B2:B4').getValues()).toEqual([['perhaps'], ['later'], ['never']]);
  });

  test('a blank is accepted: setValue(""), a blank in setValues, clearContent', () => {
    const { sheet } = strict();
    sheet.getRange('A2:A3').setValues([['yes'], ['no']]);
    sheet.getRange('A2').setValue('');
    sheet.getRange('A3:C3').setValues([['', 'free', '']]);
    expect(sheet.getRange('A2:C3').getValues()).toEqual([
      ['', '', ''],
      ['', 'free', ''],
    ]);
    sheet.getRange('A4').setValue('no');
    sheet.getRange('A4').clearContent();
    expect(sheet.getRange('A4').getValue()).toBe('');
  });

  test('a formula is checked by its result; setFormulas is refused whole', () => {
    const { sheet } = strict();
    sheet.getRange('E1:E2').setValues([['no'], ['maybe']]);
    sheet.getRange('A2').setFormula('=E1');
    expect(sheet.getRange('A2').getValue()).toBe('no');
    expect(() => sheet.getRange('A3').setFormula('=E2')).toThrow(refusal('A3'));
    expect(() => sheet.getRange('A2:A3').setFormulas([['=E1'], ['=E2']])).toThrow(refusal('A3'));
    expect(sheet.getRange('A2:A3').getFormulas()).toEqual([['=E1'], ['']]);
  });

  test('appendRow into a rejecting row is refused and adds no row', () => {
    const { sheet } = strict();
    sheet.getRange('D1').setValue('header');
    // A new row after row 1 is row 2, where A2 rejects.
    expect(() => sheet.appendRow(['maybe', 'x'])).toThrow(refusal('A2'));
    expect(sheet.getLastRow()).toBe(1);
    sheet.appendRow(['yes', 'x']);
    expect(sheet.getRange('A2:B2').getValues()).toEqual([['yes', 'x']]);
  });

  test('a dropdown from a range checks the values the range shows', () => {
    const { app, sheet } = strict();
    sheet.getRange('F1:F2').setValues([['Aurelia'], ['Bors']]);
    const players = app
      .newDataValidation()
      .setAllowInvalid(false)
      .requireValueInRange(sheet.getRange('F1:F2'), true);
    sheet.getRange('G2').setDataValidation(players.build());
    sheet.getRange('G2').setValue('Bors');
    expect(() => sheet.getRange('G2').setValue('Cato')).toThrow(refusal('G2'));
    expect(sheet.getRange('G2').getValue()).toBe('Bors');
  });

  test('setDataValidation over cells that break it keeps them (only writes are checked)', () => {
    const { app, sheet } = strict();
    sheet.getRange('H2').setValue('maybe');
    sheet
      .getRange('H2')
      .setDataValidation(app.newDataValidation().setAllowInvalid(false).requireCheckbox().build());
    expect(sheet.getRange('H2').getValue()).toBe('maybe');
  });

  test('the Sheets API write is not refused', () => {
    const f = strict();
    const api = new EmulatedSheetsApi(f.world, (id) => f.app.find(id)?.book ?? null);
    api.Spreadsheets.Values.batchUpdate(
      {
        valueInputOption: 'USER_ENTERED',
        data: [{ range: 'Sheet1!A2:C2', values: [['maybe', 'x', 'yes']] }],
      },
      f.ss.getId(),
    );
    expect(f.sheet.getRange('A2:C2').getValues()).toEqual([['maybe', 'x', 'yes']]);
  });

  test('a person typing into the cell is refused with the help the rule gives', () => {
    const { sheet } = strict();
    expect(typeIntoCell(sheet.getRange('A2'), 'maybe')).toEqual({
      kind: 'refused',
      message: `${refusal('A2')} Input must be an item on the specified list. The dropdown offers: yes, no.`,
    });
    expect(sheet.getRange('A2').getValue()).toBe('');
  });
});

describe('strict validation is on by default, as in Apps Script', () => {
  test('a fresh emulation refuses the script write', () => {
    const { app, sheet } = fixture();
    sheet
      .getRange('A2')
      .setDataValidation(app.newDataValidation().setAllowInvalid(false).requireCheckbox().build());
    expect(() => sheet.getRange('A2').setValue('yes')).toThrow(refusal('A2'));
  });
});

describe('with strict validation switched off (a test putting in pasted or old data)', () => {
  test('a script write into a rejecting cell is stored', () => {
    const { app, sheet } = fixture();
    app.setStrictValidation(false);
    sheet
      .getRange('A2')
      .setDataValidation(app.newDataValidation().setAllowInvalid(false).requireCheckbox().build());
    sheet.getRange('A2').setValue('yes');
    expect(sheet.getRange('A2').getValue()).toBe('yes');
  });
});
