/**
 * Incite Neutrals through the stages (004 5.2B; ME-R13, ME-R17, ME-R18; ME-R30 step 4). Bob, with 1 power on
 * turn 3 (cap ⌊3/3⌋ = 1 point: 2 dice × 100), incites neutrals against Ann's empty hex 0102.
 */
import type { MeOrder } from '../../../../src/engine/me/orders/types';
import type { MeStageState } from '../../../../src/engine/me/stages/turn';
import { OVERRIDES, ORDERS, startState } from './fixture';
import { runStage, withOrders, type Orders } from './harness';

const none: Orders = new Map();
const incite: MeOrder = {
  kind: 'expenditure',
  expenditure: { action: 'Incite Neutrals', hex: '0102', points: 1, moreDice: [] },
  cost: 1,
};

function bobWithPower(): MeStageState {
  const s = startState();
  return {
    ...s,
    campaign: {
      ...s.campaign,
      kingdoms: s.campaign.kingdoms.map((k) => (k.player === 'Bob' ? { ...k, power: 1 } : k)),
    },
  };
}

function turn(orders: Orders, overrides: ReadonlyMap<string, number>) {
  const o = runStage('orders', bobWithPower(), orders, overrides);
  if (o.next.stage === 'final') return { o, end: runStage('final', o.state, none, overrides) };
  const f = runStage('fight-or-flight', o.state, none, overrides);
  const b = runStage('battles', f.state, none, overrides);
  return { o, b, end: runStage('final', b.state, none, overrides) };
}

describe('ME Incite Neutrals (5.2B)', () => {
  it('no patrol covers 0102: 3 + 4 = 7 × 100 = 700 razes it (501-999): neutral, no support for d3 = 1 turn', () => {
    const overrides = new Map([
      ...OVERRIDES,
      ['me:incite:0102:Bob#1', 3],
      ['me:incite:0102:Bob#2', 4],
      ['me:incite:0102:raze:d3', 1],
    ]);
    const orders = withOrders(ORDERS, { Bob: [incite] }, ['invade']);
    const { o, end } = turn(orders, overrides);
    expect(o.events.map((e) => e.effect)).toContain('Bob incites neutrals: 3 4 × 100 = 700');
    expect(end.state.campaign.hexes.find((h) => h.address === '0102')).toMatchObject({
      owner: null,
      noSupportUntil: 5,
    });
    // Bob: 1 − 1 incited + 1 capital; the incite turn is kept (ME-R13: not two turns running).
    expect(end.state.campaign.kingdoms.find((k) => k.player === 'Bob')).toMatchObject({
      power: 1,
      lastInciteTurn: 3,
    });
  });

  it('Ann patrolling 0101 covers 0102: Iron Host 2000 against 700 is a Lost Cause for the incited army (2.0C)', () => {
    const overrides = new Map([...OVERRIDES, ['me:incite:0102:Bob#1', 3], ['me:incite:0102:Bob#2', 4]]);
    const orders = withOrders(
      ORDERS,
      { Bob: [incite], Ann: [{ kind: 'patrol', army: 'Iron Host', hex: '0101', allied: false }] },
      ['invade'],
    );
    const { o, b, end } = turn(orders, overrides);
    expect(o.battles.map((x) => [x.id, x.kind, x.sides.map((s) => `${s.side} ${s.size}`)])).toEqual([
      ['T3-01', 'incited neutrals', ['Incited neutrals 700', 'Ann 2000']],
    ]);
    expect(b?.battles[0]).toMatchObject({ mode: 'lost cause', winner: 'Ann' });
    expect(b?.state.campaign.characters.find((c) => c.name === 'Aldo')?.xp).toBe(1);
    expect(end.state.campaign.hexes.find((h) => h.address === '0102')?.owner).toBe('Ann');
  });

  it("a miscast (two 1s, ME-R17) rolls again and strikes the first hex of Bob's on the line to his capital", () => {
    const overrides = new Map([
      ...OVERRIDES,
      ['me:incite:0102:Bob#1', 1],
      ['me:incite:0102:Bob#2', 1],
      ['me:incite:0102:Bob:miscast#1', 2],
      ['me:incite:0102:Bob:miscast#2', 3],
      // 500 loots (≤ 500): the Table 3 risk for the owner, 2: Rebellion, the hex goes neutral.
      ['me:incite:0503:table3', 2],
    ]);
    const orders = withOrders(ORDERS, { Bob: [incite] }, ['invade']);
    const { o, end } = turn(orders, overrides);
    const effects = o.events.map((e) => e.effect);
    expect(effects).toContain('Miscast: the dice rolled again, 2 3 × 100 = 500');
    // The line 0102 → 0603 (hex.ts, cube rounding) crosses 0202, 0303, 0402, then Bob's 0503.
    expect(effects).toContain("Miscast: the incited army (500) invades Bob's own 0503");
    expect(end.state.campaign.hexes.find((h) => h.address === '0503')?.owner).toBeNull();
  });
});
