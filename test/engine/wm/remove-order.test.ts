/**
 * `Nation - Remove <n> <unit>` is its own order (Roster: units "added or removed for territory won or lost"), not a
 * Buy of a negative count; the New Year takes them off the roster. The demo: Ostmark holds 12 Halberdiers, 9 Knights.
 */
import { wmDemoCampaign } from '../../../src/ledger/wm/demo';
import { acceptedOrders } from '../../../src/engine/wm/orders/check';
import { NEW_YEAR_STAGE } from '../../../src/engine/wm/stages/new-year-stage';

const campaign = wmDemoCampaign();
const clock = { turn: 13, stage: 'new-year', round: 1 };

describe('Nation - Remove (Roster)', () => {
  const orders = acceptedOrders({ campaign, clock, player: 'Ostmark', ordersAhead: false }, [
    'Nation - Remove 2 Halberdiers',
    'Nation - Remove 1 Knights',
  ]);
  it('reads as removes of 2 and 1, counts as written', () => {
    expect(orders).toEqual([
      { kind: 'remove', unit: 'Halberdiers', count: 2 },
      { kind: 'remove', unit: 'Knights', count: 1 },
    ]);
  });
  it('the New Year: 12 - 2 = 10 Halberdiers, 9 - 1 = 8 Knights, each a Log row', () => {
    const out = NEW_YEAR_STAGE.run({
      state: campaign,
      clock,
      orders: new Map([['Ostmark', orders]]),
      reports: [],
      seed: 'remove',
      overrides: new Map(),
    });
    const roster = out.state.state.nations.find((n) => n.name === 'Ostmark')?.roster ?? [];
    expect(
      roster.filter((e) => ['Halberdiers', 'Knights'].includes(e.unit)).map((e) => [e.unit, e.bought]),
    ).toEqual([
      ['Halberdiers', 10],
      ['Knights', 8],
    ]);
    expect(
      out.events.filter((e) => e.step === 'NY6 Roster' && e.subject === 'Ostmark').map((e) => e.effect),
    ).toEqual(['removes 2 Halberdiers from the roster', 'removes 1 Knights from the roster']);
  });
});
