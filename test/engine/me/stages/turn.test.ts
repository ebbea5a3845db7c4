/**
 * One whole Mighty Empires turn through the four stages (004 2.0A; ME-R30), with every die overridden and every
 * figure worked by hand from the book. The state is test/engine/me/stages/fixture.ts.
 */
import { stageSeed, type Clock, type StageResult } from '../../../../src/engine/core/stage';
import type { MeEvent } from '../../../../src/engine/me/events';
import type { MeOrder } from '../../../../src/engine/me/orders/types';
import { DEFAULT_ME_SETTINGS, meStages } from '../../../../src/engine/me/ruleset';
import type { MeStageState } from '../../../../src/engine/me/stages/turn';
import { OVERRIDES, ORDERS, STRATEGIES, startState } from './fixture';

const stages = meStages(DEFAULT_ME_SETTINGS);
const none: ReadonlyMap<string, readonly MeOrder[]> = new Map();

function run(
  id: string,
  state: MeStageState,
  orders: ReadonlyMap<string, readonly MeOrder[]>,
  overrides: ReadonlyMap<string, number>,
  seed = 'test',
): StageResult<MeStageState, MeEvent> {
  const clock: Clock = { turn: 3, stage: id, round: 1 };
  const stage = stages.find((s) => s.id === id);
  if (!stage) throw new Error(id);
  return stage.run({ state, clock, orders, reports: [], seed: stageSeed(seed, clock), overrides });
}

function wholeTurn(overrides: ReadonlyMap<string, number>, seed = 'test') {
  const orders = run('orders', startState(), ORDERS, overrides, seed);
  const flight = run(orders.next.stage, orders.state, none, overrides, seed);
  const battles = run(flight.next.stage, flight.state, STRATEGIES, overrides, seed);
  const final = run(battles.next.stage, battles.state, none, overrides, seed);
  return { orders, flight, battles, final };
}

const hexOf = (s: MeStageState, a: string) => s.campaign.hexes.find((h) => h.address === a);
const kingdomOf = (s: MeStageState, p: string) => s.campaign.kingdoms.find((k) => k.player === p);
const xpOf = (s: MeStageState, c: string) => s.campaign.characters.find((x) => x.name === c)?.xp;

describe('ME stages: one turn of four kingdoms (2.0A, ME-R30)', () => {
  const t = wholeTurn(OVERRIDES);

  it('orders: 0201 explored (Table 7 Field 3: a Mine), Dwarves (1 + turn 3) × 250 = 1000 (4.3B)', () => {
    const h = hexOf(t.orders.state, '0201');
    expect(h?.explored).toBe(true);
    expect(h?.major).toBe('Mine');
    expect(h?.defenders?.race).toBe('Dwarves');
    expect(h?.defenders?.basic).toBe(1000);
  });

  it('orders: the Interim Results announce T3-01 (Iron Host v Dwarves) and T3-02 (Red Band v Grey Watch)', () => {
    expect(t.orders.next).toEqual({ turn: 3, stage: 'fight-or-flight', round: 1 });
    expect(t.orders.battles.map((b) => [b.id, b.where, b.sides.map((s) => `${s.side} ${s.size}`)])).toEqual([
      ['T3-01', '0201', ['Ann 2000', 'Neutral: Dwarves 1000']],
      ['T3-02', '0304', ['Bob 1500', 'Cid 1250']],
    ]);
  });

  it('orders: Conscription costs Cid 1 of his 2 power (Table 10); Bob hires Dogs of War for 150 from turn 4 (6.0B, ME-R33)', () => {
    expect(kingdomOf(t.orders.state, 'Cid')?.power).toBe(1);
    expect(t.orders.entries).toEqual([
      { player: 'Cid', resource: 'Power', amount: -1, note: 'power expenditures (5.2B, Table 10)' },
    ]);
    expect(t.orders.state.campaign.mercenaries).toHaveLength(1);
    expect(t.orders.state.campaign.mercenaries[0]).toMatchObject({
      unit: 'Dogs of War',
      player: 'Bob',
      army: null,
      upkeep: 150,
      powerUpkeep: 0,
      fromTurn: 4,
      // 6.0B: the unit's own points (the offer's basic cost 100) count towards Total Army Size, not the bid.
      points: 100,
    });
  });

  it("orders: the players' cards name what happened to them", () => {
    // Total Support (2.1B, Table 6): a Capital 250 + 500, other hexes 250; Dee's Industry and Civilization
    // hexes give none (1.0B).
    expect(t.orders.summaries).toEqual([
      { player: 'Ann', lines: ['Total Support 1000', 'T3-01 at 0201: Iron Host attacks Neutral: Dwarves'] },
      {
        player: 'Bob',
        lines: [
          'Total Support 1250',
          'Hires Dogs of War for 150 support a turn',
          'T3-02 at 0304: Red Band attacks Grey Watch',
        ],
      },
      {
        player: 'Cid',
        lines: ['Total Support 1250', 'Power spent: 1 (2 → 1)', 'T3-02 at 0304: Red Band attacks Grey Watch'],
      },
      { player: 'Dee', lines: ['Total Support 750'] },
    ]);
  });

  it('fight or flight: 2000 ≥ 2 × 1000 makes the Dwarves a Lost Cause (2.0C, ME-R36); T3-02 is fought', () => {
    const [t1, t2] = t.flight.battles;
    expect(t1?.mode).toBe('lost cause');
    expect(t2?.mode).toBe('tabletop');
    expect(t2?.status).toBe('to fight');
  });

  it('fight or flight: T3-02 scouting (Table 8: 3 no result; 4 + 1 defending = 5 list revealed) and set-up (5.2C, Table 30)', () => {
    const setup = t.flight.battles[1]?.setup ?? [];
    expect(setup[0]).toBe('Red Band scouting 3: No result');
    expect(setup[1]).toBe(
      'Grey Watch scouting 5: The entire enemy army list is revealed (including characters and magic items)',
    );
    // 1500 plays on 4'x4' with d3 + 1 pieces, no terrain within 8" of the centre (5.2C); 7 and 8 on Table 30.
    expect(setup[2]).toBe("Board 4'x4'; no terrain within 8\" of the centre");
    expect(setup[3]).toContain('2 terrain pieces');
    expect(setup[3]).toContain('Fields (open ground), Low Hill');
  });

  it('battles: T3-02 unreported goes to App. D: 4 + 5 + 1 (Table 23, 1500 v 1250) − 1 (Table 24, Hold v Flank) = 9, Attacker Minor Victory', () => {
    const t2 = t.battles.battles[1];
    expect(t2?.mode).toBe('abstract');
    expect(t2?.winner).toBe('Bob');
    const line = t.battles.events.find((e) => e.subject === 'T3-02' && e.effect.startsWith('App. D: 2d6'));
    expect(line?.effect).toBe('App. D: 2d6 9 + 1 (Table 23) - 1 (Table 24) = 9: Attacker Minor Victory');
  });

  it('battles: losses by Table 25 (attacker d6 × 50 per 500: 100 + 50 + 150; defender 50 + d6 × 50: 100 + 150)', () => {
    const losses = t.battles.events
      .filter((e) => e.key.startsWith('me:battle:T3-02:losses'))
      .map((e) => e.effect);
    expect(losses).toEqual([
      'Red Band, losses for its 1st 500 points: 2 x 50 = 100',
      'Red Band, losses for its 2nd 500 points: 1 x 50 = 50',
      'Red Band, losses for its 3rd 500 points: 3 x 50 = 150',
      'Grey Watch, losses for its 1st 500 points: 50 + 1 x 50 = 100',
      'Grey Watch, losses for its 2nd 500 points: 50 + 2 x 50 = 150',
    ]);
  });

  it('battles: +1 XP to Aldo (Lost Cause victory, 2.0C), Bors and Cato (App. D); Dara fought nothing', () => {
    expect(xpOf(t.battles.state, 'Aldo')).toBe(1);
    expect(xpOf(t.battles.state, 'Bors')).toBe(1);
    expect(xpOf(t.battles.state, 'Cato')).toBe(1);
    expect(xpOf(t.battles.state, 'Dara')).toBe(0);
    expect(hexOf(t.battles.state, '0201')?.defenders).toBeNull();
  });

  it('final: 0201 and 0304 change hands at the end of the turn (ME-R23)', () => {
    expect(hexOf(t.battles.state, '0304')?.owner).toBe('Cid');
    expect(hexOf(t.final.state, '0201')?.owner).toBe('Ann');
    expect(hexOf(t.final.state, '0304')?.owner).toBe('Bob');
  });

  it('final: Ann loots the Mine (Table 4: +250 support turns 4-5 for d3 = 2, 1 production; Table 3: 5 Suffer in Silence)', () => {
    expect(t.final.state.campaign.carry).toContainEqual({
      player: 'Ann',
      kind: 'Loot',
      amount: 250,
      fromTurn: 4,
      toTurn: 5,
      source: 'loot 0201 Mine',
    });
    expect(hexOf(t.final.state, '0201')?.lootedTurn).toBe(3);
  });

  it('final: power by Table 9 with the bank (ME-R11) and the gift (7.1B)', () => {
    // Ann: capital 1; bank 0 + loot 1 = 1, no power, bank 1; + 1 from Dee = 2.
    expect(kingdomOf(t.final.state, 'Ann')).toMatchObject({ power: 2, bank: 1 });
    // Bob: capital 1.
    expect(kingdomOf(t.final.state, 'Bob')).toMatchObject({ power: 1, bank: 0 });
    // Cid: 2 − 1 conscription + capital 1 = 2.
    expect(kingdomOf(t.final.state, 'Cid')).toMatchObject({ power: 2, bank: 0 });
    // Dee: capital 1 + Grand Civilization 2 + (bank 1 + Mine 2 = 3 → 1, bank 0) = 4, − 1 to Ann = 3.
    expect(kingdomOf(t.final.state, 'Dee')).toMatchObject({ power: 3, bank: 0 });
    expect(t.final.entries).toEqual([
      { player: 'Ann', resource: 'Power', amount: 1, note: 'power generated (5.1B, Table 9)' },
      { player: 'Bob', resource: 'Power', amount: 1, note: 'power generated (5.1B, Table 9)' },
      { player: 'Cid', resource: 'Power', amount: 1, note: 'power generated (5.1B, Table 9)' },
      { player: 'Dee', resource: 'Power', amount: 4, note: 'power generated (5.1B, Table 9)' },
      { player: 'Dee', resource: 'Power', amount: -1, note: 'power given to Ann (7.1B, 7.5B)' },
      { player: 'Ann', resource: 'Power', amount: 1, note: 'power from Dee (7.1B, 7.5B)' },
    ]);
  });

  it("final: the giver's report says what his gift gave, a gift cut to what he generated too (7.1B)", () => {
    const card = (r: typeof t.final, p: string): readonly string[] =>
      r.summaries.find((x) => x.player === p)?.lines ?? [];
    expect(card(t.final, 'Dee')).toContain('Gift: 1 power to Ann');
    // Bob generates 1 (capital): a gift of 3 to Cid gives 1.
    const work = t.battles.state.work;
    const asked = run(
      'final',
      {
        ...t.battles.state,
        work: {
          ...work,
          orders: {
            ...work.orders,
            Bob: [...(work.orders.Bob ?? []), { kind: 'gift', to: 'Cid', amount: 3 }],
          },
        },
      },
      none,
      OVERRIDES,
    );
    expect(card(asked, 'Bob')).toContain('Gift: 1 power to Cid (3 asked, only 1 generated this turn)');
  });

  it('final: support carried to this turn at most is gone; a later one stays', () => {
    const ended = {
      player: 'Bob',
      kind: 'Loot' as const,
      amount: 100,
      fromTurn: 2,
      toTurn: 3,
      source: 'loot 0505 Town',
    };
    const later = { ...ended, toTurn: 4 };
    const campaign = { ...t.battles.state.campaign, carry: [ended, later] };
    const r = run('final', { ...t.battles.state, campaign }, none, OVERRIDES);
    expect(r.state.campaign.carry.filter((c) => c.player === 'Bob')).toEqual([later]);
  });

  it('final: Conscription d2 2 × 250 = +500 on turn 4 only (ME-R12); Orcs grow 1000 → 1250 (ME-R35)', () => {
    expect(t.final.state.campaign.carry).toContainEqual({
      player: 'Cid',
      kind: 'Conscription',
      amount: 500,
      fromTurn: 4,
      toTurn: 4,
      source: 'conscription turn 3',
    });
    expect(hexOf(t.final.state, '0303')?.defenders?.basic).toBe(1250);
  });

  it('final: the end check d6 2 misses 4+ (3.0A); the clock moves to turn 4 orders', () => {
    expect(t.final.state.campaign.over).toBe(false);
    expect(t.final.state.campaign.turn).toBe(4);
    expect(t.final.next).toEqual({ turn: 4, stage: 'orders', round: 1 });
    expect(t.final.state.work).toEqual({
      turn: 4,
      offers: [],
      orders: {},
      paid: [],
      battles: [],
      hexes: [],
      pacified: [],
      incited: [],
    });
  });
});

describe('ME stages: replay', () => {
  it('the same state, orders and seed give identical results, stage by stage', () => {
    const a = wholeTurn(new Map(), 'replay-seed');
    const b = wholeTurn(new Map(), 'replay-seed');
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.final.state.campaign.turn).toBe(4);
  });

  it('a different seed rolls differently (the seed reaches the dice)', () => {
    const keys = (seed: string) =>
      wholeTurn(new Map(), seed)
        .orders.events.filter((e) => e.key !== '')
        .map((e) => `${e.key}=${e.result}`);
    const many = ['s1', 's2', 's3', 's4'].map((s) => keys(s).join(','));
    expect(new Set(many).size).toBeGreaterThan(1);
  });
});
