import { fixture, globals } from './helpers';

// What getValues / getSheetValues return for each kind of cell, pinned for the read path (cells.ts readValues):
// Apps Script returns text, numbers and booleans as stored, a Date for a number under a date format and for a
// date, '' for an empty cell; a formula shows its result and an array result fills the cells below it.

describe('values as a read returns them', () => {
  test('text, numbers, booleans and empty cells, through getValues and getSheetValues alike', () => {
    const { sheet } = fixture();
    sheet.getRange(1, 1, 2, 3).setValues([
      ['Karak', 7, true],
      ['', 2.5, false],
    ]);
    const expected = [
      ['Karak', 7, true],
      ['', 2.5, false],
    ];
    expect(sheet.getRange(1, 1, 2, 3).getValues()).toEqual(expected);
    expect(sheet.getSheetValues(1, 1, 2, 3)).toEqual(expected);
    expect(sheet.getRange(3, 1, 1, 2).getValues()).toEqual([['', '']]);
  });

  test('a number under a date format reads as that date; a stored date reads as a new Date each time', () => {
    const { sheet } = fixture();
    // Serial 45658 is 2025-01-01 (day 0 is 1899-12-30; the fixture's spreadsheet is on UTC).
    sheet.getRange('A1').setValue(45658);
    sheet.getRange('A1').setNumberFormat('yyyy-mm-dd');
    sheet.getRange('B1').setValue(new Date(Date.UTC(2025, 5, 15)));
    const first = sheet.getSheetValues(1, 1, 1, 2)[0];
    const second = sheet.getSheetValues(1, 1, 1, 2)[0];
    expect(first[0]).toEqual(new Date(Date.UTC(2025, 0, 1)));
    expect(first[1]).toEqual(new Date(Date.UTC(2025, 5, 15)));
    expect(second[1]).not.toBe(first[1]);
    // The same number with no format, or a number format, stays a number.
    sheet.getRange('C1').setValue(45658);
    sheet.getRange('D1').setValue(45658);
    sheet.getRange('D1').setNumberFormat('#,##0');
    expect(sheet.getRange('C1:D1').getValues()).toEqual([[45658, 45658]]);
  });

  test('a formula shows its result; a spilled value shows on a cell holding only a format', () => {
    const { world, sheet } = fixture();
    globals(world, { COL: () => [['a'], ['b'], ['c']] });
    sheet.getRange('A2').setNumberFormat('@');
    sheet.getRange('A1').setFormula('=COL()');
    sheet.getRange('B1').setFormula('=1+2');
    expect(sheet.getRange('A1:B3').getValues()).toEqual([
      ['a', 3],
      ['b', ''],
      ['c', ''],
    ]);
    expect(sheet.getSheetValues(1, 1, -1, -1)).toEqual([
      ['a', 3],
      ['b', ''],
      ['c', ''],
    ]);
  });

  test('each read returns new arrays: changing one leaves the sheet as it was', () => {
    const { sheet } = fixture();
    sheet.getRange('A1:B1').setValues([['Ghor', 4]]);
    const read = sheet.getSheetValues(1, 1, 1, 2);
    read[0][0] = 'changed';
    expect(sheet.getSheetValues(1, 1, 1, 2)).toEqual([['Ghor', 4]]);
  });
});
