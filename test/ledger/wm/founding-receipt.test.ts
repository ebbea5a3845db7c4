/**
 * The receipt of a founding submission (book 002 Roster; Establish Another Country; the lead's founding-year ruling
 * atop src/engine/wm/country.ts): its lines and its warnings count the same points, the founder's roster left plus
 * New Ostmark's first roster, which he paid for. Worked by hand on the demo (Ostmark: Ostwald, a town, and 10
 * villages; roster 2900: 12 Halberdiers 45, 9 Crossbowmen 55, 5 Handgunners 65, 9 Knights 110, 4 Pistoliers 95,
 * 2 Cannon 85), given Lustria Coast and Jungle (villages) on Lustria, where Sea Wolves landed with 4 Halberdiers and
 * 2 Knights under Graf Otto (Captain Voss, Admiral Jarl Hafen aboard).
 *   PT 2 + 12 = 14; roster points (2 x 14 + 5) x 100 = 3300 (Roster).
 *   New Ostmark's first roster 4 x 45 + 2 x 110 = 400; Ostmark keeps 8 Halberdiers and 7 Knights: 2500.
 *   Spent this year 2500 + 400 = 2900: 400 to spend.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { FOUNDING_LINES, landedOnLustria } from './landed-fixture';

const FOUND = [...FOUNDING_LINES];

function receipt(more: string[]) {
  const r = R.checkOrders(landedOnLustria(), 'Ostmark', [...FOUND, ...more].join('\n'));
  return {
    lines: r.lines.slice(FOUND.length).map((l) => [l.status, l.code, l.message]),
    roster: r.warnings.filter((w) => /roster points/.test(w)),
  };
}

describe('a founding submission’s receipt (Roster; Establish Another Country)', () => {
  test('6 Handgunners (390) are within the 400: accepted, and 10 left unspent', () => {
    expect(receipt(['Nation - Buy 6 Handgunners'])).toEqual({
      lines: [['ok', '', '']],
      roster: ['Ostmark has 10 roster points unspent: all must be spent'],
    });
  });

  test('Remove 8 Knights (7 kept): refused, and the Buy it would have paid for with it', () => {
    expect(receipt(['Nation - Remove 8 Knights', 'Nation - Buy 10 Handgunners'])).toEqual({
      lines: [
        [
          'rejected',
          'WM-O035',
          "Ostmark's roster holds 7 Knights once New Ostmark takes the landed expedition's troops (Establish Another Country): it cannot remove 8",
        ],
        [
          'rejected',
          'WM-O035',
          '10 Handgunners cost 650: the roster would spend 3550 points; the year allows 3300 ((2 x PT + 5) x 100, Roster)',
        ],
      ],
      roster: ['Ostmark has 400 roster points unspent: all must be spent'],
    });
  });

  test('Remove 7 Knights frees 770: 2900 - 770 + 650 = 2780, 520 unspent', () => {
    expect(receipt(['Nation - Remove 7 Knights', 'Nation - Buy 10 Handgunners'])).toEqual({
      lines: [
        ['ok', '', ''],
        ['ok', '', ''],
      ],
      roster: ['Ostmark has 520 roster points unspent: all must be spent'],
    });
  });
});
