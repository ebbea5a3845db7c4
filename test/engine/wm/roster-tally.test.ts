/**
 * A submission's Buys summed against the year's points (Roster: (2 x PT + 5) x 100 "must be spent", and no more),
 * WM-O035. The demo's Ostmark (Halberdiers 45, Knights 110, Cannon 85) spends 2900; with Border Keep won (a Village)
 * its PT is 13: (2 x 13 + 5) x 100 = 3100.
 */
import { wmDemoCampaign } from '../../../src/ledger/wm/demo';
import { acceptedOrders, checkSubmission } from '../../../src/engine/wm/orders/check';

const demo = wmDemoCampaign();
const campaign = {
  ...demo,
  state: {
    ...demo.state,
    areas: demo.state.areas.map((a) => (a.name === 'Border Keep' ? { ...a, owner: 'Ostmark' } : a)),
  },
};
const ctx = {
  campaign,
  clock: { turn: 13, stage: 'new-year', round: 1 },
  player: 'Ostmark',
  ordersAhead: false,
};
const check = (lines: string[]) =>
  checkSubmission(ctx, lines.join('\n')).map((c) => [c.status, c.code, c.message]);

describe('Buys summed in order (Roster, WM-O035)', () => {
  it('each fits alone; together the third passes 3100 and is refused, naming the running total', () => {
    // 2900 + 110 = 3010; + 2 x 45 = 3100 (spent to the point); + 85 = 3185 > 3100.
    expect(check(['Nation - Buy 1 Knights', 'Nation - Buy 2 Halberdiers', 'Nation - Buy 1 Cannon'])).toEqual([
      ['ok', '', ''],
      ['ok', '', ''],
      [
        'rejected',
        'WM-O035',
        '1 Cannon cost 85: with the Buys before it (less the Removes) the roster would spend 3185 points; the year allows 3100 ((2 x PT + 5) x 100, Roster)',
      ],
    ]);
  });

  it('two Buys of one type: the second 110 takes 3010 to 3120', () => {
    expect(check(['Nation - Buy 1 Knights', 'Nation - Buy 1 Knights']).map((c) => c[1])).toEqual([
      '',
      'WM-O035',
    ]);
  });

  it('the stage reads only the Buys that fit', () => {
    expect(acceptedOrders(ctx, ['Nation - Buy 1 Knights', 'Nation - Buy 1 Knights'])).toEqual([
      { kind: 'buy', unit: 'Knights', count: 1 },
    ]);
  });

  it('a Remove frees its points for every Buy (our reading): after them: 2900 - 2 x 45 + 2 x 110 = 3030', () => {
    expect(
      check(['Nation - Buy 1 Knights', 'Nation - Buy 1 Knights', 'Nation - Remove 2 Halberdiers']).map(
        (c) => c[0],
      ),
    ).toEqual(['ok', 'ok', 'ok']);
  });

  it('a refused Buy adds no units for step 7: 9 + 1 Knights, not 11, may go to sea (MOVEMENT; EXPEDITIONS)', () => {
    const sail = (knights: number) =>
      `Sea Wolves - Go to sea from Ostwald to Old World; general Graf Otto; admiral Piet Kahl; units ${knights} Knights; boats ${knights} Halberdiers`;
    const lines = [
      'Nation - Buy 1 Knights',
      'Nation - Buy 1 Knights',
      'Nation - Character Admiral Piet Kahl',
    ];
    expect(check([...lines, sail(10)]).map((c) => c[0])).toEqual(['ok', 'rejected', 'ok', 'ok']);
    expect(check([...lines, sail(11)])[3]).toEqual([
      'rejected',
      'WM-O023',
      'Sea Wolves may not sail: Knights: 11 wanted, 10 on the national roster',
    ]);
  });
});
