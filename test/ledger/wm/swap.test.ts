/**
 * Swapping places (ENGAGING THE ENEMY: "Anytime armies are trying to swap places … the engagement is automatically in
 * the countryside") and the loser's retreat from where the battle was fought (POST COMBAT, retreat 1-4). Found by
 * the review: the second army was left in the area it was heading for, beside a third army, and retreated from
 * there instead of from the battle's area.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { applyOutcome, demoAt, editRow, records, submit } from './tabs';

type Tabs = ReturnType<typeof demoAt>;

const run = (tabs: Tabs): Tabs => applyOutcome(tabs, R.runStage(tabs, { overrides: new Map() }));
const at = (tabs: Tabs, army: string): string =>
  String(records(tabs, 'Armies').find((r) => r.Army === army)?.Area);

/** Ostmark Army in Border Keep and Red Fang Horde in Tilea Road trade places; Karak Dum Host enters Border Keep. */
function swapped(): Tabs {
  const t = demoAt(1, 'orders');
  editRow(t, 'Armies', 'Army', 'Ostmark Army', { Area: 'Border Keep', Location: 'Countryside' });
  editRow(t, 'Armies', 'Army', 'Red Fang Horde', { Area: 'Tilea Road', Location: 'Countryside' });
  editRow(t, 'Armies', 'Army', 'Karak Dum Host', { Area: 'Deepvale', Location: 'Countryside' });
  // Border Keep is 3 areas from Ostwald, Tilea Road 2 from Fang Rock, Deepvale 1 from Karak Dum (orders ahead).
  submit(t, 'Ostmark', 'Ostmark Army - Move Tilea Road, hold, hold');
  submit(t, 'Red Fang', 'Red Fang Horde - Move Border Keep, hold');
  submit(t, 'Karak Dum', 'Karak Dum Host - Move Border Keep');
  return run(t);
}

describe('WM swap: both armies stand in the battle’s area', () => {
  test('the swap is fought in Tilea Road, and Red Fang Horde stands there, not beside Karak Dum Host', () => {
    const t = swapped();
    expect(records(t, 'Battles').map((b) => [b.Battle, b.Area, b.Armies, b.Cause, b.Status])).toEqual([
      ['T1-01', 'Tilea Road', 'Ostmark Army vs Red Fang Horde', 'swap', 'to fight'],
    ]);
    expect(at(t, 'Red Fang Horde')).toBe('Tilea Road');
    expect(at(t, 'Ostmark Army')).toBe('Tilea Road');
    expect(at(t, 'Karak Dum Host')).toBe('Border Keep');
  });

  test('Red Fang Horde loses: it retreats from Tilea Road to Barren Hills, an adjacent area it owns (retreat 2)', () => {
    const t = swapped();
    submit(t, 'Ostmark', 'T1-01 - Killed 500\nT1-01 - Objective');
    submit(t, 'Red Fang', 'T1-01 - Killed 100');
    const after = run(t);
    expect(at(after, 'Red Fang Horde')).toBe('Barren Hills');
    expect(at(after, 'Ostmark Army')).toBe('Tilea Road');
  });

  test('Ostmark Army loses: Border Keep, where it came from, holds Karak Dum Host, so Nuln Fields (retreat 2)', () => {
    const t = swapped();
    submit(t, 'Ostmark', 'T1-01 - Killed 100');
    submit(t, 'Red Fang', 'T1-01 - Killed 500\nT1-01 - Objective');
    const after = run(t);
    expect(at(after, 'Ostmark Army')).toBe('Nuln Fields');
    expect(at(after, 'Red Fang Horde')).toBe('Tilea Road');
  });
});
