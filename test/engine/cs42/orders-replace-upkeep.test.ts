import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveTurn } from '../../../src/engine/cs42/turn/pipeline';
import type { RuleVariant } from '../../../src/engine/cs42/tables';
import { turnOrders } from '../../../src/ledger/turn-orders';
import { caseOrders, caseState, RuleCase } from '../../cases/case-format';

// Replace paid in the upkeep phase under the Replacement costs setting (RULINGS 8 *(setting)*: the Supply
// ranges prose, Long 1½ times the normal cost), on rule case 112's army: 600 points in Long supply, 500 lost on
// turn 1. Table 5 caps it at 60% of 500 = 300 points either way.

const CASE = JSON.parse(
  readFileSync(path.join(__dirname, '../../cases/rules/112-replacements-long-supply.json'), 'utf8'),
) as RuleCase;

function upkeep(variant: RuleVariant, orders: string) {
  const c: RuleCase = { ...CASE, orders: { Red: orders } };
  const state = caseState(c);
  const balances = new Map([['red', 1000]]);
  const checked = turnOrders(state, caseOrders(c), balances, 'table');
  const result = resolveTurn({
    state,
    orders: checked.orders,
    balances,
    settings: { seed: 'replace', replacementCosts: variant, settlersBeyondRegular: 'table' },
    overrides: new Map(Object.entries(c.overrides ?? {})),
  });
  return {
    paid: result.entries.filter((e) => e.category === 'Replacements').map((e) => e.amount),
    points: result.state.armies.find((a) => a.name === 'Long Host')?.points,
  };
}

describe('Replace in the upkeep phase', () => {
  it('Long supply costs 125% by Table 5 and 150% by the prose setting: 300 points for 375 or 450', () => {
    expect(upkeep('table', 'Long Host - Replace 300')).toEqual({ paid: [-375], points: 900 });
    expect(upkeep('prose', 'Long Host - Replace 300')).toEqual({ paid: [-450], points: 900 });
  });

  it('an army’s Replace lines are paid as one bill: 100 + 101 = 201 points, 201 x 1.25 = 251.25, 252', () => {
    expect(upkeep('table', 'Long Host - Replace 100\nLong Host - Replace 101')).toEqual({
      paid: [-252],
      points: 801,
    });
  });
});
