import { mkdtempSync, readdirSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import ExcelJS from 'exceljs';
import { EmulatedSpreadsheetApp } from '../../../src/local/spreadsheet';
import { EMULATOR_SHEET, loadXlsx, saveXlsx } from '../../../src/local/spreadsheet/xlsx';
import { World } from '../../../src/local/world';
import { fixture, globals } from './helpers';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-xlsx-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function buildLedger() {
  const f = fixture();
  const { app, ss, sheet, world } = f;
  globals(world, { TWICE: (rows: unknown[][]) => rows.map((r) => [Number(r[0]) * 2]) });
  sheet.setName('Armies');
  sheet.getRange('A1:D1').setValues([['Army', 'Strength', 'Raised', 'Orders']]);
  sheet.getRange('D2:D10').setNumberFormat('@');
  sheet.getRange('A2:D3').setValues([
    ['Red Host', 12, new Date('2026-02-01T00:00:00Z'), '=IMPORTXML("http://x","//a")'],
    ['Blue Band', 7.5, true, "'quoted"],
  ]);
  sheet.getRange('E1').setFormula('=SUM(B2:B3)');
  sheet.getRange('F2').setFormula('=TWICE(B2:B3)');
  sheet.getRange('A1').setNote('One row per army');
  sheet.getRange('A1:D1').setFontWeight('bold').setBackground('#cfe2f3');
  sheet.setFrozenRows(1);
  sheet.getRange('B2:B3').setNumberFormat('0.0');
  const rule = app.newDataValidation().requireValueInList(['Move', 'Hold'], true).setAllowInvalid(false);
  sheet.getRange('G2:G3').setDataValidation(rule.setHelpText('Order kind').build());
  sheet.getRange('H2').setDataValidation(app.newDataValidation().requireCheckbox().build());
  const secret = ss.insertSheet('GM notes');
  secret.getRange('A1').setValue('hidden plans');
  secret.hideSheet();
  const players = ss.insertSheet('Players', 0);
  players.getRange('A1:A3').setValues([['Name'], ['Ann'], ['Bo']]);
  sheet
    .getRange('I2')
    .setDataValidation(app.newDataValidation().requireValueInRange(players.getRange('A2:A3'), true).build());
  ss.setNamedRange('Strengths', sheet.getRange('B2:B3'));
  sheet.getRange('A1:D1').protect().setDescription('Headers').setWarningOnly(true);
  return f;
}

describe('.xlsx save and load', () => {
  test('round trip keeps sheets, values, formulas, formats, notes, validations, names and extra state', async () => {
    const { ss } = buildLedger();
    const file = path.join(dir, 'ledger.xlsx');
    const extra = JSON.stringify({ properties: { turn: '3' }, blob: 'x'.repeat(70_000) });
    await saveXlsx(ss, file, extra);
    expect(readdirSync(dir)).toEqual(['ledger.xlsx']); // the temp file was renamed away

    const world = new World();
    const app = new EmulatedSpreadsheetApp(world);
    globals(world, { TWICE: (rows: unknown[][]) => rows.map((r) => [Number(r[0]) * 3]) });
    const { spreadsheet, extraState } = await loadXlsx(app, file);
    expect(extraState).toBe(extra);
    expect(spreadsheet.getId()).toBe(ss.getId());
    expect(app.openById(ss.getId()).getName()).toBe('Ledger');
    expect(spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Players', 'Armies', 'GM notes']);
    expect(spreadsheet.getSheetByName(EMULATOR_SHEET)).toBeNull();

    const armies = spreadsheet.getSheetByName('Armies');
    if (!armies) throw new Error('Armies missing');
    expect(armies.getRange('A2:D3').getValues()).toEqual([
      ['Red Host', 12, new Date('2026-02-01T00:00:00Z'), '=IMPORTXML("http://x","//a")'],
      ['Blue Band', 7.5, true, "'quoted"],
    ]);
    expect(armies.getRange('D2').getFormula()).toBe('');
    // The text format of empty cells survives too, so later player input stays text.
    armies.getRange('D9').setValue('=1+1');
    expect(armies.getRange('D9').getFormula()).toBe('');
    expect(armies.getRange('E1').getFormula()).toBe('=SUM(B2:B3)');
    expect(armies.getRange('E1').getValue()).toBe(19.5);
    // The spill is recomputed by the loading world's TWICE (x3), not frozen as values.
    expect(armies.getRange('F2:F3').getValues()).toEqual([[36], [22.5]]);
    expect(armies.getRange('F3').getFormula()).toBe('');
    expect(armies.getRange('B2:B3').getDisplayValues()).toEqual([['12.0'], ['7.5']]);
    expect(armies.getRange('A1').getNote()).toBe('One row per army');
    expect(armies.getRange('A1').getBackground()).toBe('#cfe2f3');
    expect(armies.getFrozenRows()).toBe(1);
    expect(armies.getMaxRows()).toBe(1000);

    const list = armies.getRange('G3').getDataValidation();
    expect(list?.getCriteriaType()).toBe(app.DataValidationCriteria.VALUE_IN_LIST);
    expect(list?.getCriteriaValues()).toEqual([['Move', 'Hold'], true]);
    expect([list?.getAllowInvalid(), list?.getHelpText()]).toEqual([false, 'Order kind']);
    expect(armies.getRange('H2').getDataValidation()?.getCriteriaType()).toBe(
      app.DataValidationCriteria.CHECKBOX,
    );
    const inRange = armies.getRange('I2').getDataValidation();
    expect(inRange?.getCriteriaType()).toBe(app.DataValidationCriteria.VALUE_IN_RANGE);
    const [source] = inRange?.getCriteriaValues() ?? [];
    expect((source as ReturnType<typeof armies.getRange>).getA1Notation()).toBe('A2:A3');

    expect(spreadsheet.getRangeByName('Strengths')?.getA1Notation()).toBe('B2:B3');
    expect(spreadsheet.getSheetByName('GM notes')?.isSheetHidden()).toBe(true);
    const [protection] = armies.getProtections(app.ProtectionType.RANGE);
    expect([protection.getDescription(), protection.isWarningOnly()]).toEqual(['Headers', true]);
  });

  test('the file is an ordinary workbook: cached formula results, a veryHidden _emulator sheet', async () => {
    const { ss } = buildLedger();
    const file = path.join(dir, 'ledger.xlsx');
    await saveXlsx(ss, file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect(wb.getWorksheet(EMULATOR_SHEET)?.state).toBe('veryHidden');
    const armies = wb.getWorksheet('Armies');
    expect(armies?.getCell('E1').value).toEqual({ formula: 'SUM(B2:B3)', result: 19.5 });
    expect(armies?.getCell('F3').value).toBe(15);
    expect(armies?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const { extraState } = await loadXlsx(new EmulatedSpreadsheetApp(new World()), file);
    expect(extraState).toBeUndefined();
  });

  test('sheet names Excel forbids are mapped inside the file and restored on load', async () => {
    const { ss, sheet, app } = fixture();
    sheet.setName("'Quoted' [GM] notes: a/b");
    sheet.getRange('A1:A2').setValues([['x'], ['y']]);
    ss.insertSheet('Orders')
      .getRange('B1')
      .setDataValidation(app.newDataValidation().requireValueInRange(sheet.getRange('A1:A2'), true).build());
    ss.setNamedRange('Picks', sheet.getRange('A1:A2'));
    const file = path.join(dir, 'names.xlsx');
    await saveXlsx(ss, file);
    const { spreadsheet } = await loadXlsx(new EmulatedSpreadsheetApp(new World()), file);
    expect(spreadsheet.getSheets().map((s) => s.getName())).toEqual(["'Quoted' [GM] notes: a/b", 'Orders']);
    expect(spreadsheet.getRangeByName('Picks')?.getSheet().getName()).toBe("'Quoted' [GM] notes: a/b");
    const rule = spreadsheet.getSheetByName('Orders')?.getRange('B1').getDataValidation();
    const [source] = rule?.getCriteriaValues() ?? [];
    expect((source as ReturnType<typeof sheet.getRange>).getSheet().getName()).toBe(
      "'Quoted' [GM] notes: a/b",
    );
  });

  test('a workbook saved by another program loads with defaults', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Data', { views: [{ state: 'frozen', xSplit: 1, ySplit: 2 }] });
    ws.getCell('A1').value = 21;
    ws.getCell('B1').value = { formula: 'A1*2', result: 42 };
    ws.getCell('C1').value = { formula: 'TRUE()', result: true }; // how LibreOffice saves a typed TRUE
    ws.getCell('D1').value = { richText: [{ text: 'rich ' }, { text: 'text' }] };
    const file = path.join(dir, 'foreign.xlsx');
    await wb.xlsx.writeFile(file);

    const { spreadsheet, extraState } = await loadXlsx(new EmulatedSpreadsheetApp(new World()), file);
    expect(extraState).toBeUndefined();
    expect(spreadsheet.getName()).toBe('foreign');
    const [data] = spreadsheet.getSheets();
    expect(data.getRange('A1:D1').getValues()).toEqual([[21, 42, true, 'rich text']]);
    expect(data.getRange('A1:D1').getFormulas()).toEqual([['', '=A1*2', '', '']]);
    expect([data.getFrozenRows(), data.getFrozenColumns(), data.getMaxRows(), data.getMaxColumns()]).toEqual([
      2, 1, 1000, 26,
    ]);
  });
});
