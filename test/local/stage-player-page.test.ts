import { playerPage } from '../../src/local/playground/pages';
import { Session } from '../../src/local/playground/session';
import { report } from '../../src/local/cli-stages';

// Issues 14, 15: a player's page on a staged ledger is the book's own player view (ME_SECRETS: never another
// player's orders or army lists, nor an unexplored hex's contents), their latest report and receipt, and a map
// showing only their own and the explored hexes. Mighty Empires demo, turn 1 (src/ledger/me/demo.ts).

const body = (answer: ReturnType<typeof playerPage>): string => ('body' in answer ? answer.body : '');
/** The SVG of the page's map image, decoded. */
const mapSvg = (page: string): string => {
  const src = /id="player-map"[^>]*src="data:image\/svg\+xml;charset=utf-8,([^"]+)"/.exec(page)?.[1] ?? '';
  return decodeURIComponent(src.replace(/&amp;/g, '&'));
};
/** The fill of the hex path drawn at `hex` (its label follows its paths). */
const hexFills = (svg: string, hex: string): string[] => {
  const label = svg.indexOf(`>${hex}</text>`);
  const before = svg.slice(0, label);
  const start = before.lastIndexOf('</text>');
  return [...before.slice(start).matchAll(/<path d="[^"]*" fill="([^"]+)"/g)].map((m) => m[1]);
};

describe('the player page on the Mighty Empires demo', () => {
  const session = Session.create('/nonexistent/stage-player.xlsx', 'ME player page', true, 'me');
  // Karak Dron's orders are a secret from Ostmark (ME_SECRETS).
  session.submitOrders('Karak Dron', 'Hammer of Dron - Patrol 0602\n');
  session.submitOrders('Ostmark', 'Ostmark Host - Patrol 0202\n');
  const answer = playerPage(session, 'ostmark');
  const page = body(answer);

  it('shows the ruleset’s view of Ostmark’s own kingdom, not CS42’s Cities/Armies/Units tabs', () => {
    expect(answer).toMatchObject({ status: 200 });
    // The stage in its words (004 2.0A: the orders are resolved in the Interim Results), not its id.
    expect(page).toContain('Ostmark (Empire), turn 1, interim results');
    expect(page).toContain('Your hexes (4):');
    expect(page).toContain('  0202 Field, Capital');
    expect(page).toContain('Ostmark Host: Basic size 750, General Graf Albrecht');
    expect(page).not.toContain('<h2>Cities');
  });

  it('shows Ostmark’s latest receipt (column A), and no report yet (column B)', () => {
    expect(page).toMatch(/id="player-receipt">[^<]*1\. Ostmark Host - Patrol 0202/);
    expect(page).toContain('id="player-report">None yet.');
  });

  it('keeps Karak Dron’s orders and army list and the unexplored hexes’ contents from Ostmark', () => {
    expect(page).not.toContain('Patrol 0602');
    expect(page).not.toContain('Hammer of Dron');
    // 0403 (unexplored): Vorn's capital, a City with a Mighty Fortress; 0404 (unexplored): a Mine (demo Map tab).
    expect(page).not.toContain('Mighty Fortress');
    expect(page).not.toContain('Mine');
    expect(page).not.toContain('Vorn');
    // Karak Dron's own page does show his army.
    expect(body(playerPage(session, 'Karak Dron'))).toContain('Hammer of Dron');
  });

  it('draws Ostmark’s map: his hexes in his colour, explored ones shaded, unexplored ones blank', () => {
    const svg = mapSvg(page);
    expect(svg).toContain('<svg');
    // 0202 is Ostmark's (Field, shade #e8e2c0) with his colour over it; 0502 is Karak Dron's, explored.
    expect(hexFills(svg, '0202')[0]).toBe('#e8e2c0');
    expect(hexFills(svg, '0202')).toHaveLength(2);
    expect(hexFills(svg, '0502')).toHaveLength(2);
    // 0403 and 0404 are unexplored and no one's: grey, no terrain, no owner.
    expect(hexFills(svg, '0403')).toEqual(['#555555']);
    expect(hexFills(svg, '0404')).toEqual(['#555555']);
    expect(svg).toContain('0202 Ostmark');
    expect(svg).not.toContain('Vorn');
  });

  it('an unknown player is refused, not shown the moderator’s map', () => {
    const refused = playerPage(session, 'Nobody');
    expect(refused).toMatchObject({ status: 404 });
    expect(body(refused)).not.toContain('player-map');
  });

  it('the command line’s report says what the page says (through the same global)', () => {
    const lines = report(session, 'Ostmark').lines;
    expect(lines[0]).toBe('Ostmark <ostmark@example.com>');
    expect(lines).toContain('  0202 Field, Capital');
    expect(lines).toContain('Latest orders receipt (Player · Ostmark, column A):');
    expect(lines.join('\n')).not.toContain('Hammer of Dron');
  });
});

describe('the player page on a ledger with no hex map', () => {
  it('Campaign points: the view and its node-and-edge map (003: one shared map)', () => {
    const session = Session.create('/nonexistent/stage-player-cp.xlsx', 'CP player page', true, 'cp');
    const [first] = session.players();
    const page = body(playerPage(session, first.name));
    expect(page).toContain(`What ${first.name} may see`);
    expect(page).toContain('player-map');
  });
  it('Chronopia: the view and no map (the book has none)', () => {
    const session = Session.create('/nonexistent/stage-player-ct.xlsx', 'CT player page', true, 'ct');
    const [first] = session.players();
    const page = body(playerPage(session, first.name));
    expect(page).toContain(`What ${first.name} may see`);
    expect(page).not.toContain('player-map');
  });
});
