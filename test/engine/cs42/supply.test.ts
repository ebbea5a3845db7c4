import {
  armySupply,
  createSupplyOracle,
  declaredStatus,
  isEnemy,
  supplyField,
  unitSupply,
} from '../../../src/engine/cs42/supply';
import type { DiplomaticStatus, UnitType } from '../../../src/engine/cs42/tables';
import { formatHex } from '../../../src/engine/hex';
import { at, sketch, Sketch } from './supply-fixture';

// Expected distances are counted by hand on the sketched maps (RULINGS 1-2 geometry: odd columns sit higher;
// along one row every column step is one hex), not taken from running the code.

const P = 'Pat';
const X = 'Xan';

function dist(s: Sketch, address: string, flying = false, player = P): number | null {
  return supplyField(sketch(s), player, { flying }).distance(at(address));
}

describe('RULINGS 9: supply distance', () => {
  const strip: Sketch = { rows: ['......'], cities: [{ player: P, at: '0101' }] };

  it('counts hexes along the shortest path; standing on a source is 0', () => {
    expect(dist(strip, '0101')).toBe(0);
    expect(dist(strip, '0401')).toBe(3);
    expect(dist(strip, '0601')).toBe(5);
  });

  it('is null when no legal path reaches a source (a gap off the map), and that is Out of Supply', () => {
    const s: Sketch = {
      rows: ['.. ..'],
      cities: [{ player: P, at: '0101' }],
      armies: [{ player: P, at: '0501' }],
    };
    const state = sketch(s);
    expect(armySupply(createSupplyOracle(state), state.armies[0])).toEqual({
      distance: null,
      status: 'Out of Supply',
    });
  });

  it('a player with no sources has no supply anywhere', () => {
    expect(dist(strip, '0101', false, X)).toBeNull();
  });

  it('a hex off the map has no distance', () => {
    expect(supplyField(sketch(strip), P).distanceAt(9, 9)).toBeNull();
  });
});

describe('RULINGS 3, 11: rivers, bridges and fords', () => {
  // 5 x 3 plains; city at 0101, army at 0501 (4 hexes along row 1). A river runs between columns 2 and 3 on
  // every edge except 0203-0303: (0201 NE, 0201 SE, 0202 NE, 0202 SE).
  const base: Sketch = { rows: ['.....', '.....', '.....'], cities: [{ player: P, at: '0101' }] };
  const wall: Sketch['rivers'] = [
    ['0201', 2],
    ['0201', 3],
    ['0202', 2],
    ['0202', 3],
  ];
  // The same river recorded only on column 3's side (0301 SW, 0302 NW, 0302 SW, 0303 NW).
  const wallSeenFromEast: Sketch['rivers'] = [
    ['0301', 5],
    ['0302', 6],
    ['0302', 5],
    ['0303', 6],
  ];

  it('without a river the path runs straight: 4', () => {
    expect(dist(base, '0501')).toBe(4);
  });

  it('a river without crossing forces a detour through 0203-0303: 0101 0102 0103 0203 0303 0402 0502 0501 = 7', () => {
    expect(dist({ ...base, rivers: wall }, '0501')).toBe(7);
  });

  it('RULINGS 3: a river recorded only on the neighbour side blocks as well', () => {
    expect(dist({ ...base, rivers: wallSeenFromEast }, '0501')).toBe(7);
  });

  it('a bridge on 0201-0301 lets the path cross: 4', () => {
    expect(dist({ ...base, rivers: wall, bridges: [['0201', 2]] }, '0501')).toBe(4);
  });

  it('a ford on 0201-0301 lets the path cross: 4', () => {
    expect(dist({ ...base, rivers: wall, fords: [['0201', 2]] }, '0501')).toBe(4);
  });

  it('RULINGS 3: a bridge recorded only on the neighbour side (0301 SW) still counts: 4', () => {
    expect(dist({ ...base, rivers: wall, bridges: [['0301', 5]] }, '0501')).toBe(4);
  });

  it('a Bridge structure, on either side of the edge, counts as a bridge: 4', () => {
    const built = (at: string, edge: 2 | 5) => ({
      ...base,
      rivers: wall,
      bridgeStructures: [{ player: X, at, edge }],
    });
    expect(dist(built('0201', 2), '0501')).toBe(4);
    expect(dist(built('0301', 5), '0501')).toBe(4);
  });

  it('a bridge on 0202-0302 gives 0101 0201 0202 0302 0401 0501 = 5', () => {
    expect(dist({ ...base, rivers: wall, bridges: [['0202', 2]] }, '0501')).toBe(5);
  });

  it('RULINGS 11: flying units ignore rivers: 4', () => {
    expect(dist({ ...base, rivers: wall }, '0501', true)).toBe(4);
  });
});

describe('RULINGS 11 and Harbor: open water', () => {
  it('open water blocks', () => {
    expect(dist({ rows: ['.~~~.'], cities: [{ player: P, at: '0101' }] }, '0501')).toBeNull();
  });

  it('a harbour city of the owner opens the connected body of water: 4', () => {
    expect(dist({ rows: ['.~~~.'], cities: [{ player: P, at: '0101', harbor: true }] }, '0501')).toBe(4);
  });

  it('flyers are stopped by water too unless a harbour opens it (RULINGS 11 exempts them from rivers and crag only)', () => {
    expect(dist({ rows: ['.~~~.'], cities: [{ player: P, at: '0101' }] }, '0501', true)).toBeNull();
  });

  it('water not connected to the harbour stays closed; a unit on it is still reached (own hex never blocks)', () => {
    const s: Sketch = { rows: ['.~.~.'], cities: [{ player: P, at: '0101', harbor: true }] };
    expect(dist(s, '0301')).toBe(2);
    expect(dist(s, '0401')).toBe(3);
    expect(dist(s, '0501')).toBeNull();
  });

  it("another player's harbour does not open water for P, though its city supplies P (Friendly)", () => {
    const s: Sketch = {
      rows: ['.~~~.'],
      cities: [{ player: X, at: '0101', harbor: true }],
      diplomacy: [[X, P, 'Friendly']],
    };
    expect(dist(s, '0101')).toBe(0);
    expect(dist(s, '0501')).toBeNull();
    expect(dist(s, '0501', false, X)).toBe(4);
  });

  it('TERRAIN, Water: an army embarked on open water has every range extended by 5 hexes', () => {
    const row = '.' + '~'.repeat(12);
    const state = sketch({
      rows: [row],
      cities: [{ player: P, at: '0101', harbor: true }],
      armies: [{ player: P, at: '1001' }],
    });
    expect(armySupply(createSupplyOracle(state), state.armies[0])).toEqual({
      distance: 9,
      status: 'Regular',
    });
  });
});

describe('RULINGS 11: crag', () => {
  const s: Sketch = { rows: ['..^..'], cities: [{ player: P, at: '0101' }] };
  it('blocks ground units', () => expect(dist(s, '0501')).toBeNull());
  it('does not block flyers: 4', () => expect(dist(s, '0501', true)).toBe(4));
  it('a unit standing on the crag is reached: 2 (its own hex never blocks its trace)', () => {
    expect(dist(s, '0301')).toBe(2);
  });
});

describe('RULINGS 11: enemies block, others do not', () => {
  const strip = (extra: Partial<Sketch>): Sketch => ({
    rows: ['.....'],
    cities: [{ player: P, at: '0101' }],
    ...extra,
    ...(extra.cities ? { cities: [{ player: P, at: '0101' }, ...extra.cities] } : {}),
  });
  const army = { armies: [{ player: X, at: '0301' }] };

  it.each<[string, Sketch['diplomacy']]>([
    ['no declaration (Unknown)', []],
    ['Unknown', [[X, P, 'Unknown']]],
    ['At War', [[X, P, 'At War']]],
  ])('an army of a player whose status toward P is %s blocks', (_label, diplomacy) => {
    expect(dist(strip({ ...army, diplomacy }), '0501')).toBeNull();
  });

  it.each<DiplomaticStatus>(['Neutral', 'Friendly', 'Allied'])('a %s army does not block: 4', (status) => {
    expect(dist(strip({ ...army, diplomacy: [[X, P, status]] }), '0501')).toBe(4);
  });

  it("the other player's own declaration decides: P At War toward X, X Neutral toward P -> no block", () => {
    expect(
      dist(
        strip({
          ...army,
          diplomacy: [
            [P, X, 'At War'],
            [X, P, 'Neutral'],
          ],
        }),
        '0501',
      ),
    ).toBe(4);
    expect(dist(strip({ ...army, diplomacy: [[P, X, 'Allied']] }), '0501')).toBeNull();
  });

  it.each<[string, Partial<Sketch>]>([
    ['city', { cities: [{ player: X, at: '0301' }] }],
    ['supply depot', { depots: [{ player: X, at: '0301' }] }],
    ['watchtower', { watchtowers: [{ player: X, at: '0301' }] }],
  ])('an enemy %s blocks; a Neutral one does not', (_label, extra) => {
    expect(dist(strip(extra), '0501')).toBeNull();
    expect(dist(strip({ ...extra, diplomacy: [[X, P, 'Neutral']] }), '0501')).toBe(4);
  });

  it.each<UnitType>(['Settler', 'Engineer', 'Scout', 'Spy'])('an enemy %s does not block: 4', (type) => {
    expect(dist(strip({ units: [{ player: X, at: '0301', type }] }), '0501')).toBe(4);
  });

  it('enemy armies on 0301 and 0302 force 0101 0201 0202 0303 0402 0502 0501 = 6', () => {
    const s: Sketch = {
      rows: ['.....', '.....', '.....'],
      cities: [{ player: P, at: '0101' }],
      armies: [
        { player: X, at: '0301' },
        { player: X, at: '0302' },
      ],
    };
    expect(dist(s, '0501')).toBe(6);
  });

  it("a unit's own hex never blocks its trace, even with an enemy army in it: 2", () => {
    expect(dist(strip(army), '0301')).toBe(2);
  });

  it('a source whose hex holds an enemy army supplies nothing beyond its hex (RULINGS 31)', () => {
    expect(dist(strip({ armies: [{ player: X, at: '0101' }] }), '0301')).toBeNull();
  });

  it('isEnemy / declaredStatus read the other player’s declaration; none is Unknown', () => {
    const state = sketch(strip({ diplomacy: [[X, P, 'Neutral']] }));
    expect(declaredStatus(state, X, P)).toBe('Neutral');
    expect(declaredStatus(state, P, X)).toBe('Unknown');
    expect(isEnemy(state, P, X)).toBe(false);
    expect(isEnemy(state, X, P)).toBe(true);
    expect(isEnemy(state, P, P)).toBe(false);
  });
});

describe('RULINGS 11: Friendly and Allied sources', () => {
  const s = (diplomacy: Sketch['diplomacy']): Sketch => ({
    rows: ['.........'],
    cities: [{ player: X, at: '0101' }],
    depots: [{ player: X, at: '0601' }],
    diplomacy,
  });
  it.each<DiplomaticStatus>(['Friendly', 'Allied'])(
    'a %s player’s city and linked depot supply P',
    (status) => {
      expect(dist(s([[X, P, status]]), '0301')).toBe(2);
      expect(dist(s([[X, P, status]]), '0901')).toBe(3);
    },
  );
  it.each<DiplomaticStatus>(['Neutral', 'At War', 'Unknown'])(
    'a %s player’s city does not supply P',
    (status) => {
      expect(dist(s([[X, P, status]]), '0301')).toBeNull();
    },
  );
  it('P’s own declaration of friendship does not make X supply P', () => {
    expect(dist(s([[P, X, 'Allied']]), '0301')).toBeNull();
  });
});

describe('RULINGS 10: supply depots and conquered cities', () => {
  const strip = (extra: Partial<Sketch>): Sketch => ({ rows: ['.'.repeat(15)], ...extra });
  const linked = (s: Sketch, owner = P) => createSupplyOracle(sketch(s)).linkedDepots(owner).map(formatHex);

  it('a chain city 0101 -> depot 0601 (5) -> depot 0901 (3) links; depot 1301 (4 further) does not', () => {
    const s = strip({
      cities: [{ player: P, at: '0101' }],
      depots: ['0601', '0901', '1301'].map((a) => ({ player: P, at: a })),
    });
    expect(linked(s)).toEqual(['0601', '0901']);
    expect(dist(s, '1201')).toBe(3);
    expect(dist(s, '1401')).toBe(5); // from 0901; the unlinked 1301 would give 1
    expect(dist(s, '1301')).toBe(4);
  });

  it('a depot 6 hexes from the only city is not linked and does not supply', () => {
    const s = strip({ cities: [{ player: P, at: '0101' }], depots: [{ player: P, at: '0701' }] });
    expect(linked(s)).toEqual([]);
    expect(dist(s, '0801')).toBe(7);
  });

  it('an enemy army on the path cuts the link (a depot is linked only by legal paths)', () => {
    const s = strip({
      cities: [{ player: P, at: '0101' }],
      depots: [{ player: P, at: '0601' }],
      armies: [{ player: X, at: '0301' }],
    });
    expect(linked(s)).toEqual([]);
    expect(dist(s, '0701')).toBeNull();
  });

  it('a river without crossing on the way makes the link a legal-path detour', () => {
    // 0101 city, depot 0501 is 4 along row 1; a river 0201-0301 on every edge but 0203-0303 makes it 7.
    const s: Sketch = {
      rows: ['.....', '.....', '.....'],
      cities: [{ player: P, at: '0101' }],
      depots: [{ player: P, at: '0501' }],
      rivers: [
        ['0201', 2],
        ['0201', 3],
        ['0202', 2],
        ['0202', 3],
      ],
    };
    expect(linked(s)).toEqual([]);
  });

  it('a conquered city counts as a depot: linked within 5 of an owned city, and then supplies', () => {
    const s = strip({
      cities: [
        { player: P, at: '0101' },
        { player: P, at: '0601', conquered: true },
      ],
    });
    expect(linked(s)).toEqual(['0601']);
    expect(dist(s, '0901')).toBe(3);
  });

  it('a conquered city with no owned city near is no source', () => {
    const alone = strip({ cities: [{ player: P, at: '0601', conquered: true }] });
    expect(dist(alone, '0601')).toBeNull();
    const far = strip({
      cities: [
        { player: P, at: '0101' },
        { player: P, at: '0701', conquered: true },
      ],
    });
    expect(linked(far)).toEqual([]);
    expect(dist(far, '0901')).toBe(8);
  });

  it('a conquered city within 3 of a linked depot is linked', () => {
    const s = strip({
      cities: [
        { player: P, at: '0101' },
        { player: P, at: '0701', conquered: true },
      ],
      depots: [{ player: P, at: '0401' }],
    });
    expect(linked(s)).toEqual(['0401', '0701']);
    expect(dist(s, '0901')).toBe(2);
  });

  it('a depot alone does not make another within 3 linked (the chain must start within 5 of a city)', () => {
    const s = strip({ depots: ['0301', '0501'].map((a) => ({ player: P, at: a })) });
    expect(linked(s)).toEqual([]);
  });

  it('standing on a linked depot is distance 0', () => {
    const s = strip({ cities: [{ player: P, at: '0101' }], depots: [{ player: P, at: '0501' }] });
    expect(dist(s, '0501')).toBe(0);
  });
});

describe('RULINGS 12: status of armies and units', () => {
  const s = (race: string): Sketch => ({
    rows: ['.'.repeat(18)],
    cities: [{ player: P, at: '0101' }],
    armies: ['0601', '0701', '1101', '1201', '1601', '1701'].map((a) => ({ player: P, at: a, race })),
    units: [
      { player: P, at: '0701', type: 'Scout' },
      { player: P, at: '1201', type: 'Engineer' },
    ],
    races: { [P]: race },
  });

  it('band edges 5/6, 10/11, 15/16 for others', () => {
    const state = sketch(s('Firstborn'));
    const oracle = createSupplyOracle(state);
    expect(state.armies.map((a) => armySupply(oracle, a).status)).toEqual([
      'Regular', // 5
      'Long', // 6
      'Long', // 10
      'Extended', // 11
      'Extended', // 15
      'Out of Supply', // 16
    ]);
    expect(state.units.map((u) => unitSupply(oracle, u).status)).toEqual(['Long', 'Extended']);
  });

  it('Blackblood armies and units: edges 6/7, 11/12, 16/17', () => {
    const state = sketch(s('Blackblood'));
    const oracle = createSupplyOracle(state);
    expect(state.armies.map((a) => armySupply(oracle, a).status)).toEqual([
      'Regular', // 5
      'Regular', // 6
      'Long', // 10
      'Long', // 11
      'Extended', // 15
      'Extended', // 16
    ]);
    expect(state.units.map((u) => unitSupply(oracle, u).status)).toEqual(['Regular', 'Long']);
  });

  it('an army whose upkeep is unpaid is Out of Supply even in its city', () => {
    const state = sketch({
      rows: ['...'],
      cities: [{ player: P, at: '0101' }],
      armies: [{ player: P, at: '0101' }],
    });
    const oracle = createSupplyOracle(state);
    expect(armySupply(oracle, state.armies[0], { upkeepPaid: false })).toEqual({
      distance: 0,
      status: 'Out of Supply',
    });
    expect(armySupply(oracle, state.armies[0])).toEqual({ distance: 0, status: 'Regular' });
  });

  it('a FLYER army traces as a flyer (crag between it and its city)', () => {
    const state = sketch({
      rows: ['..^..'],
      cities: [{ player: P, at: '0101' }],
      armies: [
        { player: P, at: '0501', mobility: 'FLYER' },
        { player: P, at: '0501', mobility: 'CAV' },
      ],
    });
    const oracle = createSupplyOracle(state);
    expect(armySupply(oracle, state.armies[0]).distance).toBe(4);
    expect(armySupply(oracle, state.armies[1]).distance).toBeNull();
  });
});

describe('SupplyOracle', () => {
  it('answers many queries from one cached field per player and movement class', () => {
    const state = sketch({ rows: ['......'], cities: [{ player: P, at: '0101' }] });
    const oracle = createSupplyOracle(state);
    expect(oracle.field(P)).toBe(oracle.field(P));
    expect(oracle.field(P, { flying: true })).not.toBe(oracle.field(P));
    expect(oracle.distance(at('0601'), P)).toBe(5);
    expect(oracle.sources(P).map(formatHex)).toEqual(['0101']);
  });
});
