import { Dice } from '../../../../src/engine/dice';
import type { AbstractBattleResult } from '../../../../src/engine/abstract-battle';
import {
  abstractAftermath,
  defaultVictoryAftermath,
  tabletopAftermath,
  unitsRecovered,
} from '../../../../src/engine/me/battle/aftermath';
import type { TabletopReport } from '../../../../src/engine/me/battle/report';
import type { MeCharacter } from '../../../../src/engine/me/model';

const dice = (fixed: Record<string, number> = {}): Dice => new Dice('after', new Map(Object.entries(fixed)));
const char = (name: string, owner: string, army: string, xp = 0): MeCharacter => ({
  name,
  owner,
  army,
  rank: 'Hero',
  wizardLevel: 0,
  role: null,
  xp,
  advancementRolls: 0,
  advances: [],
  injuryChanges: {},
  injuries: [],
  psychology: [],
  status: 'active',
  statusTurn: 0,
});
const cast = [
  char('Lord A', 'Anna', 'Red', 2),
  char('Hero A', 'Anna', 'Red'),
  char('Lord B', 'Bert', 'Blue'),
];

const report: TabletopReport = {
  winner: 'Anna',
  level: 'minor victory',
  sides: [
    {
      side: 'Anna',
      totalArmySize: 1000,
      general: 'Lord A',
      characters: ['Lord A', 'Hero A'],
      hasStandard: false,
      reportSubmitted: false,
    },
    {
      side: 'Bert',
      totalArmySize: 1000,
      general: 'Lord B',
      characters: ['Lord B'],
      hasStandard: false,
      reportSubmitted: false,
    },
  ],
  fell: ['Lord B'],
  feats: [{ character: 'Hero A', feat: 'slew general' }],
  modelsLost: [],
};

describe('after a tabletop battle (6.0C)', () => {
  // By hand: Lord B fell in a minor defeat: d6 2 − 1 = 1: Dead (Table 13). Blue has no character left: dispersed
  // (3.3B). Lord A: 2 + 1 participate + 1 Generalship (0%, Table 16 row 1) = 4 XP: one advancement, 2d6 3+4 = 7,
  // +1 WS or BS (WS). Hero A: 1 participate + 1 slew the General = 2 XP, no roll.
  const r = tabletopAftermath(
    dice({ 'b:recovery:Lord B:recovery': 2, 'b:advance:Lord A:1#1': 3, 'b:advance:Lord A:1#2': 4 }),
    'b',
    report,
    cast,
    { turn: 3 },
  );
  const get = (n: string): MeCharacter | undefined => r.characters.find((c) => c.name === n);
  it('the fallen roll Table 13 by their side result (ME-R4)', () => {
    expect(r.dead).toEqual(['Lord B']);
    expect(get('Lord B')?.status).toBe('dead');
  });
  it('experience and advancement (Tables 15, 16, 18)', () => {
    expect(get('Lord A')).toMatchObject({ xp: 4, advancementRolls: 1 });
    expect(get('Lord A')?.advances).toEqual([
      { table: 'Advancement', result: '+1 Weapon Skill or Ballistic Skill', characteristic: 'WS' },
    ]);
    expect(get('Hero A')).toMatchObject({ xp: 2, advancementRolls: 0 });
    expect(get('Lord B')?.xp).toBe(0);
  });
  it('3.3B: an army with no character left disperses', () => {
    expect(r.dispersed).toEqual(['Blue']);
  });
});

describe('4.3B: neutral defenders are not tracked', () => {
  it('their characters roll nothing and gain nothing; their size still counts for Table 16', () => {
    const neutral: TabletopReport = {
      winner: 'Anna',
      level: 'massacre',
      sides: [
        {
          side: 'Anna',
          totalArmySize: 1000,
          general: 'Lord A',
          characters: ['Lord A'],
          hasStandard: false,
          reportSubmitted: false,
        },
        {
          side: 'Neutral: Orcs',
          totalArmySize: 1600,
          general: 'Boss',
          characters: ['Boss'],
          hasStandard: false,
          reportSubmitted: true,
        },
      ],
      fell: ['Boss'],
      feats: [{ character: 'Boss', feat: 'challenge won' }],
      modelsLost: [],
    };
    // Lord A: 2 + 1 participate + 3 Generalship (smaller army, 60%, Table 16 row 3) = 6: two rolls, 2d6 3+4 each.
    const r = tabletopAftermath(
      dice({
        'n:advance:Lord A:1#1': 3,
        'n:advance:Lord A:1#2': 4,
        'n:advance:Lord A:2#1': 3,
        'n:advance:Lord A:2#2': 4,
      }),
      'n',
      neutral,
      cast,
      { turn: 3 },
    );
    expect(r.characters.map((c) => [c.name, c.xp, c.advancementRolls])).toEqual([['Lord A', 6, 2]]);
    expect(r.dead).toEqual([]);
  });
});

describe('after an abstract battle (App. D, ME-R37)', () => {
  const result: AbstractBattleResult = {
    modifier: 0,
    strategy: 0,
    roll: 10,
    adjusted: 10,
    outcome: 'Attacker Minor Victory',
    attacker: { pointsLost: 0, fallen: ['Hero A'], survivors: ['Lord A'] },
    defender: { pointsLost: 0, fallen: [], survivors: ['Lord B'] },
    rolls: [],
  };
  it('a fallen attacker recovers as a minor victory (+1): d6 5 + 1 = 6 unharmed, and every survivor gets exactly 1 XP', () => {
    const r = abstractAftermath(
      dice({ 'a:recovery:Hero A:recovery': 5 }),
      'a',
      result,
      { attacker: ['Lord A', 'Hero A'], defender: ['Lord B'] },
      cast,
      { turn: 3 },
    );
    expect(r.dead).toEqual([]);
    expect(r.characters.map((c) => [c.name, c.xp])).toEqual([
      ['Lord A', 3],
      ['Hero A', 1],
      ['Lord B', 1],
    ]);
  });
  it('Unconscious (d6 1 + 1 = 2): escapes on d6 3 + 1 = 4 as Badly Wounded (d66 6,1 − 1 → 51 Fear) and gets 1 XP; killed on d6 1 + 1 = 2, none', () => {
    const sides = { attacker: ['Lord A', 'Hero A'], defender: ['Lord B'] };
    const escapes = abstractAftermath(
      dice({
        'a:recovery:Hero A:recovery': 1,
        'a:recovery:Hero A:unconscious': 3,
        'a:recovery:Hero A:injury#1': 6,
        'a:recovery:Hero A:injury#2': 1,
      }),
      'a',
      result,
      sides,
      cast,
      { turn: 3 },
    );
    expect(escapes.dead).toEqual([]);
    expect(escapes.characters.find((c) => c.name === 'Hero A')).toMatchObject({
      xp: 1,
      psychology: ['Fear'],
    });
    const killed = abstractAftermath(
      dice({ 'a:recovery:Hero A:recovery': 1, 'a:recovery:Hero A:unconscious': 1 }),
      'a',
      result,
      sides,
      cast,
      { turn: 3 },
    );
    expect(killed.dead).toEqual(['Hero A']);
    expect(killed.characters.find((c) => c.name === 'Hero A')?.xp).toBe(0);
  });
});

describe('after a flight or a Lost Cause (2.4A, 2.0C)', () => {
  it('the victors +1 XP each; Lord A reaches 3 XP and takes his advancement roll', () => {
    const r = defaultVictoryAftermath(dice(), 'f', ['Lord A', 'Hero A'], 'fled', cast, { turn: 3 });
    expect(r.characters.map((c) => [c.name, c.xp])).toEqual([
      ['Lord A', 3],
      ['Hero A', 1],
    ]);
    expect(r.characters.find((c) => c.name === 'Lord A')?.advancementRolls).toBe(1);
    expect(r.characters.find((c) => c.name === 'Hero A')?.advancementRolls).toBe(0);
  });
});

describe('6.1.1C: units of an army that fights again', () => {
  it('Table 12 for each unit of the side that lost models, by its result (ME-R4), with War Footing (ME-R1)', () => {
    const lost: TabletopReport = {
      ...report,
      modelsLost: [
        { side: 'Anna', unit: 'Spearmen', lost: 8 },
        { side: 'Anna', unit: 'Knights', lost: 0 },
        { side: 'Bert', unit: 'Goblins', lost: 12 },
      ],
    };
    // Anna won a minor victory: +1. Spearmen d6 3 + 1 = 4: 1 in 3 of 8 = 2.67, round down 2.
    const plain = unitsRecovered(dice({ 'u:Spearmen': 3 }), 'u', lost, 'Anna', false);
    expect(plain.units).toEqual([{ unit: 'Spearmen', lost: 8, recovered: 2 }]);
    // War Footing: 3 + 1 + 4 = 8: 2 in 3 of 8 = 5.33, rounded up on War Footing = 6.
    expect(unitsRecovered(dice({ 'u:Spearmen': 3 }), 'u', lost, 'Anna', true).units[0]?.recovered).toBe(6);
    // Bert, minor defeat −1: Goblins d6 1 − 1 = 0: none.
    expect(unitsRecovered(dice({ 'u:Goblins': 1 }), 'u', lost, 'Bert', false).units).toEqual([
      { unit: 'Goblins', lost: 12, recovered: 0 },
    ]);
  });
});
