/**
 * A new troop type added at the New Year (002 Roster: "the original choice of troop types can never be completely
 * changed only added too"): the Buy's type, cost and category become a Roster row (step 6). Worked by hand: Itza
 * (Lizardmen) holds a town and 5 villages, PT 7, (2 x 7 + 5) x 100 = 1900 roster points (Roster); 20 Skinks at 40
 * and 4 Kroxigor at 110 spend 1240; 11 Saurus Warriors at 60 (660) spend the rest: 1900, nothing unspent.
 */
import { NEW_YEAR_STAGE } from '../../../../src/engine/wm/stages/new-year-stage';
import { acceptedOrders } from '../../../../src/engine/wm/orders/check';
import { ITZA_CAMPAIGN } from '../itza-fixture';

const campaign = ITZA_CAMPAIGN;
const clock = { turn: 13, stage: 'new-year', round: 1 };

function newYear(lines: string[]) {
  const ctx = { campaign, clock, player: 'Itza', ordersAhead: false };
  return NEW_YEAR_STAGE.run({
    state: campaign,
    clock,
    orders: new Map([['Itza', acceptedOrders(ctx, lines)]]),
    reports: [],
    seed: 'new-unit-type',
    overrides: new Map(),
  });
}

describe('a new unit type at the New Year (Roster)', () => {
  test('Buy 8 Saurus Warriors cost 60 as Infantry, then 3 more: a Roster row of 11 at 60, the 1900 spent', () => {
    const r = newYear([
      'Nation - Buy 8 Saurus Warriors cost 60 as Infantry',
      'Nation - Buy 3 Saurus Warriors',
    ]);
    expect(r.next.stage).toBe('orders');
    expect(r.state.state.nations[0]?.roster).toEqual([
      { unit: 'Skinks', category: 'Infantry', cost: 40, bought: 20, lost: 0 },
      { unit: 'Kroxigor', category: 'Monsters', cost: 110, bought: 4, lost: 0 },
      { unit: 'Saurus Warriors', category: 'Infantry', cost: 60, bought: 11, lost: 0 },
    ]);
    expect(r.events.filter((e) => e.step === 'NY6 Roster').map((e) => e.effect)).toEqual([
      'adds 8 Saurus Warriors to the roster, a new type (Infantry, 60 points a unit)',
      'adds 3 Saurus Warriors to the roster',
    ]);
    expect(r.events.filter((e) => e.subject === 'moderator')).toEqual([]);
  });
});
