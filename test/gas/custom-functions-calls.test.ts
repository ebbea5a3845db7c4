import { syntheticCampaign } from '../../src/local/synthetic';
import { recalculate, syntheticLedger } from '../../src/local/synthetic-ledger';
import { DIST } from '../bundle/entry-points';

// Issue 9: =SUPPLY_STATUS re-read the whole ledger for every row (19 calls per row). Under the emulation,
// through dist/Code.js, the calls made inside each custom function while the ledger's own formulas recalculate
// are counted; they must not grow with the number of rows.

interface Counted {
  readonly executions: number;
  readonly calls: number;
  readonly reads: number;
  readonly byMethod: Record<string, number>;
}

function insideCustomFunctions(rows: number): Map<string, Counted> {
  const state = syntheticCampaign({
    players: 12,
    width: 30,
    height: 30,
    cities: rows,
    armies: rows,
    units: rows,
    seed: 'calls',
  });
  const ledger = syntheticLedger(state, { dist: DIST });
  ledger.emulation.world.calls.reset();
  recalculate(ledger);
  const out = new Map<string, Counted>();
  for (const [name, entry] of ledger.emulation.world.calls.customFunctions)
    out.set(name, {
      executions: entry.executions,
      calls: entry.calls.total,
      // A read with or without a Range: a tab read through getSheetValues counts like one through getValues.
      reads:
        entry.calls.count('Range.getValues') +
        entry.calls.count('Range.getValue') +
        entry.calls.count('Sheet.getSheetValues'),
      byMethod: entry.calls.byMethod(),
    });
  return out;
}

describe('service calls inside the custom functions, over the ledger’s own formulas', () => {
  const small = insideCustomFunctions(10);
  const large = insideCustomFunctions(1000);

  it('every custom function the ledger uses ran', () => {
    expect([...large.keys()].sort()).toEqual([
      'ARMY_SIZE',
      'ARMY_UPKEEP',
      'CITY_INCOME',
      'SUPPLY_RANGE',
      'SUPPLY_STATUS',
      'UPKEEP',
    ]);
  });

  it('are the same with 10 rows as with 1,000 rows, for each function', () => {
    for (const name of large.keys()) expect([name, large.get(name)]).toEqual([name, small.get(name)]);
  });

  it('the supply functions read each tab they need at most once per execution; the others read nothing', () => {
    // Players, Diplomacy, Map, Cities, Armies, Structures: Units never block supply (RULINGS 11).
    for (const [name, counted] of large) {
      const perExecution = counted.reads / counted.executions;
      if (name.startsWith('SUPPLY_')) expect([name, perExecution]).toEqual([name, 6]);
      else expect([name, counted.calls]).toEqual([name, 0]);
    }
  });

  it('each supply execution makes 13 calls: the spreadsheet, then each of its 6 tabs by name and one getSheetValues', () => {
    // Issue 9 measured 19 (getSheetByName + getDataRange + getValues per tab); the Range is not needed.
    for (const [name, counted] of large) {
      if (!name.startsWith('SUPPLY_')) continue;
      const perExecution: Record<string, number> = {};
      for (const [method, n] of Object.entries(counted.byMethod))
        perExecution[method] = n / counted.executions;
      expect([name, perExecution]).toEqual([
        name,
        {
          'SpreadsheetApp.getActiveSpreadsheet': 1,
          'Spreadsheet.getSheetByName': 6,
          'Sheet.getSheetValues': 6,
        },
      ]);
    }
  });

  it('a function reading a tab per row would be caught: the 1,000-row ledger runs the same executions', () => {
    // Each supply formula covers its whole column in one execution, so a read per row shows as calls that
    // grow from 10 to 1,000 rows (compared above), never hidden among more executions.
    for (const name of ['SUPPLY_RANGE', 'SUPPLY_STATUS'])
      expect([name, large.get(name)?.executions]).toEqual([name, small.get(name)?.executions]);
  });
});
