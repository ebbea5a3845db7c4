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
      reads: entry.calls.count('Range.getValues'),
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
});
