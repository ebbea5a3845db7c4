import { moraleOf } from '../../../../src/engine/cs42/battles/settle-city';
import { settleBattle } from '../../../../src/engine/cs42/battles/settle';
import type { Battle, BattleResult, FoughtResult } from '../../../../src/engine/cs42/battles/types';
import { formatHex, parseHex } from '../../../../src/engine/hex';
import { dice, individual, ledger } from './fixture';

/**
 * City fights after a successful siege (SIEGES; RULINGS 26-27, 34). Bluetown (Blue, size 5, a Cathedral) stood in
 * 0404; Red Host (900, size 9) besieged it from 0403, failed twice and got in on turn 4, so the resolver already
 * handed it to Red as a conquered city of size 3 (sieges.ts). The garrison is 500 points (size 5 x 100).
 */

const hex = (t: string) => parseHex(t) ?? { col: 0, row: 0 };
const afterSiegeRoll = () =>
  ledger({
    turn: 4,
    cities: [
      { name: 'Redholm', player: 'Red', hex: '0401', size: 4 },
      {
        name: 'Bluetown',
        player: 'Red',
        hex: '0404',
        size: 3,
        conquered: true,
        conqueredTurn: 4,
        improvements: ['Cathedral'],
      },
    ],
    armies: [{ name: 'Red Host', player: 'Red', hex: '0404', points: 900 }],
  });
const siege: Battle = {
  id: 'T4-B1',
  turn: 4,
  hex: hex('0404'),
  kind: 'siege',
  sides: [
    { player: 'Red', armies: ['Red Host'] },
    { player: 'Blue', armies: ['Bluetown garrison'] },
  ],
  cameFrom: { 'Red Host': hex('0403') },
  deadlineTurn: 4,
  city: {
    name: 'Bluetown',
    player: 'Blue',
    size: 5,
    cathedral: true,
    failedTurns: 2,
    conquered: false,
    conqueredTurn: null,
  },
};
const settlement = {
  settled: [],
  armies: [],
  individuals: [individual('Lord Red', 'Red', 'Red Host', { commander: true })],
};
const fought = (f: Partial<FoughtResult>): FoughtResult => ({
  winner: 'Red',
  pointsLost: { 'Red Host': 100, 'Bluetown garrison': 500 },
  individuals: [],
  kills: [],
  turnsPlayed: 6,
  withdrawal: null,
  spellsCast: {},
  ...f,
});
const result = (f: Partial<FoughtResult>, cityFate: BattleResult['cityFate']): BattleResult => ({
  battleId: 'T4-B1',
  choices: { Red: 'fight', Blue: 'fight' },
  fought: fought(f),
  abstract: null,
  cityFate,
  enslave: false,
});
const many = (prefix: string, n: number, value: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}:${i + 1}`, value]));

function run(r: BattleResult, fixed: Record<string, number>) {
  const out = settleBattle({
    state: afterSiegeRoll(),
    settlement,
    battle: siege,
    result: r,
    dice: dice(fixed),
    turn: 4,
  });
  if (!out.ok) throw new Error(out.errors.join('\n'));
  return out;
}

describe('City Morale before the city fight', () => {
  it('10 - Red Host 9 + Bluetown 5 + Cathedral 2 - 2 failed turns + 2 x 0 in barracks = 6', () => {
    expect(moraleOf(afterSiegeRoll(), siege)).toBe(6);
  });
});

describe('the attacker wins the city fight', () => {
  it('conquered (RULINGS 26): size 5 → 3, conquered on turn 4, half income; normal booty on the garrison (5 d20 x 5)', () => {
    const out = run(result({}, 'conquer'), many('battle:T4-B1:spoils:Bluetown garrison', 5, 10));
    expect(out.state.cities.find((c) => c.name === 'Bluetown')).toMatchObject({
      player: 'Red',
      size: 3,
      conquered: true,
      conqueredTurn: 4,
      failedSieges: 0,
    });
    expect(out.entries).toEqual([
      { player: 'Red', category: 'Spoils', amount: 250, for: 'spoils of Bluetown garrison (5 d20 x 5)' },
    ]);
    expect(out.events.some((e) => e.effect.startsWith('city morale 6'))).toBe(true);
  });

  it('sacked (RULINGS 27): 2 x 5 d20 x 10 of booty and no battle booty; 2 size-1 settler bands flee; size 4+ leaves ruins', () => {
    const out = run(result({}, 'sack'), many('battle:T4-B1:sack', 10, 7));
    expect(out.state.cities.map((c) => c.name)).toEqual(['Redholm']);
    expect(out.entries).toEqual([
      { player: 'Red', category: 'Sack', amount: 700, for: 'sack of Bluetown (10 d20 x 10)' },
    ]);
    // One band per adjacent hex, in rosette order: 0403 (1), 0504 (2).
    expect(out.state.units.map((u) => [u.name, u.player, u.type, u.size, formatHex(u.hex)])).toEqual([
      ['Bluetown Survivors 1', 'Blue', 'Settler', 1, '0403'],
      ['Bluetown Survivors 2', 'Blue', 'Settler', 1, '0504'],
    ]);
    expect(out.state.map.hexes.get('0404')?.special).toBe('Ruins');
  });
});

describe('the defender wins: Broken Siege', () => {
  it("defenders depleted by at least 50% (300 of 500): Bluetown is Blue's again at 5 - 2 = 3; Red Host retreats and is barred from 0404", () => {
    const out = run(
      result({ winner: 'Blue', pointsLost: { 'Red Host': 400, 'Bluetown garrison': 300 } }, null),
      many('battle:T4-B1:spoils:Red Host', 9, 1),
    );
    expect(out.state.cities.find((c) => c.name === 'Bluetown')).toMatchObject({
      player: 'Blue',
      size: 3,
      conquered: false,
      besieged: false,
    });
    const host = out.state.armies.find((a) => a.name === 'Red Host');
    expect(host && [host.points, formatHex(host.hex)]).toEqual([500, '0403']);
    expect(out.settlement.armies.find((a) => a.army === 'Red Host')?.barredFrom).toEqual(hex('0404'));
    expect(out.entries).toEqual([
      expect.objectContaining({ player: 'Blue', category: 'Spoils', amount: 45 }),
    ]);
  });

  it('depleted by less than half (249 of 500): the city keeps its size 5', () => {
    const out = run(
      result({ winner: 'Blue', pointsLost: { 'Red Host': 400, 'Bluetown garrison': 249 } }, null),
      many('battle:T4-B1:spoils:Red Host', 9, 1),
    );
    expect(out.state.cities.find((c) => c.name === 'Bluetown')).toMatchObject({ player: 'Blue', size: 5 });
  });
});

describe('the result must say what the city becomes', () => {
  it('an attacker win without conquer or sack is refused with a message naming the city', () => {
    const out = settleBattle({
      state: afterSiegeRoll(),
      settlement,
      battle: siege,
      result: result({}, null),
      dice: dice(),
      turn: 4,
    });
    expect(out).toEqual({
      ok: false,
      errors: ['Battle T4-B1: if Bluetown falls, conquer or sack? (the choice is missing)'],
    });
  });
});
