import type { Direction, Hex } from '../engine/hex';

/**
 * Where hexes fall in the picture (RULINGS 1-2): flat-topped, even-numbered columns half a hex lower. The hex is
 * 32 units across and 28 high (a true hex would be 27.7: the 1% stretch keeps every corner on whole numbers,
 * which keeps the SVG small). The picture starts MARGIN units in from the top-left.
 */
export const HALF_WIDTH = 16;
export const QUARTER_WIDTH = 8;
export const HALF_HEIGHT = 14;
export const COLUMN_STEP = 24;
export const ROW_STEP = 28;
export const MARGIN = 4;

export interface Point {
  readonly x: number;
  readonly y: number;
}

export function centre(hex: Hex): Point {
  return {
    x: MARGIN + HALF_WIDTH + (hex.col - 1) * COLUMN_STEP,
    y: MARGIN + HALF_HEIGHT + (hex.row - 1) * ROW_STEP + (hex.col % 2 === 0 ? HALF_HEIGHT : 0),
  };
}

/** The picture's size for a map of `width` columns and `height` rows. */
export function extent(width: number, height: number): { width: number; height: number } {
  return {
    width: 2 * MARGIN + 2 * HALF_WIDTH + Math.max(0, width - 1) * COLUMN_STEP,
    height: 2 * MARGIN + (height + (width > 1 ? 0.5 : 0)) * ROW_STEP,
  };
}

/** A hex's outline from its west corner round clockwise, in relative path steps. */
export const HEX_SHAPE = 'l8-14h16l8 14-8 14h-16z';

// The corners at either end of each rosette edge, as offsets from the centre (1 north, clockwise).
const EDGE_CORNERS: Readonly<Record<Direction, readonly [Point, Point]>> = {
  1: [
    { x: -QUARTER_WIDTH, y: -HALF_HEIGHT },
    { x: QUARTER_WIDTH, y: -HALF_HEIGHT },
  ],
  2: [
    { x: QUARTER_WIDTH, y: -HALF_HEIGHT },
    { x: HALF_WIDTH, y: 0 },
  ],
  3: [
    { x: HALF_WIDTH, y: 0 },
    { x: QUARTER_WIDTH, y: HALF_HEIGHT },
  ],
  4: [
    { x: QUARTER_WIDTH, y: HALF_HEIGHT },
    { x: -QUARTER_WIDTH, y: HALF_HEIGHT },
  ],
  5: [
    { x: -QUARTER_WIDTH, y: HALF_HEIGHT },
    { x: -HALF_WIDTH, y: 0 },
  ],
  6: [
    { x: -HALF_WIDTH, y: 0 },
    { x: -QUARTER_WIDTH, y: -HALF_HEIGHT },
  ],
};

/** The two corners of an edge of a hex. */
export function edge(hex: Hex, direction: Direction): readonly [Point, Point] {
  const c = centre(hex);
  const [a, b] = EDGE_CORNERS[direction];
  return [
    { x: c.x + a.x, y: c.y + a.y },
    { x: c.x + b.x, y: c.y + b.y },
  ];
}

/** The middle of an edge (where a bridge or ford is drawn). */
export function edgeMiddle(hex: Hex, direction: Direction): Point {
  const [a, b] = edge(hex, direction);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
