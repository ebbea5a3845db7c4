import { armySupply, createSupplyOracle, supplyField } from '../../../src/engine/cs42/supply';
import { formatHex } from '../../../src/engine/hex';
import { syntheticCampaign } from '../../../src/local/synthetic';
import { at, sketch, Sketch } from './supply-fixture';

// The rulings added after the first turns (RULINGS 31, 33), Mystic Portals, and the oracle's two ways of
// answering. Expected distances are counted by hand on the sketched maps (RULINGS 1-2 geometry: odd columns
// sit higher; along one row every column step is one hex), not taken from running the code.

const P = 'Pat';
const X = 'Xan';

function dist(s: Sketch, address: string, flying = false, player = P): number | null {
  return supplyField(sketch(s), player, { flying }).distance(at(address));
}

describe('RULINGS 31: a source with an enemy army in its hex', () => {
  // "units standing on that city or linked depot keep distance 0 and Regular supply; the hex supplies nothing
  // beyond itself (it blocks paths, ruling 11)". X declares nothing toward P: Unknown, an enemy.
  const strip = (extra: Partial<Sketch>): Sketch => ({ rows: ['.'.repeat(12)], ...extra });

  it('an army on its own city keeps 0 and Regular; the next hex gets nothing from that city', () => {
    const state = sketch(
      strip({
        cities: [{ player: P, at: '0101' }],
        armies: [
          { player: P, at: '0101' },
          { player: X, at: '0101' },
        ],
      }),
    );
    expect(armySupply(createSupplyOracle(state), state.armies[0])).toEqual({
      distance: 0,
      status: 'Regular',
    });
    expect(
      dist(strip({ cities: [{ player: P, at: '0101' }], armies: [{ player: X, at: '0101' }] }), '0201'),
    ).toBeNull();
  });

  it('another source still reaches past the held city: 0101 held, 0601 free; 0201 is 4 from 0601', () => {
    const s = strip({
      cities: [
        { player: P, at: '0101' },
        { player: P, at: '0601' },
      ],
      armies: [{ player: X, at: '0101' }],
    });
    expect(dist(s, '0101')).toBe(0);
    expect(dist(s, '0201')).toBe(4);
  });

  it('a linked depot held by an enemy army: 0 on it, nothing beyond, and it links no depot further', () => {
    // City 0101 -> depot 0601 (5, held) -> depot 0901 (3 further): 0901 is linked only through 0601.
    const s = strip({
      cities: [{ player: P, at: '0101' }],
      depots: ['0601', '0901'].map((a) => ({ player: P, at: a })),
      armies: [{ player: X, at: '0601' }],
    });
    expect(dist(s, '0601')).toBe(0);
    expect(dist(s, '0701')).toBeNull(); // 0601 blocks the way back to the city and supplies nothing beyond
    expect(createSupplyOracle(sketch(s)).linkedDepots(P).map(formatHex)).toEqual([]);
  });

  it('an unlinked depot held by an enemy army is no source at all', () => {
    const s = strip({
      cities: [{ player: P, at: '0101' }],
      depots: [{ player: P, at: '0801' }],
      armies: [{ player: X, at: '0801' }],
    });
    expect(dist(s, '0801')).toBe(7);
  });

  it('a Friendly player’s city held by P’s enemy: 0 for P on it, nothing beyond', () => {
    const s = strip({
      cities: [{ player: 'Fay', at: '0101' }],
      armies: [{ player: X, at: '0101' }],
      diplomacy: [
        ['Fay', P, 'Friendly'],
        [X, 'Fay', 'Neutral'],
      ],
    });
    expect(dist(s, '0101')).toBe(0);
    expect(dist(s, '0201')).toBeNull();
  });

  it('a Friendly player’s depot held by its owner’s enemy (not P’s) supplies only its owner', () => {
    const s = strip({
      cities: [{ player: 'Fay', at: '0101' }],
      depots: [{ player: 'Fay', at: '0601' }],
      armies: [{ player: X, at: '0601' }],
      diplomacy: [
        ['Fay', P, 'Friendly'],
        [X, P, 'Neutral'],
      ],
    });
    // For P, 0601 is no source: the nearest is Fay's city 0101, 5 hexes away; Fay keeps 0 on its depot.
    expect(dist(s, '0601')).toBe(5);
    expect(dist(s, '0601', false, 'Fay')).toBe(0);
  });
});

describe('RULINGS 33: rivers at the owner’s own river city', () => {
  // 6 x 7 plains; a river on every edge between columns 2 and 3 (recorded as 03RR SW and NW), so nothing
  // crosses it without RULINGS 33. P's city 0201 touches the river's top edges 0201-0301 and 0201-0302.
  const river: Sketch['rivers'] = ['01', '02', '03', '04', '05', '06', '07'].flatMap((r) => [
    [`03${r}`, 5] as const,
    [`03${r}`, 6] as const,
  ]);
  const map = { rows: Array.from({ length: 7 }, () => '......'), rivers: river };

  it('without a city of P on the river, the far bank is cut off', () => {
    expect(dist({ ...map, cities: [{ player: P, at: '0101' }] }, '0307')).toBeNull();
  });

  it('with one, supply crosses any edge of that river: 0201 down to 0206 (5), across to 0307 = 6', () => {
    expect(dist({ ...map, cities: [{ player: P, at: '0201' }] }, '0307')).toBe(6);
  });

  it('an enemy city on the river (0304) cuts the walk along it: only edges above it open, 0201 0202 | 0303 0403 0404 0305 0306 0307 = 7', () => {
    const s: Sketch = {
      ...map,
      cities: [
        { player: P, at: '0201' },
        { player: X, at: '0304' },
      ],
    };
    expect(dist(s, '0307')).toBe(7);
  });

  it('a Neutral city does not cut it (RULINGS 11: Neutral does not hinder): 6', () => {
    const s: Sketch = {
      ...map,
      cities: [
        { player: P, at: '0201' },
        { player: X, at: '0304' },
      ],
      diplomacy: [[X, P, 'Neutral']],
    };
    expect(dist(s, '0307')).toBe(6);
  });

  it('a Friendly player’s river city supplies P but opens the river for its owner only: none for P, 6 for X', () => {
    const s: Sketch = {
      ...map,
      cities: [{ player: X, at: '0201' }],
      diplomacy: [[X, P, 'Friendly']],
    };
    expect(dist(s, '0307')).toBeNull();
    expect(dist(s, '0307', false, X)).toBe(6);
  });
});

describe('Mystic Portals (SPECIAL TERRAIN TYPES)', () => {
  // "Supply can be traced through MP's, but you will need to count the hexes of both MP's." A 12-hex row,
  // city at 0101, portals at 0201 and 1101.
  const row: Sketch = {
    rows: ['.'.repeat(12)],
    cities: [{ player: P, at: '0101' }],
    portals: ['0201', '1101'],
  };

  it('a trace steps from one portal to the other, counting both: 0101 0201 1101 1201 = 3 (11 without)', () => {
    expect(dist(row, '1201')).toBe(3);
    expect(dist(row, '1101')).toBe(2);
    expect(dist({ ...row, portals: [] }, '1201')).toBe(11);
  });

  it('every portal leads to every other: a third at 0601 is 2 from the city', () => {
    expect(dist({ ...row, portals: ['0201', '0601', '1101'] }, '0601')).toBe(2);
  });

  it('a portal with an enemy army in it is reached but not passed: 1201 is cut off', () => {
    expect(dist({ ...row, armies: [{ player: X, at: '1101' }] }, '1101')).toBe(2);
    expect(dist({ ...row, armies: [{ player: X, at: '1101' }] }, '1201')).toBeNull();
  });

  it('flyers use portals too, and depots link through them: a depot at 1201 (3 by portal) is linked', () => {
    expect(dist(row, '1201', true)).toBe(3);
    const state = sketch({ ...row, depots: [{ player: P, at: '1201' }] });
    expect(createSupplyOracle(state).linkedDepots(P).map(formatHex)).toEqual(['1201']);
  });
});

describe('SupplyOracle: traces and searches', () => {
  it('answers by traces from the hexes asked, then by one search from the sources: the same distances', () => {
    // No armies, so no source is held (RULINGS 31) and the sources' search is the whole rule. A field's first
    // hexes are traced from the hex; once the traces have cost a map's worth of cells it searches from the
    // sources: asking every hex in a scattered order goes through both.
    const state = {
      ...syntheticCampaign({ players: 6, width: 30, height: 30, cities: 24, armies: 0, units: 0 }),
    };
    const oracle = createSupplyOracle(state);
    const hexes = Array.from({ length: 900 }, (_, i) => ({ col: (i % 30) + 1, row: Math.floor(i / 30) + 1 }));
    const scattered = hexes.map((_, i) => hexes[(i * 7919) % 900]);
    for (const p of state.players)
      for (const flying of [false, true]) {
        const reference = oracle.fieldFrom(p.name, oracle.sources(p.name), { flying });
        const field = oracle.field(p.name, { flying });
        const wrong = scattered.filter((h) => field.distance(h) !== reference.distance(h));
        expect(wrong.map(formatHex)).toEqual([]);
      }
  });
});
