/**
 * Who learns of a delay check (MOVEMENT, Terrain effects): the number picked, the die and the units it costs are the
 * nation's own affair (its roster is its own sheet; view.ts), so each player's turn report shows his own army's
 * check and no one else's; the move itself, once made, is on the map for all. Run through the ledger's stage seam
 * as the sidebar runs it.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { demoAt, editRow, submit } from '../../ledger/wm/tabs';

describe('the delay check in the turn reports', () => {
  // Karak Dum Host crosses the mountains from Ironpeak into Hochland, picks 3 and rolls 1: 2 units lost (WM-R3).
  const t = demoAt(1, 'orders');
  editRow(t, 'Armies', 'Army', 'Karak Dum Host', { Area: 'Ironpeak' });
  submit(t, 'Karak Dum', 'Karak Dum Host - Move Hochland pick 3');
  const out = R.runStage(t, { overrides: new Map([['delay:Karak Dum Host:Hochland', 1]]) });
  const check =
    'Karak Dum Host: picked 3, rolled 1: 2 unit(s) removed from the roster, not delayed (WM-R3) (d6 1)';

  test('Karak Dum reads its own check', () => {
    expect(out.reports.get('Karak Dum')).toContain(check);
  });

  test('Ostmark and Red Fang read the move, not the check', () => {
    for (const other of ['Ostmark', 'Red Fang']) {
      const lines = out.reports.get(other) ?? [];
      expect(lines).toContain('Karak Dum Host: moves from Ironpeak to Hochland');
      expect(lines.filter((l) => l.includes('picked') || l.includes('removed from the roster'))).toEqual([]);
    }
  });
});
