/**
 * One battle of a round worked by hand (CT-R1): two players, stakes, climate, the territory exchange, then the
 * post-battle sequence a-c for each, then step d (a captive sold) and step e (an advancement roll).
 */
import { twoPlayerWinner } from '../../../src/engine/ct/battle';
import { sellToSlavers } from '../../../src/engine/ct/captives';
import { rollAdvancement } from '../../../src/engine/ct/advancement';
import type { CtPlayer, CtState } from '../../../src/engine/ct/model';
import { DEFAULT_CT_SETTINGS } from '../../../src/engine/ct/model';
import { postBattle } from '../../../src/engine/ct/post-battle';
import { prepareBattle } from '../../../src/engine/ct/pre-battle';
import { moveWarband } from '../../../src/engine/ct/recruit';
import { rosterErrors } from '../../../src/engine/ct/roster';
import { twoPlayerSpoils } from '../../../src/engine/ct/territories';
import { FIELD, band, dice, individual, player } from './fixtures';

const A = player('A', { treasury: 100, warbands: [band('S', 4), individual('Cap')] });
const B = player('B', {
  treasury: 50,
  warbands: [
    band('T', 6),
    individual('Lord'),
    band('G', 4, { station: { kind: 'garrison', territory: 'B Town' } }),
  ],
});
const state: CtState = {
  turn: 1,
  players: [A, B],
  settings: { ...DEFAULT_CT_SETTINGS, xpPerAdvancementRoll: 20 },
};

const rolls: Record<string, number> = {
  'ct:territory:B1': 8, // Village
  'ct:climate:B1': 12, // Temperate Summer
  'ct:casualty:B1:S.1': 5, // Captured
  'ct:casualty:B1:S.2': 9, // Wounded
  'ct:casualty:B1:T.1': 1, // Killed
  'ct:casualty:B1:T.2': 15, // Full recovery
  'ct:casualty:B1:G.1': 4, // Captured
  'ct:xp:B1:S#1': 1,
  'ct:xp:B1:S#2': 2,
  'ct:xp:B1:S#3': 3,
  'ct:xp:B1:S#4': 4,
  'ct:xp:B1:Cap': 6,
  'ct:xp:B1:Lord': 2,
  'ct:underdog-gold:B1:A#1': 6,
  'ct:underdog-gold:B1:A#2': 6,
  'ct:underdog-gold:B1:A#3': 6,
  'ct:underdog-gold:B1:A#4': 6,
  'ct:advance:1:S:CC': 15,
};
for (let i = 1; i <= 6; i++) rolls[`ct:xp:B1:T#${i}`] = 1;
for (let i = 1; i <= 4; i++) rolls[`ct:xp:B1:G#${i}`] = 1;

const get = (s: CtState, name: string): CtPlayer => s.players.find((p) => p.name === name)!;

describe('A two-player battle and its post-battle sequence, worked by hand', () => {
  const d = dice(rolls);
  const prepared = prepareBattle(d, 'B1', state, 'two-player', [
    { player: 'A', allies: [], stake: 'A Town' },
    { player: 'B', allies: [], stake: 'B Town' },
  ]);

  it('rolls the generated territory and the climate, and rates each side with its staked garrison', () => {
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    // A: 5 × 20 + 60 = 160. B: 7 × 20 + 60 + the B Town garrison 5 × 20 = 300.
    expect(prepared.value.ratings).toEqual([
      { player: 'A', rating: 160 },
      { player: 'B', rating: 300 },
    ]);
    expect([prepared.value.generated, prepared.value.climate.climate, prepared.value.climate.season]).toEqual(
      ['Village', 'Temperate', 'Summer'],
    );
  });

  // A achieved his mission, B did not: A wins ([Battles] 2.b) and takes B's stake; B gets the generated Village.
  const winner = twoPlayerWinner(
    { player: 'A', missionAchieved: true, woundsInflicted: 3 },
    { player: 'B', missionAchieved: false, woundsInflicted: 2 },
  );
  const spoils = twoPlayerSpoils(A, B, 'B Town', { name: 'Ford', type: 'Village', home: false }, 'stake');
  if (!spoils.ok) throw new Error(spoils.error);
  const exchanged: CtState = { ...state, players: [spoils.value.winner, spoils.value.loser] };

  const after = postBattle(
    d,
    'B1',
    exchanged,
    [
      {
        player: 'A',
        staked: 'A Town',
        ratingBefore: 160,
        enemyRatingBefore: 300,
        casualties: [
          { figure: 'S.1', unrecoverable: false, enemy: 'B' },
          { figure: 'S.2', unrecoverable: false, enemy: 'B' },
        ],
        rerolls: [],
        summoned: [],
        warbands: [{ warband: 'S', woundingHits: 3 }],
        disband: [],
      },
      {
        player: 'B',
        // B's stake is gone from his list; the garrison that fought is named by the stake as it stood.
        staked: 'B Town',
        ratingBefore: 300,
        enemyRatingBefore: 160,
        casualties: [
          { figure: 'T.1', unrecoverable: false, enemy: 'A' },
          { figure: 'T.2', unrecoverable: false, enemy: 'A' },
          { figure: 'G.1', unrecoverable: false, enemy: 'A' },
        ],
        rerolls: [],
        summoned: [],
        warbands: [{ warband: 'T', woundingHits: 1 }],
        disband: [],
      },
    ],
    winner === null ? [] : [winner],
  );

  it('A wins and takes B Town; B gets the Village (001 [Battles] 1.a.2)', () => {
    expect(winner).toBe('A');
    expect(spoils.value.winner.territories.map((t) => t.name)).toEqual(['A Keep', 'A Town', 'B Town']);
    expect(spoils.value.loser.territories.map((t) => t.name)).toEqual(['B Keep', 'Ford']);
  });

  it('a. casualties: captured figures change hands, the wounded go to the Hospital', () => {
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    const a = get(after.value.state, 'A');
    const b = get(after.value.state, 'B');
    expect(a.warbands[0]!.figures.map((f) => [f.id, f.hospital])).toEqual([
      ['S.L', false],
      ['S.2', true],
      ['S.3', false],
      ['S.4', false],
    ]);
    expect(a.captives.map((c) => [c.figure.id, c.owner])).toEqual([['G.1', 'B']]);
    expect(b.captives.map((c) => [c.figure.id, c.owner])).toEqual([['S.1', 'A']]);
    expect(b.warbands[0]!.figures.map((f) => f.id)).toEqual(['T.L', 'T.2', 'T.3', 'T.4', 'T.5', 'T.6']);
  });

  it('b. experience pooled per warband, with the underdog bonus of floor(5 × 140 / 160) = 4 for A', () => {
    if (!after.ok) throw new Error(after.error);
    // S: 4 survivors (wounded S.2 counts, CT-R16) rolling 1+2+3+4 = 10, 3 wounding hits 15, underdog 4 × 4 = 16 → 41.
    // Cap: 6 + General of the winning side 10 + underdog 4 → 20.
    expect(get(after.value.state, 'A').warbands.map((w) => [w.id, w.xp])).toEqual([
      ['S', 41],
      ['Cap', 20],
    ]);
    // T: 6 survivors × 1 + 1 hit 5 → 11. Lord 2. G (its territory was staked, so it fought): 4 survivors × 1 → 4.
    expect(get(after.value.state, 'B').warbands.map((w) => [w.id, w.xp])).toEqual([
      ['T', 11],
      ['Lord', 2],
      ['G', 4],
    ]);
  });

  it('c. underdog gold, then income, then maintenance', () => {
    if (!after.ok) throw new Error(after.error);
    // A: 100 + 4D6 (24) + income 200 + 100 + 100 = 524; roster 4 × 20 + 60 = 140 points → 28 gc → 496.
    expect(get(after.value.state, 'A').treasury).toBe(496);
    // B: 50 + income 200 + 75 = 325; roster 6 × 20 + 60 + 4 × 20 = 260 points → 52 gc → 273.
    expect(get(after.value.state, 'B').treasury).toBe(273);
  });

  it("flags B's garrison of a territory he lost, and lets him move it to the field army, still under strength", () => {
    if (!after.ok) throw new Error(after.error);
    const b = get(after.value.state, 'B');
    // G lost G.1 (captured): 4 figures for its minimum of 5 ([Forces] 2.b.2), and it guards a territory B lost.
    expect(rosterErrors(b).map((e) => [e.code, e.subject])).toEqual([
      ['under-strength', 'G'],
      ['no-territory', 'garrison of B Town'],
    ]);
    const moved = moveWarband(b, 'G', FIELD);
    expect(moved.ok && rosterErrors(moved.value).map((e) => [e.code, e.subject])).toEqual([
      ['under-strength', 'G'],
    ]);
  });

  it('d. A sells his captive to slavers; e. A spends 20 XP on a CC roll for S (CT-R6 set to 20)', () => {
    if (!after.ok) throw new Error(after.error);
    const sold = sellToSlavers(get(after.value.state, 'A'), 'G.1');
    if (!sold.ok) throw new Error(sold.error);
    expect(sold.value.treasury).toBe(506);
    const rolled = rollAdvancement(
      d,
      'ct:advance:1:S:CC',
      sold.value,
      'S',
      'CC',
      'xp',
      state.settings.xpPerAdvancementRoll,
    );
    // The leader's CC 10: a D20 of 15 succeeds; 41 − 20 = 21 XP left.
    expect(rolled.ok && [rolled.value.outcome, rolled.value.player.warbands[0]!.xp]).toEqual([
      'improved',
      21,
    ]);
    expect(rolled.ok && rolled.value.player.warbands[0]!.figures.map((f) => f.profile.CC)).toEqual([
      11, 11, 11, 11,
    ]);
  });

  it('logs every die under its key', () => {
    expect(d.log().every((r) => r.overridden)).toBe(true);
  });
});
