import { DIRECTIONS, Direction, formatHex, Hex, neighbour, opposite } from '../engine/hex';
import type { CampaignMap, MapHex } from '../engine/model';
import type { SpecialTerrain, Terrain } from '../engine/cs42/tables';
import { escapeXml } from './escape';
import { centre, edge, edgeMiddle, HALF_HEIGHT, HALF_WIDTH, HEX_SHAPE, QUARTER_WIDTH } from './map-geometry';

/**
 * The map's ground layers (THE MAP, TERRAIN, SPECIAL TERRAIN TYPES): one path per terrain, rivers, fords and
 * bridges on edges (an edge recorded on either side is drawn once, RULINGS 3), roads joining adjacent road hexes
 * (RULINGS 4), special terrain codes and the CCRR label of every hex. Shapes share a path per kind to keep the
 * picture small.
 */

/** The book's map colours where it names them (TERRAIN). */
export const TERRAIN_FILL: Readonly<Record<Terrain, string>> = {
  Plains: '#cfe8a9',
  Forest: '#3f7f3a',
  Desert: '#f1dc8a',
  Oasis: '#7fc9a8',
  'Swamp (fringe)': '#9fd9d2',
  'Swamp (heart)': '#3f9f96',
  Mountains: '#a3a3a3',
  Crag: '#6e6258',
  Snow: '#f4f7fb',
  Badlands: '#c79a6b',
  Water: '#3d6fb6',
  Underground: '#4a4038',
};

/** SPECIAL TERRAIN TYPES: the book's codes (FFFT, MP ...); the rest as the map key spells them. */
export const SPECIAL_CODE: Readonly<Record<SpecialTerrain, string>> = {
  'Fleetfoot Fruit Trees': 'FFFT',
  'Mystic Portal': 'MP',
  'Sweet Water Clear Spring': 'SWCS',
  'Magical Glade': 'MG',
  Ruins: 'RU',
  'Ruined City': 'RC',
  'Cave Entrance': 'CE',
};

/**
 * Hex outlines in one path, each starting with a move relative to the last (shorter text). Hexes one below the
 * other in a column are drawn as one strip with zig-zag sides (about a third shorter per hex than one outline
 * each), which is what large terrain areas and the fog of war are made of.
 */
export function hexOutlines(hexes: Iterable<Hex>): string {
  const sorted = [...hexes].sort((a, b) => a.col - b.col || a.row - b.row);
  let d = '';
  let last: { x: number; y: number } | null = null;
  const moveTo = (x: number, y: number): void => {
    d += last === null ? `M${x} ${y}` : `m${x - last.x} ${y - last.y}`;
    last = { x, y };
  };
  for (let i = 0; i < sorted.length;) {
    let k = 1;
    while (
      i + k < sorted.length &&
      sorted[i + k].col === sorted[i].col &&
      sorted[i + k].row === sorted[i].row + k
    )
      k++;
    const c = centre(sorted[i]);
    if (k === 1) {
      moveTo(c.x - HALF_WIDTH, c.y);
      d += HEX_SHAPE;
    } else {
      // From the top-left corner: across the top, down the right side, back along the bottom, up the left side.
      moveTo(c.x - QUARTER_WIDTH, c.y - HALF_HEIGHT);
      d += `h16l${Array.from({ length: k }, () => '8 14-8 14').join(' ')}h-16l${Array.from({ length: k }, () => '-8-14 8-14').join('')}z`;
    }
    i += k;
  }
  return d;
}

function drawTerrain(map: CampaignMap): string {
  const byTerrain = new Map<Terrain, Hex[]>();
  for (const h of map.hexes.values()) {
    const list = byTerrain.get(h.terrain);
    if (list === undefined) byTerrain.set(h.terrain, [h.hex]);
    else list.push(h.hex);
  }
  return [...byTerrain]
    .map(([terrain, hexes]) => `<path class="hx" fill="${TERRAIN_FILL[terrain]}" d="${hexOutlines(hexes)}"/>`)
    .join('');
}

/** Each edge once: the key is the edge seen from the smaller of its two hexes. */
function edgeKey(hex: Hex, d: Direction): string {
  const a = `${formatHex(hex)}${d}`;
  const b = `${formatHex(neighbour(hex, d))}${opposite(d)}`;
  return a < b ? a : b;
}

/** Each listed edge once: `along` draws the edge itself (a river), `across` a short stroke over its middle. */
function edgeLines(
  listed: readonly (readonly [Hex, Direction])[],
  style: 'along' | 'across',
  seen = new Set<string>(),
  start = '',
): string {
  let d = start;
  for (const [hex, dir] of listed) {
    const key = edgeKey(hex, dir);
    if (seen.has(key)) continue;
    seen.add(key);
    if (style === 'across') {
      const m = edgeMiddle(hex, dir);
      const c = centre(hex);
      const dx = (c.x - m.x) / 2;
      const dy = (c.y - m.y) / 2;
      d += `M${m.x - dx} ${m.y - dy}L${m.x + dx} ${m.y + dy}`;
    } else {
      const [a, b] = edge(hex, dir);
      d += `M${a.x} ${a.y}L${b.x} ${b.y}`;
    }
  }
  return d;
}

function listed(map: CampaignMap, pick: (h: MapHex) => readonly Direction[]): [Hex, Direction][] {
  const out: [Hex, Direction][] = [];
  for (const h of map.hexes.values()) for (const dir of pick(h)) out.push([h.hex, dir]);
  return out;
}

/** Rivers along edges; fords and bridges (the Map tab's and built Bridge structures) across their middles. */
export function edgeLayer(map: CampaignMap, builtBridges: readonly (readonly [Hex, Direction])[]): string {
  const { rivers, fords, bridges: mapBridges } = ground(map);
  // The built bridges after the map's, each edge once (a copy of the map's edges: the cache stays as it is).
  const bridges =
    builtBridges.length === 0
      ? mapBridges.d
      : edgeLines(builtBridges, 'across', new Set(mapBridges.seen), mapBridges.d);
  return (
    (rivers ? `<path class="rv" d="${rivers}"/>` : '') +
    (fords ? `<path class="fd" d="${fords}"/>` : '') +
    (bridges ? `<path class="br" d="${bridges}"/>` : '')
  );
}

/**
 * What a map alone draws, made once per map and shared by every picture of it (issue 9: a Resolve draws one
 * map per player, 48 on the 99x99 bench map). Checked against the map each time (the same hex records, the
 * same number of edges), so a map changed since is drawn afresh.
 */
interface Ground {
  readonly hexes: readonly MapHex[];
  readonly edges: number;
  readonly terrain: string;
  readonly labels: string;
  readonly rivers: string;
  readonly fords: string;
  readonly bridges: { readonly d: string; readonly seen: ReadonlySet<string> };
}

const GROUND = new WeakMap<ReadonlyMap<string, MapHex>, Ground>();

const edgeCount = (hexes: readonly MapHex[]): number =>
  hexes.reduce((n, h) => n + h.rivers.length + h.fords.length + h.bridges.length, 0);

function unchanged(made: Ground, hexes: readonly MapHex[]): boolean {
  return (
    made.hexes.length === hexes.length &&
    made.hexes.every((h, i) => h === hexes[i]) &&
    made.edges === edgeCount(hexes)
  );
}

function ground(map: CampaignMap): Ground {
  const hexes = [...map.hexes.values()];
  const hit = GROUND.get(map.hexes);
  if (hit !== undefined && unchanged(hit, hexes)) return hit;
  const seen = new Set<string>();
  const made: Ground = {
    hexes,
    edges: edgeCount(hexes),
    terrain: drawTerrain(map),
    labels: drawLabels(map),
    rivers: edgeLines(
      listed(map, (h) => h.rivers),
      'along',
    ),
    fords: edgeLines(
      listed(map, (h) => h.fords),
      'across',
    ),
    bridges: {
      d: edgeLines(
        listed(map, (h) => h.bridges),
        'across',
        seen,
      ),
      seen,
    },
  };
  GROUND.set(map.hexes, made);
  return made;
}

export function terrainLayer(map: CampaignMap): string {
  return ground(map).terrain;
}

/** Special terrain codes and mines, and every hex's CCRR label (a group per column: labels need only a y). */
export function labelLayer(map: CampaignMap): string {
  return ground(map).labels;
}

/** Each address's neighbours' addresses, by direction: geometry alone, so kept for every map (issue 9). */
const NEIGHBOUR_KEYS = new Map<string, readonly string[]>();

function neighbourKeys(key: string, hex: Hex): readonly string[] {
  let keys = NEIGHBOUR_KEYS.get(key);
  if (keys === undefined)
    NEIGHBOUR_KEYS.set(key, (keys = DIRECTIONS.map((d) => formatHex(neighbour(hex, d)))));
  return keys;
}

/** Roads: a line between the centres of adjacent road hexes; a lone road hex is a dot. */
export function roadLayer(map: CampaignMap, roadHexes: ReadonlySet<string>): string {
  let d = '';
  for (const key of roadHexes) {
    const h = map.hexes.get(key);
    if (h === undefined) continue;
    const c = centre(h.hex);
    let joined = false;
    neighbourKeys(key, h.hex).forEach((n, i) => {
      if (!roadHexes.has(n)) return;
      joined = true;
      // Draw each join once, from the hex with the smaller address.
      if (n < key) return;
      const m = centre(neighbour(h.hex, DIRECTIONS[i]));
      d += `M${c.x} ${c.y}L${m.x} ${m.y}`;
    });
    if (!joined) d += `M${c.x} ${c.y}h0`;
  }
  return d ? `<path class="rd" d="${d}"/>` : '';
}

function drawLabels(map: CampaignMap): string {
  const columns = new Map<number, string[]>();
  for (const h of map.hexes.values()) {
    const c = centre(h.hex);
    let text = `<text y="${c.y - 7}">${formatHex(h.hex)}</text>`;
    const codes = [h.special === null ? '' : SPECIAL_CODE[h.special], h.mine ? 'MN' : ''].filter(
      (s) => s !== '',
    );
    if (codes.length > 0) text += `<text class="sp" y="${c.y + 11}">${escapeXml(codes.join(' '))}</text>`;
    const list = columns.get(c.x);
    if (list === undefined) columns.set(c.x, [text]);
    else list.push(text);
  }
  let out = '';
  for (const [x, texts] of columns) out += `<g transform="translate(${x} 0)">${texts.join('')}</g>`;
  return `<g class="lb">${out}</g>`;
}
