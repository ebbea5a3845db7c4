/**
 * WM-O015 and the expedition roster (book 002 EXPEDITIONS & EXPLORING, Expedition Army: "once written no units or
 * characters may be swapped or used by the national roster"), worked by hand on the demo: Ostmark bought 2 Cannon;
 * Sea Wolves landed in Sollen under Graf Wulf with 3 Halberdiers and 1 Cannon, its army still on the map. Ostmark
 * Army meets Karak Dum Host in Blackfire Pass (T2-01): 2 - 1 = 1 Cannon at home to be rated up into it, and the
 * player's view shows the units at home and away.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { addRow, demoAt, editRow, submit } from './tabs';

type Tabs = ReturnType<typeof demoAt>;

function landed(battleArmy: string): Tabs {
  const t = demoAt(2, 'reports');
  addRow(t, 'Characters', { Character: 'Jarl Hafen', Player: 'Ostmark', Type: 'Admiral', Status: 'active' });
  addRow(t, 'Characters', { Character: 'Graf Wulf', Player: 'Ostmark', Type: 'General', Status: 'active' });
  addRow(t, 'Expeditions', {
    Expedition: 'Sea Wolves',
    Player: 'Ostmark',
    Port: 'Ostwald',
    Destination: 'Old World',
    General: 'Graf Wulf',
    Admiral: 'Jarl Hafen',
    Units: '3 Halberdiers, 1 Cannon',
    Boats: 0,
    Status: 'landed',
    Area: 'Sollen',
  });
  addRow(t, 'Armies', {
    Army: 'Sea Wolves',
    Player: 'Ostmark',
    General: 'Graf Wulf',
    Area: battleArmy === 'Sea Wolves' ? 'Blackfire Pass' : 'Sollen',
    Location: 'Countryside',
    Status: 'normal',
  });
  editRow(t, 'Armies', 'Army', 'Ostmark Army', { Area: 'Blackfire Pass', Location: 'Countryside' });
  editRow(t, 'Armies', 'Army', 'Karak Dum Host', { Area: 'Blackfire Pass', Location: 'Countryside' });
  addRow(t, 'Battles', {
    Battle: 'T2-01',
    Turn: 2,
    Area: 'Blackfire Pass',
    Armies: `${battleArmy} vs Karak Dum Host`,
    Cause: 'contact',
    Status: 'to fight',
    Engagement: 'battle',
  });
  return t;
}

describe('WM-O015 counts a landed expedition army’s units as away (Expedition Army)', () => {
  test('a battle at home: the Cannon ashore with Sea Wolves is not there to lose (before: 2 counted as left)', () => {
    const t = landed('Ostmark Army');
    expect(R.check(t)).toEqual([]);
    const check = submit(t, 'Ostmark', 'T2-01 - Lost Cannon destroyed\nT2-01 - Lost Cannon destroyed');
    expect(check.lines.map((l) => [l.status, l.code, l.message])).toEqual([
      ['ok', '', ''],
      [
        'rejected',
        'WM-O015',
        'Ostmark has only 1 Cannon left on the roster (1 more with an expedition army ashore): T2-01 cannot lose a 2nd',
      ],
    ]);
  });

  test('the expedition army’s own battle: its 1 Cannon written on its roster, not the 1 at home', () => {
    const t = landed('Sea Wolves');
    expect(R.check(t)).toEqual([]);
    const check = submit(t, 'Ostmark', 'T2-01 - Lost Cannon destroyed\nT2-01 - Lost Cannon destroyed');
    expect(check.lines.map((l) => [l.status, l.code, l.message])).toEqual([
      ['ok', '', ''],
      [
        'rejected',
        'WM-O015',
        'Sea Wolves has only 1 Cannon on its expedition roster: T2-01 cannot lose a 2nd',
      ],
    ]);
  });
});

describe('the player’s view shows the expedition roster apart (Expedition Army)', () => {
  test('Ostmark reads 12 Halberdiers bought, 9 at home and 3 away; 2 Cannon, 1 and 1; Knights all at home', () => {
    const view = R.playerView(landed('Ostmark Army'), 'Ostmark');
    expect(view).toContain('Roster (bought / lost; at home, and away on an expedition at sea or ashore):');
    expect(view).toContain('  Halberdiers (Infantry, 45): 12 / 0; 9 at home, 3 away');
    expect(view).toContain('  Cannon (Artillery, 85): 2 / 0; 1 at home, 1 away');
    expect(view).toContain('  Knights (Cavalry, 110): 9 / 0; 9 at home');
  });
});
