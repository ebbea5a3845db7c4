/**
 * A Log row of several dice shows their total under the base key (core/events.ts read), and the moderator types an
 * Override on that row. Before the fix the dice were keyed `#1`, `#2` only, so the override matched nothing and the
 * roll stood: here, through the Mighty Empires demo's first orders stage, Table 7's 2d6 exploration (004 4.1B).
 */
import { LOG_TAB } from '../../src/ledger/schema';
import { ME_STAGE_RULESET as R } from '../../src/ledger/me/ruleset';
import type { TabValues } from '../../src/ledger/stage-ruleset';
import { meTurns } from '../cases/golden/me-chain';
import { demoTabs, submitOrders } from './me/stage-apply';

function ordersStage(): TabValues {
  let tabs: TabValues = demoTabs(R);
  for (const [player, text] of Object.entries(meTurns()[0]?.orders ?? {}))
    tabs = submitOrders(R, tabs, player, text, 'turn 1 orders').tabs;
  return tabs;
}

const tabs = ordersStage();

function logRow(key: string, overrides: Map<string, number>): Record<string, unknown> | undefined {
  return (R.runStage(tabs, { overrides }).append.get(LOG_TAB.name) ?? []).find((r) => r.Key === key);
}

describe('an Override on a Log row of several dice', () => {
  // The golden turn 1 logs 0304 Field explored on 2d6 9: Fertile Fields (me-turn-1.golden.json).
  const key = 'me:explore:0304';

  it('the row is one 2d6 under its base key, as the golden shows it', () => {
    expect(logRow(key, new Map())).toMatchObject({ Die: '2d6', Key: key, Result: 9 });
  });

  it('an Override of 12 on that row makes the 2d6 a 12 (6 and 6), read on Table 7 at 12', () => {
    const row = logRow(key, new Map([[key, 12]]));
    expect(row).toMatchObject({ Die: '2d6', Key: key, Result: 12 });
    // Table 7, Field column, 12: City; two sixes are doubles, so a minor feature too (4.1B).
    expect(String(row?.Effect)).toMatch(/^Explored \(Field\): City.*doubles: a minor feature/);
  });
});
