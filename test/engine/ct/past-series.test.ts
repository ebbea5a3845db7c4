/**
 * A warband that leaves the roster leaves its ids' series and next number with its player (pastSeries), and a
 * warband raised ([Forces] 2.b.3) or summoned ([Races] 5.c.1) again into that series numbers on from it, leader
 * too: no figure id is given twice in a campaign, though the Log's old rows are not read.
 */
import { applyCasualties } from '../../../src/engine/ct/casualties';
import type { CtCampaign } from '../../../src/engine/ct/campaign';
import { pastNext, withRoster } from '../../../src/engine/ct/figure-ids';
import { DEFAULT_CT_SETTINGS, type CtPlayer } from '../../../src/engine/ct/model';
import type { FigureType } from '../../../src/engine/ct/orders/purchase';
import { raiseWarband } from '../../../src/engine/ct/orders/raise';
import { summonOrder } from '../../../src/engine/ct/orders/summon';
import { disband } from '../../../src/engine/ct/recruit';
import { PROFILE, band, individual, player } from './fixtures';

const type = (t: string, flags: string[] = []): FigureType => ({
  list: 'Firstborn',
  type: t,
  baseCost: 20,
  profile: PROFILE,
  race: 'human',
  flags: new Set(flags),
});
const LISTS = [type('Sergeant'), type('Swordsman'), type('Captain'), type('Skeleton', ['summoned'])];
const campaign = (...players: CtPlayer[]): CtCampaign => ({
  state: { turn: 3, players, settings: DEFAULT_CT_SETTINGS },
  battles: [],
});
const ids = (p: CtPlayer, w: string) => p.warbands.find((x) => x.id === w)?.figures.map((f) => f.id);

describe('CT pastSeries: what a warband leaving the roster keeps', () => {
  it('disbanded whole: G.Bows.L, .2-.5 with Next figure 6 → G.Bows 6', () => {
    const bows = band('G.Bows', 5, { id: 'Ghor Bows', nextFigure: 6 });
    const ghor = player('Ghor', { warbands: [band('G.Blades', 4, { id: 'Ghor Blades' }), bows] });
    const r = disband(ghor, ['G.Bows.L', 'G.Bows.1', 'G.Bows.2', 'G.Bows.3', 'G.Bows.4', 'G.Bows.5']);
    expect(r.ok && r.value.pastSeries).toEqual([{ series: 'G.Bows', next: 6 }]);
  });

  it('killed to the last man (Table 4): no Next figure written, one past the highest, S.4 → S 5', () => {
    const p = player('A', { warbands: [band('S', 4)] });
    const dead = ['S.L', 'S.1', 'S.2', 'S.3', 'S.4'].map((figure) => ({
      figure,
      result: 'Killed' as const,
      enemy: 'B',
    }));
    expect(applyCasualties(p, dead).player.pastSeries).toEqual([{ series: 'S', next: 5 }]);
  });

  it('an Individual: his id is the series (V.Captain 1); an empty warband: its name in the ledger style', () => {
    const vanth = player('Vanth', {
      warbands: [individual('V.Captain'), { ...band('x', 0), id: 'Vanth Guard', figures: [] }],
    });
    expect(withRoster(vanth, []).pastSeries).toEqual([
      { series: 'V.Captain', next: 1 },
      { series: 'V.Guard', next: 1 },
    ]);
  });

  it('a series already kept keeps the higher number', () => {
    const p = player('A', { warbands: [band('S', 2)], pastSeries: [{ series: 'S', next: 9 }] });
    expect(withRoster(p, []).pastSeries).toEqual([{ series: 'S', next: 9 }]);
    expect(pastNext([p, player('B', { pastSeries: [{ series: 'S', next: 12 }] })], 's')).toBe(12);
    expect(pastNext([p], 'T')).toBeNull();
  });
});

describe('CT raising and summoning into a past series', () => {
  const order = {
    name: 'Ghor Bows',
    individual: false,
    leader: 'Sergeant',
    members: [{ count: 4, type: 'Swordsman' }],
    missile: false,
    minimum: 5,
  };
  const ghor = (over: Partial<CtPlayer> = {}) =>
    player('Ghor', { treasury: 1000, warbands: [band('G.Blades', 4, { id: 'Ghor Blades' })], ...over });

  it('a fresh name: G.Bows.L and G.Bows.1-4, Next figure 5', () => {
    const r = raiseWarband(campaign(ghor()), 'Ghor', order, LISTS);
    if (!r.ok) throw new Error(r.error);
    const w = r.value.campaign.state.players[0].warbands.find((x) => x.id === 'Ghor Bows')!;
    expect([w.figures.map((f) => f.id), w.nextFigure]).toEqual([
      ['G.Bows.L', 'G.Bows.1', 'G.Bows.2', 'G.Bows.3', 'G.Bows.4'],
      5,
    ]);
  });

  it('G.Bows 6 kept (by any player): leader G.Bows.6, members 7-10, Next figure 11', () => {
    const r = raiseWarband(
      campaign(ghor(), player('Vanth', { pastSeries: [{ series: 'G.Bows', next: 6 }] })),
      'Ghor',
      order,
      LISTS,
    );
    if (!r.ok) throw new Error(r.error);
    const w = r.value.campaign.state.players[0].warbands.find((x) => x.id === 'Ghor Bows')!;
    expect(w.figures.map((f) => [f.id, f.leader])).toEqual([
      ['G.Bows.6', true],
      ['G.Bows.7', false],
      ['G.Bows.8', false],
      ['G.Bows.9', false],
      ['G.Bows.10', false],
    ]);
    expect(w.nextFigure).toBe(11);
  });

  it('a Log row read names G.Bows.12 and the series keeps 6: from 13', () => {
    const r = raiseWarband(
      campaign(ghor({ pastSeries: [{ series: 'G.Bows', next: 6 }] })),
      'Ghor',
      order,
      LISTS,
      new Set(['G.Bows.12']),
    );
    expect(r.ok && ids(r.value.campaign.state.players[0], 'Ghor Bows')?.[0]).toBe('G.Bows.13');
  });

  it('an Individual raised again: G.Hero 1 → G.Hero.1, Next figure 2', () => {
    const hero = {
      ...order,
      name: 'Ghor Hero',
      individual: true,
      leader: 'Captain',
      members: [],
      minimum: 1,
    };
    const r = raiseWarband(
      campaign(ghor({ pastSeries: [{ series: 'G.Hero', next: 1 }] })),
      'Ghor',
      hero,
      LISTS,
    );
    if (!r.ok) throw new Error(r.error);
    const w = r.value.campaign.state.players[0].warbands.find((x) => x.id === 'Ghor Hero')!;
    expect([w.figures.map((f) => f.id), w.nextFigure]).toEqual([['G.Hero.1'], 2]);
  });

  it('another warband’s figures are of the series (Ghor Archers: G.Bows.L …): refused, as before', () => {
    const r = raiseWarband(
      campaign(ghor({ warbands: [band('G.Bows', 4, { id: 'Ghor Archers' })] })),
      'Ghor',
      order,
      LISTS,
    );
    expect(r).toEqual({ ok: false, error: 'a figure G.Bows.L already exists; name the warband otherwise' });
  });

  it('summoned again after a dispelling (Karak.Skeleton 4): Karak.Skeleton.4-5', () => {
    const karak = player('Karak', {
      race: 'Devout',
      treasury: 100,
      pastSeries: [{ series: 'Karak.Skeleton', next: 4 }],
    });
    const r = summonOrder(campaign(karak), 'Karak', 2, 'Skeletons', LISTS);
    expect(r.ok && ids(r.value.campaign.state.players[0], 'Karak summoned Skeleton')).toEqual([
      'Karak.Skeleton.4',
      'Karak.Skeleton.5',
    ]);
  });
});
