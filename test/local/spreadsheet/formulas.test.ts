import { fixture, globals } from './helpers';

describe('formula evaluation', () => {
  test('SUM over a range, recomputed after a change; getFormulas keeps the formula', () => {
    const { sheet } = fixture();
    sheet.getRange('A1:A3').setValues([[1], [2], [3]]);
    const total = sheet.getRange('B1');
    total.setFormula('=SUM(A1:A3)');
    expect(total.getValue()).toBe(6);
    sheet.getRange('A2').setValue(20);
    expect(total.getValue()).toBe(24);
    expect(total.getFormula()).toBe('=SUM(A1:A3)');
    expect(total.getDisplayValue()).toBe('24');
  });

  test('open-ended and whole-column ranges, IF, IFERROR, COUNTIF, MAX, MATCH', () => {
    const { sheet } = fixture();
    sheet.getRange('A1:A4').setValues([['Gold'], [5], [7], [9]]);
    sheet
      .getRange('C1:C6')
      .setFormulas([
        ['=SUM(A2:A)'],
        ['=SUM(A:A)'],
        ['=IF(C1>20,"rich","poor")'],
        ['=IFERROR(1/0,"none")'],
        ['=COUNTIF(A2:A,">6")'],
        ['=MAX(A2:A4)+MATCH(7,A1:A4,0)'],
      ]);
    expect(sheet.getRange('C1:C6').getValues().flat()).toEqual([21, 21, 'rich', 'none', 2, 12]);
  });

  test('VLOOKUP and a cross-sheet reference to a quoted sheet name', () => {
    const { ss, sheet } = fixture();
    const units = ss.insertSheet('Unit types');
    units.getRange('A1:B3').setValues([
      ['Infantry', 2],
      ['Cavalry', 4],
      ['Artillery', 5],
    ]);
    sheet
      .getRange('A1:B1')
      .setFormulas([['=VLOOKUP("Cavalry",\'Unit types\'!A1:B3,2,FALSE)', "='Unit types'!B3*10"]]);
    expect(sheet.getRange('A1:B1').getValues()).toEqual([[4, 50]]);
    units.getRange('B2').setValue(6);
    expect(sheet.getRange('A1').getValue()).toBe(6);
  });

  test('formulas referencing formulas, in any order, and a long chain', () => {
    const { sheet } = fixture();
    sheet.getRange('A1').setFormula('=A2+1');
    sheet.getRange('A2').setFormula('=A3+1');
    sheet.getRange('A3').setValue(1);
    expect(sheet.getRange('A1').getValue()).toBe(3);
    const chain = [[0], ...Array.from({ length: 799 }, (_, i) => [`=B${i + 1}+1`])];
    sheet.getRange(1, 2, 800, 1).setValues(chain);
    expect(sheet.getRange('B800').getValue()).toBe(799);
  });

  test('a chain evaluated against row order does not overflow the stack', () => {
    const { sheet } = fixture();
    const rows = Array.from({ length: 999 }, (_, i) => [`=C${i + 2}+1`]);
    sheet.getRange(1, 3, 999, 1).setValues(rows);
    sheet.getRange('C1000').setValue(0);
    expect(sheet.getRange('C1').getValue()).toBe(999);
  });

  test('a cycle shows #REF!, and a formula error shows its code', () => {
    const { sheet } = fixture();
    sheet.getRange('A1:C1').setFormulas([['=B1+1', '=A1+1', '=1/0']]);
    sheet.getRange('D1:E1').setFormulas([['=NOSUCHFUNCTION(1)', '=SUM(']]);
    expect(sheet.getRange('A1:E1').getValues()).toEqual([['#REF!', '#REF!', '#DIV/0!', '#NAME?', '#ERROR!']]);
  });

  test('a custom function gets a range as a 2-D array and its result spills down', () => {
    const { world, sheet } = fixture();
    const seen: unknown[] = [];
    globals(world, {
      UPKEEP: (rows: unknown[][], rate: unknown) => {
        seen.push(rows, rate);
        return rows.map((r) => [(r[1] as number) * (rate as number)]);
      },
    });
    sheet.getRange('A1:B3').setValues([
      ['Guard', 2],
      ['Scouts', ''],
      ['Knights', 5],
    ]);
    sheet.getRange('D1').setValue(10);
    sheet.getRange('C1').setFormula('=UPKEEP(A1:B3, D1)');
    sheet.getRange('E1').setFormula('=SUM(C2:C3)');
    expect(sheet.getRange('C1:C3').getValues()).toEqual([[20], [0], [50]]);
    expect(sheet.getRange('C1:C3').getFormulas()).toEqual([['=UPKEEP(A1:B3, D1)'], [''], ['']]);
    expect(sheet.getRange('E1').getValue()).toBe(50);
    expect(seen[0]).toEqual([
      ['Guard', 2],
      ['Scouts', ''],
      ['Knights', 5],
    ]);
    expect(seen[1]).toBe(10);
    expect(sheet.getLastRow()).toBe(3);
  });

  test('calls made inside a custom function are counted apart, per function, never as the reader’s', () => {
    const { world, app, sheet } = fixture();
    // Like SUPPLY_RANGE: the function calls the spreadsheet service itself (three calls each time it runs).
    globals(world, {
      READS_TAB: (rows: unknown[][]) => {
        const name = app.getActiveSpreadsheet().getSheets()[0].getName();
        return rows.map(() => [name]);
      },
    });
    sheet.getRange('A1:A3').setValues([[1], [2], [3]]);
    sheet.getRange('B1').setFormula('=READS_TAB(A1:A3)');
    world.calls.reset();
    expect(sheet.getRange('B1:B3').getValues()).toEqual([['Sheet1'], ['Sheet1'], ['Sheet1']]);
    expect(world.calls.byMethod()).toEqual({ 'Range.getValues': 1, 'Sheet.getRange': 1 });
    const inside = world.calls.customFunctions.get('READS_TAB');
    expect(inside?.executions).toBe(1);
    expect(inside?.calls.byMethod()).toEqual({
      'Sheet.getName': 1,
      'Spreadsheet.getSheets': 1,
      'SpreadsheetApp.getActiveSpreadsheet': 1,
    });
  });

  test('custom functions are found by their script name in any case, over open-ended ranges', () => {
    const { world, sheet } = fixture();
    globals(world, { double: (rows: unknown[][]) => rows.map((r) => [Number(r[0]) * 2]) });
    sheet.getRange('A2:A3').setValues([[1], [4]]);
    sheet.getRange('B2').setFormula('=DOUBLE(A2:A)');
    expect(sheet.getRange('B2:B4').getValues()).toEqual([[2], [8], ['']]);
  });

  test('a blocked spill shows #REF!, and clears when the blocker goes', () => {
    const { world, sheet } = fixture();
    globals(world, { COL: () => [[1], [2], [3]] });
    sheet.getRange('A1').setFormula('=COL()');
    sheet.getRange('A3').setValue('in the way');
    expect(sheet.getRange('A1:A3').getValues()).toEqual([['#REF!'], [''], ['in the way']]);
    sheet.getRange('A3').clearContent();
    expect(sheet.getRange('A1:A3').getValues()).toEqual([[1], [2], [3]]);
  });

  test('a spill is seen by a formula placed before its source, and a thrown error is #ERROR!', () => {
    const { world, ss, sheet } = fixture();
    globals(world, {
      ROWS3: () => [['a'], ['b'], ['c']],
      BOOM: () => {
        throw new Error('bad input');
      },
    });
    const other = ss.insertSheet('Other');
    sheet.getRange('A1').setFormula('=COUNTIF(Other!B3:B4,"<>")&"/"&Other!B3');
    other.getRange('B2').setFormula('=ROWS3()');
    sheet.getRange('A2').setFormula('=BOOM()');
    sheet.getRange('A3').setFormula('=IFERROR(BOOM(),"caught")');
    expect(sheet.getRange('A1:A3').getValues()).toEqual([['2/b'], ['#ERROR!'], ['caught']]);
  });

  test('ARRAYFORMULA passes its argument through; named ranges work in formulas', () => {
    const { ss, sheet } = fixture();
    sheet.getRange('A1:A2').setValues([[3], [4]]);
    ss.setNamedRange('Stock', sheet.getRange('A1:A2'));
    sheet.getRange('B1').setFormula('=ARRAYFORMULA(A1:A2)');
    sheet.getRange('C1').setFormula('=SUM(Stock)');
    expect(sheet.getRange('B1:C2').getValues()).toEqual([
      [3, 7],
      [4, ''],
    ]);
  });

  test('custom functions receive Dates and are not rerun for the same arguments', () => {
    const { world, sheet } = fixture();
    let calls = 0;
    globals(world, {
      YEAROF: (d: unknown) => {
        calls += 1;
        return d instanceof Date ? d.getUTCFullYear() : 'not a date';
      },
    });
    sheet.getRange('A1').setValue(new Date('2026-05-01T00:00:00Z'));
    sheet.getRange('B1').setFormula('=YEAROF(A1)');
    expect(sheet.getRange('B1').getValue()).toBe(2026);
    sheet.getRange('C1').setValue('unrelated change');
    expect(sheet.getRange('B1').getValue()).toBe(2026);
    expect(calls).toBe(1);
  });

  test('reading a 1,000-row sheet with formulas is fast', () => {
    const { sheet } = fixture();
    const rows = Array.from({ length: 1000 }, (_, i) => [i, i * 2, `=A${i + 1}+B${i + 1}`]);
    sheet.getRange(1, 1, 1000, 3).setValues(rows);
    const started = Date.now();
    const values = sheet.getDataRange().getValues();
    expect(values[999]).toEqual([999, 1998, 2997]);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
