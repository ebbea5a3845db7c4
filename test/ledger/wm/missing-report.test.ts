/**
 * A battle whose report is missing from one side is not decided as 0 VP (found by the review: Ostmark's report of
 * T4-01 never came and Karak Dum "won a rout, 100 to 0"): it waits, the other battles are applied, the moderator is
 * told; a line the moderator enters for that side on the Orders tab decides it.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { addRow, applyOutcome, demoAt, editRow, records, submit } from './tabs';

type Tabs = ReturnType<typeof demoAt>;

/** T2-01 Ostmark Army vs Karak Dum Host in Blackfire Pass; T2-02 Ostmark Guard vs Red Fang Horde in Tilea Road. */
function twoBattles(): Tabs {
  const t = demoAt(2, 'reports');
  editRow(t, 'Armies', 'Army', 'Ostmark Army', { Area: 'Blackfire Pass', 'Came from': 'Averheim' });
  editRow(t, 'Armies', 'Army', 'Karak Dum Host', { Area: 'Blackfire Pass', 'Came from': 'Karak Dum' });
  editRow(t, 'Armies', 'Army', 'Red Fang Horde', { Area: 'Tilea Road', 'Came from': 'Barren Hills' });
  editRow(t, 'Characters', 'Character', 'Captain Voss', { Type: 'General' });
  addRow(t, 'Armies', {
    Army: 'Ostmark Guard',
    Player: 'Ostmark',
    General: 'Captain Voss',
    Area: 'Tilea Road',
    Location: 'Countryside',
    Status: 'normal',
  });
  for (const [id, area, armies] of [
    ['T2-01', 'Blackfire Pass', 'Ostmark Army vs Karak Dum Host'],
    ['T2-02', 'Tilea Road', 'Ostmark Guard vs Red Fang Horde'],
  ])
    addRow(t, 'Battles', {
      Battle: id,
      Turn: 2,
      Area: area,
      Armies: armies,
      Cause: 'contact',
      Status: 'to fight',
      Engagement: 'battle',
    });
  submit(t, 'Ostmark', 'T2-01 - Killed 200\nT2-02 - Killed 250');
  submit(t, 'Red Fang', 'T2-02 - Killed 100');
  return t;
}

const status = (t: Tabs): [unknown, unknown, unknown][] =>
  records(t, 'Battles').map((b) => [b.Battle, b.Status, b.Result]);

describe('a missing battle report (POST COMBAT: each side reports)', () => {
  test('Karak Dum sends nothing: T2-01 waits, T2-02 is applied, the stage stays at reports (round 2); the moderator is told', () => {
    const t = twoBattles();
    const out = R.runStage(t, { overrides: new Map() });
    expect(out.clock).toEqual({ turn: 2, stage: 'reports', round: 2 });
    expect(out.warnings).toEqual([
      "T2-01: no report from Karak Dum (Karak Dum Host): the battle waits and the others are applied; Resolve again once it is in, or enter Karak Dum's lines yourself on the Orders tab (e.g. 'T2-01 - Killed 0') to decide it without",
    ]);
    expect(status(applyOutcome(t, out))).toEqual([
      ['T2-01', 'to fight', ''],
      ['T2-02', 'applied', 'Ostmark Guard wins a major victory, 250 to 100 VP'],
    ]);
  });

  test('its report comes: T2-01 is applied at the next Resolve, T2-02 not again, and the month ends', () => {
    const t = applyOutcome(twoBattles(), R.runStage(twoBattles(), { overrides: new Map() }));
    submit(t, 'Karak Dum', 'T2-01 - Killed 100');
    const out = R.runStage(t, { overrides: new Map() });
    expect(out.clock).toEqual({ turn: 3, stage: 'orders', round: 1 });
    expect(out.warnings).toEqual([]);
    const after = applyOutcome(t, out);
    expect(status(after)).toEqual([
      ['T2-01', 'applied', 'Ostmark Army wins a major victory, 200 to 100 VP'],
      ['T2-02', 'applied', 'Ostmark Guard wins a major victory, 250 to 100 VP'],
    ]);
    const results = (out.append.get('Log') ?? []).filter((r) => String(r.Effect).includes(' wins a '));
    expect(results.map((r) => r.Subject)).toEqual(['T2-01']);
  });
});
