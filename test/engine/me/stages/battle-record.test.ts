/**
 * The battle records the Battles stage returns (the Battles tab) show each side as it fought: Ann's Iron Host
 * (Basic 2000) against the natives of 0201, (d3 1 + turn 3) × 250 = 1000 (4.3B), a Lost Cause (2.0C). Beaten,
 * the defenders are gone from the hex (4.3B), but the record keeps the 1000 they fought with.
 */
import { OVERRIDES, ORDERS, STRATEGIES, startState } from './fixture';
import { stageBattle } from '../../../../src/engine/me/stages/battle-record';
import { runStage, type Orders } from './harness';

const none: Orders = new Map();

describe('ME stages: the Battles stage records the sides as they fought', () => {
  const o = runStage('orders', startState(), ORDERS, OVERRIDES);
  const f = runStage('fight-or-flight', o.state, none, OVERRIDES);
  const b = runStage('battles', f.state, STRATEGIES, OVERRIDES);
  const at0201 = b.battles.find((x) => x.where === '0201');

  it('the defenders of 0201 are beaten and gone from the hex (4.3B)', () => {
    expect(at0201?.winner).toBe('Ann');
    expect(b.state.campaign.hexes.find((h) => h.address === '0201')?.defenders).toBeNull();
  });

  it('the record still gives them the 1000 points they fought with', () => {
    expect(at0201?.sides.map((s) => [s.side, s.size])).toEqual([
      ['Ann', 2000],
      ['Neutral: Dwarves', 1000],
    ]);
  });
});

describe('ME stages: a combined assault names both players as one side (7.2B)', () => {
  const o = runStage('orders', startState(), ORDERS, OVERRIDES);
  const b = o.state.work.battles.find((x) => x.matchup.hex === '0201');
  it('the side is "Ann + Bob", its forces both armies, and the winner the same name', () => {
    if (!b) throw new Error('no battle at 0201');
    const combined = {
      ...b,
      matchup: {
        ...b.matchup,
        attacker: { kind: 'army' as const, armies: ['Iron Host', 'Red Band'], players: ['Ann', 'Bob'] },
      },
      winner: 'attacker' as const,
    };
    const r = stageBattle(o.state.campaign, combined, 3);
    expect(r.sides[0]).toMatchObject({ side: 'Ann + Bob', forces: ['Iron Host', 'Red Band'] });
    expect(r.winner).toBe('Ann + Bob');
  });
});
