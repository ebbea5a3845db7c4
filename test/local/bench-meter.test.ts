import { Meter } from '../../src/local/bench-meter';
import { EmulatedSpreadsheetApp } from '../../src/local/spreadsheet';
import { World } from '../../src/local/world';

// The bench's meter: cells and characters read and written by an operation, the tabs it touched, and reads
// made inside custom functions kept apart (they are executions of their own).

function metered() {
  const world = new World();
  const raw = new EmulatedSpreadsheetApp(world);
  raw.setActiveSpreadsheet(raw.createSpreadsheet('Meter'));
  const meter = new Meter();
  return { world, meter, app: meter.wrap(raw) };
}

describe('the bench meter', () => {
  it('counts cells and characters written and read, and the tabs touched', () => {
    const { meter, app } = metered();
    const sheet = app.getActiveSpreadsheet().getSheets()[0];
    sheet.getRange(1, 1, 2, 3).setValues([
      [1, 'ab', ''],
      ['xyz', 22, 3],
    ]);
    expect(meter.operation).toEqual({ cellsRead: 0, charsRead: 0, cellsWritten: 6, charsWritten: 9 });
    sheet.getRange(1, 1, 2, 3).getValues();
    sheet.getRange('B1').getValue();
    expect(meter.operation).toEqual({ cellsRead: 7, charsRead: 11, cellsWritten: 6, charsWritten: 9 });
    // getSheetValues reads without a Range: 2 cells, 'xyz' and 22.
    sheet.getSheetValues(2, 1, 1, 2);
    expect(meter.operation).toEqual({ cellsRead: 9, charsRead: 16, cellsWritten: 6, charsWritten: 9 });
    expect([...meter.tabs]).toEqual(['Sheet1']);
    meter.reset();
    expect(meter.operation).toEqual({ cellsRead: 0, charsRead: 0, cellsWritten: 0, charsWritten: 0 });
    expect(meter.tabs.size).toBe(0);
  });

  it('reads made by a custom function while a read recalculates go apart', () => {
    const { world, meter, app } = metered();
    const sheet = app.getActiveSpreadsheet().getSheets()[0];
    world.resolveGlobal = (name) =>
      name === 'ECHO'
        ? () => {
            // The custom function reads two cells itself, through the same (metered) service.
            const values = app.getActiveSpreadsheet().getSheets()[0].getRange('A1:A2').getValues();
            return values.length;
          }
        : undefined;
    sheet.getRange('A1:A2').setValues([['x'], ['yy']]);
    sheet.getRange('B1').setFormula('=ECHO(1)');
    meter.reset();
    expect(sheet.getRange('B1').getValue()).toBe(2);
    expect(meter.operation).toEqual({ cellsRead: 1, charsRead: 1, cellsWritten: 0, charsWritten: 0 });
    expect(meter.insideCustomFunctions).toEqual({
      cellsRead: 2,
      charsRead: 3,
      cellsWritten: 0,
      charsWritten: 0,
    });
  });
});
