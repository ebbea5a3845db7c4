/**
 * `Nation - Remove <n> <unit>` is its own order (Roster: units "added or removed for territory won or lost"), not a
 * Buy of a negative count; the New Year takes them off the roster. The demo: Ostmark holds 12 Halberdiers, 9 Knights.
 */
import { wmDemoCampaign } from '../../../src/ledger/wm/demo';
import { acceptedOrders, checkSubmission } from '../../../src/engine/wm/orders/check';
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

describe('a Buy after a Remove in the same submission (Roster: "units added or removed")', () => {
  // Ostmark spends 2900 of its 2900 (PT 12): 2 Halberdiers off (2 x 45 = 90) leave room for 1 Cannon (85):
  // 2900 - 90 + 85 = 2895; 2 Cannon (170) would spend 2980.
  const check = (lines: string[]) =>
    checkSubmission({ campaign, clock, player: 'Ostmark', ordersAhead: false }, lines.join('\n')).map((c) => [
      c.status,
      c.code,
    ]);
  it('the Cannon fits in the points the Halberdiers free', () => {
    expect(check(['Nation - Remove 2 Halberdiers', 'Nation - Buy 1 Cannon'])).toEqual([
      ['ok', ''],
      ['ok', ''],
    ]);
  });
  it('two Cannon do not (WM-O035), nor one without the Remove', () => {
    expect(check(['Nation - Remove 2 Halberdiers', 'Nation - Buy 2 Cannon'])[1]).toEqual([
      'rejected',
      'WM-O035',
    ]);
    expect(check(['Nation - Buy 1 Cannon'])).toEqual([['rejected', 'WM-O035']]);
  });
});
