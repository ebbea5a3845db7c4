import { Dice } from '../../../src/engine/dice';
import { coverage, lookup } from '../../../src/engine/core/tables';
import { blankHex, type MeHex, type NeutralDefenders } from '../../../src/engine/me/model';
import {
  conscription,
  convertProduction,
  generatePower,
  industryProduction,
  type PowerSources,
} from '../../../src/engine/me/power';
import {
  combineIncitements,
  hexLine,
  incitedFate,
  incitedRemain,
  miscastTarget,
  pacify,
  rollIncitement,
} from '../../../src/engine/me/power-neutrals';
import {
  POWER_RANGE_TABLES,
  TABLE_11_PACIFY,
  TABLE_9_ACQUIRING_POWER,
  conscriptionCap,
  inciteCap,
  pacifyCap,
} from '../../../src/engine/me/power-tables';

const dice = (fixed: Record<string, number>): Dice => new Dice('power', new Map(Object.entries(fixed)));

describe('Table 9: Acquiring Power (004 5.1B)', () => {
  it('the rows as printed', () => {
    const rows = Object.values(TABLE_9_ACQUIRING_POWER).map((r) => [r.source, r.power, r.mustHoldHex]);
    expect(rows).toEqual([
      ['Capital', 1, true],
      ['Strength of Arms', 1, false],
      ['Mighty Conquest', 5, false],
      ['Grand Civilization', 2, true],
      ['Formidable Industry', 1, true],
      ['Living Legend', 1, false],
      ['Tribute', 1, false],
    ]);
  });

  const none: PowerSources = {
    player: 'Ann',
    armyListsSubmitted: false,
    capitalHeld: true,
    armyBasics: [],
    enemyCapitalsConquered: 0,
    neutralCapitalsConquered: 0,
    civilizationHexesHeld: 0,
    production: 0,
    livingLegend: false,
    neutralCapitalsHeld: 0,
  };

  it('everything at once: 1 capital + 1 army at 2500 + 5 + 3 conquest + 2 civilization + 2 industry + 1 legend + 1 tribute = 16', () => {
    const sources: PowerSources = {
      ...none,
      armyListsSubmitted: true,
      armyBasics: [2500, 700],
      enemyCapitalsConquered: 1,
      neutralCapitalsConquered: 1,
      civilizationHexesHeld: 1,
      production: 4,
      livingLegend: true,
      neutralCapitalsHeld: 1,
    };
    const g = generatePower(sources, 2, 'carry');
    expect(g.generated).toBe(16);
    expect(g.lines.map((l) => [l.source, l.power])).toEqual([
      ['Capital', 1],
      ['Strength of Arms', 1],
      ['Mighty Conquest', 8],
      ['Grand Civilization', 2],
      ['Formidable Industry', 2], // bank 2 + production 4 = 6
      ['Living Legend', 1],
      ['Tribute', 1],
    ]);
    expect(g.bank).toBe(0);
  });

  it('the capital point needs the army lists submitted and the capital held', () => {
    expect(generatePower(none, 0, 'carry').generated).toBe(0);
    expect(generatePower({ ...none, armyListsSubmitted: true }, 0, 'carry').generated).toBe(1);
    expect(
      generatePower({ ...none, armyListsSubmitted: true, capitalHeld: false }, 0, 'carry').generated,
    ).toBe(0);
  });

  it('Strength of Arms: only armies at Basic 2500 count (2 of 2500, 2499 does not)', () => {
    expect(generatePower({ ...none, armyBasics: [2500, 2500, 2499] }, 0, 'carry').generated).toBe(2);
  });
});

describe('production (Table 6, ME-R8) and the bank (ME-R11)', () => {
  it.each([
    ['Field', null, 1],
    ['Field', 'Town', 1],
    ['Field', 'Fertile Fields', 1],
    ['Field', 'Mine', 2],
    ['Mountain', 'Mine', 3],
    ['Field', 'Deep Mine', 3],
    ['Mountain', 'Deep Mine', 6],
    ['Forest', 'Woods', 2],
    ['Forest', 'Deep Woods', 3],
  ] as const)('%s hex with %s under Industry: %i', (terrain, major, production) => {
    expect(industryProduction({ terrain, major })).toBe(production);
  });

  it('ME-R11 carry: bank 2 + production 5 = 7 gives 2 power and leaves 1', () => {
    expect(convertProduction(2, 5, 'carry')).toEqual({ power: 2, bank: 1 });
    expect(convertProduction(1, 1, 'carry')).toEqual({ power: 0, bank: 2 });
    expect(convertProduction(0, 3, 'carry')).toEqual({ power: 1, bank: 0 });
  });

  it('ME-R11 empty (setting): 7 gives 2 power and the bank is emptied; below 3 it stays banked', () => {
    expect(convertProduction(2, 5, 'empty')).toEqual({ power: 2, bank: 0 });
    expect(convertProduction(1, 1, 'empty')).toEqual({ power: 0, bank: 2 });
  });
});

describe('Conscription (Table 10, ME-R12)', () => {
  it('cap ⌈turn / 3⌉: turn 1 → 1, 3 → 1, 4 → 2, 7 → 3', () => {
    expect([1, 3, 4, 7].map(conscriptionCap)).toEqual([1, 1, 2, 3]);
  });
  it('each point adds d2 × 250 to the next turn only: 2 points, d2 1 and 2 → +750 on turn 5', () => {
    const c = conscription(dice({ 'me:conscription:Ann#1': 1, 'me:conscription:Ann#2': 2 }), 'Ann', 2, 4);
    expect(c.carry).toEqual({
      player: 'Ann',
      kind: 'Conscription',
      amount: 750,
      fromTurn: 5,
      toTurn: 5,
      source: 'conscription turn 4',
    });
    expect(c.events[0]).toMatchObject({ die: '2d2', result: 3, key: 'me:conscription:Ann' });
  });
  it('one point, d2 2 → +500', () => {
    expect(conscription(dice({ 'me:conscription:Ann': 2 }), 'Ann', 1, 1).carry?.amount).toBe(500);
  });
});

describe('Table 11: Pacify Neutrals result (004 5.2B), d6 per point, cumulative', () => {
  it.each([
    [1, 'Failed disastrously'],
    [2, 'Failed'],
    [3, 'Desert'],
    [4, 'Desert'],
    [5, 'Desert'],
    [6, 'Surrender'],
  ])('%i: %s', (d6, result) => {
    expect(lookup(TABLE_11_PACIFY, d6)).toBe(result);
  });
  it('covers 1-6 exactly once', () => {
    for (const t of POWER_RANGE_TABLES) expect(coverage(t)).toEqual({ gaps: [], overlaps: [] });
  });

  const defenders = (basic: number, wellDefended = false): NeutralDefenders => ({
    race: 'Dwarves',
    basic,
    wellDefended,
    discoveredTurn: 2,
    extra: 0,
    incitedBy: [],
  });
  const hex = (d: NeutralDefenders): MeHex => ({
    ...blankHex('0404', 'Mountain'),
    explored: true,
    defenders: d,
  });

  it('cap: 1 point per 1000 of the neutral army, rounded up', () => {
    expect([500, 1000, 1001, 2000, 2250, 3000].map(pacifyCap)).toEqual([1, 1, 2, 2, 3, 3]);
  });
  it('1 and 4 on a Well Defended 1500 (Total 2000): +250 then 500 desert, 2000 → 1750', () => {
    const p = pacify(
      dice({ 'me:pacify:0404:Ann#1': 1, 'me:pacify:0404:Ann#2': 4 }),
      hex(defenders(1500, true)),
      'Ann',
      2,
    );
    expect(p).toMatchObject({ spent: 2, before: 2000, after: 1750, surrendered: false });
    expect(p.defenders).toMatchObject({ basic: 1000, extra: 250 });
  });
  it('a 6 and the whole army surrenders whatever the other results (6 and 1)', () => {
    const p = pacify(
      dice({ 'me:pacify:0404:Ann#1': 6, 'me:pacify:0404:Ann#2': 1 }),
      hex(defenders(1500, true)),
      'Ann',
      2,
    );
    expect(p).toMatchObject({ surrendered: true, defenders: null });
  });
  it('ME-R19: 500 defenders with 500 deserting are at 0: the hex is claimed', () => {
    const p = pacify(dice({ 'me:pacify:0404:Ann': 3 }), hex(defenders(500)), 'Ann', 1);
    expect(p).toMatchObject({ before: 500, after: 0, surrendered: true });
  });
  it('a 2 does nothing; points over the cap are not rolled (3 on a 2000 army: 2)', () => {
    const p = pacify(
      dice({ 'me:pacify:0404:Ann#1': 2, 'me:pacify:0404:Ann#2': 2 }),
      hex(defenders(2000)),
      'Ann',
      3,
    );
    expect(p).toMatchObject({ spent: 2, unspent: 1, before: 2000, after: 2000, surrendered: false });
    expect(p.events[1]?.effect).toBe('1 point(s) over the cap are not spent');
  });
});

describe('Pacify where exploration found no defenders (ME-R19)', () => {
  it('nothing is rolled and the points are given back', () => {
    const d = dice({});
    const p = pacify(d, { ...blankHex('0404', 'Field'), explored: true }, 'Ann', 1);
    expect(p).toMatchObject({ spent: 0, unspent: 1, surrendered: false, defenders: null });
    expect(d.log()).toEqual([]);
  });
});

describe('Incite Neutrals (004 5.2B)', () => {
  it('cap ⌊turn / 3⌋ (ME-R13): none on turns 1-2, 1 on 3-5, 2 on 6', () => {
    expect([1, 2, 3, 5, 6].map(inciteCap)).toEqual([0, 0, 1, 1, 2]);
  });
  it('2 points with two more dice: 4d6 (3 4 5 6) × 100 = 1800', () => {
    const d = dice({
      'me:incite:0606:Ann#1': 3,
      'me:incite:0606:Ann#2': 4,
      'me:incite:0606:Ann#3': 5,
      'me:incite:0606:Ann#4': 6,
    });
    const i = rollIncitement(d, 'Ann', '0606', [2]);
    expect(i).toMatchObject({ strength: 1800, miscast: false, dice: [3, 4, 5, 6] });
  });
  it('one 1 among three dice is no miscast (1 3 6 → 1000)', () => {
    const d = dice({ 'me:incite:0606:Ann#1': 1, 'me:incite:0606:Ann#2': 3, 'me:incite:0606:Ann#3': 6 });
    expect(rollIncitement(d, 'Ann', '0606', [1])).toMatchObject({ strength: 1000, miscast: false });
  });
  it('ME-R17: two 1s miscast and every die is rolled again (1 1 → 4 5 = 900)', () => {
    const d = dice({
      'me:incite:0606:Ann#1': 1,
      'me:incite:0606:Ann#2': 1,
      'me:incite:0606:Ann:miscast#1': 4,
      'me:incite:0606:Ann:miscast#2': 5,
    });
    expect(rollIncitement(d, 'Ann', '0606', [])).toMatchObject({
      strength: 900,
      miscast: true,
      dice: [4, 5],
    });
  });
  it('combining: totals add; if any miscast, each is attacked by the army he incited', () => {
    const a = { player: 'Ann', hex: '0606', dice: [], strength: 700, miscast: false, events: [] };
    const b = { player: 'Cid', hex: '0606', dice: [], strength: 900, miscast: false, events: [] };
    expect(combineIncitements([a, b])).toEqual({
      miscast: false,
      attacks: [{ players: ['Ann', 'Cid'], strength: 1600 }],
    });
    expect(combineIncitements([a, { ...b, miscast: true }])).toEqual({
      miscast: true,
      attacks: [
        { players: ['Ann'], strength: 700 },
        { players: ['Cid'], strength: 900 },
      ],
    });
  });
  it('a straight line of hexes: 0101 to 0402 runs south-east through 0201 and 0302', () => {
    expect(hexLine('0101', '0402')).toEqual(['0101', '0201', '0302', '0402']);
    expect(hexLine('0101', '0104')).toEqual(['0101', '0102', '0103', '0104']);
  });
  it("miscast: the army invades the inciter's first hex on the line back to his capital", () => {
    const owners = new Map<string, { owner: string | null }>([
      ['0402', { owner: 'Bob' }],
      ['0302', { owner: 'Bob' }],
      ['0201', { owner: 'Ann' }],
      ['0101', { owner: 'Ann' }],
    ]);
    expect(miscastTarget('0402', '0101', 'Ann', owners)).toBe('0201');
    expect(miscastTarget('0402', null, 'Ann', owners)).toBeNull();
  });
  it('the fate of undefeated incited neutrals: ≤ 500 loot, 501-999 raze, ≥ 1000 remain', () => {
    expect([200, 500, 501, 999, 1000, 2400].map(incitedFate)).toEqual([
      'Loot',
      'Loot',
      'Raze',
      'Raze',
      'Remain',
      'Remain',
    ]);
  });
  it('ME-R18: 1200 remain, conscript d2 2 × 250 = 500 more, and hold the hex as neutral defenders', () => {
    const hex = { ...blankHex('0606', 'Field'), owner: 'Bob', explored: true };
    const r = incitedRemain(
      dice({ 'me:incite:0606:conscript': 2 }),
      hex,
      1200,
      'Orcs and Goblins',
      ['Ann'],
      5,
    );
    expect(r.hex.owner).toBeNull();
    expect(r.hex.defenders).toEqual({
      race: 'Orcs and Goblins',
      basic: 1200,
      wellDefended: false,
      discoveredTurn: 5,
      extra: 500,
      incitedBy: ['Ann'],
    });
  });
});
