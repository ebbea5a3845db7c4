import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { ME_CELL_FUNCTIONS } from '../../src/ledger/me/custom-functions';
import { declaredEntryPoints, DIST } from '../bundle/entry-points';

// Issue 14: the Mighty Empires custom functions as globals, each reading the ledger once per call.

function ledger(ruleset?: string) {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('ME functions');
  const script = loadBundle(emulation, DIST);
  if (ruleset)
    spreadsheet
      .insertSheet('Campaign')
      .getRange(1, 1, 2, 3)
      .setValues([
        ['Setting', 'Value', 'About'],
        ['Ruleset', ruleset, ''],
      ]);
  script.call('menuLoadDemo');
  const { calls } = emulation.world;
  const measured = (name: string, args: unknown[]) => {
    calls.reset();
    const result = script.call(name, args);
    return { result, calls: calls.byMethod() };
  };
  return { script, measured };
}

describe('ME_SUPPORT, ME_ENTITLEMENTS, ME_EFFECTIVE_POWER, ME_TOTAL_SIZE, ME_ORPHANED', () => {
  const me = ledger('Mighty Empires');

  it('each of ME_CELL_FUNCTIONS is a global with its parameters and a @customfunction JSDoc', () => {
    const declared = new Map(declaredEntryPoints().map((e) => [e.name, e]));
    for (const spec of ME_CELL_FUNCTIONS) {
      const found = declared.get(spec.name);
      expect([spec.name, found?.params, found?.customFunction]).toEqual([spec.name, spec.params, true]);
    }
  });

  it('a column of players reads the Campaign tab and the eight Mighty Empires tabs once', () => {
    const { result, calls } = me.measured('ME_SUPPORT', [[['Ostmark'], ['Red Maw'], ['']]]);
    expect(calls).toEqual({
      'Sheet.getSheetValues': 9,
      'Spreadsheet.getSheetByName': 9,
      'SpreadsheetApp.getActiveSpreadsheet': 1,
    });
    const cells = (result as unknown[][]).map((row) => row[0]);
    expect(cells.map((c) => typeof c)).toEqual(['number', 'number', 'string']);
    expect(cells[2]).toBe('');
  });

  it('ME_ENTITLEMENTS names the four kinds of slot (2.2B); ME_EFFECTIVE_POWER is a number', () => {
    expect(me.measured('ME_ENTITLEMENTS', ['Ostmark']).result).toMatch(
      /^Lord \d+, Hero \d+, Special \d+, Rare \d+/,
    );
    expect(typeof me.measured('ME_EFFECTIVE_POWER', ['Ostmark']).result).toBe('number');
  });

  it('ME_TOTAL_SIZE rounds half up to 50 (3.1B: 2275 gives 2300, 2868 gives 2850) and reads nothing', () => {
    const { result, calls } = me.measured('ME_TOTAL_SIZE', [[[2275], [2868]]]);
    expect(result).toEqual([[2300], [2850]]);
    expect(calls).toEqual({});
  });

  it('an unknown player is that cell’s problem only', () => {
    expect(me.measured('ME_SUPPORT', ['Nobody']).result).toBe(
      "#ME_SUPPORT: 'Nobody' is not on the Kingdoms tab",
    );
  });
});

describe('on a Campaign System v4.2 ledger', () => {
  const cs42 = ledger();
  it('answers #not a Mighty Empires ledger after reading only the Campaign tab', () => {
    for (const name of ['ME_SUPPORT', 'ME_ENTITLEMENTS', 'ME_EFFECTIVE_POWER']) {
      const { result, calls } = cs42.measured(name, [[['Firstborn'], ['Clan Varn']]]);
      expect([name, result, calls]).toEqual([
        name,
        '#not a Mighty Empires ledger',
        {
          'Sheet.getSheetValues': 1,
          'Spreadsheet.getSheetByName': 1,
          'SpreadsheetApp.getActiveSpreadsheet': 1,
        },
      ]);
    }
    expect(cs42.measured('ME_ORPHANED', ['0101', 'Firstborn']).result).toBe('#not a Mighty Empires ledger');
  });
});
