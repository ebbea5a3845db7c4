import { settleAll } from '../../../../src/engine/cs42/battles/settle-all';
import type { Battle, BattleResult } from '../../../../src/engine/cs42/battles/types';
import { parseHex } from '../../../../src/engine/hex';
import { ledger } from './fixture';

/** Apply battle results: complete ones applied in order, the rest listed with what is missing; never twice. */

const hex = (t: string) => parseHex(t) ?? { col: 0, row: 0 };
const state = ledger({
  turn: 2,
  cities: [
    { name: 'Redholm', player: 'Red', hex: '0401', size: 4 },
    { name: 'Bluetown', player: 'Blue', hex: '0408', size: 4 },
  ],
  armies: [
    { name: 'Red Host', player: 'Red', hex: '0404', points: 1000 },
    { name: 'Blue Guard', player: 'Blue', hex: '0404', points: 800 },
    { name: 'Red Band', player: 'Red', hex: '0704', points: 600 },
    { name: 'Blue Band', player: 'Blue', hex: '0704', points: 600 },
  ],
});
const battle = (id: string, at: string, red: string, blue: string): Battle => ({
  id,
  turn: 1,
  hex: hex(at),
  kind: 'field battle',
  sides: [
    { player: 'Red', armies: [red] },
    { player: 'Blue', armies: [blue] },
  ],
  cameFrom: {},
  deadlineTurn: 2,
  city: null,
});
const battles = [
  battle('T1-B1', '0404', 'Red Host', 'Blue Guard'),
  battle('T1-B2', '0704', 'Red Band', 'Blue Band'),
];
const result = (id: string, red: string, blue: string): BattleResult => ({
  battleId: id,
  choices: { Red: red, Blue: blue } as BattleResult['choices'],
  fought: null,
  abstract: null,
  cityFate: null,
  enslave: false,
});
const empty = { settled: [], armies: [], individuals: [] };

describe('settleAll', () => {
  it('applies the complete result, lists the missing one, and applies nothing twice', () => {
    const first = settleAll({
      state,
      settlement: empty,
      battles,
      results: new Map([['T1-B1', result('T1-B1', 'run', 'run')]]),
      seed: 'camp',
      turn: 2,
    });
    expect(first.applied).toEqual(['T1-B1']);
    expect(first.incomplete).toEqual([{ id: 'T1-B2', messages: ['Battle T1-B2: no result entered yet'] }]);
    // Run / Run: 10% each.
    expect(first.state.armies.find((a) => a.name === 'Red Host')?.points).toBe(900);
    const again = settleAll({
      state: first.state,
      settlement: first.settlement,
      battles,
      results: new Map([
        ['T1-B1', result('T1-B1', 'run', 'run')],
        ['T1-B2', result('T1-B2', 'truce', 'truce')],
      ]),
      seed: 'camp',
      turn: 2,
    });
    expect(again.applied).toEqual(['T1-B2']);
    expect(again.state.armies.find((a) => a.name === 'Red Host')?.points).toBe(900);
  });

  it('an invalid result is listed with its messages and changes nothing', () => {
    const out = settleAll({
      state,
      settlement: empty,
      battles,
      results: new Map([['T1-B1', result('T1-B1', 'fight', 'fight')]]),
      seed: 'camp',
      turn: 2,
    });
    expect(out.applied).toEqual([]);
    expect(out.incomplete[0]).toEqual({
      id: 'T1-B1',
      messages: ["Battle T1-B1: the battle's result is missing (winner, points lost, turns played)"],
    });
    expect(out.state).toBe(state);
  });

  it("one battle's override never moves another battle's rolls", () => {
    const results = new Map([
      ['T1-B1', result('T1-B1', 'fight', 'run')],
      ['T1-B2', result('T1-B2', 'fight', 'run')],
    ]);
    const rolls = (overrides: Map<string, number>) =>
      settleAll({ state, settlement: empty, battles, results, seed: 'camp', overrides, turn: 2 })
        .events.filter((e) => e.key.startsWith('battle:T1-B2'))
        .map((e) => [e.key, e.result]);
    const plain = rolls(new Map());
    // T1-B2 rolls its casualties, the attacker's wounds and 6 spoils dice.
    expect(plain).toHaveLength(8);
    expect(rolls(new Map([['battle:T1-B1:casualties', 20]]))).toEqual(plain);
  });

  it("warns of a besieger's Truce in a city fight it applies (SIEGES), and of none in a field battle", () => {
    const out = settleAll({
      state,
      settlement: empty,
      battles: [{ ...battles[0], kind: 'city fight' }, battles[1]],
      results: new Map([
        ['T1-B1', result('T1-B1', 'truce', 'truce')],
        ['T1-B2', result('T1-B2', 'truce', 'truce')],
      ]),
      seed: 'camp',
      turn: 2,
    });
    expect(out.applied).toEqual(['T1-B1', 'T1-B2']);
    expect(out.warnings).toEqual([
      {
        id: 'T1-B1',
        message:
          'Battle T1-B1: Red, the besieger, chose truce; the book says "All successful sieges become city fights unless the defender flees" (SIEGES). It is applied as entered (Table 17): the moderator may override the book.',
      },
    ]);
  });
});
