/**
 * A new troop type on the roster (002 Roster: "the original choice of troop types can never be completely changed
 * only added too"; types "With different points costs must be listed separately"): `Nation - Buy <n> <unit> cost
 * <points> as <category>`, WM-O040 when refused. Worked by hand: Itza (Lizardmen) holds a town and 5 villages, PT
 * 2 + 5 = 7 (PRODUCTION), the year's roster points (2 x 7 + 5) x 100 = 1900 (Roster); its roster is 20 Skinks at 40
 * (800) and 4 Kroxigor at 110 (440): 1240, 660 to spend.
 */
import { acceptedOrders, checkSubmission } from '../../../../src/engine/wm/orders/check';
import { ITZA_CAMPAIGN } from '../itza-fixture';

const campaign = ITZA_CAMPAIGN;
const ctx = {
  campaign,
  clock: { turn: 13, stage: 'new-year', round: 1 },
  player: 'Itza',
  ordersAhead: false,
};
const check = (lines: string[]) =>
  checkSubmission(ctx, lines.join('\n')).map((c) => [c.status, c.code, c.message]);

describe('a new unit type on the roster (Roster; WM-O040)', () => {
  test('the type, its cost and category read; the stage is given them', () => {
    expect(check(['Nation - Buy 8 Saurus Warriors cost 60 as Infantry'])).toEqual([
      ['ok', '', 'a new type on your roster: Saurus Warriors, Infantry, 60 points a unit (Roster)'],
    ]);
    expect(acceptedOrders(ctx, ['Nation - buy 8 Saurus Warriors COST 60 as cavalry'])).toEqual([
      { kind: 'buy', unit: 'Saurus Warriors', count: 8, newType: { category: 'Cavalry', cost: 60 } },
    ]);
  });

  test('a type not on the roster, written without a cost: WM-O019 says how to add it', () => {
    expect(check(['Nation - Buy 8 Saurus Warriors'])).toEqual([
      [
        'rejected',
        'WM-O019',
        'Itza: no unit type on your roster “Saurus Warriors”. A new type is added with its points cost and category: “Nation - Buy 8 Saurus Warriors cost <points> as <Infantry | Cavalry | Monsters | Chariots | Artillery | Specials>” (Roster: types are only added to)',
      ],
    ]);
  });

  test.each([
    [
      'Nation - Buy 8 Saurus Warriors cost 0 as Infantry',
      'the points cost of one unit is a positive whole number, not “0”',
    ],
    [
      'Nation - Buy 8 Saurus Warriors cost 60.5 as Infantry',
      'the points cost of one unit is a positive whole number, not “60.5”',
    ],
    [
      'Nation - Buy 8 Saurus Warriors cost -60 as Infantry',
      'the points cost of one unit is a positive whole number, not “-60”',
    ],
    [
      'Nation - Buy 8 Saurus Warriors cost 60 as Heroes',
      "the roster's categories are Infantry, Cavalry, Monsters, Chariots, Artillery, Specials, not “Heroes” (Roster)",
    ],
    [
      'Nation - Buy 8 skinks cost 35 as Infantry',
      'Skinks is on your roster already (Infantry, 40 points): write “Buy 8 Skinks”',
    ],
    [
      'Nation - Buy 8 =HYPERLINK("x") cost 60 as Infantry',
      'name the new unit type with letters, digits, spaces, \' and - (starting with a letter), not “=HYPERLINK("x")”',
    ],
    [
      'Nation - Buy 8 Saurus, Skinks cost 60 as Infantry',
      "name the new unit type with letters, digits, spaces, ' and - (starting with a letter), not “Saurus, Skinks”",
    ],
    [
      'Nation - Buy 100 Saurus Warriors cost 60 as Infantry',
      'buy from 1 to 99 units, not “100”: “Buy <number> <new unit> cost <points> as <category>”',
    ],
  ])('%s: WM-O040', (line, message) => {
    expect(check([line])).toEqual([['rejected', 'WM-O040', message]]);
  });

  test('its cost counts in the year’s points: 1240 + 8 x 60 = 1720, + 3 x 60 = 1900 spent to the point, + 40 = 1940 over', () => {
    expect(
      check([
        'Nation - Buy 8 Saurus Warriors cost 60 as Infantry',
        'Nation - Buy 3 Saurus Warriors',
        'Nation - Buy 1 Skinks',
      ]),
    ).toEqual([
      ['ok', '', 'a new type on your roster: Saurus Warriors, Infantry, 60 points a unit (Roster)'],
      ['ok', '', ''],
      [
        'rejected',
        'WM-O035',
        '1 Skinks cost 40: with the Buys before it (less the Removes) the roster would spend 1940 points; the year allows 1900 ((2 x PT + 5) x 100, Roster)',
      ],
    ]);
  });

  test('one cost and category for a type: a second line naming another cost is refused', () => {
    expect(
      check([
        'Nation - Buy 4 Saurus Warriors cost 60 as Infantry',
        'Nation - Buy 4 Saurus Warriors cost 55 as Infantry',
      ]),
    ).toEqual([
      ['ok', '', 'a new type on your roster: Saurus Warriors, Infantry, 60 points a unit (Roster)'],
      [
        'rejected',
        'WM-O040',
        'line 1 adds Saurus Warriors at 60 points (Infantry): one cost and category for a type',
      ],
    ]);
  });

  test('the new type past the points: 1240 + 12 x 60 = 1960 > 1900', () => {
    expect(check(['Nation - Buy 12 Saurus Warriors cost 60 as Infantry'])).toEqual([
      [
        'rejected',
        'WM-O035',
        '12 Saurus Warriors cost 720: with the Buys before it (less the Removes) the roster would spend 1960 points; the year allows 1900 ((2 x PT + 5) x 100, Roster)',
      ],
    ]);
  });
});

describe('the lines in order (the stage adds the row at the line that names the cost)', () => {
  test('a plain Buy of the type before the line that adds it is refused; after it, read', () => {
    expect(
      check([
        'Nation - Buy 2 Saurus Warriors',
        'Nation - Buy 8 Saurus Warriors cost 60 as Infantry',
        'Nation - Buy 2 Saurus Warriors',
      ]),
    ).toEqual([
      [
        'rejected',
        'WM-O019',
        'Saurus Warriors is added by a later line: write “Buy … Saurus Warriors cost <points> as <category>” before it',
      ],
      ['ok', '', 'a new type on your roster: Saurus Warriors, Infantry, 60 points a unit (Roster)'],
      ['ok', '', ''],
    ]);
  });

  test('a Remove of the type added in the same submission: refused, it is bought, not removed', () => {
    expect(
      check(['Nation - Buy 8 Saurus Warriors cost 60 as Infantry', 'Nation - Remove 2 Saurus Warriors']),
    ).toEqual([
      ['ok', '', 'a new type on your roster: Saurus Warriors, Infantry, 60 points a unit (Roster)'],
      [
        'rejected',
        'WM-O035',
        "Itza's roster holds no Saurus Warriors: a type this submission adds is bought, not removed",
      ],
    ]);
  });
});
