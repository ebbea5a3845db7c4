import type { CellIssue } from '../../../src/ledger/tab';
import { tabRows } from '../../../src/ledger/tab';
import { ME_MAP_TAB } from '../../../src/ledger/me/schema';
import { readTabs, tabsOf } from './sheet';

type Rows = Record<string, Record<string, unknown>[]>;

/** A small valid ledger: two kingdoms, a lake, a neutral kingdom with its army, one character and one army. */
function base(): Rows {
  return {
    Map: [
      { Hex: '0101', Terrain: 'Field', Owner: 'A', 'Major feature': 'Capital', Explored: true },
      { Hex: '0201', Terrain: 'Field', Owner: 'B', 'Major feature': 'Capital', Explored: true },
      { Hex: '0102', Terrain: 'Lake' },
      {
        Hex: '0202',
        Terrain: 'Forest',
        'Neutral kingdom': 'K',
        'Neutral capital': true,
        'Major feature': 'City',
      },
    ],
    Kingdoms: [
      { Player: 'A', Race: 'Empire', Capital: '0101' },
      { Player: 'B', Race: 'Dwarfs', Capital: '0201' },
    ],
    'Neutral kingdoms': [{ Kingdom: 'K', Race: 'Beastmen', Capital: '0202' }],
    Characters: [{ Character: 'Lord A', Player: 'A', Army: 'A1', Rank: 'Lord', Role: 'Grand Marshall' }],
    Armies: [{ Army: 'A1', Player: 'A', 'Basic size': 750, General: 'Lord A' }],
  };
}

/** The issues of the base ledger with `row` added at the end of `tab`. */
function issuesWith(tab: string, row: Record<string, unknown>): readonly CellIssue[] {
  const rows = base();
  rows[tab] = [...(rows[tab] ?? []), row];
  return readTabs(tabsOf(rows)).issues;
}

const issue = (tab: string, cell: string, message: string): CellIssue => ({ tab, cell, message });
const TERRAINS = 'Field, Forest, Swamp, Mountain, Lake';

describe('ME ledger cell issues: every bad value named by tab, cell and why', () => {
  it('reads the base ledger with no issue', () => {
    const read = readTabs(tabsOf(base()));
    expect(read.issues).toEqual([]);
    expect(read.state.hexes.map((h) => h.address)).toEqual(['0101', '0201', '0102', '0202']);
    expect(read.state.armies[0]?.general).toBe('Lord A');
  });

  it('reads a hex Sheets turned into a number (0105 typed in a plain cell gives 105) as its address', () => {
    const read = readTabs(tabsOf({ ...base(), Map: [...base().Map!, { Hex: 105, Terrain: 'Swamp' }] }));
    expect(read.issues).toEqual([]);
    expect(read.state.hexes.map((h) => h.address)).toContain('0105');
  });

  // Map rows are added as row 6 (four rows from row 2).
  it.each<[string, Record<string, unknown>, CellIssue]>([
    [
      'a misspelt terrain',
      { Hex: '0301', Terrain: 'Feild' },
      issue('Map', 'B6', `the terrain must be one of ${TERRAINS}; got 'Feild'`),
    ],
    [
      'a hex address that is not CCRR',
      { Hex: 'A12', Terrain: 'Field' },
      issue('Map', 'A6', "the hex must be four digits CCRR (column, row), e.g. 0407; got 'A12'"),
    ],
    [
      'a hex given twice',
      { Hex: '0101', Terrain: 'Field' },
      issue('Map', 'A6', "the name '0101' is already used in row 2; names must be unique"),
    ],
    [
      'an unknown owner',
      { Hex: '0301', Terrain: 'Field', Owner: 'Zed' },
      issue('Map', 'F6', "the owner 'Zed' is not on the Kingdoms tab"),
    ],
    [
      'an owned lake (ME-R29)',
      { Hex: '0301', Terrain: 'Lake', Owner: 'A' },
      issue('Map', 'F6', 'a lake hex is never owned (1.1A, ME-R29)'),
    ],
    [
      'a tunnel exit out of the map',
      { Hex: '0301', Terrain: 'Mountain', 'Major feature': 'Tunnel', 'Tunnel to': '0909' },
      issue('Map', 'D6', 'the tunnel exit 0909 is not on the Map tab'),
    ],
    [
      'a tunnel exit with no Tunnel',
      { Hex: '0301', Terrain: 'Mountain', 'Tunnel to': '0101' },
      issue('Map', 'D6', 'only a hex with a Tunnel (Major feature) has a tunnel exit (Table 6)'),
    ],
    [
      'an unknown neutral kingdom',
      { Hex: '0301', Terrain: 'Field', 'Neutral kingdom': 'Q' },
      issue('Map', 'G6', "the neutral kingdom 'Q' is not on the Neutral kingdoms tab"),
    ],
    [
      'a neutral capital of no kingdom',
      { Hex: '0301', Terrain: 'Field', 'Neutral capital': true },
      issue('Map', 'H6', 'a neutral capital needs its Neutral kingdom (1.4A)'),
    ],
    [
      'a misspelt major feature',
      { Hex: '0301', Terrain: 'Field', 'Major feature': 'Castle' },
      issue(
        'Map',
        'I6',
        "the major feature must be one of Capital, City, Town, Fertile Fields, Mine, Deep Mine, Woods, Deep Woods, Wizard Tower, Arcane Ruin, Port, Tunnel; got 'Castle'",
      ),
    ],
    [
      'a misspelt fortress',
      { Hex: '0301', Terrain: 'Field', Fortress: 'Fort' },
      issue('Map', 'L6', "the fortress must be one of Fortress, Mighty Fortress; got 'Fort'"),
    ],
    [
      'a flag that is not TRUE or FALSE',
      { Hex: '0301', Terrain: 'Field', Explored: 'maybe' },
      issue('Map', 'E6', "explored must be TRUE or FALSE, got 'maybe'"),
    ],
    [
      'a turn that is not a number',
      { Hex: '0301', Terrain: 'Field', 'Looted turn': 'soon' },
      issue('Map', 'P6', "the looted turn must be a whole number from 0 to 1000, got 'soon'"),
    ],
    [
      'defenders above the 2000 cap (4.3B, ME-R35)',
      {
        Hex: '0301',
        Terrain: 'Field',
        'Defenders race': 'Orcs',
        'Defenders basic': 2250,
        'Discovered turn': 1,
      },
      issue('Map', 'S6', "the defenders basic size must be a whole number from 0 to 2000, got '2250'"),
    ],
    [
      'defenders with no race',
      { Hex: '0301', Terrain: 'Field', 'Defenders basic': 500 },
      issue('Map', 'R6', 'the defenders need a race (Defenders basic is filled in)'),
    ],
    [
      'incited by an unknown player',
      {
        Hex: '0301',
        Terrain: 'Field',
        'Defenders race': 'Orcs',
        'Defenders basic': 500,
        'Discovered turn': 1,
        'Incited by': 'A, Zed',
      },
      issue('Map', 'W6', "'Zed' is not on the Kingdoms tab"),
    ],
  ])('Map: %s', (_, row, expected) => {
    expect(issuesWith('Map', row)).toEqual([expected]);
  });

  it('Map: a misspelt minor feature', () => {
    const [found] = issuesWith('Map', { Hex: '0301', Terrain: 'Field', 'Minor feature': 'Shrine' });
    expect(found?.cell).toBe('J6');
    expect(found?.message).toMatch(/^the minor feature must be one of Temporal Rift, .*; got 'Shrine'$/);
  });

  // Kingdoms rows are row 4.
  it.each<[string, Record<string, unknown>, CellIssue]>([
    [
      'a capital out of the map',
      { Player: 'C', Race: 'Skaven', Capital: '0909' },
      issue('Kingdoms', 'C4', 'the capital 0909 is not on the Map tab'),
    ],
    [
      'a capital another player holds',
      { Player: 'C', Race: 'Skaven', Capital: '0201' },
      issue('Kingdoms', 'C4', 'the capital 0201 is not held by C on the Map tab (Owner)'),
    ],
    [
      'a Production bank above 2 (5.1B, ME-R11)',
      { Player: 'C', Race: 'Skaven', 'Production bank': 3 },
      issue('Kingdoms', 'E4', "the Production bank must be a whole number from 0 to 2, got '3'"),
    ],
    [
      'an unknown neutral kingdom known',
      { Player: 'C', Race: 'Skaven', 'Known kingdoms': 'K, Q' },
      issue('Kingdoms', 'H4', "'Q' is not on the Neutral kingdoms tab"),
    ],
    ['no race', { Player: 'C' }, issue('Kingdoms', 'B4', 'the race is missing')],
    [
      'a player named twice',
      { Player: 'a', Race: 'Skaven' },
      issue('Kingdoms', 'A4', "the name 'a' is already used in row 2; names must be unique"),
    ],
  ])('Kingdoms: %s', (_, row, expected) => {
    expect(issuesWith('Kingdoms', row)).toEqual([expected]);
  });

  // Neutral kingdoms rows are row 3.
  it.each<[string, Record<string, unknown>, CellIssue]>([
    [
      'a capital of another kingdom',
      { Kingdom: 'L', Race: 'Orcs', Capital: '0101' },
      issue(
        'Neutral kingdoms',
        'C3',
        'the capital 0101 does not belong to L on the Map tab (Neutral kingdom)',
      ),
    ],
    ['no capital', { Kingdom: 'L', Race: 'Orcs' }, issue('Neutral kingdoms', 'C3', 'the capital is missing')],
    [
      'an unknown conqueror',
      { Kingdom: 'L', Race: 'Orcs', Capital: '0102', 'Conquered by': 'Zed' },
      issue('Neutral kingdoms', 'D3', "the conqueror 'Zed' is not on the Kingdoms tab"),
    ],
  ])('Neutral kingdoms: %s', (_, row, expected) => {
    // The conqueror's row names a lake as capital too, which is its own issue.
    expect(issuesWith('Neutral kingdoms', row)).toContainEqual(expected);
  });

  // Characters rows are row 3.
  const hero = { Character: 'Hero A', Player: 'A', Army: 'A1', Rank: 'Hero' };
  it.each<[string, Record<string, unknown>, CellIssue]>([
    [
      'an unknown owner',
      { ...hero, Player: 'Zed' },
      issue('Characters', 'B3', "the owner 'Zed' is not on the Kingdoms or Neutral kingdoms tab"),
    ],
    [
      'an unknown army',
      { ...hero, Army: 'A9' },
      issue('Characters', 'C3', "the army 'A9' is not on the Armies tab"),
    ],
    [
      'a misspelt rank',
      { ...hero, Rank: 'Champion' },
      issue('Characters', 'D3', "the rank must be one of Lord, Hero; got 'Champion'"),
    ],
    [
      'a misspelt role',
      { ...hero, Role: 'Marshal' },
      issue('Characters', 'F3', "the role must be one of Grand Marshall, Regent; got 'Marshal'"),
    ],
    [
      'an advance with no table',
      { ...hero, Advances: 'Advancement +1 S' },
      issue(
        'Characters',
        'I3',
        `each advance is "Table: result", the table one of Advancement, Fighting, Shooting, Command, Magic; got 'Advancement +1 S'`,
      ),
    ],
    [
      'an advance raising no characteristic',
      { ...hero, Advances: 'Advancement: +1 Luck (Lk)' },
      issue(
        'Characters',
        'I3',
        "'Lk' in 'Advancement: +1 Luck (Lk)' is not a characteristic (M, WS, BS, S, T, W, I, A, Ld)",
      ),
    ],
    [
      'an injury change in words',
      { ...hero, 'Injury changes': 'WS minus one' },
      issue(
        'Characters',
        'J3',
        `each change is a characteristic (M, WS, BS, S, T, W, I, A, Ld) and a signed number, e.g. "WS -1"; got 'WS minus one'`,
      ),
    ],
    [
      'an injury that retires no one (Table 14)',
      { ...hero, Injuries: 'Lost eye' },
      issue('Characters', 'K3', "injuries may list Lost arm, Blinded, Lost leg; got 'Lost eye'"),
    ],
    [
      'a misspelt status',
      { ...hero, Status: 'alive' },
      issue('Characters', 'M3', "the status must be one of active, dead, retired, out, warp; got 'alive'"),
    ],
  ])('Characters: %s', (_, row, expected) => {
    expect(issuesWith('Characters', row)).toEqual([expected]);
  });

  // Armies rows are row 3.
  it.each<[string, Record<string, unknown>, CellIssue]>([
    [
      'a Basic size above 2500 (3.1B)',
      { Army: 'A2', Player: 'A', 'Basic size': 2600 },
      issue('Armies', 'C3', "the Basic Army Size must be a whole number from 0 to 2500, got '2600'"),
    ],
    [
      'an unknown general',
      { Army: 'A2', Player: 'A', 'Basic size': 500, General: 'Nobody' },
      issue('Armies', 'D3', "the general 'Nobody' is not on the Characters tab"),
    ],
    [
      'a general of another army',
      { Army: 'A2', Player: 'A', 'Basic size': 500, General: 'lord a' },
      issue('Armies', 'D3', 'the general Lord A is not in A2 (Characters tab, Army)'),
    ],
    [
      'an unknown owner',
      { Army: 'A2', Player: 'Zed', 'Basic size': 500 },
      issue('Armies', 'B3', "the owner 'Zed' is not on the Kingdoms or Neutral kingdoms tab"),
    ],
  ])('Armies: %s', (_, row, expected) => {
    expect(issuesWith('Armies', row)).toEqual([expected]);
  });

  it('Armies: a neutral kingdom owns its army (1.4A)', () => {
    expect(issuesWith('Armies', { Army: 'Herd', Player: 'k', 'Basic size': 1250 })).toEqual([]);
  });

  it.each<[string, string, Record<string, unknown>, CellIssue]>([
    [
      'Mercenaries',
      'an unknown army',
      { Unit: 'Dogs', Player: 'A', Army: 'A9', Upkeep: 100, 'From turn': 1 },
      issue('Mercenaries', 'C2', "the army 'A9' is not on the Armies tab"),
    ],
    [
      'Mercenaries',
      'points that are not a whole number (6.0B)',
      { Unit: 'Dogs', Player: 'A', Points: '2x5', Upkeep: 100, 'From turn': 1 },
      issue('Mercenaries', 'D2', "the points must be a whole number from 0 to 100000, got '2x5'"),
    ],
    [
      'Mercenaries',
      'no upkeep',
      { Unit: 'Dogs', Player: 'A', 'From turn': 1 },
      issue('Mercenaries', 'E2', "the upkeep must be a whole number from 0 to 100000, got ''"),
    ],
    [
      'Carry',
      'a last turn before the first',
      { Player: 'A', Kind: 'Loot', Amount: 500, 'From turn': 3, 'To turn': 2 },
      issue('Carry', 'E2', 'the last turn 2 is before the first, 3'),
    ],
    [
      'Carry',
      'a misspelt kind',
      { Player: 'A', Kind: 'Plunder', Amount: 500, 'From turn': 3, 'To turn': 4 },
      issue('Carry', 'B2', "the kind must be one of Loot, Conscription; got 'Plunder'"),
    ],
    [
      'Diplomacy',
      'an agreement with oneself',
      { Player: 'A', With: 'a', Agreement: 'Alliance', 'Since turn': 1 },
      issue('Diplomacy', 'B2', 'A cannot make an agreement with himself'),
    ],
    [
      'Diplomacy',
      'a misspelt agreement',
      { Player: 'A', With: 'B', Agreement: 'Truce', 'Since turn': 1 },
      issue('Diplomacy', 'C2', "the agreement must be one of Cease fire, Alliance, Vassalage; got 'Truce'"),
    ],
    [
      'Diplomacy',
      'an unknown party',
      { Player: 'A', With: 'Zed', Agreement: 'Alliance', 'Since turn': 1 },
      issue('Diplomacy', 'B2', "the other party 'Zed' is not on the Kingdoms tab"),
    ],
  ])('%s: %s', (tab, _, row, expected) => {
    expect(issuesWith(tab, row)).toEqual([expected]);
  });

  it('leaves a row with an issue out of the state and keeps the others', () => {
    const rows = base();
    rows.Map = [...(rows.Map ?? []), { Hex: '0301', Terrain: 'Feild' }];
    const read = readTabs(tabsOf(rows));
    expect(read.state.hexes.map((h) => h.address)).toEqual(['0101', '0201', '0102', '0202']);
  });

  it('reports a missing tab and a missing column at the header row', () => {
    const tabs = tabsOf(base());
    tabs.delete('Carry');
    const headers = ME_MAP_TAB.columns.map((c) => c.header).filter((h) => h !== 'Terrain');
    tabs.set('Map', tabRows('Map', [headers]));
    const issues = readTabs(tabs).issues;
    expect(issues).toContainEqual(issue('Carry', 'A1', 'the Carry tab is missing; run Set up ledger'));
    expect(issues).toContainEqual(
      issue('Map', 'A1', "the column 'Terrain' is missing from the header row; run Set up ledger"),
    );
  });
});

describe('ME ledger cell issues between cells of a row and between tabs', () => {
  it.each<[string, string, Record<string, unknown>, CellIssue]>([
    [
      'Map',
      'a garrison with no fortress (App. B)',
      { Hex: '0301', Terrain: 'Field', Garrison: '20 Spearmen' },
      issue('Map', 'M6', 'only a Fortress or Mighty Fortress has a garrison (App. B)'),
    ],
    [
      'Map',
      'a lore with no Arcane Node (Table 17)',
      { Hex: '0301', Terrain: 'Field', 'Node lore': 'Fire' },
      issue('Map', 'K6', 'only an Arcane Node (Minor feature) has a lore (Table 17)'),
    ],
    [
      'Characters',
      "a character in another owner's army",
      { Character: 'Hero B', Player: 'B', Army: 'A1', Rank: 'Hero' },
      issue('Characters', 'C3', 'A1 is an army of A, not of B'),
    ],
    [
      'Mercenaries',
      "a mercenary in another player's army",
      { Unit: 'Dogs', Player: 'B', Army: 'a1', Upkeep: 100, 'From turn': 1 },
      issue('Mercenaries', 'C2', 'A1 is an army of A, not of B'),
    ],
  ])('%s: %s', (tab, _, row, expected) => {
    expect(issuesWith(tab, row)).toEqual([expected]);
  });
});

describe('ME ledger: a neutral kingdom and its capital hex agree (1.4A)', () => {
  it('names a capital the Map tab does not mark as Neutral capital', () => {
    const rows = base();
    rows.Map = [...(rows.Map ?? []), { Hex: '0301', Terrain: 'Field', 'Neutral kingdom': 'K' }];
    rows['Neutral kingdoms'] = [{ Kingdom: 'K', Race: 'Beastmen', Capital: '0301' }];
    expect(readTabs(tabsOf(rows)).issues).toEqual([
      issue('Neutral kingdoms', 'C2', 'the capital 0301 is not marked Neutral capital on the Map tab (1.4A)'),
    ]);
  });
});

describe('ME ledger: owners are unambiguous', () => {
  it('names a player called like a neutral kingdom (an army or character owner must be one or the other)', () => {
    expect(issuesWith('Kingdoms', { Player: 'k', Race: 'Skaven' })).toEqual([
      issue('Kingdoms', 'A4', "'k' is also a neutral kingdom's name: an owner must name one or the other"),
    ]);
  });
});
