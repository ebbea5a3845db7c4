/**
 * The New Year receipt tells the player at once what the stage would warn the moderator of about his nation
 * (Roster: the points "must all be spent"; PRODUCTION: towns and cities allowed; MOVEMENT: one army per General).
 * Found by the review: the form said "ok" to every such line, and the stage then left the city out or applied an
 * overspent roster with only a moderator's warning.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { addRow, demoAt, editRow } from './tabs';

// The demo at the New Year of year 2, Ostmark having taken Border Keep: 1 town + 11 villages, PT 13,
// (2 x 13 + 5) x 100 = 3100 roster points against 2900 bought (540 + 495 + 325 + 990 + 380 + 170); Karak Dum PT 7,
// 1900, all spent.
function receipt(player: string, text: string): readonly string[] {
  const t = demoAt(13, 'new-year');
  editRow(t, 'Areas', 'Area', 'Border Keep', { Owner: 'Ostmark' });
  return R.checkOrders(t, player, text).warnings;
}

describe('WM New Year receipt warnings', () => {
  test('5 Knights more (2900 + 5 x 110 = 3450 against 3100) are refused (WM-O035), 200 left unspent; a city needs 3 towns (Ostmark has 1, may place 0)', () => {
    const w = receipt(
      'Ostmark',
      [
        'Nation - Buy 5 Knights',
        'Nation - Town Averheim',
        'Nation - City Sollen',
        'Ostmark Army - Place Ostwald under Graf Otto',
      ].join('\n'),
    );
    expect(w).toEqual([
      'Ostmark: may place no new city, not 1 (002 PRODUCTION); left out',
      'Ostmark has 200 roster points unspent: all must be spent',
    ]);
  });

  test('two towns from 11 villages and 1 town: one (10 ≥ 5 x 2, then 9 < 5 x 3: WM-R12); 2 Halberdiers leave 110 unspent', () => {
    const w = receipt(
      'Ostmark',
      'Nation - Town Averheim\nNation - Town Sollen\nNation - Buy 2 Halberdiers\nOstmark Army - Place Ostwald under Graf Otto',
    );
    // 3100 - 2900 - 2 x 45 = 110
    expect(w).toEqual([
      'Ostmark: may place 1 new town, not 2 (002 PRODUCTION); left out',
      'Ostmark has 110 roster points unspent: all must be spent',
    ]);
  });

  test('a General with no army placed is told so; a full, lawful submission has no warning', () => {
    expect(receipt('Karak Dum', '')).toEqual([
      'Thane Borri leads no army this year: write “<army> - Place <town or city> under Thane Borri” (MOVEMENT)',
    ]);
    expect(receipt('Karak Dum', 'Karak Dum Host - Place Karak Dum under Thane Borri')).toEqual([]);
  });

  test('a General whose fleet is still at sea is lost with it at New Year 5, not told to lead an army', () => {
    // Found by the review: Karak Dum's Exodus fleet Black Sails never sailed (one landmass); at the New Year its
    // General read "Hearthguard Dain leads no army this year". Unsuccessful expeditions are removed (WM-R1, step 5).
    const t = demoAt(13, 'new-year');
    editRow(t, 'Characters', 'Character', 'Hearthguard Dain', { Type: 'General' });
    addRow(t, 'Expeditions', {
      Expedition: 'Black Sails',
      Player: 'Karak Dum',
      Port: 'Karak Dum',
      Destination: '',
      General: 'Hearthguard Dain',
      Units: '2 Warriors',
      Boats: 2,
      Status: 'at sea',
      Exodus: true,
    });
    const w = R.checkOrders(t, 'Karak Dum', 'Karak Dum Host - Place Karak Dum under Thane Borri').warnings;
    // The 2 Warriors aboard go with the fleet: 1900 - 220 bought, 220 to spend again.
    expect(w).toEqual(['Karak Dum has 220 roster points unspent: all must be spent']);
  });
});
