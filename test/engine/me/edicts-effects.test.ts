import { Dice } from '../../../src/engine/dice';
import type { EdictOrder } from '../../../src/engine/me/edicts';
import { lootRiskFor, razeByCause, resolveEdicts } from '../../../src/engine/me/edicts-effects';
import type { MeCharacter, MeHex, MeState } from '../../../src/engine/me/model';
import { hex, kingdom, meState } from './map-fixtures';

const TURN = 3;
const beastOff = { beast: false, port: 'as a town' as const };
const beastOn = { beast: true, port: 'as a town' as const };

const character = (name: string, army: string, advances: number): MeCharacter => ({
  name,
  owner: 'A',
  army,
  rank: 'Hero',
  wizardLevel: 0,
  role: null,
  xp: 0,
  advancementRolls: advances,
  advances: Array.from({ length: advances }, (_, i) => ({
    table: 'Advancement' as const,
    result: i === 0 ? '+1 Strength' : '+1 Attack',
    characteristic: i === 0 ? ('S' as const) : ('A' as const),
  })),
  injuryChanges: {},
  injuries: [],
  psychology: [],
  status: 'active',
  statusTurn: 0,
});

function world(hexes: MeHex[]): MeState {
  return meState({
    turn: TURN,
    hexes,
    kingdoms: [kingdom('A', '0101'), kingdom('B', '0909')],
    characters: [character('Anna', 'First', 2), character('Bert', 'Second', 0)],
  });
}

function run(
  hexes: MeHex[],
  orders: EdictOrder[],
  overrides: Record<string, number>,
  settings = beastOff,
  conquered = new Map<string, string>(),
) {
  const dice = new Dice('seed', new Map(Object.entries(overrides)));
  const r = resolveEdicts(world(hexes), new Map([['A', orders]]), dice, settings, conquered);
  return { ...r, dice, hex: (a: string) => r.state.hexes.find((h) => h.address === a) as MeHex };
}

describe('ME looting (Table 4, then Table 3)', () => {
  it('a City: +500 for the next d3 turns; Suffer in Silence keeps it', () => {
    const r = run([hex('0102', { owner: 'A', major: 'City' })], [{ hex: '0102', edict: 'Loot' }], {
      'me:loot:0102:d3': 2,
      'me:loot:0102:table3': 4,
    });
    expect(r.state.carry).toEqual([
      { player: 'A', kind: 'Loot', amount: 500, fromTurn: 4, toTurn: 5, source: 'loot 0102 City' },
    ]);
    expect(r.hex('0102')).toMatchObject({ owner: 'A', major: 'City', lootedTurn: 3 });
  });

  it('an empty hex: +250 next turn only, no d3; Rebellion (2-3) makes it neutral', () => {
    const r = run([hex('0103', { owner: 'A' })], [{ hex: '0103', edict: 'Loot' }], {
      'me:loot:0103:table3': 3,
    });
    expect(r.state.carry).toEqual([
      { player: 'A', kind: 'Loot', amount: 250, fromTurn: 4, toTurn: 4, source: 'loot 0103 Empty' },
    ]);
    expect(r.hex('0103').owner).toBeNull();
    expect(r.dice.log().map((d) => d.key)).toEqual(['me:loot:0103:table3']);
  });

  it('a Deep Mine gives 2 ore at the end of this turn (production)', () => {
    const r = run([hex('0104', { owner: 'A', major: 'Deep Mine' })], [{ hex: '0104', edict: 'Loot' }], {
      'me:loot:0104:d3': 1,
      'me:loot:0104:table3': 6,
    });
    expect(r.production.get('A')).toBe(2);
  });

  it('Overzealous (1): razed as well as looted: a Town becomes empty, the hex neutral, its fortress gone', () => {
    const r = run(
      [
        hex('0105', {
          owner: 'A',
          major: 'Town',
          fortress: 'Fortress',
          garrison: 'Spears',
          watchtower: true,
        }),
      ],
      [{ hex: '0105', edict: 'Loot' }],
      { 'me:loot:0105:d3': 3, 'me:loot:0105:table3': 1 },
    );
    expect(r.state.carry[0]).toMatchObject({ amount: 250, fromTurn: 4, toTurn: 6 });
    expect(r.hex('0105')).toMatchObject({
      owner: null,
      major: null,
      fortress: null,
      garrison: '',
      watchtower: false,
    });
  });

  it('a Wizard Tower d6 2-4: a magic item up to 25 points for the kingdom; 5-6: up to 50', () => {
    const tower = [hex('0106', { owner: 'A', major: 'Wizard Tower' })];
    const loot: EdictOrder[] = [{ hex: '0106', edict: 'Loot' }];
    const low = run(tower, loot, {
      'me:loot:0106:d3': 1,
      'me:loot:0106:table4': 4,
      'me:loot:0106:table3': 6,
    });
    expect(low.state.kingdoms[0]?.magicItems).toEqual([
      'magic item up to 25 points (looted Wizard Tower 0106, turn 3)',
    ]);
    const high = run(tower, loot, {
      'me:loot:0106:d3': 1,
      'me:loot:0106:table4': 5,
      'me:loot:0106:table3': 6,
    });
    expect(high.state.kingdoms[0]?.magicItems).toEqual([
      'magic item up to 50 points (looted Wizard Tower 0106, turn 3)',
    ]);
  });

  it('an Arcane Ruin d6 1: a random character loses his latest advancement, or dies without one', () => {
    const ruin = [hex('0107', { owner: 'A', major: 'Arcane Ruin' })];
    const loot: EdictOrder[] = [{ hex: '0107', edict: 'Loot' }];
    const base = { 'me:loot:0107:d3': 1, 'me:loot:0107:table4': 1, 'me:loot:0107:table3': 6 };
    // candidates in name order: Anna (2 advances), Bert (none)
    const anna = run(ruin, loot, { ...base, 'me:loot:0107:character': 1 });
    expect(anna.state.characters.find((c) => c.name === 'Anna')?.advances.map((a) => a.result)).toEqual([
      '+1 Strength',
    ]);
    const bert = run(ruin, loot, { ...base, 'me:loot:0107:character': 2 });
    expect(bert.state.characters.find((c) => c.name === 'Bert')).toMatchObject({
      status: 'dead',
      statusTurn: 3,
    });
  });

  it('from the conquering army when the hex was conquered this turn (no die when he is alone)', () => {
    const r = run(
      [hex('0107', { owner: 'A', major: 'Arcane Ruin' })],
      [{ hex: '0107', edict: 'Loot' }],
      { 'me:loot:0107:d3': 1, 'me:loot:0107:table4': 1, 'me:loot:0107:table3': 6 },
      beastOff,
      new Map([['0107', 'Second']]),
    );
    expect(r.state.characters.find((c) => c.name === 'Bert')?.status).toBe('dead');
    expect(r.dice.log().some((d) => d.key === 'me:loot:0107:character')).toBe(false);
  });

  it('no effect on a hex not held at the end of the turn', () => {
    const r = run([hex('0108', { owner: 'B', major: 'City' })], [{ hex: '0108', edict: 'Loot' }], {});
    expect(r.state.carry).toEqual([]);
    expect(r.events[0]?.effect).toContain('not his at the end of the turn');
  });
});

describe('ME razing (Tables 3-4)', () => {
  it("razing one's Capital: a Town, neutral, defences destroyed, the capital lost", () => {
    const r = run(
      [hex('0101', { owner: 'A', major: 'Capital', fortress: 'Mighty Fortress' })],
      [{ hex: '0101', edict: 'Raze' }],
      {},
    );
    expect(r.hex('0101')).toMatchObject({ owner: null, major: 'Town', fortress: null });
    expect(r.state.kingdoms[0]?.capital).toBeNull();
  });

  it('an empty hex produces no support for d3 turns: razed on turn 3 with 3, none on turns 4-6', () => {
    const r = run([hex('0102', { owner: 'A' })], [{ hex: '0102', edict: 'Raze' }], { 'me:raze:0102:d3': 3 });
    expect(r.hex('0102')).toMatchObject({ owner: null, major: null, noSupportUntil: 7 });
  });

  it('a Tunnel stays a Tunnel with no support for d3 turns', () => {
    const r = run(
      [hex('0103', { owner: 'A', major: 'Tunnel', tunnelTo: '0909' })],
      [{ hex: '0103', edict: 'Raze' }],
      {
        'me:raze:0103:d3': 1,
      },
    );
    expect(r.hex('0103')).toMatchObject({ major: 'Tunnel', tunnelTo: '0909', noSupportUntil: 5 });
  });

  it('a Deep Mine becomes a Mine; its d6 is rolled only with the Beast module, a 1 awakens it (ME-R24)', () => {
    const mine = [hex('0104', { owner: 'A', major: 'Deep Mine' })];
    const raze: EdictOrder[] = [{ hex: '0104', edict: 'Raze' }];
    const off = run(mine, raze, {});
    expect(off.hex('0104').major).toBe('Mine');
    expect(off.dice.log()).toEqual([]);
    const on = run(mine, raze, { 'me:raze:0104:table4': 1 }, beastOn);
    expect(on.hex('0104')).toMatchObject({ major: 'Mine', beast: true });
    expect(on.beasts).toEqual(['0104']);
  });

  it('a Wizard Tower: empty; d6 1 loses a magic item (GM), 6 awakens the Beast only with the module', () => {
    const tower = [hex('0105', { owner: 'A', major: 'Wizard Tower' })];
    const raze: EdictOrder[] = [{ hex: '0105', edict: 'Raze' }];
    const one = run(tower, raze, { 'me:raze:0105:table4': 1 });
    expect(one.hex('0105').major).toBeNull();
    expect(one.events.map((e) => e.effect).join(' | ')).toContain('loses one random magic item');
    expect(run(tower, raze, { 'me:raze:0105:table4': 6 }).beasts).toEqual([]);
    expect(run(tower, raze, { 'me:raze:0105:table4': 6 }, beastOn).beasts).toEqual(['0105']);
  });

  it('an Arcane Ruin d6 1: a random character loses his latest advance', () => {
    const r = run([hex('0106', { owner: 'A', major: 'Arcane Ruin' })], [{ hex: '0106', edict: 'Raze' }], {
      'me:raze:0106:table4': 1,
      'me:raze:0106:character': 1,
    });
    expect(r.state.characters.find((c) => c.name === 'Anna')?.advances).toHaveLength(1);
  });
});

describe('ME Industry and Civilization at the end of the turn (5.1B, Table 6, ME-R8, ME-R26, App. G)', () => {
  it('production of held Industry hexes: empty 1, a Mine in a Mountain 3', () => {
    const r = run(
      [hex('0101', { owner: 'A' }), hex('0102', { owner: 'A', major: 'Mine' }, 'Mountain')],
      [
        { hex: '0101', edict: 'Industry' },
        { hex: '0102', edict: 'Industry' },
      ],
      {},
    );
    expect(r.production.get('A')).toBe(4);
  });

  it('a Deep Mine: 3 production and, with the module, 2d6 2-3 awakens the Beast', () => {
    const r = run(
      [hex('0103', { owner: 'A', major: 'Deep Mine' })],
      [{ hex: '0103', edict: 'Industry' }],
      {
        'me:industry:0103:beast#1': 1,
        'me:industry:0103:beast#2': 2,
      },
      beastOn,
    );
    expect(r.production.get('A')).toBe(3);
    expect(r.beasts).toEqual(['0103']);
    const calm = run(
      [hex('0103', { owner: 'A', major: 'Deep Mine' })],
      [{ hex: '0103', edict: 'Industry' }],
      {
        'me:industry:0103:beast#1': 2,
        'me:industry:0103:beast#2': 2,
      },
      beastOn,
    );
    expect(calm.beasts).toEqual([]);
  });

  it('a Mountain Deep Mine: 6 production; a d6 of 1 awakens the Beast', () => {
    const r = run(
      [hex('0104', { owner: 'A', major: 'Deep Mine' }, 'Mountain')],
      [{ hex: '0104', edict: 'Industry' }],
      {
        'me:industry:0104:beast': 1,
      },
      beastOn,
    );
    expect(r.production.get('A')).toBe(6);
    expect(r.beasts).toEqual(['0104']);
  });

  it('provoking: no production, the Beast on 4+', () => {
    const woods = [hex('0105', { owner: 'A', major: 'Deep Woods' })];
    const provoke: EdictOrder[] = [{ hex: '0105', edict: 'Industry', provoke: true }];
    const r = run(woods, provoke, { 'me:provoke:0105': 4 }, beastOn);
    expect(r.production.get('A')).toBeUndefined();
    expect(r.beasts).toEqual(['0105']);
    expect(run(woods, provoke, { 'me:provoke:0105': 3 }, beastOn).beasts).toEqual([]);
  });

  it('Civilization counts only a City or Capital still held', () => {
    const r = run(
      [hex('0101', { owner: 'A', major: 'Capital' }), hex('0102', { owner: 'B', major: 'City' })],
      [
        { hex: '0101', edict: 'Civilization' },
        { hex: '0102', edict: 'Civilization' },
      ],
      {},
    );
    expect(r.civilization.get('A')).toBe(1);
  });
});

describe('ME razing and looting risks outside the edicts (App. G, App. F, 5.2B)', () => {
  it("the Beast razes a City: a Town, neutral; the owner's capital lost if it was one", () => {
    const dice = new Dice('seed');
    const r = razeByCause(
      world([hex('0101', { owner: 'A', major: 'Capital' })]),
      '0101',
      'The Beast',
      'A',
      dice,
      beastOn,
      'me:beast:0101',
    );
    expect(r.state.hexes[0]).toMatchObject({ owner: null, major: 'Town' });
    expect(r.state.kingdoms[0]?.capital).toBeNull();
    expect(r.events[0]?.effect).toContain('The Beast razes Capital');
  });

  it("keys its dice under the cause: an Arcane Ruin razed by Disaster, d6 1, the owner's character", () => {
    const dice = new Dice(
      'seed',
      new Map([
        ['me:disaster:0102:table4', 1],
        ['me:disaster:0102:character', 2],
      ]),
    );
    const r = razeByCause(
      world([hex('0102', { owner: 'A', major: 'Arcane Ruin' })]),
      '0102',
      'Disaster',
      'A',
      dice,
      beastOff,
      'me:disaster:0102',
    );
    expect(r.state.characters.find((c) => c.name === 'Bert')?.status).toBe('dead');
  });

  it("incited neutrals' looting: only the Table 3 risk for the owner, no Table 4 gain", () => {
    const dice = new Dice('seed', new Map([['me:incite:0103:table3', 2]]));
    const r = lootRiskFor(
      world([hex('0103', { owner: 'A', major: 'Town' })]),
      '0103',
      dice,
      beastOff,
      'me:incite:0103',
    );
    expect(r.state.hexes[0]?.owner).toBeNull();
    expect(r.state.carry).toEqual([]);
  });
});
