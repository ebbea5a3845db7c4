/** The ME settings (digest rulings marked *(setting)*, App. F, App. G) and what two of them change in a turn. */
import { DEFAULT_ME_SETTINGS, ME_SETTINGS_ABOUT, meStages } from '../../../../src/engine/me/ruleset';
import { OVERRIDES, ORDERS, STRATEGIES, startState } from './fixture';
import { runStage, type Orders } from './harness';

const none: Orders = new Map();

describe('ME ruleset settings', () => {
  it('lists every ruling the digest marks as a setting, and the optional modules', () => {
    expect([...new Set(ME_SETTINGS_ABOUT.map((s) => s.ruling))]).toEqual([
      'ME-R1',
      'ME-R4',
      'ME-R6',
      'ME-R9',
      'ME-R11',
      'ME-R14',
      'ME-R15',
      'ME-R27',
      'ME-R38',
      'App. F',
      'App. G',
    ]);
  });

  it('defaults follow the digest: War Footing 4, solid = major, base smaller, Port as a town, bank carries', () => {
    expect(DEFAULT_ME_SETTINGS).toMatchObject({
      warFooting: 4,
      solidVictory: 'major',
      generalshipBase: 'smaller',
      support: { port: 'as a town', basicMinimum: 'at least', highElfTurnSix: '6+' },
      bank: 'carry',
      forest12: 'as 11',
      tableLostCause: 'step down',
      randomEvents: false,
      beast: false,
    });
    expect(ME_SETTINGS_ABOUT.every((s) => s.about.length > 0 && s.choices.length > 0)).toBe(true);
  });

  it('the turn is orders, fight or flight, battles, final; each waits for its own input (2.0A)', () => {
    expect(meStages().map((s) => [s.id, s.waits])).toEqual([
      ['orders', 'orders'],
      ['fight-or-flight', 'choices'],
      ['battles', 'battle reports'],
      ['final', 'nothing'],
    ]);
  });
});

describe('ME-R11 production bank', () => {
  // Dee starts with 2 in the bank; Industry on her Mine adds 2 (Table 6, ME-R8): 4 → 1 power.
  const play = (bank: 'carry' | 'empty') => {
    const settings = { ...DEFAULT_ME_SETTINGS, bank };
    const start = startState();
    const state = {
      ...start,
      campaign: {
        ...start.campaign,
        kingdoms: start.campaign.kingdoms.map((k) => (k.player === 'Dee' ? { ...k, bank: 2 } : k)),
      },
    };
    const o = runStage('orders', state, ORDERS, OVERRIDES, { settings });
    const f = runStage('fight-or-flight', o.state, none, OVERRIDES, { settings });
    const b = runStage('battles', f.state, none, OVERRIDES, { settings });
    return runStage('final', b.state, none, OVERRIDES, { settings }).state.campaign.kingdoms.find(
      (k) => k.player === 'Dee',
    );
  };

  it('carry: 4 mod 3 = 1 stays in the bank', () => {
    expect(play('carry')?.bank).toBe(1);
  });

  it('empty: the bank is emptied once it converts', () => {
    expect(play('empty')?.bank).toBe(0);
  });
});

describe('App. F random events (a setting)', () => {
  it("off: no Table 31 roll; on: Storms (2d6 1 + 3 = 4) fails Bob's invasion, so no battle at 0304", () => {
    const off = runStage('orders', startState(), ORDERS, OVERRIDES);
    expect(off.events.some((e) => e.key.startsWith('me:event:'))).toBe(false);
    const settings = { ...DEFAULT_ME_SETTINGS, randomEvents: true };
    const overrides = new Map([
      ...OVERRIDES,
      ...['Ann', 'Cid', 'Dee'].flatMap((p): [string, number][] => [
        [`me:event:${p}#1`, 3],
        [`me:event:${p}#2`, 4],
      ]),
      ['me:event:Bob#1', 1],
      ['me:event:Bob#2', 3],
    ]);
    const on = runStage('orders', startState(), ORDERS, overrides, { settings });
    expect(on.events.filter((e) => e.key.startsWith('me:event:')).map((e) => e.effect)).toEqual([
      'Random event: 2d6 7: No event',
      'Random event: 2d6 4: Storms',
      'Random event: 2d6 7: No event',
      'Random event: 2d6 7: No event',
    ]);
    expect(on.battles.map((b) => b.where)).toEqual(['0201']);
  });
});

describe('App. G the Beast (a setting)', () => {
  // The Beast stands in the empty Field 0402; d6 4 (straight down, hex.ts) takes it into Bob's empty 0403.
  const overrides = new Map([
    ...OVERRIDES,
    ['me:beast:move:0402', 4],
    ['me:beast:0403:razed from 0402:d3', 2],
  ]);
  const play = (beast: boolean) => {
    const settings = { ...DEFAULT_ME_SETTINGS, beast };
    const start = startState();
    const hexes = start.campaign.hexes.map((h) => (h.address === '0402' ? { ...h, beast: true } : h));
    const state = { ...start, campaign: { ...start.campaign, hexes } };
    const o = runStage('orders', state, ORDERS, overrides, { settings });
    const f = runStage('fight-or-flight', o.state, none, overrides, { settings });
    const b = runStage('battles', f.state, none, overrides, { settings });
    const end = runStage('final', b.state, none, overrides, { settings });
    return (a: string) => end.state.campaign.hexes.find((h) => h.address === a);
  };

  it('on: it moves one hex and razes it: an empty hex stays empty, goes neutral, no support for d3 = 2 turns (Table 4)', () => {
    const hex = play(true);
    expect(hex('0402')?.beast).toBe(false);
    expect(hex('0403')).toMatchObject({ beast: true, owner: null, major: null, noSupportUntil: 6 });
  });

  it('off: the Beast does not move', () => {
    const hex = play(false);
    expect(hex('0402')?.beast).toBe(true);
    expect(hex('0403')?.owner).toBe('Bob');
  });
});

describe('ME-R38 Table 23 Lost Cause cells (a setting)', () => {
  // Red Band at Basic 1000 against Grey Watch at 550: not 2× apart (2.0C), but 1000 and 550 index 1000 and 500.
  const play = (tableLostCause: 'step down' | 'treat as Lost Cause') => {
    const settings = { ...DEFAULT_ME_SETTINGS, tableLostCause };
    const start = startState();
    const basics: Record<string, number> = { 'Red Band': 1000, 'Grey Watch': 550 };
    const armies = start.campaign.armies.map((a) => ({ ...a, basic: basics[a.name] ?? a.basic }));
    const state = { ...start, campaign: { ...start.campaign, armies } };
    const o = runStage('orders', state, ORDERS, OVERRIDES, { settings });
    const f = runStage('fight-or-flight', o.state, none, OVERRIDES, { settings });
    return runStage('battles', f.state, STRATEGIES, OVERRIDES, { settings });
  };

  it('step down: fought by App. D at 750 against 500, +3 (Table 23): 4 + 5 + 3 − 1 = 11', () => {
    const b = play('step down');
    expect(b.battles[1]?.mode).toBe('abstract');
    const line = b.events.find((e) => e.subject === 'T3-02' && e.effect.startsWith('App. D: 2d6'));
    expect(line?.effect).toBe('App. D: 2d6 9 + 3 (Table 23) - 1 (Table 24) = 11: Attacker Minor Victory');
  });

  it('treat as Lost Cause: Grey Watch flees, Bob wins by default', () => {
    const b = play('treat as Lost Cause');
    expect(b.battles[1]).toMatchObject({ mode: 'lost cause', winner: 'Bob' });
  });
});
