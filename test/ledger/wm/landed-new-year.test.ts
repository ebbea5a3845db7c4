/**
 * A landed expedition at the next New Year (book 002 EXPEDITIONS & EXPLORING, Successful Expeditions: the army "looses
 * all ships and the admiral and move as an army for the remainder of the year. At the start of a new year, all armies
 * are removed as normal including the expedition army"). The demo's year as the golden plays it: Sea Wolves sails
 * from Ostwald at the New Year of year 2 (Graf Otto, Admiral Jarl Hafen, Captain Voss; 4 Halberdiers, 2 Knights) and
 * lands on Wolf Steppe in month 14. Our reading: the Admiral commands only "as long as it is at sea" (Admiral), so at
 * the landing he is back on Ostmark's roster; at the New Year of year 3 the row is over (status removed), a record
 * nothing validates, and no report lists it. Found by the review (/tmp/r2/d.xlsx): Ostmark dismissed Jarl Hafen and
 * Check refused the row's Admiral, so Preview and Resolve stopped the campaign.
 */
import { playWm, WM_SCRIPT, type WmStep } from '../../cases/golden/wm-chain';
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { applyOutcome, records, submit } from './tabs';

type Tabs = ReturnType<typeof applyOutcome>;

const row = (t: TabValues, tab: string, key: string, name: string): Record<string, unknown> | undefined =>
  records(t, tab).find((r) => r[key] === name);

/** Months 15 to 24 with no orders: every army holds where it stands. */
const QUIET: WmStep[] = Array.from({ length: 10 }, (_, i) => ({ turn: 15 + i, stage: 'orders' }));

const played = playWm([...WM_SCRIPT, ...QUIET]);
const landed = played.find((p) => p.turn === 14 && p.stage === 'orders')?.tabs as Tabs;
const december = played[played.length - 1]?.tabs as Tabs;

describe('a landed expedition at the next New Year (Successful Expeditions)', () => {
  test('month 14: landed on Wolf Steppe by the chart (d20 19 + 1 = 20); Jarl Hafen is back on Ostmark’s roster', () => {
    expect(row(landed, 'Expeditions', 'Expedition', 'Sea Wolves')).toMatchObject({
      Status: 'landed',
      Area: 'Wolf Steppe',
      Boats: 0,
      Admiral: 'Jarl Hafen',
    });
    expect(row(landed, 'Characters', 'Character', 'Jarl Hafen')).toMatchObject({
      Player: 'Ostmark',
      Status: 'active',
    });
    expect(R.clock(december)).toMatchObject({ turn: 25, stage: 'new-year' });
    expect(row(december, 'Armies', 'Army', 'Sea Wolves')).toMatchObject({ Area: 'Wolf Steppe' });
    expect(R.check(december)).toEqual([]);
  });

  describe('New Year of year 3: Ostmark dismisses Jarl Hafen', () => {
    const tabs = new Map(december) as Tabs;
    const sent = submit(tabs, 'Ostmark', 'Nation - Dismiss Jarl Hafen');
    const outcome = R.runStage(tabs, { overrides: new Map() });
    const after = applyOutcome(tabs, outcome);

    test('the Dismiss is accepted and applied: Jarl Hafen is off the Characters tab', () => {
      expect(sent.lines.map((l) => [l.status, l.message])).toEqual([['ok', '']]);
      expect(row(after, 'Characters', 'Character', 'Jarl Hafen')).toBeUndefined();
      expect(R.clock(after)).toMatchObject({ turn: 25, stage: 'orders' });
    });

    test('the expedition is over with its army: removed, its row kept as a record, the Log says so', () => {
      expect(row(after, 'Armies', 'Army', 'Sea Wolves')).toBeUndefined();
      expect(row(after, 'Expeditions', 'Expedition', 'Sea Wolves')).toMatchObject({
        Player: 'Ostmark',
        Status: 'removed',
        Area: 'Wolf Steppe',
        General: 'Graf Otto',
        Admiral: 'Jarl Hafen',
      });
      expect(
        (outcome.append.get('Log') ?? [])
          .filter((r) => r.Subject === 'Sea Wolves')
          .map((r) => [r.Phase, r.Effect]),
      ).toEqual([
        [
          'NY1 Remove armies',
          "Ostmark's expedition army left the map with the others: the expedition is over, its troops and characters back on one roster",
        ],
      ]);
    });

    test('Check passes (before: "Expeditions!F2: \'Jarl Hafen\' is not a character of Ostmark") and the month resolves', () => {
      expect(R.check(after)).toEqual([]);
      const month = R.runStage(after, { overrides: new Map() });
      expect(month.clock).toMatchObject({ turn: 26, stage: 'orders' });
    });
  });

  test('with no order at all, Ostmark’s view lists no expedition after the New Year (before: "Sea Wolves … landed in Wolf Steppe")', () => {
    const tabs = new Map(december) as Tabs;
    const after = applyOutcome(tabs, R.runStage(tabs, { overrides: new Map() }));
    expect(R.check(after)).toEqual([]);
    const view = R.playerView(after, 'Ostmark').join('\n');
    expect(view).toContain('Characters:\n');
    expect(view).not.toContain('Your expeditions');
    expect(view).not.toContain('Sea Wolves');
    // The month before, it was listed: landed, its army on the map.
    expect(R.playerView(december, 'Ostmark').join('\n')).toContain(
      'Your expeditions:\n  Sea Wolves from Ostwald for Old World: landed in Wolf Steppe; Graf Otto, Admiral Jarl Hafen',
    );
  });
});
