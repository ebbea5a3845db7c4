/** The CP_ custom functions, row by row from the book, worked by hand. */
import { CP_CELL_FUNCTIONS, cpMaxDvCells, cpMoveChanceCells } from '../../../src/ledger/cp/custom-functions';

describe('CP_MAX_DV (003 Territory Descriptions, CP-R6: max(listed DV, the Fortify cap), 4 at most)', () => {
  test('every type, a column at a time, any case and spacing', () => {
    const rows: [string, number][] = [
      ['Wizards Tower', 3], // DV3, no Fortify
      ['Monster Lair', 2], // DV2
      ['Mining Village', 2], // DV0, Fortify Settlement 2
      ['Castle', 3], // DV2, Fortify Castle 3
      ['Fortress', 4], // DV4
      ['River Ford', 0],
      ['Vital Crossroad', 0],
      ['Mountain Pass', 0],
      ['Farming Village', 2], // DV0, settlement 2
      ['Market Town', 2], // DV0, settlement 2
      ['Mercenary Bazaar', 1], // DV1
      ['Large Town', 2], // DV0, settlement 2
      ['Major City', 2], // DV1, settlement 2
    ];
    expect(cpMaxDvCells(rows.map(([t]) => [t]))).toEqual(rows.map(([, dv]) => [dv]));
    expect(cpMaxDvCells([['castle'], ['  major   CITY '], [''], ['Keep'], ['constructor']])).toEqual([
      [3],
      [2],
      [''],
      [expect.stringMatching(/^#CP_MAX_DV: 'Keep' is not a territory type \(Wizards Tower, /)],
      [expect.stringMatching(/^#CP_MAX_DV: 'constructor' is not a territory type/)],
    ]);
  });
});

describe('CP_MOVE_CHANCE (003 Move an army, CP-R4: a D6 at least the MD)', () => {
  test('MD 2 → 5/6, 3 → 4/6, 4 → 3/6, 5 → 2/6; outside the glossary’s 2 to 5 is refused in its cell', () => {
    expect(cpMoveChanceCells([[2], [3], [4], [5]])).toEqual([[5 / 6], [4 / 6], [3 / 6], [2 / 6]]);
    expect(cpMoveChanceCells('4')).toBe(0.5);
    expect(cpMoveChanceCells([[1], [6], [2.5], ['x'], ['']])).toEqual([
      ["#CP_MOVE_CHANCE: MD must be a whole number from 2 to 5, got '1'"],
      ["#CP_MOVE_CHANCE: MD must be a whole number from 2 to 5, got '6'"],
      ["#CP_MOVE_CHANCE: MD must be a whole number from 2 to 5, got '2.5'"],
      ["#CP_MOVE_CHANCE: MD must be a whole number from 2 to 5, got 'x'"],
      [''],
    ]);
  });

  test('the globals the gas side registers: names, parameters and a doc line each', () => {
    expect(CP_CELL_FUNCTIONS.map((f) => [f.name, f.params])).toEqual([
      ['CP_MAX_DV', ['type']],
      ['CP_MOVE_CHANCE', ['md']],
    ]);
  });
});
