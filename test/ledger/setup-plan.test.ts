import { LEDGER_TABS } from '../../src/ledger/schema';
import { columnLetter, missingSettings, planSetup } from '../../src/ledger/setup-plan';

describe('set-up plan', () => {
  it('creates every tab of the ledger on an empty spreadsheet', () => {
    const plan = planSetup([{ name: 'Sheet1', headers: [] }]);
    expect(plan.tabs.map((t) => t.spec.name)).toEqual([
      'Campaign',
      'Players',
      'Diplomacy',
      'Map',
      'Cities',
      'Armies',
      'Units',
      'Structures',
      'Treasury',
      'Orders',
      'Battles',
      'Individuals',
      'Log',
    ]);
    expect(plan.tabs.every((t) => t.create && t.addColumns.length === t.spec.columns.length)).toBe(true);
    expect(plan.changes).toHaveLength(LEDGER_TABS.length);
  });

  it('finds columns by header name whatever their order, case or spacing, and keeps the moderator’s own', () => {
    const armies = LEDGER_TABS.find((t) => t.name === 'Armies');
    const headers = [
      'My notes',
      ' points',
      'ARMY',
      'Hex',
      'Player',
      'Mobility',
      'Race',
      'Site',
      'Size',
      'Upkeep',
      'supply RANGE',
      'Supply status',
      'Broken',
      'Leaderless',
      'Battle losses',
      'Losses turn',
      'Unreplaceable',
      'Barred from',
    ];
    const plan = planSetup([{ name: 'armies', headers }]);
    const tab = plan.tabs.find((t) => t.spec === armies);
    expect(tab?.create).toBe(false);
    expect(tab?.addColumns).toEqual([]);
    expect(tab?.columnIndex.get('Points')).toBe(2);
    expect(tab?.columnIndex.get('Army')).toBe(3);
    expect(plan.changes.some((c) => c.includes('Armies'))).toBe(false);
  });

  it('adds only the missing columns, to the right of the last used header', () => {
    const plan = planSetup([{ name: 'Players', headers: ['Player', 'Colour', 'Nickname', ''] }]);
    const tab = plan.tabs.find((t) => t.spec.name === 'Players');
    expect(tab?.addColumns.map((a) => [a.column.header, a.index])).toEqual([
      ['Email', 4],
      ['Race', 5],
      ['Mine output', 6],
    ]);
    expect(plan.changes).toContain('Added to Players: Email, Race, Mine output.');
  });

  it('lists only the Campaign settings that are missing', () => {
    const missing = missingSettings(['turn', ' SEED ', 'Campaign name']).map((s) => s.name);
    expect(missing).not.toContain('Turn');
    expect(missing).not.toContain('Seed');
    expect(missing).not.toContain('Campaign name');
    expect(missing).toContain('Order deadline');
    expect(missing).toContain('Replacement costs');
  });

  it.each([
    [1, 'A'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
    [703, 'AAA'],
  ])('column %i is %s', (n, letters) => expect(columnLetter(n)).toBe(letters));
});
