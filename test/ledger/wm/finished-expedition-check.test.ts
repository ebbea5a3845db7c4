/**
 * Check reads a finished Expeditions row as a record (book 002 Successful Expeditions: "all armies are removed as
 * normal including the expedition army"; Admiral: he commands "as long as it is at sea"). A live row's names must be
 * the nation's characters: a fleet afloat (all of them), a landed army still on the map (not its Admiral). A finished
 * row, lost, removed, or landed with its army gone, names characters since dismissed, dead or gone: nothing refuses
 * them. The landed case is the review's /tmp/r2/d.xlsx (typed by hand, month 13): Sea Wolves landed on the Marsh
 * of Mourn, its army gone, its Admiral Jarl Hafen on no Characters row.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { addRow, applyOutcome, demoAt, records, submit } from './tabs';

const gone = {
  Expedition: 'Sea Wolves',
  Player: 'Ostmark',
  Port: 'Ostwald',
  Destination: 'Old World',
  General: 'Marshal Kurt',
  Admiral: 'Jarl Hafen',
  Units: '3 Halberdiers, 1 Knights',
  Boats: 0,
  Characters: 'Captain Nobody',
  Status: 'landed',
  Area: 'Wolf Steppe',
};

describe('Check: a finished Expeditions row names no one the nation must still have', () => {
  test('landed, its army gone (the review’s d.xlsx): no issue (before: E2, F2 and J2 refused)', () => {
    const t = demoAt(13, 'orders');
    addRow(t, 'Expeditions', gone);
    expect(R.check(t)).toEqual([]);
  });

  test('lost or removed: no issue for General, Admiral, Characters, Monster or Ally', () => {
    const t = demoAt(13, 'orders');
    addRow(t, 'Expeditions', { ...gone, Status: 'removed', Monster: 'Ghost', Ally: 'Old Salt' });
    addRow(t, 'Expeditions', { ...gone, Expedition: 'Iron Keel', Status: 'lost', Area: '' });
    expect(R.check(t)).toEqual([]);
  });

  test('landed with its army on the map: its General and characters are checked, its Admiral is not', () => {
    const t = demoAt(13, 'orders');
    addRow(t, 'Expeditions', { ...gone, General: 'Graf Otto' });
    addRow(t, 'Armies', {
      Army: 'Sea Wolves',
      Player: 'Ostmark',
      General: 'Graf Otto',
      Area: 'Wolf Steppe',
      Location: 'Countryside',
      Status: 'normal',
    });
    expect(R.check(t)).toEqual([
      { tab: 'Expeditions', cell: 'J2', message: "'Captain Nobody' is not a character of Ostmark" },
    ]);
  });

  test('at sea: the Admiral is checked as before', () => {
    const t = demoAt(13, 'orders');
    addRow(t, 'Expeditions', {
      ...gone,
      General: 'Graf Otto',
      Characters: 'Captain Voss',
      Boats: 4,
      Status: 'at sea',
      Area: '',
    });
    expect(R.check(t)).toEqual([
      { tab: 'Expeditions', cell: 'F2', message: "'Jarl Hafen' is not a character of Ostmark" },
    ]);
  });
});

/**
 * The founded country (Establish Another Country), as test/ledger/wm/country.test.ts sets it up: Sea Wolves landed
 * on Lustria Coast (its army gone at the New Year), Ostmark produces a town there and founds New Ostmark, which
 * takes the landed army's roster and its row. After the New Year the row is over: New Ostmark's view lists no
 * expedition (before: "Sea Wolves … landed in Lustria Coast").
 */
describe('the founded country’s view after its founding New Year', () => {
  test('the row is New Ostmark’s and removed; its view lists no expedition', () => {
    const t = demoAt(13, 'new-year');
    addRow(t, 'Areas', {
      Area: 'Lustria Coast',
      Terrain: 'plains',
      Coast: true,
      Landmass: 'Lustria',
      Pop: 'Village',
      Owner: 'Ostmark',
    });
    addRow(t, 'Areas', {
      Area: 'Jungle',
      Terrain: 'forest',
      Landmass: 'Lustria',
      Pop: 'Village',
      Owner: 'Ostmark',
    });
    addRow(t, 'Characters', {
      Character: 'Jarl Hafen',
      Player: 'Ostmark',
      Type: 'Admiral',
      Status: 'active',
    });
    addRow(t, 'Expeditions', {
      ...gone,
      Destination: 'Lustria',
      General: 'Graf Otto',
      Units: '4 Halberdiers, 2 Knights',
      Characters: 'Captain Voss',
      Area: 'Lustria Coast',
    });
    const sent = submit(
      t,
      'Ostmark',
      'Nation - Town Lustria Coast\nNation - Country Lustria Coast as New Ostmark race Lizardmen',
    );
    expect(sent.lines.map((l) => l.status)).toEqual(['ok', 'ok']);
    const after = applyOutcome(t, R.runStage(t as TabValues, { overrides: new Map() }));
    expect(records(after, 'Expeditions').map((r) => [r.Expedition, r.Player, r.Status])).toEqual([
      ['Sea Wolves', 'New Ostmark', 'removed'],
    ]);
    expect(R.check(after)).toEqual([]);
    const view = R.playerView(after, 'New Ostmark').join('\n');
    expect(view).toContain('Characters:\n');
    expect(view).not.toContain('Your expeditions');
  });
});
