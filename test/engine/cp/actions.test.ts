import type { CpAction } from '../../../src/engine/cp/actions';
import type { CpSettings, CpState } from '../../../src/engine/cp/model';
import { DEFAULT_CP_SETTINGS } from '../../../src/engine/cp/model';
import { spendOne } from '../../../src/engine/cp/spend-one';
import { armyAt, diceWith, fixture } from './fixtures';

const S = DEFAULT_CP_SETTINGS;
const cp = (s: CpState, who: string): number | undefined => s.players.find((p) => p.name === who)?.cp;
const armyOf = (s: CpState, name: string) => s.armies.find((a) => a.name === name);
const dv = (s: CpState, name: string): number | undefined => s.territories.find((t) => t.name === name)?.dv;
const owner = (s: CpState, name: string): string | null | undefined =>
  s.territories.find((t) => t.name === name)?.owner;

/** Spends the actions one after the other (rounds 1, 2, ...), with the rolls fixed. */
function spend(
  s: CpState,
  who: string,
  actions: CpAction[],
  rolls: Record<string, number> = {},
  settings: CpSettings = S,
) {
  const dice = diceWith(rolls);
  let state = s;
  const outcomes: string[] = [];
  actions.forEach((a, i) => {
    const r = spendOne({ ...state, round: i + 1 }, who, a, dice, settings, `cp:R${i + 1}`);
    state = r.state;
    outcomes.push(r.outcome === 'refused' ? `refused: ${r.reason}` : r.outcome);
  });
  return { state, outcomes };
}

describe('Move an army (003 Available Actions; CP-R4, CP-R5, CP-R16, CP-R17)', () => {
  it('CP-R4: D6 3 passes MD 3; an unclaimed DV 0 territory is captured at once and does not stop the army', () => {
    const r = spend(fixture(), 'Alice', [{ kind: 'Move an army', army: 'A1', to: 'Ford' }], {
      'cp:R1:md:A1': 3,
    });
    expect(r.outcomes).toEqual(['spent']);
    expect(armyOf(r.state, 'A1')).toMatchObject({
      territory: 'Ford',
      stopped: false,
      cameFrom: 'Keep',
      arrival: 1,
    });
    expect(owner(r.state, 'Ford')).toBe('Alice');
    expect(cp(r.state, 'Alice')).toBe(2);
  });

  it('CP-R4: D6 2 fails MD 3: the CP is forfeit and the army stays', () => {
    const r = spend(fixture(), 'Alice', [{ kind: 'Move an army', army: 'A1', to: 'Ford' }], {
      'cp:R1:md:A1': 2,
    });
    expect(armyOf(r.state, 'A1')?.territory).toBe('Keep');
    expect(cp(r.state, 'Alice')).toBe(2);
  });

  it('CP-R5: entering an unclaimed DV 3 Wizards Tower stops the army; its next move is refused', () => {
    const s = fixture({ armies: [armyAt('A1', 'Alice', 'Pass'), armyAt('B1', 'Bob', 'Farm')] });
    const r = spend(
      s,
      'Alice',
      [
        { kind: 'Move an army', army: 'A1', to: 'Tower' },
        { kind: 'Move an army', army: 'A1', to: 'City' },
      ],
      { 'cp:R1:md:A1': 4, 'cp:R1:free-move:A1': 1 },
    );
    expect(armyOf(r.state, 'A1')).toMatchObject({ territory: 'Tower', stopped: true });
    expect(owner(r.state, 'Tower')).toBeNull();
    expect(r.outcomes[1]).toMatch(/may not move further this turn.*CP-R5/);
  });

  it('CP-R5: entering an enemy army stops the mover, with no capture', () => {
    const s = fixture({ armies: [armyAt('A1', 'Alice', 'Market'), armyAt('B1', 'Bob', 'City')] });
    const r = spend(s, 'Alice', [{ kind: 'Move an army', army: 'A1', to: 'City' }], { 'cp:R1:md:A1': 4 });
    expect(armyOf(r.state, 'A1')).toMatchObject({ territory: 'City', stopped: true });
    expect(owner(r.state, 'City')).toBe('Bob');
  });

  it('CP-R5, CP-R17: an enemy-owned DV 0 territory with no enemy army is captured at once', () => {
    const s = fixture({
      territories: fixture().territories.map((t) => (t.name === 'Market' ? { ...t, owner: 'Bob' } : t)),
      armies: [armyAt('A1', 'Alice', 'Ford')],
    });
    const r = spend(s, 'Alice', [{ kind: 'Move an army', army: 'A1', to: 'Market' }], {
      'cp:R1:md:A1': 2,
      'cp:R1:free-move:A1': 1,
    });
    expect(owner(r.state, 'Market')).toBe('Alice');
    expect(armyOf(r.state, 'A1')?.stopped).toBe(false);
  });

  it('CP-R16: leaving an unowned River Ford, 3 on the D6 is a FREE MOVE (no CP), 2 is not; the MD roll is still made', () => {
    const s = fixture({ armies: [armyAt('A1', 'Alice', 'Ford')] });
    const free = spend(s, 'Alice', [{ kind: 'Move an army', army: 'A1', to: 'Market' }], {
      'cp:R1:free-move:A1': 3,
      'cp:R1:md:A1': 2,
    });
    expect(free.outcomes).toEqual(['free']);
    expect(cp(free.state, 'Alice')).toBe(3);
    expect(armyOf(free.state, 'A1')?.territory).toBe('Market'); // MD 2 met on a 2
    // 003 Move an army: "If you fail your MD roll the CP point is lost and the army stays where it is".
    const failed = spend(s, 'Alice', [{ kind: 'Move an army', army: 'A1', to: 'Market' }], {
      'cp:R1:free-move:A1': 3,
      'cp:R1:md:A1': 1,
    });
    expect(failed.outcomes).toEqual(['spent']);
    expect(cp(failed.state, 'Alice')).toBe(2);
    expect(armyOf(failed.state, 'A1')?.territory).toBe('Ford');
    const paid = spend(s, 'Alice', [{ kind: 'Move an army', army: 'A1', to: 'Market' }], {
      'cp:R1:free-move:A1': 2,
      'cp:R1:md:A1': 2,
    });
    expect(paid.outcomes).toEqual(['spent']);
    expect(cp(paid.state, 'Alice')).toBe(2);
  });

  it('CP-R16: no FREE MOVE roll leaving a Ford an enemy holds', () => {
    const s = fixture({
      territories: fixture().territories.map((t) => (t.name === 'Ford' ? { ...t, owner: 'Bob' } : t)),
      armies: [armyAt('A1', 'Alice', 'Ford')],
    });
    const r = spend(s, 'Alice', [{ kind: 'Move an army', army: 'A1', to: 'Market' }], {
      'cp:R1:free-move:A1': 6,
      'cp:R1:md:A1': 6,
    });
    expect(r.outcomes).toEqual(['spent']);
  });

  it('Territory Descriptions: only one army per territory, two allied armies in a Farming Village (CP-R19)', () => {
    const s = fixture({ armies: [armyAt('A1', 'Alice', 'Keep'), armyAt('A2', 'Alice', 'Ford')] });
    expect(spend(s, 'Alice', [{ kind: 'Move an army', army: 'A1', to: 'Ford' }]).outcomes[0]).toMatch(
      /only one army/,
    );
    const farm = fixture({
      armies: [armyAt('A1', 'Alice', 'City'), armyAt('A2', 'Alice', 'Farm')],
      territories: fixture().territories.map((t) => (t.name === 'City' ? { ...t, owner: 'Alice' } : t)),
    });
    expect(
      spend(farm, 'Alice', [{ kind: 'Move an army', army: 'A1', to: 'Farm' }], { 'cp:R1:md:A1': 2 }).outcomes,
    ).toEqual(['spent']);
  });
});

describe('Rebuilding (003 Spend CP\u2019s Phase, Rebuild actions; CP-R2, CP-R18)', () => {
  const defeated = fixture({ armies: [armyAt('A1', 'Alice', 'Ford', { status: 'defeated' })] });
  it('a player with a defeated army must rebuild first; Rebuild Defeated Army (1 CP) makes it normal', () => {
    const r = spend(defeated, 'Alice', [
      { kind: 'Sabotage', target: 'Bob' },
      { kind: 'Rebuild Defeated Army', army: 'A1' },
    ]);
    expect(r.outcomes[0]).toMatch(/must rebuild A1 first/);
    expect(r.outcomes[1]).toBe('spent');
    expect(armyOf(r.state, 'A1')?.status).toBe('normal');
    expect(cp(r.state, 'Alice')).toBe(2);
  });

  it('"A broken or defeated army may not move until it is rebuild"', () => {
    const r = spend(defeated, 'Alice', [{ kind: 'Move an army', army: 'A1', to: 'Market' }]);
    expect(r.outcomes[0]).toMatch(/must rebuild/);
  });

  it('CP-R2: Rebuild Broken Army takes 2 CP (pending after the first), then the army is defeated', () => {
    const s = fixture({ armies: [armyAt('A1', 'Alice', 'Ford', { status: 'broken' })] });
    const one = spend(s, 'Alice', [{ kind: 'Rebuild Broken Army', army: 'A1' }]);
    expect(one.state.pending).toEqual([
      { player: 'Alice', action: 'Rebuild Broken Army', target: 'A1', round: 1 },
    ]);
    expect(armyOf(one.state, 'A1')?.status).toBe('broken');
    const two = spend(s, 'Alice', [
      { kind: 'Rebuild Broken Army', army: 'A1' },
      { kind: 'Rebuild Broken Army', army: 'A1' },
    ]);
    expect(armyOf(two.state, 'A1')?.status).toBe('defeated');
    expect(two.state.pending).toEqual([]);
    expect(cp(two.state, 'Alice')).toBe(1);
  });

  it('CP-R2 (setting 1): Rebuild Broken Army in one CP', () => {
    const s = fixture({ armies: [armyAt('A1', 'Alice', 'Ford', { status: 'broken' })] });
    const r = spend(
      s,
      'Alice',
      [{ kind: 'Rebuild Broken Army', army: 'A1' }],
      {},
      { ...S, rebuildBrokenCost: 1 },
    );
    expect(armyOf(r.state, 'A1')?.status).toBe('defeated');
  });

  it('CP-R18: in a Castle its player owns, 5 on the D6 is a FREE REBUILD (no CP), 4 is paid', () => {
    const s = fixture({ armies: [armyAt('A1', 'Alice', 'Keep', { status: 'defeated' })] });
    const free = spend(s, 'Alice', [{ kind: 'Rebuild Defeated Army', army: 'A1' }], {
      'cp:R1:free-rebuild:A1': 5,
    });
    expect(free.outcomes).toEqual(['free']);
    expect(cp(free.state, 'Alice')).toBe(3);
    expect(armyOf(free.state, 'A1')?.status).toBe('normal');
    const paid = spend(s, 'Alice', [{ kind: 'Rebuild Defeated Army', army: 'A1' }], {
      'cp:R1:free-rebuild:A1': 4,
    });
    expect(cp(paid.state, 'Alice')).toBe(2);
  });
});

describe('Fortify, Build Roads, Decrease DV (CP-R1, CP-R6, CP-R7, CP-R8, CP-R13)', () => {
  it('CP-R1: Fortify Castle raises the DV after the second CP, to at most 3', () => {
    const r = spend(fixture(), 'Alice', [
      { kind: 'Fortify Castle', territory: 'Keep' },
      { kind: 'Fortify Castle', territory: 'Keep' },
      { kind: 'Fortify Castle', territory: 'Keep' },
    ]);
    expect(dv(r.state, 'Keep')).toBe(3);
    expect(r.outcomes[2]).toMatch(/already 3/);
  });

  it('CP-R7: Fortify Settlement needs a settlement of the player; Major City DV 1 -> 2, then refused', () => {
    const r = spend(fixture(), 'Bob', [
      { kind: 'Fortify Settlement', territory: 'City' },
      { kind: 'Fortify Settlement', territory: 'City' },
    ]);
    expect(dv(r.state, 'City')).toBe(2);
    expect(r.outcomes[1]).toMatch(/already 2/);
    expect(
      spend(fixture(), 'Alice', [{ kind: 'Fortify Settlement', territory: 'City' }]).outcomes[0],
    ).toMatch(/does not own City \(CP-R7\)/);
    expect(
      spend(fixture(), 'Alice', [{ kind: 'Fortify Settlement', territory: 'Keep' }]).outcomes[0],
    ).toMatch(/not a Castle/);
  });

  it('CP-R8: Build Roads on a road touching a territory of the player, MD 3 -> 2 after the second CP; never below 2', () => {
    const r = spend(fixture(), 'Alice', [
      { kind: 'Build Roads', road: 'Ford-Keep' },
      { kind: 'Build Roads', road: 'Ford-Keep' },
      { kind: 'Build Roads', road: 'Keep-Ford' },
    ]);
    expect(r.state.roads.find((x) => x.a === 'Keep' && x.b === 'Ford')?.md).toBe(2);
    expect(r.outcomes[2]).toMatch(/minimum/);
    expect(spend(fixture(), 'Alice', [{ kind: 'Build Roads', road: 'Pass-Tower' }]).outcomes[0]).toMatch(
      /CP-R8/,
    );
  });

  it('CP-R1: a CP spent on another action abandons the pending one, and its CP is lost', () => {
    const four = fixture({ players: fixture().players.map((p) => ({ ...p, cp: 4 })) });
    const r = spend(four, 'Alice', [
      { kind: 'Build Roads', road: 'Keep-Ford' },
      { kind: 'Fortify Castle', territory: 'Keep' },
      { kind: 'Build Roads', road: 'Keep-Ford' },
    ]);
    expect(r.state.roads[0]?.md).toBe(3);
    expect(cp(r.state, 'Alice')).toBe(1); // 4 CP: Build Roads, Fortify Castle (abandons it), Build Roads (abandons that)
    expect(r.state.pending).toEqual([
      { player: 'Alice', action: 'Build Roads', target: 'Keep-Ford', round: 3 },
    ]);
  });

  it('CP-R1: a 2-CP action is refused with 1 CP left in the turn', () => {
    const s = fixture({ players: fixture().players.map((p) => ({ ...p, cp: 1 })) });
    expect(spend(s, 'Alice', [{ kind: 'Sabotage', target: 'Bob' }]).outcomes[0]).toMatch(/needs 2 CP/);
  });

  it('CP-R13: Decrease DV with an army of the player there and no enemy; at 0 the territory is captured and the army moves again', () => {
    const s = fixture({
      armies: [armyAt('A1', 'Alice', 'Tower', { stopped: true })],
      territories: fixture().territories.map((t) => (t.name === 'Tower' ? { ...t, dv: 1 } : t)),
    });
    const r = spend(s, 'Alice', [{ kind: 'Decrease DV', territory: 'Tower' }]);
    expect(dv(r.state, 'Tower')).toBe(0);
    expect(owner(r.state, 'Tower')).toBe('Alice');
    expect(armyOf(r.state, 'A1')?.stopped).toBe(false);
    const contested = fixture({ armies: [armyAt('A1', 'Alice', 'City'), armyAt('B1', 'Bob', 'City')] });
    expect(spend(contested, 'Alice', [{ kind: 'Decrease DV', territory: 'City' }]).outcomes[0]).toMatch(
      /enemy army.*CP-R13/,
    );
    expect(spend(fixture(), 'Alice', [{ kind: 'Decrease DV', territory: 'City' }]).outcomes[0]).toMatch(
      /no army in City/,
    );
  });
});

describe('Sabotage (003 Available Actions; CP-R10, CP-R11)', () => {
  const twice: CpAction[] = [
    { kind: 'Sabotage', target: 'Bob' },
    { kind: 'Sabotage', target: 'Bob' },
  ];
  it('1: the target has ONE MORE CP next Generate; 2-3: ONE LESS', () => {
    const bob = (rolls: Record<string, number>) =>
      spend(fixture(), 'Alice', twice, rolls).state.players.find((p) => p.name === 'Bob');
    expect(bob({ 'cp:R2:sabotage:Alice': 1 })?.nextCpModifier).toBe(1);
    expect(bob({ 'cp:R2:sabotage:Alice': 3 })?.nextCpModifier).toBe(-1);
  });

  it('CP-R11: 6, failed horribly: Bob may remove one of Alice\u2019s heroes in their next battle', () => {
    const r = spend(fixture(), 'Alice', twice, { 'cp:R2:sabotage:Alice': 6 });
    expect(r.state.players.find((p) => p.name === 'Alice')?.heroOwedTo).toEqual(['Bob']);
  });

  it('CP-R10: 4-5, fooled them: Bob loses a CP now and Alice moves B1 one road with its MD roll', () => {
    const act: CpAction = { kind: 'Sabotage', target: 'Bob', fooled: { army: 'B1', to: 'Farm' } };
    const r = spend(fixture(), 'Alice', [act, act], {
      'cp:R2:sabotage:Alice': 4,
      'cp:R2:sabotage-move:B1': 2,
    });
    expect(cp(r.state, 'Bob')).toBe(2);
    expect(armyOf(r.state, 'B1')?.territory).toBe('Farm');
    expect(owner(r.state, 'Farm')).toBe('Bob');
  });

  it('CP-R10: a target with no CP left loses one of his next Generate', () => {
    const s = fixture({ players: fixture().players.map((p) => (p.name === 'Bob' ? { ...p, cp: 0 } : p)) });
    const r = spend(s, 'Alice', twice, { 'cp:R2:sabotage:Alice': 5 });
    expect(r.state.players.find((p) => p.name === 'Bob')).toMatchObject({ cp: 0, nextCpModifier: -1 });
  });

  it('every die is logged with its key, its result and the table read', () => {
    const dice = diceWith({ 'cp:R2:sabotage:Alice': 3 });
    const s = spendOne(fixture(), 'Alice', { kind: 'Sabotage', target: 'Bob' }, dice, S, 'cp:R1').state;
    const r = spendOne({ ...s, round: 2 }, 'Alice', { kind: 'Sabotage', target: 'Bob' }, dice, S, 'cp:R2');
    expect(r.events.filter((e) => e.die !== '')).toEqual([
      {
        phase: "Spend CP's",
        subject: 'Bob',
        effect: 'succeeded a bit',
        die: 'd6',
        result: 3,
        key: 'cp:R2:sabotage:Alice',
        table: '003 Available Actions: Sabotage',
      },
    ]);
    expect(dice.log()).toEqual([{ key: 'cp:R2:sabotage:Alice', sides: 6, result: 3, overridden: true }]);
    expect(r.events.map((e) => e.effect)).toContain('Sabotage: Bob (second CP)');
  });

  it('may not sabotage oneself', () => {
    expect(spend(fixture(), 'Alice', [{ kind: 'Sabotage', target: 'Alice' }]).outcomes[0]).toMatch(/himself/);
  });
});
