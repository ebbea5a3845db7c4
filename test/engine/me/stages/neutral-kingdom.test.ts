/**
 * A neutral kingdom's capital taken (004 1.4A, Table 9; ME-R23): the kingdom "Karak" holds 0202 (its capital, a
 * City) and 0203, with no army this turn. Ann's Iron Host invades 0202 from 0102 and meets no defenders.
 */
import type { MeStageState } from '../../../../src/engine/me/stages/turn';
import { OVERRIDES, ORDERS, startState } from './fixture';
import { runStage, type Orders } from './harness';

const none: Orders = new Map();

function withKarak(): MeStageState {
  const s = startState();
  const karak = { neutralKingdom: 'Karak', explored: true };
  return {
    ...s,
    campaign: {
      ...s.campaign,
      neutralKingdoms: [{ id: 'Karak', race: 'Dwarves', capital: '0202', conqueredBy: null }],
      hexes: s.campaign.hexes.map((h) =>
        h.address === '0202'
          ? { ...h, ...karak, neutralCapital: true, major: 'City' as const }
          : h.address === '0203'
            ? { ...h, ...karak }
            : h,
      ),
    },
  };
}

describe('ME stages: a neutral kingdom conquered (1.4A)', () => {
  // Ann's orders are her list and this invasion only; Bob's T3-01 against Cid is not fought here (no claim).
  const orders: Orders = new Map([
    ...ORDERS,
    [
      'Ann',
      [
        { kind: 'army list', army: 'Iron Host', list: 'as before' },
        { kind: 'invade', army: 'Iron Host', hex: '0202', combinedWith: null, allied: false },
      ],
    ],
  ]);
  const o = runStage('orders', withKarak(), orders, OVERRIDES);
  const end = runStage('final', o.state, none, OVERRIDES);
  const hex = (a: string) => end.state.campaign.hexes.find((h) => h.address === a);

  it("its capital and every hex it still holds join Ann's kingdom", () => {
    expect(hex('0202')?.owner).toBe('Ann');
    expect(hex('0203')?.owner).toBe('Ann');
    expect(end.state.campaign.neutralKingdoms[0]?.conqueredBy).toBe('Ann');
  });

  it('Ann: capital 1 + Mighty Conquest of a neutral capital 3 + tribute 1 (Table 9) + 1 from Dee = 6', () => {
    expect(end.state.campaign.kingdoms.find((k) => k.player === 'Ann')?.power).toBe(6);
  });
});

describe('ME stages: tribute only while the neutral capital is held (1.4A)', () => {
  // Ann conquered Karak on an earlier turn; this turn she only sends her list.
  const orders: Orders = new Map([
    ...ORDERS,
    ['Ann', [{ kind: 'army list', army: 'Iron Host', list: 'as before' }]],
  ]);
  function power(capitalOwner: string | null): number | undefined {
    const s = withKarak();
    const start: MeStageState = {
      ...s,
      campaign: {
        ...s.campaign,
        neutralKingdoms: s.campaign.neutralKingdoms.map((k) => ({ ...k, conqueredBy: 'Ann' })),
        hexes: s.campaign.hexes.map((h) => (h.address === '0202' ? { ...h, owner: capitalOwner } : h)),
      },
    };
    const o = runStage('orders', start, orders, OVERRIDES);
    const end = runStage('final', o.state, none, OVERRIDES);
    return end.state.campaign.kingdoms.find((k) => k.player === 'Ann')?.power;
  }

  it('holding 0202: capital 1 + tribute 1 ("this power is instead given to the player each turn as tribute") + 1 from Dee = 3', () => {
    expect(power('Ann')).toBe(3);
  });

  it('0202 no longer hers: capital 1 + 1 from Dee = 2, no tribute', () => {
    expect(power(null)).toBe(2);
  });
});

describe("ME stages: an independent neutral kingdom's army defends its capital behind its Mighty Fortress (1.4A, App. B)", () => {
  // Karak's army (Basic by 1.4A: 0202 a City 250 + 500, 0203 250, + 500 conscripted = 1500) patrols its kingdom.
  function flight(target: string) {
    const s = withKarak();
    const host = { name: 'Karak Host', owner: 'Karak', basic: 0, list: '', general: null, dispersedTurn: 0 };
    const start: MeStageState = { ...s, campaign: { ...s.campaign, armies: [...s.campaign.armies, host] } };
    const orders: Orders = new Map([
      ...ORDERS,
      [
        'Ann',
        [
          { kind: 'army list', army: 'Iron Host', list: 'as before' },
          { kind: 'invade', army: 'Iron Host', hex: target, combinedWith: null, allied: false },
        ],
      ],
    ]);
    const o = runStage('orders', start, orders, OVERRIDES);
    const f = runStage('fight-or-flight', o.state, none, OVERRIDES);
    return f.events.filter((e) => e.subject === 'T3-01').map((e) => e.effect);
  }

  it('at 0202, "the capital contains a Mighty Fortress" (1.4A): its garrison joins, 1500 + 500 = 2000', () => {
    expect(flight('0202')).toContain('Iron Host (2000) fights, Karak Host (2000) fights: battle');
  });

  it('at 0203, with no fortress: 1500 alone (2000 < 2 × 1500, so a battle: 2.0C)', () => {
    expect(flight('0203')).toContain('Iron Host (2000) fights, Karak Host (1500) fights: battle');
  });
});

describe("ME stages: a neutral capital's Mighty Fortress is in the strength the Interim Results announce (2.3A, 4.3B)", () => {
  // Karak's army (Basic 1000) defends its capital 0202; Ann's Iron Host invades it.
  const s = withKarak();
  const state: MeStageState = {
    ...s,
    campaign: {
      ...s.campaign,
      armies: [
        ...s.campaign.armies,
        { name: 'Karak Host', owner: 'Karak', basic: 1000, list: '', general: null, dispersedTurn: 0 },
      ],
    },
  };
  const orders: Orders = new Map([
    ...ORDERS,
    ['Ann', [{ kind: 'invade', army: 'Iron Host', hex: '0202', combinedWith: null, allied: false }]],
  ]);
  const o = runStage('orders', state, orders, OVERRIDES);
  const f = runStage('fight-or-flight', o.state, none, OVERRIDES);
  const karak = (r: typeof o): number | undefined =>
    r.battles.find((b) => b.where === '0202')?.sides.find((x) => x.side === 'Karak')?.size;

  it('announced at the Interim Results as at Fight or Flight: the army with its capital garrison (+500, App. B)', () => {
    expect(karak(f)).toBe(karak(o));
    expect(f.events.map((e) => e.effect)).toContain('the garrison of 0202 joins Karak Host (+500)');
  });
});
