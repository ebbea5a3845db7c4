import { mkdtempSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import { EmulatedSpreadsheetApp } from '../../../src/local/spreadsheet';
import { loadXlsx, saveXlsx } from '../../../src/local/spreadsheet/xlsx';
import { World } from '../../../src/local/world';
import { fixture } from './helpers';

// Issue 11: long emoji text came back corrupted from the .xlsx round trip. Emoji are two UTF-16 code units;
// text split into chunks (the hidden state sheet, cells over Excel's limit) was cut between the two halves,
// and a lone half is written as U+FFFD. Every chunk must end on a whole character.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-emoji-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('.xlsx round trip of long emoji text', () => {
  it.each([1, 2, 3])(
    'keeps the extra state whole wherever a chunk boundary falls (offset %i)',
    async (pad) => {
      const { ss } = fixture();
      const file = path.join(dir, 'ledger.xlsx');
      const extra = JSON.stringify({ outbox: 'x'.repeat(pad) + '⚔️🐉🏰'.repeat(20_000) });
      await saveXlsx(ss, file, extra);
      const { extraState } = await loadXlsx(new EmulatedSpreadsheetApp(new World()), file);
      expect(extraState === extra).toBe(true);
    },
  );

  it('keeps long emoji text in a cell', async () => {
    const { ss, sheet } = fixture();
    const text = `a${'🐉'.repeat(16_000)}`;
    sheet.getRange('A1').setValue(text);
    const file = path.join(dir, 'cell.xlsx');
    await saveXlsx(ss, file);
    const { spreadsheet } = await loadXlsx(new EmulatedSpreadsheetApp(new World()), file);
    const loaded = spreadsheet.getSheets()[0].getRange('A1').getValue();
    expect(loaded === text).toBe(true);
  });
});
