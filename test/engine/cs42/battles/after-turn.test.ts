import { battleStateAfterTurn, enslavesByDefault } from '../../../../src/engine/cs42/battles/after-turn';
import type { ArmyBattleStatus } from '../../../../src/engine/cs42/battles/types';
import { dice, individual, ledger } from './fixture';

/** Broken Armies (regroup at the end of the turn), Casualties (one wound a turn), Broken Siege (barred one turn),
 * Declared Alliances (Neutral enslaves by default). */

const status = (army: string, extra: Partial<ArmyBattleStatus> = {}): ArmyBattleStatus => ({
  army,
  player: 'Red',
  broken: true,
  leaderless: false,
  pointsLost: 0,
  lostOnTurn: null,
  unreplaceable: 0,
  barredFrom: { col: 4, row: 4 },
  ...extra,
});
const state = ledger({
  armies: [
    { name: 'Red Host', player: 'Red', hex: '0303', points: 700 },
    { name: 'Red Guard', player: 'Red', hex: '0303', points: 400 },
    { name: 'Red Band', player: 'Red', hex: '0303', points: 600 },
  ],
});
const settlement = {
  settled: ['T1-B1'],
  armies: [
    status('Red Host'),
    status('Red Guard'),
    status('Red Band', { leaderless: true }),
    status('Gone Army'),
  ],
  individuals: [
    individual('Captain', 'Red', 'Red Host', { commander: true, leadership: 11, wounds: 2 }),
    individual('Sergeant', 'Red', 'Red Guard', { commander: true, leadership: 20 }),
  ],
};

describe('battleStateAfterTurn', () => {
  it('size 5+ regroups on a d20 at most the commander LD; under size 5 or leaderless stays Broken; bars lifted; one wound healed', () => {
    const out = battleStateAfterTurn(state, settlement, dice({ 'regroup:Red Host': 11 }));
    expect(out.settlement.armies.map((a) => [a.army, a.broken, a.barredFrom])).toEqual([
      ['Red Host', false, null],
      ['Red Guard', true, null],
      ['Red Band', true, null],
    ]);
    expect(out.settlement.individuals.find((i) => i.name === 'Captain')?.wounds).toBe(1);
    expect(out.events.map((e) => `${e.subject}: ${e.effect}`)).toEqual([
      'Red Host: Captain passes the leadership test (11 <= 11): a Field army again',
      'Red Band: no commander to test leadership: stays Broken',
    ]);
  });
  it('a failed test (12 > 11) keeps the army Broken', () => {
    const out = battleStateAfterTurn(state, settlement, dice({ 'regroup:Red Host': 12 }));
    expect(out.settlement.armies.find((a) => a.army === 'Red Host')?.broken).toBe(true);
  });
});

describe('Declared Alliances: enslaving by default', () => {
  it('Neutral enslaves; Unknown and At War kill', () => {
    const s = ledger({
      diplomacy: [
        ['Red', 'Blue', 'Neutral'],
        ['Blue', 'Red', 'At War'],
      ],
    });
    expect(enslavesByDefault(s, 'Red', 'Blue')).toBe(true);
    expect(enslavesByDefault(s, 'Blue', 'Red')).toBe(false);
    expect(enslavesByDefault(ledger({}), 'Red', 'Blue')).toBe(false);
  });
});
