import {
  abstractSideResult,
  dropBadFacts,
  reportProblems,
  sideResult,
  type TabletopReport,
} from '../../../../src/engine/me/battle/report';

describe('ME-R4: a tabletop level read as Tables 12-13 want it', () => {
  it.each([
    ['minor victory', 'minor victory', 'minor defeat'],
    ['solid victory', 'major victory', 'major defeat'],
    ['massacre', 'major victory', 'major defeat'],
  ] as const)('%s: winner %s, loser %s', (level, w, l) => {
    expect(sideResult({ winner: 'A', level }, 'A')).toBe(w);
    expect(sideResult({ winner: 'A', level }, 'B')).toBe(l);
  });
  it('a draw is a draw for both', () => {
    expect(sideResult({ winner: null, level: 'draw' }, 'A')).toBe('draw');
  });
  it('ME-R4 setting: solid as minor', () => {
    expect(sideResult({ winner: 'A', level: 'solid victory' }, 'A', 'minor')).toBe('minor victory');
  });
});

describe('ME-R37: a Table 25 outcome read from each side', () => {
  it.each([
    ['Defender Major Victory', 'major defeat', 'major victory'],
    ['Defender Minor Victory', 'minor defeat', 'minor victory'],
    ['Draw', 'draw', 'draw'],
    ['Attacker Minor Victory', 'minor victory', 'minor defeat'],
    ['Attacker Major Victory', 'major victory', 'major defeat'],
  ] as const)('%s: attacker %s, defender %s', (o, a, d) => {
    expect(abstractSideResult(o, 'attacker')).toBe(a);
    expect(abstractSideResult(o, 'defender')).toBe(d);
  });
});

describe('report problems name the line and why', () => {
  const ok: TabletopReport = {
    winner: 'A',
    level: 'minor victory',
    sides: [
      {
        side: 'A',
        totalArmySize: 1000,
        general: 'L',
        characters: ['L'],
        hasStandard: false,
        reportSubmitted: true,
      },
      {
        side: 'B',
        totalArmySize: 1000,
        general: null,
        characters: ['M'],
        hasStandard: true,
        reportSubmitted: false,
      },
    ],
    fell: ['M'],
    feats: [],
    modelsLost: [{ side: 'B', unit: 'Spears', lost: 4 }],
  };
  it('a sound report has none', () => {
    expect(reportProblems(ok)).toEqual([]);
  });
  it('each fault is named', () => {
    const bad: TabletopReport = {
      ...ok,
      winner: 'C',
      fell: ['Z'],
      feats: [{ character: 'L', feat: 'standard captured' }],
      modelsLost: [{ side: 'B', unit: 'Spears', lost: -1 }],
    };
    const p = reportProblems(bad);
    expect(p).toContain("Winner 'C' is not a side of this battle (A, B)");
    expect(p).toContain("Fallen character 'Z' is in neither army");
    expect(p).toContain("Feat 'standard captured' by 'L': his army has no standard (Table 15)");
    expect(p).toContain("Models lost by 'Spears': -1 is not a whole number 0 or more");
  });
  it('a winner with a draw level is refused', () => {
    expect(reportProblems({ ...ok, level: 'draw' })[0]).toContain('A draw has no winner');
  });
});

describe('dropBadFacts: one bad fact is dropped alone, the winner and level stand (5.4C)', () => {
  const side = (name: string, characters: string[], general: string | null) => ({
    side: name,
    totalArmySize: 1500,
    general,
    characters,
    hasStandard: false,
    reportSubmitted: true,
  });
  const report: TabletopReport = {
    winner: 'A',
    level: 'massacre',
    sides: [{ ...side('A', ['Kurt'], 'Stranger'), totalArmySize: 9000 }, side('B', ['Grom'], 'Grom')],
    fell: ['Grom', 'Nobody'],
    feats: [
      { character: 'Kurt', feat: 'slew general' },
      { character: 'Nobody', feat: 'challenge won' },
      { character: 'Kurt', feat: 'standard captured' },
    ],
    modelsLost: [
      { side: 'A', unit: 'Swordsmen', lost: 6 },
      { side: 'C', unit: 'Trolls', lost: 2 },
    ],
  };
  it('keeps the good facts, falls back to the known General and size, and says what it dropped', () => {
    const r = dropBadFacts(report, [
      { side: 'A', totalArmySize: 1000, general: 'Kurt' },
      { side: 'B', totalArmySize: 750, general: 'Grom' },
    ]);
    expect(r.report.winner).toBe('A');
    expect(r.report.level).toBe('massacre');
    expect(r.report.sides[0]).toMatchObject({ general: 'Kurt', totalArmySize: 1000 });
    expect(r.report.fell).toEqual(['Grom']);
    expect(r.report.feats).toEqual([{ character: 'Kurt', feat: 'slew general' }]);
    expect(r.report.modelsLost).toEqual([{ side: 'A', unit: 'Swordsmen', lost: 6 }]);
    expect(reportProblems(r.report)).toEqual([]);
    expect(r.dropped).toEqual([
      "General 'Stranger' of A is not one of its characters",
      'Total Army Size 9000 of A is over 3000 (3.1B)',
      "Fallen character 'Nobody' is in neither army",
      "Feat 'challenge won' by 'Nobody': he is in neither army",
      "Feat 'standard captured' by 'Kurt': his army has no standard (Table 15)",
      "Models lost by 'Trolls' (side 'C', 2) cannot stand",
    ]);
  });
});
