/**
 * Independent armies in contact (MINOR NATIONS; WM-R23) and meetings of three or more armies (MULTIPLE PLAYERS /
 * ARMIES) carried between stages by the ledger: the Battles tab keeps `<race> (Independent)` and every army of a
 * meeting, and each player in it reads it.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { applyOutcome, demoAt, editRow, records, setCampaign, submit } from './tabs';

type Tabs = ReturnType<typeof demoAt>;

const run = (tabs: Tabs): Tabs => applyOutcome(tabs, R.runStage(tabs, { overrides: new Map() }));
const battles = (tabs: Tabs): Record<string, unknown>[] => records(tabs, 'Battles');

describe('an Independent army in a battle row (MINOR NATIONS, Independent)', () => {
  const engaged = (): Tabs => {
    const t = demoAt(1, 'orders');
    setCampaign(t, 'Orders ahead', 'FALSE');
    editRow(t, 'Lesser races', 'Race', 'Elves', { Box: 'Independent', Area: 'Border Keep' });
    editRow(t, 'Armies', 'Army', 'Ostmark Army', { Area: 'Tilea Road' });
    submit(t, 'Ostmark', 'Ostmark Army - Move Border Keep\nOstmark Army - Engage Elves');
    return run(t);
  };

  test('after Engage the battle row names "Elves (Independent)" and the next stage runs', () => {
    const t = engaged();
    expect(battles(t)).toEqual([
      expect.objectContaining({ Area: 'Border Keep', Armies: 'Ostmark Army vs Elves (Independent)' }),
    ]);
    expect(R.check(t)).toEqual([]);
    expect(() => run(t)).not.toThrow();
  });

  test('the battle is played through the sheet: Ostmark wins 600 to 0, Elves leave the map for box 0', () => {
    let t = engaged();
    const stage = (): unknown => records(t, 'Campaign').find((r) => r.Setting === 'Stage')?.Value;
    // The location choices (none sent: both in the countryside), then the reports.
    for (let i = 0; i < 3 && stage() !== 'reports'; i++) t = run(t);
    expect(stage()).toBe('reports');
    submit(t, 'Ostmark', 'T1-01 - Killed 600');
    const after = run(t);
    expect(battles(after)[0]).toMatchObject({ Status: 'applied', Winner: 'Ostmark Army' });
    expect(records(after, 'Lesser races')).toEqual([{ Race: 'Elves', Box: '0', Markers: '', Area: '' }]);
  });
});

describe('a meeting of three armies (MULTIPLE PLAYERS / ARMIES)', () => {
  // Ostmark Army stands in Mourn Gate; Karak Dum Host (Stonewatch) and Red Fang Horde (Bloodmarsh) march in.
  const met = (option = 'A'): Tabs => {
    const t = demoAt(1, 'orders');
    setCampaign(t, 'Orders ahead', 'FALSE');
    setCampaign(t, 'Multiple armies', option);
    editRow(t, 'Armies', 'Army', 'Ostmark Army', { Area: 'Mourn Gate' });
    editRow(t, 'Armies', 'Army', 'Karak Dum Host', { Area: 'Stonewatch' });
    editRow(t, 'Armies', 'Army', 'Red Fang Horde', { Area: 'Bloodmarsh' });
    submit(t, 'Karak Dum', 'Karak Dum Host - Move Mourn Gate');
    submit(t, 'Red Fang', 'Red Fang Horde - Move Mourn Gate');
    return run(t);
  };

  test('the Battles row keeps all three armies, and every player in it reads it', () => {
    const t = met();
    expect(battles(t)).toEqual([
      expect.objectContaining({
        Armies: 'Ostmark Army vs Karak Dum Host vs Red Fang Horde',
        Status: 'awaiting choices',
        Attackers: '',
      }),
    ]);
    expect(R.check(t)).toEqual([]);
    for (const p of ['Ostmark', 'Karak Dum', 'Red Fang'])
      expect(R.playerView(t, p)).toContain(
        'Battle T1-01 in Mourn Gate: Ostmark Army vs Karak Dum Host vs Red Fang Horde, awaiting choices',
      );
    expect(R.playerView(t, 'Red Fang')).toContain(
      '  choose in secret: “Red Fang Horde - Attack” or “Red Fang Horde - Defend” (silent: Defend)',
    );
  });

  test('Option A, 2 attack and Ostmark silent (defends): Ostmark is forced out; the attackers are kept; all three are told', () => {
    const t = met();
    submit(t, 'Karak Dum', 'Karak Dum Host - Attack');
    submit(t, 'Red Fang', 'Red Fang Horde - Attack');
    const out = R.runStage(t, { overrides: new Map() });
    const after = applyOutcome(t, out);
    expect(battles(after)).toEqual([
      expect.objectContaining({
        Armies: 'Ostmark Army vs Karak Dum Host vs Red Fang Horde',
        Status: 'void',
        Attackers: 'Karak Dum Host, Red Fang Horde',
        Result: 'Karak Dum Host, Red Fang Horde force Ostmark Army from the area',
      }),
    ]);
    expect(R.check(after)).toEqual([]);
    const told =
      'T1-01: attack (to take Mourn Gate, which no one controls): Karak Dum Host, Red Fang Horde; defend (to keep it uncontrolled): Ostmark Army';
    for (const p of ['Ostmark', 'Karak Dum', 'Red Fang']) expect(out.reports.get(p)).toContain(told);
  });

  test('the Campaign tab’s "Multiple armies" B: nobody is forced out, the larger side decides (the moderator)', () => {
    const t = met('B');
    submit(t, 'Karak Dum', 'Karak Dum Host - Attack');
    submit(t, 'Red Fang', 'Red Fang Horde - Attack');
    const out = R.runStage(t, { overrides: new Map() });
    expect(out.warnings).toEqual([
      expect.stringContaining(
        'T1-01 Mourn Gate: Option B, the larger side (Karak Dum Host, Red Fang Horde) decides',
      ),
    ]);
    expect(records(applyOutcome(t, out), 'Armies').find((a) => a.Army === 'Ostmark Army')?.Area).toBe(
      'Mourn Gate',
    );
  });

  test('Check refuses an attacker not in the battle; an old Battles tab without Attackers still reads', () => {
    const t = met();
    editRow(t, 'Battles', 'Battle', 'T1-01', { Attackers: 'Nobody Army' });
    expect(R.check(t).map((i) => [i.tab, i.message])).toEqual([
      ['Battles', "'Nobody Army' is not one of this battle's armies"],
    ]);
    const old = new Map(t);
    old.set(
      'Battles',
      (t.get('Battles') ?? []).map((r) => r.slice(0, -1)),
    );
    expect(R.check(old)).toEqual([]);
  });
});
