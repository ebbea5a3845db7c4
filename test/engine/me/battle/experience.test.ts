import { Dice } from '../../../../src/engine/dice';
import {
  abstractBattleXp,
  generalshipRow,
  generalshipXp,
  tabletopExperience,
  victoryByDefaultXp,
} from '../../../../src/engine/me/battle/experience';
import { TABLE_15_EXPERIENCE } from '../../../../src/engine/me/battle/experience-tables';
import type { TabletopReport } from '../../../../src/engine/me/battle/report';

const dice = (fixed: Record<string, number>): Dice => new Dice('xp', new Map(Object.entries(fixed)));

describe('Table 15: Experience (004 6.2C), row by row', () => {
  it('participate 1, general Table 16, slay the General 1, challenge 1, standard 1', () => {
    expect(TABLE_15_EXPERIENCE.map((r) => [r.feat, r.xp])).toEqual([
      ['participate', 1],
      ['general of a victorious battle', 'Table 16'],
      ['slew general', 1],
      ['challenge won', 1],
      ['standard captured', 1],
    ]);
  });
});

describe('Table 16: Generalship (printed "Table 15"), ME-R6 bands on the smaller army', () => {
  it.each([
    [1000, 1000, '0-10%'],
    [1100, 1000, '0-10%'], // 100/1000 = 10% exactly: row 1
    [1150, 1000, '11-50%'], // 15%
    [1500, 1000, '11-50%'], // 50% exactly: row 2
    [1550, 1000, '51% or greater'], // 55%
    [1000, 1550, '51% or greater'], // order does not matter
  ])('ME-R6: %i against %i reads %s', (a, b, label) => {
    expect(generalshipRow(a, b).label).toBe(label);
  });
  it('ME-R6 setting: on the larger army 1500 v 1000 is 33%: row 2; 2000 v 1000 is 50%: row 2', () => {
    expect(generalshipRow(1500, 1000, 'larger').label).toBe('11-50%');
    expect(generalshipRow(2000, 1000, 'larger').label).toBe('11-50%');
    expect(generalshipRow(2000, 1000, 'smaller').label).toBe('51% or greater');
  });
  it('row 1: either General +1', () => {
    expect(generalshipXp(dice({}), 'g', { general: 'G', winnerSize: 1000, loserSize: 1050 }).xp).toBe(1);
    expect(generalshipXp(dice({}), 'g', { general: 'G', winnerSize: 1050, loserSize: 1000 }).xp).toBe(1);
  });
  it('row 2: smaller +2; larger d6 1-3 +1, 4-6 none', () => {
    expect(generalshipXp(dice({}), 'g', { general: 'G', winnerSize: 1000, loserSize: 1300 }).xp).toBe(2);
    expect(generalshipXp(dice({ g: 3 }), 'g', { general: 'G', winnerSize: 1300, loserSize: 1000 }).xp).toBe(
      1,
    );
    expect(generalshipXp(dice({ g: 4 }), 'g', { general: 'G', winnerSize: 1300, loserSize: 1000 }).xp).toBe(
      0,
    );
  });
  it('row 3: smaller +3, larger none', () => {
    expect(generalshipXp(dice({}), 'g', { general: 'G', winnerSize: 1000, loserSize: 2000 }).xp).toBe(3);
    expect(generalshipXp(dice({}), 'g', { general: 'G', winnerSize: 2000, loserSize: 1000 }).xp).toBe(0);
  });
});

describe('experience of a tabletop battle (Tables 15-16, 6.4C)', () => {
  const report: TabletopReport = {
    winner: 'Anna',
    level: 'solid victory',
    sides: [
      {
        side: 'Anna',
        totalArmySize: 1000,
        general: 'Lord A',
        characters: ['Lord A', 'Hero A'],
        hasStandard: true,
        reportSubmitted: true,
      },
      {
        side: 'Bert',
        totalArmySize: 1300,
        general: 'Lord B',
        characters: ['Lord B', 'Hero B'],
        hasStandard: true,
        reportSubmitted: false,
      },
    ],
    fell: ['Lord B', 'Hero B'],
    feats: [
      { character: 'Hero A', feat: 'slew general' },
      { character: 'Hero A', feat: 'challenge won' },
      { character: 'Lord A', feat: 'standard captured' },
    ],
    modelsLost: [],
  };
  it('by hand: Lord A 1 + 2 (smaller General, 30%) + 1 standard + 1 report = 5; Hero A 1 + 2 (General slain in a challenge); Hero B 1; Lord B dead 0', () => {
    const { awards } = tabletopExperience(dice({ 'b:report:Anna': 1 }), 'b', report, ['Lord B']);
    const xp = Object.fromEntries(awards.map((a) => [a.character, a.xp]));
    expect(xp).toEqual({ 'Lord A': 5, 'Hero A': 3, 'Hero B': 1 });
  });
  it('the report point goes to a random surviving character (second of two: Hero A)', () => {
    const { awards } = tabletopExperience(dice({ 'b:report:Anna': 2 }), 'b', report, ['Lord B']);
    const xp = Object.fromEntries(awards.map((a) => [a.character, a.xp]));
    expect(xp['Lord A']).toBe(4);
    expect(xp['Hero A']).toBe(4);
  });
  it('a draw gives no Generalship', () => {
    const { awards } = tabletopExperience(
      dice({}),
      'b',
      {
        ...report,
        winner: null,
        level: 'draw',
        feats: [],
        sides: report.sides.map((s) => ({ ...s, reportSubmitted: false })),
      },
      [],
    );
    expect(awards.every((a) => a.xp === 1)).toBe(true);
  });
});

describe('flat awards', () => {
  it('2.4A / 2.0C: the victors of a flight or Lost Cause +1 each', () => {
    expect(victoryByDefaultXp(['A', 'B'], 'fled').map((a) => a.xp)).toEqual([1, 1]);
    expect(victoryByDefaultXp(['A'], 'Lost Cause')[0]?.reasons[0]).toContain('2.0C');
  });
  it('App. D: each surviving character of an abstract battle exactly 1', () => {
    expect(abstractBattleXp(['A', 'B'])).toEqual([
      { character: 'A', xp: 1, reasons: ['abstract battle (App. D)'] },
      { character: 'B', xp: 1, reasons: ['abstract battle (App. D)'] },
    ]);
  });
});
