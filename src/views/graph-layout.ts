/**
 * A deterministic layout of a map drawn as nodes and edges (issue 15): the same graph in the same row order gives
 * the same picture, with no dice. Positions come from the graph's road distances: classical scaling (the two main
 * axes of the distances, found by power iteration from fixed vectors) as the start, then stress majorization
 * (Gansner, Koren & North 2004) so that each pair stands about as far apart as its road distance. The result is
 * scaled until every edge has room for its label between the two boxes, then any boxes still touching are pushed
 * apart.
 */

import { placeLabels, reach } from './graph-labels';

export interface Size {
  readonly w: number;
  readonly h: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Layout {
  /** Each node's centre, in pixels from the layout's top left corner. */
  readonly nodes: readonly Point[];
  /** Each edge's label centre. */
  readonly labels: readonly Point[];
  readonly width: number;
  readonly height: number;
}

/** Space kept between two boxes, and between a box and an edge label. */
export const GAP = 12;
const MDS_ITERATIONS = 100;
const STRESS_ITERATIONS = 100;
const SEPARATE_ITERATIONS = 200;
/** The vertical stretches tried against the horizontal one, in this order (the first of equal sizes wins). */
const RATIOS = [1, 0.8, 0.67, 0.5, 0.4, 0.33, 1.25, 1.5, 2, 2.5, 3];
/** How wide a row of unjoined parts (islands, lone places) may grow before the next starts below. */
const ROW_WIDTH = 1200;

/** Road distances between every pair of a joined part (breadth first). */
function distances(n: number, edges: readonly (readonly [number, number])[]): number[][] {
  const next: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    next[a].push(b);
    next[b].push(a);
  }
  const d = Array.from({ length: n }, (_, s) => {
    const row = new Array<number>(n).fill(Infinity);
    row[s] = 0;
    const queue = [s];
    for (let q = 0; q < queue.length; q++)
      for (const t of next[queue[q]])
        if (row[t] === Infinity) {
          row[t] = row[queue[q]] + 1;
          queue.push(t);
        }
    return row;
  });
  return d;
}

/** The two main axes of the distances (classical scaling), or a circle in row order when they say nothing (one place). */
function start(d: number[][]): { x: number[]; y: number[] } {
  const n = d.length;
  const sq = d.map((row) => row.map((x) => x * x));
  const rowMean = sq.map((row) => row.reduce((s, x) => s + x, 0) / n);
  const mean = rowMean.reduce((s, x) => s + x, 0) / n;
  const b = sq.map((row, i) => row.map((x, j) => -0.5 * (x - rowMean[i] - rowMean[j] + mean)));
  // Shifted so that the largest eigenvalue is also the largest in size (power iteration finds that one).
  const shift = Math.max(...b.map((row) => row.reduce((s, x) => s + Math.abs(x), 0)));
  const axes: number[][] = [];
  const values: number[] = [];
  for (const phase of [0.5, 1.3]) {
    let v = Array.from({ length: n }, (_, i) => Math.sin(i * 2.399963 + phase));
    let value = 0;
    for (let k = 0; k < MDS_ITERATIONS; k++) {
      const w = new Array<number>(n);
      for (let i = 0; i < n; i++) {
        let sum = shift * v[i];
        for (let j = 0; j < n; j++) sum += b[i][j] * v[j];
        w[i] = sum;
      }
      for (const axis of axes) {
        let dot = 0;
        for (let i = 0; i < n; i++) dot += w[i] * axis[i];
        for (let i = 0; i < n; i++) w[i] -= dot * axis[i];
      }
      let norm = 0;
      for (let i = 0; i < n; i++) norm += w[i] * w[i];
      norm = Math.sqrt(norm);
      if (norm < 1e-12) break;
      value = norm - shift;
      v = w.map((x) => x / norm);
    }
    axes.push(v);
    values.push(Math.sqrt(Math.max(value, 0)));
  }
  const [ax, ay] = axes.map((a, k) => a.map((x) => x * values[k]));
  const spread = (a: number[]): number => Math.max(...a) - Math.min(...a);
  if (spread(ax) < 1e-6) {
    const r = Math.max(1, n / (2 * Math.PI));
    return {
      x: d.map((_, i) => r * Math.cos((2 * Math.PI * i) / n)),
      y: d.map((_, i) => r * Math.sin((2 * Math.PI * i) / n)),
    };
  }
  // Places the distances cannot tell apart (two leaves of one node) start a hair apart, so they can part.
  // A graph with one axis only (a road of places) lies along it.
  const flat = spread(ay) < 1e-6;
  return {
    x: ax.map((v, i) => v + 0.01 * Math.sin(i * 12.9898)),
    y: ay.map((v, i) => (flat ? 0 : v) + 0.01 * Math.cos(i * 78.233)),
  };
}

/** Stress majorization: each node moved to where its weighted distances (weight 1/d²) agree best. */
function majorize(d: number[][], p: { x: number[]; y: number[] }): void {
  const n = d.length;
  if (n < 2) return;
  const weight = d.map((row) => row.map((x) => (x > 0 ? 1 / (x * x) : 0)));
  const total = weight.map((row) => row.reduce((s, w) => s + w, 0));
  // Each node moved in row order from where the others stand now (a two-node part moved together would meet).
  const { x, y } = p;
  for (let k = 0; k < STRESS_ITERATIONS; k++) {
    for (let i = 0; i < n; i++) {
      let sx = 0;
      let sy = 0;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const dx = x[i] - x[j];
        const dy = y[i] - y[j];
        const len = Math.sqrt(dx * dx + dy * dy);
        const pull = len > 1e-9 ? d[i][j] / len : 0;
        sx += weight[i][j] * (x[j] + pull * dx);
        sy += weight[i][j] * (y[j] + pull * dy);
      }
      x[i] = sx / total[i];
      y[i] = sy / total[i];
    }
  }
}

/** Pixels per unit of road distance: room for every edge's label, and no two boxes overlapping as placed. */
function scaleFor(
  p: { x: number[]; y: number[] },
  boxes: readonly Size[],
  edges: readonly (readonly [number, number])[],
  labels: readonly Size[],
): number {
  let s = 1;
  edges.forEach(([a, b], e) => {
    const dx = p.x[b] - p.x[a];
    const dy = p.y[b] - p.y[a];
    const len = Math.hypot(dx, dy);
    if (len < 1e-9) return;
    const ux = dx / len;
    const uy = dy / len;
    const label = labels[e];
    const along = label.w * Math.abs(ux) + label.h * Math.abs(uy);
    s = Math.max(s, (reach(boxes[a], ux, uy) + reach(boxes[b], ux, uy) + along + 2 * GAP) / len);
  });
  const byEdges = s;
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const need = Math.min(
        (boxes[i].w / 2 + boxes[j].w / 2 + GAP) / Math.max(Math.abs(p.x[i] - p.x[j]), 1e-9),
        (boxes[i].h / 2 + boxes[j].h / 2 + GAP) / Math.max(Math.abs(p.y[i] - p.y[j]), 1e-9),
      );
      // Two nodes the distances put nearly on top of each other are pushed apart afterwards instead.
      s = Math.max(s, Math.min(need, 2 * byEdges));
    }
  return s;
}

/** Boxes still overlapping pushed apart along the axis where they overlap least, in row order. */
function separate(p: { x: number[]; y: number[] }, boxes: readonly Size[]): void {
  for (let k = 0; k < SEPARATE_ITERATIONS; k++) {
    let moved = false;
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const ox = boxes[i].w / 2 + boxes[j].w / 2 + GAP - Math.abs(p.x[i] - p.x[j]);
        const oy = boxes[i].h / 2 + boxes[j].h / 2 + GAP - Math.abs(p.y[i] - p.y[j]);
        if (ox <= 0 || oy <= 0) continue;
        moved = true;
        if (ox < oy) {
          const sign = p.x[j] >= p.x[i] ? 1 : -1;
          p.x[i] -= (sign * ox) / 2;
          p.x[j] += (sign * ox) / 2;
        } else {
          const sign = p.y[j] >= p.y[i] ? 1 : -1;
          p.y[i] -= (sign * oy) / 2;
          p.y[j] += (sign * oy) / 2;
        }
      }
    if (!moved) return;
  }
}

/** The joined parts of the graph, each its nodes in row order, the parts in the order of their first node. */
function parts(n: number, edges: readonly (readonly [number, number])[]): number[][] {
  const root = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i])));
  for (const [a, b] of edges) {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) root[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  const out = new Map<number, number[]>();
  for (let i = 0; i < n; i++) out.set(find(i), [...(out.get(find(i)) ?? []), i]);
  return [...out.values()];
}

/** One joined part laid out: centres from its top left corner. */
function placePart(
  boxes: readonly Size[],
  edges: readonly (readonly [number, number])[],
  labels: readonly Size[],
): { nodes: Point[]; width: number; height: number } {
  const d = distances(boxes.length, edges);
  const p = start(d);
  majorize(d, p);
  // The first row's node toward the top left, whatever signs the axes came out with.
  const mean = (a: number[]): number => a.reduce((s, x) => s + x, 0) / a.length;
  if (p.x[0] > mean(p.x)) p.x = p.x.map((x) => -x);
  if (p.y[0] > mean(p.y)) p.y = p.y.map((y) => -y);
  // Stretched more one way than the other where that makes the picture smaller (labels sit on some edges only).
  const spread = (a: number[]): number => Math.max(...a) - Math.min(...a);
  const widest = Math.max(...boxes.map((b) => b.w));
  const tallest = Math.max(...boxes.map((b) => b.h));
  let best = { area: Infinity, sx: 1, sy: 1 };
  for (const ratio of RATIOS) {
    const s = scaleFor({ x: p.x, y: p.y.map((y) => y * ratio) }, boxes, edges, labels);
    const area = (spread(p.x) * s + widest) * (spread(p.y) * s * ratio + tallest);
    if (area < best.area - 1e-6) best = { area, sx: s, sy: s * ratio };
  }
  p.x = p.x.map((x) => x * best.sx);
  p.y = p.y.map((y) => y * best.sy);
  separate(p, boxes);
  const left = Math.min(...boxes.map((b, i) => p.x[i] - b.w / 2));
  const top = Math.min(...boxes.map((b, i) => p.y[i] - b.h / 2));
  const nodes = boxes.map((_, i) => ({ x: p.x[i] - left, y: p.y[i] - top }));
  const width = Math.max(...boxes.map((b, i) => nodes[i].x + b.w / 2));
  const height = Math.max(...boxes.map((b, i) => nodes[i].y + b.h / 2));
  return { nodes, width, height };
}

/**
 * Lays out `boxes` (in row order) joined by `edges` (pairs of indexes), each edge with room for its label (a
 * label of width 0 needs none). Each joined part (an island) is laid out alone, the parts side by side in rows.
 * Deterministic: no randomness anywhere.
 */
export function layoutGraph(
  boxes: readonly Size[],
  edges: readonly (readonly [number, number])[],
  labels: readonly Size[],
): Layout {
  const centres: Point[] = boxes.map(() => ({ x: 0, y: 0 }));
  const placed = parts(boxes.length, edges).map((part) => {
    const local = new Map(part.map((g, k) => [g, k]));
    const own = edges.map((e, i) => ({ e, i })).filter(({ e }) => local.has(e[0]));
    const layout = placePart(
      part.map((g) => boxes[g]),
      own.map(({ e }) => [local.get(e[0]) ?? 0, local.get(e[1]) ?? 0] as const),
      own.map(({ i }) => labels[i]),
    );
    return { part, layout };
  });
  const rowWidth = Math.max(ROW_WIDTH, ...placed.map((x) => x.layout.width));
  let [x, y, rowHeight, width] = [0, 0, 0, 0];
  for (const { part, layout } of placed) {
    if (x > 0 && x + layout.width > rowWidth) [x, y, rowHeight] = [0, y + rowHeight + 3 * GAP, 0];
    part.forEach((g, k) => (centres[g] = { x: x + layout.nodes[k].x, y: y + layout.nodes[k].y }));
    width = Math.max(width, x + layout.width);
    rowHeight = Math.max(rowHeight, layout.height);
    x += layout.width + 3 * GAP;
  }
  return { nodes: centres, labels: placeLabels(centres, boxes, edges, labels), width, height: y + rowHeight };
}
