import { advancementSucceeds, rollAdvancement } from '../../../src/engine/ct/advancement';
import { forceRating } from '../../../src/engine/ct/rating';
import type { CtPlayer } from '../../../src/engine/ct/model';
import { PROFILE, band, dice, individual, player } from './fixtures';

const KEY = 'ct:advance:1:S:CC';
const withBand = (over: Parameters<typeof band>[2] = {}): CtPlayer =>
  player('A', { treasury: 40, warbands: [band('S', 4, { xp: 30, ...over }), individual('Cap')] });

describe('The XP cost of an advancement roll is a required setting (CT-R6)', () => {
  it('refuses a roll while "XP per advancement roll" is unset, rolling no die', () => {
    const d = dice();
    const r = rollAdvancement(d, KEY, withBand(), 'S', 'CC', 'xp', null);
    expect(!r.ok && r.error).toMatch(/XP per advancement roll.*CT-R6/);
    expect(d.log()).toEqual([]);
  });

  it('refuses a warband that cannot pay it', () => {
    const r = rollAdvancement(dice(), KEY, withBand({ xp: 9 }), 'S', 'CC', 'xp', 10);
    expect(!r.ok && r.error).toMatch(/costs 10 XP, it has 9/);
  });
});

describe('Advancement rolls against the leader (001 [Experience] 2.a-d)', () => {
  // The book's example: a leader with CC 12 succeeds on a D20 of 13-20.
  it.each([
    [12, false],
    [13, true],
    [20, true],
  ])('CC 12: a D20 of %i succeeds %p', (die, ok) => {
    expect(advancementSucceeds('CC', die, 12)).toBe(ok);
  });

  // DEF −2: the D4 read as negative must be below it: 3 or 4 (−3, −4) succeed.
  it.each([
    [1, false],
    [2, false],
    [3, true],
    [4, true],
  ])('DEF −2: a D4 of %i succeeds %p', (die, ok) => {
    expect(advancementSucceeds('DEF', die, -2)).toBe(ok);
  });

  it('a success gives every figure +1 and moves the cost from the pool to the figures (rating unchanged)', () => {
    const before = withBand();
    const r = rollAdvancement(dice({ [KEY]: 11 }), KEY, before, 'S', 'CC', 'xp', 10);
    expect(r.ok && r.value.outcome).toBe('improved');
    if (!r.ok) return;
    const w = r.value.player.warbands[0]!;
    expect(w.figures.map((f) => f.profile.CC)).toEqual([11, 11, 11, 11, 11]);
    expect([w.xp, w.figures.map((f) => f.spent)]).toEqual([20, [2, 2, 2, 2, 2]]);
    // 5 × 20 + 30 pool = 130 before; 5 × 22 + 20 = 130 after.
    expect(forceRating([w])).toBe(forceRating([before.warbands[0]!]));
    expect(r.value.event.key).toBe(KEY);
  });

  it('a failure still costs the roll', () => {
    const r = rollAdvancement(dice({ [KEY]: 10 }), KEY, withBand(), 'S', 'CC', 'xp', 10);
    expect(r.ok && [r.value.outcome, r.value.player.warbands[0]!.xp]).toEqual(['failed', 20]);
  });

  it('pays with cash from the treasury instead (001 [Economics] 3.a)', () => {
    const r = rollAdvancement(dice({ [KEY]: 11 }), KEY, withBand(), 'S', 'CC', 'cash', 10);
    expect(r.ok && [r.value.player.treasury, r.value.player.warbands[0]!.xp]).toEqual([30, 30]);
  });

  it('no figure passes Table 2: a follower already at ST 5 stays there while the leader at 3 rises (2.e)', () => {
    // The leader rolls: a D4 of 4 beats ST 3. A D20 or D4 that beats the leader never takes the leader past Table 2
    // (at most 19 + 1 or 3 + 1), so the cap bites only on figures above their leader.
    const base = withBand();
    const mixed: CtPlayer = {
      ...base,
      warbands: base.warbands.map((w) =>
        w.id !== 'S'
          ? w
          : {
              ...w,
              figures: w.figures.map((f, i) => ({ ...f, profile: { ...PROFILE, ST: i === 0 ? 3 : 5 } })),
            },
      ),
    };
    const r = rollAdvancement(dice({ k: 4 }), 'k', mixed, 'S', 'ST', 'xp', 10);
    expect(r.ok && r.value.player.warbands[0]!.figures.map((f) => f.profile.ST)).toEqual([4, 5, 5, 5, 5]);
  });

  it('only Individuals improve W and AC; PW only with a non-zero basic PW', () => {
    const w = rollAdvancement(dice(), 'k', withBand(), 'S', 'W', 'xp', 10);
    expect(!w.ok && w.error).toMatch(/Only Individuals/);
    const pw = rollAdvancement(dice(), 'k', withBand(), 'S', 'PW', 'xp', 10);
    expect(!pw.ok && pw.error).toMatch(/no basic PW/);
    const cap = { ...withBand(), warbands: [individual('Cap'), { ...individual('Cap2'), xp: 10 }] };
    const ok = rollAdvancement(dice({ k: 2 }), 'k', cap, 'Cap2', 'W', 'xp', 10);
    expect(ok.ok && ok.value.player.warbands[1]!.figures[0]!.profile.W).toBe(2);
  });
});
