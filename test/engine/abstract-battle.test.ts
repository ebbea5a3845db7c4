import {
  isLostCause,
  outcomeRow,
  resolveAbstractBattle,
  strategyEffect,
  strategyModifier,
  strengthIndex,
} from '../../src/engine/abstract-battle';
import { Dice } from '../../src/engine/dice';

/** Mighty Empires Appendix D, as digested in rules/rulesets/mighty-empires.md (Tables 23-25, ME-R7, R10, R38). */

const dice = (fixed: Record<string, number>): Dice => new Dice('abstract', new Map(Object.entries(fixed)));

describe('Table 23: basic strategy modifier (rows defender, columns attacker)', () => {
  it.each([
    [1000, 1000, 0],
    [750, 1000, -2],
    [1250, 1000, 1],
    [1500, 1000, 3],
    [1750, 1000, 5],
    [1000, 1250, -1],
    [2500, 1500, 5],
    [1500, 2500, -5],
    [2250, 2500, -1],
    [500, 500, 0],
    [750, 500, 3],
    [500, 750, -3],
    [1250, 750, 3],
    [750, 1250, -4],
  ])('attacker %i, defender %i: %i', (att, def, mod) => {
    expect(strategyModifier(att, def)).toBe(mod);
  });
  it('ME-R7: strengths round to the nearest 250, half up, clamped to 250-2500', () => {
    expect([100, 374, 375, 1124, 1125, 4000].map(strengthIndex)).toEqual([0, 0, 1, 3, 4, 9]);
  });
  it('2.0C Lost Cause: one army at least twice the other (checked on the true points)', () => {
    expect(isLostCause(1000, 500)).toBe(true);
    expect(isLostCause(999, 500)).toBe(false);
    expect(strategyModifier(2000, 1000)).toBeNull();
  });
  it('ME-R38: an LC cell for armies less than twice apart steps the larger index down (400 v 350 → 250/250 = 0; 1000 v 550 → 750/500)', () => {
    expect(strategyModifier(400, 350)).toBe(0);
    expect(strategyModifier(1000, 550)).toBe(3);
    expect(strategyModifier(550, 1000)).toBe(-3);
  });
});

describe('Table 24: battle strategy', () => {
  it.each([
    ['Direct Attack', 'Counter Attack', -2],
    ['Surprise Attack', 'Counter Attack', 0],
    ['Flank Attack', 'Counter Attack', 1],
    ['Direct Attack', 'Hold', 0],
    ['Surprise Attack', 'Hold', 1],
    ['Flank Attack', 'Hold', -1],
    ['Direct Attack', 'Withdraw', 2],
    ['Surprise Attack', 'Withdraw', -1],
    ['Flank Attack', 'Withdraw', 0],
  ] as const)('%s against %s: %i', (att, def, mod) => {
    expect(strategyEffect(att, def)).toBe(mod);
  });
});

describe('Table 25: battle outcome by the adjusted roll', () => {
  it.each([
    [-3, 'Defender Major Victory'],
    [2, 'Defender Major Victory'],
    [3, 'Defender Minor Victory'],
    [5, 'Defender Minor Victory'],
    [6, 'Draw'],
    [8, 'Draw'],
    [9, 'Attacker Minor Victory'],
    [11, 'Attacker Minor Victory'],
    [12, 'Attacker Major Victory'],
    [20, 'Attacker Major Victory'],
  ])('%i: %s', (roll, outcome) => {
    expect(outcomeRow(roll).outcome).toBe(outcome);
  });
  it('ME-R10: the Draw gives both sides d6 x 50 per 500 and characters falling on 4+', () => {
    expect(outcomeRow(7)).toMatchObject({
      attacker: { base: 0, die: 6, fall: 4 },
      defender: { base: 0, die: 6, fall: 4 },
    });
  });
});

describe('resolveAbstractBattle', () => {
  it('attacker 1500 (Flank Attack) against defender 1000 (Counter Attack): 2d6 4+5 + 3 + 1 = 13, Attacker Major Victory; losses and falls by hand', () => {
    const d = dice({
      'battle:T3-B1:outcome:1': 4,
      'battle:T3-B1:outcome:2': 5,
      // Attacker Major: attacker d3 x 50 per full 500 (3 blocks), characters fall on 6+.
      'battle:T3-B1:losses:attacker:1': 1,
      'battle:T3-B1:losses:attacker:2': 2,
      'battle:T3-B1:losses:attacker:3': 3,
      'battle:T3-B1:falls:Lord Red': 6,
      // Defender: 100 + d6 x 50 per 500 (2 blocks), characters fall on 3+.
      'battle:T3-B1:losses:defender:1': 6,
      'battle:T3-B1:losses:defender:2': 1,
      'battle:T3-B1:falls:Blue Captain': 2,
      'battle:T3-B1:falls:Blue Mage': 3,
    });
    const r = resolveAbstractBattle(
      {
        key: 'battle:T3-B1',
        attacker: { name: 'Red', points: 1500, characters: ['Lord Red'], strategy: 'Flank Attack' },
        defender: {
          name: 'Blue',
          points: 1000,
          characters: ['Blue Captain', 'Blue Mage'],
          strategy: 'Counter Attack',
        },
      },
      d,
    );
    expect(r).toMatchObject({
      modifier: 3,
      strategy: 1,
      roll: 9,
      adjusted: 13,
      outcome: 'Attacker Major Victory',
    });
    // 50 + 100 + 150 = 300; (100 + 300) + (100 + 50) = 550.
    expect(r.attacker).toEqual({ pointsLost: 300, fallen: ['Lord Red'], survivors: [] });
    expect(r.defender).toEqual({ pointsLost: 550, fallen: ['Blue Mage'], survivors: ['Blue Captain'] });
    expect(r.rolls.map((x) => x.key)).toEqual([
      'battle:T3-B1:outcome:1',
      'battle:T3-B1:outcome:2',
      'battle:T3-B1:losses:attacker:1',
      'battle:T3-B1:losses:attacker:2',
      'battle:T3-B1:losses:attacker:3',
      'battle:T3-B1:falls:Lord Red',
      'battle:T3-B1:losses:defender:1',
      'battle:T3-B1:losses:defender:2',
      'battle:T3-B1:falls:Blue Captain',
      'battle:T3-B1:falls:Blue Mage',
    ]);
    expect(d.log().every((x) => x.overridden)).toBe(true);
  });

  it('an army under 500 points rolls no losses (only full 500s count)', () => {
    const r = resolveAbstractBattle(
      {
        key: 'b',
        attacker: { name: 'A', points: 450, characters: [], strategy: 'Direct Attack' },
        defender: { name: 'D', points: 400, characters: [], strategy: 'Hold' },
      },
      dice({ 'b:outcome:1': 1, 'b:outcome:2': 1 }),
    );
    // 450 → 500, 400 → 500: modifier 0; 1 + 1 + 0 + 0 = 2, Defender Major Victory.
    expect(r).toMatchObject({
      outcome: 'Defender Major Victory',
      attacker: { pointsLost: 0 },
      defender: { pointsLost: 0 },
    });
  });

  it('a Lost Cause rolls nothing: the smaller army flees', () => {
    const d = dice({});
    const r = resolveAbstractBattle(
      {
        key: 'b',
        attacker: { name: 'A', points: 2000, characters: ['x'], strategy: 'Direct Attack' },
        defender: { name: 'D', points: 900, characters: [], strategy: 'Hold' },
      },
      d,
    );
    expect(r.outcome).toBe('Lost Cause');
    expect(d.log()).toEqual([]);
  });
});
