/**
 * The preview shows what Resolve will do (found by the review: a reports preview without the XP gains nor the
 * Elves box moves; an orders preview with only an Exodus in had no section for that nation). The preview shows the
 * stage's summaries, one section a player: each holds the player's nation-wide results, and the lesser races'
 * track, visible to all (MINOR NATIONS), is in every section and every player's report.
 */
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { addRow, demoAt, demoTabs, editRow, records, submit } from './tabs';

const section = (out: ReturnType<typeof R.runStage>, player: string): readonly string[] =>
  out.summaries.find((s) => s.player === player)?.lines ?? [];

describe('the preview’s sections', () => {
  test('reports: Ostmark’s 20 XP (2000 won, WM-R17) in its section; the Elves box 2 to 1 in every section', () => {
    const t = demoAt(2, 'reports');
    editRow(t, 'Lesser races', 'Race', 'Elves', { Box: 2 });
    submit(t, 'Ostmark', 'Nation - Pick-up won 2000 against lesser race Elves');
    const out = R.runStage(t, { overrides: new Map() });
    expect(section(out, 'Ostmark')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Ostmark: earns 20 experience/)]),
    );
    const box = 'Elves: loses a pick-up game against Ostmark: box 2 to 1 (WM-R22)';
    for (const p of ['Ostmark', 'Karak Dum', 'Red Fang']) {
      expect(section(out, p)).toContain(box);
      expect(out.reports.get(p)).toContain(box);
    }
  });

  test('orders: a nation whose only order is an Exodus has its section', () => {
    const t = demoTabs();
    for (const a of records(t, 'Areas'))
      if (a.Owner === 'Red Fang' && !['Fang Rock', 'Wolf Steppe'].includes(String(a.Area)))
        editRow(t, 'Areas', 'Area', String(a.Area), { Owner: '' });
    addRow(t, 'Areas', {
      Area: 'Lustria Coast',
      Terrain: 'forest',
      Coast: true,
      Landmass: 'Lustria',
      Pop: 'Village',
    });
    submit(t, 'Red Fang', 'Nation - Exodus Black Sails');
    const out = R.runStage(t as TabValues, { overrides: new Map() });
    expect(section(out, 'Red Fang')).toEqual(
      expect.arrayContaining([expect.stringContaining('Red Fang: declares an Exodus')]),
    );
  });
});
