/**
 * A warband that leaves the roster and is raised again under its old name takes no id its figures had: golden
 * round 2 post-battle, Ghor Bows holds G.Bows.L, 2, 3, 4, 5 (Next figure 6; G.Bows.1 was disbanded in round 1).
 * At round 2's purchases Ghor raises Ghor Pikes and disbands every Bows figure ([Forces] 2.b.3, 2.b.5), so the
 * Warbands row, and its Next figure, go. Round 3's battles are not scheduled; at its purchases, with the Log read
 * only in its present (older rows blank, as readStagePresent gives them), Ghor raises Ghor Bows again: its ids go
 * on from 6 (leader G.Bows.6, Bowmen G.Bows.7-10; Next figure 11). Before, they were G.Bows.L and G.Bows.1-4, the
 * ids of five figures the old Log rows are about.
 */
import { playChain } from '../../cases/golden/ct-chain';
import { play, records, recordOf } from './tabs';

type Grid = unknown[][];
type Tabs = ReadonlyMap<string, readonly (readonly unknown[])[]>;

/** The Log as the present read gives it at turn `turn`: each older row Turn 0, its other cells blank. */
function presentOnly(tabs: Tabs, turn: number): Map<string, Grid> {
  const out = new Map<string, Grid>([...tabs].map(([k, v]) => [k, v.map((r) => [...r])]));
  const [header, ...rows] = out.get('Log')!;
  const at = header.indexOf('Turn');
  out.set('Log', [
    header,
    ...rows.map((r) => (Number(r[at]) >= turn ? r : r.map((_, c) => (c === at ? 0 : '')))),
  ]);
  return out;
}

const ids = (t: Tabs, warband: string) =>
  records(t, 'Figures')
    .filter((r) => r.Warband === warband)
    .map((r) => r.Figure);

describe('CT figure ids: a warband raised again under its old name', () => {
  const round2 = playChain().find((c) => c.label === 'round 2 post-battle')!.tabs;
  const gone = play(presentOnly(round2, 2), {
    Ghor: [
      'Force - Raise Ghor Pikes: Sergeant + 4 Swordsmen',
      'Force - Disband G.Bows.L, G.Bows.2, G.Bows.3, G.Bows.4, G.Bows.5',
    ],
  }).tabs;

  it('round 2: Ghor Bows is gone from the Warbands and Figures tabs; Ghor’s Past series keeps G.Bows 6', () => {
    expect(records(gone, 'Warbands').map((r) => r.Warband)).not.toContain('Ghor Bows');
    expect(ids(gone, 'Ghor Bows')).toEqual([]);
    expect(recordOf(gone, 'Forces', 'Ghor')['Past series']).toBe('G.Bows 6');
  });

  // Round 3: no battle scheduled; the pre-battle and the post-battle wait for nobody.
  const purchases = play(play(gone, {}).tabs, {}).tabs;
  const raised = play(presentOnly(purchases, 3), {
    Ghor: ['Force - Raise Ghor Bows: Sergeant + 4 Bowmen'],
  }).tabs;

  it('round 3: the new Ghor Bows are G.Bows.6 (leader) and G.Bows.7-10, Next figure 11', () => {
    expect(String(recordOf(purchases, 'Campaign', 'Stage').Value)).toBe('purchases');
    expect(ids(raised, 'Ghor Bows')).toEqual(['G.Bows.6', 'G.Bows.7', 'G.Bows.8', 'G.Bows.9', 'G.Bows.10']);
    expect(recordOf(raised, 'Warbands', 'Ghor Bows')['Next figure']).toBe(11);
    expect(records(raised, 'Figures').find((r) => r.Figure === 'G.Bows.6')?.Leader).toBe(true);
  });

  it('in one purchases: disbanded and raised again, the ids go on from 6 as well', () => {
    const once = play(presentOnly(round2, 2), {
      Ghor: [
        'Force - Raise Ghor Pikes: Sergeant + 4 Swordsmen',
        'Force - Disband G.Bows.L, G.Bows.2, G.Bows.3, G.Bows.4, G.Bows.5',
        'Force - Raise Ghor Bows: Sergeant + 4 Bowmen',
      ],
    }).tabs;
    expect(ids(once, 'Ghor Bows')).toEqual(['G.Bows.6', 'G.Bows.7', 'G.Bows.8', 'G.Bows.9', 'G.Bows.10']);
  });
});
