import type { GraphMap } from '../../src/ledger/stage-ruleset';
import { graphMapSvg } from '../../src/views/graph-map-svg';

// Issue 15: a graph map's picture. Nodes in their owner's colour (neutral grey when nobody holds one), edges
// labelled, a legend of the players, and every text a person typed escaped (names are data, never markup).

const style = {
  players: ['Ostland', 'Reikland'],
  colours: new Map([
    ['Ostland', '#2e86c1'],
    ['Reikland', '#c0392b'],
  ]),
};

const map: GraphMap = {
  nodes: [
    { name: 'Greyhold', owner: 'Reikland', kind: 'Castle, DV 2', armies: ['Reikland Guard (Reikland)'] },
    { name: 'Millbrook', owner: null, kind: 'Market Town, DV 0', armies: [] },
    { name: 'Oakfield', owner: 'Ostland', kind: 'Farming Village, DV 0', armies: [] },
  ],
  edges: [
    { a: 'Greyhold', b: 'Millbrook', label: 'MD 3', hard: false },
    { a: 'Millbrook', b: 'Oakfield', label: 'MD 2', hard: true },
    // A road to a territory no row holds is left out (Check ledger names it).
    { a: 'Millbrook', b: 'Atlantis', label: 'MD 5', hard: false },
  ],
  key: 'Roads labelled with their March Difficulty (CP-R4).',
  offMap: [],
};

/** The box of the node named `name`: its coloured rect's fill. */
const fillOf = (svg: string, name: string): string | undefined =>
  new RegExp(`<title>${name}\\n[^<]*</title><rect [^>]*/><rect [^>]*fill="([^"]+)" fill-opacity`).exec(
    svg,
  )?.[1];

describe('graphMapSvg', () => {
  const svg = graphMapSvg(map, style);

  it('draws each place in its owner’s colour, nobody’s in neutral grey', () => {
    expect(fillOf(svg, 'Greyhold')).toBe('#c0392b');
    expect(fillOf(svg, 'Oakfield')).toBe('#2e86c1');
    expect(fillOf(svg, 'Millbrook')).toBe('#bdbdbd');
  });

  it('names each place, what it is and the armies there', () => {
    expect(svg).toContain('font-weight="bold">Greyhold</text>');
    expect(svg).toContain('>Castle, DV 2</text>');
    expect(svg).toContain('>• Reikland Guard (Reikland)</text>');
  });

  it('draws the two roads between known places, each labelled; a hard one dashed', () => {
    expect(svg.match(/<line /g)).toHaveLength(2);
    expect(svg.match(/stroke-dasharray/g)).toHaveLength(1);
    expect(svg).toContain('>MD 3</text>');
    expect(svg).toContain('>MD 2</text>');
    expect(svg).not.toContain('MD 5');
    expect(svg).not.toContain('Atlantis');
  });

  it('has a legend of the players and of nobody’s places', () => {
    expect(svg).toContain(
      'fill="#2e86c1" stroke="#555" stroke-width=".5"/><text x="24" y="19" font-family="sans-serif" font-size="9">Ostland</text>',
    );
    expect(svg).toContain('>Reikland</text>');
    expect(svg).toContain('>nobody</text>');
    expect(svg).toContain('>Roads labelled with their March Difficulty (CP-R4).</text>');
  });

  it('escapes names typed by people: a <script> name is text, and a bad colour becomes the default', () => {
    const hostile = graphMapSvg(
      {
        nodes: [
          { name: '<script>alert(1)</script>', owner: 'Evil"', kind: 'a & b', armies: ['"><img src=x>'] },
          { name: 'Quiet', owner: null, kind: '', armies: [] },
        ],
        edges: [{ a: '<script>alert(1)</script>', b: 'Quiet', label: '<b>MD</b>', hard: false }],
        key: '',
        offMap: ['<at sea>'],
      },
      { players: ['Evil"'], colours: new Map([['Evil"', '#808080']]) },
    );
    expect(hostile).not.toContain('<script>');
    expect(hostile).not.toContain('<img');
    expect(hostile).not.toContain('<b>');
    expect(hostile).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hostile).toContain('&quot;&gt;&lt;img src=x&gt;');
    expect(hostile).toContain('>a &amp; b</text>');
    expect(hostile).toContain('>&lt;at sea&gt;</text>');
    expect(hostile).toContain('>Evil&quot;</text>');
  });

  it('clips a very long name on the picture and keeps it whole in the tooltip', () => {
    const name = `The ${'very '.repeat(20)}long march`;
    const long = graphMapSvg(
      { nodes: [{ name, owner: null, kind: '', armies: [] }], edges: [], key: '', offMap: [] },
      style,
    );
    expect(long).toContain(`<title>${name}\n`);
    expect(long).toContain(`>${name.slice(0, 39)}…</text>`);
  });

  it('is the same picture twice', () => {
    expect(graphMapSvg(map, style)).toBe(svg);
  });

  it('wraps a long line off the graph (a fleet at sea) instead of cutting it: the review lost the boats and Voss', () => {
    const line =
      'At sea: Sea Wolves (Ostmark), from Ostwald for Old World: Graf Otto, Jarl Hafen, 4 Halberdiers, 2 Knights; 6 boats; Captain Voss';
    const svg = graphMapSvg({ nodes: [], edges: [], key: '', offMap: [line] }, style);
    const texts = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1].trim());
    const shown = texts.filter((t) => t !== '' && !style.players.includes(t) && t !== 'nobody').join(' ');
    expect(shown).toBe(line);
    expect(texts.filter((t) => t.includes('Sea Wolves') || t.includes('Voss')).length).toBeGreaterThan(0);
    expect(svg).not.toContain('…');
  });
});
