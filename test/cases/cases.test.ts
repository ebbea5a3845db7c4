import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatHex } from '../../src/engine/hex';
import { resolveTurn } from '../../src/engine/cs42/turn/pipeline';
import { turnOrders } from '../../src/ledger/turn-orders';
import { caseOrders, casePreviousOrders, caseState, RuleCase } from './case-format';

// Every *.json rule case in this folder: a small ledger, orders, seed and fixed dice, and what the turn must do.

const DIR = path.join(__dirname, 'rules');
const cases: [string, RuleCase][] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => [f, JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as RuleCase]);

function run(c: RuleCase) {
  const state = caseState(c);
  const balances = new Map(Object.entries(c.treasury ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const previous = casePreviousOrders(c);
  const orders = turnOrders(state, [...previous.records, ...caseOrders(c)], balances, 'table');
  const rejected = [
    ...previous.rejected.map((l) => `(last turn) ${l}`),
    ...orders.receipts.flatMap((r) =>
      r.lines
        .filter((l) => l.status === 'rejected')
        .filter((l) => !(c.expect.rejected ?? []).some((x) => x.line === l.text && x.code === l.code))
        .map((l) => `${l.text}: ${l.message}`),
    ),
  ];
  const refused = orders.receipts.flatMap((r) =>
    r.lines.filter((l) => l.status === 'rejected').map((l) => ({ line: l.text, code: l.code })),
  );
  const result = resolveTurn({
    state,
    orders: orders.orders,
    balances,
    settings: { seed: c.seed ?? 'case', replacementCosts: 'table', settlersBeyondRegular: 'table' },
    overrides: new Map(Object.entries(c.overrides ?? {})),
  });
  return { result, rejected, refused };
}

describe.each(cases)('%s', (_file, c) => {
  it(`${c.name} (${c.rules.join(', ')})`, () => {
    const { result, rejected, refused } = run(c);
    expect(rejected).toEqual([]);
    for (const want of c.expect.rejected ?? []) expect(refused).toContainEqual(want);
    const byName = <T extends { name: string }>(items: readonly T[], name: string): T | undefined =>
      items.find((i) => i.name === name);
    const plain = (thing: { hex: { col: number; row: number } } | undefined) =>
      thing ? { ...thing, hex: formatHex(thing.hex) } : undefined;
    for (const want of c.expect.cities ?? [])
      expect(plain(byName(result.state.cities, String(want.name)))).toMatchObject(want);
    for (const want of c.expect.armies ?? [])
      expect(plain(byName(result.state.armies, String(want.name)))).toMatchObject(want);
    for (const want of c.expect.units ?? [])
      expect(plain(byName(result.state.units, String(want.name)))).toMatchObject(want);
    const names = [...result.state.cities, ...result.state.armies, ...result.state.units].map((x) => x.name);
    for (const gone of c.expect.gone ?? []) expect(names).not.toContain(gone);
    for (const entry of c.expect.entries ?? [])
      expect(result.entries).toContainEqual(expect.objectContaining(entry));
    for (const [player, balance] of Object.entries(c.expect.balances ?? {}))
      expect(result.players.find((p) => p.player === player)?.closing).toBe(balance);
    const log = result.events.map((e) => `${e.subject}: ${e.effect}`).join('\n');
    for (const text of c.expect.log ?? []) expect(log).toContain(text);
    for (const battle of c.expect.battles ?? [])
      expect(result.battles.map((b) => ({ hex: formatHex(b.hex), kind: b.kind }))).toContainEqual(battle);
    if (c.expect.noBattles) expect(result.battles).toEqual([]);
    const structures = result.state.structures.map((s) => ({ ...s, hex: formatHex(s.hex) }));
    for (const want of c.expect.structures ?? [])
      expect(structures).toContainEqual(expect.objectContaining(want));
    for (const none of c.expect.noStructures ?? [])
      expect(
        structures.filter((s) => s.hex === none.hex && (none.type === undefined || s.type === none.type)),
      ).toEqual([]);
    for (const [address, want] of Object.entries(c.expect.hexes ?? {}))
      expect(result.state.map.hexes.get(address)).toMatchObject(want);
  });

  it(`${c.name}: the same case and seed give the same turn`, () => {
    expect(run(c).result).toEqual(run(c).result);
  });
});
