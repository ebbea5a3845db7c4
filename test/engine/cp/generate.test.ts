import { determineOrder, generateCp } from '../../../src/engine/cp/generate';
import { endTurn, startTurn } from '../../../src/engine/cp/turn';
import { diceWith, fixture, playerOf } from './fixtures';

const cpOf = (s: ReturnType<typeof fixture>, name: string): number | undefined =>
  s.players.find((p) => p.name === name)?.cp;

describe("Generate CP's (003 Generate CP's Phase)", () => {
  it('CP-R3: D3+1, a D3 of 1 gives 2 CP and of 3 gives 4', () => {
    const s = fixture({ territories: [], roads: [], armies: [] });
    const r = generateCp(s, diceWith({ 'cp:generate:Alice': 1, 'cp:generate:Bob': 3 }));
    expect(cpOf(r.state, 'Alice')).toBe(2);
    expect(cpOf(r.state, 'Bob')).toBe(4);
    expect(r.events[0]).toMatchObject({ subject: 'Alice', die: 'd3', result: 1, key: 'cp:generate:Alice' });
  });

  it('Market Town: +1 CP on a 6, none on a 5', () => {
    const s = fixture({
      territories: [
        { name: 'M1', type: 'Market Town', dv: 0, owner: 'Alice' },
        { name: 'M2', type: 'Market Town', dv: 0, owner: 'Alice' },
      ],
    });
    const r = generateCp(s, diceWith({ 'cp:generate:Alice': 2, 'cp:generate:M1': 6, 'cp:generate:M2': 5 }));
    expect(cpOf(r.state, 'Alice')).toBe(4); // 2 + 1 + 1 (M1) + 0 (M2)
  });

  it('Large Town 5+: 5 gives +1, 4 none', () => {
    const s = fixture({
      territories: [
        { name: 'L1', type: 'Large Town', dv: 0, owner: 'Bob' },
        { name: 'L2', type: 'Large Town', dv: 0, owner: 'Bob' },
      ],
    });
    const r = generateCp(s, diceWith({ 'cp:generate:Bob': 1, 'cp:generate:L1': 5, 'cp:generate:L2': 4 }));
    expect(cpOf(r.state, 'Bob')).toBe(3);
  });

  it('CP-R9: each Major City (printed "each Large Town") gives +1 on 4+, none on 3', () => {
    const s = fixture({
      territories: [
        { name: 'C1', type: 'Major City', dv: 1, owner: 'Bob' },
        { name: 'C2', type: 'Major City', dv: 1, owner: 'Bob' },
      ],
    });
    const r = generateCp(s, diceWith({ 'cp:generate:Bob': 1, 'cp:generate:C1': 4, 'cp:generate:C2': 3 }));
    expect(cpOf(r.state, 'Bob')).toBe(3);
  });

  it('Sabotage modifiers apply once, then clear; never below 0', () => {
    const s = fixture({
      territories: [],
      players: [playerOf('Alice', { nextCpModifier: 1 }), playerOf('Bob', { nextCpModifier: -3 })],
    });
    const r = generateCp(s, diceWith({ 'cp:generate:Alice': 2, 'cp:generate:Bob': 1 }));
    expect(r.state.players.map((p) => [p.name, p.cp, p.nextCpModifier])).toEqual([
      ['Alice', 4, 0],
      ['Bob', 0, 0],
    ]);
  });

  it('Determin Order Phase: a new order each turn from the keyed shuffle (cp:order:T1#1 = 1 swaps two players)', () => {
    const s = fixture({ order: [] });
    expect(determineOrder(s, diceWith({ 'cp:order:T1#1': 1 })).state.order).toEqual(['Bob', 'Alice']);
    expect(determineOrder(s, diceWith({ 'cp:order:T1#1': 2 })).state.order).toEqual(['Alice', 'Bob']);
  });

  it('Determin Order Phase: each draw is a logged die with its key, overridable alone', () => {
    const r = determineOrder(fixture({ order: [] }), diceWith({ 'cp:order:T1#1': 1 }));
    expect(r.events.filter((e) => e.die !== '').map((e) => [e.key, e.die, e.result])).toEqual([
      ['cp:order:T1#1', 'd2', 1],
    ]);
    expect(r.events.at(-1)?.subject).toBe('Bob, Alice');
  });

  it('startTurn draws the order then generates; endTurn drops unfinished 2-CP actions (CP-R1) and clears stops', () => {
    const s = fixture({ territories: [] });
    const started = startTurn(
      s,
      diceWith({ 'cp:order:T1#1': 1, 'cp:generate:Alice': 3, 'cp:generate:Bob': 2 }),
    );
    expect(started.state.order).toEqual(['Bob', 'Alice']);
    expect(started.state.players.map((p) => p.cp)).toEqual([4, 3]);
    const mid = {
      ...started.state,
      pending: [{ player: 'Bob', action: 'Sabotage' as const, target: 'Alice', round: 2 }],
    };
    const ended = endTurn({
      ...mid,
      armies: mid.armies.map((a) => ({ ...a, stopped: true, arrival: 3, cameFrom: 'Ford' })),
    });
    expect(ended.state.turn).toBe(2);
    expect(ended.state.pending).toEqual([]);
    expect(ended.events[0]?.effect).toContain('not finished');
    expect(ended.state.armies.every((a) => !a.stopped && a.arrival === 0 && a.cameFrom === null)).toBe(true);
    expect(ended.state.players.every((p) => p.cp === 0)).toBe(true);
  });
});
