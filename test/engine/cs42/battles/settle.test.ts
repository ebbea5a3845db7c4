import { settleBattle, SettleInput } from '../../../../src/engine/cs42/battles/settle';
import type {
  Battle,
  BattleResult,
  BattleSettlementState,
  FoughtResult,
} from '../../../../src/engine/cs42/battles/types';
import { formatHex, parseHex } from '../../../../src/engine/hex';
import { dice, individual, ledger } from './fixture';

/**
 * settleBattle, end to end on a small ledger. Red Host (1000 points, size 10) moved from 0403 into 0404, where
 * Blue Guard (800, size 8) stood: battle T2-B1, side 0 Red (attacker), side 1 Blue. Redholm is Red's city in
 * 0401, Bluetown Blue's in 0408. From 0404 (an even column) the neighbours are 0403 (1), 0504 (2), 0505 (3), 0405
 * (4), 0305 (5), 0304 (6); toward Bluetown the only nearer one is 0405, toward Redholm 0403.
 */

const hex = (t: string) => parseHex(t) ?? { col: 0, row: 0 };
const state = (extra: Parameters<typeof ledger>[0] = {}) =>
  ledger({
    turn: 2,
    cities: [
      { name: 'Redholm', player: 'Red', hex: '0401', size: 4 },
      { name: 'Bluetown', player: 'Blue', hex: '0408', size: 4 },
    ],
    armies: [
      { name: 'Red Host', player: 'Red', hex: '0404', points: 1000 },
      { name: 'Blue Guard', player: 'Blue', hex: '0404', points: 800 },
    ],
    ...extra,
  });
const battle: Battle = {
  id: 'T2-B1',
  turn: 2,
  hex: hex('0404'),
  kind: 'field battle',
  sides: [
    { player: 'Red', armies: ['Red Host'] },
    { player: 'Blue', armies: ['Blue Guard'] },
  ],
  cameFrom: { 'Red Host': hex('0403'), 'Blue Guard': null },
  deadlineTurn: 2,
  city: null,
};
const people: BattleSettlementState = {
  settled: [],
  armies: [],
  individuals: [
    individual('Lord Red', 'Red', 'Red Host', { commander: true, experience: 4 }),
    individual('Blue Captain', 'Blue', 'Blue Guard', { commander: true, size: 3 }),
  ],
};
const choices = (red: string, blue: string): BattleResult => ({
  battleId: 'T2-B1',
  choices: { Red: red, Blue: blue } as BattleResult['choices'],
  fought: null,
  abstract: null,
  cityFate: null,
  enslave: false,
});
const spoilsDice = (army: string, n: number, value: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`battle:T2-B1:spoils:${army}:${i + 1}`, value]));

function settle(over: Partial<SettleInput> & { fixed?: Record<string, number> }) {
  const out = settleBattle({
    state: over.state ?? state(),
    settlement: over.settlement ?? people,
    battle: over.battle ?? battle,
    result: over.result ?? choices('truce', 'truce'),
    dice: dice(over.fixed),
    turn: over.turn ?? 2,
  });
  if (!out.ok) throw new Error(out.errors.join('\n'));
  const army = (n: string) => {
    const a = out.state.armies.find((x) => x.name === n);
    return a && { points: a.points, hex: formatHex(a.hex) };
  };
  const status = (n: string) => out.settlement.armies.find((x) => x.army === n);
  const person = (n: string) => out.settlement.individuals.find((x) => x.name === n);
  return { out, army, status, person };
}

describe('Table 17 without a tabletop battle', () => {
  it('Truce / Truce: no action required; the battle is settled and never applied twice', () => {
    const { out, army } = settle({});
    expect(army('Red Host')).toEqual({ points: 1000, hex: '0404' });
    expect(army('Blue Guard')).toEqual({ points: 800, hex: '0404' });
    expect(out.entries).toEqual([]);
    expect(out.settlement.settled).toEqual(['T2-B1']);
    const again = settleBattle({
      state: out.state,
      settlement: out.settlement,
      battle,
      result: choices('truce', 'truce'),
      dice: dice(),
      turn: 2,
    });
    expect(again).toEqual({
      ok: false,
      errors: ['Battle T2-B1 is already settled: a battle is never applied twice'],
    });
  });

  it('Truce / Run: the runner is broken and moves 1 hex toward its nearest city (0405), no casualties, no EP', () => {
    const { army, status, person } = settle({ result: choices('truce', 'run') });
    expect(army('Blue Guard')).toEqual({ points: 800, hex: '0405' });
    expect(status('Blue Guard')).toMatchObject({ broken: true, pointsLost: 0 });
    expect(army('Red Host')).toEqual({ points: 1000, hex: '0404' });
    expect(person('Lord Red')?.experience).toBe(4);
  });

  it('Run / Truce: the same for Red, which goes toward Redholm (0403) though it came from 0403 anyway', () => {
    const { army, status } = settle({ result: choices('run', 'truce') });
    expect(army('Red Host')).toEqual({ points: 1000, hex: '0403' });
    expect(status('Red Host')?.broken).toBe(true);
  });

  it('Run / Run: both broken, 10% casualties each (1000 → 900, 800 → 720), both toward their cities', () => {
    const { army, status } = settle({ result: choices('run', 'run') });
    expect(army('Red Host')).toEqual({ points: 900, hex: '0403' });
    expect(army('Blue Guard')).toEqual({ points: 720, hex: '0405' });
    expect(status('Red Host')).toMatchObject({ broken: true, pointsLost: 100, lostOnTurn: 2 });
    expect(status('Blue Guard')).toMatchObject({ broken: true, pointsLost: 80 });
  });

  it("Fight / Run: Table 18 for the runner, the attacker's wounds for the fighter, 2 EP per fighter character, the baggage train", () => {
    const { out, army, status, person } = settle({
      result: choices('fight', 'run'),
      fixed: {
        // Table 18: 8 → 40% of 800 = 320; Blue Guard 480.
        'battle:T2-B1:casualties': 8,
        // 12 + fleeing size 8 - attacking size 10 = 10 → 50% of 320 = 160; Red Host 840.
        'battle:T2-B1:attacker-wounds': 12,
        // Table 19 on Blue Guard's 800 points: 8 d20 of 10 → 80 x 5 = 400.
        ...spoilsDice('Blue Guard', 8, 10),
      },
    });
    expect(army('Blue Guard')).toEqual({ points: 480, hex: '0405' });
    expect(army('Red Host')).toEqual({ points: 840, hex: '0404' });
    expect(status('Blue Guard')).toMatchObject({ broken: true, pointsLost: 320 });
    expect(status('Red Host')).toMatchObject({ broken: false, pointsLost: 160 });
    expect(person('Lord Red')?.experience).toBe(6);
    expect(person('Blue Captain')?.experience).toBe(0);
    expect(out.entries).toEqual([
      { player: 'Red', category: 'Spoils', amount: 400, for: 'baggage train of Blue Guard (8 d20 x 5)' },
    ]);
    expect(out.events.find((e) => e.key === 'battle:T2-B1:attacker-wounds')?.effect).toBe(
      '12 + 8 - 10 = 10: 50% of the 320 points the runners lost',
    );
  });

  it("Run / Fight is the same read from the other side (RULINGS 24): Red runs, Blue gains Red Host's baggage train", () => {
    const { out, army } = settle({
      result: choices('run', 'fight'),
      // Table 18: 1, no casualties; 5 + 10 - 8 = 7 → 35% of 0 = 0. 10 d20 of 1 → 50.
      fixed: {
        'battle:T2-B1:casualties': 1,
        'battle:T2-B1:attacker-wounds': 5,
        ...spoilsDice('Red Host', 10, 1),
      },
    });
    expect(army('Red Host')).toEqual({ points: 1000, hex: '0403' });
    expect(army('Blue Guard')).toEqual({ points: 800, hex: '0404' });
    expect(out.entries).toEqual([
      expect.objectContaining({ player: 'Blue', category: 'Spoils', amount: 50 }),
    ]);
  });
});

const fought = (f: Partial<FoughtResult>): FoughtResult => ({
  winner: 'Red',
  pointsLost: { 'Red Host': 0, 'Blue Guard': 0 },
  individuals: [],
  kills: [],
  turnsPlayed: 6,
  withdrawal: null,
  spellsCast: {},
  ...f,
});

describe('a fought battle', () => {
  it('Blue flees the table on turn 4: losses, Table 18 on its survivors, retreat and Broken; experience; a commander lost; spoils; co-located settlers', () => {
    const { out, army, status, person } = settle({
      state: state({
        units: [
          { name: 'Blue Settlers', player: 'Blue', hex: '0404', type: 'Settler', size: 2 },
          { name: 'Blue Engineers', player: 'Blue', hex: '0404', type: 'Engineer' },
        ],
      }),
      result: {
        ...choices('fight', 'fight'),
        fought: fought({
          pointsLost: { 'Red Host': 200, 'Blue Guard': 500 },
          individuals: [{ name: 'Blue Captain', wounds: 3, killed: true }],
          kills: [{ by: 'Lord Red', size: 3 }],
          turnsPlayed: 4,
          withdrawal: { player: 'Blue', kind: 'fleeing' },
          spellsCast: { 'Lord Red': 1 },
        }),
      },
      fixed: {
        // Game Completion: 10 → 50% of the 300 surviving points = 150; Blue Guard 150.
        'battle:T2-B1:casualties:Blue Guard': 10,
        // Casualties: each wound back on 10+; 5, 5, 5 regain none: killed.
        'battle:T2-B1:recover:Blue Captain:1': 5,
        'battle:T2-B1:recover:Blue Captain:2': 5,
        'battle:T2-B1:recover:Blue Captain:3': 5,
        ...spoilsDice('Blue Guard', 8, 10),
        // Co-located: the settlers die (30 <= 50) and yield 7 + 8; the engineers survive (70).
        'battle:T2-B1:colocated:Blue Settlers': 30,
        'battle:T2-B1:settler-spoils:Blue Settlers:1': 7,
        'battle:T2-B1:settler-spoils:Blue Settlers:2': 8,
        'battle:T2-B1:colocated:Blue Engineers': 70,
      },
    });
    expect(army('Red Host')).toEqual({ points: 800, hex: '0404' });
    expect(army('Blue Guard')).toEqual({ points: 150, hex: '0405' });
    expect(status('Blue Guard')).toMatchObject({ broken: true, leaderless: true, pointsLost: 650 });
    // 4 + fought 1 + won 2 + 1 spell + a size 3 individual killed 3 = 11 (Red's 1000 is not inferior to 800).
    expect(person('Lord Red')).toMatchObject({ experience: 11, status: 'active', commander: true });
    expect(person('Blue Captain')).toMatchObject({ status: 'dead', commander: false, experience: 0 });
    expect(out.entries).toEqual([
      { player: 'Red', category: 'Spoils', amount: 400, for: 'spoils of Blue Guard (8 d20 x 5)' },
      {
        player: 'Red',
        category: 'Spoils',
        amount: 15,
        for: 'spoils of the settler band Blue Settlers (2 d20)',
      },
    ]);
    expect(out.state.units.map((u) => u.name)).toEqual(['Blue Engineers']);
  });

  it('played out 6 turns and lost: retreats back where it came from, not Broken; a wounded individual keeps what he did not regain', () => {
    const { army, status, person } = settle({
      result: {
        ...choices('fight', 'truce'),
        fought: fought({
          winner: 'Blue',
          pointsLost: { 'Red Host': 300, 'Blue Guard': 100 },
          individuals: [{ name: 'Lord Red', wounds: 2, killed: false }],
        }),
      },
      fixed: {
        'battle:T2-B1:recover:Lord Red:1': 10,
        'battle:T2-B1:recover:Lord Red:2': 9,
        ...spoilsDice('Red Host', 10, 2),
      },
    });
    expect(army('Red Host')).toEqual({ points: 700, hex: '0403' });
    expect(status('Red Host')?.broken).toBe(false);
    // Inferior Blue (800 v 1000) wins: 1 + 2 + 1 (a full 20%: 200 / 800 = 25%) = 4.
    expect(person('Blue Captain')?.experience).toBe(4);
    expect(person('Lord Red')).toMatchObject({ experience: 5, wounds: 1 });
  });

  it('enslave: the winner may try to enslave co-located settlers (50%), then 60/20/20', () => {
    const { out } = settle({
      state: state({
        units: [{ name: 'Blue Settlers', player: 'Blue', hex: '0404', type: 'Settler', size: 1 }],
      }),
      result: { ...choices('fight', 'fight'), enslave: true, fought: fought({}) },
      fixed: {
        ...spoilsDice('Blue Guard', 8, 1),
        'battle:T2-B1:colocated:Blue Settlers': 50,
        'battle:T2-B1:enslave:Blue Settlers': 60,
      },
    });
    expect(out.state.units).toEqual([expect.objectContaining({ name: 'Blue Settlers', player: 'Red' })]);
  });

  it('an army with no hex to retreat to is destroyed with its individuals', () => {
    const s = ledger({
      turn: 2,
      map: { width: 8, height: 8, terrain: 'Water', hexes: { '0404': { terrain: 'Plains' } } },
      armies: [
        { name: 'Red Host', player: 'Red', hex: '0404', points: 1000 },
        { name: 'Blue Guard', player: 'Blue', hex: '0404', points: 800 },
      ],
    });
    const { army, person } = settle({
      state: s,
      result: { ...choices('fight', 'fight'), fought: fought({}) },
      fixed: spoilsDice('Blue Guard', 8, 1),
    });
    expect(army('Blue Guard')).toBeUndefined();
    expect(person('Blue Captain')?.status).toBe('dead');
  });
});

describe('abstract resolution (Appendix D) after the deadline', () => {
  const abstract: BattleResult = {
    ...choices('fight', 'fight'),
    abstract: { attacker: 'Direct Attack', defender: 'Hold' },
  };

  it('is refused before the deadline has passed', () => {
    const out = settleBattle({
      state: state(),
      settlement: people,
      battle,
      result: abstract,
      dice: dice(),
      turn: 2,
    });
    expect(out).toEqual({
      ok: false,
      errors: ['Battle T2-B1: it may be resolved abstractly only after its deadline, turn 2'],
    });
  });

  it('1000 v 800 → 1000 v 750: +2; Direct Attack v Hold 0; 2d6 6 + 4 = 12 → Attacker Major Victory', () => {
    const { army, person, out } = settle({
      turn: 3,
      result: abstract,
      fixed: {
        'battle:T2-B1:outcome:1': 6,
        'battle:T2-B1:outcome:2': 4,
        'battle:T2-B1:losses:attacker:1': 1,
        'battle:T2-B1:losses:attacker:2': 1,
        'battle:T2-B1:falls:Lord Red': 1,
        'battle:T2-B1:losses:defender:1': 2,
        'battle:T2-B1:falls:Blue Captain': 1,
        ...spoilsDice('Blue Guard', 8, 4),
      },
    });
    // Red: 2 x (d3 1 x 50) = 100; Blue: 100 + 2 x 50 = 200 (one full 500). Blue retreats toward Bluetown.
    expect(army('Red Host')).toEqual({ points: 900, hex: '0404' });
    expect(army('Blue Guard')).toEqual({ points: 600, hex: '0405' });
    expect(person('Lord Red')?.experience).toBe(5);
    expect(person('Blue Captain')?.experience).toBe(1);
    expect(
      out.events.some(
        (e) =>
          e.effect === '2d6 10 + strength 2 (Table 23) + strategy 0 (Table 24) = 12: Attacker Major Victory',
      ),
    ).toBe(true);
  });
});

describe('a Lost Cause and purity', () => {
  it('abstract, 1000 v 400 (2.0C: at least twice): the smaller side flees, settled as Fight / Run with no outcome roll', () => {
    const { out, army, status } = settle({
      turn: 3,
      state: state({
        armies: [
          { name: 'Red Host', player: 'Red', hex: '0404', points: 1000 },
          { name: 'Blue Guard', player: 'Blue', hex: '0404', points: 400 },
        ],
      }),
      result: { ...choices('fight', 'fight'), abstract: { attacker: 'Direct Attack', defender: 'Hold' } },
      // Table 18: 6 → 30% of 400 = 120; 10 + 4 - 10 = 4 → 20% of 120 = 24. 4 d20 of 5 → 20 x 5 = 100.
      fixed: {
        'battle:T2-B1:casualties': 6,
        'battle:T2-B1:attacker-wounds': 10,
        ...spoilsDice('Blue Guard', 4, 5),
      },
    });
    expect(army('Blue Guard')).toEqual({ points: 280, hex: '0405' });
    expect(army('Red Host')).toEqual({ points: 976, hex: '0404' });
    expect(status('Blue Guard')?.broken).toBe(true);
    expect(out.events.some((e) => e.key.startsWith('battle:T2-B1:outcome'))).toBe(false);
    expect(out.entries).toEqual([
      expect.objectContaining({ player: 'Red', category: 'Spoils', amount: 100 }),
    ]);
  });

  it("the same inputs give the same settlement, and the caller's state is left as it was", () => {
    const before = state();
    const input = () => ({
      state: before,
      settlement: people,
      battle,
      result: choices('run', 'run'),
      dice: dice(),
      turn: 2,
    });
    const a = settleBattle(input());
    const b = settleBattle(input());
    expect(a).toEqual(b);
    expect(before.armies.map((x) => [x.name, x.points, formatHex(x.hex)])).toEqual([
      ['Red Host', 1000, '0404'],
      ['Blue Guard', 800, '0404'],
    ]);
    expect(people.settled).toEqual([]);
  });

  it('losses of an army Out of Supply (no Red city within 15 hexes) may not be bought back', () => {
    const far = ledger({
      turn: 2,
      map: { width: 30, height: 8 },
      cities: [{ name: 'Redholm', player: 'Red', hex: '0101', size: 4 }],
      armies: [
        { name: 'Red Host', player: 'Red', hex: '2004', points: 1000 },
        { name: 'Blue Guard', player: 'Blue', hex: '2004', points: 800 },
      ],
    });
    const { status } = settle({
      state: far,
      battle: { ...battle, hex: hex('2004') },
      result: choices('run', 'run'),
    });
    expect(status('Red Host')).toMatchObject({ pointsLost: 100, unreplaceable: 100 });
  });

  it('Commission Scouts: Blue, with one Field army and one scout, loses the scout when the army runs and is Broken', () => {
    const { out } = settle({
      state: state({
        units: [
          { name: 'Blue Eyes', player: 'Blue', hex: '0408', type: 'Scout' },
          { name: 'Red Eyes', player: 'Red', hex: '0401', type: 'Scout' },
        ],
      }),
      result: choices('truce', 'run'),
    });
    expect(out.state.units.map((u) => u.name)).toEqual(['Red Eyes']);
    expect(
      out.events.some(
        (e) => e.subject === 'Blue Eyes' && e.effect.startsWith('removed: Blue has 0 Field armies'),
      ),
    ).toBe(true);
  });
});
