import { measure, openBench } from '../../src/local/bench-operations';
import { LARGE, LARGE_ORDERS } from '../../src/local/bench-turn';
import { syntheticCampaign } from '../../src/local/synthetic';

// Issue 9: service calls of the operations a moderator and the players wait for, the same at the small and the
// large synthetic sizes. Each ledger tab is read in two calls (getSheetByName, getSheetValues): Preview reads
// the 13 ledger tabs and makes 4 calls more (the undo marker's property, the active spreadsheet, the time zone).

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
    // Measured: 34 and 63 calls; 36 and 64 before one getDocumentProperties served both the form's id and the
    // orders intake (openOrdersForm, loadIntake in orders.ts), 35 before the sidebar's undo marker did too.
    const [, refresh, submission] = figures[0];
    expect([refresh.calls, submission.calls]).toEqual([34, 63]);
  });

  it('Preview reads each ledger tab in two calls: 13 tabs, 30 calls', () => {
    const preview = figures[0][0];
    expect([preview.tabs, preview.reads, preview.calls]).toEqual([13, 13, 2 * 13 + 4]);
  });
});
