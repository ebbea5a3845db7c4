import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';
import { workbookSnapshot } from '../support/workbook-snapshot';

// Resolve grows a full Log as a submission does: with spare rows (half what it held, at least 1000), so the
// next submission writes its Log rows without growing it again. It used to grow it by exactly the rows it
// wrote, and the very next submission grew it once more. Undo still deletes every row the Resolve added.

function fullLog() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Spare rows test');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  script.call('menuCreateOrdersForm');
  const { FormApp } = emulation.services;
  const submit = (email: string, text: string) =>
    FormApp.submit(FormApp.forms[0].id, email, { Orders: text });
  submit('firstborn@example.com', 'Aurelia - Grow');
  const log = (): { last: number; max: number } =>
    emulation.world.calls.uncounted(() => {
      const sheet = spreadsheet.getSheetByName('Log');
      if (!sheet) throw new Error('no Log tab');
      return { last: sheet.getLastRow(), max: sheet.getMaxRows() };
    });
  // The Log full to its grid: no empty row below its last.
  emulation.world.calls.uncounted(() => {
    const sheet = spreadsheet.getSheetByName('Log');
    const { last, max } = log();
    sheet?.deleteRows(last + 1, max - last);
  });
  const book = (): string =>
    JSON.stringify(
      (workbookSnapshot(emulation, spreadsheet) as { name: string }[]).filter((s) => s.name !== '_undo'),
    );
  return { emulation, script, submit, log, book };
}

describe('Resolve with the Log full to its grid', () => {
  it('leaves spare rows, so the next submission does not grow the Log', () => {
    const c = fullLog();
    const before = c.log();
    expect(before.max).toBe(before.last);
    c.emulation.world.calls.reset();
    c.script.call('resolveTurn', [1, {}]);
    // One insertRowsAfter for the Log, and no text format call (its rows are written RAW).
    const resolve = c.emulation.world.calls.byMethod();
    expect([resolve['Sheet.insertRowsAfter'], resolve['RangeList.setNumberFormat'] ?? 0]).toEqual([1, 0]);
    const after = c.log();
    expect(after.last).toBeGreaterThan(before.last);
    expect(after.max).toBe(after.last + 1000);
    c.emulation.world.calls.reset();
    c.submit('dwarves@example.com', 'Hammerguard of Karak Varn - Hold');
    expect(c.emulation.world.calls.byMethod()['Sheet.insertRowsAfter'] ?? 0).toBe(0);
    expect(c.log().last).toBeGreaterThan(after.last);
  });

  it('Undo deletes the spare rows with the rest', () => {
    const c = fullLog();
    const book = c.book();
    c.script.call('resolveTurn', [1, {}]);
    c.script.call('undoLastTurn');
    expect(c.book()).toBe(book);
  });
});
