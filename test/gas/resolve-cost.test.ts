import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';
import { workbookSnapshot } from '../support/workbook-snapshot';
import type { ResolvedTurn } from '../../src/gas/sidebar-api';
import { measure, openBench, SHEET_CALLS } from '../../src/local/bench-operations';
import { LARGE, LARGE_ORDERS } from '../../src/local/bench-turn';
import { syntheticCampaign } from '../../src/local/synthetic';

// Issue 9: Resolve and Undo touch the present. Their service calls stay the same from turn 1 to turn 10 (the
// Log, Treasury and Battles grow, the cost does not), the undo snapshot does not grow with history, and Undo
// still restores exactly after 10 chained turns.

const ORDERS: Record<string, string> = {
  'firstborn@example.com':
    'Firstborn Expeditionary Force - Move 3\nAurelia - Grow\nRoyal Sappers - Build Road',
  'dwarves@example.com': 'Hammerguard of Karak Varn - Hold\nKarak Varn - Build Marketplace',
};

function campaign() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Cost test');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  script.call('menuCreateOrdersForm');
  const { FormApp } = emulation.services;
  for (const [email, text] of Object.entries(ORDERS))
    FormApp.submit(FormApp.forms[0].id, email, { Orders: text });
  const book = (): string =>
    JSON.stringify(
      (workbookSnapshot(emulation, spreadsheet) as { name: string }[]).filter((s) => s.name !== '_undo'),
    );
  /** Characters the undo snapshot holds (the cells the last Resolve wrote to its column of _undo). */
  const snapshotSize = (): number =>
    emulation.world.calls.uncounted(() => {
      const values = spreadsheet.getSheetByName('_undo')?.getDataRange().getValues() ?? [];
      const slot = JSON.parse(
        emulation.services.PropertiesService.getDocumentProperties().getProperty('campaignLedger.undo') ??
          '{}',
      ) as { slot: number; chunks: number };
      return values.slice(1, 1 + slot.chunks).reduce((n, row) => n + String(row[slot.slot - 1]).length, 0);
    });
  const measured = <T>(work: () => T): { calls: number; byMethod: Record<string, number>; result: T } => {
    emulation.world.calls.reset();
    const result = work();
    return { calls: emulation.world.calls.total, byMethod: emulation.world.calls.byMethod(), result };
  };
  return { emulation, spreadsheet, script, book, snapshotSize, measured };
}

/** Calls that reach the spreadsheet (SHEET_CALLS): the rest are lock, properties, form and mail. */
const sheetCalls = (m: Record<string, number>): number =>
  Object.entries(m)
    .filter(([method]) => SHEET_CALLS.some((prefix) => method.startsWith(prefix)))
    .reduce((n, [, count]) => n + count, 0);

describe('Resolve and Undo over 10 chained turns', () => {
  it('cost the same calls at turn 10 as at turn 1; the snapshot does not grow; Undo restores exactly', () => {
    const c = campaign();
    const resolves: number[] = [];
    const sizes: number[] = [];
    const undos: number[] = [];
    const onSheet: number[][] = [];
    for (let turn = 1; turn <= 10; turn++) {
      const before = c.book();
      const resolve = c.measured(() => c.script.call('resolveTurn', [turn, {}]) as ResolvedTurn);
      expect(resolve.result.state.turnNumber).toBe(turn + 1);
      const after = c.book();
      sizes.push(c.snapshotSize());
      const undo = c.measured(() => c.script.call('undoLastTurn'));
      expect([turn, c.book() === before]).toEqual([turn, true]);
      c.script.call('resolveTurn', [turn, {}]);
      expect([turn, c.book() === after]).toEqual([turn, true]);
      resolves.push(resolve.calls);
      undos.push(undo.calls);
      // One read of each ledger tab (13, Individuals included, each one getSheetValues) and of _undo only in
      // Undo, whatever the turn (the player tabs are written, never read). Resolve's draining of responses
      // reads the Campaign tab once more (it runs before the ledger is read); the orders form's refresh takes
      // the settings Resolve wrote or Undo put back. Before issue 9's follow-ups: [13, 2] and [14, 1] (the
      // form's Campaign reads went through a Range), then Undo 15 (its form refresh read the Campaign tab).
      // Issue 9, through the advanced Sheets service: the ledger's 13 tabs in one Values.batchGet, the formulas
      // of the tabs Resolve rewrites in one more, the players' tabs' grids in a third; the dispatch's read of
      // the Campaign tab stays one getSheetValues, and Undo reads its snapshot with one more. Before: [14, 0]
      // getSheetValues and getValues each (one per tab), no batchGet.
      const reads = (m: Record<string, number>) => [
        m['Sheet.getSheetValues'] ?? 0,
        m['Range.getValues'] ?? 0,
        m['Sheets.Spreadsheets.Values.batchGet'] ?? 0,
      ];
      expect([turn, reads(resolve.byMethod)]).toEqual([turn, [1, 0, 3]]);
      expect([turn, reads(undo.byMethod)]).toEqual([turn, [2, 0, 2]]);
      // Writes: the snapshot, then the tabs in one RAW batchUpdate and one USER_ENTERED (formulas, dates);
      // Undo the last two. No setValues at all.
      const writes = (m: Record<string, number>) => [
        m['Range.setValues'] ?? 0,
        m['Sheets.Spreadsheets.Values.batchUpdate'] ?? 0,
      ];
      expect([turn, writes(resolve.byMethod), writes(undo.byMethod)]).toEqual([turn, [0, 3], [0, 2]]);
      // At most 2 calls on the spreadsheet per tab touched: both touch the 13 ledger tabs, _undo and the 4
      // players' tabs (the demo's Player views are tabs): 18.
      expect([turn, sheetCalls(resolve.byMethod) <= 2 * 18, sheetCalls(undo.byMethod) <= 2 * 18]).toEqual([
        turn,
        true,
        true,
      ]);
      onSheet.push([sheetCalls(resolve.byMethod), sheetCalls(undo.byMethod)]);
      // Document properties: one read serves Resolve's undo marker, the form's id and the intake (draining and
      // refresh), the report emails and the sidebar's count of unrecorded responses; Undo's the same. Before:
      // 8 and 5, then 3 and 3 (the emails and the sidebar's count read them again).
      const properties = (m: Record<string, number>) => m['PropertiesService.getDocumentProperties'];
      expect([turn, properties(resolve.byMethod), properties(undo.byMethod)]).toEqual([turn, 1, 1]);
    }
    // Measured: Resolve 64 calls at every turn, Undo 40, of which 22 and 19 on the spreadsheet (18 tabs: 1.2
    // and 1.1 per tab); the rest are the lock, the document properties, the form and the report emails.
    // Undo 41 before its marker property was read once for the marker and the Resolve's prints (undo-hand-edits.ts).
    // Before the advanced service: Resolve 120/118 and Undo 76/74 (133/131 and 85/83 before the form's
    // refresh took Resolve's settings and properties).
    expect([resolves[0], resolves[1], undos[0], undos[1]]).toEqual([64, 64, 40, 40]);
    expect(onSheet[1]).toEqual([22, 19]);
    expect(new Set(onSheet.slice(1).map((s) => s.join())).size).toBe(1);
    expect(Math.max(...resolves.slice(1))).toBe(Math.min(...resolves.slice(1)));
    expect(resolves[9]).toBeLessThanOrEqual(resolves[0]);
    expect(Math.max(...undos.slice(1))).toBe(Math.min(...undos.slice(1)));
    expect(undos[9]).toBeLessThanOrEqual(undos[0]);
    // The players' reports are new columns Undo deletes: the snapshot keeps no report text.
    expect(sizes[9]).toBeLessThanOrEqual(1.2 * sizes[0]);
  });
});

describe('a form submission on the demo', () => {
  it('costs at most 2 calls on the spreadsheet per tab touched (issue 9)', () => {
    const c = campaign();
    const { FormApp } = c.emulation.services;
    const sent = c.measured(() =>
      FormApp.submit(FormApp.forms[0].id, 'firstborn@example.com', { Orders: 'Aurelia - Grow' }),
    );
    // The Campaign tab (the dispatch), the 7 state tabs, Treasury, Orders, Log and the player's tab: 12.
    // Measured: 20 calls on the spreadsheet (Campaign 2, the state tabs and 3 header rows 1, the Treasury's end
    // 4, the Orders' end 3 with the rows this player replaces (its Turn and Player columns, the Orders and Log
    // grids and the player's tab's column A in one batchGet; 4 before), the Log's 2, the Orders and Log rows 2
    // and 1, the receipt 1 (3 before: its tab found and its end read after the Orders and Log writes), the
    // spreadsheet, its time zone and id); before the advanced service a submission made 63 calls.
    expect(sheetCalls(sent.byMethod)).toBe(20);
    expect(sheetCalls(sent.byMethod)).toBeLessThanOrEqual(2 * 12);
  });
});

/** Five order lines where the demo's submission had three: the Orders tab needs two rows more. */
const FIVE_LINES = [
  'Firstborn Expeditionary Force - Move 3',
  'Aurelia - Grow',
  'Royal Sappers - Build Road',
  'Firstborn Expeditionary Force - Hold',
  'Aurelia - Hold',
].join('\n');

describe('a form submission when the Orders tab and the Log are full to their grids', () => {
  it('grows each before writing, in one call, from the grids it read (issue 9)', () => {
    const c = campaign();
    const { FormApp } = c.emulation.services;
    const full = (name: string): number =>
      c.emulation.world.calls.uncounted(() => {
        const sheet = c.spreadsheet.getSheetByName(name);
        if (!sheet) throw new Error(`no ${name} tab`);
        const last = sheet.getLastRow();
        sheet.deleteRows(last + 1, sheet.getMaxRows() - last);
        return last;
      });
    const [orders, log] = [full('Orders'), full('Log')];
    const trace: string[] = [];
    c.emulation.world.calls.trace = trace;
    const sent = c.measured(() =>
      FormApp.submit(FormApp.forms[0].id, 'firstborn@example.com', { Orders: FIVE_LINES }),
    );
    c.emulation.world.calls.trace = null;
    const after = c.emulation.world.calls.uncounted(() =>
      ['Orders', 'Log'].map((name) => {
        const sheet = c.spreadsheet.getSheetByName(name);
        return [sheet?.getLastRow(), sheet?.getMaxRows()];
      }),
    );
    // The player's three demo rows replaced by five: the Orders tab two rows longer, the Log a few rows longer;
    // each grown by what the write needs and 1000 spare rows (half what it held, at least a new sheet's 1000).
    const [ordersNow, logNow] = after;
    expect(ordersNow).toEqual([orders + 2, orders + 2 + 1000]);
    expect(logNow[0]).toBeGreaterThan(log);
    expect(logNow[1]).toBe((logNow[0] ?? 0) + 1000);
    // Before: the refused write, then getMaxRows, insertRowsAfter and the text columns' format (getRangeList,
    // setNumberFormat) for each tab, and the write again: 33 calls, a getMaxRows after the first write.
    const m = sent.byMethod;
    expect([
      m['Sheet.getMaxRows'] ?? 0,
      m['RangeList.setNumberFormat'] ?? 0,
      m['Sheet.insertRowsAfter'],
    ]).toEqual([0, 0, 2]);
    // Every structural read before the first write: after the ledger's reads come only the two tabs' growth and
    // writes (RAW, and USER_ENTERED for the Submitted date), then the player's receipt, one write (its tab's
    // end and grid came with the Orders tab's present: player-tabs.ts). Before: getSheetByName and getLastRow
    // between the Log's write and the receipt's.
    const sheetTrace = trace.filter((method) => SHEET_CALLS.some((prefix) => method.startsWith(prefix)));
    const firstWrite = sheetTrace.indexOf('Sheet.insertRowsAfter');
    expect(sheetTrace.slice(firstWrite)).toEqual([
      'Sheet.insertRowsAfter',
      'Sheets.Spreadsheets.Values.batchUpdate',
      'Sheets.Spreadsheets.Values.batchUpdate',
      'Sheet.insertRowsAfter',
      'Sheets.Spreadsheets.Values.batchUpdate',
      'Sheets.Spreadsheets.Values.batchUpdate',
    ]);
    expect(sheetTrace.slice(0, firstWrite).every((method) => !method.includes('batchUpdate'))).toBe(true);
    // 22 calls on the spreadsheet for 12 tabs, the 2 growths included (the demo's submission without growth: 20).
    expect(sheetCalls(m)).toBeLessThanOrEqual(2 * 12);
    expect(sheetCalls(m)).toBe(22);
  });
});

describe('Resolve and Undo at the small and the large synthetic sizes', () => {
  it('make the same reads; calls differ only by the tabs a turn writes', () => {
    const figures = (
      [
        [{ players: 4, width: 20, height: 20, cities: 12, armies: 16, units: 12 }, 40],
        [LARGE, LARGE_ORDERS],
      ] as const
    ).map(([size, orders]) => {
      const bench = openBench(syntheticCampaign(size), orders);
      const submission = measure(bench, 'Form submission');
      return { resolve: measure(bench, 'Resolve'), undo: measure(bench, 'Undo'), submission };
    });
    const [small, large] = figures;
    for (const f of figures) expect([f.resolve.failed, f.undo.failed]).toEqual(['', '']);
    expect(large.resolve.reads).toBe(small.resolve.reads);
    expect(large.undo.reads).toBe(small.undo.reads);
    // A tab written costs one getRange and one setValues; a tab that must grow or shrink first costs at most
    // getMaxRows, insertRowsAfter or deleteRows, and one format read and write: never anything per row.
    const extra = (op: 'resolve' | 'undo') => 2 * Math.max(0, large[op].writes - small[op].writes);
    // Each player's turn report is one email with its map attached: two calls per player (player-report.ts);
    // in tabs mode it is also a new column of the player's tab: getSheetByName, getMaxRows, getMaxColumns,
    // insertColumnsBefore, getRange, setNumberFormat, setValues, and insertRowsAfter when the tab is too short.
    // Undo: getSheetByName, getMaxColumns, deleteColumns, and getMaxRows and deleteRows when it grew.
    const reports = (2 + 8) * (LARGE.players - 4);
    const undoTabs = 5 * (LARGE.players - 4);
    expect(large.resolve.calls - small.resolve.calls).toBeLessThanOrEqual(extra('resolve') + 4 + reports);
    expect(large.undo.calls - small.undo.calls).toBeLessThanOrEqual(extra('undo') + 4 + undoTabs);
  });

  it('cost at most 2 calls on the spreadsheet per tab touched, the same small and large (issue 9)', () => {
    const figures = (
      [
        [{ players: 4, width: 20, height: 20, cities: 12, armies: 16, units: 12 }, 40],
        [LARGE, LARGE_ORDERS],
      ] as const
    ).map(([size, orders]) => {
      const bench = openBench(syntheticCampaign(size), orders);
      return (['Form submission', 'Resolve', 'Undo'] as const).map((op) => measure(bench, op));
    });
    const rows = figures.map((ops) => ops.map((f) => [f.operation, f.sheetCalls, f.tabs, f.failed]));
    // Measured (calls on the spreadsheet, tabs touched): a submission 20 for 12 tabs (the state tabs and three
    // header rows in one batchGet, the ends of Treasury, Orders and Log by getLastRow, the Orders tab's Turn and
    // Player columns with both grids and the player's tab's column A in one more batchGet (23 before: the Player
    // column apart; 22 before: the receipt's tab found and its end read by getLastRow after the writes), the
    // Orders and Log rows and the player's receipt each one RAW batchUpdate, the Orders' Submitted date one
    // USER_ENTERED); Resolve
    // 22 for 18 and 40 for 26 (each player's tab: getSheetByName and insertColumnsBefore; 42 before the Log grew
    // with spare rows in one insertRowsAfter, no format call: resolve-growth.ts); Undo 19 and 37.
    // Before the advanced service, all calls: submission 63, Resolve and Undo 7-9 and 4-5 per tab.
    const same = (submission: number, resolve: number, undo: number, tabs: number) => [
      ['Form submission', submission, 12, ''],
      ['Resolve', resolve, tabs, ''],
      ['Undo', undo, tabs, ''],
    ];
    expect(rows).toEqual([same(20, 22, 19, 18), same(20, 40, 37, 26)]);
    for (const f of figures.flat())
      expect([f.operation, f.sheetCalls <= 2 * f.tabs]).toEqual([f.operation, true]);
  });
});
