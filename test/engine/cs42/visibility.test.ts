import type { Army, CampaignState, MapHex, Structure, Unit } from '../../../src/engine/model';
import type { Terrain } from '../../../src/engine/cs42/tables';
import { sizeCategory } from '../../../src/engine/cs42/visibility-table';
import { visibleHexes, watchedHexes } from '../../../src/engine/cs42/visibility';
import { ANN, army, BO, campaign, city, structure, unit } from './turn/fixture-units';

/**
 * VISIBILITY and Table 3 (rules line 518 on), worked by hand. Every case puts Ann's viewer at 0501 and Bo's
 * target straight down the same column (05RR is RR - 1 hexes away: direction 4 is the hex below, RULINGS 2), on
 * a 12 x 12 map of plains with no cities, and finds the farthest distance at which Ann sees the target's hex.
 */

type Viewer = (at: string) => { armies?: Army[]; units?: Unit[]; structures?: Structure[] };
type Target = Viewer;

const NORMAL: Viewer = (at) => ({ armies: [army('Iron Host', ANN, at, 1000)] });
const RESTRICTED: Viewer = (at) => ({ armies: [army('Remnant', ANN, at, 400)] }); // size 4: Broken
const LONG: Viewer = (at) => ({ units: [unit('Far Eyes', ANN, 'Scout', at)] });
const NEAR: Viewer = (at) => ({ units: [unit('Sappers', ANN, 'Engineer', at)] });

const bo =
  (points: number, race = 'Firstborn'): Target =>
  (at) => ({
    armies: [army(`Bo ${points}`, BO, at, points, 'FOOT', race)],
  });

function at(row: number): string {
  return `05${String(row).padStart(2, '0')}`;
}

interface Place {
  readonly viewerTerrain?: Terrain;
  readonly targetTerrain?: Terrain;
  readonly map?: Readonly<Record<string, Partial<MapHex>>>;
}

function stateWith(viewer: Viewer, target: Target, d: number, place: Place): CampaignState {
  const v = viewer(at(1));
  const t = target(at(1 + d));
  const map: Record<string, Partial<MapHex>> = { ...place.map };
  if (place.viewerTerrain) map[at(1)] = { ...map[at(1)], terrain: place.viewerTerrain };
  if (place.targetTerrain) map[at(1 + d)] = { ...map[at(1 + d)], terrain: place.targetTerrain };
  return campaign({
    cities: [],
    map,
    armies: [...(v.armies ?? []), ...(t.armies ?? [])],
    units: [...(v.units ?? []), ...(t.units ?? [])],
    structures: [...(v.structures ?? []), ...(t.structures ?? [])],
  });
}

/** The farthest distance (0-10) at which Ann sees the target; -1 if never. Sight must not come back further on. */
function farthest(viewer: Viewer, target: Target, place: Place = {}): number {
  let last = -1;
  for (let d = 0; d <= 10; d++) {
    const seen = visibleHexes(stateWith(viewer, target, d, place), ANN).has(at(1 + d));
    if (seen) {
      expect(last).toBe(d - 1);
      last = d;
    }
  }
  return last;
}

describe('Table 3 row by row (VISIBILITY)', () => {
  // [row, Bo's army points, Restricted, Normal, Long] straight from Table 3.
  it.each([
    ['Small (0-6)', 600, 1, 2, 3],
    ['Medium (7-13)', 1300, 2, 3, 4],
    ['Large (14-20)', 2000, 3, 4, 5],
    ['Huge (21-25)', 2500, 4, 5, 6],
  ])('%s army of %i points: Restricted %i, Normal %i, Long %i', (_row, points, restricted, normal, long) => {
    expect(farthest(RESTRICTED, bo(points))).toBe(restricted);
    expect(farthest(NORMAL, bo(points))).toBe(normal);
    expect(farthest(LONG, bo(points))).toBe(long);
  });

  it('Overcrowded (25+): two armies of size 25 and 1 in one hex sum to 26: Restricted 5, Normal 6, Long 7', () => {
    const crowd: Target = (h) => ({ armies: [army('Horde', BO, h, 2500), army('Stragglers', BO, h, 100)] });
    expect(farthest(RESTRICTED, crowd)).toBe(5);
    expect(farthest(NORMAL, crowd)).toBe(6);
    expect(farthest(LONG, crowd)).toBe(7);
  });

  it('the row boundaries: size 6 Small, 7 Medium, 13 Medium, 14 Large, 20 Large, 21 Huge, 25 Huge, 26 Overcrowded', () => {
    expect([6, 7, 13, 14, 20, 21, 25, 26].map(sizeCategory)).toEqual([
      'Small',
      'Medium',
      'Medium',
      'Large',
      'Large',
      'Huge',
      'Huge',
      'Overcrowded',
    ]);
  });
});

describe('summed hex sizes and the largest thing in a hex (VISIBILITY)', () => {
  it("the book's example: two small size 6 armies add to a medium size 12 (Normal sees it 3 away, not 2)", () => {
    const two: Target = (h) => ({ armies: [army('Left', BO, h, 600), army('Right', BO, h, 600)] });
    expect(farthest(NORMAL, bo(600))).toBe(2);
    expect(farthest(NORMAL, two)).toBe(3);
  });

  it('armies of two other players in one hex are summed too: 10 + 10 = 20, Large, Normal 4', () => {
    const two: Target = (h) => ({ armies: [army('Bo Host', BO, h, 1000), army('Cy Host', 'Cy', h, 1000)] });
    expect(farthest(NORMAL, two)).toBe(4);
  });

  it('only the largest kind counts: a Watchtower (Medium) with a size 3 army is Medium, Normal 3', () => {
    const t: Target = (h) => ({
      armies: [army('Guard', BO, h, 300)],
      structures: [structure(BO, 'Watchtower', h)],
    });
    expect(farthest(NORMAL, t)).toBe(3);
  });

  it('a city counts as Large: Normal 4, Long 5, whatever its size', () => {
    const t: Target = () => ({});
    const withCity = (viewer: Viewer): number => {
      let last = -1;
      for (let d = 0; d <= 10; d++) {
        const base = stateWith(viewer, t, d, {});
        const state = { ...base, cities: [city('Hamlet', BO, at(1 + d), 1)] };
        if (visibleHexes(state, ANN).has(at(1 + d))) last = d;
      }
      return last;
    };
    expect(withCity(NORMAL)).toBe(4);
    expect(withCity(LONG)).toBe(5);
  });

  it('engineers, settlers, scouts, depots, temples and bridges count as Small: Normal 2', () => {
    for (const make of [
      (h: string) => ({ units: [unit('Diggers', BO, 'Engineer', h)] }),
      (h: string) => ({ units: [unit('Pioneers', BO, 'Settler', h, 3)] }),
      (h: string) => ({ units: [unit('Riders', BO, 'Scout', h)] }),
      (h: string) => ({ structures: [structure(BO, 'Supply Depot', h)] }),
      (h: string) => ({ structures: [structure(BO, 'Temple', h)] }),
      (h: string) => ({ structures: [structure(BO, 'Bridge', h, 4)] }),
    ])
      expect(farthest(NORMAL, make)).toBe(2);
  });

  it('a spy is never seen, even in the viewer’s own hex; and a spy sees nothing', () => {
    expect(farthest(NORMAL, (h) => ({ units: [unit('Whisper', BO, 'Spy', h)] }))).toBe(-1);
    const spyOnly: Viewer = (h) => ({ units: [unit('Ears', ANN, 'Spy', h)] });
    expect(farthest(spyOnly, bo(2500))).toBe(-1);
  });
});

describe('who looks and how far (VISIBILITY)', () => {
  it('cities, watchtowers and scouts are Long: a Huge army 6 away', () => {
    const fromCity: Viewer = () => ({});
    const state = (d: number): CampaignState => ({
      ...stateWith(fromCity, bo(2500), d, {}),
      cities: [city('Karak', ANN, at(1), 3)],
    });
    expect(visibleHexes(state(6), ANN).has(at(7))).toBe(true);
    expect(visibleHexes(state(7), ANN).has(at(8))).toBe(false);
    expect(farthest((h) => ({ structures: [structure(ANN, 'Watchtower', h)] }), bo(2500))).toBe(6);
  });

  it('a Broken army (size 4) is Restricted, a size 5 army Normal', () => {
    expect(farthest((h) => ({ armies: [army('Five', ANN, h, 500)] }), bo(600))).toBe(2);
    expect(farthest(RESTRICTED, bo(600))).toBe(1);
  });

  it('settlers, engineers, depots and temples see their own and the adjacent hexes only, even a Huge army', () => {
    expect(farthest(NEAR, bo(2500))).toBe(1);
    expect(farthest((h) => ({ units: [unit('Pilgrims', ANN, 'Settler', h)] }), bo(2500))).toBe(1);
    expect(farthest((h) => ({ structures: [structure(ANN, 'Supply Depot', h)] }), bo(2500))).toBe(1);
    expect(farthest((h) => ({ structures: [structure(ANN, 'Temple', h)] }), bo(2500))).toBe(1);
  });
});

describe('terrain modifiers (VISIBILITY: the target’s terrain)', () => {
  it('mountains and light swamp: one hex less (Large army, Normal 4 → 3)', () => {
    expect(farthest(NORMAL, bo(2000), { targetTerrain: 'Mountains' })).toBe(3);
    expect(farthest(NORMAL, bo(2000), { targetTerrain: 'Swamp (fringe)' })).toBe(3);
  });

  it('woods and deep jungle: two hexes less (Large army, Long 5 → 3)', () => {
    expect(farthest(LONG, bo(2000), { targetTerrain: 'Forest' })).toBe(3);
    expect(farthest(LONG, bo(2000), { targetTerrain: 'Swamp (heart)' })).toBe(3);
  });

  it('the viewer’s own terrain does not matter (a Large army on plains from a forest: Normal 4)', () => {
    expect(farthest(NORMAL, bo(2000), { viewerTerrain: 'Forest' })).toBe(4);
  });

  it('never below 0 for Normal: a Small army in a forest is 2 - 2 = 0, seen only in the same hex', () => {
    expect(farthest(NORMAL, bo(600), { targetTerrain: 'Forest' })).toBe(0);
  });

  it('never below 0 for Restricted either: 1 - 2 = -1 becomes 0', () => {
    expect(farthest(RESTRICTED, bo(600), { targetTerrain: 'Forest' })).toBe(0);
  });

  it('Long stays at 1 or more: a Small army in a forest is 3 - 2 = 1', () => {
    expect(farthest(LONG, bo(600), { targetTerrain: 'Forest' })).toBe(1);
  });
});

describe('race modifiers (VISIBILITY, after Table 3: one size category smaller)', () => {
  it('Dwarves in mountains: size 13 Medium → Small, less 1 for mountains: Normal 2 - 1 = 1 (others 3 - 1 = 2)', () => {
    expect(farthest(NORMAL, bo(1300, 'Dwarves'), { targetTerrain: 'Mountains' })).toBe(1);
    expect(farthest(NORMAL, bo(1300, 'Firstborn'), { targetTerrain: 'Mountains' })).toBe(2);
  });

  it('Dwarves in a forest get no race modifier: Medium, 3 - 2 = 1', () => {
    expect(farthest(NORMAL, bo(1300, 'Dwarves'), { targetTerrain: 'Forest' })).toBe(1);
    expect(farthest(LONG, bo(1300, 'Dwarves'), { targetTerrain: 'Forest' })).toBe(2);
  });

  it('Sons of Kronos in a forest: size 14 Large → Medium: Normal 3 - 2 = 1 (others 4 - 2 = 2)', () => {
    expect(farthest(NORMAL, bo(1400, 'Sons of Kronos'), { targetTerrain: 'Forest' })).toBe(1);
    expect(farthest(NORMAL, bo(1400, 'Firstborn'), { targetTerrain: 'Forest' })).toBe(2);
  });

  it('Stygian in a desert: size 7 Medium → Small: Normal 2 (others 3); deserts take nothing off', () => {
    expect(farthest(NORMAL, bo(700, 'Stygian'), { targetTerrain: 'Desert' })).toBe(2);
    expect(farthest(NORMAL, bo(700, 'Firstborn'), { targetTerrain: 'Desert' })).toBe(3);
  });

  it('Swamp Goblins and Jade Elves in any swamp: size 21 Huge → Large: Long 5 - 2 = 3 in the heart, 5 - 1 = 4 in the fringe', () => {
    expect(farthest(LONG, bo(2100, 'Swamp Goblins'), { targetTerrain: 'Swamp (heart)' })).toBe(3);
    expect(farthest(LONG, bo(2100, 'Jade Elves'), { targetTerrain: 'Swamp (fringe)' })).toBe(4);
    expect(farthest(LONG, bo(2100, 'Firstborn'), { targetTerrain: 'Swamp (heart)' })).toBe(4);
  });

  it('a Small army stays Small (no row below Small): Dwarves size 5 in mountains, Normal 2 - 1 = 1', () => {
    expect(farthest(NORMAL, bo(500, 'Dwarves'), { targetTerrain: 'Mountains' })).toBe(1);
  });

  it('summed armies shrink only when every army in the hex qualifies: Dwarves 13 + Firstborn 1 = 14, Large, 4 - 1 = 3', () => {
    const mixed: Target = (h) => ({
      armies: [army('Deep Guard', BO, h, 1300, 'FOOT', 'Dwarves'), army('Guide', BO, h, 100)],
    });
    const dwarves: Target = (h) => ({
      armies: [
        army('Deep Guard', BO, h, 1300, 'FOOT', 'Dwarves'),
        army('Miners', BO, h, 100, 'FOOT', 'Dwarves'),
      ],
    });
    expect(farthest(NORMAL, mixed, { targetTerrain: 'Mountains' })).toBe(3);
    // Both Dwarves: 14 Large → Medium, 3 - 1 = 2.
    expect(farthest(NORMAL, dwarves, { targetTerrain: 'Mountains' })).toBe(2);
  });
});

describe('Badlands and the underground', () => {
  it('into the badlands never more than 2: a Huge army seen Long 6 becomes 2', () => {
    expect(farthest(LONG, bo(2500), { targetTerrain: 'Badlands' })).toBe(2);
  });

  it('out of the badlands never more than 2 either', () => {
    expect(farthest(LONG, bo(2500), { viewerTerrain: 'Badlands' })).toBe(2);
  });

  it('the badlands cap does not raise a smaller range: Small army, Restricted 1', () => {
    expect(farthest(RESTRICTED, bo(600), { targetTerrain: 'Badlands' })).toBe(1);
  });

  it('underground, always 1 whatever the size or sight', () => {
    const below: Record<string, Partial<MapHex>> = {};
    for (let r = 1; r <= 12; r++) below[at(r)] = { terrain: 'Underground' };
    expect(farthest(LONG, bo(2500), { map: below })).toBe(1);
    expect(farthest(RESTRICTED, bo(600), { map: below })).toBe(1);
    expect(farthest(NEAR, bo(600), { map: below })).toBe(1);
  });

  it('from the surface an underground army is unseen, unless across a Cave Entrance next to it', () => {
    const tunnel = { [at(2)]: { terrain: 'Underground' as const } };
    expect(visibleHexes(stateWith(LONG, bo(2500), 1, { map: tunnel }), ANN).has(at(2))).toBe(false);
    const entrance = { ...tunnel, [at(1)]: { special: 'Cave Entrance' as const } };
    expect(visibleHexes(stateWith(LONG, bo(2500), 1, { map: entrance }), ANN).has(at(2))).toBe(true);
  });
});

describe('allies’ scouts do not report (Declared Alliances, Scouts)', () => {
  const withCy = (status: 'Allied' | 'Friendly', from = 'Cy', toward = ANN): CampaignState => {
    const base = campaign({
      cities: [],
      units: [unit('Cy Riders', 'Cy', 'Scout', '0508')],
      armies: [army('Bo Host', BO, '0510', 600)],
      diplomacy: [[from, toward, status]],
    });
    return {
      ...base,
      players: [...base.players, { name: 'Cy', email: 'cy@example.com', race: 'Elves', colour: 'green' }],
    };
  };

  it('no declaration makes another player’s scouts report: Allied and Friendly alike (allied-sight.test.ts)', () => {
    expect(visibleHexes(withCy('Allied'), ANN).has('0510')).toBe(false);
    expect(visibleHexes(withCy('Friendly'), ANN).has('0510')).toBe(false);
    expect(visibleHexes(withCy('Allied', ANN, 'Cy'), ANN).has('0510')).toBe(false);
    expect(visibleHexes(withCy('Allied'), 'Cy').has('0510')).toBe(true);
  });
});

describe('watchedHexes (the clear area of the fog of war: where even a Small thing would be seen)', () => {
  it('a field army on plains watches its hex and two rings: 1 + 6 + 12 = 19 hexes; a scout three rings: 37', () => {
    expect(watchedHexes(campaign({ cities: [], armies: [army('Iron Host', ANN, '0606')] }), ANN).size).toBe(
      19,
    );
    expect(
      watchedHexes(campaign({ cities: [], units: [unit('Far Eyes', ANN, 'Scout', '0606')] }), ANN).size,
    ).toBe(37);
  });

  it('a forest two hexes away hides a Small thing from Normal sight (2 - 2 = 0): 18 hexes', () => {
    const state = campaign({
      cities: [],
      armies: [army('Iron Host', ANN, '0606')],
      map: { '0608': { terrain: 'Forest' } },
    });
    const watched = watchedHexes(state, ANN);
    expect(watched.size).toBe(18);
    expect(watched.has('0608')).toBe(false);
  });
});
