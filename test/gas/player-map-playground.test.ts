import { playerPage } from '../../src/local/playground/pages';
import { Session } from '../../src/local/playground/session';

// The playground's player page shows the player's map (their fog of war) as an image, and on request their own
// supply ranges over it; never another player's distant armies.

function page(supply: boolean): string {
  const session = Session.create('/nonexistent/playground-map.xlsx', 'Player page map test', true);
  const answer = playerPage(session, 'Clan Varn', supply);
  if (!('body' in answer)) throw new Error('expected a page');
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The SVG inside the page's map image. */
function mapOf(body: string): string {
  const src = /<img\s+id="player-map"\s+alt="[^"]*"\s+src="data:image\/svg\+xml;charset=utf-8,([^"]*)"/.exec(
    body,
  );
  return decodeURIComponent(src?.[1] ?? '');
}

describe('playground player page map', () => {
  it('draws the fog of war without supply, and links to show the supply ranges', () => {
    const body = page(false);
    expect(body).toContain('href="/player?name=Clan%20Varn&amp;supply=1">Show my supply ranges</a>');
    const svg = mapOf(body);
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(svg).toContain('class="fog"');
    expect(svg).not.toContain('Supply of');
  });

  it('with supply=1 draws Clan Varn’s own supply ranges and nothing of distant enemies', () => {
    const body = page(true);
    expect(body).toContain('alt="What Clan Varn sees, with their supply ranges"');
    const svg = mapOf(body);
    expect(svg).toContain('Supply of Clan Varn');
    for (const far of ['Gorthak Warhorde', 'Bloodfang Wolf Riders', 'Lotus Guard', 'Dragonbane Wing'])
      expect([far, svg.includes(far)]).toEqual([far, false]);
  });
});
