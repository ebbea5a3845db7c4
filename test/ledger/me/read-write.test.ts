import type { MeCharacter, MeHex, MeState } from '../../../src/engine/me/model';
import { meDemoCampaign } from '../../../src/ledger/me/demo';
import {
  ME_ARMIES_TAB,
  ME_CHARACTERS_TAB,
  ME_KINGDOMS_TAB,
  ME_MAP_TAB,
  ME_TABS,
} from '../../../src/ledger/me/schema';
import { meStateGrids, meStateRecords } from '../../../src/ledger/me/write-state';
import { tabRows } from '../../../src/ledger/tab';
import { asSheetsReads, emptyTab, readTabs, writtenTabs } from './sheet';

/** The demo with every kind of row and every optional field filled, and player text that looks like formulas. */
function richState(): MeState {
  const demo = meDemoCampaign().state;
  const hexes = demo.hexes.map((h): MeHex => {
    switch (h.address) {
      case '0101':
        return {
          ...h,
          explored: true,
          major: 'Tunnel',
          tunnelTo: '0706',
          minor: 'Arcane Node',
          nodeLore: '=Lore of Fire',
          noSupportUntil: 3,
          lootedTurn: 1,
          battleTurn: 2,
          beast: true,
        };
      case '0706':
        return { ...h, explored: true, major: 'Tunnel' };
      case '0202':
        return { ...h, fortress: 'Fortress', garrison: '-20 Halberdiers, +1 banner @ 250', watchtower: true };
      case '0303':
        return {
          ...h,
          explored: true,
          major: 'Deep Woods',
          defenders: {
            race: 'Wood Elves',
            basic: 1000,
            wellDefended: true,
            discoveredTurn: 1,
            extra: 250,
            incitedBy: ['Ostmark', 'Red Maw'],
          },
        };
      default:
        return h;
    }
  });
  const characters = demo.characters.map((c): MeCharacter =>
    c.name === 'Graf Albrecht'
      ? {
          ...c,
          wizardLevel: 2,
          xp: 7,
          advancementRolls: 2,
          advances: [
            { table: 'Advancement', result: '+1 Strength', characteristic: 'S' },
            { table: 'Fighting', result: 'Always Strike First', characteristic: null },
          ],
          injuryChanges: { WS: -1, M: -1 },
          injuries: ['Lost arm'],
          psychology: ['@Stupidity', 'Frenzy'],
          status: 'out',
          statusTurn: 1,
        }
      : c,
  );
  return {
    ...demo,
    turn: 3,
    endCheckFrom: 8,
    hexes,
    kingdoms: demo.kingdoms.map((k) =>
      k.player === 'Ostmark'
        ? {
            ...k,
            power: 4,
            bank: 2,
            lastInciteTurn: 2,
            knownKingdoms: ['Vorn'],
            magicItems: ['Sword of Might', '=Crown of Command'],
          }
        : k,
    ),
    armies: demo.armies.map((a) =>
      a.name === 'Border Watch' ? { ...a, list: '=HYPERLINK("http://x")', dispersedTurn: 2 } : a,
    ),
    characters,
    neutralKingdoms: [
      { ...demo.neutralKingdoms[0], conqueredBy: 'Red Maw' } as MeState['neutralKingdoms'][number],
    ],
    mercenaries: [
      {
        unit: 'Dogs of War',
        player: 'Karak Dron',
        army: 'Deep Rangers',
        points: 225,
        upkeep: 150,
        powerUpkeep: 0,
        fromTurn: 2,
      },
      { unit: '+Golgfag', player: 'Red Maw', army: null, upkeep: 300, powerUpkeep: 1, fromTurn: 3 },
    ],
    carry: [
      {
        player: 'Ostmark',
        kind: 'Loot',
        amount: 500,
        fromTurn: 2,
        toTurn: 4,
        source: 'loot 0303 Deep Woods',
      },
      {
        player: 'Tor Athel',
        kind: 'Conscription',
        amount: 250,
        fromTurn: 3,
        toTurn: 3,
        source: 'conscription',
      },
    ],
    agreements: [
      { kind: 'Cease fire', a: 'Ostmark', b: 'Karak Dron', since: 1, breakingTurn: 0 },
      { kind: 'Vassalage', a: 'Tor Athel', b: 'Red Maw', since: 2, breakingTurn: 3 },
    ],
  };
}

describe('ME ledger read/write round trip (rulesets-design §5; digest §2)', () => {
  it('reads the demo back exactly as it was written, with no issues', () => {
    const state = meDemoCampaign().state;
    const read = readTabs(writtenTabs(state), 1, 8);
    expect(read.issues).toEqual([]);
    expect(read.state).toEqual(state);
  });

  it('reads back every field of every tab: defenders, tunnel, advances, injuries, mercenaries, carry, agreements', () => {
    const state = richState();
    const read = readTabs(writtenTabs(state), 3, 8);
    expect(read.issues).toEqual([]);
    expect(read.state).toEqual(state);
  });

  it('writes player text that Sheets would read as a formula, number or boolean with a leading apostrophe', () => {
    const grids = meStateGrids(richState(), emptyTab);
    const armies = grids.get(ME_ARMIES_TAB) as unknown[][];
    const list = ME_ARMIES_TAB.columns.findIndex((c) => c.header === 'List');
    expect(armies.map((r) => r[list])).toContain('\'=HYPERLINK("http://x")');
    const map = grids.get(ME_MAP_TAB) as unknown[][];
    const hex = ME_MAP_TAB.columns.findIndex((c) => c.header === 'Hex');
    const garrison = ME_MAP_TAB.columns.findIndex((c) => c.header === 'Garrison');
    expect(map[0]?.[hex]).toBe("'0101"); // not the number 101
    expect(map.map((r) => r[garrison])).toContain("'-20 Halberdiers, +1 banner @ 250");
    const characters = grids.get(ME_CHARACTERS_TAB) as unknown[][];
    const psychology = ME_CHARACTERS_TAB.columns.findIndex((c) => c.header === 'Psychology');
    expect(characters.map((r) => r[psychology])).toContain("'@Stupidity, Frenzy");
    const kingdoms = grids.get(ME_KINGDOMS_TAB) as unknown[][];
    const items = ME_KINGDOMS_TAB.columns.findIndex((c) => c.header === 'Magic items');
    expect(kingdoms.map((r) => r[items])).toContain('Sword of Might; =Crown of Command');
    // No data cell of any tab becomes a formula (asSheetsReads throws if one would).
    for (const [spec, grid] of grids)
      for (const row of grid)
        row.forEach((cell, i) => asSheetsReads(cell, spec.columns[i]?.formula !== undefined));
  });

  it("puts the computed columns' formulas in the first row only", () => {
    const grids = meStateGrids(meDemoCampaign().state, emptyTab);
    const kingdoms = grids.get(ME_KINGDOMS_TAB) as unknown[][];
    const support = ME_KINGDOMS_TAB.columns.findIndex((c) => c.header === 'Total support');
    expect(kingdoms[0]?.[support]).toBe('=ME_SUPPORT(A2:A, LedgerVersion)');
    expect(kingdoms[1]?.[support]).toBe('');
    const map = grids.get(ME_MAP_TAB) as unknown[][];
    const orphaned = ME_MAP_TAB.columns.findIndex((c) => c.header === 'Orphaned');
    const owner = ME_MAP_TAB.columns.findIndex((c) => c.header === 'Owner');
    expect(owner).toBe(5); // F
    expect(map[0]?.[orphaned]).toBe('=ME_ORPHANED(A2:A, F2:F, LedgerVersion)');
  });

  it("keeps a moderator's own column with its row, matched by the key column", () => {
    const spec = ME_ARMIES_TAB;
    const headers = [...spec.columns.map((c) => c.header), 'GM notes'];
    const existing = tabRows(spec.name, [
      headers,
      [...spec.columns.map((c) => (c.header === 'Army' ? 'Wolf Raiders' : '')), 'fast'],
    ]);
    const grid = meStateGrids(meDemoCampaign().state, (s) => (s === spec ? existing : emptyTab(s))).get(
      spec,
    ) as unknown[][];
    const army = headers.indexOf('Army');
    const row = grid.find((r) => r[army] === 'Wolf Raiders');
    expect(row?.[headers.length - 1]).toBe('fast');
  });

  it('has a record for every ME tab, and every record header is a column of its tab', () => {
    const records = meStateRecords(richState());
    expect([...records.keys()]).toEqual([...ME_TABS]);
    for (const [spec, rows] of records)
      for (const row of rows)
        for (const header of Object.keys(row)) expect(spec.columns.map((c) => c.header)).toContain(header);
  });

  it('writes text as it is into columns already formatted as plain text (textFormatted)', () => {
    const grids = meStateGrids(richState(), emptyTab, { textFormatted: true });
    const armies = grids.get(ME_ARMIES_TAB) as unknown[][];
    const list = ME_ARMIES_TAB.columns.findIndex((c) => c.header === 'List');
    expect(armies.map((r) => r[list])).toContain('=HYPERLINK("http://x")');
    const map = grids.get(ME_MAP_TAB) as unknown[][];
    expect(map[0]?.[0]).toBe('0101');
  });
});
