import type { CpSettings, CpState } from '../../../src/engine/cp/model';
import { DEFAULT_CP_SETTINGS } from '../../../src/engine/cp/model';
import { actionRefusal } from '../../../src/engine/cp/orders/check';
import { CP_ORDER_CODES } from '../../../src/engine/cp/orders/codes';
import { parseCpLine } from '../../../src/engine/cp/orders/grammar';
import { spendOne } from '../../../src/engine/cp/spend-one';
import { armyAt, diceWith, fixture, playerOf } from './fixtures';

const S: CpSettings = DEFAULT_CP_SETTINGS;

/** The action a line reads as (the test fails on a refusal). */
function read(state: CpState, who: string, line: string) {
  const p = parseCpLine(state, who, line, 'spend');
  if (!p.ok || p.order.kind !== 'action') throw new Error(`not read: ${JSON.stringify(p)}`);
  return p.order.action;
}

/** The code refusing a line: the grammar's, else the rules' against the state. */
function code(
  state: CpState,
  who: string,
  line: string,
  stage: 'spend' | 'results' = 'spend',
): string | null {
  const p = parseCpLine(state, who, line, stage);
  if (!p.ok) return p.code;
  return p.order.kind === 'action' ? (actionRefusal(state, who, p.order.action, S)?.code ?? null) : null;
}

/** Spends the lines one after the other, round 1, 2 … with the rolls fixed. */
function run(state: CpState, who: string, lines: string[], rolls: Record<string, number> = {}): CpState {
  const dice = diceWith(rolls);
  return lines.reduce((s, line, i) => {
    const r = spendOne({ ...s, round: i + 1 }, who, read(s, who, line), dice, S, `cp:R${i + 1}`);
    if (r.outcome === 'refused') throw new Error(r.reason);
    return r.state;
  }, state);
}

const at = (s: CpState, army: string) => s.armies.find((a) => a.name === army);
const ter = (s: CpState, name: string) => s.territories.find((t) => t.name === name);
const cp = (s: CpState, who: string) => s.players.find((p) => p.name === who)?.cp;

describe('CP order language: every code is documented', () => {
  test('CP-O001 … CP-O016, each with its help', () => {
    expect(Object.keys(CP_ORDER_CODES)).toHaveLength(16);
    for (const help of Object.values(CP_ORDER_CODES)) expect(help.length).toBeGreaterThan(20);
  });
});

describe('Move an army: "<army> - Move <territory>" (003 Available Actions, CP-R4)', () => {
  test('grammar: case, "to" and spaces are read; the line as read is returned', () => {
    const p = parseCpLine(fixture(), 'Alice', '  a1 -  move to  FORD ', 'spend');
    expect(p).toEqual({
      ok: true,
      order: { kind: 'action', action: { kind: 'Move an army', army: 'A1', to: 'Ford' } },
      text: 'A1 - Move Ford',
    });
  });
  test('rejections: no road to Market (CP-O007); Bob’s army (CP-O004); unknown territory (CP-O005)', () => {
    expect(code(fixture(), 'Alice', 'A1 - Move Market')).toBe('CP-O007');
    expect(code(fixture(), 'Alice', 'B1 - Move Farm')).toBe('CP-O004');
    expect(code(fixture(), 'Alice', 'A1 - Move Atlantis')).toBe('CP-O005');
  });
  test('effect: D6 3 passes MD 3 (CP-R4): A1 marches to Ford and captures it at once (CP-R5), 3 CP → 2', () => {
    const s = run(fixture(), 'Alice', ['A1 - Move Ford'], { 'cp:R1:md:A1': 3 });
    expect(at(s, 'A1')?.territory).toBe('Ford');
    expect(ter(s, 'Ford')?.owner).toBe('Alice');
    expect(cp(s, 'Alice')).toBe(2);
  });
});

describe('Rebuild: "<army> - Rebuild" (Rebuild Defeated Army / Rebuild Broken Army by status)', () => {
  const defeated = fixture({
    armies: [armyAt('A1', 'Alice', 'Ford', { status: 'defeated' }), armyAt('B1', 'Bob', 'City')],
  });
  const broken = fixture({
    armies: [armyAt('A1', 'Alice', 'Ford', { status: 'broken' }), armyAt('B1', 'Bob', 'City')],
  });
  test('grammar: a defeated army reads Rebuild Defeated Army, a broken one Rebuild Broken Army', () => {
    expect(read(defeated, 'Alice', 'A1 - Rebuild')).toEqual({ kind: 'Rebuild Defeated Army', army: 'A1' });
    expect(read(broken, 'Alice', 'A1 - rebuild')).toEqual({ kind: 'Rebuild Broken Army', army: 'A1' });
  });
  test('rejections: a normal army (CP-O008); another action while one is defeated (CP-O006)', () => {
    expect(code(fixture(), 'Alice', 'A1 - Rebuild')).toBe('CP-O008');
    expect(code(defeated, 'Alice', 'Keep - Fortify')).toBe('CP-O006');
  });
  test('effect: defeated → normal for 1 CP; broken → defeated after the second CP (CP-R2, default 2)', () => {
    const d = run(defeated, 'Alice', ['A1 - Rebuild']);
    expect([at(d, 'A1')?.status, cp(d, 'Alice')]).toEqual(['normal', 2]);
    const b1 = run(broken, 'Alice', ['A1 - Rebuild']);
    expect([at(b1, 'A1')?.status, b1.pending[0]?.action]).toEqual(['broken', 'Rebuild Broken Army']);
    const b2 = run(broken, 'Alice', ['A1 - Rebuild', 'A1 - Rebuild']);
    expect([at(b2, 'A1')?.status, cp(b2, 'Alice'), b2.pending]).toEqual(['defeated', 1, []]);
  });
});

describe('Fortify: "<territory> - Fortify" (Fortify Castle 2 CP to DV 3; Fortify Settlement 1 CP to DV 2; CP-R1, CP-R7)', () => {
  test('grammar: a Castle reads Fortify Castle, a settlement Fortify Settlement', () => {
    expect(read(fixture(), 'Alice', 'Keep - Fortify')).toEqual({ kind: 'Fortify Castle', territory: 'Keep' });
    expect(read(fixture(), 'Bob', 'City - Fortify')).toEqual({
      kind: 'Fortify Settlement',
      territory: 'City',
    });
  });
  test('rejections: Bob’s City for Alice (CP-O009, CP-R7); a 2-CP action with 1 CP left (CP-O014)', () => {
    expect(code(fixture(), 'Alice', 'City - Fortify')).toBe('CP-O009');
    const poor = fixture({ players: [playerOf('Alice', { cp: 1 }), playerOf('Bob')] });
    expect(code(poor, 'Alice', 'Keep - Fortify')).toBe('CP-O014');
  });
  test('effect: Keep DV 2 → 3 after the second CP; City (Major City) DV 1 → 2 for one CP', () => {
    const one = run(fixture(), 'Alice', ['Keep - Fortify']);
    expect([ter(one, 'Keep')?.dv, one.pending[0]?.target]).toEqual([2, 'Keep']);
    const two = run(fixture(), 'Alice', ['Keep - Fortify', 'Keep - Fortify']);
    expect([ter(two, 'Keep')?.dv, cp(two, 'Alice')]).toEqual([3, 1]);
    const city = run(fixture(), 'Bob', ['City - Fortify']);
    expect([ter(city, 'City')?.dv, cp(city, 'Bob')]).toEqual([2, 2]);
  });
});

describe('Decrease DV: "<territory> - Decrease DV" (CP-R13)', () => {
  const inTower = fixture({ armies: [armyAt('A1', 'Alice', 'Tower'), armyAt('B1', 'Bob', 'City')] });
  test('grammar', () => {
    expect(read(inTower, 'Alice', 'tower - decrease dv')).toEqual({
      kind: 'Decrease DV',
      territory: 'Tower',
    });
  });
  test('rejection: no army of Alice’s in the Tower (CP-O012)', () => {
    expect(code(fixture(), 'Alice', 'Tower - Decrease DV')).toBe('CP-O012');
  });
  test('effect: the Wizards Tower DV 3 → 2 → 1 → 0, then captured at once (CP-R5, CP-R17)', () => {
    const s = run(inTower, 'Alice', ['Tower - Decrease DV', 'Tower - Decrease DV', 'Tower - Decrease DV']);
    expect([ter(s, 'Tower')?.dv, ter(s, 'Tower')?.owner, cp(s, 'Alice')]).toEqual([0, 'Alice', 0]);
  });
});

describe('Build Roads: "Road <A>-<B> - Build Roads" (2 CP, CP-R1, CP-R8)', () => {
  test('grammar: either way round', () => {
    expect(read(fixture(), 'Alice', 'Road Ford-Keep - Build Roads')).toEqual({
      kind: 'Build Roads',
      road: 'Keep-Ford',
    });
  });
  test('rejection: neither end of Market-City is Alice’s (CP-O010, CP-R8); an unknown action (CP-O003)', () => {
    expect(code(fixture(), 'Alice', 'Road Market-City - Build Roads')).toBe('CP-O010');
    expect(code(fixture(), 'Alice', 'Road Keep-Ford - Pave')).toBe('CP-O003');
  });
  test('effect: the MD of Keep-Ford 3 → 2 after the second CP', () => {
    const s = run(fixture(), 'Alice', ['Road Keep-Ford - Build Roads', 'Road Keep-Ford - Build Roads']);
    expect([s.roads.find((r) => r.a === 'Keep')?.md, cp(s, 'Alice')]).toEqual([2, 1]);
  });
});

describe('Sabotage: "<you> - Sabotage <player> [fooled <his army> to <territory>]" (2 CP; CP-R10)', () => {
  test('grammar: the fooled move is read with the target’s army and a territory', () => {
    expect(read(fixture(), 'Alice', 'Alice - Sabotage Bob')).toEqual({ kind: 'Sabotage', target: 'Bob' });
    expect(read(fixture(), 'Alice', 'Alice - Sabotage bob, fooled b1 to farm')).toEqual({
      kind: 'Sabotage',
      target: 'Bob',
      fooled: { army: 'B1', to: 'Farm' },
    });
  });
  test('rejections: yourself (CP-O011); another player as subject (CP-O004); unknown player (CP-O005)', () => {
    expect(code(fixture(), 'Alice', 'Alice - Sabotage Alice')).toBe('CP-O011');
    expect(code(fixture(), 'Alice', 'Bob - Sabotage Alice')).toBe('CP-O004');
    expect(code(fixture(), 'Alice', 'Alice - Sabotage Carol')).toBe('CP-O005');
  });
  test('effect: D6 2 "succeeded a bit": Bob starts the next Generate CP’s with one less CP', () => {
    const s = run(fixture(), 'Alice', ['Alice - Sabotage Bob', 'Alice - Sabotage Bob'], {
      'cp:R2:sabotage:Alice': 2,
    });
    expect(s.players.find((p) => p.name === 'Bob')?.nextCpModifier).toBe(-1);
    expect(cp(s, 'Alice')).toBe(1);
  });
  test('effect: D6 4 "fooled them": Bob loses a CP, B1 is marched to Farm on D6 2 ≥ MD 2 (CP-R10)', () => {
    const line = 'Alice - Sabotage Bob fooled B1 to Farm';
    const s = run(fixture(), 'Alice', [line, line], {
      'cp:R2:sabotage:Alice': 4,
      'cp:R2:sabotage-move:B1': 2,
    });
    expect([cp(s, 'Bob'), at(s, 'B1')?.territory]).toEqual([2, 'Farm']);
  });
});

describe('Give up: "<you> - Give up" (003 A Turn, "until all CP’s are spent or give up")', () => {
  test('grammar, rejection (unknown action on a player, CP-O003) and effect (CP 3 → 0)', () => {
    expect(read(fixture(), 'Alice', 'Alice - give up')).toEqual({ kind: 'Give up' });
    expect(code(fixture(), 'Alice', 'Alice - Surrender')).toBe('CP-O003');
    expect(cp(run(fixture(), 'Alice', ['Alice - Give up']), 'Alice')).toBe(0);
  });
});

describe('Lines that are not orders', () => {
  test('no dash (CP-O001); unknown subject with a suggestion (CP-O002); no CP left (CP-O013)', () => {
    expect(code(fixture(), 'Alice', 'A1 Move Ford')).toBe('CP-O001');
    const p = parseCpLine(fixture(), 'Alice', 'Kep - Fortify', 'spend');
    expect(p).toMatchObject({
      ok: false,
      code: 'CP-O002',
      message: expect.stringContaining('Did you mean “Keep”?'),
    });
    const spent = fixture({ players: [playerOf('Alice', { cp: 0 }), playerOf('Bob')] });
    expect(code(spent, 'Alice', 'A1 - Move Ford')).toBe('CP-O013');
  });
  test('a battle named in the spend stage (CP-O015)', () => {
    const s = fixture({
      battles: [
        {
          id: 'T1-01',
          territory: 'City',
          mover: 'A1',
          attacker: 'A1',
          defender: 'B1',
          scenario: 'Pitched Battle',
          notes: [],
        },
      ],
    });
    expect(code(s, 'Alice', 'T1-01 - Draw')).toBe('CP-O015');
  });
});

describe('Battle reports: "T1-01 - Winner <army or player>" / "T1-01 - Draw" (003 Battle results)', () => {
  const s = fixture({
    armies: [armyAt('A1', 'Alice', 'City', { arrival: 1, cameFrom: 'Market' }), armyAt('B1', 'Bob', 'City')],
    players: [playerOf('Alice'), playerOf('Bob'), playerOf('Carol')],
    battles: [
      {
        id: 'T1-01',
        territory: 'City',
        mover: 'A1',
        attacker: 'A1',
        defender: 'B1',
        scenario: 'Pitched Battle',
        notes: [],
      },
    ],
  });
  test('grammar: the winner by army or player; a draw', () => {
    expect(parseCpLine(s, 'Bob', 't1-01 - winner alice', 'results')).toEqual({
      ok: true,
      order: { kind: 'report', battle: 'T1-01', result: { winner: 'A1' } },
      text: 'T1-01 - Winner A1',
    });
    expect(parseCpLine(s, 'Alice', 'T1-01 - Draw', 'results')).toMatchObject({
      ok: true,
      order: { result: 'draw' },
    });
  });
  test('rejections: Carol fought neither side; a winner who fought neither (CP-O016)', () => {
    expect(code(s, 'Carol', 'T1-01 - Draw', 'results')).toBe('CP-O016');
    expect(code(s, 'Alice', 'T1-01 - Winner Carol', 'results')).toBe('CP-O016');
  });
});
