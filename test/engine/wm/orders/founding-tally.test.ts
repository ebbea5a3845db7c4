/**
 * The order check of a founding submission counts the points the New Year stage counts (002 Roster; Establish
 * Another Country; the lead's founding-year ruling atop src/engine/wm/country.ts: the founder keeps this year's tally
 * and paid for the new country's first roster). Worked by hand on the demo's Ostmark (Ostwald, a town, and 10
 * villages on the Old World; roster 12 Halberdiers 45, 9 Crossbowmen 55, 5 Handgunners 65, 9 Knights 110,
 * 4 Pistoliers 95, 2 Cannon 85: 540 + 495 + 325 + 990 + 380 + 170 = 2900), given Lustria Coast and Jungle (villages)
 * on Lustria, where Sea Wolves landed with 3 Halberdiers and 1 Knights (the review's c-ny.xlsx, on Lustria).
 *   PT = 2 + 12 = 14 (PRODUCTION); the year's roster points (2 x 14 + 5) x 100 = 3300 (Roster).
 *   New Lustria's first roster: 3 x 45 + 1 x 110 = 245. Ostmark keeps 9 Halberdiers and 8 Knights: 2655.
 *   This year's spending: 2655 + 245 = 2900, 400 unspent.
 */
import { newFleet } from '../../../../src/engine/wm/expedition';
// Imported before the order check: the other way round NEW_YEAR_STAGE is still undefined here (an import cycle
// through the stages, loss-roster.ts -> stages/meeting).
import { NEW_YEAR_STAGE } from '../../../../src/engine/wm/stages/new-year-stage';
import { acceptedOrders, checkSubmission } from '../../../../src/engine/wm/orders/check';
import type { WmCampaign } from '../../../../src/engine/wm/stages/model';
import { wmDemoCampaign } from '../../../../src/ledger/wm/demo';
import { areaOf } from '../fixtures';

const demo = wmDemoCampaign();
const campaign: WmCampaign = {
  ...demo,
  state: {
    ...demo.state,
    areas: [
      ...demo.state.areas,
      areaOf('Lustria Coast', 'Ostmark', 'Village', { coastal: true, landmass: 'Lustria' }),
      areaOf('Jungle', 'Ostmark', 'Village', { landmass: 'Lustria' }),
    ],
    nations: demo.state.nations.map((n) =>
      n.name === 'Ostmark'
        ? {
            ...n,
            characters: [
              ...n.characters,
              { name: 'Jarl Hafen', type: 'Admiral', status: 'active', items: [] },
            ],
          }
        : n,
    ),
    expeditions: [
      {
        ...newFleet({
          name: 'Sea Wolves',
          nation: 'Ostmark',
          port: 'Ostwald',
          destination: 'Lustria',
          general: 'Graf Otto',
          admiral: 'Jarl Hafen',
          units: [
            { unit: 'Halberdiers', count: 3 },
            { unit: 'Knights', count: 1 },
          ],
          boats: 0,
          characters: ['Captain Voss'],
        }),
        status: 'landed',
        area: 'Lustria Coast',
      },
    ],
  },
};
const clock = { turn: 13, stage: 'new-year', round: 1 };
const ctx = { campaign, clock, player: 'Ostmark', ordersAhead: false };
const FOUND = ['Nation - Town Lustria Coast', 'Nation - Country Lustria Coast as New Lustria race Empire'];

const check = (more: string[]) =>
  checkSubmission(ctx, [...FOUND, ...more].join('\n'))
    .slice(FOUND.length)
    .map((c) => [c.status, c.code, c.message]);

/** The New Year run on what the check accepted: the moderator's lines about Ostmark, and where the clock goes. */
function stage(more: string[]) {
  const r = NEW_YEAR_STAGE.run({
    state: campaign,
    clock,
    orders: new Map([['Ostmark', acceptedOrders(ctx, [...FOUND, ...more])]]),
    reports: [],
    seed: 'founding-tally',
    overrides: new Map(),
  });
  const roster = r.events
    .filter((e) => e.subject === 'moderator' && /roster/.test(e.effect))
    .map((e) => e.effect);
  return { next: r.next.stage, roster };
}

describe('a founding submission’s roster, as the New Year counts it (Roster; Establish Another Country)', () => {
  test('6 Handgunners (390): 2900 + 390 = 3290 of 3300, accepted; the stage says 10 unspent', () => {
    expect(check(['Nation - Buy 6 Handgunners'])).toEqual([['ok', '', '']]);
    expect(stage(['Nation - Buy 6 Handgunners'])).toEqual({
      next: 'orders',
      roster: ['Ostmark has 10 roster points unspent: all must be spent'],
    });
  });

  test('a Buy past the points names what went to New Lustria: 2900 + 130 + 325 = 3355', () => {
    expect(check(['Nation - Buy 2 Handgunners', 'Nation - Buy 5 Handgunners'])).toEqual([
      ['ok', '', ''],
      [
        'rejected',
        'WM-O035',
        "5 Handgunners cost 325: with the Buys before it (less the Removes) the roster would spend 3355 points (245 of them on New Lustria's first roster); the year allows 3300 ((2 x PT + 5) x 100, Roster)",
      ],
    ]);
  });

  test('a Remove counts only the Knights Ostmark keeps: 9 filed, 1 to New Lustria, 8 left', () => {
    expect(check(['Nation - Remove 9 Knights'])).toEqual([
      [
        'rejected',
        'WM-O035',
        "Ostmark's roster holds 8 Knights once New Lustria takes the landed expedition's troops (Establish Another Country): it cannot remove 9",
      ],
    ]);
    expect(check(['Nation - Remove 8 Knights'])).toEqual([['ok', '', '']]);
  });

  test('what the check accepts never stops the New Year: Remove 9 Knights and Buy 21 Handgunners', () => {
    // Before: the check freed 9 x 110 = 990 (2900 - 990 + 21 x 65 = 3275, accepted), the stage only the 8 Knights
    // left (2655 - 880 + 1365 + 245 = 3385 > 3300) and the New Year stopped. Now the Remove is refused and the
    // Buy alone spends 2900 + 1365 = 4265 > 3300: neither reaches the stage, 400 unspent.
    const lines = ['Nation - Remove 9 Knights', 'Nation - Buy 21 Handgunners'];
    expect(check(lines).map((c) => c[0])).toEqual(['rejected', 'rejected']);
    expect(stage(lines)).toEqual({
      next: 'orders',
      roster: ['Ostmark has 400 roster points unspent: all must be spent'],
    });
  });

  test('with the 8 Knights off, 19 Handgunners fit: 2900 - 880 + 1235 = 3255, 45 unspent', () => {
    const lines = ['Nation - Remove 8 Knights', 'Nation - Buy 19 Handgunners'];
    expect(check(lines).map((c) => c[0])).toEqual(['ok', 'ok']);
    expect(stage(lines)).toEqual({
      next: 'orders',
      roster: ['Ostmark has 45 roster points unspent: all must be spent'],
    });
  });
});
