import type { CpAction } from '../../../src/engine/cp/actions';
import { findBattles, resolveBattle } from '../../../src/engine/cp/battles';
import type { CpState } from '../../../src/engine/cp/model';
import { DEFAULT_CP_SETTINGS } from '../../../src/engine/cp/model';
import { spendingOpen, spendQueued, spendRound } from '../../../src/engine/cp/spend';
import { endTurn, startTurn } from '../../../src/engine/cp/turn';
import { victors } from '../../../src/engine/cp/victory';
import { diceWith, fixture } from './fixtures';

const S = DEFAULT_CP_SETTINGS;
const lines = (entries: Record<string, CpAction[]>): Map<string, CpAction[]> =>
  new Map(Object.entries(entries));
const cpOf = (s: CpState) => Object.fromEntries(s.players.map((p) => [p.name, p.cp]));

describe('One turn of play, worked by hand (003 A Turn 1-4)', () => {
  // Every die of the turn fixed, so each step below is the book's rule applied by hand.
  const dice = diceWith({
    'cp:order:T1#1': 2, // Alice, Bob
    'cp:generate:Alice': 1, // 1 + 1 = 2 CP
    'cp:generate:Bob': 2, // 2 + 1 = 3 CP
    'cp:generate:City': 4, // Major City 4+: +1 = 4 CP (CP-R9)
    'cp:R1:md:A1': 3, // Keep-Ford MD 3: passes
    'cp:R2:free-move:A1': 3, // leaving Alice's Ford, 3+: FREE MOVE (CP-R16)
    'cp:R2:md:A1': 2, // Ford-Market MD 2: passes
    'cp:R2.2:md:A1': 4, // Market-City MD 4: passes, into B1
    'cp:R3:sabotage:Bob': 2, // succeeded a bit: Alice -1 CP next turn
    'cp:scenario:City': 1, // Major City 1-3: Pitched Battle
    'cp:retreat:A1': 2, // City-Farm MD 2: passes
  });
  let s: CpState = fixture({ players: fixture().players.map((p) => ({ ...p, cp: 0 })), order: [] });

  it("1-2: the order of play and Generate CP's", () => {
    s = startTurn(s, dice).state;
    expect(s.order).toEqual(['Alice', 'Bob']);
    expect(cpOf(s)).toEqual({ Alice: 2, Bob: 4 });
  });

  it('3, round 1: Alice marches to the Ford and takes it; Bob fortifies his City', () => {
    const r = spendRound(
      s,
      lines({
        Alice: [{ kind: 'Move an army', army: 'A1', to: 'Ford' }],
        Bob: [{ kind: 'Fortify Settlement', territory: 'City' }],
      }),
      dice,
      S,
    );
    s = r.state;
    expect(s.armies.find((a) => a.name === 'A1')?.territory).toBe('Ford');
    expect(s.territories.find((t) => t.name === 'Ford')?.owner).toBe('Alice');
    expect(s.territories.find((t) => t.name === 'City')?.dv).toBe(2);
    expect(cpOf(s)).toEqual({ Alice: 1, Bob: 3 });
    expect(s.round).toBe(2);
  });

  it('3, round 2: a FREE MOVE to the Market lets Alice march on into City with the same CP; Bob starts a Sabotage', () => {
    const r = spendRound(
      s,
      lines({
        Alice: [
          { kind: 'Move an army', army: 'A1', to: 'Market' },
          { kind: 'Move an army', army: 'A1', to: 'City' },
        ],
        Bob: [{ kind: 'Sabotage', target: 'Alice' }],
      }),
      dice,
      S,
    );
    s = r.state;
    expect(r.used.get('Alice')).toBe(2);
    expect(s.territories.find((t) => t.name === 'Market')?.owner).toBe('Alice');
    expect(s.armies.find((a) => a.name === 'A1')).toMatchObject({ territory: 'City', stopped: true });
    expect(s.pending).toEqual([{ player: 'Bob', action: 'Sabotage', target: 'Alice', round: 2 }]);
    expect(cpOf(s)).toEqual({ Alice: 0, Bob: 2 });
  });

  it('3, rounds 3-4: Alice has no CP and is skipped; Bob finishes the Sabotage, then gives up his last CP', () => {
    const three = spendRound(
      s,
      lines({
        Alice: [{ kind: 'Decrease DV', territory: 'City' }],
        Bob: [{ kind: 'Sabotage', target: 'Alice' }],
      }),
      dice,
      S,
    );
    expect(three.used.has('Alice')).toBe(false);
    expect(three.state.players.find((p) => p.name === 'Alice')?.nextCpModifier).toBe(-1);
    s = spendRound(three.state, lines({ Bob: [{ kind: 'Give up' }] }), dice, S).state;
    expect(spendingOpen(s)).toBe(false);
  });

  it('4: the battle in City, Bob wins; A1 retreats to Farm (lowest MD) defeated and takes it; Alice holds 4 of 7: 50% reached', () => {
    s = findBattles(s, dice, S).state;
    expect(s.battles).toEqual([
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
    s = resolveBattle(s, 'T1-01', { winner: 'Bob' }, dice).state;
    expect(s.armies.find((a) => a.name === 'A1')).toMatchObject({ territory: 'Farm', status: 'defeated' });
    expect(s.territories.filter((t) => t.owner === 'Alice').map((t) => t.name)).toEqual([
      'Keep',
      'Ford',
      'Market',
      'Farm',
    ]);
    expect(victors(s, S.victory, 1)).toEqual(['Alice']); // 4 x 100 >= 50 x 7
    s = endTurn(s).state;
    expect(s.turn).toBe(2);
    expect(s.armies.every((a) => !a.stopped)).toBe(true);
  });
});

describe('CP-R21 (setting): queued spending', () => {
  it('interleaves each list by order of play; a list that runs out gives up the CP left', () => {
    const s = fixture({ players: fixture().players.map((p) => ({ ...p, cp: p.name === 'Alice' ? 3 : 2 })) });
    const r = spendQueued(
      s,
      lines({
        Alice: [
          { kind: 'Fortify Castle', territory: 'Keep' },
          { kind: 'Fortify Castle', territory: 'Keep' },
          { kind: 'Fortify Castle', territory: 'Keep' },
          { kind: 'Build Roads', road: 'Keep-Ford' },
        ],
        Bob: [{ kind: 'Fortify Settlement', territory: 'City' }],
      }),
      diceWith({}),
      S,
    );
    expect(r.state.territories.find((t) => t.name === 'Keep')?.dv).toBe(3);
    // Line 2: the Keep is already at DV 3; line 3: Build Roads needs 2 CP and Alice has 1 (CP-R1).
    expect(r.refusals.map((f) => [f.player, f.line])).toEqual([
      ['Alice', 2],
      ['Alice', 3],
    ]);
    expect(r.state.territories.find((t) => t.name === 'City')?.dv).toBe(2);
    expect(cpOf(r.state)).toEqual({ Alice: 0, Bob: 0 });
    expect(r.events.filter((e) => e.effect.startsWith('gives up')).map((e) => e.subject)).toEqual([
      'Bob',
      'Alice',
    ]);
  });
});
