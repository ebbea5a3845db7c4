import { EmulatedSheetsApi } from '../../../src/local/spreadsheet/sheets-api';
import { InjectedFailure } from '../../../src/local/calls';
import { fixture } from './helpers';

// The advanced Sheets service, as the Sheets API v4 reference documents spreadsheets.values.batchGet and
// batchUpdate: ValueRenderOption (UNFORMATTED_VALUE: numbers as numbers; FORMULA: the formula), DateTimeRender
// Option SERIAL_NUMBER (days since 1899-12-30, noon = .5), ValueInputOption (RAW: stored as-is, never parsed;
// USER_ENTERED: parsed as if typed), ValueRange (null skips a cell; for output the whole requested range, the
// values without trailing empty rows and columns), and the "exceeds grid limits" refusal.

function book() {
  const f = fixture();
  const api = new EmulatedSheetsApi(f.world, (id) => f.app.find(id)?.book ?? null);
  f.world.calls.uncounted(() => {
    f.sheet.setName('Player · Clan Varn');
    f.sheet.getRange(1, 1, 3, 3).setValues([
      ['Name', 'Size', 'When'],
      ['Aurelia', 4, new Date(Date.UTC(1900, 0, 1, 12))],
      ['=B2*2', '', ''],
    ]);
    const other = f.ss.insertSheet('Log');
    other.getRange(1, 1, 1, 2).setValues([['Turn', 'Text']]);
    other.getRange(1, 2, 5, 1).setNumberFormat('@');
  });
  f.world.calls.reset();
  return { ...f, api, id: f.world.calls.uncounted(() => f.ss.getId()) };
}

describe('Sheets.Spreadsheets.Values.batchGet', () => {
  it('reads every range in one counted call; a bare tab name is its whole grid, values trimmed', () => {
    const { api, id, world } = book();
    const read = api.Spreadsheets.Values.batchGet(id, {
      ranges: ["'Player · Clan Varn'", 'Log'],
      valueRenderOption: 'UNFORMATTED_VALUE',
      dateTimeRenderOption: 'SERIAL_NUMBER',
    });
    expect(world.calls.byMethod()).toEqual({ 'Sheets.Spreadsheets.Values.batchGet': 1 });
    expect(read.valueRanges.map((r) => r.range)).toEqual(["'Player · Clan Varn'!A1:Z1000", 'Log!A1:Z1000']);
    // 1900-01-01 at noon is serial 2.5 (the reference's own example); =B2*2 computes 8.
    expect(read.valueRanges[0].values).toEqual([['Name', 'Size', 'When'], ['Aurelia', 4, 2.5], [8]]);
    expect(read.valueRanges[1].values).toEqual([['Turn', 'Text']]);
  });

  it('FORMULA gives a formula cell its formula and other cells their values', () => {
    const { api, id } = book();
    const read = api.Spreadsheets.Values.batchGet(id, {
      ranges: ["'Player · Clan Varn'!A2:B3"],
      valueRenderOption: 'FORMULA',
    });
    expect(read.valueRanges[0]).toEqual({
      range: "'Player · Clan Varn'!A2:B3",
      majorDimension: 'ROWS',
      values: [['Aurelia', 4], ['=B2*2']],
    });
  });

  it('refuses a tab that does not exist', () => {
    const { api, id } = book();
    expect(() => api.Spreadsheets.Values.batchGet(id, { ranges: ["'Nope'"] })).toThrow(
      "Unable to parse range: 'Nope'",
    );
  });
});

describe('Sheets.Spreadsheets.Values.batchUpdate', () => {
  it('RAW stores strings as they are (no formula, no number); null leaves a cell alone', () => {
    const { api, id, ss, world } = book();
    api.Spreadsheets.Values.batchUpdate(
      { valueInputOption: 'RAW', data: [{ range: 'Log!A2:C2', values: [['=IMPORTXML("x")', '12', null]] }] },
      id,
    );
    api.Spreadsheets.Values.batchUpdate(
      { valueInputOption: 'RAW', data: [{ range: "'Player · Clan Varn'!A2:B2", values: [[null, 5]] }] },
      id,
    );
    expect(world.calls.byMethod()).toEqual({ 'Sheets.Spreadsheets.Values.batchUpdate': 2 });
    world.calls.uncounted(() => {
      const log = ss.getSheetByName('Log');
      expect(log?.getRange('A2:B2').getValues()).toEqual([['=IMPORTXML("x")', '12']]);
      expect(log?.getRange('A2').getFormula()).toBe('');
      expect(ss.getSheetByName('Player · Clan Varn')?.getRange('A2:B2').getValues()).toEqual([
        ['Aurelia', 5],
      ]);
    });
  });

  it('USER_ENTERED parses as typed: formulas, numbers, a leading apostrophe, dates; text cells stay text', () => {
    const { api, id, ss, world } = book();
    api.Spreadsheets.Values.batchUpdate(
      {
        valueInputOption: 'USER_ENTERED',
        data: [
          { range: 'Log!A3:A6', values: [['=1+1'], ['12'], ["'=x"], ['1900-01-01 12:00:00']] },
          { range: 'Log!B3', values: [['=1+1']] },
        ],
      },
      id,
    );
    world.calls.uncounted(() => {
      const log = ss.getSheetByName('Log');
      expect(log?.getRange('A3').getFormula()).toBe('=1+1');
      expect(log?.getRange('A4:A5').getValues()).toEqual([[12], ['=x']]);
      expect((log?.getRange('A6').getValue() as Date).toISOString()).toBe('1900-01-01T12:00:00.000Z');
      expect(log?.getRange('B3').getValue()).toBe('=1+1');
    });
  });

  it('a number written RAW into a date cell stays a date', () => {
    const { api, id, ss, world } = book();
    api.Spreadsheets.Values.batchUpdate(
      { valueInputOption: 'RAW', data: [{ range: "'Player · Clan Varn'!C2", values: [[3.5]] }] },
      id,
    );
    const when = world.calls.uncounted(() =>
      ss.getSheetByName('Player · Clan Varn')?.getRange('C2').getValue(),
    );
    expect((when as Date).toISOString()).toBe('1900-01-02T12:00:00.000Z');
  });

  it('refuses the whole request when one range exceeds the grid, writing nothing', () => {
    const { api, id, ss, world } = book();
    expect(() =>
      api.Spreadsheets.Values.batchUpdate(
        {
          valueInputOption: 'RAW',
          data: [
            { range: 'Log!A2:A2', values: [['kept out']] },
            { range: 'Log!A1000:A1001', values: [['a'], ['b']] },
          ],
        },
        id,
      ),
    ).toThrow('Range (Log!A1000:A1001) exceeds grid limits. Max rows: 1000, max columns: 26');
    expect(world.calls.uncounted(() => ss.getSheetByName('Log')?.getRange('A2').getValue())).toBe('');
  });

  it('refuses a Date (the API carries JSON) and is subject to failure injection', () => {
    const { api, id, world } = book();
    expect(() =>
      api.Spreadsheets.Values.batchUpdate(
        { valueInputOption: 'RAW', data: [{ range: 'Log!A2', values: [[new Date(0)]] }] },
        id,
      ),
    ).toThrow('Invalid values');
    world.calls.failAt(1);
    expect(() => api.Spreadsheets.Values.batchGet(id, { ranges: ['Log'] })).toThrow(InjectedFailure);
  });
});
