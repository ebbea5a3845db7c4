/** The CT_ custom functions, row by row from Table 1 and the book's formulas, worked by hand. */
import {
  CT_CELL_FUNCTIONS,
  ctFieldArmyMaxCells,
  ctGarrisonMaxCells,
  ctIncomeCells,
  ctMaintenanceCells,
  ctUnderdogCells,
} from '../../../src/ledger/ct/custom-functions';
import { readCt } from '../../../src/ledger/ct/ledger';
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { ledgerTabs } from './tabs';

describe('Chronopia custom functions', () => {
  it('Table 1 income and garrison maximum, a column at a time, any case', () => {
    const types = [['Fortress'], ['city'], ['Town'], ['Village'], ['Hamlet'], ['Outpost'], [''], ['Castle']];
    expect(ctIncomeCells(types)).toEqual([
      [200],
      [150],
      [100],
      [75],
      [50],
      [25],
      [''],
      [expect.stringMatching(/^#CT_INCOME: 'Castle' is not a Table 1 type/)],
    ]);
    expect(ctGarrisonMaxCells(types.slice(0, 6))).toEqual([[250], [200], [150], [100], [75], [50]]);
  });
  it('[Economics] 2.a: 740 points → 148 gc, 741 → 149; text is refused in its cell', () => {
    expect(ctMaintenanceCells([[740], [741], [0], ['x']])).toEqual([
      [148],
      [149],
      [0],
      ["#CT_MAINTENANCE: The points must be a whole number from 0, got 'x'"],
    ]);
  });
  it('[Experience] 1.c: 770 against 580 → floor(950 / 580) = 1; 580 against 770 → 0; 926 against 567 → 3', () => {
    expect(ctUnderdogCells(770, 580)).toBe(1);
    expect(ctUnderdogCells(580, 770)).toBe(0);
    expect(ctUnderdogCells(926, 567)).toBe(3);
  });
  it('[Forces] 1.b: 850 + Fortress 150 + Town 100 = 1100; two Fortresses 1150; the ledger read once', () => {
    const players = readCt(ledgerTabs(R.demo())).campaign.state.players;
    let reads = 0;
    const get = () => {
      reads += 1;
      return players;
    };
    expect(ctFieldArmyMaxCells(get, [['Vanth'], ['Karak'], ['Zed']])).toEqual([
      [1100],
      [1150],
      ['#CT_FIELD_ARMY_MAX: Zed is not on the Forces tab'],
    ]);
    expect(reads).toBe(1);
  });
  it('names every function for the gas side, prefixed CT_', () => {
    expect(CT_CELL_FUNCTIONS.map((f) => f.name)).toEqual([
      'CT_INCOME',
      'CT_GARRISON_MAX',
      'CT_FIELD_ARMY_MAX',
      'CT_MAINTENANCE',
      'CT_UNDERDOG',
    ]);
  });
});
