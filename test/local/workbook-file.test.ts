import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Emulation } from '../../src/local/emulation';
import { openWorkbook, saveWorkbook } from '../../src/local/workbook-file';
import { World } from '../../src/local/world';

// A ledger workbook on disk carries the spreadsheet and the emulation's own state across runs.

describe('workbook file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-file-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('round-trips values, formulas, frozen rows, properties, triggers and the clock', async () => {
    const first = new Emulation(new World(new Date('2026-05-01T10:00:00Z')));
    const ss = first.newActiveSpreadsheet('Round trip');
    const sheet = ss.insertSheet('Armies');
    sheet.getRange('A1:B3').setValues([
      ['Points', 'Double'],
      [1200, '=A2*2'],
      [450, '=A3*2'],
    ]);
    sheet.setFrozenRows(1);
    sheet.setColumnWidth(1, 210);
    first.services.PropertiesService.getDocumentProperties().setProperty('formId', 'form-9');
    first.services.ScriptApp.newTrigger('onOrdersSubmitted').forSpreadsheet(ss).onFormSubmit().create();
    first.world.advanceClock(60_000);
    const file = path.join(dir, 'round-trip.xlsx');
    await saveWorkbook(first, ss, file);

    const second = new Emulation();
    const loaded = await openWorkbook(second, file);
    expect(second.spreadsheetApp.getActiveSpreadsheet().getId()).toBe(ss.getId());
    const armies = loaded.getSheetByName('Armies');
    expect(armies?.getRange('A1:B3').getValues()).toEqual([
      ['Points', 'Double'],
      [1200, 2400],
      [450, 900],
    ]);
    expect(armies?.getRange('B2').getFormula()).toBe('=A2*2');
    expect(armies?.getFrozenRows()).toBe(1);
    expect(armies?.getColumnWidth(1)).toBe(210);
    expect(armies?.getColumnWidth(2)).toBe(100);
    expect(second.services.PropertiesService.getDocumentProperties().getProperty('formId')).toBe('form-9');
    expect(second.services.ScriptApp.allTriggers.map((t) => t.handler)).toEqual(['onOrdersSubmitted']);
    expect(second.world.now().toISOString()).toBe('2026-05-01T10:01:00.000Z');
  });

  it('names the file and the problem when it is missing or not a workbook', async () => {
    const missing = path.join(dir, 'nope.xlsx');
    await expect(openWorkbook(new Emulation(), missing)).rejects.toThrow(`${missing}: no such file`);
    const junk = path.join(dir, 'junk.xlsx');
    writeFileSync(junk, 'this is not a zip');
    await expect(openWorkbook(new Emulation(), junk)).rejects.toThrow(
      `${junk}: not a readable .xlsx workbook`,
    );
  });
});
