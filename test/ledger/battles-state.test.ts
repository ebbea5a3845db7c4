import { readSettlement, settledBattleIds } from '../../src/ledger/battles-state';
import { stateRecords } from '../../src/ledger/write-state';
import { ARMIES_TAB, INDIVIDUALS_TAB } from '../../src/ledger/schema';
import { tabRows, TabRows } from '../../src/ledger/tab';
import type { CampaignState } from '../../src/engine/model';

// Issue 12, step 2: the battle state the model lacks, read from the Armies, Individuals and Battles tabs, checked
// cell by cell, and written back with the armies.

const ARMIES = [
  [
    'Army',
    'Player',
    'Hex',
    'Points',
    'Broken',
    'Leaderless',
    'Battle losses',
    'Losses turn',
    'Unreplaceable',
    'Barred from',
  ],
  ['Wolves', 'Gorthak', '1106', 500, true, false, 100, 2, 0, ''],
  ['Knights', 'Aurelia', '1107', 400, '', '', '', '', '', ''],
  ['Sappers', 'Aurelia', '1108', 300, 'maybe', '', -5, 9, '', '99x'],
];
const INDIVIDUALS = [
  [
    'Name',
    'Player',
    'Army',
    'Empire',
    'Size',
    'Max wounds',
    'Command',
    'LD',
    'Experience',
    'Wounds',
    'Commander',
    'Status',
  ],
  ['Grask', 'Gorthak', 'Wolves', '', 3, 3, 2, 8, 5, 1, true, 'active'],
  ['Grask', 'Gorthak', 'Wolves', '', 0, 3, 2, 8, 5, 1, 'yes', 'asleep'],
];

function tabs(extra: Record<string, unknown[][]> = {}): (name: string) => TabRows | undefined {
  const all: Record<string, unknown[][]> = { Armies: ARMIES, Individuals: INDIVIDUALS, ...extra };
  return (name) => (all[name] ? tabRows(name, all[name]) : undefined);
}

describe('battle state on the ledger', () => {
  it('reads broken armies, losses and individuals; names every bad cell', () => {
    const { settlement, issues } = readSettlement(tabs(), 3);
    expect(settlement.armies).toEqual([
      {
        army: 'Wolves',
        player: 'Gorthak',
        broken: true,
        leaderless: false,
        pointsLost: 100,
        lostOnTurn: 2,
        unreplaceable: 0,
        barredFrom: null,
      },
    ]);
    expect(settlement.individuals.map((i) => [i.name, i.empire, i.commander, i.leadership])).toEqual([
      ['Grask', 'Gorthak', true, 8],
    ]);
    expect(issues.map((i) => `${i.tab}!${i.cell}: ${i.message}`)).toEqual([
      "Armies!J4: Barred from must be a hex CCRR, got '99x'",
      "Armies!E4: Broken must be TRUE or FALSE, got 'maybe'",
      "Armies!G4: Battle losses must be a whole number from 0 to 2599, got '-5'",
      "Armies!H4: Losses turn must be a whole number from 1 to 3, got '9'",
      "Individuals!E3: Size must be a whole number from 1 to 20, got '0'",
      "Individuals!L3: Status must be one of active, dead; got 'asleep'",
      "Individuals!A3: the name 'Grask' is already used in row 2; names must be unique",
    ]);
  });

  it('a battle with its Applied cell filled is settled', () => {
    const battles = [
      ['Id', 'Turn', 'Applied'],
      ['T1-B1', 1, 'turn 2'],
      ['T1-B2', 1, ''],
    ];
    expect(settledBattleIds(tabRows('Battles', battles))).toEqual(['T1-B1']);
    expect(readSettlement(tabs({ Battles: battles }), 3).settlement.settled).toEqual(['T1-B1']);
  });

  it('writes each army’s battle columns and the individuals back', () => {
    const { settlement } = readSettlement(
      tabs({ Armies: ARMIES.slice(0, 3), Individuals: INDIVIDUALS.slice(0, 2) }),
      3,
    );
    const state = {
      armies: [
        {
          name: 'Wolves',
          player: 'Gorthak',
          hex: { col: 11, row: 6 },
          points: 500,
          mobility: 'CAV',
          race: 'Blackblood',
          site: 'field',
        },
        {
          name: 'Knights',
          player: 'Aurelia',
          hex: { col: 11, row: 7 },
          points: 400,
          mobility: 'CAV',
          race: 'Firstborn',
          site: 'field',
        },
      ],
      map: { width: 1, height: 1, hexes: new Map() },
      players: [],
      diplomacy: [],
      cities: [],
      units: [],
      structures: [],
      turn: 3,
    } as CampaignState;
    const records = stateRecords(state, settlement);
    expect(
      records.get(ARMIES_TAB)?.map((r) => [r.Army, r.Broken, r['Battle losses'], r['Losses turn']]),
    ).toEqual([
      ['Wolves', true, 100, 2],
      ['Knights', false, 0, ''],
    ]);
    expect(records.get(INDIVIDUALS_TAB)).toEqual([
      {
        Name: 'Grask',
        Player: 'Gorthak',
        Army: 'Wolves',
        Empire: 'Gorthak',
        Size: 3,
        'Max wounds': 3,
        Command: 2,
        LD: 8,
        Experience: 5,
        Wounds: 1,
        Commander: true,
        Status: 'active',
      },
    ]);
  });
});
