/**
 * The sidebar's map panel for a staged ruleset (issue 14): its Map tab drawn as hexes (RULINGS 1-2 geometry),
 * each hex in its terrain's shade with its owner's colour (the Players tab's) over it, capitals marked: the
 * kingdoms at a glance. A player's map shows only the explored hexes and their own. A ruleset whose map is a
 * graph (Campaign points, WarMaster; issue 15) draws its graphMap as nodes and edges for that viewer; one with
 * neither (Chronopia) gets a picture saying so.
 */
import { formatHex, parseHex } from '../engine/hex';
import type { StageRuleset } from '../ledger/stage-ruleset';
import { cellText } from '../ledger/tab';
import { safeColour } from '../views/colour';
import { escapeXml } from '../views/escape';
import { graphMapSvg } from '../views/graph-map-svg';
import { centre, extent, HEX_SHAPE, HALF_WIDTH } from '../views/map-geometry';
import { sheetValues } from './ledger-io';
import { readMapRequest, type MapView } from './player-report-map-view';
import { services } from './services';

const TERRAIN_SHADES: Readonly<Record<string, string>> = {
  plains: '#e8e2c0',
  field: '#e8e2c0',
  grassland: '#e8e2c0',
  forest: '#9fbf8a',
  hills: '#d4c49a',
  mountains: '#b7aaa0',
  mountain: '#b7aaa0',
  swamp: '#a9c2b5',
  marsh: '#a9c2b5',
  desert: '#f2dfa0',
  sea: '#9cc3e6',
  water: '#9cc3e6',
  lake: '#9cc3e6',
  tundra: '#e4ecef',
  wasteland: '#c9b9a6',
};

/** A tab's rows as records by header (header row first). */
function records(values: readonly (readonly unknown[])[]): Record<string, string>[] {
  const headers = (values[0] ?? []).map((h) => cellText(h).trim());
  return values
    .slice(1)
    .map((row) => Object.fromEntries(headers.map((h, i) => [h, cellText(row[i]).trim()])));
}

const truthy = (text: string): boolean => /^(true|yes|y|1)$/i.test(text);

/** The map panel's picture and players for a staged ledger. */
export function stageMapView(ruleset: StageRuleset, request: unknown): MapView {
  // The sidebar and the playground send a mapRequest string (JSON); a bare name or an object still works.
  const player =
    typeof request === 'object' && request !== null
      ? cellText((request as Record<string, unknown>).player).trim()
      : readMapRequest(request).player;
  const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
  // Each tab read once, whoever asks for it (the Players tab by the panel and the ruleset alike).
  const tabs = new Map<string, unknown[][] | undefined>();
  const values = (name: string): unknown[][] | undefined => {
    if (!tabs.has(name)) {
      const sheet = spreadsheet.getSheetByName(name);
      tabs.set(name, sheet ? sheetValues(sheet) : undefined);
    }
    return tabs.get(name);
  };
  const read = (name: string) => records(values(name) ?? []);
  const players = read('Players');
  const colours = new Map(players.map((p) => [p.Player, safeColour(p.Colour ?? '')]));
  const names = players.map((p) => p.Player).filter((n) => n !== '');
  const hasMap = ruleset.tabs.some((t) => t.name === 'Map' && t.columns.some((c) => c.header === 'Hex'));
  const svg = hasMap
    ? hexMapSvg(read('Map'), colours, player)
    : ruleset.graphMap
      ? graphMapSvg(ruleset.graphMap(values, player), { players: names, colours })
      : noMapSvg(ruleset.id);
  return { player, supply: '', svg, players: names };
}

function noMapSvg(id: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="40" viewBox="0 0 320 40">' +
    `<text x="8" y="24" font-family="sans-serif" font-size="12">${escapeXml(`The ${id.toUpperCase()} ledger has no hex map.`)}</text></svg>`
  );
}

/** The hexes of the Map tab: terrain, owner, capital; a player's view hides unexplored hexes not their own. */
export function hexMapSvg(
  rows: readonly Record<string, string>[],
  colours: ReadonlyMap<string, string>,
  viewer: string,
): string {
  const hexes = rows
    .map((r) => ({ r, hex: parseHex(r.Hex ?? '') }))
    .filter(
      (h): h is { r: Record<string, string>; hex: NonNullable<ReturnType<typeof parseHex>> } => !!h.hex,
    );
  const width = Math.max(1, ...hexes.map((h) => h.hex.col));
  const height = Math.max(1, ...hexes.map((h) => h.hex.row));
  const size = extent(width, height);
  const header = 22;
  const parts: string[] = [];
  const owners = new Set<string>();
  for (const { r, hex } of hexes) {
    const owner = r.Owner ?? '';
    const seen = viewer === '' || owner.toLowerCase() === viewer.toLowerCase() || truthy(r.Explored ?? '');
    const at = centre(hex);
    const x = at.x - HALF_WIDTH;
    const y = at.y + header;
    const terrain = (r.Terrain ?? '').toLowerCase();
    const shade = seen ? (TERRAIN_SHADES[terrain] ?? '#eeeeee') : '#555555';
    parts.push(`<path d="M${x} ${y}${HEX_SHAPE}" fill="${shade}" stroke="#6b6b6b" stroke-width=".5"/>`);
    if (seen && owner !== '') {
      owners.add(owner);
      const colour = colours.get(owner) ?? '#808080';
      parts.push(
        `<path d="M${x} ${y}${HEX_SHAPE}" fill="${colour}" fill-opacity=".45" stroke="${colour}" stroke-width="1.5"><title>${escapeXml(`${formatHex(hex)} ${owner}`)}</title></path>`,
      );
    }
    // A capital: CS42-style Capital column, or Mighty Empires' Major feature (Table 6), as the view lists it.
    if (seen && (truthy(r.Capital ?? '') || /^capital$/i.test(r['Major feature'] ?? ''))) {
      parts.push(`<circle cx="${at.x}" cy="${at.y + header}" r="4" fill="#000"/>`);
    }
    parts.push(
      `<text x="${at.x}" y="${at.y + header + 10}" font-family="sans-serif" font-size="5" text-anchor="middle" fill="#333">${escapeXml(formatHex(hex))}</text>`,
    );
  }
  const legend = [...owners]
    .sort()
    .map(
      (o, i) =>
        `<rect x="${4 + i * 110}" y="6" width="10" height="10" fill="${colours.get(o) ?? '#808080'}"/>` +
        `<text x="${18 + i * 110}" y="15" font-family="sans-serif" font-size="9">${escapeXml(o)}</text>`,
    )
    .join('');
  const w = Math.max(size.width, 4 + owners.size * 110);
  const h = size.height + header;
  // Drawn at twice the hex geometry's units: a campaign map of a few dozen hexes is small.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${2 * w}" height="${2 * h}" viewBox="0 0 ${w} ${h}">${legend}${parts.join('')}</svg>`;
}
