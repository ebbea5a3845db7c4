/** Spending fixes after an independent review (#15): CP-R1's later round, FREE actions and pending 2-CP actions. */
import type { CpAction } from '../../../src/engine/cp/actions';
import { DEFAULT_CP_SETTINGS, type CpState } from '../../../src/engine/cp/model';
import { spendRound } from '../../../src/engine/cp/spend';
import { armyAt, diceWith, fixture } from './fixtures';

const cp = (s: CpState, who: string): number | undefined => s.players.find((p) => p.name === who)?.cp;
const round = (s: CpState, lines: CpAction[], rolls: Record<string, number>) =>
  spendRound(s, new Map([['Alice', lines]]), diceWith(rolls), DEFAULT_CP_SETTINGS);

describe('CP-R1: a 2-CP action is finished by a second CP "in a later round"', () => {
  // Alice's A1 is broken in Keep, her Castle: Rebuild Broken Army costs 2 (CP-R2 setting), FREE REBUILD on 5+.
  const broken = fixture({ armies: [armyAt('A1', 'Alice', 'Keep', { status: 'broken' })] });
  const rebuild: CpAction = { kind: 'Rebuild Broken Army', army: 'A1' };

  test('after a FREE REBUILD of its first CP, the second line waits for the next round, unread', () => {
    const r1 = round(broken, [rebuild, rebuild], {
      'cp:R1:free-rebuild:A1': 5,
      'cp:R1.2:free-rebuild:A1': 5,
    });
    expect(r1.state.armies[0]?.status).toBe('broken');
    expect(r1.state.pending).toEqual([
      { player: 'Alice', action: 'Rebuild Broken Army', target: 'A1', round: 1 },
    ]);
    expect(r1.used.get('Alice')).toBe(1);
    expect(cp(r1.state, 'Alice')).toBe(3);
    // Round 2 reads the second line: the second CP finishes it (broken → defeated, CP-R2); a 4 is no FREE REBUILD.
    const r2 = round(r1.state, [rebuild], { 'cp:R2:free-rebuild:A1': 4 });
    expect(r2.state.armies[0]?.status).toBe('defeated');
    expect(r2.state.pending).toEqual([]);
    expect(cp(r2.state, 'Alice')).toBe(2);
  });
});

describe('CP-R1, CP-R16: a FREE MOVE spends no CP, so it abandons no pending action', () => {
  // Alice started Fortify Castle on Keep in round 1; in round 2 A2 leaves the unowned River Ford (FREE MOVE 3+).
  const started = fixture({
    round: 2,
    armies: [armyAt('A2', 'Alice', 'Ford')],
    pending: [{ player: 'Alice', action: 'Fortify Castle', target: 'Keep', round: 1 }],
  });
  const lines: CpAction[] = [
    { kind: 'Move an army', army: 'A2', to: 'Market' },
    { kind: 'Fortify Castle', territory: 'Keep' },
  ];

  test('FREE MOVE 3 and MD 2 met: the move is free and the Fortify line after it is the second CP (DV 2 → 3)', () => {
    const r = round(started, lines, { 'cp:R2:free-move:A2': 3, 'cp:R2:md:A2': 2 });
    expect(r.events.map((e) => e.effect)).not.toContain('abandons Fortify Castle: Keep; its CP is lost');
    expect(r.state.territories.find((t) => t.name === 'Keep')?.dv).toBe(3);
    expect(r.state.pending).toEqual([]);
    expect(cp(r.state, 'Alice')).toBe(2);
  });

  test('a failed march is no FREE MOVE (003 Move an army: "the CP point is lost"): it spends the CP and abandons', () => {
    const r = round(started, lines, { 'cp:R2:free-move:A2': 3, 'cp:R2:md:A2': 1 });
    expect(r.state.armies[0]?.territory).toBe('Ford');
    expect(r.events.map((e) => e.effect)).toContain('abandons Fortify Castle: Keep; its CP is lost');
    expect(r.state.pending).toEqual([]);
    expect(cp(r.state, 'Alice')).toBe(2);
    expect(r.used.get('Alice')).toBe(1);
  });
});
