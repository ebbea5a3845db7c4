import { agreement } from '../map-fixtures';
import { BLUE, RED, check, one, withHexes, world } from './fixture';

/** Reading a line before the rules: the shape `<subject> - <action> [arguments]` and its messages. */

describe('the line', () => {
  it('ME-O001: no dash, with the dash put in for a known subject', () => {
    const l = one('Iron Host Invade 0304');
    expect(l.code).toBe('ME-O001');
    expect(l.message).toContain('Put a dash after it: “Iron Host - Invade 0304”');
  });

  it('ME-O002 and ME-O003: nothing before or after the dash', () => {
    expect(one('- Invade 0304').code).toBe('ME-O002');
    expect(one('Iron Host -').code).toBe('ME-O003');
  });

  it('ME-O004: an unknown subject, with the near names', () => {
    const l = one('Iron Hots - Patrol 0303');
    expect(l.code).toBe('ME-O004');
    expect(l.message).toContain('Did you mean “Iron Host”?');
    expect(one('0909 - Industry').message).toContain('0909 is not a hex of the map');
    // Blue's army is not Red's to order.
    expect(one('Blue Guard - Patrol 0404').code).toBe('ME-O004');
  });

  it('ME-O005: an unknown action, with the near ones and the list', () => {
    expect(one('Kingdom - Conscripton 2').status).toBe('corrected');
    const swapped = one('Kingdom - Conscriptoin 2');
    expect(swapped.code).toBe('ME-O005');
    expect(swapped.message).toContain('Did you mean “Conscription”?');
    const bad = one('Kingdom - Dance');
    expect(bad.code).toBe('ME-O005');
    expect(bad.message).toContain('Orders for the Kingdom: Conscription, Establish town');
  });

  it('ME-O006: an action of another kind of subject', () => {
    const l = one('Kingdom - Patrol 0303');
    expect(l.code).toBe('ME-O006');
    expect(l.message).toContain('written on an army, e.g. “Iron Host - Patrol 0405”');
  });

  it('a player with no kingdom takes no orders', () => {
    const l = one('Kingdom - Conscription 1', { player: 'Nobody' });
    expect(l.code).toBe('ME-O004');
  });

  it('comments and blank lines are skipped; the lines keep their numbers', () => {
    const r = check('# my orders\n\nIron Host - Patrol 0303\n// done');
    expect(r.lines.map((l) => [l.line, l.status])).toEqual([[3, 'ok']]);
    expect(r.orders).toEqual([{ kind: 'patrol', army: 'Iron Host', hex: '0303', allied: false }]);
  });

  it('the receipt carries the accepted orders in line order and the power they cost', () => {
    const r = check(
      'Kingdom - Conscription 1\nIron Host - Patrol 0303\n0303 - Build Fortress\nKingdom - Gift Blue 1',
    );
    expect(r.orders.map((o) => o.kind)).toEqual(['expenditure', 'patrol', 'expenditure', 'gift']);
    expect(r.powerSpent).toBe(2);
    expect(r).toMatchObject({ player: RED, turn: 4, stage: 'Orders' });
  });
});

describe('refusals not covered elsewhere', () => {
  it('Support Troops and Raze outside your kingdom (1.0B, 1.2B)', () => {
    expect(one('0405 - Support Troops').code).toBe('ME-O010');
    expect(one('0405 - Raze').message).toContain('none of your armies invades it');
  });

  it('Release a mercenary you do not hold (6.0B)', () => {
    expect(one('Kingdom - Release Orc Boyz').code).toBe('ME-O009');
  });

  it('Accept vassal of a player already bound to you (7.5B)', () => {
    const state = world({ agreements: [agreement('Vassalage', BLUE, RED, 2)] });
    expect(one('Kingdom - Accept vassal Blue', { state }).code).toBe('ME-O017');
  });

  it('Static defence is the defender’s (4.0C)', () => {
    expect(one('T4-02 - Static defence', { stage: 'Battle resolution' }).code).toBe('ME-O018');
  });

  it('Incite at an ally’s hex (7.4B)', () => {
    const state = world({ agreements: [agreement('Alliance', RED, BLUE)] });
    expect(one('Kingdom - Incite 0304', { state }).message).toContain('belongs to an ally (7.4B)');
  });

  it('a hex of a neutral kingdom a player holds takes no edict (1.4A)', () => {
    const state = withHexes(
      { '0303': { neutralKingdom: 'Karak' } },
      { neutralKingdoms: [{ id: 'Karak', race: 'Dwarves', capital: '0302', conqueredBy: RED }] },
    );
    expect(one('0303 - Industry', { state }).message).toContain(
      "no edicts to a neutral kingdom's hexes (1.4A)",
    );
  });
});

describe('the Total Support warning (2.1B)', () => {
  // Red's Total Support on turn 4 (Table 6, 2.1B): 0202 Capital 750, 0302 City 750, 0203 Town 500, eight more
  // hexes at 250 = 2000 (the orphaned 0305 counts, 1.3A): 4000, less the Ogres' upkeep 200 (6.0B) = 3800.
  const over = (text: string) => check(text).warnings.filter((w) => w.code === 'ME-O051');

  it('is silent while the Basic sizes fit (2000 + 1000 = 3000)', () => {
    expect(over('Iron Host - Patrol 0303\nSteel Band - Patrol 0203')).toEqual([]);
  });

  it('names the sum and the support when Basic sizes outgrow it (2500 + 1500 = 4000 > 3800)', () => {
    expect(over('Iron Host - Basic size 2500\nSteel Band - Basic size 1500')).toEqual([
      {
        code: 'ME-O051',
        message:
          "Your armies' Basic sizes add up to 4000, over this turn's Total Support of 3800: lower a Basic size or issue fewer edicts (2.1B).",
      },
    ]);
  });

  it('counts the support edicts take away: Civilization at 0202 and 0302 leaves 3800 - 1500 = 2300', () => {
    expect(over('0202 - Civilization\n0302 - Civilization')[0].message).toContain(
      "add up to 3000, over this turn's Total Support of 2300 with 2 hex(es) under edicts",
    );
  });

  it('a released mercenary no longer costs its upkeep (4000 ≥ 2500 + 1500)', () => {
    expect(
      over('Kingdom - Release Ogres\nIron Host - Basic size 2500\nSteel Band - Basic size 1500'),
    ).toEqual([]);
  });
});
