import { captures, findBattles, resolveBattle } from '../../../src/engine/cp/battles';
import type { CpState } from '../../../src/engine/cp/model';
import { DEFAULT_CP_SETTINGS } from '../../../src/engine/cp/model';
import { armyAt, diceWith, fixture, playerOf } from './fixtures';

const S = DEFAULT_CP_SETTINGS;
const armyOf = (s: CpState, name: string) => s.armies.find((a) => a.name === name);
const owner = (s: CpState, name: string): string | null | undefined =>
  s.territories.find((t) => t.name === name)?.owner;

/** A1 has marched from Market into Bob's City, where B1 stands. */
const cityBattle = (
  a1: Partial<Parameters<typeof armyAt>[3]> = {},
  b1: Partial<Parameters<typeof armyAt>[3]> = {},
): CpState =>
  fixture({
    armies: [
      armyAt('A1', 'Alice', 'City', { cameFrom: 'Market', arrival: 1, stopped: true, ...a1 }),
      armyAt('B1', 'Bob', 'City', b1),
    ],
    moves: 1,
  });

describe('Resolve Battles: finding them (003 Resolve Battles; CP-R20)', () => {
  it('Major City, D6 2: Pitched Battle; the mover attacks', () => {
    const r = findBattles(cityBattle(), diceWith({ 'cp:scenario:City': 2 }), S);
    expect(r.state.battles).toEqual([
      {
        id: 'T1-01',
        territory: 'City',
        mover: 'A1',
        attacker: 'A1',
        defender: 'B1',
        scenario: 'Pitched Battle',
        notes: [],
      },
    ]);
  });

  it('CP-R14: Major City, D6 5: the default Meeting Engagement', () => {
    expect(findBattles(cityBattle(), diceWith({ 'cp:scenario:City': 5 }), S).state.battles[0]?.scenario).toBe(
      'Meeting Engagement',
    );
  });

  it('"For broken/defeated armies the scenario is always Last Stand" (no die)', () => {
    const r = findBattles(cityBattle({}, { status: 'defeated' }), diceWith({}), S);
    expect(r.state.battles[0]?.scenario).toBe('Last Stand');
    expect(r.events.every((e) => e.die === '')).toBe(true);
  });

  it('Mountain Pass: Ambush, the army entering is the defender', () => {
    const s = fixture({
      armies: [armyAt('B1', 'Bob', 'Pass'), armyAt('A1', 'Alice', 'Pass', { arrival: 2, cameFrom: 'Ford' })],
    });
    expect(findBattles(s, diceWith({}), S).state.battles[0]).toMatchObject({
      mover: 'A1',
      attacker: 'B1',
      defender: 'A1',
      scenario: 'Ambush',
    });
  });

  it('CP-R11: a Sabotage 6 owed to the enemy is noted on the battle and then cleared', () => {
    const s = { ...cityBattle(), players: [playerOf('Alice', { heroOwedTo: ['Bob'] }), playerOf('Bob')] };
    const r = findBattles(s, diceWith({ 'cp:scenario:City': 1 }), S);
    expect(r.state.battles[0]?.notes).toEqual([
      "Bob chooses one of Alice's heroes, removed from his army (Sabotage 6, CP-R11)",
    ]);
    expect(r.state.players[0]?.heroOwedTo).toEqual([]);
  });

  it('CP-R20: no battle once the armies no longer share a territory; allied armies never fight (CP-R19)', () => {
    expect(findBattles(fixture(), diceWith({}), S).state.battles).toEqual([]);
    const allied = { ...cityBattle(), alliances: [['Alice', 'Bob']] };
    expect(findBattles(allied, diceWith({}), S).state.battles).toEqual([]);
  });
});

describe('Battle results (003; CP-R12, CP-R22)', () => {
  const found = (s: CpState): CpState => findBattles(s, diceWith({ 'cp:scenario:City': 1 }), S).state;

  it('winner A1 takes City; loser B1 retreats to the nearest refuge with the lowest MD (Farm, MD 2) and is defeated on a 2', () => {
    const r = resolveBattle(found(cityBattle()), 'T1-01', { winner: 'A1' }, diceWith({ 'cp:retreat:B1': 2 }));
    expect(owner(r.state, 'City')).toBe('Alice');
    expect(r.state.players.find((p) => p.name === 'Alice')?.battlesWon).toBe(1);
    expect(armyOf(r.state, 'B1')).toMatchObject({ territory: 'Farm', status: 'defeated' });
    expect(r.state.battles).toEqual([]);
  });

  it('CP-R22: a failed retreat MD roll (1 against MD 2) still retreats, broken', () => {
    const r = resolveBattle(
      found(cityBattle()),
      'T1-01',
      { winner: 'Alice' },
      diceWith({ 'cp:retreat:B1': 1 }),
    );
    expect(armyOf(r.state, 'B1')).toMatchObject({ territory: 'Farm', status: 'broken' });
  });

  it('a broken/defeated army losing is removed; one winning is brought back to normal', () => {
    const lost = resolveBattle(
      found(cityBattle({}, { status: 'broken' })),
      'T1-01',
      { winner: 'A1' },
      diceWith({}),
    );
    expect(armyOf(lost.state, 'B1')).toBeUndefined();
    const won = resolveBattle(
      found(cityBattle({}, { status: 'defeated' })),
      'T1-01',
      { winner: 'B1' },
      diceWith({ 'cp:retreat:A1': 6 }),
    );
    expect(armyOf(won.state, 'B1')?.status).toBe('normal');
    expect(armyOf(won.state, 'A1')).toMatchObject({ territory: 'Farm', status: 'defeated' });
  });

  it('draw: the mover retreats, not defeated on a pass (2), defeated on a fail (1)', () => {
    const pass = resolveBattle(found(cityBattle()), 'T1-01', 'draw', diceWith({ 'cp:retreat:A1': 2 }));
    expect(armyOf(pass.state, 'A1')).toMatchObject({ territory: 'Farm', status: 'normal' });
    expect(owner(pass.state, 'City')).toBe('Bob');
    const fail = resolveBattle(found(cityBattle()), 'T1-01', 'draw', diceWith({ 'cp:retreat:A1': 1 }));
    expect(armyOf(fail.state, 'A1')?.status).toBe('defeated');
  });

  it('an army that cannot retreat to an unoccupied/own territory is removed, even on a draw', () => {
    const s = fixture({
      armies: [
        armyAt('B1', 'Bob', 'Farm'),
        armyAt('A1', 'Alice', 'Farm', { arrival: 1, cameFrom: 'City' }),
        armyAt('B2', 'Bob', 'City'),
      ],
    });
    const battles = findBattles(s, diceWith({ 'cp:scenario:Farm': 1 }), S).state;
    expect(armyOf(resolveBattle(battles, 'T1-01', 'draw', diceWith({})).state, 'A1')).toBeUndefined();
    expect(
      armyOf(resolveBattle(battles, 'T1-01', { winner: 'B1' }, diceWith({})).state, 'A1'),
    ).toBeUndefined();
  });

  it('CP-R12: equally near refuges with the same MD are chosen by a logged die (Keep or Market from Ford)', () => {
    const s = fixture({
      roads: fixture().roads.map((r) => (r.a === 'Keep' ? { ...r, md: 2 } : r)),
      armies: [armyAt('B1', 'Bob', 'Ford'), armyAt('A1', 'Alice', 'Ford', { arrival: 1, cameFrom: 'Keep' })],
    });
    const battles = findBattles(s, diceWith({ 'cp:scenario:Ford': 1 }), S).state;
    const to = (tie: number) =>
      armyOf(
        resolveBattle(
          battles,
          'T1-01',
          { winner: 'A1' },
          diceWith({ 'cp:retreat-tie:B1': tie, 'cp:retreat:B1': 6 }),
        ).state,
        'B1',
      )?.territory;
    expect(to(1)).toBe('Keep');
    expect(to(2)).toBe('Market');
  });

  it('a winner who fought neither side is an error naming the battle', () => {
    expect(() => resolveBattle(found(cityBattle()), 'T1-01', { winner: 'Carol' }, diceWith({}))).toThrow(
      /T1-01: 'Carol' fought neither side/,
    );
  });
});

describe('Resolve Battles: captures (a) and (b) at phase 4', () => {
  it('an army placed on an unclaimed DV 0 village takes it; one on a DV 3 tower or beside an enemy does not', () => {
    const s = fixture({
      armies: [
        armyAt('A1', 'Alice', 'Farm'),
        armyAt('A2', 'Alice', 'Tower'),
        armyAt('A3', 'Alice', 'Market'),
        armyAt('B1', 'Bob', 'Market'),
      ],
    });
    const r = captures(s);
    expect(owner(r.state, 'Farm')).toBe('Alice');
    expect(owner(r.state, 'Tower')).toBeNull();
    expect(owner(r.state, 'Market')).toBeNull();
    expect(r.events.map((e) => [e.phase, e.subject])).toEqual([['Resolve Battles', 'Farm']]);
  });
});
