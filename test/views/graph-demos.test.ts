import { cpDemo } from '../../src/ledger/cp/demo';
import { cpGraphMap } from '../../src/ledger/cp/graph-map';
import { CP_TABS } from '../../src/ledger/cp/schema';
import type { TabSpec } from '../../src/ledger/schema';
import type { DemoLedger } from '../../src/ledger/stage-ruleset';
import { wmDemo } from '../../src/ledger/wm/demo';
import { wmGraphMap } from '../../src/ledger/wm/graph-map';
import { WM_TABS } from '../../src/ledger/wm/schema';
import type { Size } from '../../src/views/graph-layout';
import { graphScene } from '../../src/views/graph-map-svg';

// Issue 15: the demos' graph maps as drawn are readable: no box, army line or edge label overlaps another (the
// Campaign points demo's 13 territories and 17 roads, the WarMaster demo's 30 areas and 49 boundaries).

/** A demo's tabs as the sheet holds them: the header row of the spec, then its records. */
function tabsOf(specs: readonly TabSpec[], demo: DemoLedger) {
  const tabs = new Map<string, unknown[][]>();
  for (const spec of specs) {
    const headers = spec.columns.map((c) => c.header);
    tabs.set(spec.name, [
      headers,
      ...(demo.tabs.get(spec.name) ?? []).map((r) => headers.map((h) => r[h] ?? '')),
    ]);
  }
  return (name: string) => tabs.get(name);
}

type At = { readonly x: number; readonly y: number };
const overlap = (a: At, as: Size, b: At, bs: Size): boolean =>
  Math.abs(a.x - b.x) < (as.w + bs.w) / 2 && Math.abs(a.y - b.y) < (as.h + bs.h) / 2;

function overlapsIn(scene: ReturnType<typeof graphScene>): string[] {
  const things = [
    ...scene.layout.nodes.map((at, i) => ({ at, size: scene.boxes[i], name: scene.nodes[i].name })),
    ...scene.layout.labels
      .map((at, i) => ({ at, size: scene.labelSizes[i], name: scene.edges[i].e.label }))
      .filter((t) => t.size.w > 0),
  ];
  const found: string[] = [];
  for (let i = 0; i < things.length; i++)
    for (let j = i + 1; j < things.length; j++)
      if (overlap(things[i].at, things[i].size, things[j].at, things[j].size))
        found.push(`${things[i].name} / ${things[j].name}`);
  return found;
}

describe('the demos’ graph maps, as drawn', () => {
  it('Campaign points: 13 boxes and 17 labelled roads, nothing overlapping', () => {
    const scene = graphScene(cpGraphMap(tabsOf(CP_TABS, cpDemo())));
    expect(scene.nodes).toHaveLength(13);
    expect(scene.edges).toHaveLength(17);
    expect(overlapsIn(scene)).toEqual([]);
  });

  it('WarMaster: 30 boxes and 49 boundaries (7 labelled), nothing overlapping, for the moderator and a player', () => {
    for (const viewer of ['', 'Ostmark']) {
      const scene = graphScene(wmGraphMap(tabsOf(WM_TABS, wmDemo()), viewer));
      expect(scene.nodes).toHaveLength(30);
      expect(scene.edges).toHaveLength(49);
      expect(scene.labelSizes.filter((s) => s.w > 0)).toHaveLength(7);
      expect(overlapsIn(scene)).toEqual([]);
    }
  });
});
