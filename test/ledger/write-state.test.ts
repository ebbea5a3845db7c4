import { ARMIES_TAB, ORDERS_TAB } from '../../src/ledger/schema';
import { tabRows } from '../../src/ledger/tab';
import { tabGrid } from '../../src/ledger/write-state';

// Writing a tab: one grid below the header, in the sheet's own column order, keeping the moderator's columns.

describe('tab grid', () => {
  const headers = [
    'Army',
    'Notes',
    'Player',
    'Hex',
    'Points',
    'Mobility',
    'Race',
    'Site',
    'Size',
    'Upkeep',
    'Supply range',
    'Supply status',
  ];

  it('follows the sheet’s column order, keeps a moderator column by the row’s name, and puts formulas in row 2', () => {
    const existing = tabRows('Armies', [
      headers,
      ['Iron Host', 'veterans', 'Karak', '0101', 1200, 'FOOT', 'Dwarves', 'city', 12, 360, 0, 'Regular'],
      ['Old Host', 'gone', 'Karak', '0102', 500, 'FOOT', 'Dwarves', 'field', 5, 250, 1, 'Regular'],
      ['Third', '', 'Karak', '0103', 500, 'FOOT', 'Dwarves', 'field', 5, 250, 1, 'Regular'],
    ]);
    const grid = tabGrid(ARMIES_TAB, existing, [
      {
        Army: 'New Host',
        Player: 'Elves',
        Hex: '0505',
        Points: 600,
        Mobility: 'FLYER',
        Race: 'Elves',
        Site: 'field',
      },
      {
        Army: 'iron host',
        Player: 'Karak',
        Hex: '0201',
        Points: 1100,
        Mobility: 'FOOT',
        Race: 'Dwarves',
        Site: 'field',
      },
    ]);
    expect(grid).toEqual([
      [
        'New Host',
        '',
        'Elves',
        '0505',
        600,
        'FLYER',
        'Elves',
        'field',
        '=ARMY_SIZE(E2:E)',
        '=ARMY_UPKEEP(E2:E, H2:H)',
        '=SUPPLY_RANGE(D2:D, C2:C, LedgerVersion, F2:F)',
        '=SUPPLY_STATUS(D2:D, C2:C, LedgerVersion, G2:G, F2:F)',
      ],
      ['iron host', 'veterans', 'Karak', '0201', 1100, 'FOOT', 'Dwarves', 'field', '', '', '', ''],
      new Array(12).fill(''),
    ]);
  });

  it('keeps the formulas on an emptied tab', () => {
    const grid = tabGrid(ARMIES_TAB, tabRows('Armies', [headers]), []);
    expect(grid).toHaveLength(1);
    expect(grid[0][8]).toBe('=ARMY_SIZE(E2:E)');
    expect(grid[0][0]).toBe('');
  });

  it('keeps a moderator column with its order row, identified by turn, player and line, when rows move', () => {
    const headers = ['Turn', 'Player', 'Line', 'Text', 'My note'];
    const existing = tabRows('Orders', [
      headers,
      [1, 'Ann', 1, 'Iron Host - Hold', 'first'],
      [1, 'Bo', 1, 'Red Host - Hold', 'check this'],
      [1, 'Bo', 2, 'Bluetown - Grow', 'fine'],
    ]);
    // Ann's submission is replaced: her old row goes, Bo's rows move up and keep their notes.
    const grid = tabGrid(ORDERS_TAB, existing, [
      { Turn: 1, Player: 'Bo', Line: 1, Text: 'Red Host - Hold' },
      { Turn: 1, Player: 'Bo', Line: 2, Text: 'Bluetown - Grow' },
      { Turn: 1, Player: 'Ann', Line: 1, Text: 'Iron Host - Move 3' },
    ]);
    expect(grid.map((row) => row[4])).toEqual(['check this', 'fine', 'first']);
  });
});
