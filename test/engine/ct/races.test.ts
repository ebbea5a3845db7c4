import type { CtState } from '../../../src/engine/ct/model';
import { DEFAULT_CT_SETTINGS } from '../../../src/engine/ct/model';
import { postBattle } from '../../../src/engine/ct/post-battle';
import type { PlayerBattleReport } from '../../../src/engine/ct/post-battle';
import { recruitDrugged, summon } from '../../../src/engine/ct/recruit';
import { band, dice, fig, individual, player } from './fixtures';

const imps = () => ({
  ...band('Imps', 1, { armyList: 'Devout' }),
  figures: [
    fig('i1', { baseCost: 30, summoned: true, leader: true }),
    fig('i2', { baseCost: 30, summoned: true }),
  ],
  minimum: 2,
});
const devout = () =>
  player('D', {
    race: 'Devout',
    armyList: 'Devout',
    treasury: 100,
    warbands: [band('S', 4, { armyList: 'Devout' }), { ...individual('Lord'), armyList: 'Devout' }],
  });

describe('Devout summoned creatures ([Races] 5.c)', () => {
  it('are bought with cash before the battle: 2 × 30 = 60 gc from 100', () => {
    const r = summon(devout(), imps());
    expect(r.ok && [r.value.treasury, r.value.warbands.map((w) => w.id)]).toEqual([
      40,
      ['S', 'Lord', 'Imps'],
    ]);
    const other = summon(player('A', { treasury: 100 }), imps());
    expect(!other.ok && other.error).toMatch(/only Devout/);
  });

  it('are dispelled after the battle with their refunds, earn no XP and need no maintenance', () => {
    const summoned = summon(devout(), imps());
    if (!summoned.ok) throw new Error(summoned.error);
    const state: CtState = { turn: 1, players: [summoned.value, player('B')], settings: DEFAULT_CT_SETTINGS };
    const report: PlayerBattleReport = {
      player: 'D',
      staked: null,
      ratingBefore: 220,
      enemyRatingBefore: 160,
      casualties: [{ figure: 'i2', unrecoverable: false, enemy: 'B' }],
      rerolls: [],
      summoned: [
        { figure: 'i1', state: 'unwounded' },
        { figure: 'i2', state: 'killed' },
      ],
      warbands: [],
      disband: [],
    };
    const d = dice({
      'ct:devout:B1:i2': 4,
      'ct:xp:B1:S#1': 1,
      'ct:xp:B1:S#2': 1,
      'ct:xp:B1:S#3': 1,
      'ct:xp:B1:S#4': 1,
      'ct:xp:B1:S#5': 1,
      'ct:xp:B1:Lord': 1,
    });
    const r = postBattle(d, 'B1', state, [report], []);
    if (!r.ok) throw new Error(r.error);
    const after = r.value.state.players[0]!;
    // Refunds: i1 unwounded 30; i2 killed, D6 4 (< 5) → half, 15. Treasury 40 + 45 + income 300 − maintenance
    // (5 × 20 + 60 = 160 points → 32) = 353. No Table 4 roll for i2.
    expect(after.treasury).toBe(353);
    expect(after.warbands.map((w) => w.id)).toEqual(['S', 'Lord']);
    expect(d.log().map((x) => x.key)).not.toContain('ct:casualty:B1:i2');
  });

  it('must each be reported as unwounded, wounded, killed or captured', () => {
    const summoned = summon(devout(), imps());
    if (!summoned.ok) throw new Error(summoned.error);
    const state: CtState = { turn: 1, players: [summoned.value], settings: DEFAULT_CT_SETTINGS };
    const r = postBattle(
      dice(),
      'B1',
      state,
      [
        {
          player: 'D',
          staked: null,
          ratingBefore: 1,
          enemyRatingBefore: 1,
          casualties: [],
          rerolls: [],
          summoned: [],
          warbands: [],
          disband: [],
        },
      ],
      [],
    );
    expect(!r.ok && r.error).toMatch(/summoned i1/);
  });
});

describe('Stygian Drugged ([Races] 6.b.3)', () => {
  const stygian = () =>
    player('S', {
      race: 'Stygian',
      armyList: 'Stygian',
      treasury: 100,
      warbands: [band('W', 4, { armyList: 'Stygian' }), { ...individual('Lord'), armyList: 'Stygian' }],
    });
  const drugged = (id: string) => fig(id, { drugged: true, baseCost: 15 });

  it('are recruited after a win, paid normally, up to the maximum the moderator enters', () => {
    const r = recruitDrugged(stygian(), 'W', [drugged('d1'), drugged('d2')], true, 2);
    expect(r.ok && r.value.treasury).toBe(70);
    const over = recruitDrugged(stygian(), 'W', [drugged('d1'), drugged('d2')], true, 1);
    expect(!over.ok && over.error).toMatch(/pass the 1/);
  });

  it('are not recruited without a win, nor by anyone but Stygians', () => {
    const lost = recruitDrugged(stygian(), 'W', [drugged('d1')], false, 5);
    expect(!lost.ok && lost.error).toMatch(/only after a Stygian victory/);
    const other = recruitDrugged(
      player('A', { treasury: 100, warbands: [band('W', 4)] }),
      'W',
      [drugged('d1')],
      true,
      5,
    );
    expect(!other.ok && other.error).toMatch(/only Stygians/);
  });
});

describe('Rerolls in the post-battle sequence ([Races] alchemist)', () => {
  it('uses the alchemist who fought, and the second roll stands', () => {
    const a = player('A', { warbands: [band('S', 4), individual('Al', { alchemist: true })] });
    const state: CtState = { turn: 1, players: [a, player('B')], settings: DEFAULT_CT_SETTINGS };
    const d = dice({ 'ct:casualty:B1:S.1': 3, 'ct:casualty-reroll:B1:S.1': 13 });
    const r = postBattle(
      d,
      'B1',
      state,
      [
        {
          player: 'A',
          staked: null,
          ratingBefore: 160,
          enemyRatingBefore: 160,
          casualties: [{ figure: 'S.1', unrecoverable: false, enemy: 'B' }],
          rerolls: ['S.1'],
          summoned: [],
          warbands: [],
          disband: [],
        },
      ],
      [],
    );
    if (!r.ok) throw new Error(r.error);
    // Captured on 3, rerolled 13: Full recovery; S keeps its five figures and B holds no captive.
    expect(r.value.state.players[0]!.warbands[0]!.figures.length).toBe(5);
    expect(r.value.state.players[1]!.captives).toEqual([]);
  });

  it('refuses a casualty that did not fight', () => {
    const g = band('G', 4, { station: { kind: 'garrison', territory: 'A Town' } });
    const a = player('A', { warbands: [band('S', 4), individual('Cap'), g] });
    const state: CtState = { turn: 1, players: [a], settings: DEFAULT_CT_SETTINGS };
    const r = postBattle(
      dice(),
      'B1',
      state,
      [
        {
          player: 'A',
          staked: null,
          ratingBefore: 1,
          enemyRatingBefore: 1,
          casualties: [{ figure: 'G.1', unrecoverable: false, enemy: 'B' }],
          rerolls: [],
          summoned: [],
          warbands: [],
          disband: [],
        },
      ],
      [],
    );
    expect(!r.ok && r.error).toMatch(/G.1 is not a figure of A's that fought/);
  });
});

describe('The Hospital (Table 4 Wounded; CT-R17)', () => {
  it("a wounded figure misses its owner's next battle, earns nothing in it, and returns after it", () => {
    const w = band('S', 5);
    const a = player('A', {
      warbands: [
        { ...w, figures: w.figures.map((f) => (f.id === 'S.5' ? { ...f, hospital: true } : f)) },
        individual('Cap'),
      ],
    });
    const state: CtState = { turn: 2, players: [a], settings: DEFAULT_CT_SETTINGS };
    const d = dice({
      'ct:xp:B2:S#1': 1,
      'ct:xp:B2:S#2': 1,
      'ct:xp:B2:S#3': 1,
      'ct:xp:B2:S#4': 1,
      'ct:xp:B2:S#5': 1,
      'ct:xp:B2:S#6': 1,
      'ct:xp:B2:Cap': 1,
    });
    const r = postBattle(
      d,
      'B2',
      state,
      [
        {
          player: 'A',
          staked: null,
          ratingBefore: 1,
          enemyRatingBefore: 1,
          casualties: [],
          rerolls: [],
          summoned: [],
          warbands: [],
          disband: [],
        },
      ],
      [],
    );
    if (!r.ok) throw new Error(r.error);
    const s = r.value.state.players[0]!.warbands[0]!;
    expect(s.figures.every((f) => !f.hospital)).toBe(true);
    // Five figures fought (S.5 did not): 5 × 1 XP, so S.5's die #6 was never rolled.
    expect(s.xp).toBe(5);
    expect(d.log().map((x) => x.key)).not.toContain('ct:xp:B2:S#6');
  });
});
