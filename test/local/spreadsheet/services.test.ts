import { InjectedFailure } from '../../../src/local/calls';
import { EmulatedSpreadsheetApp } from '../../../src/local/spreadsheet';
import { fixture } from './helpers';

describe('call counting and failure injection', () => {
  test('each public method is recorded once per call, by Class.method', () => {
    const { world, app, sheet } = fixture();
    const range = sheet.getRange(1, 1, 2, 2);
    range.setValues([
      [1, 2],
      [3, '=A1+B1'],
    ]);
    range.getValues();
    range.getValues();
    app.newDataValidation().requireCheckbox().build().getCriteriaType();
    app.getActiveSpreadsheet().getSheetByName('Sheet1')?.getLastRow();
    expect(world.calls.byMethod()).toEqual({
      'DataValidation.getCriteriaType': 1,
      'DataValidationBuilder.build': 1,
      'DataValidationBuilder.requireCheckbox': 1,
      'Range.getValues': 2,
      'Range.setValues': 1,
      'Sheet.getLastRow': 1,
      'Sheet.getRange': 1,
      'Spreadsheet.getSheetByName': 1,
      'SpreadsheetApp.getActiveSpreadsheet': 1,
      'SpreadsheetApp.newDataValidation': 1,
    });
    expect(world.calls.total).toBe(11);
  });

  test('formula evaluation and custom functions add no counted calls', () => {
    const { world, sheet } = fixture();
    world.resolveGlobal = () => () => {
      sheet.getName(); // a custom function touching a service is its own execution, not ours
      return 5;
    };
    sheet.getRange('A1').setFormula('=FIVE()');
    expect(sheet.getRange('A1').getValue()).toBe(5);
    expect(world.calls.byMethod()).toEqual({
      'Range.getValue': 1,
      'Range.setFormula': 1,
      'Sheet.getRange': 2,
    });
  });

  test('the Nth call throws InjectedFailure and applies nothing', () => {
    const { world, sheet } = fixture();
    const range = sheet.getRange('A1:B1');
    range.setValues([['before', 1]]);
    world.calls.failAt(1);
    expect(() => range.setValues([['after', 2]])).toThrow(InjectedFailure);
    world.calls.failAt(2);
    range.setNote('kept');
    expect(() => sheet.insertRowsAfter(1, 5)).toThrow(InjectedFailure);
    expect(range.getValues()).toEqual([['before', 1]]);
    expect(range.getNote()).toBe('kept');
    expect(sheet.getMaxRows()).toBe(1000);
  });
});

describe('errors match the real service', () => {
  test('setValues with the wrong shape', () => {
    const { sheet } = fixture();
    const range = sheet.getRange('A1:C2');
    expect(() => range.setValues([[1, 2, 3]])).toThrow(
      'The number of rows in the data does not match the number of rows in the range. The data has 1 but the range has 2.',
    );
    expect(() =>
      range.setValues([
        [1, 2, 3],
        [4, 5],
      ]),
    ).toThrow(
      'The number of columns in the data does not match the number of columns in the range. The data has 2 but the range has 3.',
    );
    expect(range.getValues()).toEqual([
      ['', '', ''],
      ['', '', ''],
    ]);
  });

  test('ranges outside the grid and bad A1 notation', () => {
    const { sheet } = fixture();
    expect(() => sheet.getRange(0, 1)).toThrow('The starting row of the range is too small.');
    expect(() => sheet.getRange(1, 0)).toThrow('The starting column of the range is too small.');
    expect(() => sheet.getRange(1, 1, 0, 1)).toThrow('The number of rows in the range must be at least 1.');
    expect(() => sheet.getRange(1, 1, 1, 0)).toThrow(
      'The number of columns in the range must be at least 1.',
    );
    expect(() => sheet.getRange(1000, 1, 2, 1)).toThrow(
      'The coordinates of the range are outside the dimensions of the sheet.',
    );
    expect(() => sheet.getRange('AA1')).toThrow(
      'The coordinates of the range are outside the dimensions of the sheet.',
    );
    expect(() => sheet.getRange('not a range')).toThrow('Range not found');
    sheet.insertColumnsAfter(26, 1);
    expect(sheet.getRange('AA1').getA1Notation()).toBe('AA1');
  });

  test('duplicate sheet names and openById of an unknown id', () => {
    const { app, ss } = fixture();
    expect(() => ss.insertSheet('Sheet1')).toThrow('A sheet with the name "Sheet1" already exists.');
    expect(() => app.openById('nope')).toThrow(/openById/);
  });
});

describe('sheets and spreadsheets', () => {
  test('a new spreadsheet has one 1000 x 26 sheet and is found by id', () => {
    const { world } = fixture();
    const app = new EmulatedSpreadsheetApp(world);
    const created = app.create('Other');
    expect(app.openById(created.getId()).getName()).toBe('Other');
    const [only] = created.getSheets();
    expect([only.getName(), only.getMaxRows(), only.getMaxColumns(), only.getSheetId()]).toEqual([
      'Sheet1',
      1000,
      26,
      0,
    ]);
    expect(created.getUrl()).toContain(created.getId());
  });

  test('Spreadsheet.getRange takes a sheet-qualified A1 range or uses the active sheet', () => {
    const { ss } = fixture();
    const units = ss.insertSheet('Unit types');
    units.getRange('B2').setValue('Cavalry');
    expect(ss.getRange("'Unit types'!B2").getValue()).toBe('Cavalry');
    expect(ss.getRange('B2').getSheet().getName()).toBe('Unit types'); // insertSheet activated it
    expect(() => ss.getRange('Nowhere!A1')).toThrow('Range not found');
  });

  test('new ids never collide with spreadsheets already registered (e.g. loaded from a file)', () => {
    const { world } = fixture();
    const app = new EmulatedSpreadsheetApp(world);
    const loaded = app.createSpreadsheet('Loaded', 'ss-3');
    const created = [app.create('A'), app.create('B')].map((s) => s.getId());
    expect(created).not.toContain('ss-3');
    expect(app.openById('ss-3').getName()).toBe(loaded.getName());
  });

  test('insert after the active sheet or at an index, rename, delete, activate', () => {
    const { ss } = fixture();
    const b = ss.insertSheet('B');
    ss.insertSheet('A', 0);
    ss.setActiveSheet(b);
    ss.insertSheet('C');
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['A', 'Sheet1', 'B', 'C']);
    expect(ss.getActiveSheet().getName()).toBe('C');
    b.setName('Bee');
    expect(ss.getSheetByName('B')).toBeNull();
    expect(ss.getSheetByName('Bee')?.getIndex()).toBe(3);
    ss.deleteSheet(b);
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['A', 'Sheet1', 'C']);
  });

  test('getDataRange and getLastRow/Column follow content, not formatting', () => {
    const { sheet } = fixture();
    expect(sheet.getLastRow()).toBe(0);
    expect(sheet.getDataRange().getA1Notation()).toBe('A1');
    sheet.getRange('A1:A900').setNumberFormat('@');
    sheet.getRange('B3:C4').setValues([
      [1, ''],
      ['', 'x'],
    ]);
    expect([sheet.getLastRow(), sheet.getLastColumn()]).toEqual([4, 3]);
    expect(sheet.getDataRange().getA1Notation()).toBe('A1:C4');
    sheet.appendRow(['a', '=1+1', "'007"]);
    expect(sheet.getRange('A5:C5').getValues()).toEqual([['a', 2, '007']]);
  });

  test('rows and columns: insert, delete, append beyond the grid', () => {
    const { sheet } = fixture();
    sheet.getRange('A1:A3').setValues([['one'], ['two'], ['three']]);
    sheet.insertRowsAfter(1, 2);
    expect(sheet.getMaxRows()).toBe(1002);
    expect(sheet.getRange('A1:A5').getValues().flat()).toEqual(['one', '', '', 'two', 'three']);
    sheet.deleteRows(2, 3);
    expect(sheet.getRange('A1:A2').getValues().flat()).toEqual(['one', 'three']);
    expect(sheet.getMaxRows()).toBe(999);
    expect(() => sheet.deleteRows(1, 999)).toThrow("You can't delete all the rows on the sheet.");
    sheet.getRange(999, 1).setValue('last');
    sheet.appendRow(['appended']);
    expect(sheet.getMaxRows()).toBe(1000);
    expect(sheet.getRange(1000, 1).getValue()).toBe('appended');
  });

  test('rows inserted below a plain-text row are plain text too (Sheets copies the row above’s format)', () => {
    const { sheet } = fixture();
    sheet.getRange(1, 1, sheet.getMaxRows(), 1).setNumberFormat('@');
    sheet.insertRowsAfter(sheet.getMaxRows(), 5);
    const last = sheet.getMaxRows();
    sheet.getRange(last, 1, 1, 2).setValues([['0142', '0142']]);
    expect(sheet.getRange(last, 1, 1, 2).getValues()).toEqual([['0142', 142]]);
  });

  test('clear, clearContents, frozen panes, hidden sheets, tab colour, toasts', () => {
    const { ss, sheet, app } = fixture();
    const range = sheet.getRange('A1:B1');
    range
      .setValues([['x', 1]])
      .setNote('n')
      .setFontWeight('bold')
      .setBackground('#ff0000');
    sheet.clearContents();
    expect(range.getValues()).toEqual([['', '']]);
    expect(range.getBackground()).toBe('#ff0000');
    range.setValue('y');
    range.clear();
    expect(range.getValues()).toEqual([['', '']]);
    expect(range.getBackground()).toBe('#ffffff');
    expect(range.getNote()).toBe('n');

    sheet.setFrozenRows(1);
    sheet.setFrozenColumns(2);
    expect([sheet.getFrozenRows(), sheet.getFrozenColumns()]).toEqual([1, 2]);
    expect(() => sheet.hideSheet()).toThrow("You can't hide all the sheets in a document.");
    const other = ss.insertSheet('Other');
    other.hideSheet();
    expect(other.isSheetHidden()).toBe(true);
    other.showSheet().setTabColor('#00ff00');
    expect(other.isSheetHidden()).toBe(false);
    ss.toast('Turn resolved', 'Ledger');
    expect(ss.workbook.toasts).toEqual([{ message: 'Turn resolved', title: 'Ledger' }]);
    expect(app.getActiveSpreadsheet().getSpreadsheetTimeZone()).toBe('Etc/UTC');
  });

  test('getUi returns the Ui given from outside', () => {
    const { world } = fixture();
    const app = new EmulatedSpreadsheetApp(world);
    expect(() => app.getUi()).toThrow();
    const ui = { marker: true } as unknown as Parameters<EmulatedSpreadsheetApp['setUi']>[0];
    app.setUi(ui);
    expect(app.getUi()).toBe(ui);
  });
});

describe('named ranges, protections and data validation through the API', () => {
  test('named ranges are set, listed, resolved, follow inserted rows and are removed', () => {
    const { ss, sheet } = fixture();
    ss.setNamedRange('Players', sheet.getRange('A2:A10'));
    expect(ss.getRangeByName('Players')?.getA1Notation()).toBe('A2:A10');
    sheet.insertRowsAfter(1, 1);
    expect(ss.getRangeByName('Players')?.getA1Notation()).toBe('A3:A11');
    const [named] = ss.getNamedRanges();
    expect(named.getName()).toBe('Players');
    expect(() => ss.setNamedRange('A1', sheet.getRange('A1'))).toThrow();
    named.remove();
    expect(ss.getRangeByName('Players')).toBeNull();
  });

  test('protections keep description, warning-only and range', () => {
    const { sheet, app } = fixture();
    const p = sheet.getRange('A1:C1').protect().setDescription('Headers').setWarningOnly(true);
    const sheetWide = sheet.protect().setDescription('Whole tab');
    expect(sheet.protect().getDescription()).toBe('Whole tab');
    const ranges = sheet.getProtections(app.ProtectionType.RANGE);
    expect(ranges.map((r) => [r.getDescription(), r.isWarningOnly(), r.getRange().getA1Notation()])).toEqual([
      ['Headers', true, 'A1:C1'],
    ]);
    expect(sheet.getProtections(app.ProtectionType.SHEET)).toHaveLength(1);
    p.remove();
    sheetWide.remove();
    expect(sheet.getProtections(app.ProtectionType.RANGE)).toHaveLength(0);
    expect(sheet.getProtections(app.ProtectionType.SHEET)).toHaveLength(0);
  });

  test('validation rules per cell, with their criteria', () => {
    const { sheet, app } = fixture();
    const list = app
      .newDataValidation()
      .requireValueInList(['Move', 'Hold'], true)
      .setAllowInvalid(false)
      .setHelpText('Pick one')
      .build();
    sheet.getRange('A2:A5').setDataValidation(list);
    const players = sheet.getRange('D2:D20');
    sheet
      .getRange('B2')
      .setDataValidation(app.newDataValidation().requireValueInRange(players, true).build());
    sheet.getRange('C2').setDataValidation(app.newDataValidation().requireNumberBetween(1, 6).build());

    const rule = sheet.getRange('A4').getDataValidation();
    expect(rule?.getCriteriaType()).toBe(app.DataValidationCriteria.VALUE_IN_LIST);
    expect(rule?.getCriteriaValues()).toEqual([['Move', 'Hold'], true]);
    expect([rule?.getAllowInvalid(), rule?.getHelpText()]).toEqual([false, 'Pick one']);
    const inRange = sheet.getRange('B2').getDataValidation();
    expect(inRange?.getCriteriaType()).toBe(app.DataValidationCriteria.VALUE_IN_RANGE);
    const [source] = inRange?.getCriteriaValues() ?? [];
    expect((source as typeof players).getA1Notation()).toBe('D2:D20');
    expect(sheet.getRange('C2').getDataValidation()?.getCriteriaValues()).toEqual([1, 6]);
    expect(
      sheet
        .getRange('A1:A2')
        .getDataValidations()
        .map((r) => r[0] !== null),
    ).toEqual([false, true]);

    // A script write meets a rejecting rule, as in Apps Script (strict-validation.test.ts).
    expect(() => sheet.getRange('A2').setValue('Fly')).toThrow(/violates the data validation rules/);
    sheet.getRange('A2:A5').setDataValidation(null);
    expect(sheet.getRange('A3').getDataValidation()).toBeNull();
  });
});
