import { check, one, withHexes, world } from './fixture';

/**
 * Digest §4.4 (book 004 5.2B, Table 10), on the fixture: turn 4, Red holds 5 power. Conscription at most
 * ⌈4 / 3⌉ = 2, Incite at most ⌊4 / 3⌋ = 1 (ME-R12, ME-R13); Pacify at most 1 point per 1000 of the neutral army,
 * rounded up: the Dwarves at 0402 are 1000, so 1.
 */

describe('4.4 Power expenditures at a hex (Table 10)', () => {
  it.each([
    ['0105 - Establish town', 'Establish town', '0105', 1],
    ['0203 - Found City', 'Found City', '0203', 2],
    ['0303 - Improve farmland', 'Improve farmland', '0303', 1],
    ['0101 - Upgrade Mine', 'Upgrade Mine', '0101', 2],
    ['0303 - Sink Mine', 'Sink Mine', '0303', 1],
    ['0303 - Build Watchtowers', 'Build Watchtowers', '0303', 1],
    ['0303 - Build Fortress', 'Build Fortress', '0303', 1],
    ['0103 - Upgrade Fortress', 'Upgrade Fortress', '0103', 2],
    ['0101 - Remove feature', 'Remove Major Terrain Feature', '0101', 1],
    ['0102 - Remove Major Terrain Feature', 'Remove Major Terrain Feature', '0102', 3],
    ['Kingdom - Build Fortress 0303', 'Build Fortress', '0303', 1],
  ])('%s: %s at %s for %i power', (text, action, hex, cost) => {
    const l = one(text);
    expect(l.status).toBe('ok');
    expect(l.order).toEqual({ kind: 'expenditure', expenditure: { action, hex }, cost });
    expect(check(text).powerSpent).toBe(cost);
  });

  it.each([
    ['0303 - Establish town', 'next to the'],
    ['0303 - Found City', 'holds no Town'],
    ['0203 - Create Harbor', 'neither a river hex nor next to a lake'],
    ['0102 - Improve farmland', 'already holds a Deep Mine'],
    ['0303 - Upgrade Mine', 'holds no Mine'],
    ['0302 - Sink Mine', 'already holds a City'],
    ['0305 - Build Watchtowers', 'orphaned (1.3A)'],
    ['0103 - Build Fortress', 'already has a Fortress'],
    ['0303 - Upgrade Fortress', 'no Fortress to upgrade'],
    ['0202 - Remove feature', 'a capital cannot be removed'],
    ['0304 - Build Fortress', "not in Red's kingdom"],
  ])('%s is refused: %s', (text, why) => {
    const l = one(text);
    expect(l.code).toBe('ME-O014');
    expect(l.message).toContain(why);
    expect(check(text).powerSpent).toBe(0);
  });

  it('Create Harbor: a Town on a river becomes a Port (2 power)', () => {
    const state = withHexes({ '0203': { river: 'Reik' } });
    expect(one('0203 - Create Harbor', { state }).order).toEqual({
      kind: 'expenditure',
      expenditure: { action: 'Create Harbor', hex: '0203' },
      cost: 2,
    });
  });

  it('Alter minor terrain feature: create, remove, turn (Table 17 *)', () => {
    expect(one('0303 - Create Holy Shrine').order).toEqual({
      kind: 'expenditure',
      expenditure: {
        action: 'Alter minor terrain feature',
        hex: '0303',
        change: 'create',
        feature: 'Holy Shrine',
      },
      cost: 1,
    });
    const state = withHexes({ '0303': { minor: 'Holy Shrine' } });
    expect(one('Kingdom - Turn Holy Shrine 0303', { state }).status).toBe('ok');
    expect(one('0303 - Turn Holy Shrine').message).toContain('holds no Holy Shrine');
    const herd = one('0303 - Create Herdstone');
    expect(herd.code).toBe('ME-O009');
    expect(herd.message).toContain('Table 17');
    expect(one('0101 - Remove Mine').message).toBe(
      'A major feature is removed with “0101 - Remove Major Terrain Feature” (Table 10).',
    );
  });

  it('the power held before the turn runs out: the line that would overspend is refused (5.2B)', () => {
    // 2 + 2 = 4 of Red's 5; the Upgrade Fortress for 2 more is refused, the Sink Mine for 1 still fits.
    const r = check('0203 - Found City\n0101 - Upgrade Mine\n0103 - Upgrade Fortress\n0303 - Sink Mine');
    expect(r.lines.map((l) => l.status)).toEqual(['ok', 'ok', 'rejected', 'ok']);
    expect(r.lines[2].message).toContain('it costs 2 power and only 1 is left');
    expect(r.powerSpent).toBe(5);
  });
});

describe('4.4 Conscription, Incite and Pacify (5.2B)', () => {
  it('Conscription 2 on turn 4 (at most ⌈4 / 3⌉ = 2, ME-R12)', () => {
    expect(one('Kingdom - Conscription 2').order).toEqual({
      kind: 'expenditure',
      expenditure: { action: 'Conscription', points: 2 },
      cost: 2,
    });
    expect(one('Kingdom - Conscription 3').message).toContain('at most 2 on turn 4');
    expect(one('Kingdom - Conscription two').code).toBe('ME-O007');
    const r = check('Kingdom - Conscription 1\nKingdom - Conscription 2');
    expect(r.lines[1].message).toContain('at most 2 in all this turn');
  });

  it('Incite 0304: one point, 2d6 × 100, at an enemy hex (5.2B)', () => {
    expect(one('Kingdom - Incite 0304').order).toEqual({
      kind: 'expenditure',
      expenditure: { action: 'Incite Neutrals', hex: '0304', points: 1, moreDice: [] },
      cost: 1,
    });
    expect(one('0404 - Incite').message).toContain('holds a Capital');
    expect(one('Kingdom - Incite 0303').message).toContain('not an enemy hex');
  });

  it('Incite with more points on turn 6: one or two dice for each point after the first (ME-R13)', () => {
    const state = world({ turn: 6 });
    const l = one('Kingdom - Incite 0304 2 dice 1', { state, turn: 6 });
    expect(l.order).toEqual({
      kind: 'expenditure',
      expenditure: { action: 'Incite Neutrals', hex: '0304', points: 2, moreDice: [1] },
      cost: 2,
    });
    expect(l.argsText).toBe('0304 2 dice 1');
    expect(one('Kingdom - Incite 0304 2', { state, turn: 6 }).message).toBe(
      'Incite 2: write 1 or 2 dice for each point after the first, 1 in all (5.2B), e.g. “0304 - Incite 3 dice 2 1”.',
    );
    // One point takes no dice: said so, not "each of the 0 point(s)".
    expect(one('Kingdom - Incite 0304 dice 2', { state, turn: 6 }).message).toBe(
      'Incite 1: one point raises 2d6 × 100 and takes no “dice” (5.2B); for more points write them first, e.g. “0304 - Incite 3 dice 2 1”.',
    );
    expect(one('Kingdom - Incite 0304 2 dice 3', { state, turn: 6 }).code).toBe('ME-O007');
    expect(one('Kingdom - Incite 0304 2 dice 1').message).toContain('at most 1 on turn 4');
  });

  it('never two turns running (5.2B, ME-R13)', () => {
    const state = world({
      kingdoms: world().kingdoms.map((k) => (k.player === 'Red' ? { ...k, lastInciteTurn: 3 } : k)),
    });
    expect(one('Kingdom - Incite 0304', { state }).message).toContain('two turns in a row');
  });

  it('Pacify 0402: the Dwarves, known since turn 2, 1 point at most (1000 of them)', () => {
    expect(one('Kingdom - Pacify 0402 1').order).toEqual({
      kind: 'expenditure',
      expenditure: { action: 'Pacify Neutrals', hex: '0402', points: 1 },
      cost: 1,
    });
    expect(one('0402 - Pacify').status).toBe('ok');
    expect(one('0402 - Pacify 2').message).toContain('at most 1 here');
    expect(one('0303 - Pacify 1').message).toContain('no neutral defenders');
  });
});
