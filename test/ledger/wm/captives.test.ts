/**
 * Captured characters roll on the escape chart at each month's end from the turn after their capture (POST COMBAT);
 * the chart is not in the book, so the moderator is told per captive and enters the result (WM-R24).
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { addRow, demoAt, editRow, submit } from './tabs';

const note = (who: string): string =>
  `${who}, may roll on the escape chart (not in the book: WM-R24): on Escape set his Status to active and clear Held by on the Characters tab, on Kill set it to dead; else nothing changes`;

describe('the escape chart at the month’s end (POST COMBAT; WM-R24)', () => {
  test('turn 3, Kazrik captured by Ostmark in turn 2: the month ends with a note to the moderator, none to a player', () => {
    const t = demoAt(3, 'orders');
    editRow(t, 'Characters', 'Character', 'Runesmith Kazrik', {
      Status: 'captured',
      'Held by': 'Ostmark',
      Items: '',
    });
    const out = R.runStage(t, { overrides: new Map() });
    expect(out.clock).toMatchObject({ turn: 4, stage: 'orders' });
    expect(out.warnings).toEqual([note('Runesmith Kazrik (Karak Dum), held by Ostmark')]);
    for (const lines of out.reports.values()) expect(lines.join('\n')).not.toContain('escape chart');
  });

  test('captured in this month’s battle: no roll until the next month', () => {
    const t = demoAt(2, 'reports');
    editRow(t, 'Armies', 'Army', 'Ostmark Army', { Area: 'Blackfire Pass', 'Came from': 'Averheim' });
    editRow(t, 'Armies', 'Army', 'Karak Dum Host', { Area: 'Blackfire Pass', 'Came from': 'Karak Dum' });
    addRow(t, 'Battles', {
      Battle: 'T2-01',
      Turn: 2,
      Area: 'Blackfire Pass',
      Armies: 'Ostmark Army vs Karak Dum Host',
      Status: 'to fight',
      Engagement: 'battle',
    });
    submit(t, 'Ostmark', 'T2-01 - Killed 500');
    submit(t, 'Karak Dum', 'T2-01 - Killed 100\nT2-01 - Captured Runesmith Kazrik items Capture');
    const out = R.runStage(t, { overrides: new Map() });
    expect(out.warnings.filter((w) => w.includes('escape chart'))).toEqual([]);
  });
});
