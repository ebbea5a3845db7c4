/**
 * A Fortress built with the orders and its garrison list written on the same sheet (App. B: "a new Fortress
 * needs its 250-point garrison list"; 5.2B: features are made at the end of the turn). Cid pays 1 Power for
 * Build Fortress at 0204 (Table 10) besides his Conscription 1: the hex has no fortress until the Final Results,
 * so the list waits, and the Fortress stands at the end of the turn with that list.
 */
import type { MeOrder } from '../../../../src/engine/me/orders/types';
import { OVERRIDES, ORDERS, STRATEGIES, startState } from './fixture';
import { runStage, withOrders, type Orders } from './harness';

const none: Orders = new Map();
const LIST = '20 Spearmen, 10 Crossbowmen';
const build: MeOrder[] = [
  { kind: 'expenditure', expenditure: { action: 'Build Fortress', hex: '0204' }, cost: 1 },
  { kind: 'garrison list', hex: '0204', list: LIST },
];

describe('ME stages: a Fortress and its garrison list written the same turn (App. B, 5.2B)', () => {
  const o = runStage('orders', startState(), withOrders(ORDERS, { Cid: build }), OVERRIDES);
  const hexAt = (r: typeof o, a: string) => r.state.campaign.hexes.find((h) => h.address === a);

  it('no garrison stands at 0204 before the Fortress does (the ledger would refuse one, App. B)', () => {
    expect(hexAt(o, '0204')).toMatchObject({ fortress: null, garrison: '' });
    expect(o.events.map((e) => e.effect)).toContain('garrison list kept for the Fortress built this turn');
  });

  it('the Fortress is built at the end of the turn with the list written for it', () => {
    const f = runStage('fight-or-flight', o.state, none, OVERRIDES);
    const b = runStage('battles', f.state, STRATEGIES, OVERRIDES);
    const end = runStage('final', b.state, none, OVERRIDES);
    expect(hexAt(end, '0204')).toMatchObject({ fortress: 'Fortress', garrison: LIST });
    // Cid's 2 Power: Conscription 1 and Build Fortress 1 (Table 10).
    expect(o.state.campaign.kingdoms.find((k) => k.player === 'Cid')?.power).toBe(0);
  });
});
