/**
 * The battle records the Battles stage returns (the Battles tab) show each side as it fought: Ann's Iron Host
 * (Basic 2000) against the natives of 0201, (d3 1 + turn 3) × 250 = 1000 (4.3B), a Lost Cause (2.0C). Beaten,
 * the defenders are gone from the hex (4.3B), but the record keeps the 1000 they fought with.
 */
import { OVERRIDES, ORDERS, STRATEGIES, startState } from './fixture';
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
