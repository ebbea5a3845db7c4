import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { declaredEntryPoints, DIST } from '../bundle/entry-points';

// Issue 15: the WarMaster custom functions as globals (src/ledger/wm/custom-functions.ts holds the rules;
// WM_POPULATION and WM_SUPPLY read the ledger once per call, the others read nothing).

const NAMES = ['WM_POPULATION', 'WM_ROSTER_POINTS', 'WM_CHARACTER_POINTS', 'WM_SUPPLY', 'WM_VICTORY'];

function ledger(ruleset: string) {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('WM functions');
  const script = loadBundle(emulation, DIST);
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
  return { measured, spreadsheet };
}

describe('WM_POPULATION, WM_ROSTER_POINTS, WM_CHARACTER_POINTS, WM_SUPPLY, WM_VICTORY', () => {
  const wm = ledger('WarMaster campaigning');

  it('are globals with a @customfunction JSDoc', () => {
    const declared = new Map(declaredEntryPoints().map((e) => [e.name, e]));
    for (const name of NAMES) expect([name, declared.get(name)?.customFunction]).toEqual([name, true]);
  });

  it('WM_POPULATION: Village 1, Town 2, City 3 of the areas each nation controls, reading each tab once', () => {
    // The demo's Areas: Ostmark holds the town Ostwald and 10 villages (2 + 10 = 12); Karak Dum the town Karak
    // Dum and 5 villages (7); Red Fang the town Fang Rock and 5 villages (7) (PRODUCTION).
    const { result, calls } = wm.measured('WM_POPULATION', [
      [['Ostmark'], ['karak dum'], ['Red Fang'], ['']],
      3,
    ]);
    expect(result).toEqual([[12], [7], [7], ['']]);
    // Campaign, Players and the nine WM tabs (Lesser races the ninth): one getSheetByName and getSheetValues each, whatever the rows.
    expect(calls['Sheet.getSheetValues']).toBe(calls['Spreadsheet.getSheetByName']);
    expect(calls['Sheet.getSheetValues']).toBeLessThanOrEqual(11);
  });

  it('WM_SUPPLY: an army cut off from its towns by other nations’ areas is out of supply', () => {
    // Mourn Gate is uncontrolled and touches only Karak Dum's, Red Fang's and uncontrolled areas: Ostmark's army
    // there has no path of Ostmark areas to Ostwald (SUPPLY). The others stand in their own towns.
    const armies = wm.spreadsheet.getSheetByName('Armies');
    const values = armies?.getDataRange().getValues() ?? [];
    const area = values[0]?.indexOf('Area') ?? -1;
    const row = values.findIndex((r) => r[0] === 'Ostmark Army');
    expect([area > 0, row > 0]).toEqual([true, true]);
    armies?.getRange(row + 1, area + 1).setValue('Mourn Gate');
    const { result } = wm.measured('WM_SUPPLY', [[['Ostmark Army'], ['Karak Dum Host'], ['Nobody']]]);
    expect(result).toEqual([
      ['out of supply'],
      ['in supply'],
      ['#WM_SUPPLY: Nobody is not on the Armies tab'],
    ]);
  });

  it('the table functions read nothing: roster and character points from PT, the victory level', () => {
    // Roster: (12 x 2 + 5) x 100 = 2900; Personalities: 12 + 2 = 14.
    const roster = wm.measured('WM_ROSTER_POINTS', [[[12], [7]]]);
    expect([roster.result, roster.calls]).toEqual([[[2900], [1900]], {}]);
    expect(wm.measured('WM_CHARACTER_POINTS', [12]).result).toBe(14);
    // POST COMBAT: 250 to 100 is 2.5 to 1, a major victory.
    const victory = wm.measured('WM_VICTORY', [250, 100]);
    expect([victory.result, victory.calls]).toEqual(['major victory', {}]);
  });

  it('WM_POPULATION and WM_SUPPLY on another book’s ledger say so', () => {
    const ct = ledger('Chronopia territories');
    expect(ct.measured('WM_POPULATION', ['Vanth']).result).toBe('#not a WarMaster ledger');
    expect(ct.measured('WM_SUPPLY', [[['Vanth Army']]]).result).toBe('#not a WarMaster ledger');
  });
});
