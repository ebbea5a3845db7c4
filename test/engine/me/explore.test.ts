import { Dice } from '../../../src/engine/dice';
import { cell, coverage, lookup, matrixShapeErrors } from '../../../src/engine/core/tables';
import {
  allPlayersKnowledgeRoll,
  battleKnowledgeRoll,
  explorationType,
  exploreHex,
} from '../../../src/engine/me/explore';
import {
  EXPLORE_MATRIX_TABLES,
  EXPLORE_RANGE_TABLES,
  TABLE_17_MINOR_FEATURES,
  TABLE_17_POWER,
  TABLE_6_MAJOR_FEATURES,
  TABLE_7_EXPLORATION,
  TABLE_7_NATIVES,
  firstDieGroup,
} from '../../../src/engine/me/explore-tables';
import { blankHex, type Kingdom } from '../../../src/engine/me/model';

const dice = (fixed: Record<string, number>): Dice => new Dice('explore', new Map(Object.entries(fixed)));
const twoD6 = (address: string, a: number, b: number): Record<string, number> => ({
  [`me:explore:${address}#1`]: a,
  [`me:explore:${address}#2`]: b,
});

describe('Table 7: Exploration (004 4.1B), 2d6 by hex type, row by row from the book', () => {
  // Each column copied by hand from the printed table: the feature for every total 2-12.
  const book: Record<string, string[]> = {
    Field: [
      'Arcane Ruin',
      'Mine',
      'Woods',
      'Empty',
      'Empty',
      'Empty',
      'Empty',
      'Fertile Fields',
      'Town',
      'Wizard Tower',
      'City',
    ],
    River: [
      'Arcane Ruin',
      'Mine',
      'Woods',
      'Empty',
      'Empty',
      'Empty',
      'Empty',
      'Town',
      'Town',
      'City',
      'City',
    ],
    Forest: [
      'Arcane Ruin',
      'Deep Woods',
      'Deep Woods',
      'Woods',
      'Woods',
      'Empty',
      'Empty',
      'Empty',
      'Town',
      'Town',
      'Wizard Tower',
    ],
    Swamp: [
      'Arcane Ruin',
      'Arcane Ruin',
      'Arcane Ruin',
      'Empty',
      'Empty',
      'Empty',
      'Empty',
      'Empty',
      'Wizard Tower',
      'Wizard Tower',
      'Wizard Tower',
    ],
    Mountain: [
      'Arcane Ruin',
      'Deep Mine',
      'Deep Mine',
      'Mine',
      'Mine',
      'Empty',
      'Empty',
      'Empty',
      'Wizard Tower',
      'Wizard Tower',
      'Wizard Tower',
    ],
  };
  it.each(Object.keys(book))('%s column', (type) => {
    const table = TABLE_7_EXPLORATION[type as keyof typeof TABLE_7_EXPLORATION];
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => lookup(table, n))).toEqual(book[type]);
  });
  it('every column covers 2-12 exactly once', () => {
    for (const t of EXPLORE_RANGE_TABLES) expect(coverage(t)).toEqual({ gaps: [], overlaps: [] });
    expect(EXPLORE_RANGE_TABLES).toHaveLength(5);
  });
  it('native defenders: Well Defended only for Deep Mine, Deep Woods and City; Empty and Fertile Fields undefended', () => {
    expect(TABLE_7_NATIVES['Deep Mine']).toEqual({
      races: ['Dwarves', 'Orcs and Goblins'],
      wellDefended: true,
    });
    expect(TABLE_7_NATIVES['Deep Woods']).toEqual({
      races: ['Wood Elves', 'Chaos Beasts'],
      wellDefended: true,
    });
    expect(TABLE_7_NATIVES.City).toEqual({ races: ['Empire', 'High Elves'], wellDefended: true });
    expect(TABLE_7_NATIVES.Town).toEqual({ races: ['Empire', 'High Elves'], wellDefended: false });
    expect(TABLE_7_NATIVES['Arcane Ruin'].races).toEqual(['High Elves', 'Vampire Counts', 'Lizardmen']);
    expect(TABLE_7_NATIVES['Wizard Tower'].races).toEqual(['Dark Elves', 'Chaos Dwarves']);
    expect(TABLE_7_NATIVES.Mine.races).toEqual(['Dwarves', 'Orcs and Goblins']);
    expect(TABLE_7_NATIVES.Woods.races).toEqual(['Wood Elves', 'Chaos Beasts']);
    expect(TABLE_7_NATIVES.Empty.races).toEqual([]);
    expect(TABLE_7_NATIVES['Fertile Fields'].races).toEqual([]);
  });
});

describe('Table 6: Major terrain features (004 4.1B)', () => {
  it('support bonus, megafeature and creatable, row by row (Port: ME-R9)', () => {
    const rows = Object.values(TABLE_6_MAJOR_FEATURES).map((r) => [
      r.feature,
      r.supportBonus,
      r.megafeature,
      r.canBeCreated,
    ]);
    expect(rows).toEqual([
      ['Capital', 500, true, false],
      ['City', 500, true, true],
      ['Town', 250, false, true],
      ['Fertile Fields', 0, false, true],
      ['Mine', 0, false, true],
      ['Deep Mine', 0, true, true],
      ['Woods', 0, false, false],
      ['Deep Woods', 0, true, false],
      ['Wizard Tower', 0, false, false],
      ['Arcane Ruin', 0, false, false],
      ['Port', 250, true, true], // ME-R9: keeps its Town's +250
      ['Tunnel', 0, false, false],
    ]);
  });
  it('entitlements: Capital all four, City three, Town one of three, Deep Mine / Deep Woods Special and Rare', () => {
    expect(TABLE_6_MAJOR_FEATURES.Capital.entitlements).toEqual({
      mode: 'all',
      slots: ['Lord', 'Hero', 'Special', 'Rare'],
    });
    expect(TABLE_6_MAJOR_FEATURES.City.entitlements).toEqual({
      mode: 'all',
      slots: ['Hero', 'Special', 'Rare'],
    });
    expect(TABLE_6_MAJOR_FEATURES.Town.entitlements).toEqual({
      mode: 'one of',
      slots: ['Hero', 'Special', 'Rare'],
    });
    expect(TABLE_6_MAJOR_FEATURES.Mine.entitlements.slots).toEqual(['Special']);
    expect(TABLE_6_MAJOR_FEATURES['Deep Mine'].entitlements.slots).toEqual(['Special', 'Rare']);
    expect(TABLE_6_MAJOR_FEATURES.Woods.entitlements.slots).toEqual(['Special']);
    expect(TABLE_6_MAJOR_FEATURES['Deep Woods'].entitlements.slots).toEqual(['Special', 'Rare']);
    expect(TABLE_6_MAJOR_FEATURES['Wizard Tower'].entitlements.slots).toEqual([]);
  });
  it('edicts allowed: Capital and City Civilization and War Footing, Town War Footing (Port too, ME-R9)', () => {
    expect(TABLE_6_MAJOR_FEATURES.Capital.allowsEdicts).toEqual(['Civilization', 'War Footing']);
    expect(TABLE_6_MAJOR_FEATURES.City.allowsEdicts).toEqual(['Civilization', 'War Footing']);
    expect(TABLE_6_MAJOR_FEATURES.Town.allowsEdicts).toEqual(['War Footing']);
    expect(TABLE_6_MAJOR_FEATURES.Port.allowsEdicts).toEqual(['War Footing']);
    expect(TABLE_6_MAJOR_FEATURES.Mine.allowsEdicts).toEqual([]);
  });
  it('ME-R8 extra production: Mine 1 (Mountain 2), Deep Mine 2 (Mountain 5), Woods 1, Deep Woods 2', () => {
    const p = (f: keyof typeof TABLE_6_MAJOR_FEATURES): [number, number] => [
      TABLE_6_MAJOR_FEATURES[f].extraProduction,
      TABLE_6_MAJOR_FEATURES[f].extraProductionMountain,
    ];
    expect(p('Mine')).toEqual([1, 2]);
    expect(p('Deep Mine')).toEqual([2, 5]);
    expect(p('Woods')[0]).toBe(1);
    expect(p('Deep Woods')[0]).toBe(2);
    expect(p('Town')).toEqual([0, 0]);
    expect(TABLE_6_MAJOR_FEATURES['Fertile Fields'].supportUnderIndustry).toBe(true);
    expect(TABLE_6_MAJOR_FEATURES.Port.gmPlaced && TABLE_6_MAJOR_FEATURES.Tunnel.gmPlaced).toBe(true);
  });
});

describe('Table 17: Minor terrain features (004 App. A, printed "Table 17:2"), d66 with the first die grouped', () => {
  it.each([
    [1, 1, 'Temporal Rift'],
    [2, 2, 'Restless Battlefield'],
    [1, 3, "Hangman's Tree"],
    [2, 4, 'Holy Shrine'],
    [1, 5, 'Unholy Shrine'],
    [2, 6, 'Arcane Node'],
    [3, 1, 'Signposts'],
    [4, 2, 'Null Artifact'],
    [3, 3, 'Idol of Gork'],
    [4, 4, 'Idol of Mork'],
    [3, 5, 'Fell Gate'],
    [4, 6, 'Dryad Glade'],
    [5, 1, 'Waystone'],
    [6, 2, 'Wishing Well'],
    [5, 3, 'Fountain of Youth'],
    [6, 4, 'Herdstone'],
    [5, 5, 'Warpstone Meteorite'],
    [6, 6, 'Crypt of the Restless Dead'],
  ])('first die %i, second %i: %s', (first, second, feature) => {
    expect(cell(TABLE_17_MINOR_FEATURES, firstDieGroup(first), second)).toBe(feature);
  });
  it('is a full 3 × 6 matrix', () => {
    for (const m of EXPLORE_MATRIX_TABLES) expect(matrixShapeErrors(m)).toEqual([]);
  });
  it("the * features (and the Hangman's Tree, removal only) can be altered by Power", () => {
    expect(Object.keys(TABLE_17_POWER).sort()).toEqual(
      [
        "Hangman's Tree",
        'Holy Shrine',
        'Idol of Gork',
        'Idol of Mork',
        'Restless Battlefield',
        'Unholy Shrine',
      ].sort(),
    );
    expect(TABLE_17_POWER["Hangman's Tree"]).toEqual({ create: false, remove: true });
    expect(TABLE_17_POWER['Holy Shrine']?.turnTo).toBe('Unholy Shrine');
    expect(TABLE_17_POWER['Restless Battlefield']?.createNeedsBattleLastTurn).toBe(true);
  });
});

describe('exploreHex (004 4.1B, 4.3B)', () => {
  it('a river hex is explored as a river hex whatever its terrain; a lake cannot be (ME-R29)', () => {
    expect(explorationType(blankHex('0101', 'Mountain', 'Reik'))).toBe('River');
    expect(explorationType(blankHex('0101', 'Swamp'))).toBe('Swamp');
    expect(explorationType(blankHex('0101', 'Lake'))).toBeNull();
    expect(() => exploreHex(blankHex('0101', 'Lake'), 1, dice({}))).toThrow('0101: a Lake is impassable');
  });

  it('Field 3+4 = 7: Empty, no doubles, undefended', () => {
    const d = dice(twoD6('0405', 3, 4));
    const x = exploreHex(blankHex('0405', 'Field'), 1, d);
    expect(x?.found).toBe('Empty');
    expect(x?.hex).toMatchObject({ explored: true, major: null, minor: null, defenders: null });
    expect(x?.events.map((e) => e.effect)).toEqual(['Explored (Field): Empty', 'Empty: undefended']);
    expect(x?.events[0]).toMatchObject({
      die: '2d6',
      result: 7,
      key: 'me:explore:0405',
      table: '004 4.1B Table 7: Exploration (Field)',
    });
  });

  it('Mountain 1+3 = 4: Deep Mine, Well Defended; turn 3, d3 = 2: Basic (2 + 3) × 250 = 1250', () => {
    const d = dice({ ...twoD6('0203', 1, 3), 'me:natives:0203': 1, 'me:defenders:0203': 2 });
    const x = exploreHex(blankHex('0203', 'Mountain'), 3, d);
    expect(x?.hex.major).toBe('Deep Mine');
    expect(x?.defenders).toEqual({
      race: 'Dwarves',
      basic: 1250,
      wellDefended: true,
      discoveredTurn: 3,
      extra: 0,
      incitedBy: [],
    });
  });

  it('4.3B: the Basic Army Size of found defenders is at most 2000 (d3 3 on turn 6: 9 × 250 = 2250 → 2000)', () => {
    const d = dice({ ...twoD6('0203', 4, 6), 'me:natives:0203': 2, 'me:defenders:0203': 3 });
    const x = exploreHex(blankHex('0203', 'Field'), 6, d);
    expect(x?.found).toBe('Town');
    expect(x?.defenders).toMatchObject({ race: 'High Elves', basic: 2000, wellDefended: false });
  });

  it('doubles add a Table 17 minor feature: Forest 6+6 = 12, Wizard Tower; d66 2-6: Arcane Node with a lore', () => {
    const d = dice({
      ...twoD6('0707', 6, 6),
      'me:minor:0707#1': 2,
      'me:minor:0707#2': 6,
      'me:lore:0707': 8,
      'me:natives:0707': 1,
      'me:defenders:0707': 1,
    });
    const x = exploreHex(blankHex('0707', 'Forest'), 1, d);
    expect(x?.hex).toMatchObject({ major: 'Wizard Tower', minor: 'Arcane Node', nodeLore: 'Death' });
    expect(x?.defenders).toMatchObject({ race: 'Dark Elves', basic: 500 });
    const minor = x?.events.find((e) => e.key === 'me:minor:0707');
    expect(minor).toMatchObject({ die: 'd66', result: 26, effect: 'Minor feature: Arcane Node' });
  });

  it('doubles on an empty hex still give the minor feature (Swamp 3+3 = 6, d66 5-5 Warpstone Meteorite)', () => {
    const d = dice({ ...twoD6('0808', 3, 3), 'me:minor:0808#1': 5, 'me:minor:0808#2': 5 });
    const x = exploreHex(blankHex('0808', 'Swamp'), 2, d);
    expect(x?.hex).toMatchObject({ major: null, minor: 'Warpstone Meteorite', defenders: null });
  });

  it('contents, once established, do not change: an explored hex is not rolled again', () => {
    const d = dice({});
    expect(exploreHex({ ...blankHex('0101', 'Field'), explored: true }, 4, d)).toBeNull();
    expect(d.log()).toEqual([]);
  });

  it('a major feature placed at map creation (a Tunnel, Table 6 *) is revealed, not rolled', () => {
    const d = dice({});
    const x = exploreHex({ ...blankHex('0404', 'Mountain'), major: 'Tunnel', tunnelTo: '0909' }, 2, d);
    expect(x?.found).toBeNull();
    expect(x?.hex).toMatchObject({ explored: true, major: 'Tunnel', tunnelTo: '0909', defenders: null });
    expect(x?.events.map((e) => e.effect)).toEqual(['Explored: the Tunnel placed at map creation']);
    expect(d.log()).toEqual([]);
  });

  it('1.4A: a neutral kingdom hex gets no defenders of its own (the kingdom army defends it)', () => {
    const d = dice(twoD6('0909', 6, 4));
    const x = exploreHex({ ...blankHex('0909', 'Field'), neutralKingdom: 'Nk1' }, 2, d);
    expect(x?.hex.major).toBe('Town');
    expect(x?.defenders).toBeNull();
  });
});

describe('knowledge of neutral kingdoms (004 1.4A)', () => {
  const kingdom = (player: string, known: string[] = []): Kingdom => ({
    player,
    race: 'Empire',
    capital: '0101',
    power: 0,
    bank: 0,
    lastInciteTurn: 0,
    eliminated: false,
    knownKingdoms: known,
    magicItems: [],
  });
  it('a battle fought: 5+ learns (a 4 does not)', () => {
    const four = battleKnowledgeRoll(dice({ 'me:knowledge:Nk1:Ann': 4 }), kingdom('Ann'), 'Nk1', 'fought');
    expect(four.kingdom.knownKingdoms).toEqual([]);
    const five = battleKnowledgeRoll(dice({ 'me:knowledge:Nk1:Ann': 5 }), kingdom('Ann'), 'Nk1', 'fought');
    expect(five.kingdom.knownKingdoms).toEqual(['Nk1']);
    expect(five.events[0]).toMatchObject({ die: 'd6', result: 5, key: 'me:knowledge:Nk1:Ann' });
  });
  it('a battle won: 4+ learns (a 3 does not)', () => {
    expect(
      battleKnowledgeRoll(dice({ 'me:knowledge:Nk1:Ann': 4 }), kingdom('Ann'), 'Nk1', 'won').kingdom
        .knownKingdoms,
    ).toEqual(['Nk1']);
    expect(
      battleKnowledgeRoll(dice({ 'me:knowledge:Nk1:Ann': 3 }), kingdom('Ann'), 'Nk1', 'won').kingdom
        .knownKingdoms,
    ).toEqual([]);
  });
  it('Lost Causes and retreats do not count: no die', () => {
    const d = dice({});
    expect(battleKnowledgeRoll(d, kingdom('Ann'), 'Nk1', 'lost cause').events).toEqual([]);
    expect(battleKnowledgeRoll(d, kingdom('Ann'), 'Nk1', 'fled').events).toEqual([]);
    expect(d.log()).toEqual([]);
  });
  it('all players learn on one d6 of 6+ (a 5 teaches nobody)', () => {
    const all = [kingdom('Ann'), kingdom('Bob', ['Nk1'])];
    const six = allPlayersKnowledgeRoll(dice({ 'me:knowledge:Nk1:all': 6 }), all, 'Nk1');
    expect(six.kingdoms.map((k) => k.knownKingdoms)).toEqual([['Nk1'], ['Nk1']]);
    const five = allPlayersKnowledgeRoll(dice({ 'me:knowledge:Nk1:all': 5 }), all, 'Nk1');
    expect(five.kingdoms.map((k) => k.knownKingdoms)).toEqual([[], ['Nk1']]);
  });
});
