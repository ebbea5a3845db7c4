import vm from 'node:vm';
import { EmulatedSpreadsheetApp } from '../../../src/local/spreadsheet';
import { World } from '../../../src/local/world';
import { fixture } from './helpers';

describe('setValues parses strings as typed input', () => {
  test('formulas, apostrophes, numbers, booleans and text', () => {
    const { sheet } = fixture();
    const range = sheet.getRange('A1:H1');
    range.setValues([['=1+2', "'=1+2", '+1', '-3.5', 'true', 'FALSE', '12abc', '=']]);
    expect(range.getFormulas()).toEqual([['=1+2', '', '', '', '', '', '', '']]);
    expect(range.getValues()).toEqual([[3, '=1+2', 1, -3.5, true, false, '12abc', '=']]);
    expect(range.getDisplayValues()).toEqual([['3', '=1+2', '1', '-3.5', 'TRUE', 'FALSE', '12abc', '=']]);
  });

  test("text format '@' stores strings verbatim: no formula injection", () => {
    const { sheet } = fixture();
    const range = sheet.getRange('A1:D1');
    range.setNumberFormat('@');
    const attack = '=IMPORTXML("http://x","//a")';
    range.setValues([[attack, '+1', "'quoted", 'TRUE']]);
    expect(range.getFormulas()).toEqual([['', '', '', '']]);
    expect(range.getValues()).toEqual([[attack, '+1', "'quoted", 'TRUE']]);
    expect(range.getNumberFormats()).toEqual([['@', '@', '@', '@']]);
  });

  test('empty, null and Dates', () => {
    const { sheet } = fixture();
    const when = new Date('2026-03-04T00:00:00Z');
    sheet.getRange('A1:C1').setValues([['x', 'y', 'z']]);
    sheet.getRange('A1:C1').setValues([[null, '', when]]);
    const [[a, b, c]] = sheet.getRange('A1:C1').getValues();
    expect([a, b]).toEqual(['', '']);
    expect(c).toEqual(when);
    expect(c).not.toBe(when); // a copy, like a fresh read
    expect(sheet.getRange('C1').getDisplayValue()).toBe('2026-03-04');
    expect(sheet.getLastRow()).toBe(1);
  });

  test('setValue fills every cell of the range', () => {
    const { sheet } = fixture();
    sheet.getRange('A1:B2').setValue('7');
    expect(sheet.getRange('A1:B2').getValues()).toEqual([
      [7, 7],
      [7, 7],
    ]);
  });

  test('display values honour simple number formats', () => {
    const { sheet } = fixture();
    const range = sheet.getRange('A1:F1');
    range.setValues([[1234.5, 1234.5, 1234.5, 0.25, 1 / 3, 45000]]);
    range.setNumberFormats([['0', '0.00', '#,##0.00', '0%', '0.###############', 'yyyy-mm-dd']]);
    expect(range.getDisplayValues()).toEqual([
      ['1235', '1234.50', '1,234.50', '25%', '0.3333333333', '2023-03-15'],
    ]);
    // A number in a date-formatted cell reads back as a Date, as in Sheets.
    expect(range.getValues()[0][5]).toEqual(new Date('2023-03-15T00:00:00Z'));
  });

  test('getNumberFormat defaults to Google general format', () => {
    const { sheet } = fixture();
    expect(sheet.getRange('A1').getNumberFormat()).toBe('0.###############');
  });

  test("dates follow the spreadsheet's time zone", () => {
    const world = new World();
    world.timeZone = 'America/New_York';
    const app = new EmulatedSpreadsheetApp(world);
    const sheet = app.createSpreadsheet('NY').getSheets()[0];
    const midnight = new Date('2026-03-04T05:00:00Z'); // 00:00 in New York (EST)
    sheet.getRange('A1:B1').setValues([[midnight, 45000]]);
    sheet.getRange('B1').setNumberFormat('yyyy-mm-dd');
    sheet.getRange('C1').setFormula('=A1+1');
    sheet.getRange('C1').setNumberFormat('yyyy-mm-dd hh:mm');
    expect(sheet.getRange('A1:C1').getDisplayValues()).toEqual([
      ['2026-03-04', '2023-03-15', '2026-03-05 00:00'],
    ]);
    expect(sheet.getRange('B1').getValue()).toEqual(new Date('2023-03-15T04:00:00Z')); // EDT by then
  });

  test('Dates from a script running in a vm realm are stored, and handed back in that realm', () => {
    const { app, sheet } = fixture();
    const realm = vm.createContext({});
    const VmDate = vm.runInContext('Date', realm) as DateConstructor;
    const foreign = new VmDate(Date.UTC(2026, 0, 2));
    expect(foreign instanceof Date).toBe(false);
    sheet.getRange('A1').setValue(foreign);
    app.setDateFactory((ms) => new VmDate(ms));
    const back = sheet.getRange('A1').getValue();
    expect(back instanceof VmDate).toBe(true);
    expect((back as Date).getTime()).toBe(Date.UTC(2026, 0, 2));
  });
});
