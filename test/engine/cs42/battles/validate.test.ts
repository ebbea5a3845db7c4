import { resultWarnings, validateResult } from '../../../../src/engine/cs42/battles/validate';
import type { Battle, BattleResult, FoughtResult } from '../../../../src/engine/cs42/battles/types';
import { parseHex } from '../../../../src/engine/hex';
import { individual, ledger } from './fixture';

/** What the moderator types for a battle, checked before anything is applied: each problem named in words. */

const hex = (t: string) => parseHex(t) ?? { col: 0, row: 0 };
const state = ledger({
  armies: [
    { name: 'Red Host', player: 'Red', hex: '0404', points: 1000 },
    { name: 'Blue Guard', player: 'Blue', hex: '0404', points: 800 },
  ],
});
const battle: Battle = {
  id: 'T1-B1',
  turn: 1,
  hex: hex('0404'),
  kind: 'field battle',
  sides: [
    { player: 'Red', armies: ['Red Host'] },
    { player: 'Blue', armies: ['Blue Guard'] },
  ],
  cameFrom: {},
  deadlineTurn: 1,
  city: null,
};
const settlement = { settled: [], armies: [], individuals: [individual('Lord Red', 'Red', 'Red Host')] };
const ok: FoughtResult = {
  winner: 'Red',
  pointsLost: { 'Red Host': 100, 'Blue Guard': 300 },
  individuals: [],
  kills: [],
  turnsPlayed: 6,
  withdrawal: null,
  spellsCast: {},
};
const result = (r: Partial<BattleResult>): BattleResult => ({
  battleId: 'T1-B1',
  choices: { Red: 'fight', Blue: 'fight' },
  fought: ok,
  abstract: null,
  cityFate: null,
  enslave: false,
  ...r,
});
const check = (r: Partial<BattleResult>, turn = 1) =>
  validateResult(state, settlement, battle, result(r), turn);

describe('validateResult', () => {
  it('a complete result has no messages', () => {
    expect(check({})).toEqual([]);
  });

  it('a missing or unknown choice, and a player not in the battle', () => {
    expect(check({ choices: { Red: 'fight', Green: 'run' } })).toEqual([
      "Battle T1-B1: Blue's choice is missing (fight, truce or run)",
      'Battle T1-B1: Green is not a side of this battle',
    ]);
    expect(
      check({ choices: { Red: 'charge', Blue: 'fight' } as unknown as BattleResult['choices'] }),
    ).toEqual(["Battle T1-B1: Red's choice 'charge' is not fight, truce or run"]);
  });

  it('a fought battle needs its result; no battle after Truce / Run takes one', () => {
    expect(check({ fought: null })).toEqual([
      "Battle T1-B1: the battle's result is missing (winner, points lost, turns played)",
    ]);
    expect(check({ choices: { Red: 'truce', Blue: 'run' } })).toEqual([
      'Battle T1-B1: no battle is fought after these choices (Table 17), so there is no result to enter',
    ]);
  });

  it('winner, points lost and individuals are checked against the battle', () => {
    expect(
      check({
        fought: {
          ...ok,
          winner: 'Green',
          pointsLost: { 'Red Host': 1100, Ghosts: 5 },
          individuals: [{ name: 'Nobody', wounds: 0, killed: false }],
          spellsCast: { 'Lord Red': -1 },
        },
      }),
    ).toEqual([
      "Battle T1-B1: winner 'Green' is not one of Red, Blue",
      'Battle T1-B1: Red Host lost 1100 points but had only 1000',
      'Battle T1-B1: points lost by Blue Guard are missing (0 if none)',
      'Battle T1-B1: Ghosts is not an army of this battle',
      'Battle T1-B1: Nobody is not a named individual of an army in this battle',
      "Battle T1-B1: Nobody's wounds must be a whole number of 1 or more",
      'Battle T1-B1: spells cast by Lord Red must be a whole number of 0 or more',
    ]);
  });

  it('Game Completion: under 6 turns needs a withdrawal, and the side that withdrew cannot win', () => {
    expect(check({ fought: { ...ok, turnsPlayed: 4 } })).toEqual([
      'Battle T1-B1: fewer than 6 turns played needs a withdrawal (who left, peaceful or fleeing)',
    ]);
    expect(
      check({ fought: { ...ok, turnsPlayed: 4, withdrawal: { player: 'Red', kind: 'peaceful' } } }),
    ).toEqual([
      'Battle T1-B1: Red withdrew, so Red cannot be the winner (withdrawing gives victory to the other side)',
    ]);
  });

  it("abstract strategies only after the deadline, with the book's strategy names, never with a played result", () => {
    expect(
      check(
        {
          fought: null,
          abstract: { attacker: 'Charge', defender: 'Hold' } as unknown as BattleResult['abstract'],
        },
        2,
      ),
    ).toEqual([
      "Battle T1-B1: attacker's strategy 'Charge' is not one of Direct Attack, Surprise Attack, Flank Attack",
    ]);
    expect(check({ abstract: { attacker: 'Direct Attack', defender: 'Hold' } }, 2)).toEqual([
      'Battle T1-B1: enter a played result or abstract strategies, not both',
    ]);
  });

  it('conquer or sack only when an attacker takes a city', () => {
    expect(check({ cityFate: 'sack' })).toEqual([
      'Battle T1-B1: conquer or sack applies only when the attacker takes a city',
    ]);
  });
});

describe('a besieger’s Truce or Run entered by the moderator after a successful siege (SIEGES)', () => {
  // SIEGES: "All successful sieges become city fights unless the defender flees". Players are refused any other
  // choice on the orders form (O073); the moderator may override the book, so here it is a warning only.
  const siege: Battle = {
    ...battle,
    kind: 'siege',
    sides: [
      { player: 'Red', armies: ['Red Host'] },
      { player: 'Blue', armies: ['Blue Guard'] },
    ],
    city: {
      name: 'Bluemoor',
      player: 'Blue',
      size: 4,
      cathedral: false,
      failedTurns: 0,
      conquered: false,
      conqueredTurn: null,
    },
  };
  const entered = (choices: BattleResult['choices']): BattleResult => result({ choices, fought: null });

  it('is not refused: Truce against Run is a complete result with no battle to enter', () => {
    expect(validateResult(state, settlement, siege, entered({ Red: 'truce', Blue: 'run' }), 1)).toEqual([]);
    expect(validateResult(state, settlement, siege, entered({ Red: 'run', Blue: 'run' }), 1)).toEqual([]);
  });

  it('is said as a warning naming the battle, the besieger and the book', () => {
    expect(resultWarnings(siege, entered({ Red: 'run', Blue: 'fight' }))).toEqual([
      'Battle T1-B1: Red, the besieger, chose run; the book says "All successful sieges become city fights unless the defender flees" (SIEGES). It is applied as entered (Table 17): the moderator may override the book.',
    ]);
    expect(resultWarnings(siege, entered({ Red: 'truce', Blue: 'truce' }))).toHaveLength(1);
  });

  it('no warning for a besieger who fights, a defender’s choice, or a field battle', () => {
    expect(resultWarnings(siege, entered({ Red: 'fight', Blue: 'run' }))).toEqual([]);
    expect(
      resultWarnings({ ...siege, kind: 'city fight' }, entered({ Red: 'fight', Blue: 'truce' })),
    ).toEqual([]);
    expect(resultWarnings(battle, entered({ Red: 'run', Blue: 'truce' }))).toEqual([]);
  });
});
