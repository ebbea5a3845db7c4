import { playerPage } from '../../src/local/playground/pages';
import { Session } from '../../src/local/playground/session';

// Issue 15: the playground's player page on a staged ledger whose map is a graph shows that player's map (the
// built bundle's getMapView for him), where it showed none before. Campaign points: the whole board (003 keeps
// nothing secret). WarMaster: every army where it stands, a General only on his own nation's army.

const body = (answer: ReturnType<typeof playerPage>): string => ('body' in answer ? answer.body : '');
/** The SVG of the page's map image, decoded. */
const mapSvg = (page: string): string => {
  const src = /id="player-map"[^>]*src="data:image\/svg\+xml;charset=utf-8,([^"]+)"/.exec(page)?.[1] ?? '';
  return decodeURIComponent(src.replace(/&amp;/g, '&'));
};

describe('the player page’s graph map', () => {
  it('Campaign points: Ostland’s page draws the 13 territories and 17 roads', () => {
    const session = Session.create('/nonexistent/graph-cp.xlsx', 'CP graph page', true, 'cp');
    const svg = mapSvg(body(playerPage(session, 'Ostland')));
    expect(svg.match(/<g><title>/g)).toHaveLength(13);
    expect(svg.match(/<line /g)).toHaveLength(17);
    expect(svg).toContain('>• Reikland Guard (Reikland)</text>');
  });

  it('WarMaster: Ostmark’s page draws the 30 areas, his General and not Karak Dum’s', () => {
    const session = Session.create('/nonexistent/graph-wm.xlsx', 'WM graph page', true, 'wm');
    const svg = mapSvg(body(playerPage(session, 'Ostmark')));
    expect(svg.match(/<g><title>/g)).toHaveLength(30);
    expect(svg).toContain('Graf Otto');
    expect(svg).toContain('>• Karak Dum Host (Karak Dum)</text>');
    expect(svg).not.toContain('Thane Borri');
  });
});
