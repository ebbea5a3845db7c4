import type { Direction, Hex } from '../engine/hex';
import { edge, Point } from './map-geometry';

/**
 * The outline of a set of hexes as one SVG path: only the edges between a hex of the set and one outside it,
 * chained into closed loops, each from its top-left corner, clockwise. A region of n hexes costs a path as long as
 * its border, not n hex outlines: the supply overlay of a 99 x 99 map stays a few kilobytes. Holes come out
 * anticlockwise, so the default nonzero fill leaves them empty.
 */

const DIRECTIONS: readonly Direction[] = [1, 2, 3, 4, 5, 6];

const at = (p: Point): string => `${p.x},${p.y}`;

export function regionOutline(hexes: Iterable<Hex>): string {
  // Each hex's edges, clockwise; an edge two hexes of the set share comes once each way and is dropped.
  const all = new Map<string, [Point, Point]>();
  for (const h of hexes)
    for (const d of DIRECTIONS) {
      const [a, b] = edge(h, d);
      const back = `${at(b)}>${at(a)}`;
      if (all.has(back)) all.delete(back);
      else all.set(`${at(a)}>${at(b)}`, [a, b]);
    }
  const out = new Map<string, Point[]>();
  const starts: Point[] = [];
  for (const [a, b] of all.values()) {
    const list = out.get(at(a));
    if (list === undefined) {
      out.set(at(a), [b]);
      starts.push(a);
    } else list.push(b);
  }
  starts.sort((p, q) => p.y - q.y || p.x - q.x);
  let d = '';
  for (const start of starts) {
    while ((out.get(at(start))?.length ?? 0) > 0) {
      d += `M${start.x} ${start.y}`;
      let command = '';
      let here = start;
      for (;;) {
        const next = out.get(at(here))?.shift();
        if (next === undefined) break;
        if (next.x === start.x && next.y === start.y) break; // z closes the loop
        const dx = next.x - here.x;
        const dy = next.y - here.y;
        if (dy === 0) {
          d += `h${dx}`;
          command = 'h';
        } else {
          const step = `${dx} ${dy}`.replace(/ -/g, '-');
          d += command === 'l' ? (dx < 0 ? step : ` ${step}`) : `l${step}`;
          command = 'l';
        }
        here = next;
      }
      d += 'z';
    }
  }
  return d;
}
