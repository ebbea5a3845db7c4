import { connected, distances, hexGraph, shortestPath } from '../../../src/engine/core/graph';

// A 3×3 grid, 0101-0303, flat-topped with even columns half a hex lower (RULINGS 1-2). By hand from hex.ts's
// offsets: 0101 touches 0201 and 0102; 0201 touches 0301, 0302, 0202, 0102, 0101; 0102 touches 0101, 0201,
// 0202, 0103; 0103 touches 0102, 0203; 0203 touches 0303; 0303 touches 0302, 0203, 0202.
const GRID = ['0101', '0102', '0103', '0201', '0202', '0203', '0301', '0302', '0303'];

describe('core/graph: hexGraph', () => {
  const g = hexGraph(GRID);

  it('lists the on-map neighbours of a corner hex in rosette order', () => {
    expect(g.neighbours('0101')).toEqual(['0201', '0102']);
    expect(g.neighbours('0201')).toEqual(['0301', '0302', '0202', '0102', '0101']);
  });

  it('knows its nodes', () => {
    expect(g.nodes()).toEqual(GRID);
    expect(g.has('0202')).toBe(true);
    expect(g.has('0404')).toBe(false);
    expect(g.neighbours('0404')).toEqual([]);
  });

  it('adds extra links one way, as given (ME tunnels and ports)', () => {
    const linked = hexGraph(GRID, new Map([['0101', ['0303']]]));
    expect(linked.neighbours('0101')).toEqual(['0201', '0102', '0303']);
    expect(linked.neighbours('0303')).not.toContain('0101');
  });

  it('does not repeat a link that is already a neighbour', () => {
    const linked = hexGraph(GRID, new Map([['0101', ['0102']]]));
    expect(linked.neighbours('0101')).toEqual(['0201', '0102']);
  });

  it('refuses a link to a hex off the map, naming it', () => {
    expect(() => hexGraph(GRID, new Map([['0101', ['0909']]]))).toThrow('0909');
    expect(() => hexGraph(GRID, new Map([['0909', ['0101']]]))).toThrow('0909');
  });

  it('refuses a malformed address', () => {
    expect(() => hexGraph(['01x1'])).toThrow("'01x1'");
  });
});

describe('core/graph: distances', () => {
  const g = hexGraph(GRID);

  it('counts steps from a hex (equal to the true hex distance on an open grid)', () => {
    const d = distances(g, '0101');
    expect(Object.fromEntries(d)).toEqual({
      '0101': 0,
      '0201': 1,
      '0102': 1,
      '0301': 2,
      '0302': 2,
      '0202': 2,
      '0103': 2,
      '0203': 3,
      '0303': 3,
    });
  });

  it('goes around impassable hexes', () => {
    const blocked = new Set(['0201', '0202']);
    const d = distances(g, '0101', (_from, to) => (blocked.has(to) ? null : 1));
    // 0101-0102-0103-0203-0303
    expect(d.get('0303')).toBe(4);
    expect(d.has('0201')).toBe(false);
  });

  it('adds step costs', () => {
    const d = distances(g, '0101', (_from, to) => (to === '0201' ? 5 : 1));
    // through 0102: 0101-0102-0202-0302 = 3, cheaper than 5 + 1 through 0201
    expect(d.get('0302')).toBe(3);
    // entering 0201 costs 5 from any side: straight from 0101 is the cheapest
    expect(d.get('0201')).toBe(5);
  });

  it('gives nothing from a hex off the map', () => {
    expect(distances(g, '0909').size).toBe(0);
  });

  it('refuses a negative step cost', () => {
    expect(() => distances(g, '0101', () => -1)).toThrow('0 or more');
  });
});

describe('core/graph: shortestPath', () => {
  const g = hexGraph(GRID);

  it('finds the unique shortest path', () => {
    expect(shortestPath(g, '0101', (n) => n === '0302')).toEqual(['0101', '0201', '0302']);
  });

  it('breaks ties by node order, or by the tie-break given', () => {
    // 0202 is two steps away through 0102 or 0201
    expect(shortestPath(g, '0101', (n) => n === '0202')).toEqual(['0101', '0102', '0202']);
    expect(
      shortestPath(
        g,
        '0101',
        (n) => n === '0202',
        undefined,
        (a, b) => b.localeCompare(a),
      ),
    ).toEqual(['0101', '0201', '0202']);
  });

  it('goes to the nearest goal', () => {
    expect(shortestPath(g, '0101', (n) => n === '0303' || n === '0103')).toEqual(['0101', '0102', '0103']);
  });

  it('is just the start when the start is a goal', () => {
    expect(shortestPath(g, '0101', (n) => n === '0101')).toEqual(['0101']);
  });

  it('is null when no goal can be reached', () => {
    expect(
      shortestPath(
        g,
        '0101',
        (n) => n === '0303',
        (_f, to) => (to.startsWith('02') ? null : 1),
      ),
    ).toBeNull();
  });
});

describe('core/graph: connected', () => {
  const g = hexGraph(GRID);

  it('collects what is reachable through allowed hexes only', () => {
    expect([...connected(g, '0101', (n) => !n.startsWith('02'))].sort()).toEqual(['0101', '0102', '0103']);
  });

  it('is empty when the start is not allowed or not on the map', () => {
    expect(connected(g, '0101', (n) => n !== '0101').size).toBe(0);
    expect(connected(g, '0909', () => true).size).toBe(0);
  });

  it('follows extra links', () => {
    const linked = hexGraph(GRID, new Map([['0101', ['0303']]]));
    expect([...connected(linked, '0101', (n) => n === '0101' || n === '0303')].sort()).toEqual([
      '0101',
      '0303',
    ]);
  });
});
