import {
  absoluteA1,
  columnLetters,
  columnNumber,
  parseA1,
  rectToA1,
  resolveA1,
} from '../../../src/local/spreadsheet/a1';
import { prepareFormula } from '../../../src/local/spreadsheet/formula-text';

describe('A1 notation', () => {
  test('column letters both ways', () => {
    expect([1, 26, 27, 52, 702, 703].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
    expect(['A', 'z', 'AA', 'ZZ', 'AAA'].map(columnNumber)).toEqual([1, 26, 27, 702, 703]);
  });

  test.each([
    ['A1', { row: 1, col: 1, numRows: 1, numCols: 1 }],
    ['B2:D9', { row: 2, col: 2, numRows: 8, numCols: 3 }],
    ['D9:B2', { row: 2, col: 2, numRows: 8, numCols: 3 }],
    ['$C$3', { row: 3, col: 3, numRows: 1, numCols: 1 }],
    ['A:A', { row: 1, col: 1, numRows: 1000, numCols: 1 }],
    ['B:C', { row: 1, col: 2, numRows: 1000, numCols: 2 }],
    ['2:2', { row: 2, col: 1, numRows: 1, numCols: 26 }],
    ['3:5', { row: 3, col: 1, numRows: 3, numCols: 26 }],
    ['A2:A', { row: 2, col: 1, numRows: 999, numCols: 1 }],
  ])('%s on a 1000 x 26 sheet', (a1, rect) => {
    const parsed = parseA1(a1);
    expect(parsed).not.toBeNull();
    if (parsed) expect(resolveA1(parsed, 1000, 26)).toEqual(rect);
  });

  test('sheet prefixes, quoted or not', () => {
    expect(parseA1("'My ''odd'' sheet'!B2")?.sheetName).toBe("My 'odd' sheet");
    expect(parseA1('Units!A1:B2')?.sheetName).toBe('Units');
    expect(parseA1('A1')?.sheetName).toBeNull();
  });

  test('rejects what is not a range', () => {
    for (const bad of ['', 'A0', '1A', 'A1:B2:C3', 'hello world', 'A', ':B2'])
      expect(parseA1(bad)).toBeNull();
  });

  test('formats ranges back', () => {
    expect(rectToA1({ row: 2, col: 2, numRows: 1, numCols: 1 })).toBe('B2');
    expect(rectToA1({ row: 2, col: 2, numRows: 8, numCols: 3 })).toBe('B2:D9');
    expect(absoluteA1('Players', { row: 2, col: 1, numRows: 9, numCols: 1 })).toBe('Players!$A$2:$A$10');
    expect(absoluteA1('My sheet', { row: 1, col: 1, numRows: 1, numCols: 1 })).toBe("'My sheet'!$A$1");
  });

  test('formula text: open-ended ranges are closed, calls are found, strings untouched', () => {
    const p = prepareFormula('=UPKEEP(Armies!A2:F, "A2:B") + SUM($B$2:$B) + sum(C1:C3)');
    expect(p.body).toBe('UPKEEP(Armies!A2:F1048576, "A2:B") + SUM($B$2:$B1048576) + sum(C1:C3)');
    expect(p.calls).toEqual(['UPKEEP', 'SUM', 'sum']);
  });
});
