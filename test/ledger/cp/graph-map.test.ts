import { cpGraphMap } from '../../../src/ledger/cp/graph-map';
import { CP_STAGE_RULESET } from '../../../src/ledger/cp/ruleset';
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { graphMapSvg } from '../../../src/views/graph-map-svg';
import { demoTabs, withCell } from './tabs';

// Issue 15: the Campaign points map is a graph (003 "the map": territories joined by roads), drawn as nodes and
// edges. The demo, The Kjell Marches (src/ledger/cp/demo.ts): 13 territories, one of each type of 003 Territory
// Descriptions at its starting DV, joined by 17 roads; six armies placed at set-up.

const readOf = (tabs: TabValues) => (name: string) => tabs.get(name);
const style = {
  players: ['Ostland', 'Reikland', 'Middenland'],
  colours: new Map([
    ['Ostland', '#2e86c1'],
    ['Reikland', '#c0392b'],
    ['Middenland', '#27ae60'],
  ]),
};

describe('the Campaign points demo as a graph', () => {
  const tabs = demoTabs(CP_STAGE_RULESET);
  const map = cpGraphMap(readOf(tabs));

  it('has the 13 territories, in the Territories tab’s order, each with its type and DV', () => {
    expect(map.nodes.map((n) => n.name)).toEqual([
      'Greyhold',
      "Kjell's Ford",
      'Millbrook',
      'Four Ways',
      'Eastgate',
      'Oakfield',
      'Raven Pass',
      'Starspire',
      'Irondeep',
      'Wyrm Hollow',
      'Blackwall',
      'Goldmere',
      'Riverholm',
    ]);
    // 003 Territory Descriptions: Castle DV2, Wizards Tower DV3, Fortress DV4, Major City DV1, Market Town DV0.
    const kind = (name: string) => map.nodes.find((n) => n.name === name)?.kind;
    expect(kind('Greyhold')).toBe('Castle, DV 2');
    expect(kind('Starspire')).toBe('Wizards Tower, DV 3');
    expect(kind('Blackwall')).toBe('Fortress, DV 4');
    expect(kind('Eastgate')).toBe('Major City, DV 1');
    expect(kind('Millbrook')).toBe('Market Town, DV 0');
    // Every flag "normal" at set-up: nobody's.
    expect(map.nodes.every((n) => n.owner === null)).toBe(true);
  });

  it('has the 17 roads, each labelled with its MD (CP-R4)', () => {
    expect(map.edges).toHaveLength(17);
    expect(map.edges[0]).toEqual({ a: 'Greyhold', b: "Kjell's Ford", label: 'MD 3', hard: false });
    expect(map.edges.find((e) => e.a === 'Goldmere' && e.b === 'Starspire')?.label).toBe('MD 5');
    expect(map.key).toContain('CP-R4');
  });

  it('lists the six armies by their territories, with their players', () => {
    const armies = (name: string) => map.nodes.find((n) => n.name === name)?.armies;
    expect(armies('Oakfield')).toEqual(['Ostland Host (Ostland)']);
    expect(armies('Greyhold')).toEqual(['Reikland Guard (Reikland)']);
    expect(armies('Goldmere')).toEqual(['Wolf Army (Middenland)']);
    expect(armies('Raven Pass')).toEqual(['Wolf Guard (Middenland)']);
    expect(armies('Millbrook')).toEqual(['Reikland Host (Reikland)']);
    expect(armies('Eastgate')).toEqual(['Ostland Lancers (Ostland)']);
    expect(map.nodes.flatMap((n) => n.armies)).toHaveLength(6);
  });

  it('is the same map for every player and the moderator: 003 keeps nothing secret (one shared map)', () => {
    const read = readOf(tabs);
    const whole = CP_STAGE_RULESET.graphMap?.(read, '');
    expect(whole).toEqual(map);
    for (const player of style.players) expect(CP_STAGE_RULESET.graphMap?.(read, player)).toEqual(whole);
  });

  it('a claimed territory, a defeated and stopped army: the owner, the status and the stop shown', () => {
    // Territories row 7 is Oakfield; Armies row 2 is Ostland Host, in Oakfield.
    let changed = withCell(tabs, 'Territories', 7, 'Owner', 'Ostland');
    changed = withCell(changed, 'Armies', 2, 'Status', 'defeated');
    changed = withCell(changed, 'Armies', 2, 'Stopped', true);
    const oakfield = cpGraphMap(readOf(changed)).nodes.find((n) => n.name === 'Oakfield');
    expect(oakfield?.owner).toBe('Ostland');
    expect(oakfield?.armies).toEqual(['Ostland Host (Ostland), defeated, stopped']);
  });

  it('drawn: 13 boxes, 17 roads, and the same picture twice', () => {
    const svg = graphMapSvg(map, style);
    expect(svg.match(/<g><title>/g)).toHaveLength(13);
    expect(svg.match(/<line /g)).toHaveLength(17);
    expect(svg.match(/>MD \d<\/text>/g)).toHaveLength(17);
    expect(graphMapSvg(cpGraphMap(readOf(demoTabs(CP_STAGE_RULESET))), style)).toBe(svg);
  });

  it('a territory named <script> is drawn as text', () => {
    const changed = withCell(tabs, 'Territories', 2, 'Territory', '<script>alert("x")</script>');
    const svg = graphMapSvg(cpGraphMap(readOf(changed)), style);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // Greyhold's two roads now lead nowhere known: left out, not drawn to a missing box.
    expect(svg.match(/<line /g)).toHaveLength(15);
  });
});
