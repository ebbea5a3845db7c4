/**
 * Golden turns of the Chronopia territories demo: three rounds (ct-chain.ts), each outcome fed back into the
 * tabs. The figures that matter are worked by hand from book 001 (cited); the whole outcome of every stage is
 * stored (UPDATE_GOLDEN=1 after a rules change, and review the diff), and two runs are identical.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CT_STAGE_RULESET } from '../../../src/ledger/ct/ruleset';
import { recordOf, records } from '../../ledger/ct/tabs';
import { playChain, type ChainResult } from './ct-chain';

const FILE = path.join(__dirname, 'ct-turns.golden.json');
const chain = playChain();
const at = (label: string): ChainResult => {
  const found = chain.find((c) => c.label === label);
  if (!found) throw new Error(label);
  return found;
};
const tabsAt = (label: string) => at(label).tabs;
const treasury = (label: string, player: string): unknown =>
  recordOf(tabsAt(label), 'Forces', player).Treasury;
const warband = (label: string, id: string) => recordOf(tabsAt(label), 'Warbands', id);
const figure = (label: string, id: string) => recordOf(tabsAt(label), 'Figures', id);
const battle = (label: string, id: string) => recordOf(tabsAt(label), 'Battles', id);
const holder = (label: string, territory: string): unknown =>
  recordOf(tabsAt(label), 'Territories', territory).Player;

/** Records as a header row and value rows: the stored file stays small. */
const table = (m: ReadonlyMap<string, readonly Record<string, unknown>[]>) =>
  Object.fromEntries(
    [...m].map(([k, recs]) => [k, [Object.keys(recs[0] ?? {}), ...recs.map((r) => Object.values(r))]]),
  );

const serial = (c: ChainResult) => ({
  label: c.label,
  clock: c.outcome.clock,
  rewrite: table(c.outcome.rewrite),
  append: table(c.outcome.append),
  campaign: Object.fromEntries(c.outcome.campaign),
  summaries: c.outcome.summaries,
  reports: Object.fromEntries(c.outcome.reports),
  warnings: c.outcome.warnings,
});

describe('Chronopia golden: round 1, pre-battle ([Battles] 1)', () => {
  const L = 'round 1 pre-battle';
  it('Table 1 on a D20 (CT-R2): 8 is a Village, 18 an Outpost; Table 3: 12 Temperate Summer, 3 Cold', () => {
    expect(battle(L, 'R1-A')).toMatchObject({
      Generated: 'Village',
      Climate: 'Temperate, Summer',
      Status: 'to fight',
    });
    expect(battle(L, 'R1-B')).toMatchObject({
      Generated: 'Outpost',
      Climate: 'Cold, all seasons: Affects Cold-Blooded creatures',
    });
  });
  it('[Campaign] 3: ratings of the field armies (190 + 180 + 100 + 110 = 580; Karak + Axes 190 = 770), stakes recorded', () => {
    expect(battle(L, 'R1-A')).toMatchObject({
      Stakes: 'Vanth: Oldfield; Ghor: Cinderholm',
      Ratings: 'Vanth 580; Ghor 580',
    });
    expect(battle(L, 'R1-B').Ratings).toBe('Karak 770; Sethra 580');
  });
  it('every roll is logged with its key, and the clock moves to post-battle', () => {
    const log = at(L).outcome.append.get('Log') ?? [];
    expect(log.filter((r) => r.Die !== '').map((r) => `${String(r.Key)}=${String(r.Result)}`)).toEqual([
      'ct:territory:R1-A=8',
      'ct:climate:R1-A=12',
      'ct:territory:R1-B=18',
      'ct:climate:R1-B=3',
    ]);
    expect(at(L).outcome.clock).toEqual({ turn: 1, stage: 'post-battle', round: 1 });
  });
});

describe('Chronopia golden: round 1, post-battle ([Battles] 2-3, [Campaign] 1 a-c)', () => {
  const L = 'round 1 post-battle';
  it('[Battles] 2.b: only Vanth achieved his mission; he takes Ghor’s stake, Ghor gets the Village ([Battles] 1.a.2)', () => {
    expect(battle(L, 'R1-A')).toMatchObject({ Winner: 'Vanth', Status: 'applied' });
    expect(holder(L, 'Cinderholm')).toBe('Vanth');
    expect(holder(L, 'R1-A Village')).toBe('Ghor');
    expect(holder(L, 'Oldfield')).toBe('Vanth');
  });
  it('[Battles] 2.c: both achieved, Sethra inflicted 6 wounds to 4 and wins; he takes the generated Outpost, Karak keeps his stake', () => {
    expect(battle(L, 'R1-B').Winner).toBe('Sethra');
    expect(holder(L, 'R1-B Outpost')).toBe('Sethra');
    expect(holder(L, 'Low Hall')).toBe('Karak');
  });
  it('Table 4: 9 Wounded to the Hospital, 4 and 5 Captured, 1 Killed rerolled by the alchemist to 15 Full recovery; a skeleton is not rolled', () => {
    expect(figure(L, 'V.Blades.3').Hospital).toBe(true);
    expect(figure(L, 'G.Blades.2')['Held by']).toBe('Vanth');
    expect(figure(L, 'K.Blades.1')['Held by']).toBe('Sethra');
    expect(figure(L, 'G.Bows.1')).toMatchObject({ Hospital: false, 'Held by': '' });
    expect(records(tabsAt(L), 'Figures').some((f) => f.Figure === 'K.Axes.2')).toBe(false);
    const keys = (at(L).outcome.append.get('Log') ?? []).map((r) => r.Key);
    expect(keys).toContain('ct:casualty-reroll:R1-A:G.Bows.1');
    expect(keys).not.toContain('ct:casualty:R1-B:K.Axes.2');
  });
  it('[Experience] 1: 1D6 (3) per survivor, 5 a wounding hit, 10 to the winner’s General (CT-R10), underdog floor(5 × 190 / 580) = 1 each', () => {
    expect(warband(L, 'Vanth Blades').XP).toBe(28); // 6 × 3 + 2 × 5; the wounded V.Blades.3 survived (CT-R16)
    expect(warband(L, 'Vanth Captain').XP).toBe(13); // 3 + 10
    expect(warband(L, 'Ghor Blades').XP).toBe(15); // 5 × 3: G.Blades.2 was captured
    expect(warband(L, 'Sethra Blades').XP).toBe(29); // 6 × 3 + 6 × 1 + 5
    expect(warband(L, 'Sethra Captain').XP).toBe(14); // 3 + 10 + 1
    expect(warband(L, 'Karak Axes').XP).toBe(20); // 5 survivors × 3 + 5
  });
  it('[Economics] 1-2: underdog gold first, income of the territories now held, maintenance ceil(points / 5)', () => {
    expect(treasury(L, 'Vanth')).toBe(562); // 260 + (200 + 100 + 150) − ceil(740 / 5) = 148
    expect(treasury(L, 'Ghor')).toBe(393); // 260 + (200 + 75) − ceil(710 / 5) = 142
    expect(treasury(L, 'Karak')).toBe(296); // 70 + (200 + 200) − ceil(870 / 5) = 174
    expect(treasury(L, 'Sethra')).toBe(442); // 260 + 5 (1 D6) + (200 + 100 + 25) − 148
    const journal = (at(L).outcome.append.get('Journal') ?? []).filter(
      (j) => j.Player === 'Sethra' && j.Resource === 'gc',
    );
    expect(journal.map((j) => j.Amount)).toEqual([5, 325, -148]);
  });
});

describe('Chronopia golden: each player’s report holds his own force only', () => {
  const reports = at('round 1 post-battle').outcome.reports;
  it('Vanth reads the battle, his own rolls and purse, not Ghor’s casualties or XP', () => {
    const vanth = reports.get('Vanth') ?? [];
    expect(vanth).toContain(
      'R1-A: Vanth wins: Vanth takes Cinderholm; Ghor gets R1-A Village ([Battles] 1.a)',
    );
    expect(vanth).toContain('Vanth V.Blades.3: Wounded (d20 9)');
    expect(vanth).toContain('Treasury 260 → 562 gc; territories 2 → 3');
    expect(vanth.join('\n')).not.toMatch(/Ghor G\.|Ghor Blades|Ghor Bows|393/);
    expect(new Set(vanth).size).toBe(vanth.length);
  });
  it('Ghor is told his figure was captured, and Sethra nothing of R1-A', () => {
    expect(reports.get('Ghor')).toContain('Ghor G.Blades.2: Captured (d20 4)');
    expect((reports.get('Sethra') ?? []).join('\n')).not.toMatch(/R1-A/);
  });
});

describe('Chronopia golden: round 1, purchases (steps d-e)', () => {
  const L = 'round 1 purchases';
  it('[Battles] 3.c.2: the ransom both wrote (25 gc) returns G.Blades.2 to its warband', () => {
    expect(figure(L, 'G.Blades.2')).toMatchObject({ 'Held by': '', Warband: 'Ghor Blades' });
    expect(treasury(L, 'Ghor')).toBe(333); // 393 − 25 − 35 (a Bowman)
  });
  it('[Economics] 3.b: Oldfield Town → City for 100 gc; [Forces] 2.b: a Swordsman for 30 gc', () => {
    expect(recordOf(tabsAt(L), 'Territories', 'Oldfield').Type).toBe('City');
    expect(treasury(L, 'Vanth')).toBe(457); // 562 + 25 − 100 − 30
    expect(figure(L, 'V.Blades.6')).toMatchObject({ Type: 'Swordsman', 'Base cost': 30 });
  });
  it('[Experience] 2.a with CT-R6 at 20 XP: D20 15 > the leader’s CC 12, every figure +1 CC; the pool 28 → 8', () => {
    expect(warband(L, 'Vanth Blades').XP).toBe(8);
    expect(figure(L, 'V.Blades.L').CC).toBe(13);
    expect(figure(L, 'V.Blades.3').CC).toBe(11);
    expect(figure(L, 'V.Blades.6').CC).toBe(11);
    // [Campaign] 3.a: the 20 XP spent is carried by the figures: 3 each, 2 for the seventh.
    expect(
      records(tabsAt(L), 'Figures')
        .filter((f) => String(f.Warband) === 'Vanth Blades')
        .map((f) => f['XP spent']),
    ).toEqual([3, 3, 3, 3, 3, 3, 2]);
  });
  it('[Races] 6.b: Sethra keeps the dwarf K.Blades.1 as Drugged; disbanding returns nothing; challenges are scheduled ([Battles] 4.b)', () => {
    expect(figure(L, 'K.Blades.1')).toMatchObject({
      Warband: 'Sethra Blades',
      Flags: 'drugged',
      'Held by': '',
    });
    expect(records(tabsAt(L), 'Figures').some((f) => f.Figure === 'G.Bows.1')).toBe(false);
    expect(warband(L, 'Karak Guard').Location).toBe('Field army');
    expect(battle(L, 'R2-C1')).toMatchObject({
      Kind: 'challenge',
      Players: 'Ghor, Sethra',
      Status: 'challenged',
    });
    expect(battle(L, 'R2-C2')).toMatchObject({ Players: 'Karak, Vanth', Status: 'challenged' });
  });
});

describe('Chronopia golden: round 2, challenges ([Battles] 4.b)', () => {
  it('declined: the challenged gives a territory of his choice (Oldfield) to the challenger', () => {
    const L = 'round 2 pre-battle';
    expect(battle(L, 'R2-C2').Status).toBe('declined');
    expect(holder(L, 'Oldfield')).toBe('Karak');
  });
  it('accepted: each chose the other’s stake; Table 3 17 is Hot (CT-R22); ratings 580 + 41 XP = 621, 610 + 67 XP = 677', () => {
    const L = 'round 2 pre-battle';
    expect(battle(L, 'R2-C1')).toMatchObject({
      Stakes: 'Ghor: R1-A Village; Sethra: Mirefen',
      Climate: 'Hot, all seasons: Desert: roll on Land of Two Rivers p 55 (CT-R22)',
      Ratings: 'Ghor 621; Sethra 677',
    });
  });
  it('[Battles] 4.b.4: the winner adds the loser’s stake; Drugged are maintained ([Races] 6.b.2)', () => {
    const L = 'round 2 post-battle';
    expect(holder(L, 'Mirefen')).toBe('Ghor');
    expect(holder(L, 'R1-A Village')).toBe('Ghor');
    expect(treasury(L, 'Ghor')).toBe(560); // 333 + (200 + 75 + 100) − 148
    expect(treasury(L, 'Sethra')).toBe(477); // 407 + (200 + 25) − ceil(775 / 5) = 155: S.Blades.4 taken, K.Blades.1 Drugged kept
    expect(figure(L, 'S.Blades.4')['Held by']).toBe('Ghor');
    expect(figure(L, 'G.Captain').Hospital).toBe(true);
    expect(figure(L, 'S.Bows.1').Hospital).toBe(false); // CT-R17: missed one battle of its owner's
  });
  it('[Experience] 2.d and [Economics] 3.a: DEF on a D4 of 3 (−3 < −1) paid in cash; A on a D20 of 5 fails', () => {
    const L = 'round 2 purchases';
    expect(figure(L, 'G.Blades.L').DEF).toBe(-2);
    expect(treasury(L, 'Ghor')).toBe(540);
    expect(warband(L, 'Karak Axes').XP).toBe(0);
    expect(figure(L, 'K.Axes.L').A).toBe(10);
  });
});

describe('Chronopia golden: a rescue ([Battles] 3.c.1, 4.a)', () => {
  it('the owner of a captive schedules the Rescue; the captive may not be sold meanwhile', () => {
    const L = 'round 2 purchases';
    expect(battle(L, 'R3-R1')).toMatchObject({
      Kind: 'rescue',
      Players: 'Sethra, Ghor',
      Status: 'scheduled',
      Turn: 3,
    });
    const sale = CT_STAGE_RULESET.checkOrders(tabsAt(L), 'Ghor', 'S.Blades.4 - Sell').lines;
    expect(sale[0].status).toBe('rejected'); // the clock is at pre-battle: an order of the purchases stage
  });
  it('no stakes; Table 3 still rolled (19: Hot); all captives freed: the attacker wins, no territory changes', () => {
    expect(battle('round 3 pre-battle', 'R3-R1')).toMatchObject({
      Stakes: '',
      Status: 'to fight',
      Climate: 'Hot, all seasons: Desert: roll on Land of Two Rivers p 55 (CT-R22)',
    });
    const L = 'round 3 post-battle';
    expect(battle(L, 'R3-R1')).toMatchObject({
      Winner: 'Sethra',
      Result: 'Sethra wins: 1 of 1 captive(s) freed; no territory changes ([Battles] 4.a.2-4)',
    });
    expect(figure(L, 'S.Blades.4')).toMatchObject({ 'Held by': '', Warband: 'Sethra Blades' });
  });
  it('CT-R17: wounded in round 2, Ghor’s Captain missed both his round-3 battles: no XP from either, back after', () => {
    const L = 'round 3 post-battle';
    expect(warband(L, 'Ghor Captain').XP).toBe(15); // 3 (round 1) + 2 + 10 (round 2's winning General)
    expect(figure(L, 'G.Captain').Hospital).toBe(false);
  });
});

describe('Chronopia golden: round 3, a multi-player battle and the campaign’s end', () => {
  it('[Campaign] 3: Vanth 580 + 17 spent + 39 XP = 636; Ghor 480 + 20 + 67 = 567 (his wounded Captain and pool left out); Karak 870 + 20 + 36 = 926', () => {
    expect(battle('round 3 pre-battle', 'R3-A').Ratings).toBe('Vanth 636; Ghor 567; Karak 926');
  });
  it('[Battles] 1.b: each player who accomplished his mission generates a territory (D20 2 City, 12 Hamlet)', () => {
    const L = 'round 3 post-battle';
    expect(recordOf(tabsAt(L), 'Territories', 'R3-A (Vanth)')).toMatchObject({
      Player: 'Vanth',
      Type: 'City',
    });
    expect(recordOf(tabsAt(L), 'Territories', 'R3-A (Karak)')).toMatchObject({
      Player: 'Karak',
      Type: 'Hamlet',
    });
    expect(figure(L, 'G.Blades.3')['Held by']).toBe('Karak');
  });
  it('underdog against the strongest enemy: Vanth floor(5 × 290 / 636) = 2, Ghor floor(5 × 359 / 567) = 3: XP a survivor and as many D6 gc', () => {
    const L = 'round 3 post-battle';
    expect(treasury(L, 'Vanth')).toBe(812); // 457 + 9 + (200 + 150 + 150) − ceil(770 / 5) = 154
    // Ghor fought twice: the Rescue first (its row came first), 540 + 3 + 375 − ceil(740 / 5) = 770; then R3-A,
    // 770 + 10 (3 + 5 + 2) + 375 − ceil(710 / 5) = 1013.
    expect(treasury(L, 'Ghor')).toBe(1013);
    // No underdog (706 v 567); S.Blades.4, freed in R3-R1, is back before maintenance: 775 + 30 = 805 points.
    expect(treasury(L, 'Sethra')).toBe(541); // 477 + 225 − ceil(805 / 5) = 161
    expect(treasury(L, 'Karak')).toBe(722); // 296 + (200 + 200 + 150 + 50) − 174
  });
  it('[Battles] 3.c.3: a captive sold for half its base cost; CT-R14: most territories after round 3 wins', () => {
    const L = 'round 3 purchases';
    expect(treasury(L, 'Karak')).toBe(737);
    expect([...at(L).outcome.campaign]).toEqual([
      ['Over', true],
      ['Winner', 'Karak'],
    ]);
    expect(at(L).outcome.clock).toEqual({ turn: 4, stage: 'pre-battle', round: 1 });
  });
  it('[Forces] 2.a.3, CT-R25: the Sorcerer sells back Shadow Bolt (15 gc) and buys Veil of Night (10 gc)', () => {
    const L = 'round 3 purchases';
    expect(treasury(L, 'Sethra')).toBe(546); // 541 + 15 − 10
    // 110 points with Shadow Bolt: 110 − 15 + 10 = 105; the rating and maintenance count the spell (CT-R25.3).
    expect(figure(L, 'S.Sorcerer')).toMatchObject({ Spells: 'Veil of Night', 'Base cost': 105 });
    const gc = (at(L).outcome.append.get('Journal') ?? []).filter((j) => j.Player === 'Sethra');
    expect(gc.map((j) => [j.Amount, j.For])).toEqual([
      [15, 'S.Sorcerer sells back Shadow Bolt'],
      [-10, 'S.Sorcerer buys Veil of Night'],
    ]);
  });
  it('once Over, no stage runs: the Over cell is named', () => {
    expect(() => CT_STAGE_RULESET.runStage(tabsAt('round 3 purchases'), { overrides: new Map() })).toThrow(
      /^Campaign!B\d+: the campaign is over \(Karak won, CT-R14\)/,
    );
  });
});

describe('Chronopia golden: reproducible', () => {
  it('no stage warned', () => {
    expect(chain.flatMap((c) => c.outcome.warnings)).toEqual([]);
  });
  it('played twice, identical; and as stored', () => {
    const now = chain.map(serial);
    expect(playChain().map(serial)).toEqual(now);
    if (process.env.UPDATE_GOLDEN === '1')
      writeFileSync(FILE, `[\n${now.map((x) => JSON.stringify(x)).join(',\n')}\n]\n`);
    expect(JSON.parse(JSON.stringify(now))).toEqual(JSON.parse(readFileSync(FILE, 'utf8')));
  });
});
