import type { Clock } from '../../../src/engine/core/stage';
import { DEFAULT_CP_SETTINGS } from '../../../src/engine/cp/model';
import type { CpState } from '../../../src/engine/cp/model';
import type { CpOrderLine, CpStageState } from '../../../src/engine/cp/stages/model';
import { CP_SPEND_STAGE } from '../../../src/engine/cp/stages/spend';
import { CP_BATTLES_STAGE } from '../../../src/engine/cp/stages/battles';
import { armyAt, fixture, playerOf } from './fixtures';

const settings = { ...DEFAULT_CP_SETTINGS, spending: 'rounds' as const };
const clock = (stage: string, round = 1): Clock => ({ turn: 1, stage, round });

function spend(
  cp: CpState,
  orders: Record<string, CpOrderLine[]>,
  lines: CpStageState['lines'] = new Map(),
  overrides: Record<string, number> = {},
  round = 1,
) {
  return CP_SPEND_STAGE.run({
    state: { cp, settings, lines, winners: [] },
    clock: clock('spend', round),
    orders: new Map(Object.entries(orders)),
    reports: [],
    seed: 'cp-stage-test',
    overrides: new Map(Object.entries(overrides)),
  });
}

const l = (line: number, text: string, sent = 's1'): CpOrderLine => ({ line, text, sent });

describe('the spend stage (003 Spend CP’s Phase; CP-R21 rounds)', () => {
  test('a line that no longer reads is refused in its round and the next line is spent', () => {
    const r = spend(fixture(), { Alice: [l(1, 'Ghost - Move Ford'), l(2, 'Keep - Fortify')] });
    expect(r.events[0]?.effect).toMatch(/^line 1 "Ghost - Move Ford" refused: CP-O002/);
    expect(r.state.cp.pending).toEqual([
      { player: 'Alice', action: 'Fortify Castle', target: 'Keep', round: 1 },
    ]);
    expect(r.state.lines.get('Alice')).toEqual({ read: 2, sent: 's1' });
    expect(r.next).toEqual(clock('spend', 2));
  });

  test('the same submission is read on from where the last round stopped; a new one from its first line', () => {
    const lines = new Map([['Alice', { read: 1, sent: 's1' }]]);
    const list = [l(1, 'Keep - Fortify'), l(2, 'Keep - Fortify')];
    const pending = fixture({
      pending: [{ player: 'Alice', action: 'Fortify Castle', target: 'Keep', round: 1 }],
    });
    const same = spend(pending, { Alice: list }, lines, {}, 2);
    // 003 Fortify Castle: the second CP raises the Castle's DV 2 → 3.
    expect(same.state.cp.territories.find((t) => t.name === 'Keep')?.dv).toBe(3);
    expect(same.state.lines.get('Alice')).toEqual({ read: 2, sent: 's1' });
    const fresh = spend(pending, { Alice: [l(1, 'A1 - Move Ford', 's2')] }, lines, { 'cp:R2:md:A1': 6 }, 2);
    expect(fresh.state.cp.armies.find((a) => a.name === 'A1')?.territory).toBe('Ford');
    expect(fresh.state.lines.get('Alice')).toEqual({ read: 1, sent: 's2' });
  });

  test('a round in which nobody acts after every list was read ends the spending: the lists’ ends give up the CP left, in the Journal', () => {
    const two = fixture({ players: [playerOf('Alice', { cp: 2 }), playerOf('Bob', { cp: 1 })] });
    const r = spend(two, { Alice: [l(1, 'Ghost - Move Ford')], Bob: [l(1, 'Ghost - Move Ford')] });
    expect(r.next).toEqual(clock('battles'));
    expect(r.entries).toEqual([
      { player: 'Alice', resource: 'CP', amount: -2, note: 'Give up: the rest of this turn' },
      { player: 'Bob', resource: 'CP', amount: -1, note: 'Give up: the rest of this turn' },
    ]);
  });

  test('one rule whether or not others act: a list used up when its player’s turn comes gives up his CP (003 A Turn)', () => {
    // Round 2: Alice's one line (read in round 1) is used up; Bob acts. Before, Alice kept her 2 CP (she gave them
    // up only in a round where nobody acted): the same list, two outcomes.
    const two = fixture({ players: [playerOf('Alice', { cp: 2 }), playerOf('Bob', { cp: 2 })] });
    const lines = new Map([['Alice', { read: 1, sent: 's1' }]]);
    const r = spend(two, { Alice: [l(1, 'Keep - Fortify')], Bob: [l(1, 'City - Fortify')] }, lines, {}, 2);
    expect(r.state.cp.players.map((p) => [p.name, p.cp])).toEqual([
      ['Alice', 0],
      ['Bob', 1],
    ]);
    expect(r.events.map((e) => `${e.subject}: ${e.effect}`)).toContain(
      "Alice: every line sent is read: the list's end gives up the CP left",
    );
    expect(r.state.lines.get('Alice')).toEqual({ read: 1, sent: 's1' });
  });

  test('no round runs while no player has a line left and one has sent none: he has not had his chance (003 A Turn)', () => {
    const two = fixture({ players: [playerOf('Alice', { cp: 2 }), playerOf('Bob', { cp: 1 })] });
    expect(() => spend(two, {})).toThrow(
      'Orders: no orders for round 1 yet: wait for them, or send Give up lines (Alice, Bob sent none this turn',
    );
    // Alice's list is all read and refused; Bob sent none: only Alice gives up, Bob keeps his CP for round 2.
    const r = spend(two, { Alice: [l(1, 'Ghost - Move Ford')] });
    expect(r.entries).toEqual([
      { player: 'Alice', resource: 'CP', amount: -2, note: 'Give up: the rest of this turn' },
    ]);
    expect(r.next).toEqual(clock('spend', 2));
    expect(() => spend(r.state.cp, { Alice: [l(1, 'Ghost - Move Ford')] }, r.state.lines, {}, 2)).toThrow(
      'Orders: no orders for round 2 yet: wait for them, or send Give up lines (Bob sent none this turn',
    );
  });
});

describe('the battles stage (003 A Turn 4)', () => {
  test('armies of two sides in City: a battle to fight and the results stage next; none: the next turn', () => {
    const meet = fixture({
      armies: [
        armyAt('A1', 'Alice', 'City', { arrival: 1, cameFrom: 'Market' }),
        armyAt('B1', 'Bob', 'City'),
      ],
    });
    const run = (cp: CpState) =>
      CP_BATTLES_STAGE.run({
        state: { cp, settings, lines: new Map(), winners: [] },
        clock: clock('battles'),
        orders: new Map(),
        reports: [],
        seed: 'cp-stage-test',
        overrides: new Map([['cp:scenario:City', 2]]),
      });
    const fought = run(meet);
    // Major City D6 2: 1-3 Pitched Battle (003 Territory Descriptions).
    expect(fought.battles).toMatchObject([
      { id: 'T1-01', where: 'City', kind: 'Pitched Battle', status: 'to fight' },
    ]);
    expect(fought.next).toEqual(clock('results'));
    const quiet = run(fixture());
    expect(quiet.battles).toEqual([]);
    expect(quiet.next).toEqual({ turn: 2, stage: 'start', round: 1 });
  });
});
