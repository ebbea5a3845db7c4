/**
 * Check ledger on a campaign's set-up (003 "the setup"; CP-R12), worked by hand on the demo map (demo.ts):
 * Ostland in Oakfield and Eastgate, Reikland in Greyhold and Millbrook, Middenland in Goldmere and Raven Pass;
 * the Armies rows in placement order: 2 Ostland Host, 3 Reikland Guard, 4 Wolf Army, 5 Wolf Guard,
 * 6 Reikland Host, 7 Ostland Lancers.
 */
import { CP_STAGE_RULESET as R } from '../../../src/ledger/cp/ruleset';
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { appendRows, demoTabs, withCell } from './tabs';

const SPACING =
  'at set-up there must be at least one territory between enemy armies (003 the setup; CP-R12: two or more roads apart)';

/** A copy without one sheet row (1-based) of `tab`. */
const withoutRow = (tabs: TabValues, tab: string, row: number): TabValues =>
  new Map([...tabs].map(([k, v]) => [k, k === tab ? v.filter((_, i) => i !== row - 1) : v]));

const campaignRow = (tabs: TabValues, setting: string): number =>
  (tabs.get('Campaign') ?? []).findIndex((r) => r[0] === setting) + 1;

describe('CP check at set-up: at least one territory between enemy armies (003 the setup, CP-R12)', () => {
  test('the demo as set up passes', () => {
    expect(R.check(demoTabs(R))).toEqual([]);
  });

  test('Reikland Host placed in Four Ways, one road from Ostland Lancers in Eastgate: named at the later row', () => {
    const tabs = withCell(demoTabs(R), 'Armies', 6, 'Territory', 'Four Ways');
    expect(R.check(tabs)).toEqual([
      {
        tab: 'Armies',
        cell: 'C7',
        message: `Ostland Lancers (Ostland) in Eastgate is next to Reikland Host (Reikland) in Four Ways: ${SPACING}`,
      },
    ]);
  });

  test('Wolf Guard in Oakfield: in the same territory as Ostland Host, one road from Ostland Lancers', () => {
    const tabs = withCell(demoTabs(R), 'Armies', 5, 'Territory', 'Oakfield');
    expect(R.check(tabs)).toEqual([
      {
        tab: 'Armies',
        cell: 'C5',
        message: `Wolf Guard (Middenland) in Oakfield shares Oakfield with Ostland Host (Ostland): ${SPACING}`,
      },
      {
        tab: 'Armies',
        cell: 'C7',
        message: `Ostland Lancers (Ostland) in Eastgate is next to Wolf Guard (Middenland) in Oakfield: ${SPACING}`,
      },
    ]);
  });

  test('allies are no enemies (CP-R19): Reikland + Ostland allied, Reikland Host in Four Ways passes', () => {
    let tabs = withCell(demoTabs(R), 'Armies', 6, 'Territory', 'Four Ways');
    tabs = withCell(tabs, 'Campaign', campaignRow(tabs, 'Allies'), 'Value', 'Reikland + Ostland');
    expect(R.check(tabs)).toEqual([]);
  });

  test('once an army has moved in turn 1, or from turn 2, armies stand where they please: no set-up check', () => {
    const moved = withCell(
      withCell(demoTabs(R), 'Armies', 6, 'Territory', 'Four Ways'),
      'Armies',
      6,
      'Arrival',
      1,
    );
    expect(R.check(withCell(moved, 'Armies', 6, 'Came from', 'Millbrook'))).toEqual([]);
    const turn2 = withCell(demoTabs(R), 'Armies', 6, 'Territory', 'Four Ways');
    expect(R.check(withCell(turn2, 'Campaign', campaignRow(turn2, 'Turn'), 'Value', 2))).toEqual([]);
  });
});

describe('CP check at set-up: each player places two armies (003 the setup)', () => {
  test('a player with none, named at his Players row; a third army, named at its Player cell', () => {
    let tabs = appendRows(demoTabs(R), 'Players', [{ Player: 'Nordland', Email: 'nordland@example.com' }]);
    // Eastgate is a Major City (two allied armies) and no enemy is within one road of it.
    tabs = appendRows(tabs, 'Armies', [
      { Army: 'Ostland Guard', Player: 'Ostland', Territory: 'Eastgate', Status: 'normal', Arrival: 0 },
    ]);
    expect(R.check(tabs)).toEqual([
      {
        tab: 'Armies',
        cell: 'B8',
        message:
          "Ostland Guard is Ostland's third army: at set-up each player places 2 (003 the setup) and the book raises no others; delete its row or give it to another player",
      },
      {
        tab: 'Players',
        cell: 'A5',
        message:
          'Nordland has no army on the Armies tab: at set-up each player places 2 (003 the setup); add a row for each',
      },
    ]);
  });

  test('a player with one army (the Wolf Guard row deleted) is told which and that a second is missing', () => {
    const tabs = withoutRow(demoTabs(R), 'Armies', 5);
    expect(R.check(tabs)).toEqual([
      {
        tab: 'Players',
        cell: 'A4',
        message:
          'Middenland has 1 army on the Armies tab (Wolf Army): at set-up each player places 2 (003 the setup); add a row for the second',
      },
    ]);
  });

  test('not after turn 1: an army lost in battle is the game, not a set-up', () => {
    const tabs = withoutRow(demoTabs(R), 'Armies', 5);
    const turn2 = withCell(tabs, 'Campaign', campaignRow(tabs, 'Turn'), 'Value', 2);
    expect(R.check(turn2)).toEqual([]);
  });
});
