import fc from 'fast-check';
import {
  directionTo,
  distance,
  formatHex,
  Hex,
  neighbour,
  neighbours,
  opposite,
  parseHex,
  DIRECTIONS,
} from '../../src/engine/hex';

// RULINGS 1-2: CCRR addresses, flat-topped hexes, even columns half a hex lower; rosette 1 = north, clockwise.

const hexArb = fc.record({ col: fc.integer({ min: 1, max: 99 }), row: fc.integer({ min: 1, max: 99 }) });

describe('hex addresses (RULINGS 1)', () => {
  it('parses and formats CCRR', () => {
    expect(parseHex('0101')).toEqual({ col: 1, row: 1 });
    expect(parseHex(' 1203 ')).toEqual({ col: 12, row: 3 });
    expect(formatHex({ col: 4, row: 9 })).toBe('0409');
  });

  it.each(['', '101', '01010', 'ab01', '0001', '0100', '12-3'])('rejects %p', (text) => {
    expect(parseHex(text)).toBeNull();
  });
});

describe('neighbours on the rosette (RULINGS 1-2)', () => {
  it('odd column: north-east is up a row, south-east is the same row', () => {
    const hex: Hex = { col: 3, row: 5 };
    expect(neighbours(hex).map(formatHex)).toEqual(['0304', '0404', '0405', '0306', '0205', '0204']);
  });

  it('even column (half a hex lower): north-east is the same row, south-east is down a row', () => {
    const hex: Hex = { col: 4, row: 5 };
    expect(neighbours(hex).map(formatHex)).toEqual(['0404', '0505', '0506', '0406', '0306', '0305']);
  });

  it('every neighbour is at distance 1 and leads back through the opposite edge', () => {
    fc.assert(
      fc.property(hexArb, fc.constantFrom(...DIRECTIONS), (hex, d) => {
        const next = neighbour(hex, d);
        expect(distance(hex, next)).toBe(1);
        expect(neighbour(next, opposite(d))).toEqual(hex);
        expect(directionTo(hex, next)).toBe(d);
      }),
    );
  });
});

describe('hex distance is a metric (RULINGS 1)', () => {
  it('is zero only for the same hex, symmetric, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(hexArb, hexArb, hexArb, (a, b, c) => {
        expect(distance(a, a)).toBe(0);
        if (a.col !== b.col || a.row !== b.row) expect(distance(a, b)).toBeGreaterThan(0);
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c));
      }),
    );
  });

  it('equals the fewest neighbour steps (breadth-first search on a 12x12 grid)', () => {
    const start: Hex = { col: 5, row: 6 };
    const seen = new Map<string, number>([[formatHex(start), 0]]);
    const queue: Hex[] = [start];
    while (queue.length > 0) {
      const hex = queue.shift() as Hex;
      for (const next of neighbours(hex)) {
        if (next.col < 1 || next.row < 1 || next.col > 12 || next.row > 12 || seen.has(formatHex(next)))
          continue;
        seen.set(formatHex(next), (seen.get(formatHex(hex)) ?? 0) + 1);
        queue.push(next);
      }
    }
    for (const [address, steps] of seen) expect(distance(start, parseHex(address) as Hex)).toBe(steps);
    expect(seen.size).toBe(144);
  });
});
