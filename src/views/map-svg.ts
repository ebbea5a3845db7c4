import { Direction, formatHex, Hex, neighbours } from '../engine/hex';
import { supplyStatus } from '../engine/cs42/supply';
import type { SupplyStatus } from '../engine/cs42/tables';
import { safeColour } from './colour';
import { escapeXml } from './escape';
import { centre, extent } from './map-geometry';
import type { MapScene } from './map-scene';
import { regionOutline } from './map-svg-region';
import { edgeLayer, hexOutlines, labelLayer, roadLayer, terrainLayer } from './map-svg-terrain';

/**
 * The hex map as one self-contained SVG: terrain, rivers, fords and bridges, roads, special terrain, the CCRR
 * label of every hex, cities, structures, armies and units in their players' colours, the rosette (RULINGS 2),
 * a legend, and on request the fog of war and a supply overlay. Every text is escaped and every colour checked,
 * so the picture may be inlined in a page or mailed as it is.
 */

const HEADER = 44;
const LEGEND_ROW = 14;
const LEGEND_ITEM = 110;

const STYLE =
  '.hx{stroke:#6b6b6b;stroke-width:.5}' +
  '.rv{stroke:#2a5db0;stroke-width:2.5;fill:none;stroke-linecap:round}' +
  '.fd{stroke:#bfe0ff;stroke-width:3;fill:none}' +
  '.br{stroke:#6b3d14;stroke-width:3;fill:none}' +
  '.rd{stroke:#4a2f12;stroke-width:1.5;fill:none;stroke-linecap:round}' +
  '.lb text{font:5px sans-serif;text-anchor:middle;fill:#333}.lb .sp{font-weight:bold;fill:#000}' +
  '.fog{fill:#000;opacity:.35}.sR,.sL,.sE{fill-opacity:.4}.sR{fill:#1f5fe0}.sL{fill:#a030c0}.sE{fill:#f06010}' +
  '.th text{font:5px sans-serif;text-anchor:middle;fill:#fff}.th .cn{font-weight:bold;fill:#000}' +
  '.ti{font:bold 12px sans-serif}.ro{stroke:#000;stroke-width:1;fill:none}.ro text{font:7px sans-serif;' +
  'text-anchor:middle;stroke:none;fill:#000}.lg{font:9px sans-serif}';

const SUPPLY_CLASS: Readonly<Record<Exclude<SupplyStatus, 'Out of Supply'>, string>> = {
  Regular: 'sR',
  Long: 'sL',
  Extended: 'sE',
};

function colourOf(scene: MapScene): (player: string) => string {
  const colours = new Map(scene.players.map((p) => [p.name.trim().toLowerCase(), safeColour(p.colour)]));
  return (player) => colours.get(player.trim().toLowerCase()) ?? safeColour('');
}

/** The markers, drawn at the origin and placed with `<use>`; they take the fill of their player's group. */
const SYMBOLS =
  '<defs><rect id="c" x="-5" y="-5" width="10" height="10" stroke="#000"/>' +
  '<circle id="a" r="5" stroke="#000"/><path id="u" d="M0-3l3 3-3 3-3-3z" stroke="#000" stroke-width=".5"/>' +
  '<circle id="w" r="3.5" fill="none" stroke="currentColor" stroke-width="1.5"/>' +
  '<circle id="d" r="2" fill="#000"/><path id="t" d="M0-3l3 5h-6z" stroke="#000" stroke-width=".5"/></defs>';

const STRUCTURE_MARK = {
  Watchtower: ['w', 9, -3],
  'Supply Depot': ['d', 9, 3],
  Temple: ['t', -9, -4],
} as const;

/** Groups things by hex, in first-seen order: one marker per group. */
function byHex<T extends { readonly hex: Hex }>(items: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = formatHex(item.hex);
    const g = groups.get(key);
    if (g === undefined) groups.set(key, [item]);
    else g.push(item);
  }
  return [...groups.values()];
}

const use = (id: string, x: number, y: number, title: string): string =>
  `<use href="#${id}" x="${x}" y="${y}">${title === '' ? '' : `<title>${escapeXml(title)}</title>`}</use>`;

type Things = Pick<MapScene, 'cities' | 'structures' | 'armies' | 'units'>;

/** One player's things, in a group that gives them the player's colour. */
function playerThings(mine: Things, player: string, colour: string): string {
  let out = '';
  for (const c of mine.cities) {
    const p = centre(c.hex);
    out += use('c', p.x, p.y, '') + `<text class="cn" x="${p.x}" y="${p.y + 11}">${escapeXml(c.name)}</text>`;
  }
  for (const s of mine.structures) {
    if (s.type === 'Bridge') continue; // drawn on its edge
    const [id, dx, dy] = STRUCTURE_MARK[s.type];
    const p = centre(s.hex);
    out += use(id, p.x + dx, p.y + dy, `${s.name}: ${s.type}`);
  }
  for (const group of byHex(mine.armies)) {
    const p = centre(group[0].hex);
    const size = group.reduce((sum, a) => sum + a.size, 0);
    out += use('a', p.x - 7, p.y + 4, group.map((a) => `${a.name} (size ${a.size})`).join(', '));
    out += `<text x="${p.x - 7}" y="${p.y + 6}">${size}</text>`;
  }
  for (const group of byHex(mine.units))
    out += use(
      'u',
      centre(group[0].hex).x + 7,
      centre(group[0].hex).y + 3,
      group.map((u) => `${u.name} (${u.type})`).join(', '),
    );
  return out === ''
    ? ''
    : `<g fill="${colour}" color="${colour}"><title>${escapeXml(player)}</title>${out}</g>`;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Owned = Mutable<{ [K in keyof Things]: Things[K][number][] }> & { name: string };

/** Each player's things in one pass (not a pass over everything per player), players in first-seen order. */
function thingsLayer(scene: MapScene): string {
  const colour = colourOf(scene);
  const owners = new Map<string, Owned>();
  const owner = (player: string): Owned => {
    const key = player.trim().toLowerCase();
    let o = owners.get(key);
    if (o === undefined)
      owners.set(key, (o = { name: player, cities: [], structures: [], armies: [], units: [] }));
    o.name = player; // the last spelling, as before
    return o;
  };
  for (const c of scene.cities) owner(c.player).cities.push(c);
  for (const s of scene.structures) owner(s.player).structures.push(s);
  for (const a of scene.armies) owner(a.player).armies.push(a);
  for (const u of scene.units) owner(u.player).units.push(u);
  let out = '';
  for (const [key, o] of owners) out += playerThings(o, key, colour(o.name));
  return `<g class="th">${out}</g>`;
}

/** The fog: the unwatched hexes shaded, or (when the player watches less than half the map) one shade over the
 * whole map with a hole for each watched hex (even-odd fill): the shorter of the two. */
function fogLayer(scene: MapScene): string {
  const watched = scene.watched;
  if (watched === undefined) return '';
  const clear: Hex[] = [];
  const fogged: Hex[] = [];
  for (const [key, h] of scene.map.hexes) (watched.has(key) ? clear : fogged).push(h.hex);
  if (fogged.length === 0) return '';
  if (fogged.length <= clear.length) return `<path class="fog" d="${hexOutlines(fogged)}"/>`;
  const size = extent(scene.map.width, scene.map.height);
  const holes = clear.length > 0 ? hexOutlines(clear) : '';
  return `<path class="fog" fill-rule="evenodd" d="M0 0H${size.width}V${size.height}H0z${holes}"/>`;
}

function supplyLayer(scene: MapScene): string {
  const supply = scene.supply;
  if (supply === undefined) return '';
  const bands: Record<string, Hex[]> = { sR: [], sL: [], sE: [] };
  for (const [key, h] of scene.map.hexes) {
    const status = supplyStatus(supply.distances.get(key) ?? null, { blackblood: supply.blackblood });
    if (status !== 'Out of Supply') bands[SUPPLY_CLASS[status]].push(h.hex);
  }
  return Object.entries(bands)
    .filter(([, hexes]) => hexes.length > 0)
    .map(([cls, hexes]) => `<path class="${cls}" d="${regionOutline(hexes)}"/>`)
    .join('');
}

/** The rosette (RULINGS 2): 1 north, then clockwise to 6 north-west; the edges of a flat-topped hex face these. */
function rosette(x: number, y: number): string {
  let out = `<g class="ro"><circle cx="${x}" cy="${y}" r="3"/>`;
  for (let d = 1; d <= 6; d++) {
    const angle = ((d - 1) * 60 - 90) * (Math.PI / 180);
    const ex = Math.round((x + 12 * Math.cos(angle)) * 10) / 10;
    const ey = Math.round((y + 12 * Math.sin(angle)) * 10) / 10;
    const tx = Math.round((x + 18 * Math.cos(angle)) * 10) / 10;
    const ty = Math.round((y + 18 * Math.sin(angle)) * 10) / 10 + 2.5;
    out += `<path d="M${x} ${y}L${ex} ${ey}"/><text x="${tx}" y="${ty}">${d}</text>`;
  }
  return `${out}</g>`;
}

function legend(scene: MapScene, width: number, top: number): { svg: string; height: number } {
  const colour = colourOf(scene);
  const perRow = Math.max(1, Math.floor(width / LEGEND_ITEM));
  let svg = '';
  scene.players.forEach((p, i) => {
    const x = 6 + (i % perRow) * LEGEND_ITEM;
    const y = top + 4 + Math.floor(i / perRow) * LEGEND_ROW;
    svg += `<rect x="${x}" y="${y}" width="9" height="9" fill="${colour(p.name)}" stroke="#000"/>`;
    svg += `<text class="lg" x="${x + 13}" y="${y + 8}">${escapeXml(p.name)}</text>`;
  });
  const rows = Math.ceil(scene.players.length / perRow);
  if (scene.supply === undefined) return { svg, height: 8 + rows * LEGEND_ROW };
  // The supply bands' key on a row of its own (Table 6).
  const y = top + 4 + rows * LEGEND_ROW;
  const whose = scene.supply.player === undefined ? 'Supply' : `Supply of ${scene.supply.player}`;
  svg += `<text class="lg" x="6" y="${y + 8}">${escapeXml(whose)}:</text>`;
  const bands = Object.entries(SUPPLY_CLASS);
  bands.forEach(([band, cls], i) => {
    const x = 6 + i * 80;
    svg += `<rect class="${cls}" x="${x}" y="${y + LEGEND_ROW}" width="9" height="9" stroke="#000"/>`;
    svg += `<text class="lg" x="${x + 13}" y="${y + LEGEND_ROW + 8}">${band}</text>`;
  });
  return { svg, height: 8 + (rows + 2) * LEGEND_ROW };
}

/** Built Bridge structures with an edge, drawn on the map's edges with the Map tab's bridges. */
function builtBridges(scene: MapScene): [Hex, Direction][] {
  const out: [Hex, Direction][] = [];
  for (const s of scene.structures) if (s.type === 'Bridge' && s.edge !== null) out.push([s.hex, s.edge]);
  return out;
}

/** RULINGS 4: road hexes, and cities, watchtowers, depots and temples next to one. */
function roadHexes(scene: MapScene): Set<string> {
  const roads = new Set<string>();
  for (const [key, h] of scene.map.hexes) if (h.road) roads.add(key);
  const out = new Set(roads);
  const places = [...scene.cities, ...scene.structures.filter((s) => s.type !== 'Bridge')];
  for (const p of places)
    if (neighbours(p.hex).some((n) => roads.has(formatHex(n)))) out.add(formatHex(p.hex));
  return out;
}

export function renderMapSvg(scene: MapScene): string {
  const size = extent(scene.map.width, scene.map.height);
  const width = Math.max(size.width, 160);
  const key = legend(scene, width, HEADER + size.height);
  const height = HEADER + size.height + key.height;
  const label = `Map: ${scene.title}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title><style>${STYLE}</style>` +
    `${SYMBOLS}<rect width="${width}" height="${height}" fill="#fff"/>` +
    `<text class="ti" x="6" y="26">${escapeXml(scene.title)}</text>${rosette(width - 26, 22)}` +
    `<g transform="translate(0 ${HEADER})">${terrainLayer(scene.map)}${supplyLayer(scene)}` +
    `${edgeLayer(scene.map, builtBridges(scene))}${roadLayer(scene.map, roadHexes(scene))}${labelLayer(scene.map)}` +
    `${fogLayer(scene)}${thingsLayer(scene)}</g>${key.svg}</svg>`
  );
}
