import { fixture } from './helpers';

// Sheet.insertColumnsBefore(columnIndex, numColumns) and Sheet.deleteColumns(columnPosition, howMany), as Apps
// Script documents them: the columns from columnIndex on move right; deleting them moves them back.

describe('inserting and deleting columns', () => {
  test('a column inserted before B moves B right; deleting it puts the sheet back as it was', () => {
    const { sheet, world } = fixture();
    sheet.getRange(1, 1, 2, 2).setValues([
      ['receipt', 'old report'],
      ['line', 'old line'],
    ]);
    const before = world.calls.uncounted(() => [sheet.getMaxColumns(), sheet.getDataRange().getValues()]);
    world.calls.reset();
    sheet.insertColumnsBefore(2, 1);
    sheet.getRange(1, 2, 2, 1).setValues([['new report'], ['new line']]);
    expect(world.calls.byMethod()).toEqual({
      'Range.setValues': 1,
      'Sheet.getRange': 1,
      'Sheet.insertColumnsBefore': 1,
    });
    expect(sheet.getMaxColumns()).toBe((before[0] as number) + 1);
    expect(sheet.getRange(1, 1, 2, 3).getValues()).toEqual([
      ['receipt', 'new report', 'old report'],
      ['line', 'new line', 'old line'],
    ]);
    sheet.deleteColumns(2, 1);
    expect([sheet.getMaxColumns(), sheet.getDataRange().getValues()]).toEqual(before);
  });

  test('out of bounds, or every column, is refused', () => {
    const { sheet } = fixture();
    const max = sheet.getMaxColumns();
    expect(() => sheet.insertColumnsBefore(max + 1, 1)).toThrow(
      'The coordinates of the range are outside the dimensions of the sheet.',
    );
    expect(() => sheet.deleteColumns(max, 2)).toThrow('Those columns are out of bounds.');
    expect(() => sheet.deleteColumns(1, max)).toThrow("You can't delete all the columns on the sheet.");
  });
});
