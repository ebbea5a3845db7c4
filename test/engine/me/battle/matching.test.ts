import { Dice } from '../../../../src/engine/dice';
import {
  abstractRoles,
  combatOrder,
  fleeFromRemaining,
  preemptiveStrike,
} from '../../../../src/engine/me/battle/combats';
import type { Contestant } from '../../../../src/engine/me/battle/lost-cause';
import { matchTurn } from '../../../../src/engine/me/battle/matching-state';
import {
  blankHex,
  type Kingdom,
  type MeArmy,
  type MeHex,
  type MeState,
} from '../../../../src/engine/me/model';
import {
  fightOrFlight,
  forceName,
  matchBattles,
  type ArmyOrder,
  type InvadedHex,
} from '../../../../src/engine/me/battle/matching';

const dice = (fixed: Record<string, number> = {}): Dice => new Dice('match', new Map(Object.entries(fixed)));
const noAllies = (): boolean => false;
const invade = (
  army: string,
  player: string,
  target: string,
  combinedWith: string | null = null,
): ArmyOrder => ({
  army,
  player,
  order: 'Invade',
  target,
  combinedWith,
});
const patrol = (army: string, player: string, target: string, covers: string[]): ArmyOrder => ({
  army,
  player,
  order: 'Patrol',
  target,
  covers,
});
const hex = (
  address: string,
  owner: string | null,
  neutral: string | null = null,
  beast = false,
): InvadedHex => ({
  address,
  owner,
  neutral,
  beast,
});

describe('who fights whom (004 4.0B Table 5, 3.0C)', () => {
  it("an invader meets the owner's patrol whose radius covers the hex", () => {
    const { hexes } = matchBattles(dice(), 'k', {
      orders: [invade('Red 1', 'Red', '0303'), patrol('Blue 1', 'Blue', '0304', ['0304', '0303', '0305'])],
      hexes: [hex('0303', 'Blue')],
      allied: noAllies,
    });
    expect(hexes).toHaveLength(1);
    expect(hexes[0]?.uncontested).toBe(false);
    expect(
      hexes[0]?.matchups.map((m) => [forceName(m.attacker), forceName(m.defender), m.bothAttacking]),
    ).toEqual([['Red 1', 'Blue 1', false]]);
  });
  it('4.0B: a hex no patrol covers is claimed without a fight (a garrison alone does not defend, ME-R32)', () => {
    const { hexes, events } = matchBattles(dice(), 'k', {
      orders: [invade('Red 1', 'Red', '0303'), patrol('Blue 1', 'Blue', '0808', ['0808'])],
      hexes: [hex('0303', 'Blue')],
      allied: noAllies,
    });
    expect(hexes[0]).toMatchObject({ uncontested: true, matchups: [] });
    expect(events[0]?.table).toContain('ME-R32');
  });
  it('neutral defenders defend their hex; an empty neutral hex is claimed', () => {
    const { hexes } = matchBattles(dice(), 'k', {
      orders: [invade('Red 1', 'Red', '0303'), invade('Red 2', 'Red', '0404')],
      hexes: [hex('0303', null, 'Neutral: Dwarves'), hex('0404', null)],
      allied: noAllies,
    });
    expect(forceName(hexes[0]?.matchups[0]?.defender ?? { kind: 'beast' })).toBe('Neutral: Dwarves');
    expect(hexes[1]?.uncontested).toBe(true);
  });
  it('4.0B: two invaders of one player attacking individually: the defenders face both, one at a time', () => {
    const { hexes } = matchBattles(dice(), 'k', {
      orders: [invade('Red 1', 'Red', '0303'), invade('Red 2', 'Red', '0303')],
      hexes: [hex('0303', null, 'Neutral: Orcs')],
      allied: noAllies,
    });
    expect(hexes[0]?.matchups.map((m) => forceName(m.attacker))).toEqual(['Red 1', 'Red 2']);
  });
  it('4.0B / 7.2B: combined invaders fight as one army, even of two players', () => {
    const { hexes } = matchBattles(dice(), 'k', {
      orders: [invade('Red 1', 'Red', '0303'), invade('Green 1', 'Green', '0303', 'Red 1')],
      hexes: [hex('0303', null, 'Neutral: Orcs')],
      allied: noAllies,
    });
    expect(hexes[0]?.matchups).toHaveLength(1);
    const a = hexes[0]?.matchups[0]?.attacker;
    expect(a).toEqual({ kind: 'army', armies: ['Red 1', 'Green 1'], players: ['Red', 'Green'] });
  });
  it('ME-R22: two non-allied invaders fight each other first (attacker drawn), then the winner faces the defenders', () => {
    const { hexes } = matchBattles(dice({ 'k:0303:attacker:1': 2 }), 'k', {
      orders: [invade('Red 1', 'Red', '0303'), invade('Green 1', 'Green', '0303')],
      hexes: [hex('0303', null, 'Neutral: Orcs')],
      allied: noAllies,
    });
    const m = hexes[0]?.matchups ?? [];
    expect(m.map((x) => [x.id, forceName(x.attacker), forceName(x.defender), x.bothAttacking])).toEqual([
      ['0303:1', 'Green 1', 'Red 1', true],
      ['0303:2', 'the winner of 0303:1', 'Neutral: Orcs', false],
    ]);
  });
  it('ME-R22 with no defenders: the invaders still fight each other', () => {
    const { hexes } = matchBattles(dice({ 'k:0303:attacker:1': 1 }), 'k', {
      orders: [invade('Red 1', 'Red', '0303'), invade('Green 1', 'Green', '0303')],
      hexes: [hex('0303', null)],
      allied: noAllies,
    });
    expect(hexes[0]?.uncontested).toBe(false);
    expect(hexes[0]?.matchups.map((x) => forceName(x.attacker))).toEqual(['Red 1']);
  });
  it('allied invaders do not fight each other: each faces the defenders', () => {
    const { hexes } = matchBattles(dice(), 'k', {
      orders: [invade('Red 1', 'Red', '0303'), invade('Green 1', 'Green', '0303')],
      hexes: [hex('0303', null, 'Neutral: Orcs')],
      allied: () => true,
    });
    expect(hexes[0]?.matchups.map((x) => forceName(x.defender))).toEqual(['Neutral: Orcs', 'Neutral: Orcs']);
  });
  it("7.4B: an ally's army patrolling the owner's hex defends it; the owner may combine two patrols (4.0B)", () => {
    const orders = [
      invade('Red 1', 'Red', '0303'),
      patrol('Blue 1', 'Blue', '0303', ['0303']),
      patrol('Gold 1', 'Gold', '0304', ['0304', '0303']),
    ];
    const allied = (a: string, b: string): boolean => [a, b].sort().join() === 'Blue,Gold';
    const one = matchBattles(dice(), 'k', { orders, hexes: [hex('0303', 'Blue')], allied });
    expect(forceName(one.hexes[0]?.matchups[0]?.defender ?? { kind: 'beast' })).toBe('Blue 1');
    const both = matchBattles(dice(), 'k', {
      orders,
      hexes: [hex('0303', 'Blue')],
      allied,
      patrolChoice: new Map([['0303', ['Blue 1', 'Gold 1']]]),
    });
    expect(forceName(both.hexes[0]?.matchups[0]?.defender ?? { kind: 'beast' })).toBe('Blue 1 + Gold 1');
  });
  it('Proposal: the Beast in a hex defends it after its defenders', () => {
    const { hexes } = matchBattles(dice(), 'k', {
      orders: [invade('Red 1', 'Red', '0303')],
      hexes: [hex('0303', null, null, true)],
      allied: noAllies,
    });
    expect(hexes[0]?.matchups.map((x) => forceName(x.defender))).toEqual(['the Beast']);
  });
});

describe('4.0C: multiple combats', () => {
  const { hexes } = matchBattles(dice(), 'k', {
    orders: [
      invade('Red 1', 'Red', '0303'),
      invade('Green 1', 'Green', '0305'),
      patrol('Blue 1', 'Blue', '0304', ['0303', '0304', '0305']),
    ],
    hexes: [hex('0303', 'Blue'), hex('0305', 'Blue')],
    allied: noAllies,
  });
  const all = hexes.flatMap((h) => h.matchups);
  it('one patrol may fight several invaders in different hexes', () => {
    expect(all.map((m) => forceName(m.defender))).toEqual(['Blue 1', 'Blue 1']);
  });
  it('the order is random, keyed by the army (Fisher-Yates: a 1 swaps the two)', () => {
    const { order } = combatOrder(dice({ 'k:order:Blue 1#1': 1 }), 'k', 'Blue 1', all);
    expect(order.map((m) => m.hex)).toEqual(['0305', '0303']);
    const kept = combatOrder(dice({ 'k:order:Blue 1#1': 2 }), 'k', 'Blue 1', all);
    expect(kept.order.map((m) => m.hex)).toEqual(['0303', '0305']);
  });
  it('a preemptive strike makes both attacking', () => {
    const first = all[0];
    if (first === undefined) throw new Error('no battle matched');
    expect(first.bothAttacking).toBe(false);
    expect(preemptiveStrike(first).bothAttacking).toBe(true);
  });
  it('after any battle the army may flee from all the rest', () => {
    const { order } = combatOrder(dice({ 'k:order:Blue 1#1': 2 }), 'k', 'Blue 1', all);
    expect(fleeFromRemaining(order, '0303:1')).toEqual(['0305:1']);
    expect(fleeFromRemaining(order, '0305:1')).toEqual([]);
  });
  it('App. D: when neither army defends, the roles of an abstract battle are drawn', () => {
    const first = all[0];
    if (first === undefined) throw new Error('no battle matched');
    const kept = abstractRoles(dice(), 'k', first);
    expect([forceName(kept.attacker), forceName(kept.defender)]).toEqual(['Red 1', 'Blue 1']);
    const drawn = abstractRoles(dice({ 'k:0303:1:abstract attacker': 2 }), 'k', preemptiveStrike(first));
    expect([forceName(drawn.attacker), forceName(drawn.defender)]).toEqual(['Blue 1', 'Red 1']);
  });
});

const c = (side: string, totalArmySize: number, response: 'fight' | 'flee' = 'fight'): Contestant => ({
  side,
  totalArmySize,
  response,
});

describe('Fight or Flight (004 2.4A)', () => {
  it('both fight an even battle', () => {
    expect(fightOrFlight(c('A', 1000), c('B', 1200)).kind).toBe('battle');
  });
  it('one flees: the other wins by default', () => {
    expect(fightOrFlight(c('A', 1000, 'flee'), c('B', 1200))).toMatchObject({
      kind: 'fled',
      winner: 'B',
      fled: 'A',
    });
  });
  it('ME-R21: both flee: no battle', () => {
    const e = fightOrFlight(c('A', 1000, 'flee'), c('B', 3000, 'flee'));
    expect(e.kind).toBe('no battle');
    expect(e.cite).toContain('ME-R21');
  });
  it('a flight is a flight even when it would also be a Lost Cause', () => {
    expect(fightOrFlight(c('A', 1000, 'flee'), c('B', 3000))).toMatchObject({ kind: 'fled', fled: 'A' });
  });
  it('Lost Cause before the choices: the larger flees, the smaller "automatically declares a flee response" too (2.0C): no battle (ME-R21)', () => {
    // 2.0C: "If one army is at least twice the size of the other, then the smaller army automatically declares a
    // flee response, as outlined above". 1000 chose to fight but flees; 3000 fled by choice: both fled.
    const e = fightOrFlight(c('A', 3000, 'flee'), c('B', 1000));
    expect(e.kind).toBe('no battle');
    expect(fightOrFlight(c('A', 1000), c('B', 3000, 'flee')).kind).toBe('no battle');
  });
  it('not a Lost Cause (1950 against 1000): the smaller that fights wins by default when the larger flees', () => {
    expect(fightOrFlight(c('A', 1950, 'flee'), c('B', 1000))).toMatchObject({ kind: 'fled', winner: 'B' });
  });
});

describe('who fights whom, from the campaign state (4.0B, 1.4A, ME-R31)', () => {
  // 3×3 map 0101-0303. Anna holds 0101 (capital) and 0102; Bert holds 0202 and 0203 (capital); 0201 holds Orcs;
  // 0301 is the independent neutral kingdom NK's, patrolled by its army.
  const hexes: MeHex[] = ['0101', '0102', '0103', '0201', '0202', '0203', '0301', '0302', '0303'].map(
    (a) => ({
      ...blankHex(a, 'Field'),
      explored: true,
    }),
  );
  const set = (a: string, patch: Partial<MeHex>): void => {
    const i = hexes.findIndex((h) => h.address === a);
    hexes[i] = { ...(hexes[i] as MeHex), ...patch };
  };
  set('0101', { owner: 'Anna', major: 'Capital' });
  set('0102', { owner: 'Anna' });
  set('0202', { owner: 'Bert' });
  set('0203', { owner: 'Bert', major: 'Capital' });
  set('0201', {
    defenders: { race: 'Orcs', basic: 1000, wellDefended: false, discoveredTurn: 1, extra: 0, incitedBy: [] },
  });
  set('0301', { neutralKingdom: 'NK', neutralCapital: true });
  const kingdom = (player: string, capital: string): Kingdom => ({
    player,
    race: 'Empire',
    capital,
    power: 0,
    bank: 0,
    lastInciteTurn: 0,
    eliminated: false,
    knownKingdoms: [],
    magicItems: [],
  });
  const army = (name: string, owner: string): MeArmy => ({
    name,
    owner,
    basic: 1000,
    list: '',
    general: null,
    dispersedTurn: 0,
  });
  const state: MeState = {
    turn: 3,
    endCheckFrom: 0,
    over: false,
    hexes,
    kingdoms: [kingdom('Anna', '0101'), kingdom('Bert', '0203')],
    armies: [
      army('Red 1', 'Anna'),
      army('Red 2', 'Anna'),
      army('Red 3', 'Anna'),
      army('Blue 1', 'Bert'),
      army('NK army', 'NK'),
    ],
    characters: [],
    neutralKingdoms: [{ id: 'NK', race: 'Bretonnia', capital: '0301', conqueredBy: null }],
    mercenaries: [],
    carry: [],
    agreements: [],
  };
  const { hexes: result } = matchTurn(dice(), 'k', state, [
    { kind: 'invade', army: 'Red 1', hex: '0202', combinedWith: null, allied: false },
    { kind: 'invade', army: 'Red 2', hex: '0201', combinedWith: null, allied: false },
    { kind: 'invade', army: 'Red 3', hex: '0301', combinedWith: null, allied: false },
    { kind: 'patrol', army: 'Blue 1', hex: '0203', allied: false },
  ]);
  const pairs = result.map((h) => [
    h.hex,
    h.matchups.map((m) => `${forceName(m.attacker)} v ${forceName(m.defender)}`),
  ]);
  it("Bert's patrol of 0203 covers 0202 (radius 1); the Orcs hold 0201; NK's army holds 0301", () => {
    expect(pairs).toEqual([
      ['0202', ['Red 1 v Blue 1']],
      ['0201', ['Red 2 v Neutral: Orcs']],
      ['0301', ['Red 3 v NK army']],
    ]);
  });
  it('an army with no place in the campaign is named', () => {
    expect(() =>
      matchTurn(dice(), 'k', state, [
        { kind: 'invade', army: 'Ghost', hex: '0202', combinedWith: null, allied: false },
      ]),
    ).toThrow("'Ghost'");
  });
});
