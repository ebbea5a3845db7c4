import { Dice } from '../../../../src/engine/dice';
import { coverage, lookup } from '../../../../src/engine/core/tables';
import {
  advanceCharacter,
  advancementRollsDue,
  isLivingLegend,
  rollAdvancement,
} from '../../../../src/engine/me/battle/advancement';
import {
  ADVANCEMENT_RANGE_TABLES,
  SKILL_TABLE_DATA,
  TABLE_18_ADVANCEMENT,
} from '../../../../src/engine/me/battle/advancement-tables';
import type { Advance, MeCharacter } from '../../../../src/engine/me/model';

const dice = (fixed: Record<string, number>): Dice => new Dice('adv', new Map(Object.entries(fixed)));
const two = (key: string, a: number, b: number): Record<string, number> => ({
  [`${key}#1`]: a,
  [`${key}#2`]: b,
});

const hero: MeCharacter = {
  name: 'Kurt',
  owner: 'Anna',
  army: 'First',
  rank: 'Hero',
  wizardLevel: 0,
  role: null,
  xp: 3,
  advancementRolls: 0,
  advances: [],
  injuryChanges: {},
  injuries: [],
  psychology: [],
  status: 'active',
  statusTurn: 0,
};

describe('App. C tables cover their dice', () => {
  it.each(ADVANCEMENT_RANGE_TABLES.map((t) => [t.id, t] as const))('%s has no gap or overlap', (_id, t) => {
    expect(coverage(t)).toEqual({ gaps: [], overlaps: [] });
  });
});

describe('Table 18: Advancement (printed "Table 3"), row by row', () => {
  const read = (n: number, d6: number): string => {
    const row = lookup(TABLE_18_ADVANCEMENT, n);
    if (row.kind === 'skill') return 'skill';
    if (row.kind === 'advance') return row.advance.result;
    return (d6 <= 3 ? row.upTo3 : row.from4).result;
  };
  it.each([
    [2, 1, 'skill'],
    [3, 1, 'skill'],
    [4, 6, 'skill'],
    [5, 1, '+1 Strength'],
    [5, 3, '+1 Strength'],
    [5, 4, '+1 Attack'],
    [6, 3, '+1 Leadership'],
    [6, 4, '+1 Weapon Skill or Ballistic Skill'],
    [7, 1, '+1 Weapon Skill or Ballistic Skill'],
    [8, 2, '+1 Weapon Skill or Ballistic Skill'],
    [8, 5, '+1 Initiative'],
    [9, 1, '+1 Wound'],
    [9, 6, '+1 Toughness'],
    [10, 1, 'skill'],
    [11, 1, 'skill'],
    [12, 1, 'skill'],
  ])('2d6 %i, d6 %i: %s', (n, d6, result) => {
    expect(read(n, d6)).toBe(result);
  });
});

describe('Tables 19-22: skills, row by row', () => {
  it('Fighting (19, printed 4)', () => {
    expect(SKILL_TABLE_DATA.Fighting.rows.map((r) => r.result)).toEqual([
      'Always Strike First',
      'Re-roll missed attacks',
      'Re-roll failed to-wound',
      'Enemies are -1 to hit the character',
      'The character is +1 to hit others',
      'Inspiring Leader',
    ]);
    expect(SKILL_TABLE_DATA.Fighting.cite).toContain('printed "Table 4"');
  });
  it('Shooting (20), Command (21), Magic (22): first and last rows', () => {
    expect(lookup(SKILL_TABLE_DATA.Shooting, 3)).toBe('No penalties for shooting at long range');
    expect(lookup(SKILL_TABLE_DATA.Shooting, 6)).toBe('May ignore targeting restrictions');
    expect(lookup(SKILL_TABLE_DATA.Command, 1)).toBe('Automatically passes all rally tests');
    expect(lookup(SKILL_TABLE_DATA.Command, 6)).toBe('Command Radius');
    expect(lookup(SKILL_TABLE_DATA.Magic, 1)).toBe('+1 to cast');
    expect(lookup(SKILL_TABLE_DATA.Magic, 6)).toBe('Gain a magic level');
  });
});

describe('advancement rolls (6.3C)', () => {
  it('one roll per 3 XP, less those taken', () => {
    expect(advancementRollsDue({ xp: 2, advancementRolls: 0 })).toBe(0);
    expect(advancementRollsDue({ xp: 7, advancementRolls: 1 })).toBe(1);
    expect(advancementRollsDue({ xp: 9, advancementRolls: 1 })).toBe(2);
  });
  it('2d6 5 then d6 2: +1 Strength', () => {
    const r = rollAdvancement(dice({ ...two('a', 2, 3), 'a:d6': 2 }), 'a', hero);
    expect(r.advance).toEqual({ table: 'Advancement', result: '+1 Strength', characteristic: 'S' });
    expect(r.character.advancementRolls).toBe(1);
  });
  it('7: WS or BS, the player chooses BS', () => {
    const r = rollAdvancement(dice(two('a', 3, 4)), 'a', hero, { wsOrBs: 'BS' });
    expect(r.advance.characteristic).toBe('BS');
  });
  it('an advancement a third time is rerolled: 9/d6 1 (+1 Wound, had twice) then 8/d6 5 (+1 Initiative)', () => {
    const wound: Advance = { table: 'Advancement', result: '+1 Wound', characteristic: 'W' };
    const r = rollAdvancement(
      dice({ ...two('a', 4, 5), 'a:d6': 1, ...two('a:reroll1', 4, 4), 'a:reroll1:d6': 5 }),
      'a',
      { ...hero, advances: [wound, wound] },
    );
    expect(r.advance.result).toBe('+1 Initiative');
  });
  it('a characteristic over 10 is rerolled: Ld 10, 6/d6 1 → rerolled to 7 (WS)', () => {
    const r = rollAdvancement(
      dice({ ...two('a', 3, 3), 'a:d6': 1, ...two('a:reroll1', 3, 4) }),
      'a',
      hero,
      {},
      { Ld: 10, WS: 5 },
    );
    expect(r.advance).toMatchObject({ result: '+1 Weapon Skill or Ballistic Skill', characteristic: 'WS' });
  });
  it('2-4: a skill on the chosen table; a skill already had is rerolled on the same table', () => {
    const had: Advance = { table: 'Command', result: 'Charge distance +1"', characteristic: null };
    const r = rollAdvancement(
      dice({ ...two('a', 1, 2), 'a:skill': 2, 'a:skill:reroll1': 5 }),
      'a',
      { ...hero, advances: [had] },
      { skillTables: ['Command'] },
    );
    expect(r.advance).toEqual({ table: 'Command', result: 'May reroll break tests', characteristic: null });
  });
  it('Magic 6 raises the wizard level; a fifth-level wizard rolls again', () => {
    const up = rollAdvancement(
      dice({ ...two('a', 6, 6), 'a:skill': 6 }),
      'a',
      { ...hero, wizardLevel: 2 },
      { skillTables: ['Magic'] },
    );
    expect(up.character.wizardLevel).toBe(3);
    const fifth = rollAdvancement(
      dice({ ...two('a', 6, 6), 'a:skill': 6, 'a:skill:reroll1': 1 }),
      'a',
      { ...hero, wizardLevel: 5 },
      { skillTables: ['Magic'] },
    );
    expect(fifth.advance.result).toBe('+1 to cast');
    expect(fifth.character.wizardLevel).toBe(5);
  });
  it('advanceCharacter takes every roll owed, keyed by roll number', () => {
    const r = advanceCharacter(dice({ ...two('k:1', 3, 4), ...two('k:2', 2, 3), 'k:2:d6': 5 }), 'k', {
      ...hero,
      xp: 6,
    });
    expect(r.character.advances.map((a) => a.result)).toEqual([
      '+1 Weapon Skill or Ballistic Skill',
      '+1 Attack',
    ]);
    expect(r.character.advancementRolls).toBe(2);
  });
  it('Living Legend at 5 advances (Table 9)', () => {
    const a: Advance = { table: 'Advancement', result: 'x', characteristic: null };
    expect(isLivingLegend({ advances: [a, a, a, a] })).toBe(false);
    expect(isLivingLegend({ advances: [a, a, a, a, a] })).toBe(true);
  });
});
