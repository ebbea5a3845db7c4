/**
 * A stage waits only for the players who have something to send in it (found by the review: Red Fang, with no
 * battle, was listed "missing" at the location and report stages): the ruleset's players() is that list.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { addRow, demoAt, editRow, submit } from './tabs';

/** T2-01 Ostmark Army vs Karak Dum Host in Blackfire Pass; Red Fang Horde in no battle. */
function contact(stage: 'locations' | 'reports'): ReturnType<typeof demoAt> {
  const t = demoAt(2, stage);
  editRow(t, 'Armies', 'Army', 'Ostmark Army', { Area: 'Blackfire Pass', 'Came from': 'Averheim' });
  editRow(t, 'Armies', 'Army', 'Karak Dum Host', { Area: 'Blackfire Pass', 'Came from': 'Karak Dum' });
  addRow(t, 'Battles', {
    Battle: 'T2-01',
    Turn: 2,
    Area: 'Blackfire Pass',
    Armies: 'Ostmark Army vs Karak Dum Host',
    Cause: 'contact',
    Status: stage === 'locations' ? 'awaiting choices' : 'to fight',
    Engagement: stage === 'locations' ? '' : 'battle',
  });
  return t;
}

describe('whom a stage waits for', () => {
  test('orders: every player', () => {
    expect(R.players(demoAt(2, 'orders'))).toEqual(['Ostmark', 'Karak Dum', 'Red Fang']);
  });

  test('locations: the two armies’ players; Red Fang, refused WM-O013, is still not waited for', () => {
    const t = contact('locations');
    expect(submit(t, 'Red Fang', 'Red Fang Horde - Location POI').lines[0]?.code).toBe('WM-O013');
    expect(R.players(contact('locations'))).toEqual(['Ostmark', 'Karak Dum']);
  });

  test('reports: the battle’s players; Red Fang is listed once it sends an optional pick-up report', () => {
    const t = contact('reports');
    expect(R.players(t)).toEqual(['Ostmark', 'Karak Dum']);
    submit(t, 'Red Fang', 'Nation - Pick-up won 2000');
    expect(R.players(t)).toEqual(['Ostmark', 'Karak Dum', 'Red Fang']);
  });
});
