import { allied, invadeForbidden } from '../../../src/engine/me/diplomacy';
import { alliesOf, orphanedHexes, portReach } from '../../../src/engine/me/map';
import type { Agreement } from '../../../src/engine/me/model';
import {
  invadeProblem,
  invadeSources,
  neutralKingdomCovers,
  patrolProblem,
  patrolRadius,
} from '../../../src/engine/me/map-orders';
import { agreement, grid3, hex, kingdom, meState } from './map-fixtures';

// The 3×3 grid 0101-0303 (RULINGS 1-2 geometry, worked by hand in test/engine/core/graph.test.ts):
// 0101: 0201 0102 | 0201: 0301 0302 0202 0102 0101 | 0301: 0302 0201 | 0102: 0101 0201 0202 0103
// 0202: 0201 0302 0303 0203 0103 0102 | 0302: 0301 0303 0202 0201 | 0103: 0102 0202 0203 | 0203: 0303 ...

describe('ME map: orphaned hexes (1.3A)', () => {
  it('a hex cut off from the capital by an enemy hex is orphaned', () => {
    const s = meState({
      hexes: grid3({ '0101': 'A', '0301': 'A', '0201': 'B' }),
      kingdoms: [kingdom('A', '0101'), kingdom('B', '0201')],
    });
    expect(orphanedHexes(s, 'A')).toEqual(['0301']);
  });

  it('any unbroken line of own hexes keeps it joined', () => {
    const s = meState({
      hexes: grid3({ '0101': 'A', '0102': 'A', '0202': 'A', '0302': 'A', '0301': 'A', '0201': 'B' }),
      kingdoms: [kingdom('A', '0101')],
    });
    expect(orphanedHexes(s, 'A')).toEqual([]);
  });

  it('allied hexes are friendly for tracing (7.4B); a cease fire is not', () => {
    const owners = { '0101': 'A', '0301': 'A', '0201': 'B' };
    const k = [kingdom('A', '0101'), kingdom('B', '0201')];
    expect(
      orphanedHexes(
        meState({ hexes: grid3(owners), kingdoms: k, agreements: [agreement('Alliance', 'B', 'A')] }),
        'A',
      ),
    ).toEqual([]);
    expect(
      orphanedHexes(
        meState({ hexes: grid3(owners), kingdoms: k, agreements: [agreement('Vassalage', 'B', 'A')] }),
        'A',
      ),
    ).toEqual([]);
    expect(
      orphanedHexes(
        meState({ hexes: grid3(owners), kingdoms: k, agreements: [agreement('Cease fire', 'A', 'B')] }),
        'A',
      ),
    ).toEqual(['0301']);
  });

  it('ME-R29: a lake blocks the line', () => {
    const hexes = grid3({ '0101': 'A', '0301': 'A' }).map((h) =>
      h.address === '0201' ? hex('0201', {}, 'Lake') : h,
    );
    // 0301 touches only the lake 0201 and unowned 0302: no line of A's hexes
    expect(orphanedHexes(meState({ hexes, kingdoms: [kingdom('A', '0101')] }), 'A')).toEqual(['0301']);
  });

  it('ME-R29: a Port carries the line across its lake (Table 6)', () => {
    const hexes = grid3({ '0101': 'A', '0301': 'A' }, { '0101': { major: 'Port' } }).map((h) =>
      h.address === '0201' ? hex('0201', {}, 'Lake') : h,
    );
    expect(orphanedHexes(meState({ hexes, kingdoms: [kingdom('A', '0101')] }), 'A')).toEqual([]);
  });

  it('Tunnel entrances count as adjacent (Table 6)', () => {
    const hexes = grid3({ '0101': 'A', '0303': 'A' }, { '0101': { major: 'Tunnel', tunnelTo: '0303' } });
    expect(orphanedHexes(meState({ hexes, kingdoms: [kingdom('A', '0101')] }), 'A')).toEqual([]);
    const noTunnel = grid3({ '0101': 'A', '0303': 'A' });
    expect(orphanedHexes(meState({ hexes: noTunnel, kingdoms: [kingdom('A', '0101')] }), 'A')).toEqual([
      '0303',
    ]);
  });

  it('with its capital lost every hex is orphaned', () => {
    const s = meState({ hexes: grid3({ '0101': 'B', '0102': 'A' }), kingdoms: [kingdom('A', '0101')] });
    expect(orphanedHexes(s, 'A')).toEqual(['0102']);
  });
});

describe('ME map: Port reach (Table 6)', () => {
  it('reaches every hex bordering the adjacent lake, never the lake', () => {
    // Lake 0201; its shores are 0301 0302 0202 0102 (and the port 0101 itself).
    const hexes = grid3({}, { '0101': { major: 'Port' } }).map((h) =>
      h.address === '0201' ? hex('0201', {}, 'Lake') : h,
    );
    expect(portReach(hexes, '0101')).toEqual(['0102', '0202', '0301', '0302']);
  });

  it('reaches up to two river hexes along its own river', () => {
    // River R: 0101 (port) - 0102 - 0103 - 0203; 0201 is on river S.
    const hexes = grid3(
      {},
      {
        '0101': { major: 'Port', river: 'R' },
        '0102': { river: 'R' },
        '0103': { river: 'R' },
        '0203': { river: 'R' },
        '0201': { river: 'S' },
      },
    );
    expect(portReach(hexes, '0101')).toEqual(['0102', '0103']);
  });

  it('is nothing for a hex that is not a Port', () => {
    expect(portReach(grid3({}), '0101')).toEqual([]);
  });
});

describe('ME map: Invade (4.0B, Table 5)', () => {
  const kingdoms = [kingdom('A', '0101'), kingdom('B', '0202')];

  it('enters an enemy or neutral hex adjacent to an own unorphaned hex', () => {
    const s = meState({ hexes: grid3({ '0101': 'A', '0202': 'B' }), kingdoms });
    expect(invadeProblem(s, 'A', '0102')).toBeNull();
    expect(invadeSources(s, 'A', '0102')).toEqual(['0101']);
    expect(invadeProblem(s, 'A', '0303')).toContain('not adjacent');
  });

  it('not from an orphaned hex (1.3A)', () => {
    const s = meState({ hexes: grid3({ '0101': 'A', '0301': 'A', '0201': 'B', '0202': 'B' }), kingdoms });
    // 0302 touches A's 0301, which is orphaned
    expect(invadeSources(s, 'A', '0302')).toEqual([]);
    expect(invadeProblem(s, 'A', '0302')).toContain('orphaned');
  });

  it("through a Port of one's own, one way only", () => {
    const hexes = grid3({ '0101': 'A', '0302': 'B', '0202': 'B' }, { '0101': { major: 'Port' } }).map((h) =>
      h.address === '0201' ? hex('0201', {}, 'Lake') : h,
    );
    const s = meState({ hexes, kingdoms });
    expect(invadeSources(s, 'A', '0302')).toEqual(['0101']);
    // B's 0302 borders the lake too, but the Port is A's: B cannot cross to 0101 (0101 touches 0102 only on land).
    expect(invadeProblem(s, 'B', '0101')).toContain('not adjacent');
  });

  it('through a Tunnel', () => {
    const s = meState({
      hexes: grid3({ '0101': 'A' }, { '0101': { major: 'Tunnel', tunnelTo: '0303' } }),
      kingdoms,
    });
    expect(invadeSources(s, 'A', '0303')).toEqual(['0101']);
  });

  it('from allied hexes for the allied army only (7.4B)', () => {
    const s = meState({
      hexes: grid3({ '0101': 'A', '0102': 'C' }),
      kingdoms: [...kingdoms, kingdom('C', '0102')],
      agreements: [agreement('Alliance', 'A', 'C')],
    });
    expect(invadeProblem(s, 'A', '0103')).toContain('not adjacent');
    expect(invadeSources(s, 'A', '0103', { allied: true })).toEqual(['0102']);
  });

  it('refuses a lake (ME-R29), an own hex, an ally and a cease-fire partner (7.3B)', () => {
    const hexes = grid3({ '0101': 'A', '0102': 'C', '0201': 'D' }).map((h) =>
      h.address === '0202' ? hex('0202', {}, 'Lake') : h,
    );
    const s = meState({
      hexes,
      kingdoms: [...kingdoms, kingdom('C', '0102'), kingdom('D', '0201')],
      agreements: [agreement('Alliance', 'A', 'C'), agreement('Cease fire', 'D', 'A')],
    });
    expect(invadeProblem(s, 'A', '0202')).toContain('ME-R29');
    expect(invadeProblem(s, 'A', '0101')).toContain('already yours');
    expect(invadeProblem(s, 'A', '0102')).toContain('ally');
    expect(invadeProblem(s, 'A', '0201')).toContain('7.3B');
  });
});

describe('ME map: one owner for the 7.0B checks (diplomacy.ts)', () => {
  it('invadeProblem refuses exactly what invadeForbidden forbids, alliesOf is exactly allied (7.3B-7.5B)', () => {
    const kinds: Agreement['kind'][] = ['Cease fire', 'Alliance', 'Vassalage'];
    for (const kind of kinds) {
      const agreements = [agreement(kind, 'B', 'A')];
      const s = meState({
        hexes: grid3({ '0101': 'A', '0201': 'B' }),
        kingdoms: [kingdom('A', '0101'), kingdom('B', '0201')],
        agreements,
      });
      // every agreement forbids the invasion (7.3B); only Alliance and Vassalage make allies (7.4B, 7.5B)
      expect(invadeForbidden(agreements, 'A', 'B')).toBe(true);
      expect(invadeProblem(s, 'A', '0201')).not.toBeNull();
      expect(alliesOf(s, 'A').has('B')).toBe(kind !== 'Cease fire');
      expect(allied(agreements, 'A', 'B')).toBe(kind !== 'Cease fire');
    }
  });
});

describe('ME map: patrol radius (4.0B, App. B, ME-R31)', () => {
  it('radius 1: the target and the own hexes bordering it', () => {
    const all = Object.fromEntries(
      ['0101', '0102', '0103', '0201', '0202', '0203', '0301', '0302', '0303'].map((a) => [a, 'A']),
    );
    const s = meState({ hexes: grid3(all), kingdoms: [kingdom('A', '0101')] });
    // 0101 and 0301 are 2 from 0202
    expect(patrolRadius(s, 'A', '0202')).toEqual(['0102', '0103', '0201', '0202', '0203', '0302', '0303']);
  });

  it('radius 2 with a Watchtower in the patrolled hex', () => {
    const all = Object.fromEntries(
      ['0101', '0102', '0103', '0201', '0202', '0203', '0301', '0302', '0303'].map((a) => [a, 'A']),
    );
    const s = meState({
      hexes: grid3(all, { '0202': { watchtower: true } }),
      kingdoms: [kingdom('A', '0101')],
    });
    expect(patrolRadius(s, 'A', '0202')).toHaveLength(9);
  });

  it('never crosses the orphaned / unorphaned split', () => {
    // A: 0101 (capital) 0102 joined; 0301 0302 orphaned behind B's 0201 0202.
    const s = meState({
      hexes: grid3(
        { '0101': 'A', '0102': 'A', '0301': 'A', '0302': 'A', '0201': 'B', '0202': 'B' },
        { '0102': { watchtower: true } },
      ),
      kingdoms: [kingdom('A', '0101'), kingdom('B', '0201')],
    });
    expect(patrolRadius(s, 'A', '0302')).toEqual(['0301', '0302']);
    // 0302 is 2 from 0102 but orphaned
    expect(patrolRadius(s, 'A', '0102')).toEqual(['0101', '0102']);
  });

  it('allied hexes only for the allied army (7.4B)', () => {
    const s = meState({
      hexes: grid3({ '0101': 'A', '0102': 'A', '0103': 'C' }),
      kingdoms: [kingdom('A', '0101'), kingdom('C', '0103')],
      agreements: [agreement('Alliance', 'A', 'C')],
    });
    expect(patrolRadius(s, 'A', '0102')).toEqual(['0101', '0102']);
    expect(patrolRadius(s, 'A', '0102', { allied: true })).toEqual(['0101', '0102', '0103']);
    expect(patrolProblem(s, 'A', '0103')).toContain('allied army');
    expect(patrolProblem(s, 'A', '0103', { allied: true })).toBeNull();
  });

  it('not inside a neutral kingdom its owner holds (1.4A), nor a lake (ME-R29), nor a foreign hex', () => {
    const hexes = grid3({ '0101': 'A', '0102': 'A', '0201': 'B' }, { '0102': { neutralKingdom: 'K' } }).map(
      (h) => (h.address === '0103' ? hex('0103', {}, 'Lake') : h),
    );
    const s = meState({
      hexes,
      kingdoms: [kingdom('A', '0101')],
      neutralKingdoms: [{ id: 'K', race: 'Orcs', capital: '0102', conqueredBy: 'A' }],
    });
    expect(patrolProblem(s, 'A', '0102')).toContain('1.4A');
    expect(patrolRadius(s, 'A', '0101')).toEqual(['0101']);
    expect(patrolProblem(s, 'A', '0103')).toContain('ME-R29');
    expect(patrolProblem(s, 'A', '0201')).toContain('B');
    expect(patrolProblem(s, 'A', '0909')).toContain('not on the map');
  });
});

describe("ME map: a neutral kingdom's army (1.4A)", () => {
  // Kingdom K: capital 0101, hexes 0102 0103 0201; 0103 is 2 from 0101.
  const hexes = (owner: string | null, taken: Record<string, string> = {}, capital = {}) =>
    grid3(
      { '0101': owner ?? '', '0102': owner ?? '', '0103': owner ?? '', '0201': owner ?? '', ...taken },
      {
        '0101': { neutralKingdom: 'K', neutralCapital: true, ...capital },
        '0102': { neutralKingdom: 'K' },
        '0103': { neutralKingdom: 'K' },
        '0201': { neutralKingdom: 'K' },
      },
    ).map((h) => (h.owner === '' ? { ...h, owner: null } : h));

  it('independent: defends every hex it still holds', () => {
    const s = meState({
      hexes: hexes(null, { '0201': 'B' }),
      neutralKingdoms: [{ id: 'K', race: 'Orcs', capital: '0101', conqueredBy: null }],
    });
    expect(neutralKingdomCovers(s, 'K')).toEqual(['0101', '0102', '0103']);
  });

  it("held: patrols from its capital, radius 1 (2 with a Watchtower), within the kingdom's held hexes", () => {
    const k = [{ id: 'K', race: 'Orcs', capital: '0101', conqueredBy: 'A' }];
    expect(neutralKingdomCovers(meState({ hexes: hexes('A'), neutralKingdoms: k }), 'K')).toEqual([
      '0101',
      '0102',
      '0201',
    ]);
    expect(
      neutralKingdomCovers(meState({ hexes: hexes('A', {}, { watchtower: true }), neutralKingdoms: k }), 'K'),
    ).toEqual(['0101', '0102', '0103', '0201']);
    expect(
      neutralKingdomCovers(meState({ hexes: hexes('A', { '0101': 'B' }), neutralKingdoms: k }), 'K'),
    ).toEqual([]);
    expect(neutralKingdomCovers(meState({ hexes: hexes('A'), neutralKingdoms: k }), 'Z')).toEqual([]);
  });
});
