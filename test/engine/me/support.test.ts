import type { MeHex, Mercenary, SupportCarry } from '../../../src/engine/me/model';
import {
  entitlementProblems,
  entitlements,
  maximumSupport,
  totalSupport,
} from '../../../src/engine/me/support';
import { DEFAULT_SUPPORT_SETTINGS } from '../../../src/engine/me/support-tables';
import { hex, meState } from './map-fixtures';

const printedPort = { ...DEFAULT_SUPPORT_SETTINGS, port: 'as printed' as const };

// Kingdom A on turn 2, every Table 6 case worked by hand (2.1B: 250 a hex plus the feature's bonus).
const hexes: MeHex[] = [
  hex('0101', { owner: 'A', major: 'Capital' }), // 250 + 500 = 750
  hex('0102', { owner: 'A', major: 'City' }), // Civilization: 0 (1.0B)
  hex('0103', { owner: 'A', major: 'Town' }), // 250 + 250 = 500
  hex('0201', { owner: 'A', major: 'Fertile Fields' }), // Industry, keeps 250 (Table 6)
  hex('0202', { owner: 'A', major: 'Mine' }), // Industry: 0
  hex('0203', { owner: 'A', noSupportUntil: 3 }), // razed: 0 on turn 2 (Table 4)
  hex('0301', { owner: 'A', major: 'Port' }), // ME-R9: 250 + 250 = 500; as printed 250
  hex('0302', { owner: 'A', major: 'Deep Woods' }), // 250
  hex('0303', { owner: 'A' }, 'Lake'), // never counted (ME-R29)
  hex('0401', { owner: 'A', major: 'City', neutralKingdom: 'K', neutralCapital: true }), // held kingdom: not A's (1.4A)
  hex('0402', { owner: 'A', neutralKingdom: 'L' }), // a hex of an independent kingdom, taken alone: 250 (1.4A)
  hex('0501', { owner: 'B', major: 'City' }),
];
const edicts = new Map([
  ['0102', 'Civilization' as const],
  ['0201', 'Industry' as const],
  ['0202', 'Industry' as const],
]);
const carry: SupportCarry[] = [
  { player: 'A', kind: 'Loot', amount: 500, fromTurn: 2, toTurn: 3, source: 'loot 0601 City' },
  { player: 'A', kind: 'Conscription', amount: 250, fromTurn: 2, toTurn: 2, source: 'conscription' },
  { player: 'A', kind: 'Loot', amount: 250, fromTurn: 3, toTurn: 4, source: 'loot later' },
  { player: 'B', kind: 'Loot', amount: 500, fromTurn: 2, toTurn: 2, source: "B's" },
];
const mercenaries: Mercenary[] = [
  { unit: 'Orc Boyz', player: 'A', army: 'First', upkeep: 300, powerUpkeep: 0, fromTurn: 2 },
  { unit: 'Ogres', player: 'A', army: null, upkeep: 400, powerUpkeep: 0, fromTurn: 3 },
];
const state = meState({
  turn: 2,
  hexes,
  carry,
  mercenaries,
  neutralKingdoms: [
    { id: 'K', race: 'Orcs', capital: '0401', conqueredBy: 'A' },
    { id: 'L', race: 'Dwarfs', capital: '0900', conqueredBy: null },
  ],
});

describe('ME Total Support (2.1B)', () => {
  it('sums each hex under its edict, loot and conscription carried, less mercenary upkeep', () => {
    const s = totalSupport(state, 'A', edicts);
    const byHex = Object.fromEntries(
      s.lines.filter((l) => l.source === 'Hex').map((l) => [l.subject, l.amount]),
    );
    expect(byHex).toEqual({
      '0101': 750,
      '0102': 0,
      '0103': 500,
      '0201': 250,
      '0202': 0,
      '0203': 0,
      '0301': 500,
      '0302': 250,
      '0402': 250,
    });
    // hexes 2500, loot 500, conscription 250, upkeep -300
    expect(s.total).toBe(2950);
    expect(s.lines.filter((l) => l.source !== 'Hex').map((l) => [l.source, l.amount])).toEqual([
      ['Loot', 500],
      ['Conscription', 250],
      ['Mercenary upkeep', -300],
    ]);
    expect(s.problems).toEqual([]);
  });

  it('ME-R9 setting: a Port as printed gives only its hex 250', () => {
    expect(totalSupport(state, 'A', edicts, printedPort).total).toBe(2700);
  });

  it('maximum total support (3.2B Desperate Measures) is the support with no edicts', () => {
    // 750 + 750 + 500 + 250 + 250 + 0 + 500 + 250 + 250 = 3500, + 450 carried and upkeep
    expect(maximumSupport(state, 'A')).toBe(3950);
  });

  it('ME-R33: upkeep above the support is a problem naming the player', () => {
    const poor = meState({
      turn: 3,
      hexes: [hex('0101', { owner: 'C' })],
      mercenaries: [{ ...mercenaries[1]!, player: 'C' }],
    });
    const s = totalSupport(poor, 'C');
    expect(s.total).toBe(-150);
    expect(s.problems[0]).toContain('ME-R33');
  });
});

describe('ME Entitlements (2.2B, Table 6)', () => {
  it('counts major features whatever their edicts, and a Lord for a held neutral capital (1.4A)', () => {
    const e = entitlements(state, 'A', 'Empire', 2950);
    // Capital L H S R; City H S R; Mine S; Deep Woods S R; neutral capital L; Town and Port one of H/S/R each
    expect([e.lord, e.hero, e.special, e.rare, e.anyOne]).toEqual([2, 2, 4, 3, 2]);
  });

  it('ME-R9 setting: a Port as printed gives no entitlement', () => {
    expect(entitlements(state, 'A', 'Empire', 2950, printedPort).anyOne).toBe(1);
  });

  it('High Elves: +1 Special per full 2000 on turns 1-5, +2 per full 2500 from turn 6 (2.2.3B, ME-R14)', () => {
    const bare = (turn: number) => meState({ turn, hexes: [hex('0101', { owner: 'H' })] });
    expect(entitlements(bare(5), 'H', 'High Elves', 5000).special).toBe(2);
    expect(entitlements(bare(6), 'H', 'High Elves', 5000).special).toBe(4);
    expect(
      entitlements(bare(6), 'H', 'High Elves', 5000, { ...DEFAULT_SUPPORT_SETTINGS, highElfTurnSix: '1-6' })
        .special,
    ).toBe(2);
    expect(entitlements(bare(7), 'H', 'High Elves', 2499).special).toBe(0);
    expect(entitlements(bare(5), 'H', 'Empire', 5000).special).toBe(0);
  });

  it('2.2.1B substitutions and Town slots decide whether the armies fit', () => {
    const e = { lord: 1, hero: 1, special: 1, rare: 1, anyOne: 1, lines: [] };
    // a spare Lord serves as a Hero, a spare Rare as a Special
    expect(entitlementProblems(e, { lord: 0, hero: 2, special: 2, rare: 0 })).toEqual([]);
    // one Hero and one Special beyond them, only one Town slot
    expect(entitlementProblems(e, { lord: 0, hero: 3, special: 2, rare: 1 })).toEqual([
      '1 more choices than entitlements allow (1 Hero, 1 Special beyond them, 1 Town slots)',
    ]);
    // the Town slot covers one Rare
    expect(entitlementProblems(e, { lord: 1, hero: 1, special: 1, rare: 2 })).toEqual([]);
    expect(entitlementProblems(e, { lord: 2, hero: 0, special: 0, rare: 0 })).toEqual([
      '2 Lords for 1 Lord entitlements',
    ]);
  });
});
