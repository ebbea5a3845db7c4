/**
 * Hex addresses and geometry (RULINGS 1-2): addresses are `CCRR`, column then row, 1-based and zero-padded;
 * hexes are flat-topped and even-numbered columns sit half a hex lower than odd ones. Directions follow the
 * rosette: 1 north, then clockwise 2 north-east, 3 south-east, 4 south, 5 south-west, 6 north-west.
 */
export interface Hex {
  readonly col: number;
  readonly row: number;
}

export type Direction = 1 | 2 | 3 | 4 | 5 | 6;
export const DIRECTIONS: readonly Direction[] = [1, 2, 3, 4, 5, 6];

const ADDRESS = /^\s*(\d{2})(\d{2})\s*$/;

/** Parses `CCRR`; returns null for anything else (callers word the error for their context). */
export function parseHex(text: string): Hex | null {
  const match = ADDRESS.exec(text);
  if (!match) return null;
  const col = Number(match[1]);
  const row = Number(match[2]);
  if (col < 1 || row < 1) return null;
  return { col, row };
}

export function formatHex(hex: Hex): string {
  return `${String(hex.col).padStart(2, '0')}${String(hex.row).padStart(2, '0')}`;
}

/** A number naming the hex, for indexes: unlike an address it stays unique past column or row 99. */
export function hexKey(hex: Hex): number {
  return hex.col * 100000 + hex.row;
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.col === b.col && a.row === b.row;
}

// Offsets by direction for odd and even columns ("even columns lower" is even-q offset layout).
const ODD_COLUMN: Record<Direction, readonly [number, number]> = {
  1: [0, -1],
  2: [1, -1],
  3: [1, 0],
  4: [0, 1],
  5: [-1, 0],
  6: [-1, -1],
};
const EVEN_COLUMN: Record<Direction, readonly [number, number]> = {
  1: [0, -1],
  2: [1, 0],
  3: [1, 1],
  4: [0, 1],
  5: [-1, 1],
  6: [-1, 0],
};

/** The hex across the edge in `direction`; it may lie off the map (col or row 0), which callers check. */
export function neighbour(hex: Hex, direction: Direction): Hex {
  const [dc, dr] = (hex.col % 2 === 0 ? EVEN_COLUMN : ODD_COLUMN)[direction];
  return { col: hex.col + dc, row: hex.row + dr };
}

export function neighbours(hex: Hex): Hex[] {
  return DIRECTIONS.map((d) => neighbour(hex, d));
}

/** The direction from `from` to an adjacent `to`, or null when they are not adjacent. */
export function directionTo(from: Hex, to: Hex): Direction | null {
  for (const d of DIRECTIONS) if (sameHex(neighbour(from, d), to)) return d;
  return null;
}

/** The opposite side of an edge: an edge seen from the neighbour (RULINGS 3: one record serves both hexes). */
export function opposite(direction: Direction): Direction {
  return (((direction + 2) % 6) + 1) as Direction;
}

function toCube(hex: Hex): [number, number, number] {
  // 0-based, our even columns are the odd ones shoved down: the "odd-q" offset layout.
  const q = hex.col - 1;
  const r = hex.row - 1;
  const z = r - (q - (q & 1)) / 2;
  return [q, -q - z, z];
}

/** True hex distance on the grid (RULINGS 1). */
export function distance(a: Hex, b: Hex): number {
  const [ax, ay, az] = toCube(a);
  const [bx, by, bz] = toCube(b);
  return Math.max(Math.abs(ax - bx), Math.abs(ay - by), Math.abs(az - bz));
}

function fromCube(x: number, z: number): Hex {
  return { col: x + 1, row: z + (x - (x & 1)) / 2 + 1 };
}

function roundCube(x: number, y: number, z: number): [number, number, number] {
  let rx = Math.round(x);
  let ry = Math.round(y);
  let rz = Math.round(z);
  const dx = Math.abs(rx - x);
  const dy = Math.abs(ry - y);
  const dz = Math.abs(rz - z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy > dz) ry = -rx - rz;
  else rz = -rx - ry;
  return [rx, ry, rz];
}

/**
 * The hexes a straight line crosses from the centre of `from` to the centre of `to`, both included (a cube
 * line-draw, nudged off the edges so a line along an edge picks one side consistently: ME digest §1 Proposal).
 */
export function hexLine(from: Hex, to: Hex): Hex[] {
  const [ax, ay, az] = toCube(from);
  const [bx, by, bz] = toCube(to);
  const n = Math.max(Math.abs(ax - bx), Math.abs(ay - by), Math.abs(az - bz));
  const out: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const [x, , z] = roundCube(
      ax + 1e-6 + (bx - ax) * t,
      ay + 2e-6 + (by - ay) * t,
      az - 3e-6 + (bz - az) * t,
    );
    out.push(fromCube(x, z));
  }
  return out;
}
