import { agreement } from '../map-fixtures';
import { BLUE, RED, check, last, one, withHexes, world } from './fixture';

/** Digest §4.1 (book 004 1.0B, Table 2, 1.3A, App. G) and §4.3 (4.0B Table 5, 7.2B-7.4B), on the fixture map. */

describe('4.1 Edicts (1.0B, Table 2)', () => {
  it.each([
    ['0303 - Support Troops', '0303', 'Support Troops'],
    ['0302 - Civilization', '0302', 'Civilization'],
    ['0202 - civilisation', '0202', 'Civilization'],
    ['0303 - Industry', '0303', 'Industry'],
    ['0203 - War Footing', '0203', 'War Footing'],
    ['0303 - Loot', '0303', 'Loot'],
    ['0303 – RAZE', '0303', 'Raze'],
  ])('%s is accepted as the edict', (text, hex, edict) => {
    const l = one(text);
    expect(l.status).toBe('ok');
    expect(l.code).toBe('ME-O000');
    expect(l.subject).toBe(hex);
    expect(l.subjectKind).toBe('hex');
    expect(l.order).toEqual({ kind: 'edict', hex, edict, provoke: false });
  });

  it.each([
    ['0303 - Civilization', 'must contain a City or Capital'],
    ['0303 - War Footing', 'must contain a Town or City or Capital'],
    ['0405 - Industry', 'not a hex of your kingdom (1.0B)'],
    ['0304 - Loot', 'none of your armies invades it this turn (1.1B, 1.2B)'],
    ['0305 - Industry', 'orphaned and cannot be issued an edict (1.3A)'],
  ])('%s is refused: %s', (text, why) => {
    const l = one(text);
    expect(l.status).toBe('rejected');
    expect(l.code).toBe('ME-O010');
    expect(l.message).toContain(why);
    expect(l.order).toBeNull();
  });

  it('Loot and Raze reach a hex an army of yours invades this turn (1.1B, 1.2B)', () => {
    const r = check('Iron Host - Invade 0304\n0304 - Raze');
    expect(r.lines[1].order).toEqual({ kind: 'edict', hex: '0304', edict: 'Raze', provoke: false });
  });

  it('one edict a hex: the second line for 0303 is refused naming the first (1.0B)', () => {
    const r = check('0303 - Industry\n0303 - Loot');
    expect(r.lines[0].status).toBe('ok');
    expect(r.lines[1].code).toBe('ME-O011');
    expect(r.lines[1].message).toContain('line 1');
  });

  it('Provoke the Beast is Industry in a Deep Mine with the Beast module on (App. G)', () => {
    const settings = { edicts: { beast: true, port: 'as a town' as const } };
    expect(one('0102 - Provoke the Beast', { settings }).order).toEqual({
      kind: 'edict',
      hex: '0102',
      edict: 'Industry',
      provoke: true,
    });
    const mine = one('0101 - Provoke the Beast', { settings });
    expect(mine.code).toBe('ME-O010');
    expect(mine.message).toContain('Deep Mine or Deep Woods');
    expect(one('0102 - Provoke the Beast').message).toContain('optional Beast module');
  });

  it('a misspelt edict one letter off is corrected, and says so', () => {
    const l = one('0303 - Industy');
    expect(l.status).toBe('corrected');
    expect(l.code).toBe('ME-O019');
    expect(l.message).toContain('Read as “0303 - Industry”');
    expect(l.order).toEqual({ kind: 'edict', hex: '0303', edict: 'Industry', provoke: false });
  });

  it('a hex written with three digits is read as its address, corrected', () => {
    const l = one('303 - Industry');
    expect(l.status).toBe('corrected');
    expect(l.subject).toBe('0303');
  });

  it('an edict with words after it is not guessed', () => {
    expect(one('0303 - Industry please').code).toBe('ME-O007');
  });
});

describe('4.3 Army orders (4.0B, Table 5)', () => {
  it('Patrol: accepted with the hexes its radius defends (0303 and its friendly neighbours)', () => {
    const l = one('Iron Host - Patrol 0303');
    expect(l.order).toEqual({ kind: 'patrol', army: 'Iron Host', hex: '0303', allied: false });
    // 0303's neighbours: 0302, 0402, 0403, 0304, 0203, 0202; Red holds 0302, 0203, 0202.
    expect(l.message).toContain('defending 0202, 0203, 0302, 0303');
  });

  it('Patrol of an enemy hex is refused (Table 5)', () => {
    const l = one('Iron Host - Patrol 0304');
    expect(l.code).toBe('ME-O012');
    expect(l.message).toContain('belongs to Blue, not to your kingdom');
  });

  it('Invade: an enemy hex next to the kingdom', () => {
    expect(one('iron host - invade 0304').order).toEqual({
      kind: 'invade',
      army: 'Iron Host',
      hex: '0304',
      combinedWith: null,
      allied: false,
    });
  });

  it.each([
    ['Iron Host - Invade 0505', 'not adjacent to a hex of your kingdom'],
    ['Iron Host - Invade 0303', 'already yours'],
    ['Iron Host - Invade 0501', 'lake'],
  ])('%s is refused: %s', (text, why) => {
    const l = one(text);
    expect(l.code).toBe('ME-O012');
    expect(l.message).toContain(why);
  });

  it('no Invade of a player you hold a cease fire with (7.3B)', () => {
    const state = world({ agreements: [agreement('Cease fire', RED, BLUE)] });
    expect(one('Iron Host - Invade 0304', { state }).message).toContain('cease fire (7.3B)');
  });

  it('a cease fire broken last turn no longer blocks an Invade (7.3B: its effects end at the start of this turn)', () => {
    // The fixture is turn 4: a break ordered on turn 3 has ended; one ordered this turn still holds.
    const broken = world({ agreements: [{ ...agreement('Cease fire', RED, BLUE), breakingTurn: 3 }] });
    expect(one('Iron Host - Invade 0304', { state: broken }).status).toBe('ok');
    const breaking = world({ agreements: [{ ...agreement('Cease fire', RED, BLUE), breakingTurn: 4 }] });
    expect(one('Iron Host - Invade 0304', { state: breaking }).message).toContain('cease fire (7.3B)');
  });

  it('an alliance broken last turn is a cease fire this turn: Invade is refused for the cease fire (7.3B)', () => {
    const state = world({ agreements: [{ ...agreement('Alliance', RED, BLUE), breakingTurn: 3 }] });
    expect(one('Iron Host - Invade 0304', { state }).message).toContain(
      'with whom you hold a cease fire (7.3B)',
    );
  });

  it('one order an army a turn: the second is refused (4.0B)', () => {
    const r = check('Iron Host - Patrol 0303\nIron Host - Invade 0304');
    expect(r.lines[1].code).toBe('ME-O011');
  });

  it('two invaders of one player combine on one hex to Basic 2500 (4.0B)', () => {
    const state = world({
      armies: [
        { name: 'Iron Host', owner: RED, basic: 2000, list: '', general: null, dispersedTurn: 0 },
        { name: 'Steel Band', owner: RED, basic: 500, list: '', general: null, dispersedTurn: 0 },
      ],
    });
    const r = check('Iron Host - Invade 0402 with Steel Band\nSteel Band - Invade 0402', { state });
    expect(r.lines[0].order).toEqual({
      kind: 'invade',
      army: 'Iron Host',
      hex: '0402',
      combinedWith: 'Steel Band',
      allied: false,
    });
    // 2000 + 1000 in the fixture is over 2500.
    expect(
      check('Iron Host - Invade 0402 with Steel Band\nSteel Band - Invade 0402').lines[0].message,
    ).toContain('Combined Basic Army Size 3000 exceeds 2500 (4.0B)');
    expect(one('Iron Host - Invade 0402 with Steel Band', { state }).message).toContain(
      'does not Invade 0402',
    );
  });

  it("a combined assault with another player's army, to Basic 3000 (7.2B)", () => {
    const l = last('Steel Band - Invade 0402 with Blue Guard');
    expect(l.status).toBe('ok');
    expect(l.message).toContain('combined assault');
    expect(one('Iron Host - Invade 0402 with Blue Guard').message).toContain('exceeds 3000 (7.2B)');
  });

  it('one army may patrol from allied territory, a second may not (7.4B)', () => {
    const state = world({ agreements: [agreement('Alliance', RED, BLUE)] });
    const r = check('Iron Host - Patrol 0304\nSteel Band - Patrol 0403', { state });
    expect(r.lines[0].order).toEqual({ kind: 'patrol', army: 'Iron Host', hex: '0304', allied: true });
    expect(r.lines[1].code).toBe('ME-O013');
  });

  it('an army with no order is named in the warnings (4.0B)', () => {
    const r = check('Iron Host - Patrol 0303');
    expect(r.warnings.filter((w) => w.code === 'ME-O050')).toEqual([
      {
        code: 'ME-O050',
        message: 'Steel Band has no Patrol or Invade order: each army gets one a turn (4.0B).',
      },
    ]);
  });

  it('an army folded into another in the same submission takes no order: no ME-O050 for it (3.2B)', () => {
    const base = world();
    const third = { ...base.armies[1], name: 'Third Band', basic: 500 } as (typeof base.armies)[number];
    const state = world({ armies: [...base.armies, third] });
    const r = check('Iron Host - Patrol 0303\nSteel Band - Patrol 0202\nThird Band - Fold into Iron Host', {
      state,
    });
    expect(r.lines.map((l) => l.status)).toEqual(['ok', 'ok', 'ok']);
    expect(r.warnings.filter((w) => w.code === 'ME-O050')).toEqual([]);
  });

  it("no army list sent: the capital's power point needs one (Table 9), ME-O052; a List line clears it", () => {
    const none = check('Iron Host - Patrol 0303\nSteel Band - Patrol 0202');
    expect(none.warnings.filter((w) => w.code === 'ME-O052').map((w) => w.message)).toEqual([
      "No army list: your capital's power point needs one (Table 9: you must submit your army lists each turn), e.g. “Iron Host - List General on horse, 20 Halberdiers”.",
    ]);
    const sent = check(
      'Iron Host - Patrol 0303\nSteel Band - Patrol 0202\nIron Host - List Kurt Helborg (General), 20 Halberdiers',
    );
    expect(sent.warnings.filter((w) => w.code === 'ME-O052')).toEqual([]);
  });

  it('army legality as the orders leave the lists (3.3B, 3.4B), ME-O053', () => {
    // Ludwig, Steel Band's only living character, is dead here: Steel Band has none; Kurt Helborg, the Grand
    // Marshall, is not Iron Host's General (its General cell is empty).
    const base = world();
    const state = world({
      characters: base.characters.map((c) => (c.name === 'Ludwig' ? { ...c, status: 'dead' as const } : c)),
    });
    const r = check('Iron Host - Patrol 0303\nSteel Band - Patrol 0202', { state });
    expect(r.warnings.filter((w) => w.code === 'ME-O053').map((w) => w.message)).toEqual([
      'Steel Band has no character (3.3B).',
      'Grand Marshall Kurt Helborg must be the General of Iron Host (3.3B).',
    ]);
  });

  it('Patrol without a hex, or with a word for one, is a grammar error', () => {
    expect(one('Iron Host - Patrol').code).toBe('ME-O007');
    expect(one('Iron Host - Patrol north').message).toContain('“north” is not a hex address');
    expect(one('Iron Host - Patrol 0909').code).toBe('ME-O009');
  });

  it('an action of another subject is pointed there', () => {
    const l = one('Iron Host - Industry');
    expect(l.code).toBe('ME-O006');
    expect(l.message).toContain('written on a hex');
  });

  it('an order for a hex of the map that changed hands is judged on the state given', () => {
    const state = withHexes({ '0304': { owner: null } });
    expect(one('Iron Host - Invade 0304', { state }).status).toBe('ok');
  });
});
