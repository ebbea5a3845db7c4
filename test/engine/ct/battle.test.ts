import {
  allianceAllowed,
  classifyBattle,
  multiPlayerGainers,
  rescueWinner,
  rollClimate,
  twoPlayerWinner,
} from '../../../src/engine/ct/battle';
import { DEFAULT_CT_SETTINGS } from '../../../src/engine/ct/model';
import { dice, player } from './fixtures';

describe('Battle types (001 [Battles] 1)', () => {
  it('two sides, allies allowed, is a two-player battle; more than two single players is multi-player', () => {
    expect(classifyBattle([['A', 'C'], ['B']])).toEqual({ ok: true, value: 'two-player' });
    expect(classifyBattle([['A'], ['B'], ['C']])).toEqual({ ok: true, value: 'multi-player' });
    const allied = classifyBattle([['A', 'D'], ['B'], ['C']]);
    expect(!allied.ok && allied.error).toMatch(/no allies/);
  });
});

describe('Allies (001 [Forces] 3; [Races] 5.a, 6.a; CT-R5)', () => {
  it('Stygians ally only with Stygians', () => {
    const r = allianceAllowed(player('A', { race: 'Stygian' }), player('B'), DEFAULT_CT_SETTINGS);
    expect(!r.ok && r.error).toMatch(/Stygian players may only ally with Stygian/);
    expect(
      allianceAllowed(player('A', { race: 'Stygian' }), player('B', { race: 'Stygian' }), DEFAULT_CT_SETTINGS)
        .ok,
    ).toBe(true);
  });

  it('Devout ally only with Devout by default, and freely when the CT-R5 setting is off', () => {
    const a = player('A', { race: 'Devout' });
    expect(allianceAllowed(a, player('B'), DEFAULT_CT_SETTINGS).ok).toBe(false);
    expect(allianceAllowed(a, player('B'), { ...DEFAULT_CT_SETTINGS, devoutAllyOnlyDevout: false }).ok).toBe(
      true,
    );
  });
});

describe('Climate and season before each battle (Table 3)', () => {
  it('reads a D20 of 7 as Temperate Winter, keyed ct:climate:<battle>', () => {
    const c = rollClimate(dice({ 'ct:climate:B1': 7 }), 'B1');
    expect([c.row.climate, c.row.season, c.event.key, c.event.result]).toEqual([
      'Temperate',
      'Winter',
      'ct:climate:B1',
      7,
    ]);
    expect(c.event.effect).toContain('Cold-Blooded');
  });
});

describe('Victory (001 [Battles] 2; CT-R11)', () => {
  const side = (player: string, missionAchieved: boolean, woundsInflicted: number) => ({
    player,
    missionAchieved,
    woundsInflicted,
  });
  it('one side achieved its conditions: it wins, whatever the wounds', () => {
    expect(twoPlayerWinner(side('A', false, 9), side('B', true, 1))).toBe('B');
  });
  it('both: the most wounds inflicted wins; equal wounds are a draw (CT-R11)', () => {
    expect(twoPlayerWinner(side('A', true, 6), side('B', true, 5))).toBe('A');
    expect(twoPlayerWinner(side('A', true, 5), side('B', true, 5))).toBeNull();
  });
  it('neither: a draw', () => {
    expect(twoPlayerWinner(side('A', false, 6), side('B', false, 0))).toBeNull();
  });
  it('multi-player: each player who accomplished his mission generates a territory (1.b)', () => {
    expect(multiPlayerGainers([side('A', true, 0), side('B', false, 3), side('C', true, 1)])).toEqual([
      'A',
      'C',
    ]);
  });
  it('Rescue: the attacker wins only by freeing every captive (4.a.2)', () => {
    expect(rescueWinner('A', 'B', 3, 3)).toBe('A');
    expect(rescueWinner('A', 'B', 3, 2)).toBe('B');
  });
});
