import { SaxesParser } from 'saxes';
import { syntheticCampaign } from '../../src/local/synthetic';
import { supplyOverlay, viewSupplyOverlay } from '../../src/views/supply-overlay';
import type { CampaignState } from '../../src/engine/model';
import { watchedHexes } from '../../src/engine/cs42/visibility';
import { playerView } from '../../src/engine/cs42/visibility-view';
import { renderMapSvg } from '../../src/views/map-svg';
import { sceneOfState, sceneOfView } from '../../src/views/map-scene';
import { ANN, army, BO, campaign, city, structure, unit } from '../engine/cs42/turn/fixture-units';

/** Well-formed XML or a thrown error (saxes, the XML parser exceljs already brings). */
function parseXml(svg: string): { elements: number; texts: string[] } {
  const parser = new SaxesParser();
  let elements = 0;
  const texts: string[] = [];
  parser.on('error', (e) => {
    throw e;
  });
  parser.on('opentag', () => {
    elements++;
  });
  parser.on('text', (t) => texts.push(t));
  parser.write(svg).close();
  return { elements, texts };
}

/** Path data of the first path with this class. */
function pathOf(svg: string, cls: string): string {
  const m = new RegExp(`<path class="${cls}" d="([^"]*)"`).exec(svg);
  return m === null ? '' : m[1];
}

function scene(): CampaignState {
  return campaign({
    map: {
      '0101': { rivers: [3], road: true },
      '0201': { rivers: [6], road: true, fords: [4] }, // the same river edge, recorded from the other side
      '0202': { special: 'Mystic Portal', mine: true },
      '0505': { terrain: 'Forest' },
    },
    cities: [city('Karak', ANN, '0303', 5), city('Lotus Spire', BO, '1010', 6)],
    armies: [
      army('Iron Host', ANN, '0305', 1000),
      army('Near Band', BO, '0307', 900),
      army('Far Band', BO, '0912', 900),
    ],
    units: [unit('Whisper', BO, 'Spy', '0305'), unit('Sappers', ANN, 'Engineer', '0404')],
    structures: [structure(ANN, 'Watchtower', '0606'), structure(ANN, 'Bridge', '0707', 2)],
  });
}

describe('renderMapSvg', () => {
  it('is well-formed XML with a CCRR label on every hex (12 x 12: 0101 to 1212)', () => {
    const svg = renderMapSvg(sceneOfState(scene()));
    const { texts } = parseXml(svg);
    for (let col = 1; col <= 12; col++)
      for (let row = 1; row <= 12; row++) {
        const label = `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
        expect(texts).toContain(label);
      }
  });

  it('draws a river edge once whichever side records it: 0101 south-east = 0201 north-west, corners (36,18)-(28,32)', () => {
    // 0101's centre is (4 + 16, 4 + 14) = (20, 18); its south-east edge runs from the east corner (36, 18) to
    // the lower-right corner (28, 32). 0201 sits half a hex lower: centre (44, 32), its north-west edge the same.
    expect(pathOf(renderMapSvg(sceneOfState(scene())), 'rv')).toBe('M36 18L28 32');
  });

  it('draws fords and built bridges across the middle of their edges', () => {
    const svg = renderMapSvg(sceneOfState(scene()));
    // 0201's south edge: corners (52,46) and (36,46), middle (44,46); centre (44,32): a stroke from (44,39) to (44,53).
    expect(pathOf(svg, 'fd')).toBe('M44 53L44 39');
    // The bridge on 0707's north-east edge: 0707's centre is (4 + 16 + 6 x 24, 4 + 14 + 6 x 28) = (164, 186), the
    // edge's corners (172, 172) and (180, 186), its middle (176, 179); half the way to the centre is (-6, +3.5).
    expect(pathOf(svg, 'br')).toBe('M182 175.5L170 182.5');
  });

  it('joins adjacent road hexes centre to centre (0101 to 0201)', () => {
    expect(pathOf(renderMapSvg(sceneOfState(scene())), 'rd')).toBe('M20 18L44 32');
  });

  it('writes special terrain codes and mines (MP, MN) and the rosette 1-6', () => {
    const { texts } = parseXml(renderMapSvg(sceneOfState(scene())));
    expect(texts).toContain('MP MN');
    for (const d of ['1', '2', '3', '4', '5', '6']) expect(texts).toContain(d);
  });

  it('the moderator’s map shows everything; a player’s only what their view holds', () => {
    const all = renderMapSvg(sceneOfState(scene()));
    for (const name of ['Iron Host', 'Near Band', 'Far Band', 'Whisper']) expect(all).toContain(name);
    const state = scene();
    const ann = renderMapSvg(sceneOfView(playerView(state, ANN), { watched: watchedHexes(state, ANN) }));
    expect(ann).toContain('Iron Host');
    expect(ann).toContain('Near Band');
    expect(ann).not.toContain('Far Band');
    expect(ann).not.toContain('Whisper');
    expect(ann).toContain('Lotus Spire'); // every city's position
    expect(ann).toContain('<path class="fog"');
  });

  it('escapes every text and refuses colours that are not colours', () => {
    const s = scene();
    const state: CampaignState = {
      ...s,
      players: [
        { ...s.players[0], name: ANN, colour: 'red;}</style><script>alert(1)</script>' },
        { ...s.players[1], colour: '#00f' },
      ],
      cities: [city('"><script>x</script>', ANN, '0303', 5)],
      armies: [army('A & B <i>', ANN, '0305', 1000)],
    };
    const svg = renderMapSvg(sceneOfState(state, { title: 'T <b>' }));
    parseXml(svg);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<i>');
    expect(svg).toContain('&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(svg).toContain('A &amp; B &lt;i&gt;');
    expect(svg).toContain('fill="#808080"');
    expect(svg).toContain('fill="#00f"');
  });

  it('shades supply bands from the distances given (0-5 Regular, 6-10 Long, 11-15 Extended)', () => {
    const distances = new Map<string, number | null>([
      ['0101', 0],
      ['0102', 6],
      ['0103', 15],
      ['0104', 16],
      ['0105', null],
    ]);
    const svg = renderMapSvg(sceneOfState(scene(), { supply: { distances } }));
    // Each band's outline from its top-left corner, clockwise: 0101 spans x 4-36, y 4-32; 0102 and 0103 below.
    expect(pathOf(svg, 'sR')).toBe('M12 4h16l8 14-8 14h-16l-8-14z');
    expect(pathOf(svg, 'sL')).toBe('M12 32h16l8 14-8 14h-16l-8-14z');
    expect(pathOf(svg, 'sE')).toBe('M12 60h16l8 14-8 14h-16l-8-14z');
  });

  it('draws a band as its border only: 0101 and 0102 from the top-left corner (12, 4)', () => {
    // 0101 spans x 4-36, y 4-32; 0102 the same x, y 32-60; the edge they share is left out. Across the top to
    // (28, 4), zig-zag down the right side to (28, 60), back to (12, 60), zig-zag up the left side to (4, 18),
    // and z closes back to (12, 4).
    const distances = new Map<string, number | null>([
      ['0101', 1],
      ['0102', 2],
    ]);
    const svg = renderMapSvg(sceneOfState(scene(), { supply: { distances } }));
    expect(pathOf(svg, 'sR')).toBe('M12 4h16l8 14-8 14 8 14-8 14h-16l-8-14 8-14-8-14z');
  });

  it('the largest bench map (99 x 99, 48 players, 1,000 armies, 1,200 units) renders whole under 1 MB', () => {
    const state = syntheticCampaign({
      players: 48,
      width: 99,
      height: 99,
      cities: 480,
      armies: 1000,
      units: 1200,
      seed: 'bench',
    });
    const scene = sceneOfState(state);
    renderMapSvg(scene); // the first call also pays for compiling the code
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const svg = renderMapSvg(scene);
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - wall;
    const bytes = Buffer.byteLength(svg, 'utf8');
    const cpuMs = (used.user + used.system) / 1000;
    process.stdout.write(
      `99x99 moderator map: ${bytes} bytes of SVG, ${ms.toFixed(0)} ms (${cpuMs.toFixed(0)} ms CPU)\n`,
    );
    expect(bytes).toBeLessThan(1_000_000);
    expect(parseXml(svg).elements).toBeGreaterThan(99 * 99);
    // A player's map carries the fog besides: Player 24's is the largest of the 48 on this campaign.
    const fogged = renderMapSvg(
      sceneOfView(playerView(state, 'Player 24'), { watched: watchedHexes(state, 'Player 24') }),
    );
    expect(Buffer.byteLength(fogged, 'utf8')).toBeLessThan(1_000_000);
    // With supply ranges on request: the moderator's (the true trace) and the player's own (on what they know).
    const started = performance.now();
    const supplied = renderMapSvg(sceneOfState(state, { supply: supplyOverlay(state, 'Player 24') }));
    const view = playerView(state, 'Player 24');
    const own = renderMapSvg(
      sceneOfView(view, { watched: watchedHexes(state, 'Player 24'), supply: viewSupplyOverlay(view) }),
    );
    const both = performance.now() - started;
    process.stdout.write(
      `99x99 with supply: moderator ${Buffer.byteLength(supplied, 'utf8')} bytes, player ${Buffer.byteLength(own, 'utf8')} bytes, ${both.toFixed(0)} ms for both\n`,
    );
    expect(Buffer.byteLength(supplied, 'utf8')).toBeLessThan(1_000_000);
    expect(Buffer.byteLength(own, 'utf8')).toBeLessThan(1_000_000);
  });
});
