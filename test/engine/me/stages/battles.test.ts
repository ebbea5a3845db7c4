/**
 * The Fight or Flight and Battles stages on the fixture's T3-02 (Bob's Red Band, 1500, invades Cid's 0304, which
 * Cid's Grey Watch, 1250, patrols): a tabletop report, flight, both fleeing, a report that cannot be read.
 */
import type { StageReportLine } from '../../../../src/engine/core/stage';
import type { MeOrder } from '../../../../src/engine/me/orders/types';
import { DEFAULT_ME_SETTINGS } from '../../../../src/engine/me/ruleset';
import { OVERRIDES, ORDERS, STRATEGIES, startState } from './fixture';
import { runStage, withOrders, type Orders, type Result } from './harness';

const none: Orders = new Map();
const owners = (r: Result): string[] =>
  r.state.campaign.hexes
    .filter((h) => h.address === '0201' || h.address === '0304')
    .map((h) => `${h.address} ${h.owner ?? 'none'}`);

function toBattles(orders: Orders, choices: Orders) {
  const o = runStage('orders', startState(), orders, OVERRIDES);
  return runStage('fight-or-flight', o.state, choices, OVERRIDES);
}

const line = (player: string, subject: string, fact: string, value: string | number): StageReportLine => ({
  battle: 'T3-02',
  player,
  subject,
  fact,
  value,
});

describe('ME Battles stage: a tabletop report (5.4C, 6.0C-6.4C)', () => {
  // Cid holds his capital 0104 under War Footing (Table 2: a Town, City or Capital).
  const orders = withOrders(ORDERS, {
    Cid: [{ kind: 'edict', hex: '0104', edict: 'War Footing', provoke: false }],
  });
  const report = {
    battle: 'T3-02',
    lines: [
      line('Cid', 'T3-02', 'winner', 'Cid'),
      line('Cid', 'T3-02', 'level', 'solid victory'),
      line('Bob', 'Bob', 'total army size', 1300),
      line('Cid', 'Cid', 'total army size', 1250),
      line('Bob', 'Bors', 'fell', 'yes'),
      line('Cid', 'Spearmen', 'models lost', 8),
    ],
  };
  // Table 13: Bors d6 1 − 1 (major defeat: a solid victory reads major, ME-R4) = 0: Dead. Table 12: d6 1.
  const overrides = new Map([
    ...OVERRIDES,
    ['me:incite:0204:Bob#1', 1],
    ['me:incite:0204:Bob#2', 2],
    ['me:battle:T3-02:recovery:Bors:recovery', 1],
    ['me:battle:T3-02:units:Spearmen', 1],
  ]);
  // 6.1.1C: Table 12 only "if your army must fight again before the end of the turn". With `again`, Bob (1 power)
  // incites neutrals against Cid's 0204, which Grey Watch's patrol covers: 1 + 2 = 3 × 100 = 300, a Lost Cause
  // against Grey Watch after T3-02, so Grey Watch fights again.
  const incite: MeOrder = {
    kind: 'expenditure',
    expenditure: { action: 'Incite Neutrals', hex: '0204', points: 1, moreDice: [] },
    cost: 1,
  };
  const play = (warFooting: 4 | 2, again = false) => {
    const settings = { ...DEFAULT_ME_SETTINGS, warFooting };
    const start = startState();
    const state = again
      ? {
          ...start,
          campaign: {
            ...start.campaign,
            kingdoms: start.campaign.kingdoms.map((k) => (k.player === 'Bob' ? { ...k, power: 1 } : k)),
          },
        }
      : start;
    const o = runStage('orders', state, again ? withOrders(orders, { Bob: [incite] }) : orders, overrides, {
      settings,
    });
    const f = runStage('fight-or-flight', o.state, none, overrides, { settings });
    return runStage('battles', f.state, none, overrides, { settings, reports: [report] });
  };

  it('Cid wins: Bors dies (Table 13), Red Band has no character left and disperses (3.3B); no conquest', () => {
    const r = play(4);
    expect(r.battles[1]?.mode).toBe('tabletop');
    expect(r.battles[1]?.winner).toBe('Cid');
    expect(r.state.campaign.characters.find((c) => c.name === 'Bors')?.status).toBe('dead');
    expect(r.state.campaign.armies.find((a) => a.name === 'Red Band')?.dispersedTurn).toBe(3);
    expect(owners(runStage('final', r.state, none, overrides))).toEqual(['0201 Ann', '0304 Cid']);
  });

  it('Cato: +1 participating (Table 15) +1 as General of the smaller army, 50 / 1250 = 4% ≤ 10% (Table 16, ME-R6)', () => {
    expect(play(4).state.campaign.characters.find((c) => c.name === 'Cato')?.xp).toBe(2);
  });

  it('6.1.1C: Grey Watch fights no other battle this turn, so no Table 12 roll ("all units recover ... at the end of a campaign turn")', () => {
    expect(play(4).events.some((x) => x.subject === 'Spearmen')).toBe(false);
  });

  it('ME-R1: Spearmen recover with War Footing +4: d6 1 + 2 (major victory) + 4 = 7: 1 in 2 of 8, up: 4', () => {
    const r = play(4, true);
    expect(r.battles.map((b) => b.id)).toEqual(['T3-01', 'T3-02', 'T3-03']);
    const e = r.events.find((x) => x.subject === 'Spearmen');
    expect(e?.effect).toBe(
      'Spearmen: d6 1 +2 (major victory) +4 (War Footing) = 7: 1 in 2 of 8 lost, rounded up → 4 recovered',
    );
  });

  it('ME-R1 setting 2: d6 1 + 2 + 2 = 5: 1 in 3 of 8, up: 3', () => {
    const e = play(2, true).events.find((x) => x.subject === 'Spearmen');
    expect(e?.effect).toBe(
      'Spearmen: d6 1 +2 (major victory) +2 (War Footing) = 5: 1 in 3 of 8 lost, rounded up → 3 recovered',
    );
  });
});

describe('ME Fight or Flight (2.4A, ME-R21)', () => {
  it('Cid flees: Bob wins by default, Bors +1 XP, and takes 0304 without a fight', () => {
    const f = toBattles(
      ORDERS,
      new Map([['Cid', [{ kind: 'fight or flee', battle: 'T3-02', choice: 'Flee' }]]]),
    );
    expect(f.battles[1]?.mode).toBe('fled');
    const b = runStage('battles', f.state, none, OVERRIDES);
    expect(b.battles[1]?.winner).toBe('Bob');
    expect(b.state.campaign.characters.find((c) => c.name === 'Bors')?.xp).toBe(1);
    expect(b.state.campaign.characters.find((c) => c.name === 'Cato')?.xp).toBe(0);
    expect(owners(runStage('final', b.state, none, OVERRIDES))).toEqual(['0201 Ann', '0304 Bob']);
  });

  it('both flee: no battle, no XP, and the invader does not take the hex (ME-R21)', () => {
    const flee = (p: string) =>
      [p, [{ kind: 'fight or flee' as const, battle: 'T3-02', choice: 'Flee' as const }]] as const;
    const f = toBattles(ORDERS, new Map([flee('Bob'), flee('Cid')]));
    const b = runStage('battles', f.state, none, OVERRIDES);
    expect(b.battles[1]?.mode).toBe('no battle');
    expect(b.battles[1]?.winner).toBeNull();
    expect(b.state.campaign.characters.find((c) => c.name === 'Bors')?.xp).toBe(0);
    expect(owners(runStage('final', b.state, none, OVERRIDES))).toEqual(['0201 Ann', '0304 Cid']);
  });
});

describe('ME Battles stage: a report that cannot be read', () => {
  it('names the problem and resolves the battle by App. D instead (2.5A)', () => {
    const f = toBattles(ORDERS, none);
    const bad = {
      battle: 'T3-02',
      lines: [line('Bob', 'T3-02', 'winner', 'Zed'), line('Bob', 'T3-02', 'level', 'massacre')],
    };
    const b = runStage('battles', f.state, STRATEGIES, OVERRIDES, { reports: [bad] });
    expect(b.battles[1]?.mode).toBe('abstract');
    expect(b.events.map((e) => e.effect)).toContain(
      "report not applied: Winner 'Zed' is not a side of this battle (Bob, Cid); resolved by App. D",
    );
  });
});

describe('ME stages: a turn with no battle', () => {
  it('goes from the orders straight to the Final Results', () => {
    const quiet = withOrders(ORDERS, {}, ['invade']);
    const o = runStage('orders', startState(), quiet, OVERRIDES);
    expect(o.battles).toEqual([]);
    expect(o.next).toEqual({ turn: 3, stage: 'final', round: 1 });
  });
});
