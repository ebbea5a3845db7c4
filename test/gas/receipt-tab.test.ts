import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { SHEET_CALLS } from '../../src/local/bench-operations';
import { DIST } from '../bundle/entry-points';

// A submission's receipt on the player's tab (tabs mode), written from the tab's end and grid read with the
// Orders tab's present, before any write: no getLastRow or getMaxRows after the Orders and Log writes, the tab
// grown first when the receipt is longer than it, the last receipt's extra lines blanked, and a missing tab
// made again as before.

const TAB = 'Player · Aurelian Throne';
const FIRSTBORN = 'firstborn@example.com';

function demo() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Receipt test');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  script.call('menuCreateOrdersForm');
  const { FormApp } = emulation.services;
  const uncounted = <T>(work: () => T): T => emulation.world.calls.uncounted(work);
  const receipt = (): string[] =>
    uncounted(() => {
      const sheet = spreadsheet.getSheetByName(TAB);
      if (!sheet) return [];
      return sheet.getSheetValues(1, 1, sheet.getMaxRows(), 1).map((r) => String(r[0]));
    });
  /** The calls on the spreadsheet of one submission, in order. */
  const submit = (text: string): string[] => {
    const trace: string[] = [];
    emulation.world.calls.trace = trace;
    FormApp.submit(FormApp.forms[0].id, FIRSTBORN, { Orders: text });
    emulation.world.calls.trace = null;
    return trace.filter((method) => SHEET_CALLS.some((prefix) => method.startsWith(prefix)));
  };
  return { emulation, spreadsheet, uncounted, receipt, submit };
}

/** The calls after the first write: writes and growth only. */
const afterFirstWrite = (trace: readonly string[]): string[] =>
  trace.slice(trace.findIndex((m) => m.includes('batchUpdate') || m.includes('insertRows')));

describe("a submission's receipt on the player's tab", () => {
  it('is written over the last one, its extra lines blanked, with no read after the first write', () => {
    const c = demo();
    c.submit('Aurelia - Grow\nRoyal Sappers - Build Road\nFirstborn Expeditionary Force - Hold');
    const long = c.receipt().filter((line) => line !== '').length;
    const trace = c.submit('Aurelia - Grow');
    const lines = c.receipt();
    // The receipt ends with the units holding; every row below it is blank again.
    const end = lines.findIndex((line) => line.startsWith('Holding (no orders)'));
    expect(end).toBeGreaterThan(0);
    expect(lines.slice(end + 1).filter((line) => line !== '')).toEqual([]);
    expect(lines.filter((line) => line !== '').length).toBeLessThan(long);
    expect(afterFirstWrite(trace).filter((m) => !/batchUpdate|insertRowsAfter/.test(m))).toEqual([]);
  });

  it('grows a tab shorter than the receipt first, in one call', () => {
    const c = demo();
    c.uncounted(() => {
      const sheet = c.spreadsheet.getSheetByName(TAB);
      sheet?.deleteRows(3, (sheet?.getMaxRows() ?? 3) - 2);
    });
    const trace = c.submit('Aurelia - Grow\nRoyal Sappers - Build Road');
    const lines = c.receipt();
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('\n')).toMatch(/Royal Sappers - Build Road/);
    // The tab found by name only because it must grow; no getMaxRows or getLastRow.
    expect(afterFirstWrite(trace).filter((m) => !/batchUpdate|insertRowsAfter/.test(m))).toEqual([
      'Spreadsheet.getSheetByName',
    ]);
    expect(trace.filter((m) => m === 'Sheet.insertRowsAfter')).toHaveLength(1);
  });

  it('makes the tab again when it was deleted', () => {
    const c = demo();
    c.uncounted(() => {
      const sheet = c.spreadsheet.getSheetByName(TAB);
      if (sheet) c.spreadsheet.deleteSheet(sheet);
    });
    c.submit('Aurelia - Grow');
    expect(c.receipt().join('\n')).toMatch(/Aurelia - Grow/);
  });
});
