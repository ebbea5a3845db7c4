import { measure, openBench } from '../../src/local/bench-operations';
import { LARGE, LARGE_ORDERS } from '../../src/local/bench-turn';
import { syntheticCampaign } from '../../src/local/synthetic';

// Issue 9: service calls of the operations a moderator and the players wait for, the same at the small and the
// large synthetic sizes. The ledger's tabs are read with one Values.batchGet of the advanced Sheets service
// (before: two calls each, getSheetByName and getSheetValues).

const SMALL = { players: 4, width: 20, height: 20, cities: 12, armies: 16, units: 12 };

describe('calls of Preview, the sidebar refresh and a form submission', () => {
  const figures = (
    [
      [SMALL, 40],
      [LARGE, LARGE_ORDERS],
    ] as const
  ).map(([size, orders]) => {
    const bench = openBench(syntheticCampaign(size), orders);
    return (['Preview', 'Sidebar refresh', 'Form submission'] as const).map((op) => measure(bench, op));
  });

  it('are the same small and large, and none failed', () => {
    const [small, large] = figures;
    for (const f of [...small, ...large]) expect([f.operation, f.failed]).toEqual([f.operation, '']);
    expect(large.map((f) => [f.operation, f.calls])).toEqual(small.map((f) => [f.operation, f.calls]));
  });

  it('the sidebar refresh and a form submission read the document properties once for the form and intake', () => {
    // Measured: 12 and 40 calls (42 before the player's tab's end came in the batchGet of the Orders tab's
    // present, 43 before its Player column did); 34 and 63 with a read of two calls per tab, 36 and 64 before
    // one getDocumentProperties served both the form's id and the orders intake.
    const [, refresh, submission] = figures[0];
    expect([refresh.calls, submission.calls]).toEqual([12, 40]);
  });

  it('Preview reads the 13 ledger tabs in one batchGet: 8 calls (30 at two calls a tab)', () => {
    const preview = figures[0][0];
    // getActiveSpreadsheet, the dispatch's Campaign read (getSheetByName, getSheetValues), the undo marker's
    // property (getDocumentProperties, getProperty), the time zone, the spreadsheet's id, the batchGet.
    expect([preview.tabs, preview.reads, preview.calls]).toEqual([13, 2, 8]);
  });
});
