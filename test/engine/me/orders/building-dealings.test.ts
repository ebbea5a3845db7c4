import type { MeArmy } from '../../../../src/engine/me/model';
import { agreement } from '../map-fixtures';
import { BLUE, RED, check, last, one, withHexes, world } from './fixture';

/** Digest §4.2 (004 3.1B-3.7B, 6.0B, App. B, 3.2A), §4.5 (6.0B-6.2B), §4.6 (7.1B-7.5B) on the fixture. */

const army = (name: string, basic: number): MeArmy => ({
  name,
  owner: RED,
  basic,
  list: '',
  general: null,
  dispersedTurn: 0,
});

describe('4.2 Army building', () => {
  it('Basic size: 500 to 2500 (3.1B, ME-R15)', () => {
    expect(one('Iron Host - Basic size 2500').order).toEqual({
      kind: 'basic size',
      army: 'Iron Host',
      basic: 2500,
    });
    expect(one('Iron Host - Size 2600').message).toContain('exceeds 2500 (3.1B)');
    expect(one('Iron Host - Size 400').message).toContain('at least 500');
    expect(one('Iron Host - Size lots').code).toBe('ME-O007');
  });

  it('List: the army list kept as written', () => {
    expect(one('Steel Band - List 20 Halberdiers, 10 Handgunners').order).toEqual({
      kind: 'army list',
      army: 'Steel Band',
      list: '20 Halberdiers, 10 Handgunners',
    });
    expect(one('Steel Band - List').code).toBe('ME-O007');
    // Semicolons are the list's own, kept (3.0B); elsewhere they read as commas.
    expect(one('Steel Band - List Graf Albrecht (General); 20 Swordsmen;10 Handgunners').order).toEqual({
      kind: 'army list',
      army: 'Steel Band',
      list: 'Graf Albrecht (General); 20 Swordsmen; 10 Handgunners',
    });
  });

  it('General: an active character; the Grand Marshall always leads his army (3.3B-3.4B)', () => {
    expect(one('Steel Band - General Ludwig').order).toEqual({
      kind: 'general',
      army: 'Steel Band',
      character: 'Ludwig',
    });
    expect(last('Iron Host - Take Ludwig\nIron Host - General Ludwig').message).toContain(
      'Grand Marshall Kurt Helborg is always the General',
    );
    expect(one('Steel Band - General Old Hans').code).toBe('ME-O009');
    // He must be in the army, or taken into it on the same sheet.
    expect(one('Iron Host - General Ludwig', { state: world({ characters: [] }) }).code).toBe('ME-O009');
    const moved = check(
      'Steel Band - Take Kurt Helborg\nIron Host - Take Ludwig\nIron Host - General Ludwig',
    );
    expect(moved.lines[2].order).toEqual({ kind: 'general', army: 'Iron Host', character: 'Ludwig' });
    expect(one('Steel Band - General Kurt Helborg').message).toBe(
      'Kurt Helborg is in Iron Host, not in Steel Band: write “Steel Band - Take Kurt Helborg” too (3.4B).',
    );
  });

  it('Take: a character moves into the army (3.7B)', () => {
    expect(one('Iron Host - Take Ludwig').order).toEqual({
      kind: 'join',
      army: 'Iron Host',
      character: 'Ludwig',
    });
    const twice = check('Iron Host - Take Ludwig\nSteel Band - Take Ludwig');
    expect(twice.lines[1].code).toBe('ME-O011');
    expect(one('Iron Host - Take Nobody').code).toBe('ME-O009');
  });

  it('Raise army: a third army while another has Basic 2000 (3.2B), which then takes orders', () => {
    const r = check('Kingdom - Raise army Gold Band 600\nGold Band - Patrol 0203');
    expect(r.lines[0].order).toEqual({ kind: 'raise army', army: 'Gold Band', basic: 600 });
    expect(r.lines[1].order).toEqual({ kind: 'patrol', army: 'Gold Band', hex: '0203', allied: false });
    const small = world({ armies: [army('Iron Host', 1500), army('Steel Band', 1000)] });
    expect(one('Kingdom - Raise army Gold Band 600', { state: small }).message).toContain(
      'A third army needs another army of Basic 2000 or more',
    );
    expect(one('Kingdom - Raise army Iron Host 600').code).toBe('ME-O016');
    expect(one('Kingdom - Raise army kingdom 600').code).toBe('ME-O007');
    expect(one('Kingdom - Raise army 0405 600').message).toContain(
      'already names a hex, the Kingdom or a battle',
    );
    // The refused army's own orders go with it.
    const refused = check('Kingdom - Raise army Gold Band 600\nGold Band - Patrol 0203', { state: small });
    expect(refused.lines[1].message).toBe('Gold Band is not raised: line 1 was refused (3.2B).');
    expect(refused.orders).toEqual([]);
  });

  it('Fold into: only a third army folds back (3.2B)', () => {
    const three = world({
      armies: [army('Iron Host', 2000), army('Steel Band', 1000), army('Gold Band', 600)],
    });
    expect(one('Gold Band - Fold into Iron Host', { state: three }).order).toEqual({
      kind: 'fold army',
      army: 'Gold Band',
      into: 'Iron Host',
      desperate: false,
    });
    expect(one('Steel Band - Fold into Iron Host').message).toContain('you keep two armies');
  });

  it('Combine with: Desperate Measures when the maximum total support is below 1000 (3.2B)', () => {
    // Red left with its capital alone: 250 + 500 = 750, less the Ogres' upkeep.
    const owners = Object.fromEntries(
      ['0203', '0302', '0303', '0102', '0103', '0201', '0101', '0104', '0105', '0305'].map((h) => [
        h,
        { owner: null },
      ]),
    );
    const poor = withHexes(owners);
    expect(one('Steel Band - Combine with Iron Host', { state: poor }).order).toEqual({
      kind: 'fold army',
      army: 'Steel Band',
      into: 'Iron Host',
      desperate: true,
    });
    expect(one('Steel Band - Combine with Iron Host').message).toContain('is not below 1000');
  });

  it('Garrison list: a Fortress of yours, or one built this turn (App. B)', () => {
    expect(one('0103 - Garrison list 20 Spearmen').order).toEqual({
      kind: 'garrison list',
      hex: '0103',
      list: '20 Spearmen',
    });
    expect(one('0303 - Garrison list 20 Spearmen').message).toContain('no Fortress');
    expect(last('0303 - Build Fortress\n0303 - Garrison list 20 Spearmen').status).toBe('ok');
  });

  it('Field and Release a mercenary held (6.0B)', () => {
    expect(one('Kingdom - Field Ogres in Iron Host').order).toEqual({
      kind: 'field mercenary',
      unit: 'Ogres',
      army: 'Iron Host',
    });
    expect(one('Kingdom - Release Ogres').order).toEqual({ kind: 'release mercenary', unit: 'Ogres' });
    expect(one('Kingdom - Field Orc Boyz in Iron Host').code).toBe('ME-O009');
    expect(one('Kingdom - Field Ogres').code).toBe('ME-O007');
    expect(check('Kingdom - Field Ogres in Iron Host\nKingdom - Release Ogres').lines[1].code).toBe(
      'ME-O011',
    );
  });

  it('New capital: one of your cities, once the capital is lost or should it fall this turn (3.2A)', () => {
    const lost = withHexes({ '0202': { owner: BLUE } });
    expect(one('0302 - New capital', { state: lost }).order).toEqual({ kind: 'new capital', hex: '0302' });
    expect(one('Kingdom - New capital 0302', { state: lost }).status).toBe('ok');
    expect(one('0203 - New capital', { state: lost }).message).toContain('not a City of your kingdom');
    // Written ahead, for the end of the turn should the capital fall (3.2A).
    expect(one('0302 - New capital').message).toBe(
      'If your capital 0202 falls this turn, 0302 becomes the new one (3.2A).',
    );
  });
});

describe('4.5 Mercenary bids (6.0B, 6.2B)', () => {
  it('a bid at least the basic cost (Orc Boyz 225)', () => {
    expect(one('Kingdom - Bid Orc Boyz 300').order).toEqual({
      kind: 'bid',
      unit: 'Orc Boyz',
      support: 300,
      power: 0,
    });
    expect(one('Kingdom - Bid Orc Boyz 200').message).toContain('below the minimum bid of 225');
    expect(one('Kingdom - Bid Goblins 300').code).toBe('ME-O009');
    expect(one('Kingdom - Bid Orc Boyz').code).toBe('ME-O007');
    expect(check('Kingdom - Bid Orc Boyz 300\nKingdom - Bid Orc Boyz 400').lines[1].code).toBe('ME-O011');
  });

  it('a special mercenary also bids power (Dogs of War: Power cost 2)', () => {
    expect(one('Kingdom - Bid Dogs of War 300 power 2').order).toEqual({
      kind: 'bid',
      unit: 'Dogs of War',
      support: 300,
      power: 2,
    });
    expect(one('Kingdom - Bid Dogs of War 300 2 power').status).toBe('ok');
    const l = one('Kingdom - Bid Dogs of War 300');
    expect(l.code).toBe('ME-O015');
    expect(l.message).toContain("below Dogs of War's Power cost of 2");
  });
});

describe('4.6 Player interactions (7.1B-7.5B)', () => {
  it('Gift of power (7.1B)', () => {
    expect(one('Kingdom - Gift Blue 2').order).toEqual({ kind: 'gift', to: 'Blue', amount: 2 });
    expect(one('Kingdom - Gift Blue').code).toBe('ME-O007');
    expect(one('Kingdom - Gift Red 2').code).toBe('ME-O009');
  });

  it('Cease fire (7.3B)', () => {
    expect(one('Kingdom - Cease fire Blue').order).toEqual({
      kind: 'declaration',
      other: 'Blue',
      declaration: 'Cease fire',
    });
    const held = world({ agreements: [agreement('Cease fire', RED, BLUE, 1)] });
    expect(one('Kingdom - Cease fire Blue', { state: held }).message).toContain('already hold a Cease fire');
  });

  it('Alliance after a cease fire of 3 turns: from turn 1 it is allowed on turn 4, from turn 2 not (7.4B)', () => {
    const since1 = world({ agreements: [agreement('Cease fire', RED, BLUE, 1)] });
    expect(one('Kingdom - Alliance Blue', { state: since1 }).order).toEqual({
      kind: 'declaration',
      other: 'Blue',
      declaration: 'Alliance',
    });
    const since2 = world({ agreements: [agreement('Cease fire', RED, BLUE, 2)] });
    expect(one('Kingdom - Alliance Blue', { state: since2 }).message).toContain('an alliance from turn 5');
    expect(one('Kingdom - Alliance Blue').code).toBe('ME-O017');
  });

  it('Break a cease fire; a vassalage never breaks (7.3B, 7.5B)', () => {
    const held = world({ agreements: [agreement('Cease fire', RED, BLUE, 1)] });
    expect(one('Kingdom - Break Blue', { state: held }).order).toEqual({
      kind: 'declaration',
      other: 'Blue',
      declaration: 'Break',
    });
    expect(one('Kingdom - Break Blue').message).toContain('no cease fire or alliance');
    const vassal = world({ agreements: [agreement('Vassalage', RED, BLUE, 1)] });
    expect(one('Kingdom - Break Blue', { state: vassal }).message).toContain('cannot be broken');
  });

  it('Vassalage: for a player who lost, or may lose this turn, his capital and last city (7.5B)', () => {
    const beaten = withHexes({ '0202': { owner: BLUE }, '0302': { owner: BLUE } });
    expect(one('Kingdom - Vassal of Blue', { state: beaten }).order).toEqual({
      kind: 'vassalage',
      role: 'vassal',
      other: 'Blue',
    });
    // Written ahead, for the end of the turn should the last city fall.
    expect(one('Kingdom - Vassal of Blue').message).toBe(
      "If you lose your capital and your last city this turn, you become Blue's vassal if Blue accepts (7.5B).",
    );
    const bound = world({ agreements: [agreement('Vassalage', BLUE, RED, 2)] });
    expect(one('Kingdom - Vassal of Blue', { state: bound }).message).toContain('already bound by vassalage');
    const blueBeaten = withHexes({ '0404': { owner: RED } });
    expect(one('Kingdom - Accept vassal Blue', { state: blueBeaten }).order).toEqual({
      kind: 'vassalage',
      role: 'overlord',
      other: 'Blue',
    });
  });

  it('an Invade of the player you offer a cease fire is void if he agrees (7.3B)', () => {
    const r = check('Kingdom - Cease fire Blue\nIron Host - Invade 0304');
    expect(r.lines[1].status).toBe('ok');
    expect(r.lines[1].message).toBe(
      'Iron Host invades 0304 (Table 5). Void if Blue writes the cease fire too (7.3B).',
    );
  });

  it('one declaration a player a turn', () => {
    expect(check('Kingdom - Cease fire Blue\nKingdom - Break Blue').lines[1].code).toBe('ME-O011');
  });
});
