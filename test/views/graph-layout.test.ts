import { GAP, layoutGraph, type Layout, type Size } from '../../src/views/graph-layout';

// Issue 15: a map drawn as nodes and edges is laid out the same way every time from the same rows (no dice, no
// Math.random), and stays readable: no two boxes overlap, every edge label clear of the boxes and of the other
// labels, up to 60 places.

const box: Size = { w: 110, h: 40 };
const label: Size = { w: 40, h: 14 };

/** A grid of `cols` x `rows` places joined to the ones beside and below them. */
function grid(cols: number, rows: number): [number, number][] {
  const edges: [number, number][] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      if (c + 1 < cols) edges.push([i, i + 1]);
      if (r + 1 < rows) edges.push([i, i + cols]);
    }
  return edges;
}

const apart = (a: { x: number; y: number }, as: Size, b: { x: number; y: number }, bs: Size): boolean =>
  Math.abs(a.x - b.x) >= (as.w + bs.w) / 2 || Math.abs(a.y - b.y) >= (as.h + bs.h) / 2;

/** Every pair of boxes, and every label against every box and label: the pairs that overlap. */
function overlapping(layout: Layout, boxes: readonly Size[], labels: readonly Size[]): string[] {
  const found: string[] = [];
  const things = [
    ...layout.nodes.map((at, i) => ({ at, size: boxes[i], name: `node ${i}` })),
    ...layout.labels.map((at, i) => ({ at, size: labels[i], name: `label ${i}` })),
  ];
  for (let i = 0; i < things.length; i++)
    for (let j = i + 1; j < things.length; j++)
      if (!apart(things[i].at, things[i].size, things[j].at, things[j].size))
        found.push(`${things[i].name} / ${things[j].name}`);
  return found;
}

describe('layoutGraph', () => {
  it('gives the same picture twice and rolls no dice', () => {
    const random = jest.spyOn(Math, 'random');
    const edges = grid(5, 6);
    const boxes = Array.from({ length: 30 }, () => box);
    const first = layoutGraph(
      boxes,
      edges,
      edges.map(() => label),
    );
    const second = layoutGraph(
      boxes,
      edges,
      edges.map(() => label),
    );
    expect(second).toEqual(first);
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });

  it('a road of three places: the middle one between the others, each edge long enough for its label', () => {
    const layout = layoutGraph(
      [box, box, box],
      [
        [0, 1],
        [1, 2],
      ],
      [label, label],
    );
    const [a, b, c] = layout.nodes;
    // Along the line a-b-c, b lies between a and c.
    const t = ((b.x - a.x) * (c.x - a.x) + (b.y - a.y) * (c.y - a.y)) / ((c.x - a.x) ** 2 + (c.y - a.y) ** 2);
    expect(t).toBeGreaterThan(0.3);
    expect(t).toBeLessThan(0.7);
    // Room between two boxes of 110 x 40 for a label of 40 and a gap each side.
    const gapBetween = Math.max(Math.abs(b.x - a.x) - box.w, Math.abs(b.y - a.y) - box.h);
    expect(gapBetween).toBeGreaterThanOrEqual(label.w);
  });

  it('60 places on a 10 x 6 grid: no box or label overlaps another, and the grid keeps its shape', () => {
    const edges = grid(10, 6);
    const boxes = Array.from({ length: 60 }, (_, i) => ({ w: 90 + (i % 4) * 15, h: 28 + (i % 3) * 12 }));
    const labels = edges.map(() => label);
    const layout = layoutGraph(boxes, edges, labels);
    expect(overlapping(layout, boxes, labels)).toEqual([]);
    // Each row of the grid reads left to right along its longer side: 0 and 9 are the farthest apart of row 0.
    const [first, last] = [layout.nodes[0], layout.nodes[9]];
    expect(Math.hypot(last.x - first.x, last.y - first.y)).toBeGreaterThan(
      Math.hypot(layout.nodes[50].x - first.x, layout.nodes[50].y - first.y),
    );
  });

  it('two islands and a lone place are drawn side by side, apart', () => {
    // Island A: 0-1-2; island B: 3-4; place 5 alone.
    const boxes = Array.from({ length: 6 }, () => box);
    const edges: [number, number][] = [
      [0, 1],
      [1, 2],
      [3, 4],
    ];
    const layout = layoutGraph(
      boxes,
      edges,
      edges.map(() => label),
    );
    expect(
      overlapping(
        layout,
        boxes,
        edges.map(() => label),
      ),
    ).toEqual([]);
    const right = (i: number): number => layout.nodes[i].x + box.w / 2;
    const left = (i: number): number => layout.nodes[i].x - box.w / 2;
    // Island B starts right of all of island A, with three gaps between; the lone place after it.
    expect(Math.min(left(3), left(4))).toBeGreaterThanOrEqual(
      Math.max(right(0), right(1), right(2)) + 3 * GAP - 1e-9,
    );
    expect(left(5)).toBeGreaterThanOrEqual(Math.max(right(3), right(4)) + 3 * GAP - 1e-9);
  });

  it('the leaves of one place fan out instead of piling up', () => {
    // A star: 0 in the middle, 12 leaves.
    const boxes = Array.from({ length: 13 }, () => box);
    const edges = Array.from({ length: 12 }, (_, i) => [0, i + 1] as [number, number]);
    const labels = edges.map(() => label);
    const layout = layoutGraph(boxes, edges, labels);
    expect(overlapping(layout, boxes, labels)).toEqual([]);
  });

  it('nothing to draw: an empty layout', () => {
    expect(layoutGraph([], [], [])).toEqual({ nodes: [], labels: [], width: 0, height: 0 });
  });
});
