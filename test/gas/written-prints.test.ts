import type { SheetService } from '../../src/gas/services';
import type { PlannedWrite } from '../../src/gas/write-plan';
import { changedSince, seen, writtenPrints } from '../../src/gas/written-prints';

// The prints Resolve keeps of the cells it wrote, and what Undo finds changed: cell input against the value
// read back, worked by hand.

const ARMIES = ['Army', 'Player', 'Hex', 'Points', 'Mobility', 'Race', 'Site', 'Size', 'Upkeep'];

/** A write of `grid` at row `row`, column A of `name`. */
const write = (name: string, row: number, grid: unknown[][]): PlannedWrite => ({
  sheet: {} as SheetService,
  name,
  row,
  column: 1,
  grid,
  knownRows: row + grid.length,
  width: grid[0].length,
  textColumns: [],
});

/** Armies rows 4-5 as Resolve writes them: Size and Upkeep are computed (their formula in row 2 only). */
const written = [
  ['Iron Host', 'Aurelian Throne', "'0407", 700, 'FOOT', 'Men', 'field', '', ''],
  ['Red Riders', 'Clan Varn', '0912', '350', 'CAV', 'Dwarves', 'field', '', ''],
];

/** The tab as Undo reads it: header, two rows above, the written rows as values, the computed ones filled. */
const read = (edit?: (rows: unknown[][]) => void): unknown[][] => {
  const rows: unknown[][] = [
    ARMIES,
    ['Old Guard', 'Aurelian Throne', '0101', 100, 'FOOT', 'Men', 'field', 'Small', 1],
    ['Watch', 'Clan Varn', '0202', 100, 'FOOT', 'Dwarves', 'field', 'Small', 1],
    ['Iron Host', 'Aurelian Throne', '0407', 700, 'FOOT', 'Men', 'field', 'Large', 7],
    ['Red Riders', 'Clan Varn', '0912', 350, 'CAV', 'Dwarves', 'field', 'Medium', 4],
  ];
  edit?.(rows);
  return rows;
};

describe('seen: a cell as input and as value', () => {
  it('a number typed as text, a literal, a boolean and a date match their values', () => {
    expect([seen('350'), seen(350)]).toEqual(['350', '350']);
    expect([seen("'0407"), seen('0407')]).toEqual(['407', '407']);
    expect([seen('true'), seen(true)]).toEqual(['TRUE', 'TRUE']);
    // Minutes since the epoch: 2026-01-01T12:00:30Z is 20,454 days (56 years, 14 leap days)
    // and 12 h 0.5 min: 29,454,480.5 min, rounded up.
    expect(seen(new Date('2026-01-01T12:00:30Z'))).toBe('@29454481');
    expect([seen(''), seen(null), seen(undefined)]).toEqual(['', '', '']);
  });
});

describe('changedSince', () => {
  const prints = writtenPrints([write('Armies', 4, written)], () => ARMIES);

  it('finds nothing when the cells read back as written (computed columns aside)', () => {
    expect(Object.keys(prints)).toEqual(['Armies']);
    expect(changedSince('Armies', prints.Armies, read())).toBeNull();
  });

  it('names the one cell edited, and ignores edits outside the rows written', () => {
    const change = changedSince(
      'Armies',
      prints.Armies,
      read((rows) => {
        rows[4][3] = 375; // Red Riders' Points: D5
        rows[1][3] = 150; // row 2, not written by the Resolve
      }),
    );
    expect(change?.where).toBe('Armies!D5');
  });

  it('names the rows and columns when several cells changed', () => {
    const change = changedSince(
      'Armies',
      prints.Armies,
      read((rows) => {
        rows[3][1] = 'Clan Varn'; // B4
        rows[4][3] = 375; // D5
      }),
    );
    expect(change?.where).toBe('Armies (rows 4, 5; columns B, D)');
  });

  it('leaves out the Campaign tab’s Ledger version, which a hand edit elsewhere moves', () => {
    const campaign = [
      ['Turn', 2, ''],
      ['Ledger version', 12345, ''],
    ];
    const header = ['Setting', 'Value', 'About'];
    const print = writtenPrints([write('Campaign', 4, campaign)], () => header).Campaign;
    const values = [header, [], [], ['Turn', 2, ''], ['Ledger version', 1767268800000, '']];
    expect(changedSince('Campaign', print, values)).toBeNull();
    values[3][1] = 3;
    expect(changedSince('Campaign', print, values)?.where).toBe('Campaign!B4');
  });
});
