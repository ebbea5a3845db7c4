/**
 * A tabletop report sent by both players (digest §6 "What the players report"): each may write that the same
 * character fell, or the same feat; the character still rolls once on Table 13 and earns the feat once (Table 15).
 */
import type { StageReportLine } from '../../../../src/engine/core/stage';
import { readReport } from '../../../../src/engine/me/stages/reports';

const line = (player: string, fact: string, subject: string, value: string | number): StageReportLine => ({
  battle: 'T2-03',
  player,
  subject,
  fact,
  value,
});
const sides = [
  { side: 'Red', totalArmySize: 750, general: 'Gutrot', characters: ['Gutrot'] },
  { side: 'Dron', totalArmySize: 750, general: 'Gali', characters: ['Gali'] },
];

describe('ME battle report lines from both sides', () => {
  const read = readReport(
    [
      line('Red', 'winner', '', 'Red'),
      line('Red', 'level', '', 'minor victory'),
      line('Red', 'fell', 'Gali', 'fell'),
      line('Red', 'feat', 'Gutrot', 'slew general'),
      line('Dron', 'winner', '', 'Red'),
      line('Dron', 'fell', 'Gali', 'fell'),
      line('Dron', 'feat', 'Gutrot', 'Slew General'),
    ],
    sides,
  );

  it('a character both sides say fell is one fall (one Table 13 roll)', () => {
    expect(read.report?.fell).toEqual(['Gali']);
  });

  it('a feat both sides report is earned once (Table 15)', () => {
    expect(read.report?.feats).toEqual([{ character: 'Gutrot', feat: 'slew general' }]);
  });
});
