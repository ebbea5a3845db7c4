import { Dice } from '../../../../src/engine/dice';
import { coverage, lookup } from '../../../../src/engine/core/tables';
import {
  applyInjuries,
  characterRecovery,
  modelsRecovered,
  undeadCap,
  unitRecovery,
} from '../../../../src/engine/me/battle/recovery';
import {
  RECOVERY_RANGE_TABLES,
  TABLE_12_UNIT_RECOVERY,
  TABLE_13_CHARACTER_RECOVERY,
  TABLE_14_INJURY,
} from '../../../../src/engine/me/battle/recovery-tables';
import type { MeCharacter } from '../../../../src/engine/me/model';

const dice = (fixed: Record<string, number>): Dice => new Dice('recovery', new Map(Object.entries(fixed)));

const hero: MeCharacter = {
  name: 'Kurt',
  owner: 'Anna',
  army: 'First',
  rank: 'Hero',
  wizardLevel: 0,
  role: null,
  xp: 0,
  advancementRolls: 0,
  advances: [],
  injuryChanges: {},
  injuries: [],
  psychology: [],
  status: 'active',
  statusTurn: 0,
};

describe('recovery tables cover their dice (ME-R5 for Table 14)', () => {
  it.each(RECOVERY_RANGE_TABLES.map((t) => [t.id, t] as const))('%s has no gap or overlap', (_id, t) => {
    expect(coverage(t)).toEqual({ gaps: [], overlaps: [] });
  });
});

describe('Table 12: Unit recovery (004 6.1.1C), row by row', () => {
  // Book: a unit that lost 12 models. Rows by the modified d6, worked by hand:
  // ≤1 none; 2: 12/4 = 3; 3: 3; 4: 12/3 = 4; 5: 4; 6: 6; 7: 6; 8: 2·12/3 = 8; 9: 8; ≥10: 3·12/4 = 9.
  const twelve: [number, number][] = [
    [0, 0],
    [1, 0],
    [2, 3],
    [3, 3],
    [4, 4],
    [5, 4],
    [6, 6],
    [7, 6],
    [8, 8],
    [9, 8],
    [10, 9],
    [12, 9],
  ];
  it.each(twelve)('modified %i: %i of 12 lost recover', (modified, out) => {
    const row = lookup(TABLE_12_UNIT_RECOVERY, modified);
    expect(modelsRecovered(12, row.numerator, row.denominator, row.rounding)).toBe(out);
  });
  // Book: "so a unit that lost three models does not recover any" (2) / "recovers one" (3).
  it("the book's example: 3 lost, 1 in 4 rounded down is 0, rounded up 1", () => {
    expect(modelsRecovered(3, 1, 4, 'down')).toBe(0);
    expect(modelsRecovered(3, 1, 4, 'up')).toBe(1);
  });
  // 7 lost: 1 in 3 → 7/3 = 2.33: down 2, up 3; 2 in 3 → 14/3 = 4.67: down 4, up 5; 3 in 4 → 21/4 = 5.25: down 5, up 6.
  it('rounds 7 lost by hand', () => {
    expect(modelsRecovered(7, 1, 3, 'down')).toBe(2);
    expect(modelsRecovered(7, 1, 3, 'up')).toBe(3);
    expect(modelsRecovered(7, 2, 3, 'down')).toBe(4);
    expect(modelsRecovered(7, 2, 3, 'up')).toBe(5);
    expect(modelsRecovered(7, 3, 4, 'down')).toBe(5);
  });
  it('modifiers: d6 4 with a major victory (+2) reads row 6: 1 in 2 of 7, rounded down = 3', () => {
    const r = unitRecovery(dice({ u: 4 }), 'u', {
      unit: 'Spearmen',
      lost: 7,
      result: 'major victory',
      warFooting: false,
    });
    expect(r.modified).toBe(6);
    expect(r.recovered).toBe(3);
    expect(r.events[0]?.key).toBe('u');
  });
  it('a major defeat (−2) on a 3 reads ≤ 1: none', () => {
    expect(
      unitRecovery(dice({ u: 3 }), 'u', { unit: 'X', lost: 7, result: 'major defeat', warFooting: false })
        .recovered,
    ).toBe(0);
  });
  it('minor defeat −1, draw 0, minor victory +1', () => {
    expect(
      unitRecovery(dice({ u: 5 }), 'u', { unit: 'X', lost: 6, result: 'minor defeat', warFooting: false })
        .modified,
    ).toBe(4);
    expect(
      unitRecovery(dice({ u: 5 }), 'u', { unit: 'X', lost: 6, result: 'draw', warFooting: false }).modified,
    ).toBe(5);
    expect(
      unitRecovery(dice({ u: 5 }), 'u', { unit: 'X', lost: 6, result: 'minor victory', warFooting: false })
        .modified,
    ).toBe(6);
  });
  it('ME-R1: War Footing adds +4 (Table 12) and a round-down row rounds up: d6 2 + 0 + 4 = 6, 1 in 2 of 7 up = 4', () => {
    const r = unitRecovery(dice({ u: 2 }), 'u', { unit: 'X', lost: 7, result: 'draw', warFooting: true });
    expect(r.modified).toBe(6);
    expect(r.recovered).toBe(4);
    expect(r.events[0]?.table).toContain('ME-R1');
  });
  it("ME-R1 setting: Table 2's +2 instead: d6 2 + 2 = 4, 1 in 3 of 7 up = 3", () => {
    const r = unitRecovery(dice({ u: 2 }), 'u', {
      unit: 'X',
      lost: 7,
      result: 'draw',
      warFooting: true,
      warFootingBonus: 2,
    });
    expect(r.modified).toBe(4);
    expect(r.recovered).toBe(3);
  });
  it('never recovers more than were lost', () => {
    expect(modelsRecovered(1, 3, 4, 'up')).toBe(1);
  });
});

describe('Table 13: Character recovery (004 6.1.2C), row by row', () => {
  it.each([
    [0, 'Dead'],
    [1, 'Dead'],
    [2, 'Unconscious'],
    [3, 'Badly wounded'],
    [4, 'Wounded'],
    [5, 'Wounded'],
    [6, 'Survived'],
    [7, 'Survived'],
  ])('%i reads %s', (n, r) => {
    expect(lookup(TABLE_13_CHARACTER_RECOVERY, n)).toBe(r);
  });
  it('a 2 in a defeat (−1) reads 1: dead', () => {
    const r = characterRecovery(dice({ 'c:recovery': 2 }), 'c', {
      name: 'Kurt',
      result: 'minor defeat',
    });
    expect(r.dead).toBe(true);
    expect(r.recovery).toBe('Dead');
  });
  it('a 5 in a victory (+1) reads 6: survived without injury', () => {
    const r = characterRecovery(dice({ 'c:recovery': 5 }), 'c', {
      name: 'Kurt',
      result: 'major victory',
    });
    expect(r).toMatchObject({ recovery: 'Survived', dead: false, injuries: [] });
  });
  it('Unconscious on a draw: d6 3 is found and killed', () => {
    const r = characterRecovery(dice({ 'c:recovery': 2, 'c:unconscious': 3 }), 'c', {
      name: 'Kurt',
      result: 'draw',
    });
    expect(r.recovery).toBe('Killed unconscious');
    expect(r.dead).toBe(true);
  });
  it('Unconscious, victorious: d6 3 + 1 = 4 escapes as Badly Wounded (injury tens −1: 3,1 reads 21 Enfeebled)', () => {
    const r = characterRecovery(
      dice({ 'c:recovery': 1, 'c:unconscious': 3, 'c:injury#1': 3, 'c:injury#2': 1 }),
      'c',
      { name: 'Kurt', result: 'minor victory' },
    );
    expect(r.recovery).toBe('Badly wounded');
    expect(r.injuries.map((i) => i.name)).toEqual(['Enfeebled']);
  });
  it('ME-R5: Badly wounded with a tens of 1 reads as row 1: 1,5 → 15 Multiple injuries, whose rolls are not lowered', () => {
    const r = characterRecovery(
      dice({
        'c:recovery': 3,
        'c:injury#1': 1,
        'c:injury#2': 5,
        'c:injury:multiple': 2,
        'c:injury:multiple:1#1': 2,
        'c:injury:multiple:1#2': 1,
        'c:injury:multiple:2#1': 6,
        'c:injury:multiple:2#2': 5,
        'c:injury:multiple:2:reroll1#1': 3,
        'c:injury:multiple:2:reroll1#2': 6,
      }),
      'c',
      { name: 'Kurt', result: 'draw' },
    );
    // 21 Enfeebled (not lowered to 11 Dead); 65 Hardened is rerolled; 36 Lost leg.
    expect(r.injuries.map((i) => i.name)).toEqual(['Multiple injuries', 'Enfeebled', 'Lost leg']);
    expect(r.dead).toBe(false);
  });
  it('ME-R5: Badly wounded 1,2 reads 12: dead', () => {
    const r = characterRecovery(dice({ 'c:recovery': 3, 'c:injury#1': 1, 'c:injury#2': 2 }), 'c', {
      name: 'K',
      result: 'draw',
    });
    expect(r.dead).toBe(true);
  });
});

describe('Table 14: Injury (004 6.1.2C), row by row from the book', () => {
  const book: [number, string][] = [
    [11, 'Dead'],
    [12, 'Dead'],
    [13, 'Dead'],
    [14, 'Dead'],
    [15, 'Multiple injuries'],
    [16, 'Multiple injuries'],
    [21, 'Enfeebled'],
    [22, 'Enfeebled'],
    [23, 'Broken body'],
    [24, 'Broken body'],
    [25, 'Weakened constitution'],
    [26, 'Weakened constitution'],
    [31, 'Deep arm wound'],
    [32, 'Lost arm'],
    [33, 'Blinded in one eye'],
    [34, 'Blinded in one eye'],
    [35, 'Smashed leg'],
    [36, 'Lost leg'],
    [41, 'Blow to the head'],
    [42, 'Blow to the head'],
    [43, 'Lost coordination'],
    [44, 'Lost coordination'],
    [45, 'Easily confused'],
    [46, 'Easily confused'],
    [51, 'Fear'],
    [52, 'Fear'],
    [53, 'Hate'],
    [54, 'Hate'],
    [55, 'Frenzy'],
    [56, 'Frenzy'],
    [61, 'Full recovery'],
    [62, 'Full recovery'],
    [63, 'Full recovery'],
    [64, 'Full recovery'],
    [65, 'Hardened'],
    [66, 'Transformed / Cheated Death'],
  ];
  it.each(book)('d66 %i: %s', (n, name) => {
    expect(lookup(TABLE_14_INJURY, n).name).toBe(name);
  });
  it('the characteristics each lowers', () => {
    const ch = (n: number) => lookup(TABLE_14_INJURY, n).change;
    expect(ch(21)).toEqual({ characteristic: 'S', by: -1 });
    expect(ch(23)).toEqual({ characteristic: 'T', by: -1 });
    expect(ch(25)).toEqual({ characteristic: 'W', by: -1 });
    expect(ch(31)).toEqual({ characteristic: 'WS', by: -1 });
    expect(ch(32)).toEqual({ characteristic: 'WS', by: -1 });
    expect(ch(33)).toEqual({ characteristic: 'BS', by: -1 });
    expect(ch(35)).toEqual({ characteristic: 'M', by: -1 });
    expect(ch(41)).toEqual({ characteristic: 'I', by: -1 });
    expect(ch(43)).toEqual({ characteristic: 'A', by: -1 });
  });
});

describe('applying injuries (Table 14)', () => {
  const row = (n: number) => lookup(TABLE_14_INJURY, n);
  it('lowers the characteristic and adds psychology', () => {
    const { character } = applyInjuries(hero, { dead: false, injuries: [row(21), row(55)] }, 3);
    expect(character.injuryChanges).toEqual({ S: -1 });
    expect(character.psychology).toEqual(['Frenzy']);
    expect(character.status).toBe('active');
  });
  it('a second Lost arm retires him', () => {
    const once = applyInjuries(hero, { dead: false, injuries: [row(32)] }, 3).character;
    expect(once.status).toBe('active');
    expect(once.injuries).toEqual(['Lost arm']);
    const twice = applyInjuries(once, { dead: false, injuries: [row(32)] }, 4).character;
    expect(twice.status).toBe('retired');
    expect(twice.statusTurn).toBe(4);
  });
  it('Lost leg halves Movement rounding up: M 5 → 3, a change of −2', () => {
    const { character } = applyInjuries(hero, { dead: false, injuries: [row(36)] }, 3, { M: 5 });
    expect(character.injuryChanges.M).toBe(-2);
  });
  it('"If injury reduces any of a character\'s statistics to zero, he dies": A 1, Lost coordination', () => {
    const { character } = applyInjuries(hero, { dead: false, injuries: [row(43)] }, 3, { A: 1 });
    expect(character.status).toBe('dead');
  });
  it('Transformed: a wizard gains a magic level; Cheated Death: others +1 Leadership', () => {
    const wizard = applyInjuries(
      { ...hero, wizardLevel: 2 },
      { dead: false, injuries: [row(66)] },
      3,
    ).character;
    expect(wizard.wizardLevel).toBe(3);
    const other = applyInjuries(hero, { dead: false, injuries: [row(66)] }, 3).character;
    expect(other.injuryChanges.Ld).toBe(1);
  });
  it('dead from Table 13 is dead', () => {
    expect(applyInjuries(hero, { dead: true, injuries: [] }, 3).character.status).toBe('dead');
  });
});

describe('6.1.1C: Undead units capped at their size at the start of the turn', () => {
  it('a unit of 20 raised to 26 goes back to 20; one at 15 stays 15', () => {
    expect(undeadCap(26, 20)).toBe(20);
    expect(undeadCap(15, 20)).toBe(15);
  });
});
