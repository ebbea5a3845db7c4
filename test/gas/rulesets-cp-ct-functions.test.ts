import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { declaredEntryPoints, DIST } from '../bundle/entry-points';

// Issue 15: the Campaign points and Chronopia territories custom functions as globals (src/ledger/ct/custom-functions.ts holds the
// rules; CT_FIELD_ARMY_MAX reads the ledger once per call, the others read nothing).

function ledger(ruleset: string) {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('CT functions');
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
  return { measured };
}

describe('CT_INCOME, CT_GARRISON_MAX, CT_FIELD_ARMY_MAX, CT_MAINTENANCE, CT_UNDERDOG', () => {
  const ct = ledger('Chronopia territories');

  it('are globals with a @customfunction JSDoc', () => {
    const declared = new Map(declaredEntryPoints().map((e) => [e.name, e]));
    for (const name of ['CT_INCOME', 'CT_GARRISON_MAX', 'CT_FIELD_ARMY_MAX', 'CT_MAINTENANCE', 'CT_UNDERDOG'])
      expect([name, declared.get(name)?.customFunction]).toEqual([name, true]);
  });

  it('CT_FIELD_ARMY_MAX: 850 plus Table 1 Field Army of each territory, reading each tab once', () => {
    // The Broken Crowns demo: each player's home Fortress (+150) and a second territory: Vanth a Town (+100),
    // Ghor a City (+125), Karak a Fortress (+150) ([Forces] 1.b, Table 1).
    const { result, calls } = ct.measured('CT_FIELD_ARMY_MAX', [[['Vanth'], ['Ghor'], ['Karak'], ['']]]);
    expect(result).toEqual([[1100], [1125], [1150], ['']]);
    // Campaign, Players, Forces, Territories, Warbands, Figures, Battles: one getSheetByName and
    // getSheetValues each, whatever the number of rows.
    expect(calls['Sheet.getSheetValues']).toBe(calls['Spreadsheet.getSheetByName']);
    expect(calls['Sheet.getSheetValues']).toBeLessThanOrEqual(7);
  });

  it('the table functions read nothing: Table 1 rows, maintenance rounded up, the underdog bonus', () => {
    const income = ct.measured('CT_INCOME', [[['Fortress'], ['Outpost']]]);
    expect([income.result, income.calls]).toEqual([[[200], [25]], {}]);
    expect(ct.measured('CT_GARRISON_MAX', ['Village']).result).toBe(100);
    // [Economics] 2.a: 741 / 5 = 148.2, rounded up 149 (CT-R9).
    expect(ct.measured('CT_MAINTENANCE', [741]).result).toBe(149);
    // [Experience] 1.c: floor(5 x (900 - 600) / 600) = floor(2.5) = 2.
    expect(ct.measured('CT_UNDERDOG', [900, 600]).result).toBe(2);
  });

  it('CT_FIELD_ARMY_MAX on another book’s ledger says so', () => {
    const me = ledger('Mighty Empires');
    expect(me.measured('CT_FIELD_ARMY_MAX', ['Ostmark']).result).toBe('#not a Chronopia territories ledger');
  });
});

describe('CP_MAX_DV and CP_MOVE_CHANCE', () => {
  const cp = ledger('Campaign points');

  it('are globals reading nothing: Fortify caps and the chance a D6 meets MD', () => {
    const declared = new Map(declaredEntryPoints().map((e) => [e.name, e]));
    for (const name of ['CP_MAX_DV', 'CP_MOVE_CHANCE'])
      expect([name, declared.get(name)?.customFunction]).toEqual([name, true]);
    // Territory Descriptions: a Fortress fortifies to DV 4, a Mercenary Bazaar to 1 (CP-R6).
    const dv = cp.measured('CP_MAX_DV', [[['Fortress'], ['Mercenary Bazaar']]]);
    expect([dv.result, dv.calls]).toEqual([[[4], [1]], {}]);
    // MD 4: a D6 of 4, 5 or 6, 3 in 6.
    expect(cp.measured('CP_MOVE_CHANCE', [4]).result).toBe(0.5);
  });
});
