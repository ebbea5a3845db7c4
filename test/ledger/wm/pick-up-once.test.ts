/**
 * A lesser race's second pick-up game in a turn through the reports stage (MINOR NATIONS: each player picks once in
 * a random pick order and a race chosen is taken; our reading, extraPickUps: one commander and one opponent a race a
 * turn). Worked by hand on the demo at turn 2, no campaign battle: Elves in box 2. Ostmark reports first a game won
 * against the Elves with 2000 points (20 XP, WM-R17; box 2 to 1, WM-R22); Karak Dum's report of a second game
 * against them is left out: no XP, no second box move, and the moderator is told whose report and why.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { applyOutcome, demoAt, editRow, records, submit } from './tabs';

describe('one pick-up game a lesser race a turn (MINOR NATIONS)', () => {
  test('two players report a game against the Elves: the first applies, the second is left out with a warning', () => {
    const t = demoAt(2, 'reports');
    editRow(t, 'Lesser races', 'Race', 'Elves', { Box: 2 });
    submit(t, 'Ostmark', 'Nation - Pick-up won 2000 against lesser race Elves');
    submit(t, 'Karak Dum', 'Nation - Pick-up won 1500 against lesser race Elves');
    const outcome = R.runStage(t, { overrides: new Map() });
    const after = applyOutcome(t, outcome);
    const xp = (p: string) => records(after, 'Nations').find((r) => r.Player === p)?.XP;
    expect(xp('Ostmark')).toBe(20);
    expect(xp('Karak Dum')).toBe(0);
    expect(records(after, 'Lesser races').find((r) => r.Race === 'Elves')).toMatchObject({ Box: '1' });
    expect(outcome.warnings).toContain(
      "Karak Dum's pick-up report against Elves is left out: Elves already played a pick-up game against a player this turn (MINOR NATIONS: one game a turn, our reading)",
    );
  });
});
