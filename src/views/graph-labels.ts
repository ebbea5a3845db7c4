/** Where each edge's label of a graph map sits: clear of the boxes and of the labels placed before it. */
import type { Point, Size } from './graph-layout';

/** How far from a box's centre its edge lies in direction (ux, uy). */
export const reach = (s: Size, ux: number, uy: number): number =>
  Math.min(
    Math.abs(ux) > 1e-9 ? s.w / 2 / Math.abs(ux) : Infinity,
    Math.abs(uy) > 1e-9 ? s.h / 2 / Math.abs(uy) : Infinity,
  );

const overlaps = (a: Point, as: Size, b: Point, bs: Size, gap: number): boolean =>
  Math.abs(a.x - b.x) < (as.w + bs.w) / 2 + gap && Math.abs(a.y - b.y) < (as.h + bs.h) / 2 + gap;

/** Each edge's label between its two boxes, or slid along it to the first place clear of boxes and earlier labels. */
export function placeLabels(
  nodes: readonly Point[],
  boxes: readonly Size[],
  edges: readonly (readonly [number, number])[],
  labels: readonly Size[],
): Point[] {
  const placed: Point[] = [];
  edges.forEach(([a, b], e) => {
    const at = (t: number): Point => ({
      x: nodes[a].x + t * (nodes[b].x - nodes[a].x),
      y: nodes[a].y + t * (nodes[b].y - nodes[a].y),
    });
    const size = labels[e];
    // The middle of the stretch of the edge between the two boxes, then a little either side of it.
    const len = Math.hypot(nodes[b].x - nodes[a].x, nodes[b].y - nodes[a].y);
    const ux = len > 0 ? (nodes[b].x - nodes[a].x) / len : 1;
    const uy = len > 0 ? (nodes[b].y - nodes[a].y) / len : 0;
    const from = Math.min(reach(boxes[a], ux, uy), len / 2);
    const to = Math.min(reach(boxes[b], ux, uy), len / 2);
    const middle = len > 0 ? (from + (len - from - to) / 2) / len : 0.5;
    const clear = (q: Point): boolean =>
      size.w === 0 ||
      (boxes.every((s, i) => !overlaps(q, size, nodes[i], s, 2)) &&
        placed.every((r, f) => labels[f].w === 0 || !overlaps(q, size, r, labels[f], 2)));
    placed.push([0, -0.1, 0.1, -0.2, 0.2].map((t) => at(middle + t)).find(clear) ?? at(middle));
  });
  return placed;
}
