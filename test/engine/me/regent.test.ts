/**
 * A conquered neutral kingdom's Regent (004 1.4A, Player Controlled Neutral Kingdoms): "it may no longer contain a
 * Lord choice. The army instead contains an 'extra' hero-level character ..., who is designated as the army's
 * general and the neutral kingdom's regent", of the kingdom's race; independent, "the Neutral army always
 * contains a Lord". Karak (Dwarves) holds 0202, its capital, and 0203; its army Karak Host is led by the Lord
 * Thane Grimm. Before, nothing changed in the army at the conquest and nothing asked for a Regent.
 */
import type { MeCharacter, MeState, NeutralKingdom } from '../../../src/engine/me/model';
import type { MeEvent } from '../../../src/engine/me/events';
import { kingdomLeaderProblems } from '../../../src/engine/me/regent';
import { applyTurnClaims } from '../../../src/engine/me/stages/final-ownership';
import { newTurnWork } from '../../../src/engine/me/stages/turn';
import { campaign, character, ORDERS, OVERRIDES } from './stages/fixture';
import { runStage } from './stages/harness';

const KARAK: NeutralKingdom = { id: 'Karak', race: 'Dwarves', capital: '0202', conqueredBy: null };
const HOST = {
  name: 'Karak Host',
  owner: 'Karak',
  basic: 1000,
  list: '',
  general: 'Thane Grimm',
  dispersedTurn: 0,
};
const hero = (name: string, fields: Partial<MeCharacter> = {}): MeCharacter => ({
  ...character(name, 'Karak', 'Karak Host'),
  rank: 'Hero',
  ...fields,
});

function withKarak(kingdom: NeutralKingdom, characters: MeCharacter[], general: string | null): MeState {
  const s = campaign();
  return {
    ...s,
    neutralKingdoms: [kingdom],
    hexes: s.hexes.map((h) =>
      h.address === '0202'
        ? {
            ...h,
            neutralKingdom: 'Karak',
            neutralCapital: true,
            major: 'City' as const,
            owner: kingdom.conqueredBy,
          }
        : h.address === '0203'
          ? { ...h, neutralKingdom: 'Karak', owner: kingdom.conqueredBy }
          : h,
    ),
    armies: [...s.armies, { ...HOST, general }],
    characters: [...s.characters, ...characters],
  };
}

const LORD = character('Thane Grimm', 'Karak', 'Karak Host');

describe('the leader of a neutral kingdom’s army (1.4A)', () => {
  it('independent: led by a Lord, nothing to say; with no Lord, the moderator is told', () => {
    expect(kingdomLeaderProblems(KARAK, withKarak(KARAK, [LORD], 'Thane Grimm'))).toEqual([]);
    expect(kingdomLeaderProblems(KARAK, withKarak(KARAK, [hero('Borin')], 'Borin'))).toEqual([
      "Karak Host: an independent neutral kingdom's army always contains a Lord",
    ]);
  });

  it('conquered by Ann: a Hero with the role Regent who is its General, and no Lord', () => {
    const ann = { ...KARAK, conqueredBy: 'Ann' };
    const regent = hero('Borin', { role: 'Regent' });
    expect(kingdomLeaderProblems(ann, withKarak(ann, [regent], 'Borin'))).toEqual([]);
    expect(kingdomLeaderProblems(ann, withKarak(ann, [LORD], 'Thane Grimm'))).toEqual([
      'Karak Host: no Lord (Thane Grimm) once Ann holds the kingdom',
      'Karak Host: 0 Regents: Ann designates one extra Hero of the Dwarves army as its General and Regent',
    ]);
    expect(kingdomLeaderProblems(ann, withKarak(ann, [regent], null))).toEqual([
      'Karak Host: its Regent Borin must be its General',
    ]);
    expect(kingdomLeaderProblems(ann, withKarak(ann, [{ ...LORD, role: 'Regent' }], 'Thane Grimm'))).toEqual([
      'Karak Host: no Lord (Thane Grimm) once Ann holds the kingdom',
      'Karak Host: its Regent Thane Grimm must be a Hero, not a Lord',
    ]);
  });
});

describe('Ann takes Karak’s capital (Final Results, 1.4A)', () => {
  const claim = { hex: '0202', kind: 'claimed' as const, player: 'Ann', armies: ['Iron Host'] };

  it('from the independent kingdom: Thane Grimm leaves the army, its General is blank, the moderator writes the Regent', () => {
    const events: MeEvent[] = [];
    const { state } = applyTurnClaims(withKarak(KARAK, [LORD], 'Thane Grimm'), [claim], events);
    expect(state.characters.find((c) => c.name === 'Thane Grimm')?.army).toBeNull();
    expect(state.armies.find((a) => a.name === 'Karak Host')?.general).toBeNull();
    expect(events.filter((e) => e.subject === 'Karak').map((e) => e.effect)).toEqual([
      "Ann conquers the capital 0202: 0202, 0203 join Ann's kingdom",
      "Karak Host now patrols its kingdom for Ann from 0202. Thane Grimm leaves it (no Lord). Moderator: write Ann's Regent, an extra Hero of the Dwarves army (not counted in Basic Army Size), on the Characters tab (Player Karak, Army Karak Host, Role Regent) and make him its General",
    ]);
  });

  it('from Bob, who held it with his Regent Borin: the Regent stays and leads it for Ann', () => {
    const bob = { ...KARAK, conqueredBy: 'Bob' };
    const events: MeEvent[] = [];
    const before = withKarak(bob, [hero('Borin', { role: 'Regent' })], 'Borin');
    const { state } = applyTurnClaims(before, [claim], events);
    expect(state.characters.find((c) => c.name === 'Borin')?.army).toBe('Karak Host');
    expect(state.armies.find((a) => a.name === 'Karak Host')?.general).toBe('Borin');
    expect(state.neutralKingdoms[0]?.conqueredBy).toBe('Ann');
    expect(events.filter((e) => e.subject === 'Karak').map((e) => e.effect)).toContain(
      'Karak Host now patrols its kingdom for Ann from 0202, led by its Regent Borin.',
    );
  });
});

describe('the next Interim Results while no Regent is written (1.4A)', () => {
  it('tell the moderator what is wrong with the leader of Karak Host, on the kingdom’s Log rows', () => {
    const ann = { ...KARAK, conqueredBy: 'Ann' };
    const start = { campaign: withKarak(ann, [], null), work: newTurnWork(3, []) };
    const o = runStage('orders', start, ORDERS, OVERRIDES);
    expect(o.events.filter((e) => e.subject === 'Karak').map((e) => e.effect)).toContain(
      'Karak Host: 0 Regents: Ann designates one extra Hero of the Dwarves army as its General and Regent; the moderator settles it',
    );
  });
});
