import { CheckContext } from '../../../../src/engine/cs42/orders/context';
import { StateIndex } from '../../../../src/engine/cs42/orders/state-index';
import { formatHex } from '../../../../src/engine/hex';
import type { CampaignState, Structure } from '../../../../src/engine/model';
import { syntheticCampaign } from '../../../../src/local/synthetic';
import { counted } from '../count-scans';

// Issue 9: each player's receipt measures moves on the map he knows (his own and others' things in hexes he sees,
// every surface city). Found by a scan of every city and structure, and a grid of the whole map, per player, it
// grew as players x campaign; the elements read are counted here, not timed.

const base = syntheticCampaign({ players: 6, width: 24, height: 24, cities: 30, armies: 60, units: 50 });
const riverHexes = [...base.map.hexes.values()].filter((h) => h.rivers.length > 0);
const bridge = (i: number, player: string): Structure => ({
  name: `Bridge ${i}`,
  type: 'Bridge',
  player,
  hex: riverHexes[i].hex,
  edge: riverHexes[i].rivers[0],
  capturedTurn: null,
});

function viewsOf(state: CampaignState) {
  const index = new StateIndex(state);
  const view = (player: string) => new CheckContext(index, player, {}, new Map()).view;
  return { index, view };
}

describe("each player's known map", () => {
  it('the campaign has rivers to bridge', () => {
    expect(riverHexes.length).toBeGreaterThan(2);
  });

  it("is found without reading every structure again for each player's receipt", () => {
    const { state, scans } = counted(base);
    const { view } = viewsOf(state);
    view('Player 1');
    const first = scans().structures;
    expect(first).toBeGreaterThan(0);
    for (const p of base.players) view(p.name);
    // Each receipt asks only whether anyone else has a structure at all: the first one or two answer it.
    expect(scans().structures - first).toBeLessThanOrEqual(2 * base.players.length);
    expect(base.structures.length).toBeGreaterThan(2); // so a scan per receipt would pass the bound
  });

  it('holds his own structures and others’ in the hexes he sees, in the ledger’s order; every surface city', () => {
    const { index, view } = viewsOf(base);
    for (const p of base.players) {
      const seen = index.seenBy(p.name);
      const expected = base.structures.filter((s) => s.player === p.name || seen.has(formatHex(s.hex)));
      expect(expected.length).toBeLessThan(base.structures.length);
      expect(view(p.name).state.structures).toEqual(expected);
      expect(view(p.name).state.cities).toEqual(base.cities);
    }
  });

  it('shares one grid between players who know every bridge, and builds his own for one a bridge is hidden from', () => {
    // Player 1's bridge: a player who does not see its hex does not know of it (VISIBILITY).
    const state = { ...base, structures: [...base.structures, bridge(0, 'Player 1')] };
    const { index, view } = viewsOf(state);
    const hidden = formatHex(riverHexes[0].hex);
    const blind = base.players
      .map((p) => p.name)
      .filter((p) => p !== 'Player 1' && !index.seenBy(p).has(hidden));
    expect(blind.length).toBeGreaterThan(1);
    const sees = base.players
      .map((p) => p.name)
      .filter((p) => p === 'Player 1' || index.seenBy(p).has(hidden));
    expect(view(sees[0]).gridOf()).toBe(index.view.gridOf());
    expect(view(blind[0]).gridOf()).not.toBe(index.view.gridOf());
    expect(view(blind[1]).gridOf()).not.toBe(view(blind[0]).gridOf());
  });
});
