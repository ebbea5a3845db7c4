/**
 * A map whose places are nodes joined by edges (issue 15: Campaign points' territories and roads, WarMaster's
 * areas and boundaries) drawn as SVG: each node a rounded box in its owner's colour (neutral grey when nobody
 * holds it) naming the place, what it is and the armies there; each edge a line labelled with its cost; a legend
 * of the players; what stands off the graph (fleets at sea) below. Every text is escaped: names are typed by people.
 */
import type { GraphMap } from '../ledger/stage-ruleset';
import { DEFAULT_COLOUR } from './colour';
import { escapeXml } from './escape';
import { layoutGraph, type Size } from './graph-layout';

const NEUTRAL = '#bdbdbd';
const FONT = 'font-family="sans-serif"';
const NAME_SIZE = 11;
const TEXT_SIZE = 9;
const LINE = 12;
const PAD = 6;
const MARGIN = 10;
/** Longest text drawn on one line; the whole text stays in the box's tooltip. */
const LONGEST = 40;

/** About how wide a line of sans-serif text is (the picture has no font metrics). */
const textWidth = (text: string, size: number, bold = false): number =>
  text.length * size * (bold ? 0.64 : 0.58);

/** A line too long for a box broken at spaces into at most two, the rest clipped. */
function wrap(text: string): string[] {
  if (text.length <= LONGEST) return [text];
  const cut = text.lastIndexOf(' ', LONGEST);
  const at = cut > LONGEST / 2 ? cut : LONGEST;
  return [text.slice(0, at).trimEnd(), clip(`  ${text.slice(at).trimStart()}`)];
}

const clip = (text: string): string => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text);

/** The players of the legend in the Players tab's order, and the map's colours by player. */
export interface GraphMapStyle {
  readonly players: readonly string[];
  readonly colours: ReadonlyMap<string, string>;
}

/** The map's boxes and labels as drawn: the nodes and edges kept, each box's lines, the sizes and the layout. */
export function graphScene(map: GraphMap) {
  // One node per name (the first row wins); edges to a name no row holds are left out (Check ledger names them).
  const index = new Map<string, number>();
  const nodes = map.nodes.filter((n) => {
    const key = n.name.toLowerCase();
    if (index.has(key)) return false;
    index.set(key, index.size);
    return true;
  });
  const edges = map.edges
    .map((e) => ({ e, a: index.get(e.a.toLowerCase()), b: index.get(e.b.toLowerCase()) }))
    .filter((x): x is { e: (typeof map.edges)[number]; a: number; b: number } => {
      return x.a !== undefined && x.b !== undefined && x.a !== x.b;
    });
  const lines = nodes.map((n) =>
    [n.kind, ...n.armies.map((a) => `• ${a}`)].filter((t) => t !== '').flatMap((t) => wrap(t)),
  );
  const boxes: Size[] = nodes.map((n, i) => ({
    w:
      2 * PAD +
      Math.max(textWidth(clip(n.name), NAME_SIZE, true), ...lines[i].map((t) => textWidth(t, TEXT_SIZE))),
    h: 2 * PAD + LINE + LINE * lines[i].length,
  }));
  const labelSizes: Size[] = edges.map(({ e }) =>
    e.label === '' ? { w: 0, h: 0 } : { w: textWidth(clip(e.label), TEXT_SIZE) + 6, h: LINE + 2 },
  );
  const layout = layoutGraph(
    boxes,
    edges.map((x) => [x.a, x.b] as const),
    labelSizes,
  );
  return { nodes, edges, lines, boxes, labelSizes, layout };
}

export function graphMapSvg(map: GraphMap, style: GraphMapStyle): string {
  const colourOf = (owner: string | null): string =>
    owner === null ? NEUTRAL : (style.colours.get(owner) ?? DEFAULT_COLOUR);
  const { nodes, edges, lines, boxes, labelSizes, layout } = graphScene(map);

  const legendItems: [string, string][] = [
    ...style.players.map((p): [string, string] => [p, colourOf(p)]),
    ['nobody', NEUTRAL],
  ];
  let cursor = MARGIN;
  const legend = legendItems
    .map(([name, colour]) => {
      const x = cursor;
      cursor += 18 + textWidth(clip(name), TEXT_SIZE) + 14;
      return (
        `<rect x="${x}" y="${MARGIN}" width="10" height="10" rx="2" fill="${colour}" stroke="#555" stroke-width=".5"/>` +
        `<text x="${x + 14}" y="${MARGIN + 9}" ${FONT} font-size="${TEXT_SIZE}">${escapeXml(clip(name))}</text>`
      );
    })
    .join('');
  const key = `<text x="${MARGIN}" y="${MARGIN + 26}" ${FONT} font-size="${TEXT_SIZE}" fill="#444">${escapeXml(map.key)}</text>`;
  const top = MARGIN + 38;
  const x = (v: number): number => Math.round((MARGIN + v) * 10) / 10;
  const y = (v: number): number => Math.round((top + v) * 10) / 10;

  const parts: string[] = [];
  edges.forEach(({ e, a, b }) => {
    const from = layout.nodes[a];
    const to = layout.nodes[b];
    parts.push(
      `<line x1="${x(from.x)}" y1="${y(from.y)}" x2="${x(to.x)}" y2="${y(to.y)}" stroke="#777" stroke-width="${e.hard ? 2 : 1.2}"${e.hard ? ' stroke-dasharray="5 3"' : ''}/>`,
    );
  });
  edges.forEach(({ e }, i) => {
    if (e.label === '') return;
    const at = layout.labels[i];
    const size = labelSizes[i];
    parts.push(
      `<rect x="${x(at.x - size.w / 2)}" y="${y(at.y - size.h / 2)}" width="${size.w}" height="${size.h}" rx="3" fill="#fff" stroke="#aaa" stroke-width=".5"/>` +
        `<text x="${x(at.x)}" y="${y(at.y + 3)}" ${FONT} font-size="${TEXT_SIZE}" text-anchor="middle">${escapeXml(clip(e.label))}</text>`,
    );
  });
  nodes.forEach((n, i) => {
    const at = layout.nodes[i];
    const box = boxes[i];
    const colour = colourOf(n.owner);
    const left = at.x - box.w / 2;
    const tooltip = [n.name, n.owner ? `held by ${n.owner}` : 'held by nobody', n.kind, ...n.armies]
      .filter((t) => t !== '')
      .join('\n');
    parts.push(
      `<g><title>${escapeXml(tooltip)}</title>` +
        `<rect x="${x(left)}" y="${y(at.y - box.h / 2)}" width="${Math.round(box.w * 10) / 10}" height="${box.h}" rx="6" fill="#fff"/>` +
        `<rect x="${x(left)}" y="${y(at.y - box.h / 2)}" width="${Math.round(box.w * 10) / 10}" height="${box.h}" rx="6" fill="${colour}" fill-opacity=".35" stroke="${colour}" stroke-width="2"/>` +
        `<text x="${x(left + PAD)}" y="${y(at.y - box.h / 2 + PAD + NAME_SIZE - 1)}" ${FONT} font-size="${NAME_SIZE}" font-weight="bold">${escapeXml(clip(n.name))}</text>` +
        lines[i]
          .map(
            (t, k) =>
              `<text x="${x(left + PAD)}" y="${y(at.y - box.h / 2 + PAD + NAME_SIZE - 1 + LINE * (k + 1))}" ${FONT} font-size="${TEXT_SIZE}">${escapeXml(t)}</text>`,
          )
          .join('') +
        '</g>',
    );
  });
  const below = top + layout.height + MARGIN;
  // A line off the graph (a fleet at sea) is wrapped, never cut: what the viewer may know of it is all there.
  const offLines = map.offMap.flatMap((t) => wrapped(t, 3 * LONGEST));
  const offMap = offLines.map(
    (t, k) =>
      `<text x="${MARGIN}" y="${below + LINE * (k + 1)}" ${FONT} font-size="${TEXT_SIZE}">${escapeXml(t)}</text>`,
  );
  const width = Math.ceil(
    Math.max(
      MARGIN + layout.width + MARGIN,
      cursor + MARGIN,
      MARGIN + textWidth(map.key, TEXT_SIZE) + MARGIN,
      ...offLines.map((t) => MARGIN + textWidth(t, TEXT_SIZE) + MARGIN),
    ),
  );
  const height = Math.ceil(below + LINE * offLines.length + (offLines.length > 0 ? MARGIN : 0));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#fff"/>${legend}${key}${parts.join('')}${offMap.join('')}</svg>`
  );
}

/** A text broken at spaces into lines of at most `width` characters (a longer word stands alone). */
export function wrapped(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = `  ${word}`;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}
