import { fixture } from './helpers';

// Sheet.getRangeList(a1Notations) and RangeList.setNumberFormat: Apps Script's RangeList is "a collection of
// one or more Range instances in the same sheet", and setNumberFormat "sets the number format for each Range
// in the range list". One counted call each, whatever the number of ranges.

describe('Sheet.getRangeList', () => {
  test('sets one number format on ranges that are not adjacent, in two calls', () => {
    const { sheet, world } = fixture();
    sheet.getRangeList(['B2:B4', 'D3:D3']).setNumberFormat('@');
    expect(world.calls.byMethod()).toEqual({ 'RangeList.setNumberFormat': 1, 'Sheet.getRangeList': 1 });
    const formats = world.calls.uncounted(() => sheet.getRange(1, 1, 4, 4).getNumberFormats());
    const text = formats.flatMap((row, r) =>
      row.flatMap((f, c) => (f === '@' ? [`${'ABCD'[c]}${r + 1}`] : [])),
    );
    expect(text).toEqual(['B2', 'B3', 'D3', 'B4']);
  });

  test('text written into those cells stays text', () => {
    const { sheet } = fixture();
    sheet.getRangeList(['A1:A2']).setNumberFormat('@');
    sheet.getRange(1, 1, 2, 1).setValues([['=1+1'], ['007']]);
    expect(sheet.getRange(1, 1, 2, 1).getValues()).toEqual([['=1+1'], ['007']]);
  });

  test('getRanges gives each range back; a range outside the grid is refused', () => {
    const { sheet } = fixture();
    expect(
      sheet
        .getRangeList(['A1:B2', 'C3'])
        .getRanges()
        .map((r) => r.getA1Notation()),
    ).toEqual(['A1:B2', 'C3']);
    expect(() => sheet.getRangeList(['A1:A100000'])).toThrow();
  });
});
