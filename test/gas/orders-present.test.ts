import { EmulatedRange } from '../../src/local/spreadsheet/range';
import { EmulatedSheet } from '../../src/local/spreadsheet/sheet';
import { DWARVES, FIRSTBORN, HOUR, ordersCampaign } from './orders-helpers';

// Issue 9: a submission touches the present. It reads the tabs the order check needs and the Orders rows of
// this turn and the last, finds the ends of the Orders tab and the Log without reading them, and writes only
// the submitting player's rows: so its cost after 10 turns is what it was at turn 1.

interface Cost {
  readonly cells: number;
  readonly calls: number;
  readonly byMethod: Record<string, number>;
}

describe('a submission after 10 turns costs what it cost at turn 1', () => {
  it('cells read within 1.2x, and the same service calls', () => {
    const c = ordersCampaign();
    const { world } = c.emulation;
    let cells = 0;
    const getValues = EmulatedRange.prototype.getValues;
    const spy = jest.spyOn(EmulatedRange.prototype, 'getValues').mockImplementation(function (
      this: EmulatedRange,
    ) {
      const values = getValues.call(this);
      cells += values.length * (values[0]?.length ?? 0);
      return values;
    });
    // Reads without a Range (Sheet.getSheetValues) are counted the same way.
    const getSheetValues = EmulatedSheet.prototype.getSheetValues;
    const sheetSpy = jest.spyOn(EmulatedSheet.prototype, 'getSheetValues').mockImplementation(function (
      this: EmulatedSheet,
      ...args: Parameters<EmulatedSheet['getSheetValues']>
    ) {
      const values = getSheetValues.apply(this, args);
      cells += values.length * (values[0]?.length ?? 0);
      return values;
    });
    // And the advanced Sheets service's batchGet (issue 9): the cells of every range it returns.
    const api = c.emulation.sheetsApi.Spreadsheets.Values;
    const batchGet = api.batchGet.bind(api);
    const apiSpy = jest.spyOn(api, 'batchGet').mockImplementation((...args: Parameters<typeof batchGet>) => {
      const read = batchGet(...args);
      for (const range of read.valueRanges)
        cells += (range.values ?? []).length * Math.max(0, ...(range.values ?? []).map((r) => r.length));
      return read;
    });
    const measure = (text: string): Cost => {
      world.advanceClock(HOUR);
      world.calls.reset();
      cells = 0;
      c.submit(FIRSTBORN, text);
      return { cells, calls: world.calls.total, byMethod: world.calls.byMethod() };
    };
    try {
      const orders = 'Firstborn Expeditionary Force - Hold\nAurelia - Grow\nKnights of the Dawn - Hold';
      c.submit(DWARVES, 'Hammerguard of Karak Varn - Hold'); // the Orders tab is not empty at either measure
      const first = measure(orders);
      let second: Cost | null = null;
      for (let turn = 1; turn <= 10; turn++) {
        world.advanceClock(HOUR);
        c.submit(FIRSTBORN, orders);
        c.submit(DWARVES, 'Hammerguard of Karak Varn - Hold');
        c.script.call('resolveTurn', [turn, {}]);
        // From turn 2 on a submission also reads the player's orders of the turn before.
        if (turn === 1) second = measure(orders);
      }
      const log = c.tab('Log').length;
      const later = measure(orders);
      // The history did grow: the Log alone holds several times the cells of a submission's reads.
      expect(log).toBeGreaterThan(100);
      expect(later.cells).toBeLessThanOrEqual(first.cells * 1.2);
      // Calls from turn 2 on. The form lists the responses of the last minutes again (each checked by id, not re-read): a few
      // getId/getTimestamp calls that depend on how many arrived lately, never on the campaign's length.
      const {
        'FormResponse.getId': _laterIds,
        'FormResponse.getTimestamp': _laterStamps,
        ...laterRest
      } = later.byMethod;
      const {
        'FormResponse.getId': _firstIds,
        'FormResponse.getTimestamp': _firstStamps,
        ...firstRest
      } = second?.byMethod ?? {};
      expect(laterRest).toEqual(firstRest);
      expect(_laterIds).toBeLessThanOrEqual(3);
      // Printed for the report: what one submission costs.
      console.log(
        `submission: turn 1 ${first.cells} cells read, ${first.calls} calls; turn 2 ${second?.cells} cells, ${second?.calls} calls; turn 11 ${later.cells} cells, ${later.calls} calls; Log ${log} rows`,
      );
    } finally {
      spy.mockRestore();
      sheetSpy.mockRestore();
      apiSpy.mockRestore();
    }
  });
});
