/**
 * ME-R22 through the stages: Bob's Red Band (1500) and Cid's Grey Watch (1250) both invade the Orcs' hex 0303
 * (Basic 1000, found on turn 2). They fight each other first, attacker drawn at random; the winner then faces
 * the Orcs in the same turn (4.0C multiple combats), and takes the hex if he beats them (ME-R23).
 */
import type { MeOrder } from '../../../../src/engine/me/orders/types';
import { OVERRIDES, ORDERS, startState } from './fixture';
import { runStage, withOrders, type Orders } from './harness';

const none: Orders = new Map();
const orders = withOrders(
  ORDERS,
  {
    Bob: [{ kind: 'invade', army: 'Red Band', hex: '0303', combinedWith: null, allied: false }],
    Cid: [{ kind: 'invade', army: 'Grey Watch', hex: '0303', combinedWith: null, allied: false }],
  },
  ['invade', 'patrol'],
);
// Ann's invasion of 0201 (T3-01) goes back in; no army patrols.
const all = withOrders(orders, {
  Ann: [{ kind: 'invade', army: 'Iron Host', hex: '0201', combinedWith: null, allied: false }],
});
const strategies: Orders = new Map<string, MeOrder[]>([
  [
    'Bob',
    [
      { kind: 'strategy', battle: 'T3-02', strategy: 'Flank Attack' },
      { kind: 'strategy', battle: 'T3-03', strategy: 'Direct Attack' },
    ],
  ],
  ['Cid', [{ kind: 'strategy', battle: 'T3-02', strategy: 'Hold' }]],
]);
const overrides = new Map([
  ...OVERRIDES,
  // ME-R22: the first of [Bob, Cid] attacks; App. D: neither defends, the first drawn attacks again.
  ['me:match:0303:attacker:1', 1],
  ['me:scout:T3-02:Red Band', 3],
  ['me:scout:T3-02:Grey Watch', 4],
  ['me:battle:T3-02:abstract attacker', 1],
  // T3-03: the Orcs give no strategy: the 2nd of Counter Attack / Hold / Withdraw is drawn (Proposal).
  ['me:strategy:T3-03:defender', 2],
  ['me:battle:T3-03:outcome:1', 5],
  ['me:battle:T3-03:outcome:2', 5],
  ['me:battle:T3-03:losses:attacker:1', 1],
  ['me:battle:T3-03:losses:attacker:2', 1],
  ['me:battle:T3-03:losses:attacker:3', 1],
  ['me:battle:T3-03:losses:defender:1', 1],
  ['me:battle:T3-03:losses:defender:2', 1],
  ['me:battle:T3-03:falls:Bors', 1],
]);

describe('ME stages: two invaders of one hex (ME-R22, 4.0C)', () => {
  const o = runStage('orders', startState(), all, overrides);
  const f = runStage('fight-or-flight', o.state, none, overrides);
  const b = runStage('battles', f.state, strategies, overrides);
  const end = runStage('final', b.state, none, overrides);

  it('the invaders fight first, both attacking; the winner of T3-02 then faces the Orcs', () => {
    expect(o.battles.map((x) => [x.id, x.where, x.sides.map((s) => `${s.side} (${s.role})`)])).toEqual([
      ['T3-01', '0201', ['Ann (attacker)', 'Neutral: Dwarves (defender)']],
      ['T3-02', '0303', ['Bob (both attacking)', 'Cid (both attacking)']],
      ['T3-03', '0303', ['the winner of T3-02 (attacker)', 'Neutral: Orcs and Goblins (defender)']],
    ]);
  });

  it('T3-03 waits for T3-02 at Fight or Flight; its Lost Cause is checked before it is fought', () => {
    expect(f.events.map((e) => `${e.subject}: ${e.effect}`)).toContain(
      'T3-03: waits for the winner of T3-02',
    );
  });

  it('T3-02 by App. D: 4 + 5 + 1 (Table 23) − 1 (Table 24) = 9, Attacker Minor Victory: Bob', () => {
    expect(b.battles[1]?.winner).toBe('Bob');
  });

  it('T3-03: Red Band 1500 v Orcs 1000: 5 + 5 + 3 (Table 23) + 0 (Table 24, Hold v Direct) = 13, Attacker Major Victory', () => {
    const line = b.events.find((e) => e.subject === 'T3-03' && e.effect.startsWith('App. D: 2d6'));
    expect(line?.effect).toBe('App. D: 2d6 10 + 3 (Table 23) + 0 (Table 24) = 13: Attacker Major Victory');
    expect(b.battles[2]?.winner).toBe('Bob');
    // Table 25 Attacker Major Victory: attacker d3 × 50 per 500 (3 × 50), defender 100 + d6 × 50 (2 × 150).
    const losses = b.events.filter((e) => e.key.startsWith('me:battle:T3-03:losses')).map((e) => e.effect);
    expect(losses).toEqual([
      'Red Band, losses for its 1st 500 points: 1 x 50 = 50',
      'Red Band, losses for its 2nd 500 points: 1 x 50 = 50',
      'Red Band, losses for its 3rd 500 points: 1 x 50 = 50',
      'Neutral: Orcs and Goblins, losses for its 1st 500 points: 100 + 1 x 50 = 150',
      'Neutral: Orcs and Goblins, losses for its 2nd 500 points: 100 + 1 x 50 = 150',
    ]);
  });

  it('Bors +1 XP per abstract battle (App. D), Cato +1; Bob takes 0303 and the Orcs are gone (ME-R23)', () => {
    expect(b.state.campaign.characters.find((c) => c.name === 'Bors')?.xp).toBe(2);
    expect(b.state.campaign.characters.find((c) => c.name === 'Cato')?.xp).toBe(1);
    const h = end.state.campaign.hexes.find((x) => x.address === '0303');
    expect(h?.owner).toBe('Bob');
    expect(h?.defenders).toBeNull();
  });
});

describe('ME stages: strategies written at Fight or Flight carry into the Battles stage (LANGUAGE.md "both")', () => {
  const o = runStage('orders', startState(), all, overrides);
  const f = runStage('fight-or-flight', o.state, strategies, overrides);
  const b = runStage('battles', f.state, none, overrides);

  it('T3-02 and T3-03 are fought with the strategies given a stage early, none drawn for Bob or Cid', () => {
    expect(b.battles[1]?.winner).toBe('Bob');
    const line = b.events.find((e) => e.subject === 'T3-03' && e.effect.startsWith('App. D: 2d6'));
    expect(line?.effect).toBe('App. D: 2d6 10 + 3 (Table 23) + 0 (Table 24) = 13: Attacker Major Victory');
    expect(b.events.filter((e) => e.effect.includes('strategy given, drawn')).map((e) => e.subject)).toEqual([
      'Neutral: Orcs and Goblins',
    ]);
  });

  it('one written again at the Battles stage replaces it', () => {
    const again = runStage(
      'battles',
      f.state,
      new Map<string, MeOrder[]>([['Cid', [{ kind: 'strategy', battle: 'T3-02', strategy: 'Withdraw' }]]]),
      overrides,
    );
    const t302 = (r: typeof b): string =>
      r.events.find((e) => e.subject === 'T3-02' && e.effect.startsWith('App. D: 2d6'))?.effect ?? '';
    // Table 24: Flank Attack against Hold −1, against Withdraw 0 (App. D).
    expect(t302(b)).toContain('- 1 (Table 24)');
    expect(t302(again)).toContain('+ 0 (Table 24)');
  });
});
