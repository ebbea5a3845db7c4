/**
 * Figure ids are never reused though a stage reads only the present of the Log (readStagePresent: the rows of
 * earlier turns come through as Turn 0, every other cell blank). Golden round 1: G.Bows.1 was a casualty of R1-A
 * and was disbanded at the purchases ([Forces] 2.b.5), and only round 1's Log rows name him; the recruit of round 1
 * took G.Bows.5. At round 2's purchases, with round 1's Log rows blanked, a Bowman recruited for Ghor Bows is
 * G.Bows.6 and Ghor Bows' Next figure becomes 7. Before, the recruit was G.Bows.1 (the Log was the only memory).
 */
import { playChain } from '../../cases/golden/ct-chain';
import { play, records } from './tabs';

type Grid = unknown[][];

/** The Log as the present read gives it at turn `turn`: each older row Turn 0, its other cells blank. */
function presentOnly(tabs: ReadonlyMap<string, readonly (readonly unknown[])[]>, turn: number) {
  const out = new Map<string, Grid>([...tabs].map(([k, v]) => [k, v.map((r) => [...r])]));
  const [header, ...rows] = out.get('Log')!;
  const at = header.indexOf('Turn');
  out.set('Log', [
    header,
    ...rows.map((r) => (Number(r[at]) >= turn ? r : r.map((_, c) => (c === at ? 0 : '')))),
  ]);
  return out;
}

const recruit = { Ghor: ['Ghor Bows - Recruit 1 Bowman'] };

describe('CT figure ids: never reused when the Log is read only in its present', () => {
  const chained = playChain().find((c) => c.label === 'round 2 post-battle')!.tabs;
  const tabs = presentOnly(chained, 2);
  const bows = (t: ReadonlyMap<string, readonly (readonly unknown[])[]>) =>
    records(t, 'Figures')
      .filter((r) => r.Warband === 'Ghor Bows')
      .map((r) => r.Figure);
  const nextOf = (t: ReadonlyMap<string, readonly (readonly unknown[])[]>) =>
    records(t, 'Warbands').find((r) => r.Warband === 'Ghor Bows')?.['Next figure'];

  it('round 1’s Log rows are blank: no row names G.Bows.1, and he is not on the Figures tab', () => {
    expect(JSON.stringify(tabs.get('Log'))).not.toContain('G.Bows.1');
    expect(bows(tabs)).not.toContain('G.Bows.1');
    expect(nextOf(tabs)).toBe(6);
  });

  it('the new Bowman is G.Bows.6, not G.Bows.1; Next figure becomes 7', () => {
    const { tabs: after } = play(tabs, recruit);
    expect(bows(after)).toEqual(['G.Bows.L', 'G.Bows.2', 'G.Bows.3', 'G.Bows.4', 'G.Bows.5', 'G.Bows.6']);
    expect(nextOf(after)).toBe(7);
  });

  it('a ledger from before the column (Next figure blank): one past the highest it knows, G.Bows.6', () => {
    const old = presentOnly(chained, 2);
    const [header, ...rows] = old.get('Warbands')!;
    const at = header.indexOf('Next figure');
    old.set('Warbands', [header, ...rows.map((r) => r.map((v, c) => (c === at ? '' : v)))]);
    const { tabs: after } = play(old, recruit);
    expect(bows(after)).toContain('G.Bows.6');
    expect(bows(after)).not.toContain('G.Bows.1');
    expect(nextOf(after)).toBe(7);
  });
});
