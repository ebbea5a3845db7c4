import type { BattleLosses } from '../../../../src/engine/cs42/battles/replacements';
import { checkOrders } from '../../../../src/engine/cs42/orders/check';
import type { CampaignState } from '../../../../src/engine/model';
import { armyBattleLosses } from '../../../../src/ledger/battles-read';
import { headerIndex, RowReader, tabRows } from '../../../../src/ledger/tab';
import { ANN, campaign } from './fixture';

// Replace (Casualties; Re-Supply, Table 5; RULINGS 8): the checker's figures, worked by hand from Table 5.
// The fixture is at turn 5: losses of turn 4 may be replaced now.

function withLosses(
  losses: Record<string, BattleLosses>,
  points: Record<string, number> = {},
): CampaignState {
  const s = campaign();
  return {
    ...s,
    armies: s.armies.map((a) => ({
      ...a,
      points: points[a.name] ?? a.points,
      ...(losses[a.name] ? { battleLosses: losses[a.name] } : {}),
    })),
  };
}
const lost = (points: number, turn = 4, unreplaceable = 0): BattleLosses => ({ points, turn, unreplaceable });

function lines(state: CampaignState, text: string, variant: 'table' | 'prose' = 'table') {
  return checkOrders({ state, player: ANN, text, treasury: 5000, settings: { replacementVariant: variant } })
    .lines;
}
const got = (state: CampaignState, text: string, variant: 'table' | 'prose' = 'table') =>
  lines(state, text, variant).map((l) => [l.code, l.cost]);

describe('Replace', () => {
  it('in one of the player’s cities: up to 100% of the points lost at normal cost (Table 5, In a city)', () => {
    // Iron Host stands in Karak Varn (0303), Ann's city.
    const s = withLosses({ 'Iron Host': lost(500) });
    expect(got(s, 'Iron Host - Replace 500')).toEqual([['O000', 500]]);
    expect(got(s, 'Iron Host - Replace')).toEqual([['O000', 500]]);
    expect(got(s, 'Iron Host - Replace 501')).toEqual([['O067', 0]]);
    expect(lines(s, 'Iron Host - Replace 501')[0].message).toBe(
      'Iron Host may replace up to 100% of the 500 replaceable points it lost, 500 (Table 5, in Karak Varn); this asks for 501.',
    );
  });

  it('Regular supply in the field: up to 80% at 100% (Table 5, Normal Supply range)', () => {
    // Riders, 0305: two hexes from Karak Varn, Regular; 80% of 300 = 240.
    const s = withLosses({ Riders: lost(300) });
    expect(got(s, 'Riders - Replace 240')).toEqual([['O000', 240]]);
    expect(got(s, 'Riders - Replace 250')).toEqual([['O067', 0]]);
    // Several lines add up against the cap; each carries its part of the cost.
    expect(got(s, 'Riders - Replace 100\nRiders - Replace 140\nRiders - Replace 1')).toEqual([
      ['O000', 100],
      ['O000', 140],
      ['O067', 0],
    ]);
  });

  it('Long supply: up to 60% at 125%, or 150% under the prose setting (Table 5; RULINGS 8)', () => {
    // Far Legion, 1103, is in Long supply (the fixture's check). 60% of 500 = 300; 300 x 125% = 375; x 150% = 450.
    const s = withLosses({ 'Far Legion': lost(500) });
    expect(got(s, 'Far Legion - Replace')).toEqual([['O000', 375]]);
    expect(got(s, 'Far Legion - Replace 300', 'prose')).toEqual([['O000', 450]]);
    // 101 x 125% = 126.25, rounded up to 127.
    expect(got(s, 'Far Legion - Replace 101')).toEqual([['O000', 127]]);
  });

  it('points lost Out of Supply are never bought back (Foraging)', () => {
    // 500 lost, 100 of them Out of Supply: 60% of 400 = 240.
    const s = withLosses({ 'Far Legion': lost(500, 4, 100) });
    expect(got(s, 'Far Legion - Replace 240')).toEqual([['O000', 300]]);
    expect(got(s, 'Far Legion - Replace 241')).toEqual([['O067', 0]]);
  });

  it('refuses with the reason: no losses, the wrong turn, Out of Supply, past 2,599 points', () => {
    const s = withLosses({ Riders: lost(300, 3), 'Iron Host': lost(500) }, { 'Iron Host': 2500 });
    expect(got(s, 'Red Host - Replace 100')).toEqual([['O064', 0]]);
    expect(got(s, 'Riders - Replace 100')).toEqual([['O065', 0]]);
    expect(lines(s, 'Riders - Replace 100')[0].message).toContain(
      'could be replaced on turn 4 only: "They must be replaced on the turn after the battle in which they were lost or not at all" (Casualties)',
    );
    expect(got(s, 'Iron Host - Replace 100')).toEqual([['O062', 0]]);
    const unpaid = withLosses({ Riders: lost(300) });
    expect(got(unpaid, 'Riders - No upkeep\nRiders - Replace 100')).toEqual([
      ['O000', 0],
      ['O066', 0],
    ]);
  });

  it('takes no action: the army still has its two', () => {
    const s = withLosses({ Riders: lost(300) });
    expect(got(s, 'Riders - Replace 100\nRiders - Move 4\nRiders - Move 4').map(([c]) => c)).toEqual([
      'O000',
      'O000',
      'O000',
    ]);
    expect(got(s, 'Riders - Replace 10 points')).toEqual([['O000', 10]]);
    expect(got(s, 'Riders - Replace the archers')).toEqual([['O010', 0]]);
  });
});

describe('the Armies tab’s battle columns as the army’s losses (armyBattleLosses)', () => {
  const read = (cells: unknown[]) => {
    const tab = tabRows('Armies', [['Army', 'Battle losses', 'Losses turn', 'Unreplaceable'], cells]);
    const row = new RowReader(tab, headerIndex(tab), tab.rows[0], 2);
    return { losses: armyBattleLosses(row), issues: row.issues.map((i) => `${i.cell}: ${i.message}`) };
  };

  it('reads points, turn and the Out of Supply part; no losses or no turn is none', () => {
    expect(read(['Riders', 300, 4, 100])).toEqual({
      losses: { battleLosses: { points: 300, turn: 4, unreplaceable: 100 } },
      issues: [],
    });
    expect(read(['Riders', 300, 4, ''])).toEqual({
      losses: { battleLosses: { points: 300, turn: 4, unreplaceable: 0 } },
      issues: [],
    });
    expect(read(['Riders', 0, 4, 0]).losses).toEqual({});
    expect(read(['Riders', '', '', '']).losses).toEqual({});
  });

  it('names a bad cell by its address', () => {
    expect(read(['Riders', 'lots', 4, 0]).issues).toEqual([
      "B2: Battle losses must be a whole number from 0 to 2599, got 'lots'",
    ]);
  });

  it('what it reads is what Replace checks', () => {
    const s = campaign();
    const losses = read(['Riders', 300, 4, 0]).losses;
    const state = { ...s, armies: s.armies.map((a) => (a.name === 'Riders' ? { ...a, ...losses } : a)) };
    expect(got(state, 'Riders - Replace')).toEqual([['O000', 240]]);
  });
});
