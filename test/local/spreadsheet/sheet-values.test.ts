import { fixture } from './helpers';

// Sheet.getSheetValues(startRow, startColumn, numRows, numColumns): Apps Script's reference says it returns
// the rectangular grid of values starting at the given coordinates, and that -1 as a row or column position
// means the last row or column with data; `getSheetValues(1, 1, -1, -1)` is the common whole-tab read.

function filled() {
  const f = fixture();
  f.sheet.getRange(1, 1, 3, 3).setValues([
    ['Name', 'Size', 'Note'],
    ['Aurelia', 4, ''],
    ['Karak', 7, 'x'],
  ]);
  f.world.calls.reset();
  return f;
}

describe('Sheet.getSheetValues', () => {
  test('reads a rectangle in one counted call, like getRange(...).getValues()', () => {
    const { sheet, world } = filled();
    expect(sheet.getSheetValues(2, 1, 2, 2)).toEqual([
      ['Aurelia', 4],
      ['Karak', 7],
    ]);
    expect(world.calls.byMethod()).toEqual({ 'Sheet.getSheetValues': 1 });
  });

  test('-1 counts reach the last row and column with data: the data range', () => {
    const { sheet } = filled();
    expect(sheet.getSheetValues(1, 1, -1, -1)).toEqual([
      ['Name', 'Size', 'Note'],
      ['Aurelia', 4, ''],
      ['Karak', 7, 'x'],
    ]);
    expect(sheet.getSheetValues(1, 1, 1, -1)).toEqual([['Name', 'Size', 'Note']]);
    expect(sheet.getSheetValues(2, 2, -1, 1)).toEqual([[4], [7]]);
  });

  test('-1 as a position is the last row or column with data', () => {
    const { sheet } = filled();
    expect(sheet.getSheetValues(-1, 1, 1, 3)).toEqual([['Karak', 7, 'x']]);
    expect(sheet.getSheetValues(1, -1, 3, 1)).toEqual([['Note'], [''], ['x']]);
  });

  test('a rectangle outside the grid is refused as getRange refuses it', () => {
    const { sheet } = filled();
    expect(() => sheet.getSheetValues(0, 1, 1, 1)).toThrow('The starting row of the range is too small.');
    expect(() => sheet.getSheetValues(1, 1, 1, 1000)).toThrow(
      'The coordinates of the range are outside the dimensions of the sheet.',
    );
    expect(() => sheet.getSheetValues(5, 1, -1, 1)).toThrow(
      'The number of rows in the range must be at least 1.',
    );
  });
});
