import {
  allied,
  formVassalage,
  invadeForbidden,
  resolveDeclarations,
  resolveGifts,
  startOfTurn,
  wouldBeEliminated,
  type Declaration,
} from '../../../src/engine/me/diplomacy';
import type { Agreement } from '../../../src/engine/me/model';

/** 004 7.0B: Player Interactions. */
const say = (player: string, other: string, kind: Declaration['kind']): Declaration => ({
  player,
  other,
  kind,
});
const ceaseFire = (since: number, breakingTurn = 0): Agreement => ({
  kind: 'Cease fire',
  a: 'Ann',
  b: 'Bob',
  since,
  breakingTurn,
});

describe('cease fire (7.3B)', () => {
  it('formed when both write it; in effect from the Interim Results of that turn', () => {
    const r = resolveDeclarations([], [say('Ann', 'Bob', 'Cease fire'), say('Bob', 'Ann', 'Cease fire')], 2);
    expect(r.agreements).toEqual([ceaseFire(2)]);
    expect(r.events[0]?.effect).toBe('cease fire in effect from now');
  });
  it('a treacherous player who leaves it out: no cease fire', () => {
    const r = resolveDeclarations([], [say('Ann', 'Bob', 'Cease fire')], 2);
    expect(r.agreements).toEqual([]);
    expect(r.events[0]?.effect).toBe('no cease fire: Bob did not declare it');
  });
  it("no Invade of the other's hexes while it holds, including the turn it begins and the turn it is broken", () => {
    expect(invadeForbidden([ceaseFire(2)], 'Ann', 'Bob')).toBe(true);
    expect(invadeForbidden([ceaseFire(2)], 'Bob', 'Ann')).toBe(true);
    expect(invadeForbidden([ceaseFire(2, 4)], 'Ann', 'Bob')).toBe(true);
    expect(invadeForbidden([ceaseFire(2)], 'Ann', 'Cid')).toBe(false);
    expect(invadeForbidden([ceaseFire(2)], 'Ann', null)).toBe(false);
  });
  it("broken by either player's orders; its effects end at the beginning of the following turn", () => {
    const broken = resolveDeclarations([ceaseFire(2)], [say('Bob', 'Ann', 'Break')], 4);
    expect(broken.agreements).toEqual([ceaseFire(2, 4)]);
    expect(broken.events[0]?.effect).toBe('broken: the cease fire ends at the start of turn 5');
    expect(startOfTurn(broken.agreements, 4).agreements).toEqual([ceaseFire(2, 4)]);
    expect(startOfTurn(broken.agreements, 5).agreements).toEqual([]);
  });
});

describe('alliance (7.4B)', () => {
  it('needs a cease fire of at least three turns: from turn 2, not on turn 4, yes on turn 5', () => {
    const both = [say('Ann', 'Bob', 'Alliance'), say('Bob', 'Ann', 'Alliance')];
    const early = resolveDeclarations([ceaseFire(2)], both, 4);
    expect(early.agreements).toEqual([ceaseFire(2)]);
    expect(early.events[0]?.effect).toBe('no alliance: the cease fire has lasted 2 turn(s) of the 3 needed');
    const formed = resolveDeclarations([ceaseFire(2)], both, 5);
    expect(formed.agreements).toEqual([{ kind: 'Alliance', a: 'Ann', b: 'Bob', since: 5, breakingTurn: 0 }]);
  });
  it('needs a cease fire first', () => {
    const r = resolveDeclarations([], [say('Ann', 'Bob', 'Alliance'), say('Bob', 'Ann', 'Alliance')], 5);
    expect(r.agreements).toEqual([]);
    expect(r.events[0]?.effect).toBe('no alliance: an alliance needs a cease fire first');
  });
  it('allies may not incite against each other; a cease fire alone is not an alliance', () => {
    const alliance: Agreement = { kind: 'Alliance', a: 'Ann', b: 'Bob', since: 5, breakingTurn: 0 };
    expect(allied([alliance], 'Bob', 'Ann')).toBe(true);
    expect(allied([ceaseFire(2)], 'Bob', 'Ann')).toBe(false);
  });
  it('"it would take two turns ... to break both": alliance → cease fire → nothing', () => {
    const alliance: Agreement = { kind: 'Alliance', a: 'Ann', b: 'Bob', since: 5, breakingTurn: 0 };
    const first = resolveDeclarations([alliance], [say('Ann', 'Bob', 'Break')], 6);
    const turn7 = startOfTurn(first.agreements, 7).agreements;
    expect(turn7).toEqual([{ kind: 'Cease fire', a: 'Ann', b: 'Bob', since: 5, breakingTurn: 0 }]);
    const second = resolveDeclarations(turn7, [say('Ann', 'Bob', 'Break')], 7);
    expect(startOfTurn(second.agreements, 8).agreements).toEqual([]);
  });
});

describe('vassalage (7.5B, ME-R34)', () => {
  it('only for a player who lost his capital with no city to promote', () => {
    expect(wouldBeEliminated(true, 0)).toBe(true);
    expect(wouldBeEliminated(true, 1)).toBe(false);
    expect(wouldBeEliminated(false, 0)).toBe(false);
  });
  it('both must agree; it replaces the agreement between them with a permanent alliance', () => {
    const yes = { vassalAgrees: true, overlordAgrees: true, wouldBeEliminated: true };
    const v = formVassalage([ceaseFire(2)], 'Bob', 'Ann', 6, yes);
    expect(v.agreements).toEqual([{ kind: 'Vassalage', a: 'Bob', b: 'Ann', since: 6, breakingTurn: 0 }]);
    expect(allied(v.agreements, 'Ann', 'Bob')).toBe(true);
    expect(formVassalage([], 'Bob', 'Ann', 6, { ...yes, overlordAgrees: false }).formed).toBe(false);
    expect(formVassalage([], 'Bob', 'Ann', 6, { ...yes, wouldBeEliminated: false }).formed).toBe(false);
  });
  it('a vassalage cannot be broken', () => {
    const v: Agreement = { kind: 'Vassalage', a: 'Bob', b: 'Ann', since: 6, breakingTurn: 0 };
    const r = resolveDeclarations([v], [say('Bob', 'Ann', 'Break')], 7);
    expect(r.agreements).toEqual([v]);
    expect(r.events[0]?.effect).toBe('a vassalage is a permanent alliance: it cannot be broken');
  });
});

describe('gifts of power (7.1B) and tribute (ME-R34)', () => {
  it('a gift comes out of what the giver generates this turn and never exceeds it', () => {
    const g = resolveGifts(
      new Map([['Ann', 3]]),
      [
        { from: 'Ann', to: 'Bob', amount: 2 },
        { from: 'Ann', to: 'Cid', amount: 2 },
      ],
      [],
    );
    expect(g.transfers).toEqual([
      { from: 'Ann', to: 'Bob', amount: 2 },
      { from: 'Ann', to: 'Cid', amount: 1 },
    ]);
    expect([...g.net]).toEqual([
      ['Ann', -3],
      ['Bob', 2],
      ['Cid', 1],
    ]);
    expect(g.events[1]?.effect).toBe('gift: 1 power to Cid (2 asked, only 1 generated this turn)');
  });
  it('a player who generates nothing gives nothing', () => {
    expect(resolveGifts(new Map(), [{ from: 'Ann', to: 'Bob', amount: 1 }], []).transfers).toEqual([]);
  });
  it('ME-R34: the vassal pays min(1, generated) first, then his gifts from the rest', () => {
    const v: Agreement = { kind: 'Vassalage', a: 'Bob', b: 'Ann', since: 6, breakingTurn: 0 };
    const two = resolveGifts(new Map([['Bob', 2]]), [{ from: 'Bob', to: 'Cid', amount: 2 }], [v]);
    expect(two.transfers).toEqual([
      { from: 'Bob', to: 'Ann', amount: 1 },
      { from: 'Bob', to: 'Cid', amount: 1 },
    ]);
    const none = resolveGifts(new Map([['Bob', 0]]), [], [v]);
    expect(none.transfers).toEqual([]);
  });
});
