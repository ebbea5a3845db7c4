/**
 * The founding year of another country (book 002 Establish Another Country; Roster; Personalities; the lead's
 * ruling, stated atop src/engine/wm/country.ts): the year's tally is taken at New Year 3, before production founds it
 * ("new centers count from next year"), so the founder keeps this year's points and the new country has none until
 * the next New Year, when each tallies its own land. Worked by hand on the demo, where Ostmark holds Ostwald (a
 * town) and 10 villages on the Old World, plus Lustria Coast and Jungle (villages) on Lustria, with Sea Wolves landed
 * on Lustria Coast (4 Halberdiers, 2 Knights; Graf Otto, Captain Voss; its Admiral Jarl Hafen stays Ostmark's: the
 * army "looses all ships and the admiral" at the landing, Successful Expeditions; Admiral).
 *   PT = 3 x cities + 2 x towns + villages (PRODUCTION); roster points (2 PT + 5) x 100 (Roster); character points
 *   PT + 2 (Personalities).
 *   Founding year (New Year of year 2): Ostmark PT 2 + 12 = 14, 3300 roster, 16 character points; New Ostmark none.
 *   Next New Year (year 3): Ostmark PT 2 + 10 = 12, 2900, 14; New Ostmark (Lustria Coast now a town, Jungle) PT
 *   2 + 1 = 3, 1100, 5. Karak Dum and Red Fang PT 7 (a town and 5 villages each), 1900, 9, both years.
 */
import type { StageOutcome, TabValues } from '../../../src/ledger/stage-ruleset';
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { applyOutcome, demoAt, records, setCampaign, submit } from './tabs';
import { FOUNDING_LINES, landedOnLustria } from './landed-fixture';

type Tabs = ReturnType<typeof demoAt>;

const FOUND = FOUNDING_LINES.join('\n');
const SAID =
  "New Ostmark's first tally is at the next New Year; this year's points were tallied before it was founded, so Ostmark keeps this year's PT, roster and character points, and paid for New Ostmark's first roster";

/** The tally's Journal rows: player, resource, amount. */
const tallied = (o: StageOutcome): [unknown, unknown, unknown][] =>
  (o.append.get('Journal') ?? [])
    .filter((r) => ['PT', 'Roster points', 'Character points'].includes(String(r.Resource)))
    .map((r) => [r.Player, r.Resource, r.Amount]);

const OTHERS: [string, string, number][] = [
  ['Karak Dum', 'PT', 7],
  ['Karak Dum', 'Roster points', 1900],
  ['Karak Dum', 'Character points', 9],
  ['Red Fang', 'PT', 7],
  ['Red Fang', 'Roster points', 1900],
  ['Red Fang', 'Character points', 9],
];

function founded(): { tabs: Tabs; outcome: StageOutcome } {
  const tabs = landedOnLustria();
  submit(tabs, 'Ostmark', FOUND);
  return { tabs, outcome: R.runStage(tabs as TabValues, { overrides: new Map() }) };
}

describe('the founding year (Establish Another Country; the tally before production)', () => {
  test('no PT, roster or character points for the new country; the founder’s, taken on its land at the tally, unchanged', () => {
    const { outcome } = founded();
    expect(tallied(outcome)).toEqual([
      ['Ostmark', 'PT', 14],
      ['Ostmark', 'Roster points', 3300],
      ['Ostmark', 'Character points', 16],
      ...OTHERS,
    ]);
    // The same figures as a year without the founding: the founding changes none of this year's points.
    const colony = landedOnLustria();
    submit(colony, 'Ostmark', 'Nation - Town Lustria Coast');
    expect(tallied(R.runStage(colony as TabValues, { overrides: new Map() }))).toEqual(tallied(outcome));
  });

  test('said to the founder and the moderator: the Log, the preview, the founder’s report; not to the others', () => {
    const { outcome } = founded();
    expect((outcome.append.get('Log') ?? []).filter((r) => r.Effect === SAID).map((r) => r.Subject)).toEqual([
      'Ostmark',
    ]);
    expect(outcome.summaries.find((x) => x.player === 'Ostmark')?.lines).toContain(`Ostmark: ${SAID}`);
    expect(outcome.reports.get('Ostmark')).toContain(`Ostmark: ${SAID}`);
    for (const p of ['Karak Dum', 'Red Fang'])
      expect((outcome.reports.get(p) ?? []).some((l) => l.includes('first tally'))).toBe(false);
  });
});

describe('the next New Year: each tallies its own land', () => {
  test('the founder without Lustria, the new country on Lustria Coast and Jungle (PT, roster, character points)', () => {
    const { tabs, outcome } = founded();
    const year3 = applyOutcome(tabs, outcome);
    setCampaign(year3, 'Turn', 25);
    setCampaign(year3, 'Stage', 'new-year');
    expect(R.check(year3)).toEqual([]);
    expect(
      records(year3, 'Areas')
        .filter((r) => r.Landmass === 'Lustria')
        .map((r) => [r.Area, r.Owner, r.Pop]),
    ).toEqual([
      ['Lustria Coast', 'New Ostmark', 'Town'],
      ['Jungle', 'New Ostmark', 'Village'],
    ]);
    const next = R.runStage(year3 as TabValues, { overrides: new Map() });
    expect(tallied(next)).toEqual([
      ['Ostmark', 'PT', 12],
      ['Ostmark', 'Roster points', 2900],
      ['Ostmark', 'Character points', 14],
      ...OTHERS,
      ['New Ostmark', 'PT', 3],
      ['New Ostmark', 'Roster points', 1100],
      ['New Ostmark', 'Character points', 5],
    ]);
    // Its first roster (4 x 45 + 2 x 110 = 400 points; Graf Otto 3 + Captain Voss 2 = 5 character points, the
    // Admiral not among them) is now checked against its own tally (1100, 5), as the founder's is against his:
    // Ostmark's roster 2900 - 400 = 2500 of 2900; its characters 14 - 5 + Jarl Hafen 2 = 11 of 14 (Personalities).
    expect(next.warnings).toEqual([
      'Ostmark has 400 roster points unspent: all must be spent',
      'New Ostmark has 700 roster points unspent: all must be spent',
    ]);
  });
});
