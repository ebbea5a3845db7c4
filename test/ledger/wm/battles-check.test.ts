/**
 * Check ledger on the Battles tab: a battle still open must name armies on the map; a closed one (applied, void)
 * may name armies long gone. Found by the review: the check matched rows by their "A vs B" text, so an applied
 * battle was flagged too whenever an open one named the same two armies.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { addRow, demoAt } from './tabs';

test('only the open row naming a missing army is flagged, by its own cell', () => {
  const t = demoAt(5, 'orders');
  const battle = (id: string, status: string): void =>
    addRow(t, 'Battles', {
      Battle: id,
      Turn: 3,
      Area: 'Border Keep',
      Armies: 'Ostmark Army vs Ghost Host',
      Cause: 'contact',
      Engagement: 'siege',
      Status: status,
    });
  battle('T3-01', 'applied');
  battle('T3-02', 'siege');
  battle('T3-03', 'void ');
  expect(R.check(t).filter((i) => i.tab === 'Battles')).toEqual([
    {
      tab: 'Battles',
      cell: 'D3',
      message: "'Ostmark Army vs Ghost Host' names an army not on the Armies tab, in a battle still open",
    },
  ]);
});
