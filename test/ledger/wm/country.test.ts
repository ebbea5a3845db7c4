/**
 * Establish Another Country through the New Year stage and the sheet (book 002 Successful Expeditions; Establish
 * Another Country), worked by hand on the demo at the New Year of year 2: Ostmark's Sea Wolves landed on Lustria
 * Coast (Lustria, not Ostmark's Old World) with 4 Halberdiers and 2 Knights under Graf Otto, Captain Voss aboard;
 * Ostmark also holds Jungle there. "Nation - Town Lustria Coast" produces the town, and with it the choice:
 * "Nation - Country Lustria Coast as New Ostmark race Lizardmen" founds a second nation that "does not share a roster,
 * troops or land with the founding country but is controlled by the player". The landed army (General Graf Otto,
 * Captain Voss, the units) is its first roster (our reading); its Admiral Jarl Hafen stays Ostmark's: the army
 * "looses all ships and the admiral" at the landing, as he commands "as long as it is at sea" (Admiral).
 */
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { formLedger } from './form-ledger';
import { applyOutcome, records, submit } from './tabs';
import { FOUNDING_LINES, landedOnLustria } from './landed-fixture';

const FOUND = FOUNDING_LINES.join('\n');

describe('Establish Another Country (Successful Expeditions)', () => {
  test('the lines are read at the New Year; a town at home is refused (WM-O036)', () => {
    const t = landedOnLustria();
    expect(submit(t, 'Ostmark', FOUND).lines.map((l) => [l.status, l.code])).toEqual([
      ['ok', ''],
      ['ok', ''],
    ]);
    const home = submit(
      landedOnLustria(),
      'Ostmark',
      'Nation - Country Ostwald as New Ostmark race Lizardmen',
    ).lines[0];
    expect([home?.status, home?.code]).toEqual(['rejected', 'WM-O036']);
    const colony = submit(landedOnLustria(), 'Ostmark', 'Nation - Colony Lustria Coast').lines[0];
    expect([colony?.status, colony?.message]).toEqual([
      'ok',
      'Lustria Coast stays a colony: one national roster',
    ]);
  });

  test('the New Year founds it: its Nations row, land, roster and characters, and its Players row', () => {
    const t = landedOnLustria();
    submit(t, 'Ostmark', FOUND);
    const outcome = R.runStage(t as TabValues, { overrides: new Map() });
    const after = applyOutcome(t, outcome);
    expect(records(after, 'Nations').find((r) => r.Player === 'New Ostmark')).toMatchObject({
      Race: 'Lizardmen',
      Capital: 'Lustria Coast',
      XP: 0,
      'Towns once owned': 'Lustria Coast',
    });
    expect(
      records(after, 'Areas')
        .filter((r) => r.Landmass === 'Lustria')
        .map((r) => [r.Area, r.Owner, r.Pop]),
    ).toEqual([
      ['Lustria Coast', 'New Ostmark', 'Town'],
      ['Jungle', 'New Ostmark', 'Village'],
    ]);
    const roster = (p: string) =>
      records(after, 'Roster')
        .filter((r) => r.Player === p && ['Halberdiers', 'Knights'].includes(String(r.Unit)))
        .map((r) => [r.Unit, r.Bought]);
    // The landed army's troops leave the founder: 12 - 4 = 8 Halberdiers, 9 - 2 = 7 Knights.
    expect(roster('New Ostmark')).toEqual([
      ['Halberdiers', 4],
      ['Knights', 2],
    ]);
    expect(roster('Ostmark')).toEqual([
      ['Halberdiers', 8],
      ['Knights', 7],
    ]);
    expect(
      records(after, 'Characters')
        .filter((r) => r.Player === 'New Ostmark')
        .map((r) => r.Character),
    ).toEqual(['Graf Otto', 'Captain Voss']);
    expect(
      records(after, 'Characters')
        .filter((r) => r.Character === 'Jarl Hafen')
        .map((r) => [r.Player, r.Status]),
    ).toEqual([['Ostmark', 'active']]);
    // "Controlled by the player", but not from his address: the form takes an email's first Players row.
    expect(records(after, 'Players').find((r) => r.Player === 'New Ostmark')).toMatchObject({ Email: '' });
    expect(outcome.warnings).toContain(
      "New Ostmark is a new nation on the Players tab with no Email: the orders form needs an address of its own for it (another player's, or a second account of its founder's); until one is written there, enter its lines yourself (Campaign → Check pasted orders, or the CLI orders --player New Ostmark)",
    );
    // The ledger reads again with the new nation in it.
    expect(R.check(after)).toEqual([]);
  });

  test('what others see: the map’s change; the roster is the founder’s line alone', () => {
    const t = landedOnLustria();
    submit(t, 'Ostmark', FOUND);
    const reports = R.runStage(t as TabValues, { overrides: new Map() }).reports;
    const about = (p: string) => (reports.get(p) ?? []).filter((l) => l.includes('New Ostmark'));
    expect(about('Karak Dum')).toEqual([
      'Ostmark: establishes another country in Lustria Coast on Lustria: New Ostmark (Lizardmen) holds Lustria Coast, Jungle; the moderator names its player',
    ]);
    expect(about('Ostmark')).toContain(
      "Ostmark: New Ostmark's roster: 4 Halberdiers, 2 Knights; characters Graf Otto, Captain Voss (taken off Ostmark's roster)",
    );
  });

  test('its first army: the founder places it in the town just produced, under its General (step 7)', () => {
    const t = landedOnLustria();
    const check = submit(t, 'Ostmark', `${FOUND}\nLustria Host - Place Lustria Coast under Graf Otto`);
    expect(check.lines.map((l) => [l.status, l.code])).toEqual([
      ['ok', ''],
      ['ok', ''],
      ['ok', ''],
    ]);
    const after = applyOutcome(t, R.runStage(t as TabValues, { overrides: new Map() }));
    expect(records(after, 'Armies').find((r) => r.Army === 'Lustria Host')).toMatchObject({
      Player: 'New Ostmark',
      General: 'Graf Otto',
      Area: 'Lustria Coast',
    });
    // Without the town there is nowhere to place it (Successful Expeditions: "you need a town or city").
    const none = submit(landedOnLustria(), 'Ostmark', 'Lustria Host - Place Lustria Coast under Graf Otto')
      .lines[0];
    expect([none?.status, none?.code]).toEqual(['rejected', 'WM-O020']);
  });

  test('a Country line with no town produced there this year is left out with a warning', () => {
    const t = landedOnLustria();
    submit(t, 'Ostmark', 'Nation - Country Lustria Coast as New Ostmark race Lizardmen');
    const outcome = R.runStage(t as TabValues, { overrides: new Map() });
    expect(records(applyOutcome(t, outcome), 'Nations').map((r) => r.Player)).not.toContain('New Ostmark');
    expect(outcome.warnings).toContain(
      'Ostmark: no town or city is produced in Lustria Coast this year, so New Ostmark is not founded there (the choice comes with the town, Successful Expeditions); left out',
    );
  });

  test("after the founding the founder's form goes to the founder's nation; the new one has no email", () => {
    const t = landedOnLustria();
    submit(t, 'Ostmark', FOUND);
    const after = applyOutcome(t, R.runStage(t as TabValues, { overrides: new Map() }));
    // The new nation's row moved to the top: the form still finds the founder by his address.
    const [header = [], ...players] = after.get('Players') ?? [];
    after.set('Players', [header, ...players.slice(-1), ...players.slice(0, -1)]);
    const ledger = formLedger(after);
    ledger.submit('ostmark@example.com', 'Ostmark Army - Hold Population Center');
    const sent = ledger.rows('Orders').filter((r) => r.Stage === 'orders');
    expect(sent.map((r) => [r.Turn, r.Text, r.Player])).toEqual([
      [13, 'Ostmark Army - Hold Population Center', 'Ostmark'],
    ]);
    expect(ledger.rows('Players').map((r) => [r.Player, r.Email])[0]).toEqual(['New Ostmark', '']);
    // Until it has an address of its own, the moderator enters its lines.
    expect(ledger.pasted('New Ostmark', 'Nation - Pick-up won 2000')).toBe(true);
    expect(
      ledger
        .rows('Orders')
        .filter((r) => r.Stage === 'orders')
        .map((r) => r.Player),
    ).toEqual(['Ostmark', 'New Ostmark']);
  });
});
