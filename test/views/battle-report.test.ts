import { formatHex } from '../../src/engine/hex';
import type { CampaignState, MapHex } from '../../src/engine/model';
import { battlesOfTurn, EMPTY_SETTLEMENT, settleAll } from '../../src/engine/cs42/battles';
import type { FoughtResult } from '../../src/engine/cs42/battles';
import { playerView } from '../../src/engine/cs42/visibility-view';
import {
  battleReportHtml,
  battleReportText,
  buildBattleReport,
  concernedByBattles,
} from '../../src/views/battle-report';
import { ownSupply } from '../../src/views/report-holdings';

// The battle results report (issue 13): Ann's Ironhost (600 points) and Bo's Wolfpack (500) fought T3-B1 in 0606
// on open plains; Cy was not there.

function plains(width: number, height: number): Map<string, MapHex> {
  const hexes = new Map<string, MapHex>();
  for (let col = 1; col <= width; col++)
    for (let row = 1; row <= height; row++)
      hexes.set(formatHex({ col, row }), {
        hex: { col, row },
        terrain: 'Plains',
        road: false,
        rivers: [],
        bridges: [],
        fords: [],
        special: null,
        mine: false,
      });
  return hexes;
}

const city = (name: string, player: string, col: number, row: number) => ({
  name,
  player,
  hex: { col, row },
  size: 3,
  improvements: [],
  conquered: false,
  besieged: false,
  corruption: 0,
});
const army = (name: string, player: string, points: number) => ({
  name,
  player,
  hex: { col: 6, row: 6 },
  points,
  mobility: 'FOOT' as const,
  race: 'Dwarves',
  site: 'field' as const,
});

const STATE: CampaignState = {
  turn: 3,
  players: ['Ann', 'Bo', 'Cy'].map((name) => ({
    name,
    email: `${name}@x.org`,
    race: 'Dwarves',
    colour: 'red',
  })),
  diplomacy: [],
  map: { width: 12, height: 12, hexes: plains(12, 12) },
  cities: [city('Karak', 'Ann', 2, 2), city('Skull', 'Bo', 11, 11), city('Lotus', 'Cy', 2, 11)],
  armies: [army('Ironhost', 'Ann', 600), army('Wolfpack', 'Bo', 500)],
  units: [],
  structures: [],
};

const JOURNAL = ['Ann', 'Bo', 'Cy'].map((player, i) => ({
  turn: 0,
  player,
  category: 'Opening balance',
  amount: 1000 * (i + 1),
  for: 'Start',
}));

function settle(fought: Pick<FoughtResult, 'winner' | 'pointsLost'>) {
  const { battles } = battlesOfTurn(
    STATE,
    3,
    [
      {
        hex: { col: 6, row: 6 },
        kind: 'field battle',
        sides: ['Ann', 'Bo'],
        armies: [
          { name: 'Ironhost', player: 'Ann', size: 6 },
          { name: 'Wolfpack', player: 'Bo', size: 5 },
        ],
        terrain: 'Plains',
        penalties: [],
      },
    ],
    2,
  );
  const settled = settleAll({
    state: STATE,
    settlement: EMPTY_SETTLEMENT,
    battles,
    results: new Map([
      [
        'T3-B1',
        {
          battleId: 'T3-B1',
          choices: { Ann: 'fight', Bo: 'fight' },
          fought: { ...fought, individuals: [], kills: [], turnsPlayed: 6, withdrawal: null, spellsCast: {} },
          abstract: null,
          cityFate: null,
          enslave: false,
        },
      ],
    ]),
    seed: 'battle-report-test',
    turn: 3,
  });
  expect(settled.applied).toEqual(['T3-B1']);
  const applied = battles.map((b) => ({ id: b.id, kind: b.kind, hex: b.hex, sides: b.sides }));
  const report = (player: string) =>
    buildBattleReport({
      before: playerView(STATE, player),
      after: playerView(settled.state, player),
      battleTurn: 3,
      battles: applied,
      events: settled.events,
      entries: settled.entries,
      journal: [...JOURNAL, ...settled.entries.map((e) => ({ ...e, turn: 3 }))],
      supply: ownSupply(settled.state, player),
    });
  return { settled, applied, report };
}

describe('battle results report', () => {
  it('the winner: the battle, their own losses, the spoils and balance; nothing of where the loser went', () => {
    const { settled, applied, report } = settle({
      winner: 'Ann',
      pointsLost: { Ironhost: 100, Wolfpack: 200 },
    });
    // Table 19: the winner takes 5 d20 x the loser's size (5), as one Spoils entry.
    const spoils = settled.entries.filter((e) => e.player === 'Ann');
    expect(spoils.map((e) => e.category)).toEqual(['Spoils']);
    const ann = report('Ann');
    expect(ann.battles.map((b) => b.id)).toEqual(['T3-B1']);
    expect(ann.guilders).toEqual(spoils);
    expect(ann.closing).toBe(1000 + spoils[0].amount);
    expect(ann.lost).toEqual([]);
    const text = battleReportText(ann);
    expect(text).toContain('Battle results of turn 3 for Ann');
    expect(text).toContain('T3-B1: field battle in 0606: Ann (Ironhost) v Bo (Wolfpack)');
    expect(text).toContain('Ironhost: battle losses: loses 100 points, 600 → 500');
    // 5 to 100 on 5 d20, times 5: 25 to 500 guilders, so the balance is 1,025 to 1,500.
    expect(text).toContain(`Balance now: 1,${String(spoils[0].amount).padStart(3, '0')}`);
    // Retreats: Wolfpack's retreat and its losses are Bo's to know; Bo's balance (2,000) is never shown.
    expect(text).not.toMatch(/Wolfpack (retreats|: battle losses)/);
    expect(text).not.toContain('2,000');
    expect(battleReportHtml(ann)).toContain('<h2>Treasury turn by turn</h2>');
    // Cy fought nothing and was paid nothing: no report.
    expect(concernedByBattles('Cy', applied, settled.entries)).toBe(false);
    expect(concernedByBattles('Bo', applied, settled.entries)).toBe(true);
  });

  it('the loser: their losses and retreat, no spoils dice (the winner’s income), the army lost when all its points go', () => {
    const { report } = settle({ winner: 'Ann', pointsLost: { Ironhost: 0, Wolfpack: 500 } });
    const bo = report('Bo');
    expect(bo.lost).toEqual(['Wolfpack']);
    expect(bo.guilders).toEqual([]);
    expect(bo.closing).toBe(2000);
    const text = battleReportText(bo);
    expect(text).toContain('Wolfpack: battle losses: loses 500 points, 500 → 0');
    expect(text).not.toContain('spoils');
    expect(text).not.toContain('Spoils');
    expect(bo.holdings.forces).toEqual([]);
  });
});
