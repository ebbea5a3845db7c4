import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveTurn, TurnResult } from '../../../../src/engine/cs42/turn/pipeline';
import { demoCampaign } from '../../../../src/ledger/demo';
import { submissionRecords } from '../../../../src/ledger/orders';
import { turnOrders } from '../../../../src/ledger/turn-orders';

/** Issue 10, bug 4: one die per key. An override changes its own roll and what follows from it, nothing else. */

const demo = demoCampaign();
const { turns } = JSON.parse(
  readFileSync(path.join(__dirname, '../../../cases/golden/demo-orders.json'), 'utf8'),
) as { turns: Record<string, string>[] };
const records = Object.entries(turns[0]).flatMap(([player, text]) =>
  submissionRecords(demo.state.turn, player, text),
);
const balances = new Map(demo.openingTreasury.map((o) => [o.player.toLowerCase(), o.amount]));
const orders = turnOrders(demo.state, records, balances, 'table').orders;

function play(overrides: ReadonlyMap<string, number>, seed = demo.seed): TurnResult {
  return resolveTurn({
    state: demo.state,
    orders,
    balances,
    settings: { seed, replacementCosts: 'table', settlersBeyondRegular: 'table' },
    overrides,
  });
}

/** Each roll by key and occurrence: `key#n` → result. */
function rolls(result: TurnResult): Map<string, number> {
  const seen = new Map<string, number>();
  const out = new Map<string, number>();
  for (const e of result.events) {
    if (e.die === '') continue;
    const n = seen.get(e.key) ?? 0;
    seen.set(e.key, n + 1);
    out.set(`${e.key}#${n}`, Number(e.result));
  }
  return out;
}

describe('one die per key (issue 10, bug 4)', () => {
  const plain = play(new Map());
  const before = rolls(plain);
  const quiet = [...before].find(([k, r]) => k.startsWith('calamity:') && r !== 1);

  it('the demo turn rolls many dice, and some player escapes a calamity', () => {
    expect(before.size).toBeGreaterThan(15);
    expect(quiet).toBeDefined();
  });

  it('overriding one calamity roll changes only that roll and the calamity it brings', () => {
    const key = (quiet as [string, number])[0].replace(/#\d+$/, '');
    const player = key.slice('calamity:'.length);
    const after = rolls(play(new Map([[key, 1]])));
    expect(after.get(`${key}#0`)).toBe(1);
    expect([...after.keys()].some((k) => k.startsWith(`calamity-kind:${player}`))).toBe(true);
    const changed = [...before]
      .filter(([k]) => k !== `${key}#0` && after.has(k))
      .filter(([k, r]) => after.get(k) !== r)
      .map(([k]) => k);
    expect(changed).toEqual([]);
  });

  it('the same ledger, orders and seed give the same turn; another seed gives other rolls', () => {
    expect(play(new Map())).toEqual(plain);
    expect([...rolls(play(new Map(), `${demo.seed}x`))]).not.toEqual([...before]);
  });
});
